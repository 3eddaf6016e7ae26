"""The question a new game night asks while a fight runs: does the fight go on in the new night,
or end?  (Escape, or closing the box: no new night, the fight as it was.)"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def ask_fight_at_new_session(parent: QWidget | None, round_: int) -> str | None:
    """"keep", "end", or None (not now)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("NewSession", "New session during a fight"))
    box.setText(QCoreApplication.translate(
        "NewSession", "A fight is running (round {round}). Does it go on in the new session, or end now?").format(
            round=round_))
    keep = box.addButton(QCoreApplication.translate("NewSession", "&Keep the fight"),
                         QMessageBox.ButtonRole.AcceptRole)
    end = box.addButton(QCoreApplication.translate("NewSession", "&End the fight"),
                        QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)  # Enter keeps what is running: nothing is lost by it
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep:
        return "keep"
    if clicked is end:
        return "end"
    return None
