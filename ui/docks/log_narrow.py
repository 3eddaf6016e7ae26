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
#: the Who column's least room, in average letters ("Crawler", "Walker"), and the most a name widens it
#: to ("Shambler 12"); past that a name wraps by its words
WHO_LETTERS = 7
WHO_MOST_LETTERS = 16


class NarrowLog(QObject):
    """Moves the log view's other columns onto a line above the event text while the view is too
    narrow for them, and back; ``on``: they are above the text now."""

    def __init__(self, view: LogView, model: LogModel) -> None:
        super().__init__(view)
        self.view = view
        self.model = model
        self.on = False
        self._widths: dict[int, int] = {}  # each column's width while it was last shown
        self._names = 0  # the widest name the log's lines have shown in the Who column (pixels)
        self._pad = 10  # a cell's room beside its text (pixels)
        self._who_least = 0  # the Who column's width without a name: seven letters, its heading
        self._who_fitted = -1  # the width the names last gave it (another: the GM dragged it)
        view.viewport().installEventFilter(self)
        model.modelReset.connect(lambda: self.fit_names(0, model.rowCount() - 1, fresh=True))
        model.rowsInserted.connect(lambda _parent, first, last: self.fit_names(first, last))

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
            header = view.horizontalHeader()
            for column in BESIDE:
                view.setColumnHidden(column, narrow)
                if not narrow and column in self._widths:  # as fitted meanwhile (a wider name came)
                    header.resizeSection(column, self._widths[column])
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
        self._pad = pad
        samples = {TIME: "23:59", ROUND: "99", WHO: "x" * WHO_LETTERS, DICE: "6 6 6", SECRET: model.secret_text}
        widths = {}
        for column, sample in samples.items():
            width = metrics.horizontalAdvance(sample) + pad
            heading = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
            if column == ROUND:
                heading = round_heading
            width = max(width, bold.horizontalAdvance(heading) + 14)  # each heading whole ("Время")
            if column == WHO:  # the names the lines show, whole
                self._who_least = width
                width = self._who_fitted = self._who_width()
            header.resizeSection(column, width)
            widths[column] = width
            shown = bold.elidedText(heading, Qt.TextElideMode.ElideRight, max(width - 12, 8))
            model.setHeaderData(column, Qt.Orientation.Horizontal, shown)
        self.refit(widths)

    def _who_width(self) -> int:
        """The Who column's width: its least (seven letters, its heading), or the widest name shown,
        up to :data:`WHO_MOST_LETTERS`."""
        most = self.view.fontMetrics().horizontalAdvance("x" * WHO_MOST_LETTERS)
        return max(self._who_least, min(self._names, most) + self._pad if self._names else 0)

    def fit_names(self, first: int, last: int, fresh: bool = False) -> None:
        """Rows ``first``..``last`` came into the log: the Who column widens for a name wider than
        those before ("Shambler 1" whole, not "Shamble" / "r 1").  ``fresh``: the log holds other
        lines now (another session), measured anew, and the column as wide as they need (the width
        the GM dragged it to stays)."""
        model, metrics = self.model, self.view.fontMetrics()
        widest = 0 if fresh else self._names
        for row in range(max(first, 0), last + 1):
            item = model.item(row, WHO)
            if item is not None and item.text():
                widest = max(widest, metrics.horizontalAdvance(item.text()))
        if widest == self._names:
            return
        self._names = widest
        header = self.view.horizontalHeader()
        now = self._widths.get(WHO, header.sectionSize(WHO))
        width = self._who_width()
        if width == now or (width < now and now != self._who_fitted):  # the GM's own width stays
            return
        self._widths[WHO] = self._who_fitted = width
        if not header.isSectionHidden(WHO):
            header.resizeSection(WHO, width)
        self.update()
