"""Where each line of the log view sits when long lines wrap: one height a row, kept as running tops.

A line is one row of the font's height unless a wrapping column's text needs more at that
column's width; then it is as tall as its wrapped text.  The heights are measured once per text
and width, and only for the rows that are drawn or asked about: a long log opens without reading
every line's text (a row not measured yet counts as one line).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

WRAP_FLAGS = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


class RowTops:
    """Every row's height, the top of every row (``tops[n]`` is the total height) and the rows at a
    height.  A row's height may change at any time (:meth:`set`): the tops below it are summed
    again only when next asked for, so measuring the rows on screen one by one stays cheap."""

    def __init__(self) -> None:
        self.heights: list[int] = []
        self.tops: list[int] = [0]
        self._stale = 0  # the first row whose top is out of date (len: none)

    def __len__(self) -> int:
        return len(self.heights)

    def reset(self, heights: list[int]) -> None:
        self.heights = list(heights)
        self.tops = [0]
        self._stale = 0

    def extend(self, heights: list[int]) -> None:
        self.heights.extend(heights)

    def insert(self, row: int, heights: list[int]) -> None:
        self.heights[row:row] = heights
        self._stale = min(self._stale, row)

    def remove(self, first: int, last: int) -> None:
        del self.heights[first : last + 1]
        self._stale = min(self._stale, first)

    def set(self, row: int, height: int) -> bool:
        """Give ``row`` its measured height; whether it changed."""
        if self.heights[row] == height:
            return False
        self.heights[row] = height
        self._stale = min(self._stale, row)
        return True

    def _summed(self) -> list[int]:
        tops, n = self.tops, len(self.heights)
        if self._stale < n or len(tops) != n + 1:
            start = min(self._stale, len(tops) - 1)
            del tops[start + 1 :]
            total = tops[start]
            for height in self.heights[start:]:
                total += height
                tops.append(total)
            self._stale = n
        return tops

    def top(self, row: int) -> int:
        tops = self._summed()
        return tops[max(0, min(row, len(tops) - 1))]

    def height(self, row: int) -> int:
        return self.heights[row] if 0 <= row < len(self.heights) else 0

    def total(self) -> int:
        return self._summed()[-1]

    def row_at(self, y: int) -> int:
        """The row that holds height ``y`` (-1 above the first, ``len`` below the last)."""
        if y < 0:
            return -1
        return min(bisect_right(self._summed(), y) - 1, len(self))


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
