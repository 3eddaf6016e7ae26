"""A campaign Deadwatch may not write refuses an action before its form opens.

Damage (D), Heal (H) and the other forms that change the campaign ask :func:`refused` first: on a
read-only campaign the GM is told why (the file or its folder cannot be written) and what to do
(File → Save a copy, then play on the copy), in a box and in the window's status bar, and no form
is filled in for nothing.  Import characters (Ctrl+I, or files dropped on the window) asks before
its file dialog or its preview opens.
"""

from __future__ import annotations

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
        QCoreApplication.translate(
            "ReadOnly",
            "Deadwatch may not write this campaign's file or its folder, so nothing in it can be changed. "
            "Use File → Save a copy (Ctrl+Shift+S) to make a copy you can play on.",
        ),
    )
    return True
