"""A small body diagram: head, torso, arms and legs, each coloured by how much of its pool is left.

Used by trackers for rulesets whose pools belong to body parts (the grid game's per-limb hit
points).  A useless part (at 0) is drawn dark with a red outline; each part shows its short name
and numbers ("L. arm 7/7"), the tooltip every pool's full name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from app.rules.numbers import number
from ui.widgets.body_numbers import Part, body_size, paint_body

if TYPE_CHECKING:
    from app.rules.base import TrackSpec

class BodyDiagram(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts: dict[str, tuple[TrackSpec, int]] = {}

    def set_parts(self, parts: dict[str, tuple[TrackSpec, int]]) -> None:
        self.parts = parts
        lines = [
            f"{QCoreApplication.translate('rules', spec.label)} {value}/{spec.maximum}"
            for spec, value in parts.values()
        ]
        self.setToolTip("\n".join(lines))
        self.setAccessibleName("; ".join(lines))
        self.updateGeometry()  # the numbers' width
        self.update()

    def figure(self) -> list[Part]:
        """The parts as the figure shows them: key, short name and numbers, health, gone, numbers."""
        return [
            (
                part,
                f"{QCoreApplication.translate('rules', spec.short or spec.label)} {number(value)}/{spec.maximum}",
                max(0, value) / max(1, spec.maximum),
                value <= 0,
                f"{number(value)}/{spec.maximum}",
                f"{QCoreApplication.translate('rules', spec.abbr or spec.short or spec.label)} "
                f"{number(value)}/{spec.maximum}",
            )
            for part, (spec, value) in self.parts.items()
        ]

    def sizeHint(self) -> QSize:
        """Three lines of the font's height, each part as wide as its name and numbers ("Torso 8/10")."""
        figure = self.figure() or [("torso", "Torso 10/10", 1.0, False, "10/10", "Torso 10/10")]
        size = body_size(figure, self.fontMetrics())
        return QSize(int(size.width()) + 4, int(size.height()) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The body as boxes, each with its part's short name and numbers."""
        p = QPainter(self)
        paint_body(p, QRectF(self.rect()).adjusted(2, 1, -2, -1), self.figure())
        p.end()
