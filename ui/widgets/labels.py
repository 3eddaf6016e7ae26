"""Small helpers for labels that change with every action."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


def clear_text(label: QLabel) -> None:
    """Empty a label unless it already is: ``QLabel.clear()`` lays its dock out again even then,
    and the docks clear their message lines on every action."""
    if label.text():
        label.clear()


class FormLabel(QLabel):
    """A form's label that wraps to the lines its width needs and asks its row for their height:
    a form layout gives a wrapped label the height of one line, which shows half of each line."""

    #: the widest a label asks to be, in average letters: a longer one wraps in the label column
    LETTERS = 36

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As wide as its text on one line, up to :attr:`LETTERS` letters: a wrapped label's own
        hint is a third of that, and a form lays each label out at its hint, so a label the column
        had room for read in three lines ("Dados de / bonificación de / equipo", its last line cut
        on a laptop).  Its least width stays a word's: a narrow form still wraps it."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        one_line = (metrics.horizontalAdvance(self.text()) + margins.left() + margins.right()
                    + 2 * self.margin() + 2)
        width = min(one_line, metrics.averageCharWidth() * self.LETTERS)
        if width <= hint.width():
            return hint
        return QSize(width, self.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        was = self.minimumHeight()
        if was:  # a label's height for a width keeps to its least height: measured without it, or
            self.setMinimumHeight(0)  # one laid out narrow once (ten lines) kept them when wider
        needed = self.heightForWidth(self.width())
        self.setMinimumHeight(needed if needed > 0 else was)  # the row grows to it (or shrinks back when wider)


class WholeLabel(QLabel):
    """A word-wrapped label as high as its lines at its width, its text set while it is shown
    included: a form or a dialog gives a wrapped row the height of one line, and a note that came
    up there (the declaration's "Nobody in this fight can be the target of First aid.") read its
    two lines squeezed into one, cut at the top and the bottom, until the dialog was resized."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        super().setText(text)
        self._hold()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._hold()

    def _hold(self) -> None:
        """The least height its lines need at its width: its row, and the window, grow to it."""
        laid_out = self.testAttribute(Qt.WidgetAttribute.WA_Resized)  # not the default width of a label made
        needed = self.heightForWidth(self.width()) if laid_out and self.text() else 0
        if needed >= 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class WrapLabel(QLabel):
    """A word-wrapped label that remembers the height its text needs at each width it was asked.

    A dock's layout asks each wrapped label's height for a width several times every time it lays
    itself out (a swarm round's result shown or its picks hidden): Qt keeps the answer to one of
    its questions (the height for a width), not the other (the least height for a width), and for
    each answer the label lays its text out again, from shaping to line breaks.  A dock of a dozen
    wrapped labels spent a millisecond or two a round on texts that had not changed.  The heights
    are kept by width and text, and forgotten when the font, the style or the margins change."""

    KEPT = 64  # heights kept before all are forgotten (a dock resized through many widths)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[tuple[int, str], int] = {}

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        key = (width, self.text())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= self.KEPT:
                self._heights.clear()
            height = self._heights[key] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in _MEASURES:
            self._heights.clear()
        super().changeEvent(event)


#: the changes after which a label's text may need other heights
_MEASURES = frozenset(
    {
        QEvent.Type.FontChange,
        QEvent.Type.StyleChange,
        QEvent.Type.ContentsRectChange,
        QEvent.Type.LayoutDirectionChange,
        QEvent.Type.LanguageChange,
    }
)


#: a space between a word and the number after it ("Swarm Threat 4", "round 1", "Swarm Size: 3"),
#: or a number and the word after it ("2 successes")
_NUMBER_SPACE = re.compile(r"(?:(?<=\w)|(?<=[^\W\d]:)) (?=[\u2212+-]?\d)|(?<=\d) (?=[^\W\d])")


def kept_numbers(text: str) -> str:
    """``text`` with each number kept on the line of the word beside it (a no-break space): the room
    never reads "…against Swarm Threat" with "4" alone on the next line, nor a narrow panel a line
    of "attacks made" alone."""
    return _NUMBER_SPACE.sub("\u00a0", text)
