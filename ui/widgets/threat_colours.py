"""The threat levels' colours, rising from safe green to deadly red (the dial, its timeline and
the players' screen's tint)."""

from __future__ import annotations

from PySide6.QtGui import QColor

LEVELS = 7  # 0..6
#: the colour of each level, rising from safe green to deadly red
LEVEL_COLOURS = ("#3fae5a", "#8fbf3a", "#d8c23a", "#eea23a", "#ea6f35", "#de3b3b", "#a3172f")


def level_colour(level: int) -> QColor:
    return QColor(LEVEL_COLOURS[max(0, min(LEVELS - 1, level))])


def mix(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``b`` over ``a`` (0: ``a``, 1: ``b``)."""
    share = max(0.0, min(1.0, share))
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * share,
        a.greenF() + (b.greenF() - a.greenF()) * share,
        a.blueF() + (b.blueF() - a.blueF()) * share,
    )
