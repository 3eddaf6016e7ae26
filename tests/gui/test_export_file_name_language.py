"""The session-log export's default file name mixed languages in Russian and Spanish
("…-session-2.md"): the word for a session is the GM's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui import i18n
from ui.dialogs.export_dialog import ExportDialog


@pytest.mark.parametrize(("code", "word"), [("en", "session"), ("ru", "сессия"), ("es", "sesión")])
def test_the_default_export_name_says_session_in_the_gms_language(qtbot, tmp_path, code, word):
    assert i18n.set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", name="Night")
        assert window.services.campaign.start_session() is not None
        dialog = ExportDialog(window.services, window.docks["logDock"])
        qtbot.addWidget(dialog)
        name = Path(dialog.path.text()).name
        number = dialog.last.currentData()
        assert number is not None
        assert name.startswith(f"night-{word}-{number}."), name
    finally:
        i18n.set_language("en")


def test_a_range_of_sessions_is_named_in_the_file_name(qtbot, tmp_path):
    """Sessions 1 to 2 picked: the name said "…-sesión-2", as if the file held the second alone."""
    from PySide6.QtCore import Qt

    assert i18n.set_language("es")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", name="Night")
        campaign = window.services.campaign
        assert campaign.start_session() is not None
        campaign.end_session()
        assert campaign.start_session() is not None
        dialog = ExportDialog(window.services, window.docks["logDock"])
        qtbot.addWidget(dialog)
        assert Path(dialog.path.text()).name.startswith("night-sesión-2.")
        qtbot.keyClick(dialog.first, Qt.Key.Key_Up)  # from session 1
        assert dialog.first.currentData() == 1 and dialog.last.currentData() == 2
        assert Path(dialog.path.text()).name.startswith("night-sesiones-1-2."), dialog.path.text()
        qtbot.keyClick(dialog.first, Qt.Key.Key_Down)  # session 2 alone again
        assert Path(dialog.path.text()).name.startswith("night-sesión-2.")
        dialog.path.setText(str(tmp_path / "mine.md"))  # a name the GM typed stays
        qtbot.keyClick(dialog.first, Qt.Key.Key_Up)
        assert Path(dialog.path.text()).name == "mine.md"
    finally:
        i18n.set_language("en")
