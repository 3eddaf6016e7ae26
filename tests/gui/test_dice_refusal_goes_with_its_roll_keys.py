"""A refusal in the dice dock holds for the roll it was said for: a zombie's bite refused out of melee
reach, then the GM picks another kind of roll, and "out of melee reach" is no longer on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL
from tests.gui.test_gridlimbs_map_x_against_keys import _pick_strike, _zombie_turn


def test_a_melee_refusal_goes_once_another_kind_is_picked(qtbot, tmp_path):
    window, services, dice, keys, (zed, ana, ben) = _zombie_turn(qtbot, tmp_path)
    _pick_strike(qtbot, window, dice, keys)
    keys.key(Qt.Key.Key_X, times=2)  # Ben, 10 tiles off
    keys.key(Qt.Key.Key_R, CTRL)
    assert "10 tiles apart" in window.statusBar().currentMessage() + dice.refusal_label.text()
    said = dice.refusal_label.text()
    dice.kind_combo.setFocus()
    keys.key(Qt.Key.Key_Down)  # another kind of roll: the strike's refusal no longer stands
    assert dice.kind_combo.currentText() != "Strike in melee (always hits)"
    assert dice.refusal_label.isHidden() or dice.refusal_label.text() != said
    assert "10 tiles apart" not in window.statusBar().currentMessage()
