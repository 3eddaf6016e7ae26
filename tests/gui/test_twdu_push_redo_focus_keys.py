"""twdu: after a push undone and redone (Ctrl+Z, Ctrl+Shift+Z) the focus was on the fight list and
Enter did nothing; «Нанести урон 2 — Mia Chen» was reached only by Ctrl+K and Tab ×3.  Now the redo
puts the focus on the pushed roll's pending offer, as the push itself did: Enter applies it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines

OFFER = "Apply 1 damage to Ben (weapon damage 1, no extra success)"


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_after_the_redo_of_a_push_enter_applies_its_damage(qtbot, tmp_path):
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    services = window.services
    who = ids(window)
    assert services.initiative.start([who["Walker"], who["Ben"]], name="Yard")
    window.selection.select_character(who["Walker"])
    dock = choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Ben")
    roll_faces(qtbot, dock, "6 6 3 2 3 4")  # the walker 2 successes, Ben none
    push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
    qtbot.waitUntil(push.isVisible)
    tab_to(qtbot, push)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)  # Ben pushes his side: his dice asked
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 2 3 4")  # one 6: still the walker's duel, 2 against 1
    keys.key(Qt.Key.Key_Return)
    damage = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(damage.isVisible)
    assert QApplication.focusWidget() is damage  # after the push: on its offer
    health = services.characters.character(who["Ben"]).state["health"]
    keys.key(Qt.Key.Key_Z, CTRL)  # the push
    keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # and again
    assert lines(window)[-1].startswith("Redo: Ben: Push the roll — Duel"), lines(window)[-1]
    qtbot.waitUntil(lambda: [b.text() for b in dock.rolls.offer_buttons()] == [OFFER])
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert isinstance(focus, QPushButton) and focus.text() == OFFER, focus
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.characters.character(who["Ben"]).state["health"] == health - 1)
