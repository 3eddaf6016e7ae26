"""A closed console leaves no window of its own behind: its menus went with it (the players'
screen's "Screen" menu had no parent and outlived every window, one more top-level widget for
each campaign opened)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QMenu

from app.services.demo import build_demo
from ui import open_main_window


def test_a_closed_window_takes_its_screen_menu_with_it(qapp, tmp_path):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window.show()
    menu = window.player.screen_menu
    assert isinstance(menu, QMenu) and menu.actions()  # the screens to show the players' view on
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(menu)
