"""The ammunition dock warns only for the living who use ammunition: a shambler carrying a pistol and
no spare clips, or a survivor shot dead with an empty gun, is no warning ("Shambler 1's Spare clips
is empty" read as the party's problem); a living survivor's empty stock is, worded with no verb to
agree with the stock's number ("Spare clips is empty")."""

from __future__ import annotations

from tests.gui.test_ammo_dock import add, choose, window_for


def test_warnings_are_for_the_living_who_use_ammunition(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "gridlimbs")
    kit = add(window, "Kit", starting_item="pistol")
    add(window, "Shambler 1", "zombie", starting_item="pistol")
    dead = add(window, "Rook", starting_item="pistol")
    services = window.services
    assert services.characters.damage(dead, {"part": "head", "amount": 99})
    dock = choose(window, kit)
    dock.refresh()
    text = dock.warnings.text()
    assert "Shambler 1" not in text
    assert "Rook" not in text
    assert "Empty: Kit's Spare clips" in text
    assert " is empty" not in text
