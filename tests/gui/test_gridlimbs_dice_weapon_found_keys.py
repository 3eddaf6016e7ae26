"""A weapon taken from a cabinet goes into the dice dock's shot at once: the shot's Weapon was "No
weapon" (none carried), the rifle taken, it is the rifle, not "No weapon" still."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.rolls.requests import RollRequest
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_map_shot import create

SHOT = "Shot: d(Accuracy)"


def test_the_shot_takes_the_rifle_just_found(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    kit = create(window, "Kit", starting_item="vest")
    create(window, "Zed", "zombie")
    window.selection.select_character(kit)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_5, CTRL)  # the dice dock
    dice.kind_combo.setFocus()
    pick_with_keys(qtbot, dice.kind_combo, SHOT)
    assert dice.form.values()["weapon"] == ""  # No weapon: none carried
    rolled = services.rolls.roll(RollRequest("find_weapon", kit, {"weapon": "rifle", "concealed": False}))
    assert rolled is not None
    qtbot.waitUntil(lambda: dice.form is not None and dice.form.values().get("weapon") == "rifle")
    assert dice.kind_combo.currentText() == SHOT
