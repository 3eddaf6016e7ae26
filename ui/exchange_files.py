"""Where the files a GM exchanges with other tools start, and asking before one is replaced.

Import characters (Ctrl+I) and Export the party (Ctrl+Shift+X) share their folder: each opens
where the last of either went or came from (a GM imports what they exported, and exports the
party beside the files it came from); before either was used, an import opens where the last
import came from, an export where the last export went.  Export session log (Ctrl+E) opens in the
folder the last export (of the log or of the party) went to.  Each is kept in the settings, else
the GM's documents folder (else the home folder) — never the program's own folder.  A file about to be written over is
named and the GM asks for it (No is the default: Enter keeps the file), as Save a copy does.

A name suggested from the campaign's reads as its title does, without the characters no file name
holds ("The Walking Dead: Atlanta Outskirts" → "The Walking Dead - Atlanta Outskirts", never
"The Walking Dead_ Atlanta Outskirts": :func:`file_stem`); a name typed that is only an ending
(".json") is refused with a message before anything is written (:func:`nameless`), never written
as a hidden file (".json-Ana Reyes.json").
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from ui import i18n

#: the settings' keys of the last folders: of an import (the key every exchange used before), of an export
KEY = "files/exchangeFolder"
IMPORT, EXPORT = KEY, "files/exportFolder"
#: of the party's files, imported or exported
PARTY_FOLDER = "files/partyFolder"
#: the format the session log was last exported in
LOG_FORMAT = "files/logFormat"
#: the kind of file the party was last exported as ("deadwatch", "csv", "foundry")
PARTY_FORMAT = "files/partyFormat"
#: the characters no file name holds, with the spaces around them
_UNSAFE = re.compile(r'\s*[\\/:*?"<>|]+\s*')


def file_stem(text: str) -> str:
    """``text`` (a campaign's title) as a file name's stem: each run of characters a file name
    cannot hold becomes " - " between words ("Dead: Atlanta" → "Dead - Atlanta") or "-" inside one
    ("AC/DC" → "AC-DC"), control characters go; "" when nothing is left to read."""
    text = re.sub(r"[\x00-\x1f]+", "", text)
    text = _UNSAFE.sub(lambda m: " - " if m.group(0) != m.group(0).strip() else "-", text)
    return re.sub(r"\s+", " ", text).strip(" .-")


def nameless(path: str | Path) -> str:
    """The name typed when it has nothing before its ending (".json", " .csv"), which would be
    written as a hidden file; "" for a name to write."""
    name = Path(path).name
    return name if not name.strip(" .") or name.lstrip(" ").startswith(".") else ""


def nameless_text(name: str) -> str:
    """Why a file named ``name`` (only an ending) is not written."""
    return QCoreApplication.translate(
        "ExchangeFiles", "“{name}” is only a file's ending: type a name before it. Nothing was written.",
    ).replace("{name}", name.strip())


def _settings(widget: QWidget | None) -> QSettings:
    window = widget.window() if widget is not None else None
    found = getattr(window, "settings", None)
    return found if isinstance(found, QSettings) else QSettings()


def start_folder(widget: QWidget | None, kind: str = EXPORT, *before: str) -> Path:
    """The folder the file dialogs of ``kind`` (:data:`IMPORT`, :data:`EXPORT` or :data:`PARTY_FOLDER`)
    open in; while ``kind`` has none, that of the first of ``before`` that has one."""
    settings = _settings(widget)
    for key in (kind, *before):
        last = settings.value(key, "")
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember(widget: QWidget | None, path: str | Path, kind: str = EXPORT, *also: str) -> None:
    """Keep the folder of ``path`` (a file picked or written) for the next dialog of ``kind`` (and of ``also``)."""
    folder = Path(path).parent
    if str(folder) and folder.is_dir():
        for key in (kind, *also):
            _settings(widget).setValue(key, str(folder))


def last_log_format(widget: QWidget | None) -> str:
    """The format (its key) the session log was last exported in; empty before the first export."""
    value = _settings(widget).value(LOG_FORMAT, "")
    return value if isinstance(value, str) else ""


def remember_log_format(widget: QWidget | None, key: str) -> None:
    _settings(widget).setValue(LOG_FORMAT, key)


def last_party_format(widget: QWidget | None) -> str:
    """The kind of file the party was last exported as; empty before the first export."""
    value = _settings(widget).value(PARTY_FORMAT, "")
    return value if isinstance(value, str) else ""


def remember_party_format(widget: QWidget | None, key: str) -> None:
    _settings(widget).setValue(PARTY_FORMAT, key)


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
