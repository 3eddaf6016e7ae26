"""In the grid demo's map, Edit the map let the GM paint walls and furniture, but a character's token
dragged with the mouse stayed where it was.  While the map is edited the GM places a token by hand:
dragged and dropped, or chosen (Tab), planned with the arrows and put there with Enter — at no
move's cost, whoever's turn it is, one undoable log line, the map showing what was committed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines
from ui.docks.map_scene import TILE


def test_a_token_is_placed_by_hand_while_the_map_is_edited(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", speed=10)  # walk 2: the places below are far beyond a move
    zed = create(window, "Zombie 1", "zombie")
    services.battle_map.set_size(10, 6)
    services.battle_map.paint([(1, 0), (1, 1)], "wall")
    services.battle_map.place({ana: (0, 0), zed: (9, 5)})
    services.campaign.execute(StartEncounter([zed, ana]))
    dock = window.docks["mapDock"]
    dock.focus_map()
    activate(qtbot, window)
    dock.edit_button.setFocus()
    qtbot.keyClick(dock.edit_button, Qt.Key.Key_Space)  # Edit the map, by keys
    assert dock.edit_button.isChecked() and dock.paint_kind() == ""
    view = dock.view

    def at(tile):
        return view.mapFromScene(QPointF(tile[0] * TILE + TILE / 2, tile[1] * TILE + TILE / 2))

    # the mouse: Ana dragged over the wall to G5, dropped there
    events = len(services.campaign.events())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at((0, 0)))
    qtbot.mouseMove(view.viewport(), at((3, 2)))
    assert "Ana placed by hand on D3" in dock.info.text()
    qtbot.mouseMove(view.viewport(), at((6, 4)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at((6, 4)))
    assert services.battle_map.battle_map().tokens[ana] == (6, 4)
    assert len(services.campaign.events()) == events + 1
    # said as the move it is, from where to where (it read "placed on the map", as if it had not been on it)
    assert log_lines(window, 1) == ["Ana moved on the map by hand: A1 → G5"]
    # the keys: the map's focus, Tab to Ana, two steps left, Enter
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(view.hasFocus)
    while dock.modes.selected != ana:
        keys(qtbot, window, Qt.Key.Key_Tab)
    keys(qtbot, window, Qt.Key.Key_Left, Qt.Key.Key_Left)
    assert "Ana placed by hand on E5" in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[ana] == (4, 4)
    assert len(services.campaign.events()) == events + 2
    assert log_lines(window, 1) == ["Ana moved on the map by hand: G5 → E5"]  # by the keys too
    # undone, one step at a time
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.battle_map.battle_map().tokens[ana] == (6, 4)
    # onto a wall: refused with the reason, nothing changed
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at((6, 4)))
    qtbot.mouseMove(view.viewport(), at((1, 1)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at((1, 1)))
    assert services.battle_map.battle_map().tokens[ana] == (6, 4)
    said = [dock.refusal_line.text() if dock.refusal_line is not None else "", dock.status.text(),
            window.statusBar().currentMessage()]
    assert any("Ana cannot stand on B2." in text for text in said), said
