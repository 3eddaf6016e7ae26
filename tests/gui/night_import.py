"""Ana's Foundry actor imported again after a night of wounds, shared by the "Keep the night's
wounds" preview tests: the twdu campaign with her actor imported, then the preview of the edited
actor shown, its rows read, and Alt+W that takes the file's state."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def ana_imported(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The twdu campaign's window with Ana's actor (ana.json) imported: the window, the actor as a
    dict to edit, its file, and her row on the roster."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    (ana,) = services.characters.characters()
    return window, actor, file, ana


def preview_again(qtbot, window, actor: dict, file: Path) -> ImportPreviewDialog:  # noqa: ANN001
    """The edited ``actor`` written to ``file`` and its import preview shown."""
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def rows(dialog: ImportPreviewDialog) -> list[tuple[str, str]]:
    """The first character's rows in the preview: (field, what it shows)."""
    head = dialog.tree.topLevelItem(0)
    return [(head.child(n).text(0), head.child(n).text(1)) for n in range(head.childCount())]


def take_the_files(qtbot, dialog: ImportPreviewDialog) -> None:  # noqa: ANN001
    """Alt+W in the preview, once it is the active window: the night's wounds no longer kept."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.night.isChecked())
