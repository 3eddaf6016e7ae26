"""The demo's map (14 × 8, gridlimbs) on the projector with the fight's band above it (the threat, the
swarm) and the legend under it: at 1920×1080 and 1280×720 the board is scaled to fit whole in the
room the bands leave (every row 1–8 and column A–N labelled on screen), not windowed to 7 rows,
every text at least a thirtieth of the height and each token holding its label."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from app.rules.tiles import tile_text
from app.services.demo import demo_spec
from app.services.initiative import StartEncounter
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_room_band import VIEW, on_display
from ui.player_screen.map_board import LABEL_SHARE, fits
from ui.player_screen.text import pixel_font

SIZES = [(1920, 1080), (1280, 720)]


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_demo_map_shows_whole_under_the_fight_band(qtbot, tmp_path, width, height):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in
           (("Kit", "pc"), ("Dov", "pc"), ("Shambler 1", "zombie"))}
    services.player_view.set_reveal(ids["Shambler 1"], name=True)
    services.campaign.execute(StartEncounter(list(ids.values())))
    rows = demo_spec("gridlimbs", None)["map"]["rows"]
    columns = len(rows[0])
    services.battle_map.set_size(columns, len(rows))
    assert services.battle_map.paint([(3, 2), (4, 2)], "f") and services.battle_map.paint([(1, 5)], "C")
    services.battle_map.place({ids["Kit"]: (2, 1), ids["Dov"]: (3, 1), ids["Shambler 1"]: (10, 6)})
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(width, height)
    display.bind_map(services)
    display.set_view(VIEW)  # the band: the threat and a running swarm
    display.show()
    qtbot.waitExposed(display)
    assert display.band.isVisible() and display.legend.isVisible()
    board = display.map.view.layout_now
    assert board is not None

    assert board.shown == (columns, len(rows)) and board.first == (0, 0)
    on_screen = on_display(display, display.map.view)
    texts = {t.text for t in board.texts if QRectF(on_screen).contains(t.rect.translated(on_screen.topLeft()))}
    assert {str(n) for n in range(1, len(rows) + 1)} <= texts  # every row, 1–8
    assert {tile_text((x, 0))[:-1] for x in range(columns)} <= texts  # every column, A–N
    least = math.ceil(height / 30)
    assert all(t.px >= least and fits(t) for t in board.texts)
    assert not on_screen.intersects(display.band.geometry()) and not on_screen.intersects(display.legend.geometry())
    for cid, (circle, look) in board.tokens.items():
        label = board.labels[cid]
        metrics = QFontMetricsF(pixel_font(QFont(), label.px, True))
        assert metrics.horizontalAdvance(label.text) <= circle.width() * LABEL_SHARE, label.text
        assert label.text and look.label.startswith(label.text[:1])
