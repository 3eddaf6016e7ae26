"""The roster's columns on a narrow screen: the bars keep the room their texts need, the condition
badges take the rest and wrap onto more lines (the row grows) rather than run off the edge, and
give up room for the bars' state words ("Bruised"), which no row loses to a badge (the bars grow
narrower first, then go on two lines).
Neither column is ever narrower than its texts whole: the bars' shortest texts (the parts'
abbreviations), the badges' longest badge (a badge never breaks inside itself: whole badges wrap
to the next line); the list is never narrower than its columns so (its
minimum width: a dock squeezed by its neighbours, a map, stops there) — a cell never shows a cut
number or word.

The cells are painted by :class:`ui.widgets.roster_delegate.RosterDelegate` from each row's data
(:mod:`ui.widgets.roster_look`), and measured here by the same functions.  A change to one
character measures that row's cells only: each row's widths are kept with the data they were
measured from (by the character's id; a row given new data is measured again, all of them when the
style or the font changes), and the rows' heights are set again only for the refitted rows while
the columns' widths stay (a damage among forty rows measured forty rows and re-laid eighty cells).
A row whose checks are due has a real cell (its buttons) over its conditions: that cell is measured
as a widget."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from ui.widgets.body_numbers import ABBREVIATED, NAMED
from ui.widgets.roster_delegate import LEND_GAP, RosterDelegate, row_room
from ui.widgets.roster_look import (
    BADGES_DATA,
    CONDITIONS,
    END,
    TRACKS,
    TRACKS_DATA,
    RowBadges,
    RowTracks,
    badges_height,
    badges_least,
    badges_shortest,
    badges_width,
    badges_words,
    fitted_badges,
)

BADGES = 110  # the badges' column at least, when the bars would rather keep one line
ID_ROLE = Qt.ItemDataRole.UserRole


def _widest(badged: list[tuple[tuple[RowTracks, int, int, int, int], int]], room: int, most: int, need: int) -> int:
    """The widest badges' column (at most ``most``) that leaves every badged row's bars their
    ``need`` (2: on one line at their full texts; 4: on one line, narrower, with their words) in
    ``room``: a row whose badges fit their cell on one line has the part they leave empty too
    (:func:`ui.widgets.roster_delegate.badges_lent`); one whose badges wrap, the tracks column alone."""
    for measures, badges in badged:
        bars = measures[need]
        if isinstance(bars, int) and room - badges < bars:  # even lent the cell's rest, too narrow
            most = min(most, room - bars)
    return most


def _bare(shown: object) -> bool:
    """Whether a row's conditions cell shows nothing (no badge, no check buttons): its bars run on
    into it (:func:`ui.widgets.roster_delegate.bare_row`, which the painting asks)."""
    return isinstance(shown, RowBadges) and not shown.keys and not shown.html


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
        self._again = False
        self._held = 0  # inside batch(): fit once at its end
        # by character id, each row's widths when last measured and the data they were measured
        # from (new data on the row: measured again): the bars' (narrowest, on one line), the
        # badges' on one line (a check cell's: the cell itself)
        self._bars: dict[int, tuple[RowTracks, int, int, int, int]] = {}
        # ... and the badges' longest word (a check cell: with its buttons whole on one line, and
        # with their words wrapped)
        self._badges: dict[int, tuple[object, int, tuple[int, int, int]]] = {}
        self._dirty: dict[int, QTreeWidgetItem] = {}  # rows to measure at the next fit, by id()
        self._later_dirty: dict[int, QTreeWidgetItem] = {}  # ... and again once the queued events ran
        self._shape: tuple[int, int, bool] | None = None  # (badges' width, bars' width, wrapped) last set
        self._found: list[QTreeWidgetItem] | None = None  # the characters' rows, until rows come or go
        # by character id, each row's item and what its cells showed when last measured: a fit reads
        # the rows that changed alone (and every row when rows came or went)
        self._cells: dict[int, tuple[QTreeWidgetItem, RowTracks, object]] = {}
        # the list's room at the last three fits, and the two rooms a fit was seen to swing between
        # (its rows' heights bring the scroll bar, the scroll bar takes room, the heights let it go)
        self._rooms: list[int] = []
        self._swing: tuple[int, int] | None = None
        model = tree.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.rowsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self._rows_changed)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Fill or refresh many rows, then fit once (each row's fit reads every row: forty rows
        shown one by one fitted 1,600 cells)."""
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
        self._found = None

    def forget(self) -> None:
        """Every cell is measured again at the next fit (the texts' font or style changed)."""
        self._bars.clear()
        self._badges.clear()
        self._cells = {}
        self._shape = None

    def rows(self) -> list[QTreeWidgetItem]:
        """The characters' rows (those with tracks to draw), in the list's order."""
        if self._found is None:
            out = []
            tree = self.tree
            pending = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
            while pending:
                item = pending.pop(0)
                if item is None:  # Qt's type: no item at that index
                    continue
                pending[:0] = [item.child(i) for i in range(item.childCount())]
                if isinstance(item.data(TRACKS, TRACKS_DATA), RowTracks):
                    out.append(item)
            self._found = out
        return self._found

    def fit(self, item: QTreeWidgetItem | None = None, again: bool = True) -> None:
        """Fit now; ``item``: the row whose cells changed (measured again); without it only new
        rows are measured (a resize, a new list).  ``again``: its check buttons' cell came or went
        (shown, and the old one gone, only once the queued events have run): measured once more
        then."""
        if item is not None:
            self._dirty[id(item)] = item
            if again:
                self._later_dirty[id(item)] = item
        if self._held:
            return
        self._fit()
        if not self._again and (item is None or self._later_dirty):
            self._again = True
            QTimer.singleShot(0, self, self._later)  # not after the tree is gone

    def _later(self) -> None:
        self._again = False
        if not shiboken6.isValid(self.tree):  # the window closed (and its roster went) meanwhile
            return
        self._dirty.update(self._later_dirty)
        self._later_dirty = {}
        self._fit()

    def _fit(self) -> None:
        tree, header = self.tree, self.tree.header()
        dirty, self._dirty = self._dirty, {}
        font = tree.font()
        metrics = QFontMetrics(font)
        whole_list = self._found is None or not self._cells  # rows came or went, or all forgotten
        look = self.rows() if whole_list else [i for i in dirty.values() if shiboken6.isValid(i)]
        bars, badges = self._bars, self._badges
        measured: set[int] = set()  # id() of the rows measured now
        seen: dict[int, tuple[QTreeWidgetItem, RowTracks, object]] = {}
        for item in look:
            tracks = item.data(TRACKS, TRACKS_DATA)
            if not isinstance(tracks, RowTracks):  # a damaged record's row, a group
                continue
            cid = int(item.data(0, ID_ROLE))
            known = bars.get(cid)
            if known is None or known[0] is not tracks:  # a new version of the row (its data made anew)
                bars[cid] = (tracks, tracks.least_width(metrics), tracks.one_line(metrics).width(),
                             tracks.wide_width(metrics), tracks.tight_line(metrics))
                measured.add(id(item))
            shown: object = tree.itemWidget(item, CONDITIONS) or item.data(CONDITIONS, BADGES_DATA)
            badge = badges.get(cid)
            if badge is None or badge[0] is not shown or (id(item) in dirty and isinstance(shown, QWidget)):
                badges[cid] = (shown, self._one_line_width(shown, font), self._least_width(shown, item, font))
                measured.add(id(item))
            seen[cid] = (item, tracks, shown)
        if whole_list:  # the rows gone: their widths no longer count
            self._cells = seen
            for kept in (bars, badges):
                for cid in [c for c in kept if c not in seen]:
                    del kept[cid]
        else:
            self._cells.update(seen)
        cells = self._cells
        least = max((s[1] for s in bars.values()), default=0)  # the widest bar's shortest text and word
        # the rows with a badge decide the columns: a row with none paints its bars in the
        # conditions cell's room too, whatever the badges' width (:func:`tracks_room`); with the
        # badges' width on one line (a check cell: never lent)
        hidden = tree.isColumnHidden(CONDITIONS)
        badged = [(bars[cid], w + LEND_GAP if isinstance(shown, RowBadges) else 1 << 20)
                  for cid, (shown, w, _l) in badges.items() if cid in bars and (hidden or not _bare(shown))]
        wide = max((b[3] for b, _w in badged), default=0)  # the widest bar, at its full text
        headings = not header.isHidden()  # a compact roster has none
        heading = header.fontMetrics().horizontalAdvance(tree.headerItem().text(CONDITIONS)) + 16 if headings else 0
        wanted = max(max((w for _c, w, _l in badges.values()), default=0) + 8, heading)
        # every badge whole (none breaks inside itself), and no narrower than the header lets a column be
        # (a check button's words wrapped: the list never wider than its dock for a long button)
        floor = max(max((w[1] for _c, _w, w in badges.values()), default=0) + 4, heading, header.minimumSectionSize())
        # a list with no room for its longest badge whole (a Spanish roster beside the map: «Inútil: Pierna
        # izquierda») elides it, never narrower than its first word, rather than scroll its dock sideways
        shortest = max(max((w[2] for _c, _w, w in badges.values()), default=0) + 4, heading,
                       header.minimumSectionSize())
        if headings:  # the tracks' heading whole too
            least = max(least, header.fontMetrics().horizontalAdvance(tree.headerItem().text(TRACKS)) + 16)
        # a dock squeezed narrower than even that (dragged to a sliver) scrolls with the badges whole
        held = least + (min(floor, shortest) if self._dock_room() >= self._width_for(least + shortest) else floor)
        self._hold(held)
        room = tree.viewport().width() - header.sectionSize(0)
        room = self._steady(room)
        if least + floor > room:
            floor = max(held - least, room - least)
        # the check buttons on one line where the list has room for them
        whole_buttons = max(max((w[0] for _c, _w, w in badges.values()), default=0) + 4, floor)
        if least + whole_buttons <= room:
            floor = whole_buttons
        # the bars on one line (most rows have no badge), the badges the rest, wrapped if need be;
        # then the bars on one line, narrower, each with its state word ("Bruised": what a GM
        # most needs of a hurt character, never given up for a badge), the badges keeping their
        # longest word (a row of two lines leaves room for few characters); in a narrower list
        # the bars go on more lines, each bar whole with its word; narrower still, the badges keep
        # their longest word and the bars show shorter texts, their words still beside them
        whole, tight = _widest(badged, room, wanted, 2), _widest(badged, room, wanted, 4)
        if whole >= wanted:
            width = wanted
        elif whole >= max(BADGES, floor):
            width = whole
        elif tight >= floor:
            # the badges' longest (a whole badge: one never breaks) and no wider when that is more than
            # the least they are given: the bars keep the rest, their texts as long as it lets them
            width = tight if floor <= BADGES else floor
        elif floor > BADGES:  # a badge long and whole: the bars have all it leaves
            width = floor
        else:
            width = max(floor, min(wanted, room - max(least, wide)))
        # the bars keep their narrowest whole texts: the badges (elided past their room) give way first
        width = min(width, max(floor, room - least))
        if header.sectionSize(CONDITIONS) != width:
            header.resizeSection(CONDITIONS, width)
        wrap = width < wanted  # a badge too long for one line goes on the next
        shape = (width, max(least, room - width), wrap)
        every = shape != self._shape  # the columns' widths changed: every row's height again
        self._shape = shape
        if self.delegate.wrap != wrap:
            self.delegate.wrap = wrap
            tree.viewport().update()
        self._name_parts(shape[1], width, metrics)
        grew = False  # a row's height changed: the rows below it move, and their cells' widgets with them
        for item, tracks, shown in cells.values() if every else seen.values():
            if isinstance(shown, QWidget):
                # the badges' label only: a check button's own words (ui.widgets.wrap_button) wrap always
                for label in shown.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly):
                    if label.wordWrap() != wrap:
                        label.setWordWrap(wrap)
                    self._fit_label(label, item, font, width)
            if every or id(item) in measured or id(item) in dirty:  # (a row shown again: a new item)
                grew |= self._set_hint(item, CONDITIONS, self._badges_hint(shown, font, width, wrap))
                # the stretching column's width as it will be (the header lays out later); a row
                # with no condition has the conditions cell's room too (:func:`tracks_room`)
                lent = None if isinstance(shown, QWidget) else shown
                room = row_room(tracks, lent, shape[1], width, font, _bare(shown) and not hidden)
                grew |= self._set_hint(item, TRACKS, QSize(0, tracks.height_for(room, metrics)))
        if grew and self._widgets_shown():
            # the view re-measures a row whose hint changed but leaves the check buttons' cells where
            # they were: the zombie's call drawn over the row that moved up under it
            tree.updateEditorGeometries()

    def _name_parts(self, tracks_width: int, width: int, metrics: QFontMetrics) -> None:
        """One way of naming the body figures' parts for the whole list: the abbreviations for
        every row ("Гол. 5/5" under Dov too) as soon as one row's figure has no room for the short
        names in the cell it is painted in, else the short names."""
        hidden = self.tree.isColumnHidden(CONDITIONS)
        font = self.tree.font()
        form = NAMED
        for _item, tracks, shown in self._cells.values():
            if not tracks.body:
                continue
            lent = None if isinstance(shown, QWidget) else shown
            room = row_room(tracks, lent, tracks_width, width, font, _bare(shown) and not hidden)
            if tracks.named(tracks.figure_width(room, metrics), metrics) != NAMED:
                form = ABBREVIATED
                break
        if self.delegate.form != form:
            self.delegate.form = form
            self.tree.viewport().update()

    def _steady(self, room: int) -> int:
        """The room to fit to: the narrower of two rooms the fits swing between (the scroll bar
        shown by one fit's heights and hidden by the next's), so the list settles with its bar;
        any other room ends the swing."""
        rooms = self._rooms = [*self._rooms, room][-3:]
        if self._swing is not None and room not in self._swing:
            self._swing = None
        if len(rooms) == 3 and rooms[0] == rooms[2] != rooms[1]:
            self._swing = (min(rooms[1], rooms[2]), max(rooms[1], rooms[2]))
        return self._swing[0] if self._swing is not None else room

    def _dock_room(self) -> int:
        """The width of the view the list is in (its dock's scroll area), else the list's own."""
        widget = self.tree.parentWidget()
        while widget is not None and not isinstance(widget, QAbstractScrollArea):
            widget = widget.parentWidget()
        return widget.viewport().width() if widget is not None else self.tree.width()

    def _width_for(self, columns: int) -> int:
        """The list's width for its names and ``columns``, its frame and scroll bar."""
        tree = self.tree
        off = tree.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        scroll = 0 if off else tree.verticalScrollBar().sizeHint().width()
        return tree.header().sectionSize(0) + columns + 2 * tree.frameWidth() + scroll

    def _hold(self, columns: int) -> None:
        """The list never narrower than its names and ``columns`` (the tracks' and the badges'
        narrowest whole widths), its frame and scroll bar."""
        tree = self.tree
        least = self._width_for(columns)
        if tree.minimumWidth() != least:
            tree.setMinimumWidth(least)

    @staticmethod
    def _fit_label(label: QLabel, item: QTreeWidgetItem, font: QFont, width: int) -> None:
        """A check cell's badges in a column ``width`` wide: a badge wider than the column wraps its
        words («Chequeo para Seguir en Pie: −4» over two lines), as the painted cells' do, rather
        than the list scrolling sideways for it."""
        badges = item.data(CONDITIONS, BADGES_DATA)
        if not isinstance(badges, RowBadges) or not badges.html:
            return
        parent = label.parentWidget()
        layout = parent.layout() if parent is not None else None
        margins = layout.contentsMargins() if layout is not None else None
        room = width - (margins.left() + margins.right() if margins is not None else 0) - END
        shown = fitted_badges(badges, font, room).html
        if label.text() != shown:
            label.setText(shown)

    @staticmethod
    def _least_width(shown: object, item: QTreeWidgetItem, font: QFont) -> tuple[int, int, int]:
        """The narrowest the badges' cell shows every word whole; a check cell: its widest button
        too (the buttons go under the badges, and under one another), on one line and with its
        words wrapped; and the narrowest it shows at all (painted badges elided to their first
        word, whole in the tooltip; a check cell's badges wrap their words, its buttons are never
        elided)."""
        badges = item.data(CONDITIONS, BADGES_DATA)
        least = badges_least(badges, font) if isinstance(badges, RowBadges) else 0
        if isinstance(shown, QWidget):
            # the buttons' narrowest (their words wrap: ui.widgets.wrap_button), not the row's: its
            # badges' label, measured just before on one line, asked for the badges unwrapped
            buttons = shown.findChildren(QAbstractButton, options=Qt.FindChildOption.FindDirectChildrenOnly)
            row = shown.layout()
            margins = row.contentsMargins().left() + row.contentsMargins().right() if row is not None else 0
            words = badges_words(badges, font) if isinstance(badges, RowBadges) else 0
            if buttons:
                whole = max(button.sizeHint().width() for button in buttons) + margins + 8
                wrapped = max(button.minimumSizeHint().width() for button in buttons) + margins + 8
                return max(least, whole), max(least, wrapped), max(words, wrapped)
            return least, least, words
        shortest = badges_shortest(badges, font) if isinstance(badges, RowBadges) else 0
        return least, least, shortest

    @staticmethod
    def _one_line_width(shown: object, font: QFont) -> int:
        if isinstance(shown, QWidget):  # measured on one line (a wrapped label asks for less)
            for label in shown.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly):
                if label.wordWrap():
                    label.setWordWrap(False)
            return shown.sizeHint().width()
        return badges_width(shown, font) if isinstance(shown, RowBadges) else 0

    @staticmethod
    def _badges_hint(shown: object, font: QFont, width: int, wrap: bool) -> QSize:
        """The row as tall as its badges need at ``width`` when they wrap (a check cell: as its
        widget needs); else no height of their own."""
        if isinstance(shown, QWidget):
            layout = shown.layout()
            height = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
            return QSize(0, max(height, shown.sizeHint().height()) + 4) if height > 0 else QSize()
        if wrap and isinstance(shown, RowBadges):
            return QSize(0, badges_height(shown, font, width))
        return QSize()

    def _widgets_shown(self) -> bool:
        """Whether any row has a real cell (its check buttons) over its conditions."""
        return any(isinstance(shown, QWidget) for _item, _tracks, shown in self._cells.values())

    @staticmethod
    def _set_hint(item: QTreeWidgetItem, column: int, hint: QSize) -> bool:
        """The row's hint for ``column``; whether it changed."""
        if item.sizeHint(column) != hint:
            item.setSizeHint(column, hint)
            return True
        return False
