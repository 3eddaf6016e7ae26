"""Export session log keeps the GM's format: Ctrl+E after a JSON export opens on JSON, not back on
Markdown; and a name typed with another format's suffix ("players.md" while JSON is picked) is
written in that format, so a file never holds what its name does not say."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from ui.dialogs.export_dialog import ExportDialog


def open_dialog(qtbot, window):
    dialog = ExportDialog(window.services, window)
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    return dialog


def test_the_last_format_is_kept_and_a_typed_suffix_picks_its_format(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.start_session("Night one")
    dialog = open_dialog(qtbot, window)
    assert dialog.format_key() == "md"
    dialog.format.setFocus()
    while dialog.format_key() != "json":
        qtbot.keyClick(dialog.format, Qt.Key.Key_Down)
    first = tmp_path / "players.json"
    dialog.path.setText(str(first))
    assert dialog.export() is not None
    assert isinstance(json.loads(first.read_text(encoding="utf-8")), dict)
    dialog.close()

    again = open_dialog(qtbot, window)
    assert again.format_key() == "json"  # as the GM left it
    second = tmp_path / "players.md"
    again.path.setText(str(second))
    assert again.export() is not None
    text = second.read_text(encoding="utf-8")
    assert not text.lstrip().startswith("{") and text.lstrip().startswith("#")
    assert again.format_key() == "md"
    again.close()
