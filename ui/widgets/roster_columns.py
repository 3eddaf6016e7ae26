"""The roster's columns on a narrow screen: the bars keep the room their texts need, the condition
badges take the rest and wrap onto more lines (the row grows) rather than run off the edge.

The rows' cells are painted by :class:`ui.widgets.roster_delegate.RosterDelegate`; their sizes are
measured on its stamps, once for each thing a row shows: a row measured is kept by what it shows
(a horde of whole walkers is measured once), so a change to one character measures that row's
cells only, and a new row showing what another already does is not measured at all.  The rows'
heights are set again only where their cells or the columns' widths changed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from ui.widgets.roster_delegate import BADGES_DATA, CONDITIONS, TRACKS, TRACKS_DATA, RowBadges, RowTracks

if TYPE_CHECKING:
    from ui.widgets.roster_delegate import RosterDelegate

BADGES = 110  # the badges' column at least, when the bars would rather keep one line


class RosterColumns(QObject):
    """Fits the tracks and conditions columns of ``tree`` whenever its rows or its width change."""

    def __init__(self, tree: QTreeWidget, delegate: RosterDelegate) -> None:
        super().__init__(tree)
        self.tree = tree
        self.delegate = delegate
        header = tree.header()
        header.setSectionResizeMode(TRACKS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(CONDITIONS, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)  # the tracks stretch, the badges have the width fit() gives
        tree.viewport().installEventFilter(self)
        tree.installEventFilter(self)  # a new style or font: every cell measured again
        self._held = 0  # inside batch(): fit once at its end
        self._bars: dict[RowTracks, tuple[int, int]] = {}  # (narrowest, on one line) by what a row shows
        self._badges: dict[RowBadges, int] = {}  # the badges' width on one line, by what a row shows
        self._heights: dict[tuple[object, int, bool], QSize] = {}  # a cell's height at a width, wrapped or not
        self.measured = 0  # rows' cells measured afresh since the roster was made (what a change costs)
        self._shape: tuple[int, int, bool] | None = None  # (badges' width, bars' width, wrapped) last set
        self._editors_wrap: bool | None = None  # the check buttons' cells' badges wrapped as last set
        self._rows: list[QTreeWidgetItem] | None = None  # the characters' rows, until rows come or go
        model = tree.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.rowsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self._rows_changed)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Fill or refresh many rows, then fit once."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
        if not self._held:
            self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.tree:
            if kind in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
                self.forget()
                self.fit()
        elif kind == QEvent.Type.Resize:
            self.fit()
        return False

    def _rows_changed(self, *_args: object) -> None:
        self._rows = None

    def forget(self) -> None:
        """Every cell is measured again at the next fit (the texts' font or style changed)."""
        self._bars.clear()
        self._badges.clear()
        self._heights.clear()
        self.delegate.stamps.forget()
        self._shape = None

    def rows(self) -> list[QTreeWidgetItem]:
        """The characters' rows (the groups' children that show tracks), top to bottom."""
        if self._rows is None:
            tree, found = self.tree, []
            for g in range(tree.topLevelItemCount()):
                group = tree.topLevelItem(g)
                if group is None:  # Qt's type: no item at that index
                    continue
                found += [item for i in range(group.childCount()) if (item := group.child(i)) is not None]
            self._rows = found
        return self._rows

    def fit(self, item: QTreeWidgetItem | None = None, again: bool = True) -> None:
        """Fit the columns and the rows' heights to what the rows show.  ``item`` and ``again``:
        the row that changed and whether its widgets came or went (kept for the callers: a row is
        measured again when what it shows changed, whichever row it is)."""
        if self._held:
            return
        self._fit()

    def _fit(self) -> None:
        tree, header, stamps = self.tree, self.tree.header(), self.delegate.stamps
        cells: list[tuple[QTreeWidgetItem, RowTracks | None, RowBadges | None]] = []
        least = whole = widest = 0
        for item in self.rows():
            tracks, badges = item.data(TRACKS, TRACKS_DATA), item.data(CONDITIONS, BADGES_DATA)
            tracks = tracks if isinstance(tracks, RowTracks) else None
            badges = badges if isinstance(badges, RowBadges) else None
            if tracks is None and badges is None:
                continue
            cells.append((item, tracks, badges))
            if tracks is not None:
                size = self._bars.get(tracks)
                if size is None:  # measured afresh: a bar's text or the body's numbers changed
                    cell: QWidget = stamps.dress_tracks(tracks)
                    self._invalidate(cell)
                    size = self._bars[tracks] = (cell.minimumSizeHint().width(), cell.sizeHint().width())
                    self.measured += 1
                least, whole = max(least, size[0]), max(whole, size[1])
            if badges is not None:
                width = self._badges.get(badges)
                if width is None:  # measured on one line (a wrapped label asks for less)
                    cell = stamps.dress_badges(badges, False)
                    self._invalidate(cell)
                    width = self._badges[badges] = cell.sizeHint().width()
                    self.measured += 1
                widest = max(widest, width)
        heading = header.fontMetrics().horizontalAdvance(tree.headerItem().text(CONDITIONS)) + 16
        wanted = max(widest + 8, heading)
        room = tree.viewport().width() - header.sectionSize(0)
        # the bars on one line (most rows have no badge), the badges the rest, wrapped if need be;
        # in a narrower list the bars go on more lines, each bar whole
        if room - wanted >= whole:
            width = wanted
        elif room - whole >= BADGES:
            width = room - whole
        else:
            width = max(BADGES // 2, min(wanted, room - least))
        if header.sectionSize(CONDITIONS) != width:
            header.resizeSection(CONDITIONS, width)
        wrap = width < wanted  # a badge too long for one line goes on the next
        shape = (width, max(least, room - width), wrap)
        self._shape = shape
        self.delegate.wrap = wrap
        for item, tracks, badges in cells:
            if badges is not None:
                self._fit_height(item, badges, CONDITIONS, width, wrap)
            if tracks is not None:  # the stretching column's width as it will be (the header lays out later)
                self._fit_height(item, tracks, TRACKS, shape[1], wrap)
        if wrap != self._editors_wrap:
            self._editors_wrap = wrap
            self._redress_editors()

    def _redress_editors(self) -> None:
        """The check buttons' cells (real widgets) wrap their badges as the others do."""
        delegate = self.delegate
        for item in self.rows():
            editor = self.tree.itemWidget(item, CONDITIONS)
            if editor is not None:
                delegate.setEditorData(editor, self.tree.indexFromItem(item, CONDITIONS))

    @staticmethod
    def _invalidate(cell: QWidget) -> None:
        layout = cell.layout()
        if layout is not None:
            layout.invalidate()

    def _fit_height(
        self, item: QTreeWidgetItem, data: RowTracks | RowBadges, column: int, width: int, wrap: bool
    ) -> None:
        """The row as tall as the cell needs at ``width`` (its lines of bars or badges)."""
        key = (data, width, wrap if column == CONDITIONS else False)
        hint = self._heights.get(key)
        if hint is None:
            stamps = self.delegate.stamps
            cell: QWidget = (
                stamps.dress_badges(data, wrap) if isinstance(data, RowBadges) else stamps.dress_tracks(data)
            )
            self._invalidate(cell)
            layout = cell.layout()
            height = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
            hint = QSize(0, max(height, cell.sizeHint().height()) + 4) if height > 0 else QSize()
            if len(self._heights) > 4096:
                self._heights.clear()
            self._heights[key] = hint
        if item.sizeHint(column) != hint:
            item.setSizeHint(column, hint)
