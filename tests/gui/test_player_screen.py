"""The players' screen composed for a room, at a 720p projector, a 1080p and a 4K TV and a portrait
screen, in a quiet moment, a fight and a swarm fight (the twdu demo): the dial at least half the
height, every text at least a thirtieth of it and whole, a level change that sweeps and tints in
under half a second, "the dead are here" that never flashes faster than three times a second."""

from __future__ import annotations

import json
import math

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.gui.display_scenes import SCENES, SIZES, demo, set_scene
from ui.player_display import PlayerDisplay
from ui.player_screen.alarm import ALARM_MS
from ui.player_screen.screen import tint_of
from ui.themes import stylesheet
from ui.widgets.threat_dial import level_colour


@pytest.fixture(scope="module")
def views(tmp_path_factory, qapp):
    """The revealed view of each scene, read once from the demo campaign."""
    out = {}
    for scene in SCENES:
        services = demo(tmp_path_factory.mktemp(scene))
        set_scene(services, scene)
        out[scene] = services.player_view.view()
        services.close()
    return out


def shown(qtbot, tmp_path, view, size):
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(view)
    assert display.content.size().toTuple() == size
    return display


def visible_texts(display):
    return [t for t in display.content.texts() if t.isVisible() and t.text()]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scene", SCENES)
def test_every_screen_is_composed_for_the_room(qtbot, tmp_path, views, scene, size):
    w, h = size
    display = shown(qtbot, tmp_path, views[scene], size)
    smallest = math.ceil(h / 30)
    dial = display.dial
    assert dial.isVisible() and dial.height() >= h / 2
    assert min(dial.text_sizes().values()) >= smallest, dial.text_sizes()
    texts = visible_texts(display)
    screen = display.content.rect()
    for text in texts:
        assert min(text.font_sizes()) >= smallest, (text.objectName(), text.font_sizes(), smallest)
        assert text.fits(), f"{text.objectName()} is cut: {text.text()!r} in {text.geometry()}"
        assert screen.contains(text.geometry()), (text.objectName(), text.geometry())
    for i, a in enumerate(texts):  # nothing drawn over anything else
        for b in texts[i + 1 :]:
            assert not a.geometry().intersects(b.geometry()), (a.objectName(), b.objectName())
    names = {t.objectName() for t in texts}
    assert "displayThreatName" in names  # the level's word with its dial
    if w > h:  # the right half of a wide screen is not left black
        right = QRect(w // 2, 0, w // 2, h)
        assert any(t.geometry().intersects(right) for t in texts)
    if scene in ("fight", "swarm_order"):
        assert display.round.text() == "Round 1 · Rook's turn"
        assert [line.strip() for line in display.order.text().splitlines()] == [
            "▶ Rook — Unharmed",
            "Ana Reyes — Health 3/3",
            "Ben Okafor — Health 2/3",
            "Mia Chen — Health 1/3",
        ]  # the zombie is not revealed: not on the screen
        assert {"displayRound", "displayOrder"} <= names
    if scene.startswith("swarm"):
        assert display.swarm.text() == "23 Dead  3 Swarm Size  7 Swarm Threat"
        assert "displaySwarm" in names
        if w > h or scene == "swarm":  # the fullest portrait screen keeps the figures and the order
            assert display.content.outcome.text() == "Round lost: what will the dead do?"  # the GM picks
            # (each number kept with its name: a no-break space before or after it)
            assert display.content.result.text() == "Round\u00a01: 3\u00a0successes against Swarm Threat\u00a07"
    if scene == "quiet":
        assert display.situation.isVisible() and display.situation.text().startswith("There are dead close by")
    if scene == "fight":  # the dead arrive: the words stand whole, large, and the dial stays in sight
        higher = json.loads(json.dumps(views[scene]))
        higher["threat"]["level"] = 3
        display.set_view(higher)
        alarm = display.alarm
        assert alarm.isVisible() and alarm.fits() and min(alarm.font_sizes()) >= smallest
        assert screen.contains(alarm.geometry()) and not alarm.geometry().intersects(dial.geometry())


def test_type_scales_with_the_screen_not_with_points(qtbot, tmp_path, views):
    sizes = {}
    for size in ((1920, 1080), (3840, 2160)):
        display = shown(qtbot, tmp_path, views["fight"], size)
        sizes[size] = {t.objectName(): t.font_sizes()[0] for t in visible_texts(display)}
    assert sizes[(1920, 1080)].keys() == sizes[(3840, 2160)].keys()
    for name, px in sizes[(1920, 1080)].items():
        assert abs(sizes[(3840, 2160)][name] - 2 * px) <= 2, name


def yellow_rows(image):
    """The height in pixels of what is painted in the round's yellow."""
    rows = [
        y
        for y in range(image.height())
        if any(
            (c := image.pixelColor(x, y)).red() > 200 and c.green() > 170 and c.blue() < 90
            for x in range(0, image.width(), 2)
        )
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_the_gm_theme_does_not_shrink_the_players_type(qtbot, tmp_path, views):
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(stylesheet("dark") + "\n* { font-size: 6pt; } QWidget { background: #ff00ff; }")
    try:
        display = shown(qtbot, tmp_path, views["fight"], (1920, 1080))
        assert display.round.font_sizes() == [display.round.px] and display.round.px >= 36
        painted = yellow_rows(display.round.grab().toImage())
        assert painted >= 36 * 0.65, painted  # the capitals of "Round 1 · Rook's turn", not 6-point type
        corner = display.grab().toImage().pixelColor(5, 5)
        assert corner != QColor("#ff00ff")  # the theme paints no part of the players' screen
    finally:
        app.setStyleSheet(before)


def test_a_level_change_sweeps_the_dial_and_tints_the_screen(qtbot, tmp_path, views):
    display = shown(qtbot, tmp_path, views["quiet"], (1920, 1080))
    content = display.content
    assert content.tint == tint_of(2) and display.dial.shown == 2.0
    higher = json.loads(json.dumps(views["quiet"]))
    higher["threat"] = {**higher["threat"], "level": 3, "name": "Aware", "situation": "The dead are aware of you."}
    display.set_view(higher)
    sweep, tint = display.dial.sweep, content.tint_anim
    assert sweep.state() == sweep.State.Running and tint.state() == tint.State.Running
    assert sweep.duration() <= 500 and sweep.endValue() == 3.0 and sweep.startValue() == 2.0
    assert tint.duration() <= 500 and tint.endValue() == tint_of(3)
    assert tint_of(3) != tint_of(2) and tint_of(3).red() > tint_of(2).red()  # the screen turns redder
    sweep.setCurrentTime(sweep.duration() // 2)  # half way (set, not waited for: a busy machine is slow)
    assert 2.0 < display.dial.shown < 3.0  # on its way
    qtbot.waitUntil(lambda: sweep.state() == sweep.State.Stopped and tint.state() == tint.State.Stopped, timeout=3000)
    assert display.dial.shown == 3.0 and content.tint == tint_of(3)
    top = display.grab().toImage().pixelColor(display.width() - 3, 2)
    assert abs(top.red() - tint_of(3).lighter(125).red()) <= 3  # the whole screen took the level's tint
    assert level_colour(3).lighter(135) == display.threat_name.colour


def test_the_dead_are_here_is_dramatic_never_a_strobe(qtbot, tmp_path, views):
    display = shown(qtbot, tmp_path, views["quiet"], (1920, 1080))
    higher = json.loads(json.dumps(views["quiet"]))
    higher["threat"] = {**higher["threat"], "level": 3}
    display.set_view(higher)
    alarm = display.alarm
    assert alarm.isVisible() and alarm.text() == "The dead are here" and alarm.running()
    assert min(alarm.font_sizes()) >= 1080 / 30
    assert alarm.pulse.duration() >= 333
    # the brightness over the whole alarm, sampled every 10 ms: each swell at least 333 ms apart
    alarm.envelope.pause()
    alarm.pulse.pause()
    levels = []
    for t in range(0, ALARM_MS + 1, 10):
        alarm.envelope.setCurrentTime(t)
        alarm.pulse.setCurrentTime(t)
        levels.append(alarm.opacity * (0.6 + 0.4 * alarm.glow))
    peaks = [i * 10 for i in range(1, len(levels) - 1) if levels[i - 1] < levels[i] >= levels[i + 1]]
    assert len(peaks) >= 2 and min(b - a for a, b in zip(peaks, peaks[1:], strict=False)) >= 333, peaks
    alarm.envelope.setCurrentTime(0)
    assert alarm.opacity == 0.0  # it fades in, it does not strike
    alarm.envelope.setCurrentTime(300)
    assert 0.0 < alarm.opacity < 1.0


def test_a_long_order_and_long_names_stay_whole(qtbot, tmp_path, views):
    crowd = json.loads(json.dumps(views["fight"]))
    crowd["order"] = [
        {"name": f"Walker {i}", "health": "Badly wounded", "current": i == 3, "acted": i < 3} for i in range(40)
    ]
    display = shown(qtbot, tmp_path, crowd, (1920, 1080))
    order = display.order
    assert order.fits() and order.columns == 2
    assert order.rows[-1][-1][0] == -1 and order.rows[-1][-1][2].startswith("and ")
    listed = len({row[0] for column in order.rows for row in column if row[0] >= 0})
    assert order.rows[-1][-1][2] == f"and {40 - listed} more"
    long_names = json.loads(json.dumps(views["fight"]))
    long_names["order"][1]["name"] = "Ana Reyes de la Cruz y Montenegro"
    display = shown(qtbot, tmp_path, long_names, (1080, 1920))
    assert display.order.fits()
    rows = [row for row in display.order.rows[0] if row[0] == 1]
    assert [part for _, part, _ in rows] == ["name", "name", "health"] and display.order.columns == 1
    assert " ".join(text for _, part, text in rows if part == "name") == "Ana Reyes de la Cruz y Montenegro"


@pytest.fixture(scope="module")
def meter_views(tmp_path_factory, qapp):
    """A ruleset without a Threat Level (d10under): its fight with no dial, then with the tension meter."""
    path = tmp_path_factory.mktemp("d10") / "d10under.deadwatch"
    build_demo(path, "d10under")
    services = open_services(str(path), Dice(seed=1))
    services.initiative.start([c.id for c in services.characters.characters()])
    plain = services.player_view.view()
    services.threat.set_tension_meter(True)
    services.threat.step(1, "noise")
    meter = services.player_view.view()
    services.close()
    return plain, meter


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_tension_meter_or_no_dial_still_fills_the_screen(qtbot, tmp_path, meter_views, size):
    w, h = size
    plain, meter = meter_views
    display = shown(qtbot, tmp_path, meter, size)
    assert display.dial.isVisible() and display.dial.height() >= h / 2
    assert (display.dial.caption, display.dial.level) == ("Tension", 1)
    word = display.threat_name  # a plain meter's step named too, by the ruleset's word for it
    assert word.isVisible() and word.text() == "Uneasy" and word.fits() and min(word.font_sizes()) >= math.ceil(h / 30)
    display = shown(qtbot, tmp_path, plain, size)
    assert not display.dial.isVisible()
    texts = visible_texts(display)
    assert {t.objectName() for t in texts} == {"displayTitle", "displayRound", "displayOrder"}
    for text in texts:
        assert min(text.font_sizes()) >= math.ceil(h / 30) and text.fits(), text.objectName()
    assert any(t.geometry().right() > w / 2 for t in texts) and any(t.geometry().left() < w / 2 for t in texts)


def test_in_a_crowd_whose_turn_it_is_stays_on_screen(qtbot, tmp_path, views):
    crowd = json.loads(json.dumps(views["fight"]))
    crowd["order"] = [
        {"name": f"Walker {i}", "health": "Badly wounded", "current": i == 33, "acted": i < 33} for i in range(40)
    ]
    display = shown(qtbot, tmp_path, crowd, (1280, 720))
    rows = [row for column in display.order.rows for row in column]
    assert display.order.fits() and (33, "name", "Walker 33") in rows and (32, "name", "Walker 32") in rows
    assert rows[-1] == (-1, "more", f"and {40 - len({r[0] for r in rows if r[0] >= 0})} more")
    assert display.order.px >= 720 / 30
