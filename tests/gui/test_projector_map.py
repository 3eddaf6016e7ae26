"""The map on the projector ("Players see the map") read across a room: at 1280×720, 1920×1080 and
3840×2160 every text is at least a thirtieth of the screen's height, each token holds its label,
everything is on the screen, and only revealed tokens are drawn.  Screenshots go to
``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from app.services.initiative import StartEncounter
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from ui.player_screen.map_board import LABEL_SHARE, fits
from ui.player_screen.text import pixel_font
from ui.widgets.player_map import PlayerMap

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


@pytest.fixture
def room(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in
           (("Ana", "pc"), ("Dov", "pc"), ("Zombie 12", "zombie"), ("Zombie 13", "zombie"))}
    services.player_view.set_reveal(ids["Zombie 12"], name=True)  # Zombie 13 stays hidden
    services.campaign.execute(StartEncounter(list(ids.values())))
    assert services.battle_map.show_to_players(True)
    return window, services, ids


@pytest.mark.parametrize(("columns", "rows"), [(12, 8), (40, 30)])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_text_on_the_projectors_map_is_read_across_the_room(qtbot, room, width, height, columns, rows):
    _window, services, ids = room
    services.battle_map.set_size(columns, rows)
    assert services.battle_map.paint([(3, 3), (3, 4)], "wall") and services.battle_map.paint([(5, 1)], "C")
    services.battle_map.place({ids["Ana"]: (1, 1), ids["Dov"]: (2, 1), ids["Zombie 12"]: (6, 4),
                               ids["Zombie 13"]: (7, 4)})
    shown = PlayerMap()
    qtbot.addWidget(shown)
    shown.resize(width, height)
    shown.bind(services)
    assert not shown.isHidden()
    board = shown.view.layout_now
    assert board is not None
    least = math.ceil(height / 30)
    assert board.texts and all(text.px >= least for text in board.texts), "a text under 1/30 of the height"
    assert all(fits(text) for text in board.texts), [t.text for t in board.texts if not fits(t)]
    screen = QRectF(0, 0, width, height)
    assert all(screen.contains(text.rect) for text in board.texts)
    assert set(board.tokens) == {ids["Ana"], ids["Dov"], ids["Zombie 12"]}  # Zombie 13 is not revealed
    for cid, (circle, look) in board.tokens.items():
        assert screen.contains(circle)
        label = board.labels[cid]
        metrics = QFontMetricsF(pixel_font(QFont(), label.px, True))
        assert metrics.horizontalAdvance(look.label) <= circle.width() * LABEL_SHARE, look.label  # "Dov" inside
        assert metrics.height() <= circle.height() * LABEL_SHARE
    where = os.environ.get("DEADWATCH_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        shown.view.grab().save(str(Path(where) / f"projector-map-{columns}x{rows}-{width}x{height}.png"))


def test_another_campaign_opened_takes_the_last_ones_map_off_the_room_screen(qtbot, tmp_path):
    """The grid game's map, shown to the players, stayed on the projector under the twdu band after
    the GM opened the twdu demo: the players saw the other game's map."""
    from app.services.files import create_campaign
    from tests.gui.helpers import campaign_window

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    services.battle_map.set_size(6, 4)
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.show()
    qtbot.waitExposed(display)
    window.player.refresh()
    qtbot.waitUntil(lambda: display.stack.currentWidget() is display.map)
    other = tmp_path / "night.deadwatch"
    create_campaign(str(other), "Night", "twdu").engine.dispose()
    assert window.open_campaign(str(other))
    qtbot.waitUntil(lambda: window.services is not None and window.services is not services)
    qtbot.waitUntil(lambda: display.stack.currentWidget() is display.content)
    assert not display.map.wanted
