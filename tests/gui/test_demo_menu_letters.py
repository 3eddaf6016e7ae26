"""File → Open demo by keys in every language: each demo of the submenu (the AFMBE presets had none)
has an underlined letter of its own, and Alt+File, the submenu's letter, then the demo's letter
reach it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.helpers import campaign_window
from tests.gui.test_menu_mnemonics import FILE, mnemonic
from ui import i18n


def _key(letter: str) -> Qt.Key:
    return QKeySequence(letter.upper())[0].key()


def _type(widget: QWidget, letter: str) -> None:
    """The letter's key pressed with its text, as a keyboard of its language sends it (QTest's own
    key clicks take only Latin letters)."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, _key(letter), Qt.KeyboardModifier.NoModifier, letter))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_demo_has_a_letter_of_its_own_and_the_keys_reach_it(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.set_language(language)
    qtbot.waitUntil(lambda: window.file_menu.title() == FILE[language])
    try:
        items = [a for a in window.demo_menu.actions() if not a.isSeparator()]
        letters = [mnemonic(a.text()) for a in items]
        assert len(items) >= 3 and None not in letters, [a.text() for a in items]
        assert len(set(letters)) == len(letters), [a.text() for a in items]
        opened: list[object] = []
        last = items[-1]  # the last demo (an AFMBE preset): its letter reached through the menus
        last.triggered.disconnect()
        last.triggered.connect(lambda: opened.append(last))
        qtbot.keyClick(window, _key(mnemonic(FILE[language]) or "f"), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(window.file_menu.isVisible)
        _type(window.file_menu, mnemonic(window.demo_menu.title()) or "")
        qtbot.waitUntil(window.demo_menu.isVisible)
        _type(window.demo_menu, letters[-1] or "")
        qtbot.waitUntil(lambda: opened == [last])
        assert QApplication.activePopupWidget() is None
    finally:
        i18n.set_language("en")
