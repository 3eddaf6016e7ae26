"""A lone tension meter on the players' screen (issue 44): the gridlimbs demo with its tension meter
switched on has no situation to show beside the meter, and the screen kept the room of that column,
the meter at the left and the right half black.  The meter now takes the room: centred, as tall as
the level's word under it leaves it, every text at least a thirtieth of the height, at a 1080p TV
and a 1366x768 projector; "the dead are here" plays over the word, the meter still in sight."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect, QSettings

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from ui.player_display import PlayerDisplay

SIZES = ((1920, 1080), (1366, 768))


@pytest.fixture(scope="module")
def views(tmp_path_factory, qapp):
    """The gridlimbs demo's view with its tension meter on, at Tension 2 and at 3 (the dead arrive)."""
    path = tmp_path_factory.mktemp("gridlimbs") / "gridlimbs.deadwatch"
    build_demo(path, "gridlimbs")
    services = open_services(str(path), Dice(seed=7))
    assert services.threat.set_tension_meter(True)
    out = {}
    for level in (2, 3):
        while services.threat.level() < level:
            services.threat.step(+1, "gm")
        out[level] = services.player_view.view()
    services.close()
    return out


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_lone_tension_meter_takes_the_screen(qtbot, tmp_path, views, size):
    w, h = size
    assert views[2]["threat"]["kind"] == "tension" and not views[2]["threat"]["situation"]
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(views[2])
    dial, word = display.dial, display.threat_name
    arc = dial.arc_square().translated(dial.pos().toPointF())
    assert dial.isVisible() and dial.height() >= h / 2
    assert abs(arc.center().x() - w / 2) <= w * 0.01  # in the middle, not at the left
    assert arc.width() >= 0.85 * h  # as large as the height takes it (it was two thirds of it)
    assert arc.right() > w * 0.65  # the right half is not left black
    assert min(dial.text_sizes().values()) >= math.ceil(h / 30)
    assert word.isVisible() and word.text() == "Wary" and word.fits()
    assert min(word.font_sizes()) >= h / 12  # the level's word at its own large size
    assert abs(word.geometry().center().x() - w / 2) <= 2
    assert not word.geometry().intersects(dial.geometry())
    assert QRect(0, 0, w, h).contains(word.geometry()) and QRect(0, 0, w, h).contains(dial.geometry())
    hidden = [t.objectName() for t in display.content.texts() if t not in (word, display.alarm) and t.isVisible()]
    assert hidden == []  # no empty column of the situation or a fight
    display.set_view(views[3])  # the dead arrive: the words over the level's word, the meter in sight
    alarm = display.alarm
    assert alarm.isVisible() and alarm.fits() and min(alarm.font_sizes()) >= math.ceil(h / 30)
    assert not alarm.geometry().intersects(dial.geometry())
    assert QRect(0, 0, w, h).contains(alarm.geometry())
