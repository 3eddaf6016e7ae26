"""A status bar's place for a label whose text changes often (the fight's round): the bar is laid
out again only when the label needs another size.

A QLabel given a new text asks its parent's layout to lay out again, however wide the text: a
status bar laid out again repaints whole (its background, every label, the size grip) and has the
main window lay out its docks and tab bars again, so a round's end ("Round 2" → "Round 3", just
as wide) repainted most of the window.  In a :class:`StatusSlot` the label's request reaches the
slot, which has no layout: the slot asks the bar only if the label's size hint changed.  The label
fills the slot, which takes the label's place in the bar (the same size, the same frame)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class StatusSlot(QWidget):
    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label.setParent(self)
        self.label = label
        self.setSizePolicy(label.sizePolicy())
        self._hint = QSize()  # the label's hints as the bar last asked for them
        self._least = QSize()

    def sizeHint(self) -> QSize:  # noqa: N802
        self._hint = self.label.sizeHint()
        return QSize(self._hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        self._least = self.label.minimumSizeHint()
        return QSize(self._least)

    def set_text(self, text: str) -> None:
        """The label's new text (the bar laid out again only if the label needs another size)."""
        if text != self.label.text():
            self.label.setText(text)
            self._follow()  # also while hidden, when the label's request reaches nobody

    def _follow(self) -> None:
        if self.label.sizeHint() != self._hint or self.label.minimumSizeHint() != self._least:
            self.updateGeometry()  # the bar asks for the new hints as it lays out

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's new text, font or margins
            self._follow()
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
