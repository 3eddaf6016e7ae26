"""The character sheet (F2) by keys: each page has an underlined letter of its own in every
language, shared with no other widget of the sheet on any page, and Alt with it turns to the page
from any field (the notes too, where Alt+H once typed an "h")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tests.gui.mnemonics import mnemonic, shared
from tests.gui.sheet_languages import sheets_in_each_language


def alt(widget, letter: str) -> None:  # noqa: ANN001
    """Alt and ``letter`` as the keyboard of the GM's language sends it (a Cyrillic key gives its letter)."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, ord(letter.upper()), Qt.KeyboardModifier.AltModifier, letter))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("ruleset", ["twdu", "afmbe", "d10under", "gridlimbs"])
def test_alt_and_each_page_s_letter_turns_to_it_from_the_notes(qtbot, tmp_path, ruleset):
    """One window a ruleset, the sheet in each language (tests/gui/sheet_languages.py)."""
    with sheets_in_each_language(qtbot, tmp_path, ruleset) as sheets:
        for language, dialog, tabs in sheets:
            marks = [mnemonic(tabs.tabText(i)) for i in range(tabs.count())]
            assert tabs.count() >= 2 and None not in marks, [tabs.tabText(i) for i in range(tabs.count())]
            for index in range(tabs.count()):  # no letter shared with what any page shows
                tabs.setCurrentIndex(index)
                assert shared(dialog) == [], language
            for index in reversed(range(tabs.count())):
                tabs.setCurrentIndex(dialog.notes_page)
                qtbot.waitUntil(dialog.notes.hasFocus)
                typed = dialog.notes.toPlainText()
                alt(dialog.notes, marks[index])
                assert tabs.currentIndex() == index, (language, tabs.tabText(index))
                assert dialog.notes.toPlainText() == typed
                if index != dialog.notes_page:
                    focus = QApplication.focusWidget()
                    assert focus is not None and tabs.currentWidget().isAncestorOf(focus)


#: the Latin key each Russian letter is typed on (ЙЦУКЕН over QWERTY)
KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))


def latin_alt(widget, letter: str) -> None:  # noqa: ANN001
    """Alt and the key ``letter`` sits on, the keyboard on its Latin layout: «С» is typed on C."""
    latin = KEYS.get(letter, letter)
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, ord(latin.upper()), Qt.KeyboardModifier.AltModifier, latin))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("ruleset", ["twdu", "afmbe", "d10under", "gridlimbs"])
def test_the_key_of_each_page_s_russian_letter_turns_to_it_on_a_latin_layout(qtbot, tmp_path, ruleset):
    """The grid sheet in Russian: «&Снаряжение» underlines С, which sits on the C key; with the
    keyboard on its Latin layout Alt+C did not turn to it.  Every page's letter now works so."""
    with sheets_in_each_language(qtbot, tmp_path, ruleset) as sheets:
        for language, dialog, tabs in sheets:
            if language != "ru":
                continue
            marks = [mnemonic(tabs.tabText(i)) for i in range(tabs.count())]
            for index in reversed(range(tabs.count())):
                tabs.setCurrentIndex(dialog.notes_page)
                qtbot.waitUntil(dialog.notes.hasFocus)
                typed = dialog.notes.toPlainText()
                latin_alt(dialog.notes, marks[index])
                assert tabs.currentIndex() == index, (tabs.tabText(index), marks[index])
                assert dialog.notes.toPlainText() == typed
