"""A table heading that wraps its words onto two lines rather than widen its column past the
table's view: "Puntos de Vida o Resistencia (*)" over a column of tick boxes reads on two lines,
the column only as wide as the longer of them, and the table does not scroll sideways for it.

The heading is as tall as its most wrapped section; a section too narrow even for its longest word
is elided and its whole text is in the section's tooltip (the item's, set by the tables)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

#: room beside a heading's text besides the style's margins (the grid line, a sort mark's gap)
SLACK = 8
#: the most lines a heading wraps onto (a column given less room than two lines need: elided)
MOST_LINES = 2


class WrapHeader(QHeaderView):
    """A horizontal header whose section labels wrap at their spaces (see the module's text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sectionResized.connect(self._resized)

    def _text(self, logical: int) -> str:
        model = self.model()
        if model is None:
            return ""
        value = model.headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole)
        return "" if value is None else str(value)

    def margin(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)

    def two_lines(self, text: str) -> int:
        """The width of ``text`` wrapped onto two lines at the best space (its one word's alone)."""
        words = text.split()
        metrics = self.fontMetrics()
        if len(words) < 2:
            return metrics.horizontalAdvance(text)
        return min(max(metrics.horizontalAdvance(" ".join(words[:cut])),
                       metrics.horizontalAdvance(" ".join(words[cut:]))) for cut in range(1, len(words)))

    def word_width(self, logical: int) -> int:
        """The narrowest ``logical``'s heading reads whole: on two lines, with the margins."""
        return self.two_lines(self._text(logical)) + 2 * self.margin() + SLACK

    def whole_width(self, logical: int) -> int:
        """The width ``logical``'s heading reads on one line."""
        return self.fontMetrics().horizontalAdvance(self._text(logical)) + 2 * self.margin() + SLACK

    def _lines_rect(self, logical: int, width: int) -> QRect:
        inner = max(1, width - 2 * self.margin())
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        return self.fontMetrics().boundingRect(QRect(0, 0, inner, 10_000), flags, self._text(logical))

    def is_whole(self, logical: int, width: int | None = None) -> bool:
        """Whether ``logical``'s heading reads whole in its section (or ``width``): on at most two
        lines, no word broken."""
        width = self.sectionSize(logical) if width is None else width
        metrics = self.fontMetrics()
        words = self._text(logical).split()
        if any(metrics.horizontalAdvance(word) > width - 2 * self.margin() for word in words):
            return False
        return self._lines_rect(logical, width).height() <= MOST_LINES * metrics.lineSpacing()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        size = super().sizeHint()
        line = self.fontMetrics().lineSpacing()
        tallest = line
        for logical in range(self.count()):
            if self.isSectionHidden(logical):
                continue
            lines = self._lines_rect(logical, self.sectionSize(logical)).height()
            tallest = max(tallest, min(lines, MOST_LINES * line))
        return QSize(size.width(), max(size.height(), tallest + 2 * self.margin() + 4))

    def _resized(self, *_: object) -> None:
        self.updateGeometry()
        view = self.parentWidget()
        if view is not None and hasattr(view, "updateGeometries"):
            view.updateGeometries()  # the heading's new height under the table's frame

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802 (Qt's name)
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, logical)
        option.rect = rect
        text = self._text(logical)
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, option, painter, self)
        painter.restore()
        inner = rect.adjusted(self.margin(), 2, -self.margin(), -2)
        metrics = self.fontMetrics()
        fits = self.is_whole(logical, rect.width())
        painter.save()
        painter.setPen(option.palette.color(option.palette.ColorRole.ButtonText))
        painter.setFont(self.font())
        if fits:
            painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        else:  # too narrow even for a word: elided, whole in its tooltip
            painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter),
                             metrics.elidedText(text, Qt.TextElideMode.ElideRight, inner.width()))
        painter.restore()
