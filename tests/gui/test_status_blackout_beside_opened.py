"""The first B after opening a campaign on a 1366×768 laptop: the blackout's label ("Players'
screen: black (B)") came up while "Opened twdu.deadwatch (in …)" was still up, took its room, and
the message was painted under it, cut to "Opened twdu.deadwa".  Now the message reads whole (beside
the labels, or above the bar when they leave it too little room), the campaign's and session's
labels stay, and the blackout's label is whole (or in its short form) beside them, in English,
Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.gui.status_opened import opened, speak  # noqa: F401 (speak: a fixture)
from tests.gui.status_said import where_whole
from tests.gui.test_readable import gm_theme  # noqa: F401 (the GM's theme and type)
from ui.status_fit import SHORT


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
    assert where_whole(window, message) in ("bar", "lines", "elided")
    assert window.status.status_campaign.isVisible() and window.status.status_session.isVisible()
    window.player.act_blackout.trigger()  # B again: the screen back
    window.close()
