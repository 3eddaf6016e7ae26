"""A word-wrapped label whose height can be held steady while its text changes.

The fight's heading changes every turn ("Round 2 · Walker 30's turn", then "Round 2 · Ana's
turn"): a wrapped label grew to two lines and shrank to one as names went by, and each time the
list below it moved and repainted whole.  With ``steady=True`` the label keeps the tallest height
its texts have needed (at its present width); a plain :meth:`set_text` lets it shrink again.
"""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._steady = False

    def set_text(self, text: str, steady: bool = False) -> None:
        self._steady = steady
        if not steady:
            self.setMinimumHeight(0)
        if text != self.text():
            self.setText(text)
        self._hold()

    def _hold(self) -> None:
        if not self._steady or self.width() <= 0:
            return
        needed = self.heightForWidth(self.width())
        if needed > self.minimumHeight():
            self.setMinimumHeight(needed)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():  # another width: measure again from one line
            self.setMinimumHeight(0)
            self._hold()
