"""In Russian Alt+L opened «Язык» with no item lit, so Up Up Return did nothing, where English lit
the first item.  Every menu opened by its Alt key (the README's English letter, or the translation's
own where the keyboard can type it) now lights its first item, in each language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT
from tests.gui.test_latin_alt_keys_everywhere import speak  # noqa: F401  (fixture)
from ui.english_mnemonics import english_letter
from ui.latin_keys import letter

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")


def _close_menus() -> None:
    for _ in range(4):
        popup = QApplication.activePopupWidget()
        if popup is None:
            return
        popup.close()


def _first(menu: QMenu):  # noqa: ANN202
    return next(a for a in menu.actions()
                if a.isVisible() and a.isEnabled() and not a.isSeparator() and a.text())


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_each_menu_opened_by_its_alt_key_lights_its_first_item(qtbot, tmp_path, speak, lang):  # noqa: F811
    assert speak(lang)
    window = campaign_window(qtbot, tmp_path, "twdu")
    bar = window.findChild(QMenuBar)
    assert bar is not None
    menus = [a.menu() for a in bar.actions() if a.menu() is not None and a.isVisible()]
    opened = []
    try:
        for menu in menus:
            title = menu.title()
            key = english_letter(title) or letter(title) if lang != "en" else letter(title)
            if key is None or not "a" <= key <= "z":
                continue
            activate(qtbot, window)
            window.docks["charactersDock"].tree.setFocus()
            qtbot.keyClick(QApplication.focusWidget(), getattr(Qt.Key, f"Key_{key.upper()}"), ALT)
            qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
            popup = QApplication.activePopupWidget()
            assert isinstance(popup, QMenu)
            assert popup.activeAction() is _first(popup), (lang, key, popup.title())
            opened.append(popup.title())
            _close_menus()
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    finally:
        _close_menus()
    if lang != "es":
        assert {"en": "&Language", "ru": "&Язык"}[lang] in opened, opened
    assert len(opened) >= 5, opened


def test_russian_alt_l_then_up_up_return_chooses_a_language(qtbot, tmp_path, speak):  # noqa: F811
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "twdu")
    activate(qtbot, window)
    window.docks["charactersDock"].tree.setFocus()
    try:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, ALT)
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu) and menu.title() == "&Язык"
        assert menu.activeAction() is _first(menu)
        qtbot.keyClick(menu, Qt.Key.Key_Up)
        assert menu.activeAction() is not None
    finally:
        _close_menus()
