"""The players' window's title, as the window manager shows it (the window system adds the
application's name after it): the application's name once, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ui import i18n
from ui.player_display import PlayerDisplay


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_players_window_names_deadwatch_once(qtbot, tmp_path, lang):
    try:
        i18n.set_language(lang)
        display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(display)
        shown = f"{display.windowTitle()} — Deadwatch"  # as in the title bar: "… — Deadwatch"
        assert shown.count("Deadwatch") == 1, shown
        assert display.windowTitle()  # it says what the window is
        assert QApplication.translate("PlayerDisplay", "Players") == display.windowTitle()
    finally:
        i18n.set_language("en")
