"""The session log in a narrow dock (a laptop's default layout): the event text takes the log's
whole width, and the time, round, who, dice and secret mark go on a dimmed line above it in the
same row ("15:58 · Round 1 · Rook · 2d6: 3 5"), rather than leave the text a column two or three
words wide beside theirs.  A wider dock shows them in their columns again, at the widths they had
(the GM's own, if he dragged them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt

from ui.docks.log_model import DICE, EVENT, META, ROUND, SECRET, TIME, WHO

if TYPE_CHECKING:
    from ui.docks.log_model import LogModel
    from ui.widgets.log_view import LogView

#: the columns that move onto the line above the event text
BESIDE = (TIME, ROUND, WHO, DICE)
#: the event text's room in columns, in average letters, below which they move (at 1366 pixels the
#: text had 16 to 21; at 1920, 38 to 41)
EVENT_LETTERS = 26
SLACK = 24  # the room they need beyond that to come back (a scroll bar that comes and goes never flips them)


class NarrowLog(QObject):
    """Moves the log view's other columns onto a line above the event text while the view is too
    narrow for them, and back; ``on``: they are above the text now."""

    def __init__(self, view: LogView, model: LogModel) -> None:
        super().__init__(view)
        self.view = view
        self.model = model
        self.on = False
        self._widths: dict[int, int] = {}  # each column's width while it was last shown
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.update()
        return False

    def _beside(self) -> int:
        """The width the other columns take when they show."""
        header = self.view.horizontalHeader()
        columns = (*BESIDE, SECRET) if self.model.has_secret() else BESIDE
        for column in columns:
            if not header.isSectionHidden(column):
                self._widths[column] = header.sectionSize(column)
        return sum(self._widths.get(column, header.defaultSectionSize()) for column in columns)

    def update(self) -> None:
        """Columns or the text above, for the view's width now."""
        view = self.view
        room = view.viewport().width() - self._beside()
        least = view.fontMetrics().horizontalAdvance("x" * EVENT_LETTERS)
        narrow = room < least + (SLACK if self.on else 0)
        if narrow != self.on:
            self.on = narrow
            for column in BESIDE:
                view.setColumnHidden(column, narrow)
            view.setMetaLine(EVENT if narrow else None, META)
        view.setColumnHidden(SECRET, narrow or not self.model.has_secret())

    def refit(self, widths: dict[int, int]) -> None:
        """The columns were given new widths (a new language): those count from now on."""
        self._widths = dict(widths)
        self.update()

    def fit_columns(self, round_heading: str) -> None:
        """Time fits "23:59", Round two digits (its heading ``round_heading``), Who a name word of
        seven letters and Dice three dice (both wrap) and Secret its word (and each its heading
        whole).  The event text gets the rest of the width, and the Secret column shows only while
        the log holds a secret event (in a narrow log they all go on a line above the event text)."""
        view, model = self.view, self.model
        header = view.horizontalHeader()
        header.setMinimumSectionSize(8)
        metrics = view.fontMetrics()
        pad = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 10
        bold = header.fontMetrics()
        samples = {TIME: "23:59", ROUND: "99", WHO: "x" * 7, DICE: "6 6 6", SECRET: model.secret_text}
        widths = {}
        for column, sample in samples.items():
            width = metrics.horizontalAdvance(sample) + pad
            heading = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
            if column == ROUND:
                heading = round_heading
            width = max(width, bold.horizontalAdvance(heading) + 14)  # each heading whole ("Время")
            header.resizeSection(column, width)
            widths[column] = width
            shown = bold.elidedText(heading, Qt.TextElideMode.ElideRight, max(width - 12, 8))
            model.setHeaderData(column, Qt.Orientation.Horizontal, shown)
        self.refit(widths)
