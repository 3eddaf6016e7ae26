"""Deadwatch's file dialogs by keys in every language: the place, the file's name, its type and the
two buttons each have an underlined letter of their own, and Alt with the letter of "Files of type"
reaches the type's list (not "Look in", not a letter typed into the name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QLineEdit

from tests.gui.helpers import when_dialog_opens
from tests.gui.mnemonics import letters, mnemonic
from ui import i18n
from ui.file_dialogs import save_file_and_filter

LABELS = (QFileDialog.DialogLabel.LookIn, QFileDialog.DialogLabel.FileName, QFileDialog.DialogLabel.FileType,
          QFileDialog.DialogLabel.Accept, QFileDialog.DialogLabel.Reject)


def alt(widget, letter: str) -> None:  # noqa: ANN001
    """Alt and ``letter`` as the keyboard of the GM's language sends it (a Cyrillic key gives its letter)."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, ord(letter.upper()), Qt.KeyboardModifier.AltModifier, letter))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_each_label_of_the_file_dialog_has_a_letter_of_its_own_and_alt_reaches_the_type(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    seen: dict[str, object] = {}

    def look(dialog: QFileDialog) -> None:
        try:
            seen["labels"] = [dialog.labelText(which) for which in LABELS]
            seen["letters"] = letters(dialog)
            name = dialog.findChild(QLineEdit, "fileNameEdit")
            kinds = dialog.findChild(QComboBox, "fileTypeCombo")
            name.setFocus()
            qtbot.waitUntil(name.hasFocus)
            typed = name.text()
            alt(name, mnemonic(dialog.labelText(QFileDialog.DialogLabel.FileType)) or "y")
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not name, timeout=1000)
            seen["focus"] = QApplication.focusWidget() is kinds
            seen["typed"] = name.text() != typed
            alt(kinds, mnemonic(dialog.labelText(QFileDialog.DialogLabel.FileName)) or "n")
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not kinds, timeout=1000)
            seen["back"] = QApplication.focusWidget() is name
        finally:
            dialog.reject()

    try:
        when_dialog_opens(look)
        assert save_file_and_filter(None, "Export", str(tmp_path), ["JSON (*.json)", "CSV (*.csv)"]) == ("", -1)
    finally:
        i18n.set_language("en")
    labels = seen["labels"]
    marks = [mnemonic(text) for text in labels]
    assert None not in marks, labels
    assert len(set(marks)) == len(marks), labels
    shown = [letter for letter, _text in seen["letters"]]
    assert len(set(shown)) == len(shown), seen["letters"]
    assert seen["focus"] and not seen["typed"] and seen["back"], labels
