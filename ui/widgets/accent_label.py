"""A bold rich-text label whose first line's accented capitals are drawn whole: "Éxito 42,1%".

A rich-text ``QLabel`` draws its text clipped to the text's own box, whose top is the font's ascent;
the accent of a capital (É, Й, Å) stands a pixel or two above it in the bold fonts the docks use,
so the dice dock's odds line read "Exito" with a flat-cut accent in Spanish.  This label keeps room
above its first line (:func:`accent_room`, from the font) inside the text it lays out, so nothing of
a glyph is clipped; ``text()`` still answers the text it was given.
"""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget


def accent_room(font: QFont) -> int:
    """Pixels above the first line that hold an accented capital of ``font``: where its glyphs rise
    above the font's ascent (at least 2)."""
    metrics = QFontMetrics(font)
    tallest = max(-metrics.tightBoundingRect(ch).top() for ch in "ÉÅЙÂ")
    return max(2, ceil(tallest - metrics.ascent()) + 1, ceil(metrics.height() * 0.12))


class AccentLabel(QLabel):
    """A rich-text label with room above its first line for accented capitals (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._text = text
        room = accent_room(self.font())
        super().setText(f'<table width="100%" cellspacing="0" cellpadding="0" style="margin-top:{room}px">'
                        f"<tr><td>{text}</td></tr></table>" if text else "")

    def text(self) -> str:
        """The text as it was given (without the room kept above it)."""
        return self._text

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._text:
            self.setText(self._text)  # the room for the new font
