"""Where the files a GM exchanges with other tools start, and asking before one is replaced.

Import characters (Ctrl+I) opens in the folder the last import came from; Export the party
(Ctrl+Shift+X) and Export session log (Ctrl+E) in the folder the last export went to (an import's
folder is where another tool's files are, not where the GM keeps what Deadwatch writes); each kept
in the settings, else the GM's documents folder (else the home folder) — never the program's own
folder.  A file about to be written over is
named and the GM asks for it (No is the default: Enter keeps the file), as Save a copy does.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from ui import i18n

#: the settings' keys of the last folders: of an import (the key every exchange used before), of an export
KEY = "files/exchangeFolder"
IMPORT, EXPORT = KEY, "files/exportFolder"


def _settings(widget: QWidget | None) -> QSettings:
    window = widget.window() if widget is not None else None
    found = getattr(window, "settings", None)
    return found if isinstance(found, QSettings) else QSettings()


def start_folder(widget: QWidget | None, kind: str = EXPORT) -> Path:
    """The folder the file dialogs of ``kind`` (:data:`IMPORT` or :data:`EXPORT`) open in."""
    last = _settings(widget).value(kind, "")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember(widget: QWidget | None, path: str | Path, kind: str = EXPORT) -> None:
    """Keep the folder of ``path`` (a file picked or written) for the next dialog of ``kind``."""
    folder = Path(path).parent
    if str(folder) and folder.is_dir():
        _settings(widget).setValue(kind, str(folder))


def confirm_replace(parent: QWidget | None, paths: list[Path]) -> bool:
    """Whether to write ``paths``: True when none exists or the GM says to replace the ones that do."""
    existing = [p for p in paths if p.exists()]
    if not existing:
        return True
    shown = existing[:8]
    names = "\n".join(str(p) for p in shown) + ("\n…" if len(existing) > len(shown) else "")
    text = i18n.plural(
        QCoreApplication.translate(
            "ExchangeFiles",
            "{count} {count|file already exists|files already exist}:\n{files}\n\nReplace {count|it|them}?",
        ),
        count=len(existing),
        files=names,
    )
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("ExchangeFiles", "Replace files?"),
        text,
        buttons,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
