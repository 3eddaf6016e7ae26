"""The red "The turn is over: 2 attacks of Dana's fire not rolled end with it…" stayed in the dice
dock after the GM picked another kind of roll.  It speaks of the fire set up: another kind of roll
(Ctrl+Shift+D, Task) takes it away."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_fire_ends_with_turn_keys import CTRL_ALT, GUNS, PISTOL, _fire
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys


def test_the_fires_end_line_leaves_with_another_kind_of_roll(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    _fire(qtbot, window, shots=3)
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)
    qtbot.waitUntil(lambda: "The turn is over" in dock.refusal_label.text())
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, "Task")
    assert dock.refusal_label.isHidden() or "The turn is over" not in dock.refusal_label.text()
