"""Export session log by keys: Alt+F (the first letter of File, Файл, Archivo in Russian and
Spanish) puts the focus in the File box, and no two of the dialog's widgets share a letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.helpers import activate, campaign_window
from tests.gui.mnemonics import mnemonic, shared
from ui import i18n
from ui.dialogs.export_dialog import ExportDialog

FILE_KEY = {"en": "f", "ru": "ф", "es": "a"}


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_alt_f_reaches_the_file_box(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.start_session("Night one")
    try:
        assert i18n.set_language(language)
        dialog = ExportDialog(window.services, window)
        qtbot.addWidget(dialog)
        dialog.show()
        activate(qtbot, dialog)
        label = next(w for w in dialog.findChildren(QLabel) if w.buddy() is dialog.path)
        letter = mnemonic(label.text())
        assert letter == FILE_KEY[language], label.text()
        assert shared(dialog) == []
        dialog.format.setFocus()
        qtbot.keyClick(dialog, QKeySequence(f"Alt+{letter.upper()}")[0].key(), Qt.KeyboardModifier.AltModifier)
        assert QApplication.focusWidget() is dialog.path
        dialog.close()
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_alt_e_exports_and_never_ticks_the_secrets(qtbot, tmp_path, language, monkeypatch):
    """Alt+E (Export's E, Exportar's, the English letter in Russian) presses Export: it ticked
    "Include secret events" in English (a GM's players' log with the secrets in it) and pressed
    "Examinar…" in Spanish."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.start_session("Night one")
    try:
        assert i18n.set_language(language)
        QApplication.processEvents()  # the switch's language change delivered (it names Qt's OK anew)
        pressed: list[str] = []  # what the key pressed (no file written, no file dialog opened)
        monkeypatch.setattr(ExportDialog, "accept", lambda _self: pressed.append("export"))
        monkeypatch.setattr(ExportDialog, "_browse", lambda _self: pressed.append("browse"))
        dialog = ExportDialog(window.services, window)
        qtbot.addWidget(dialog)
        dialog.show()
        activate(qtbot, dialog)
        assert shared(dialog) == []
        dialog.format.setFocus()
        qtbot.keyClick(dialog.format, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: pressed == ["export"])
        assert not dialog.secrets.isChecked()
        dialog.close()
    finally:
        i18n.set_language("en")
