"""The turn timer by keys from the GM's window: Ctrl+Alt+T starts it for the one acting and the
players' display counts it in its corner at twice the smallest text; Ctrl+Alt+Space pauses it and
lets it go on; Ctrl+Alt+T again turns it off."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect, Qt

from tests.gui.helpers import campaign_window

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_turn_timer_on_the_projector_by_keys(qtbot, tmp_path, size):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name in ("Ana", "Ben"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()])
    assert services.initiative.roll()  # a turn to time: the players see none before the roll
    window.player.act_toggle.setChecked(True)
    display = window.player.display
    qtbot.waitUntil(display.isVisible, timeout=5_000)
    display.resize(*size)
    clock = display.clock
    assert clock.isHidden()  # off unless the GM starts it
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not clock.isHidden(), timeout=5_000)
    acting = display.view["turn"]
    assert clock.text() in (f"{acting} · Time left: 1:00", f"{acting} · Time left: 0:59")  # whose time, and what it is
    assert clock.px >= 2 * math.ceil(size[1] / 30) and clock.fits()
    assert display.rect().contains(clock.geometry())
    # a place of its own: over no text of the fight's screen (it sat on the situation)
    for text in display.content.texts():
        if text.isVisible() and text is not display.alarm and getattr(text, "text", lambda: "x")():
            where = QRect(text.mapTo(display, text.rect().topLeft()), text.size())
            assert not where.intersects(clock.geometry()), text.objectName()
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: clock.text().endswith("· paused"), timeout=5_000)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(clock.isHidden, timeout=5_000)
    window.player.act_toggle.setChecked(False)
