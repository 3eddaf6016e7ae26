"""twdu: undo and redo of a push show the roll each step leaves standing.  The walker's duel with
Ben: Ben pushes his side, the damage of the pushed roll is applied; Ctrl+Z twice shows the roll
before the push with "Push Ben's roll"; Ctrl+Shift+Z twice showed it still, its push refused when
pressed and its damage to Ben applied a second time from it.  Now the first redo shows the pushed
roll again, its damage offered (its line still undone), and the second takes that offer away: the
hit is on the tracker once, and the dock does not offer it again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines


def offers(dock) -> list[str]:  # noqa: ANN001
    return [b.text() for b in dock.rolls.offer_buttons()]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_redo_of_a_push_shows_the_pushed_roll_and_its_damage_once(qtbot, tmp_path):
    def before(services):  # noqa: ANN001, ANN202
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    services = window.services
    who = ids(window)
    window.selection.select_character(who["Walker"])
    dock = choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Ben")
    roll_faces(qtbot, dock, "6 6 3 2 3 4")  # the walker 2 successes, Ben none
    first = dock.last
    push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
    qtbot.waitUntil(push.isVisible)
    tab_to(qtbot, push)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Return)  # Ben pushes his side: his dice asked
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 2 3 4")  # one 6: still the walker's duel, 2 against 1
    keys.key(Qt.Key.Key_Return)
    pushed = dock.last
    assert pushed is not first and lines(window)[-1].startswith("Ben: Push the roll — Duel")
    damage = dock.result_view.damage_buttons[0]
    qtbot.waitUntil(damage.isVisible)
    assert offers(dock) == ["Apply 1 damage to Ben (weapon damage 1, no extra success)"]
    health = services.characters.character(who["Ben"]).state["health"]
    tab_to(qtbot, damage)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.characters.character(who["Ben"]).state["health"] == health - 1)
    keys.key(Qt.Key.Key_Z, CTRL)  # the damage
    keys.key(Qt.Key.Key_Z, CTRL)  # the push: the roll before it, its push offered again
    assert services.characters.character(who["Ben"]).state["health"] == health
    assert dock.last is first
    qtbot.waitUntil(lambda: any(text.startswith("Push Ben's roll: ") for text in offers(dock)))
    keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # the push again: the pushed roll, its damage offered
    assert dock.last is pushed
    qtbot.waitUntil(lambda: offers(dock) == ["Apply 1 damage to Ben (weapon damage 1, no extra success)"])
    keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # its damage again: on the tracker once, offered no more
    assert services.characters.character(who["Ben"]).state["health"] == health - 1
    assert dock.last is pushed
    qtbot.waitUntil(lambda: offers(dock) == [])
    events = len(services.campaign.events())
    dock.rolls.offers.apply_damage(0)  # asked all the same: refused, said, nothing changed
    assert services.characters.character(who["Ben"]).state["health"] == health - 1
    assert len(services.campaign.events()) == events
    assert window.statusBar().currentMessage() == "This hit's damage is applied already: a hit is not applied twice."
