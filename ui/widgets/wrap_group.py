"""A group box whose title wraps in a narrow dock instead of making the dock scroll sideways (a
QGroupBox is at least as wide as its title on one line: "Esquivar a los muertos (Amenaza 1-2)" made
the threat dock 330 px wide in a 325 px view).

The title is a bold, word-wrapped label the owner puts first in the box's layout (:attr:`heading`);
:meth:`title` and :meth:`setTitle` are its text, so the box reads as any other.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel, QWidget


class WrapGroupBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setObjectName("groupHeading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")

    def setTitle(self, title: str) -> None:  # noqa: N802 (Qt's name)
        self.heading.setText(title)
        self.setAccessibleName(title)

    def title(self) -> str:
        return self.heading.text()
