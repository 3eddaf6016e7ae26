"""d10under in the dice dock: a turn's volley ("сколько выстрелов можно сделать за ход - указано в
описании оружия"), each shot tested, its exact odds before the roll, each hit offered to the target,
the rounds off the magazine; by keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces, tab_to, type_number
from tests.gui.test_autofire_ammo_keys import ammo_shown, pick_with_keys


def test_a_volley_of_two_shots_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    pistol = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [pistol]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5})
    who = ids(window)
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Shot (Perception)")
    shots = dock.form.inputs["shots"]
    tab_to(qtbot, shots)
    type_number(qtbot, shots, "2")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Raider")
    qtbot.waitUntil(lambda: dock.odds_label.text().startswith("At least one hit 84% · All 2 hit 36%"))
    roll_faces(qtbot, dock, "4 7")
    assert "1 of 2 shots hit: 25 damage before armor" in last_log_line(window)
    [button] = dock.result_view.damage_buttons
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert services.characters.character(who["Raider"]).state["health"] == 100 - 25
    assert ammo_shown(qtbot, window)[0] == ["6 / 8 rounds"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ammo_shown(qtbot, window)[0] == ["8 / 8 rounds"]
    assert services.characters.character(who["Raider"]).state["health"] == 100
