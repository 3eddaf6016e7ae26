"""d10under in the dice dock: a critical shot at a target offers its doubled damage to the target's
damage form (as the grid game's shot does); Tab and Space apply it, past the vest, and Ctrl+Z takes
it back ("если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces, row_tracks, tab_to
from tests.gui.test_autofire_ammo_keys import pick_with_keys


def test_the_critical_shot_is_applied_from_its_offer_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    pistol = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [pistol]})
    vest = {"name": "vest", "deflect": 9, "absorb": 10}
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5, "armor": [vest]})
    who = ids(window)
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Shot (Perception)")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Raider")  # the target
    roll_faces(qtbot, dock, "1")
    assert "Critical hit: 50 damage, armor ignored" in last_log_line(window)  # «игнорирует защиту цели любого вида»
    [button] = dock.result_view.damage_buttons
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert services.characters.character(who["Raider"]).state["health"] == 100 - 50
    assert row_tracks(window, who["Raider"])[0].endswith("50/100")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(who["Raider"]).state["health"] == 100
