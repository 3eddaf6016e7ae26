"""The room keeps the round, whose turn it is and the turn timer in sight: over the map (a grid
game's fight shown to the players) the band across the top says "Round 1 · Kit's turn" at the
room's text size, with "Kit · 0:56" at its right end; on the fight's own screen the timer takes a
strip of its own over the situation.  No text rectangle over another, at 1280×720 and 1920×1080."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect, QSettings

from app.services.initiative import StartEncounter
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_handout import shot

SIZES = [(1280, 720), (1920, 1080)]
LONG = ("Los muertos rodean el centro comercial; las puertas del norte ceden y el humo llena la "
        "planta baja mientras la radio repite el aviso de evacuación una y otra vez.")
VIEW = {"campaign": "Night at the mall", "threat": {"kind": "threat", "level": 3, "name": "Aware",
                                                    "situation": LONG},
        "swarm": None, "round": 1, "turn": "Kit", "order": [{"name": "Kit", "health": "", "acting": True}],
        "timer": {"left": 56, "paused": False, "length": 60}}


def on_display(display, widget) -> QRect:
    return QRect(widget.mapTo(display, widget.rect().topLeft()), widget.size())


def above(display, top, under) -> bool:
    """``top`` is stacked over ``under`` (a later child of the window paints over an earlier one)."""
    order = [child for child in display.children() if child in (top, under)]
    return order == [under, top]


def shown_texts(display) -> list:
    texts = [*display.band.shown_texts(), display.clock, *display.legend.shown_texts()]
    texts += [t for t in display.content.texts() if t is not display.alarm]
    return [t for t in texts if t.isVisible() and t.text()]


def no_overlap(display) -> None:
    texts = shown_texts(display)
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            assert not on_display(display, a).intersects(on_display(display, b)), (a.objectName(), b.objectName())


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_map_keeps_the_round_the_turn_and_the_timer_in_sight(qtbot, tmp_path, width, height):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in (("Kit", "pc"), ("Dov", "pc"))}
    services.campaign.execute(StartEncounter(list(ids.values())))
    services.battle_map.set_size(14, 8)
    services.battle_map.place({ids["Kit"]: (3, 4), ids["Dov"]: (5, 3)})
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(width, height)
    display.bind_map(services)
    view = {**VIEW, "threat": None}  # the tension meter off: the band would have been empty
    display.set_view(view)
    display.show()
    qtbot.waitExposed(display)
    assert display.stack.currentWidget() is display.map
    least = math.ceil(height / 30)
    band = display.band
    assert band.isVisible() and band.turn.text() == "Round 1 · Kit's turn"
    assert band.turn.px >= least and band.turn.fits()
    clock = display.clock
    assert clock.isVisible() and clock.text() == "Kit · Time left: 0:56" and clock.px >= least and clock.fits()
    assert band.geometry().contains(clock.geometry())
    assert above(display, clock, band) and above(display, clock, display.map)  # painted over them, not under
    board = on_display(display, display.map.view)
    assert not board.intersects(clock.geometry()) and not board.intersects(band.geometry())
    no_overlap(display)
    shot(display, f"projector-map-turn-{width}x{height}.png")
    display.set_view({**view, "timer": None})
    assert not clock.isVisible() and band.turn.text() == "Round 1 · Kit's turn"


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_timer_has_a_place_of_its_own_on_the_fight_screen(qtbot, tmp_path, width, height):
    from ui.player_display import PlayerDisplay

    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(width, height)
    display.set_view(VIEW)
    display.show()
    qtbot.waitExposed(display)
    assert display.stack.currentWidget() is display.content
    clock = display.clock
    assert clock.isVisible() and clock.text() == "Kit · Time left: 0:56"
    assert clock.px >= 2 * math.ceil(height / 30) and clock.fits()
    assert display.rect().contains(clock.geometry())
    assert display.situation.isVisible() and display.round.isVisible()
    no_overlap(display)
    shot(display, f"projector-timer-{width}x{height}.png")
    display.set_handout(7, "Radio message", "The north doors are open. Run!")
    assert display.band.turn.text() == "Round 1 · Kit's turn"
    assert display.band.geometry().contains(clock.geometry())
    assert above(display, clock, display.band) and above(display, clock, display.handout)
    no_overlap(display)


@pytest.mark.parametrize(("lang", "said"), [("en", "Kit · Time left: 0:56"), ("ru", "Kit · Осталось: 0:56"),
                                            ("es", "Kit · Tiempo restante: 0:56")])
def test_the_timer_says_what_its_seconds_are_in_the_rooms_language(qtbot, tmp_path, lang, said):
    """Not "Ben Okafor · 0:57" while the phone says "Time left: 0:53": the room reads the same words."""
    from ui import i18n
    from ui.player_display import PlayerDisplay

    assert i18n.set_language(lang)
    try:
        display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(display)
        display.resize(1920, 1080)
        display.set_view(VIEW)
        display.show()
        qtbot.waitExposed(display)
        clock = display.clock
        assert clock.text() == said
        assert clock.px >= 2 * math.ceil(1080 / 30) and clock.fits()
        display.set_view({**VIEW, "timer": {"left": 56, "paused": True, "length": 60}})
        assert clock.text().startswith(said) and clock.text() != said  # "· paused" after it, in its words
        no_overlap(display)
        shot(display, f"projector-timer-{lang}.png")
    finally:
        i18n.set_language("en")
