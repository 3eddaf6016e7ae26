"""A shot that cannot hit (Hit 0%: the target past what d(Accuracy) reaches) says why on the odds
line, and Ctrl+R warns first instead of spending the rifle's one shot of the round at once: Ctrl+R
again rolls it (the text does not forbid such a shot: it still spends the round)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_map_shot import create

SHOT = "Shot: d(Accuracy)"


def test_a_zero_percent_shot_is_warned_of_then_rolled_on_ctrl_r_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    kit = create(window, "Kit", accuracy=2, right_hand=100, weapons=[{"weapon": "rifle", "concealed": False}])
    create(window, "Zed", "zombie")
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    dice.kind_combo.setFocus()
    pick_with_keys(qtbot, dice.kind_combo, SHOT)
    distance = dice.form.findChild(QAbstractSpinBox, "field_distance")
    distance.setFocus()
    distance.selectAll()
    qtbot.keyClicks(distance, "20")
    qtbot.waitUntil(lambda: "cannot hit: out of range" in dice.odds_label.text())
    assert "0%" in dice.odds_label.text()
    count = len(services.campaign.events())
    keys.key(Qt.Key.Key_R, CTRL)
    assert len(services.campaign.events()) == count  # warned, nothing rolled nor spent
    assert "This roll cannot succeed (0%): Ctrl+R again rolls it anyway." in dice.refusal_label.text()
    keys.key(Qt.Key.Key_R, CTRL)
    assert len(services.campaign.events()) == count + 1  # rolled: a miss
