"""The twdu demo's brawl by keys: Rook and Mia declared Ranged Combat at each other, and the duel
rolled on Rook's turn settled Mia's shot too.  On Mia's turn the odds line says nothing is left for
her to roll, but the dice line under it explained a roll she did not make, "3 × d6 = Agility 3 +
Mobility 0 …" (the first kind of the dock, shown for the turn), under the duel she had rolled in
Close Combat.  Now the dice line names no roll while nothing is left to roll; once the GM picks a
roll himself, it explains that one, the roll Ctrl+R makes."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_twdu_duel_settled_once_keys import SETTLED, fight, next_turn, shown
from tests.gui.twdu_brawl import chosen, declare

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def dice_line(window) -> str:  # noqa: ANN001
    """The dice line under the odds, as the GM sees it (empty when hidden)."""
    label = window.docks["diceDock"].parts_label
    return label.text() if label.isVisible() else ""


def test_the_turn_a_duel_settled_explains_no_roll_she_did_not_make(qtbot, tmp_path):
    window = fight(qtbot, tmp_path)
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    declared = {"Rook": "m", "Ana Reyes": "r", "Mia Chen": "r"}  # Rook and Mia at each other
    for _ in declared:
        declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
    assert shown(window)[:3] == ("Rook", "Duel", "Mia Chen")
    assert "Close Combat" in dice_line(window) and "Mia Chen: " in dice_line(window)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.key(Qt.Key.Key_R, CTRL)  # the duel: Rook's shot and Mia's, one roll
    qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.kind == "duel")
    next_turn(qtbot, keys, window)  # Ana's shot at Rook
    assert shown(window)[:3] == ("Ana Reyes", "Shot", "Rook")
    assert "Ranged Combat" in dice_line(window)
    next_turn(qtbot, keys, window)  # Mia: nothing left to roll
    assert shown(window)[0] == "Mia Chen"
    assert dice.refusal_label.text() == SETTLED
    assert "Nothing left for Mia Chen to roll" in dice.odds_label.text()
    assert dice_line(window) == "", dice_line(window)
    # the GM picks a roll himself (down the kinds and back to the skill roll): its dice are explained
    activate(qtbot, window)
    keys.key(Qt.Key.Key_D, CTRL_SHIFT)
    assert QApplication.focusWidget() is dice.kind_combo
    keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_Up)
    assert dice.kind_combo.currentText() == "Skill roll"
    qtbot.waitUntil(lambda: dice_line(window) != "")
    assert dice.forms.form.values()["skill"] == "mobility"
    assert dice_line(window).startswith("3 × d6 = Agility 3 + Mobility 0"), dice_line(window)
    assert "Nothing left" not in dice.odds_label.text()
