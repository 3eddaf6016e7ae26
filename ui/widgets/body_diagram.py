"""A small body diagram: head, torso, arms and legs, each coloured by how much of its pool is left.

Used by trackers for rulesets whose pools belong to body parts (the grid game's per-limb hit
points).  A useless part (at 0) is drawn dark with a red outline; the tooltip lists every pool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ui.widgets.track_bar import health_colour

if TYPE_CHECKING:
    from app.rules.base import TrackSpec

#: where each part sits in a 6 × 10 grid: (x, y, width, height)
LAYOUT = {
    "head": (2.0, 0.0, 2.0, 2.0),
    "torso": (2.0, 2.2, 2.0, 3.8),
    "left_arm": (0.7, 2.2, 1.1, 3.6),
    "right_arm": (4.2, 2.2, 1.1, 3.6),
    "left_leg": (2.0, 6.2, 0.9, 3.8),
    "right_leg": (3.1, 6.2, 0.9, 3.8),
}


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
        self.update()

    def sizeHint(self) -> QSize:
        h = max(36, self.fontMetrics().height() * 2 + 6)
        return QSize(int(h * 0.6) + 4, h)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = min(self.width() / 6.0, self.height() / 10.0)
        left = (self.width() - 6 * unit) / 2
        top = (self.height() - 10 * unit) / 2
        for part, (x, y, w, h) in LAYOUT.items():
            rect = QRectF(left + x * unit, top + y * unit, w * unit, h * unit)
            if part not in self.parts:
                continue
            spec, value = self.parts[part]
            fraction = value / max(1, spec.maximum)
            if value <= 0:
                p.setBrush(QColor("#26282e"))
                p.setPen(QPen(QColor("#ff4040"), 1.2))
            else:
                p.setBrush(health_colour(fraction))
                p.setPen(Qt.PenStyle.NoPen)
            if part == "head":
                p.drawEllipse(rect)
            else:
                p.drawRoundedRect(rect, unit * 0.3, unit * 0.3)
        p.end()
