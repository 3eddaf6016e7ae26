"""Where each line of the log view sits when long lines wrap: one height a row, kept as running tops.

A line is one row of the font's height unless a wrapping column's text needs more at that
column's width; then it is as tall as its wrapped text.  The heights are measured once per text
and width (a new line at the bottom measures that line alone).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

WRAP_FLAGS = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


class RowTops:
    """The top of every row (``tops[n]`` is the total height) and the rows at a height."""

    def __init__(self) -> None:
        self.tops: list[int] = [0]

    def __len__(self) -> int:
        return len(self.tops) - 1

    def reset(self, heights: list[int]) -> None:
        tops = [0]
        for height in heights:
            tops.append(tops[-1] + height)
        self.tops = tops

    def extend(self, heights: list[int]) -> None:
        for height in heights:
            self.tops.append(self.tops[-1] + height)

    def top(self, row: int) -> int:
        return self.tops[max(0, min(row, len(self.tops) - 1))]

    def height(self, row: int) -> int:
        return self.tops[row + 1] - self.tops[row] if 0 <= row < len(self) else 0

    def total(self) -> int:
        return self.tops[-1]

    def row_at(self, y: int) -> int:
        """The row that holds height ``y`` (-1 above the first, ``len`` below the last)."""
        if y < 0:
            return -1
        return min(bisect_right(self.tops, y) - 1, len(self))


def wrapped_height(metrics: QFontMetrics, text: str, width: int) -> int:
    return metrics.boundingRect(QRect(0, 0, max(1, width), 1_000_000), WRAP_FLAGS, text).height()


class HeightCache:
    """Heights of texts wrapped at a width, measured once each."""

    def __init__(self, measure: Callable[[str, int], int]) -> None:
        self.measure = measure
        self.known: dict[tuple[str, int], int] = {}

    def __call__(self, text: str, width: int) -> int:
        key = (text, width)
        found = self.known.get(key)
        if found is None:
            if len(self.known) > 20_000:
                self.known.clear()
            found = self.known[key] = self.measure(text, width)
        return found
