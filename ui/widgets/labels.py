"""Small helpers for labels that change with every action."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


def clear_text(label: QLabel) -> None:
    """Empty a label unless it already is: ``QLabel.clear()`` lays its dock out again even then,
    and the docks clear their message lines on every action."""
    if label.text():
        label.clear()


class FormLabel(QLabel):
    """A form's label that wraps to the lines its width needs and asks its row for their height:
    a form layout gives a wrapped label the height of one line, which shows half of each line."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)  # the row grows to it (or shrinks back when wider)
