"""On the projector a Broken character's entry in the fight's order wrapped onto two lines ("Mia
Chen" over "Здоровье 0/3 · Вне строя") while the others took one: the order now goes a little smaller
(never under the screen's least size of type) to keep every entry on a line of its own."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings

from ui.player_display import PlayerDisplay

SIZES = ((1280, 720), (1366, 768), (1920, 1080))
VIEW = {"campaign": "Окраины Атланты",
        "threat": {"kind": "threat", "level": 3, "name": "Настороже",
                   "situation": "Мертвецы знают, что вы здесь, и идут на шум."},
        "swarm": None, "round": 2, "turn": "Ana Reyes", "turn_state": "", "timer": None,
        "order": [{"name": "Ana Reyes", "health": "Здоровье 3/3", "current": True, "acted": False},
                  {"name": "Ben Okafor", "health": "Здоровье 2/3", "current": False, "acted": False},
                  {"name": "Mia Chen", "health": "Здоровье 0/3 · Вне строя", "current": False, "acted": True},
                  {"name": "Неизвестный", "health": None, "current": False, "acted": False}]}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_broken_one_s_entry_takes_one_line_as_the_others_do(qtbot, tmp_path, size):
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(VIEW)
    order = display.content.order
    rows = [row for column in order.rows for row in column]
    assert [text for _i, _part, text in rows] == [
        "Ana Reyes — Здоровье 3/3", "Ben Okafor — Здоровье 2/3", "Mia Chen — Здоровье 0/3 · Вне строя", "Неизвестный"]
    assert order.fits() and min(order.font_sizes()) >= math.ceil(size[1] / 30)
