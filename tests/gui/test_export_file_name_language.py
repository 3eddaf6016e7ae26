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
