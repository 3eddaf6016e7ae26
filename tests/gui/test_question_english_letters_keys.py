"""The README's English Alt letters work in a question too: in Russian the sheet's "Throw away the
changes made to this sheet?" answered only a Cyrillic Alt+О («&Отбросить»); with the keyboard on its
Latin layout Alt+T ("&Throw away") now throws the changes away, and Alt+K ("&Keep editing") keeps
the sheet open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from ui import i18n
from ui.dialogs.sheet_dialog import SheetDialog


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize(("key", "closed"), [(Qt.Key.Key_T, True), (Qt.Key.Key_K, False)])
def test_latin_alt_letter_answers_the_russian_question(qtbot, tmp_path, key, closed):
    window = campaign_window(qtbot, tmp_path, "afmbe")
    try:
        assert i18n.set_language("ru")
        QApplication.processEvents()
        dialog = SheetDialog(window.services, None, window)
        qtbot.addWidget(dialog)
        dialog.show()
        activate(qtbot, dialog)
        dialog.name.setFocus()
        qtbot.keyClicks(dialog.name, "Dana")
        asked: list[str] = []

        def answer(box):  # noqa: ANN001, ANN202
            try:
                assert isinstance(box, QMessageBox)
                asked.append(box.text())
                activate(qtbot, box)
                qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
                qtbot.wait(200)  # the button's click animation
            finally:
                if box.isVisible():
                    asked.append("still asking")
                    box.reject()

        when_dialog_opens(answer)
        qtbot.keyClick(dialog.name, Qt.Key.Key_Escape)
        assert asked == ["Отбросить изменения, сделанные в этом листе?"]
        assert dialog.isVisible() is not closed
        dialog.close()
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize(("key", "replaced"), [(Qt.Key.Key_Y, True), (Qt.Key.Key_N, False)])
def test_latin_alt_letter_answers_qt_s_own_yes_and_no(qtbot, tmp_path, key, replaced):
    """Qt's own Yes and No of a question («&Да», «&Нет» from Qt's Russian catalog) answer the
    English Alt+Y and Alt+N too (the file that already exists, "Replace it?")."""
    from ui.exchange_files import confirm_replace

    window = campaign_window(qtbot, tmp_path, "afmbe")
    there = tmp_path / "log.md"
    there.write_text("", encoding="utf-8")
    try:
        assert i18n.set_language("ru")
        QApplication.processEvents()
        seen: list[str] = []

        def answer(box):  # noqa: ANN001, ANN202
            try:
                activate(qtbot, box)
                seen.extend(b.text() for b in box.buttons())
                qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
                qtbot.wait(200)  # the button's click animation
            finally:
                if box.isVisible():
                    box.reject()

        when_dialog_opens(answer)
        assert confirm_replace(window, [there]) is replaced
        assert not any(text.startswith("&Y") or text.startswith("&N") for text in seen), seen  # in Russian
    finally:
        i18n.set_language("en")
