"""With the map or a handout on the projector, the room still reads the threat level and a running
swarm's numbers, in a band of their own above it, and under the map a legend of its tiles (each
kind's swatch and name): at 1280×720 and 1920×1080 every text at least a thirtieth of the height,
shown whole, and none of them over the map or the handout.  Screenshots go to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect

from app.services.initiative import StartEncounter
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_handout import shot

SIZES = [(1280, 720), (1920, 1080)]
VIEW = {"campaign": "Night at the mall", "threat": {"kind": "threat", "level": 3, "name": "Aware",
                                                    "situation": "The dead know you are here."},
        "swarm": {"dead": 31, "size": 3, "threat": 6, "round": 2, "result": None,
                  "down": ["Down so far: Ana"]},
        "round": 2, "turn": "Ana", "order": [], "timer": None}


def on_display(display, widget) -> QRect:
    return QRect(widget.mapTo(display, widget.rect().topLeft()), widget.size())


def band_readable(display, least: int) -> None:
    band = display.band
    assert band.isVisible()
    assert band.threat.text() == "Threat 3 · Aware"
    # the swarm as the phones read it, from the same view
    # each item whole (a no-break space between its words): the line wraps between items alone
    assert band.swarm.text() == ("Swarm\u00a0fight · round\u00a02 · Swarm\u00a0Size:\u00a03 · Swarm\u00a0Threat:\u00a06"
                                 " · The\u00a0dead:\u00a031")
    assert band.fallen.text() == "Down so far: Ana"  # who is down, as the screen's own view says it
    assert band.font_sizes() and min(band.font_sizes()) >= least
    assert all(t.fits() and band.rect().contains(t.geometry()) for t in band.shown_texts())


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_map_keeps_the_threat_the_swarm_and_a_legend_in_sight(qtbot, tmp_path, width, height):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in (("Ana", "pc"), ("Dov", "pc"))}
    services.campaign.execute(StartEncounter(list(ids.values())))
    services.battle_map.set_size(12, 8)
    assert services.battle_map.paint([(5, 1)], "C") and services.battle_map.paint([(6, 2)], "c")
    assert services.battle_map.paint([(3, 3)], "f") and services.battle_map.paint([(3, 4)], "wall")
    services.battle_map.place({ids["Ana"]: (1, 1), ids["Dov"]: (2, 1)})
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(width, height)
    display.bind_map(services)
    display.set_view(VIEW)
    display.show()
    qtbot.waitExposed(display)
    assert display.stack.currentWidget() is display.map
    least = math.ceil(height / 30)
    band_readable(display, least)
    legend = display.legend
    assert legend.isVisible()
    # every kind of tile shown, the walls (their colour alone) too, each name whole at the room's size
    assert sorted(legend.names()) == sorted(["Weapons' cabinet", "Crate", "Furniture", "Wall"])  # no text's letter
    assert all(t.px >= least and t.fits() for t in legend.shown_texts())
    board = on_display(display, display.map.view)
    assert not board.intersects(display.band.geometry()) and not board.intersects(legend.geometry())
    assert display.rect().contains(display.band.geometry()) and display.rect().contains(legend.geometry())
    layout = display.map.view.layout_now
    assert layout is not None and all(t.px >= least for t in layout.texts)
    shot(display, f"projector-map-band-{width}x{height}.png")
    display.set_blackout(True)
    assert not display.band.isVisible() and not legend.isVisible()


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_handout_leaves_the_threat_and_the_swarm_in_sight(qtbot, tmp_path, width, height):
    from PySide6.QtCore import QSettings

    from ui.player_display import PlayerDisplay

    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(width, height)
    display.set_view(VIEW)
    display.show()
    qtbot.waitExposed(display)
    assert not display.band.isVisible()  # the fight's own screen shows them itself
    display.set_handout(7, "Radio message", "The north doors are open. Run!")
    assert display.stack.currentWidget() is display.handout
    least = math.ceil(height / 30)
    band_readable(display, least)
    page = display.handout
    title, body = on_display(display, page.title), on_display(display, page.text)
    assert not title.intersects(display.band.geometry()) and not body.intersects(display.band.geometry())
    assert page.title.fits() and page.text.fits() and min(page.font_sizes()) >= least
    shot(display, f"projector-handout-band-{width}x{height}.png")
    display.set_handout(None)
    assert not display.band.isVisible()


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_map_keeps_the_order_with_health_and_the_tension_meter_beside_it(qtbot, tmp_path, width, height):
    """gridlimbs with the tension meter on, Shambler 1 shown with V: with the map on the projector,
    the band still reads the meter, and a column at the right of the map lists the order with each
    revealed character's health, naming what each token abbreviates ("S1 Shambler 1 — …"); every
    text at least a thirtieth of the height, whole, over neither the map nor the legend."""
    from app.services.player_view import build_view

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.threat.set_tension_meter(True)
    ids = {name: create(window, name, kind) for name, kind in
           (("Kit", "pc"), ("Dov", "pc"), ("Shambler 1", "zombie"), ("Shambler 2", "zombie"))}
    assert services.player_view.set_reveal(ids["Shambler 1"], name=True)  # Shambler 2 stays hidden
    services.campaign.execute(StartEncounter(list(ids.values())))
    services.battle_map.set_size(14, 8)
    assert services.battle_map.paint([(3, 3)], "f") and services.battle_map.paint([(3, 4)], "wall")
    services.battle_map.place({ids["Kit"]: (3, 5), ids["Dov"]: (5, 4), ids["Shambler 1"]: (10, 2),
                               ids["Shambler 2"]: (11, 6)})
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(width, height)
    display.bind_map(services)
    view = build_view(services)
    display.set_view(view)
    display.show()
    qtbot.waitExposed(display)
    assert display.stack.currentWidget() is display.map
    least = math.ceil(height / 30)
    band = display.band
    assert band.threat.text().startswith("Tension ") and min(band.font_sizes()) >= least
    side = display.side
    assert side.isVisible()
    words = side.order.text()
    zombie = next(e for e in view["order"] if e["name"] == "Shambler 1")
    assert zombie["health"] and f"S1 Shambler 1 — {zombie['health']}" in words, words
    kit = next(e for e in view["order"] if e["name"] == "Kit")
    assert f"Kit — {kit['health']}" in words and "Dov" in words and "Shambler 2" not in words
    assert side.font_sizes() and min(side.font_sizes()) >= least and side.order.fits()
    rows = [row for column in side.order.rows for row in column]
    assert {row[0] for row in rows} == set(range(len(view["order"])))  # every entry, none cut to "and N more"
    column = on_display(display, side)
    board = on_display(display, display.map.view)
    assert display.rect().contains(column)
    assert not column.intersects(board) and not column.intersects(display.legend.geometry())
    assert not column.intersects(band.geometry())
    layout = display.map.view.layout_now
    assert layout is not None and all(t.px >= least for t in layout.texts)
    assert layout.shown == (14, 8)  # the map first: whole beside the column
    assert column.width() <= width * 0.34 + 1
    shot(display, f"projector-map-order-{width}x{height}.png")
