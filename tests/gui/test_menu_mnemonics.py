"""Menus by Alt in every language: each menu of the bar has a letter of its own, Alt and that letter
opens it, and inside a menu no two items share their underlined letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from tests.gui.helpers import campaign_window
from ui import i18n

FILE = {"en": "&File", "ru": "&Файл", "es": "&Archivo"}


def mnemonic(text: str) -> str | None:
    """The underlined letter of a menu text ("F&ight" → "i"), None without one."""
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 and at + 1 < len(text.replace("&&", "")) else None


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_each_menu_opens_with_alt_and_its_own_letter(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.set_language(language)
    qtbot.waitUntil(lambda: window.file_menu.title() == FILE[language])
    try:
        menus = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
        letters = [mnemonic(menu.title()) for menu in menus]
        assert None not in letters, [menu.title() for menu in menus]
        assert len(set(letters)) == len(letters), [menu.title() for menu in menus]
        for menu, letter in zip(menus, letters, strict=True):
            assert letter is not None
            keys = QKeySequence(f"Alt+{letter.upper()}")
            qtbot.keyClick(window, keys[0].key(), Qt.KeyboardModifier.AltModifier)
            qtbot.waitUntil(menu.isVisible, timeout=2000)
            assert QApplication.activePopupWidget() is menu
            menu.close()
            qtbot.waitUntil(lambda menu=menu: not menu.isVisible())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_no_two_items_of_a_menu_share_their_letter(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.set_language(language)
    qtbot.waitUntil(lambda: window.file_menu.title() == FILE[language])
    try:
        shared = []
        todo = [action.menu() for action in window.menuBar().actions() if action.menu() is not None]
        while todo:
            menu = todo.pop()
            assert isinstance(menu, QMenu)
            seen: dict[str, str] = {}
            for action in menu.actions():
                if action.isSeparator() or not action.isVisible():
                    continue
                if action.menu() is not None:
                    todo.append(action.menu())
                letter = mnemonic(action.text())
                if letter is None:
                    continue
                if letter in seen:
                    shared.append(f"{menu.title()}: {seen[letter]!r} and {action.text()!r}")
                seen[letter] = action.text()
        assert shared == [], "\n".join(shared)
    finally:
        i18n.set_language("en")
