"""The first B after opening a campaign on a 1366×768 laptop: the blackout's label ("Players'
screen: black (B)") came up while "Opened twdu.deadwatch (in …)" was still up, took its room, and
the message was painted under it, cut to "Opened twdu.deadwa".  Now the campaign's, ruleset's,
session's and round's labels step aside for the message then too: the message whole, and the
blackout's label whole (or in its short form) beside it, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QSizeGrip, QWidget

from tests.gui.status_opened import opened, speak  # noqa: F401 (speak: a fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401 (the GM's theme and type)
from ui.status_fit import SHORT
from ui.status_whole import BEFORE, LEFT


def painted_room(bar) -> int:  # noqa: ANN001
    """Where the bar paints its message: from its left to just before the first widget it shows."""
    shown = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.isVisible()
             and not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]
    return min(w.x() for w in shown) - BEFORE - LEFT


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_first_blackout_leaves_the_opened_message_whole(qtbot, tmp_path, speak, lang):  # noqa: F811
    speak(lang)
    folder = tmp_path.joinpath("home", "gamemaster", "Deadwatch", "demos")
    window = opened(qtbot, tmp_path, folder, "twdu")
    bar = window.statusBar()
    message = bar.currentMessage()
    assert "twdu.deadwatch" in message
    window.player.act_blackout.trigger()  # B
    for _ in range(3):
        QApplication.processEvents()
    label = window.player.blackout_label
    assert label.isVisible() and bar.currentMessage() == message
    whole = QCoreApplication.translate("PlayerDisplayController", "Players' screen: black ({key})").format(key="B")
    assert label.text() in (whole, label.property(SHORT)), label.text()  # whole, or its short form
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width(), label.text()
    room = painted_room(bar)
    assert bar.fontMetrics().horizontalAdvance(message) <= room, f"{message!r} cut at {room} px"
    window.player.act_blackout.trigger()  # B again: the screen back
    window.close()
