"""A campaign Deadwatch may not write refuses an action before its form opens.

Damage (D), Heal (H) and the other forms that change the campaign ask :func:`refused` first: on a
read-only campaign the GM is told why (what cannot be written: the file, its folder or both, as the
system says of each; :func:`cause`) and what to do
(File → Save a copy, then play on the copy), in a box and in the window's status bar, and no form
is filled in for nothing.  Import characters (Ctrl+I, or files dropped on the window) asks before
its file dialog or its preview opens.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget


def refused(services: Any, parent: QWidget | None) -> bool:
    """Whether the campaign is read-only (and the GM was told so)."""
    campaign = getattr(services, "campaign", None)
    if not getattr(campaign, "read_only", False):
        return False
    window = parent.window() if parent is not None else None
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "ReadOnly", "This campaign is read-only: nothing was changed. File → Save a copy makes one to play on."
            ),
            15000,
        )
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("ReadOnly", "This campaign is read-only"),
        cause(getattr(getattr(campaign, "store", None), "path", None))
        + " "
        + QCoreApplication.translate(
            "ReadOnly",
            "Nothing in it can be changed. Use File → Save a copy (Ctrl+Shift+S) to make a copy you can play on.",
        ),
    )
    return True


def cause(path: Path | str | None) -> str:
    """What Deadwatch may not write of the campaign at ``path``, as the system says now of the file
    and of its folder (where SQLite keeps its working files): one sentence."""
    if path is None:
        return QCoreApplication.translate("ReadOnly", "Deadwatch may not write this campaign.")
    path = Path(path)
    try:
        marked = os.stat(path).st_mode & 0o222 == 0  # read-only for everyone, root included
    except OSError:
        marked = False
    file_ok = not marked and os.access(path, os.W_OK)
    folder_ok = os.access(path.parent, os.W_OK | os.X_OK)
    if not file_ok and not folder_ok:
        return QCoreApplication.translate("ReadOnly", "Deadwatch may not write this campaign's file nor its folder.")
    if not file_ok:
        return QCoreApplication.translate(
            "ReadOnly", "Deadwatch may not write this campaign's file (its folder can be written)."
        )
    if not folder_ok:
        return QCoreApplication.translate(
            "ReadOnly",
            "Deadwatch may not write this campaign's folder, where its working files are kept beside it "
            "(the file itself can be written).",
        )
    return QCoreApplication.translate(
        "ReadOnly",
        "Deadwatch may not write this campaign now, though its file and its folder can be written: "
        "its disk may be read-only.",
    )
