"""In twdu a player character may push any roll they make: in a duel the walker starts, Ben (a PC)
rolls his side too, and may push it ("Duels and pushing").  On the walker's turn, Duel against Ben,
the dice typed, Enter: only "Apply 1 damage to Ben" was offered.  Now "Push Ben's roll" is offered
beside it when Ben does not win; the push is Ben's (his stress, his line in the log), and the duel is
judged again against the walker's roll, said from Ben's side.  By keys: Ctrl+Shift+D, the kind, Tab
to the opponent, Ctrl+K to the typed dice, Enter; Tab to the push, Enter, the pushed dice, Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_fight_by_keys import lines


def _duel(qtbot, tmp_path, faces: str):  # noqa: ANN202
    def before(services):
        sheet = services.ruleset.new_sheet()
        assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
        assert services.characters.create("Ben", "pc", {**sheet, "strength": 2, "close_combat": 1})

    window = campaign_window(qtbot, tmp_path, "twdu", before=before)
    who = ids(window)
    window.selection.select_character(who["Walker"])
    dock = choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Ben")
    roll_faces(qtbot, dock, faces)  # the walker's three dice, then Ben's three
    qtbot.waitUntil(lambda: window.services.campaign.events()[-1].kind == "roll")
    return window, dock, who


def _offers(dock) -> list[str]:  # noqa: ANN001
    """The last roll's offers, as the dock lists them (shown by their layout a moment later)."""
    return [b.text() for b in dock.rolls.offer_buttons()]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_ben_losing_the_walkers_duel_may_push_his_side_by_keys(qtbot, tmp_path):
    window, dock, who = _duel(qtbot, tmp_path, "6 2 3 2 3 4")  # the walker 1 success, Ben none
    assert "Loses the duel" not in lines(window)[-1] and "Wins the duel, 1 against 0" in lines(window)[-1]
    offers = _offers(dock)
    # his push's exact odds, told from his side, as the roller's own push has them
    assert "Push Ben's roll: Win the duel 13.2%; Both hit 38.6%; Lose the duel 48.2%; Nobody hits 0%; Mess-up 16.7%" \
        in offers, offers
    # the damage waits for Ben's answer: pushed, or accepted as it is
    assert [b.text() for b in dock.result_view.damage_buttons] == [
        "Apply 1 damage to Ben (weapon damage 1, no extra success)"]
    assert "No push: accept the roll" in offers
    push = dock.result_view.findChild(QPushButton, "followUp_push_opponent")
    qtbot.waitUntil(push.isVisible)
    tab_to(qtbot, push)
    keys = Keys(qtbot)
    before = len(lines(window))
    keys.key(Qt.Key.Key_Return)  # a typed duel: the pushed dice are asked for
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    assert "Type the 4 pushed dice: 3 base, 1 stress" in dock.refusal_label.text()  # Ben's dice
    assert len(lines(window)) == before
    keys.type("6 6 2 3")  # Ben's three dice rolled again and the new stress die
    keys.key(Qt.Key.Key_Return)
    new = lines(window)[before:]
    assert len(new) == 1, (new, dock.refusal_label.text())
    assert new[0].startswith("Ben: Push the roll — Duel"), new
    assert "against Walker, with table dice: Wins the duel, 2 against 1: 1 damage" in new[0], new
    ben = window.services.characters.character(who["Ben"])
    assert ben.state.get("stress") == 1  # Ben's stress, not the walker's
    assert "Apply 1 damage to Walker (weapon damage 1, no extra success)" in _offers(dock), _offers(dock)


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_no_push_of_bens_side_when_he_wins(qtbot, tmp_path):
    _window, dock, _who = _duel(qtbot, tmp_path, "2 2 3 6 3 4")  # Ben wins
    assert not any("Push Ben" in text for text in _offers(dock)), _offers(dock)
