"""The fight's heading on fixed lines: "Round 2 · Rook's turn" and, under it, "Phase 3: Close combat".

The heading was one line whose middle parts gave way with "…" where the dock was too narrow
(«Asalto 1 · Fase 2: Combate a … · turno de Rook», "Round 1 · nobody has declared… · Rook's
turn"): the GM lost the phase.  :class:`HeadingLine` paints the round and whose turn it is on its
first line and the rest (the phase called, the declarations, "nobody has declared yet") on a line
of its own, as many lines as the fight's mode has (:meth:`set_rows`: two where it calls phases or
takes declarations), whatever the texts say, so the list under it never moves as the GM declares.
A line wider than the heading is painted in a smaller type, down to :data:`LEAST_SHARE` of the
heading's (the text's own size), before anything is given up: only then the middle parts give
way to "…" (:func:`fitted`), then the line's end; the whole text is then its tooltip.
:meth:`text` is the whole text in reading order ("Round 2 · Phase 3: Close combat · Rook's
turn"); ``set_text(text, steady)`` takes the same arguments as
:class:`ui.widgets.steady_label.SteadyLabel`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

SEPARATOR = " · "
FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
#: the smallest type a line is painted in, as a share of the heading's (the dock's text size: the
#: heading is 1.6 times it)
LEAST_SHARE = 0.62
#: the steps the type goes down by (points)
STEP_PT = 0.5


def fitted(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` on one line of ``width`` pixels: whole, or its middle parts elided, or elided at its end."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    parts = text.split(SEPARATOR)
    elide = Qt.TextElideMode.ElideRight
    if len(parts) >= 3:
        first, middle, last = parts[0], SEPARATOR.join(parts[1:-1]), parts[-1]
        ends = metrics.horizontalAdvance(first + SEPARATOR + SEPARATOR + last)
        room = width - ends
        if room >= metrics.horizontalAdvance("…") * 4:  # a few letters of the middle and its "…"
            short = metrics.elidedText(middle, elide, room)
            if short and short != "…":
                return first + SEPARATOR + short + SEPARATOR + last
        both = first + SEPARATOR + last
        if metrics.horizontalAdvance(both) <= width:
            return both
    return metrics.elidedText(text, elide, max(0, width))


def line_font(font: QFont, text: str, width: int) -> QFont:
    """``font``, or the largest smaller type (down to :data:`LEAST_SHARE` of it) ``text`` fits
    ``width`` pixels in; the least when it fits in none."""
    size = font.pointSizeF()
    if size <= 0 or QFontMetrics(font).horizontalAdvance(text) <= width:
        return font
    least = size * LEAST_SHARE
    smaller = QFont(font)
    while size - STEP_PT >= least:
        size -= STEP_PT
        smaller.setPointSizeF(size)
        if QFontMetrics(smaller).horizontalAdvance(text) <= width:
            return smaller
    smaller.setPointSizeF(least)
    return smaller


class HeadingLine(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._lines: tuple[str, ...] = ("",)  # what each line says, whole
        self._rows = 1  # the lines it is as tall as, whatever it says
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        """The whole heading in reading order ("Round 1 · Phase 2: Ranged combat · Rook's turn")."""
        return self._text

    def lines(self) -> tuple[str, ...]:
        """What each line says, whole."""
        return self._lines

    def rows(self) -> int:
        return self._rows

    def shown_lines(self) -> list[tuple[str, QFont]]:
        """Each line as painted at the present width: its text (whole, or given up for "…") and its type."""
        width = self.contentsRect().width()
        shown = []
        for line in self._lines[: self._rows]:
            font = line_font(self.font(), line, width)
            shown.append((fitted(line, QFontMetrics(font), width), font))
        return shown

    def shown(self) -> str:
        """What the heading shows at its present width, its lines one under the other."""
        return "\n".join(text for text, _ in self.shown_lines())

    def elided(self) -> bool:
        """Whether a line gives up words at the present width (its type as small as it goes)."""
        return any(text != whole for (text, _), whole in zip(self.shown_lines(), self._lines, strict=False))

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        self.set_text(text)

    def set_text(self, text: str, steady: bool = False) -> None:
        """The heading ``text`` on its first line (``steady``: as :class:`~ui.widgets.steady_label.SteadyLabel`'s;
        the heading keeps its lines anyway)."""
        del steady
        self.set_parts(text, (), "")

    def set_parts(self, first: str, middle: Sequence[str], last: str) -> None:
        """The round ``first`` and whose turn ``last`` on the first line, the ``middle`` parts (the
        phase, the declarations) on the second where the heading has two; on the first between
        them where it has one."""
        middle = tuple(part for part in middle if part)
        ends = tuple(part for part in (first, last) if part)
        text = SEPARATOR.join((first, *middle, last) if last else (first, *middle))
        if self._rows >= 2:
            lines: tuple[str, ...] = (SEPARATOR.join(ends), SEPARATOR.join(middle))
        else:
            lines = (text,)
        if (text, lines) == (self._text, self._lines):
            return
        self._text, self._lines = text, lines
        self.setAccessibleName(text)
        self._tip()
        self.update()

    def set_rows(self, rows: int) -> None:
        """As tall as ``rows`` lines (two during a fight whose mode calls phases or takes
        declarations: the second line then there, said or not, so nothing under it moves)."""
        rows = max(1, rows)
        if rows == self._rows:
            return
        self._rows = rows
        if rows >= 2 and len(self._lines) == 1:  # the text said on one line: the same on the first of two
            self._lines = (self._lines[0], "")
        elif rows == 1 and len(self._lines) > 1:
            self._lines = (self._text,)
        self.updateGeometry()
        self._tip()
        self.update()

    def _tip(self) -> None:
        """The whole text as the tooltip where the heading gives up some of it."""
        tip = self._text if self.elided() else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)

    def _row_height(self) -> int:
        return self.fontMetrics().height()

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(line) for line in self._lines), default=0)
        return QSize(min(widest, 480), self._row_height() * self._rows)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self._row_height() * self._rows)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._tip()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # the theme's font
            self._tip()
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        area = self.contentsRect()
        height = self._row_height()
        for row, (text, font) in enumerate(self.shown_lines()):
            painter.setFont(font)
            painter.drawText(QRect(area.left(), area.top() + row * height, area.width(), height), FLAGS, text)
