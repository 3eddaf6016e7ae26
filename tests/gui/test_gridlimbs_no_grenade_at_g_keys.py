"""G for a character with no grenade is refused at G, with the reason, under the map and in the
status bar, nothing aimed and nothing tinted (before, G tinted the blast over the map and only Enter
said "No grenade left."); for one who carries grenades the lines under the map say what the
blast's two tints mean (the sure tiles red, the perhaps tiles striped orange)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def test_g_without_a_grenade_is_refused_at_once_and_the_tints_are_named(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", starting_item="pistol", strength=4)
    kit = create(window, "Kit", starting_item="grenades", strength=4)
    zed = create(window, "Zombie 1", "zombie")
    services.battle_map.set_size(24, 12)
    services.battle_map.place({ana: (0, 0), kit: (0, 2), zed: (12, 2)})
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    dock.modes.selected = ana
    dock.refresh()
    keys.key(Qt.Key.Key_G)
    said = "Ana cannot throw a grenade: no grenade left."
    assert dock.status.text() == said
    assert window.statusBar().currentMessage() == said
    assert dock.modes.mode == "move" and dock.modes.cursor is None
    drawn = dock.view.overlay_drawn
    assert not drawn.sure and not drawn.possible  # nothing tinted
    keys.key(Qt.Key.Key_Tab)  # Kit, who carries two: Ana's refusal goes
    assert dock.modes.selected == kit
    assert dock.status.text() == "" and window.statusBar().currentMessage() != said
    keys.key(Qt.Key.Key_G)
    assert dock.modes.mode == "grenade" and dock.view.overlay_drawn.sure
    text = dock.info.text()
    assert "Red: the blast hits everyone within 10 tiles, walls or not: Ana, Kit." in text
    assert "Orange stripes: if it reaches 11-15 tiles, also Zombie 1." in text
