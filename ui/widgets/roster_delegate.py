"""The roster's tracks and conditions columns painted by a delegate: no widget per row.

``paint()`` reads the index's own :class:`ui.widgets.roster_look.RowTracks` or ``RowBadges`` and
draws it in the cell's rectangle; nothing is kept between two paints, so a row shows what its item
holds now, whichever row it is and however the list was scrolled, reopened or translated.  A cell
without that data (a damaged record's hint, a group's title) is painted as a plain item.  A row
whose state calls for checks has its buttons in a real cell over its conditions
(:mod:`ui.docks.roster_rows`): the delegate leaves that cell to it.

A row with no condition has the room of its empty conditions cell too (:func:`tracks_room`): its
bars and their state words ("Bruised") run on into it, each cell painting its part, so a condition
on one row, which widens the conditions column for it, does not take the other rows' words away.
A row whose badges fit on one line and leave part of their cell empty has that part too when its
bars need it for their state words: its badges then stand at the cell's right edge, the bars and
words running on into the cell's left part (:func:`row_room`), so the wound word ("Bruised")
stays beside the bar of a character with a condition ("Deep cut").
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget

from ui.widgets.body_numbers import NAMED
from ui.widgets.roster_heading import is_capitals, paint_heading
from ui.widgets.roster_look import (
    BADGES_DATA,
    CONDITIONS,
    MARGIN,
    TRACKS,
    TRACKS_DATA,
    RowBadges,
    RowTracks,
    badges_width,
    paint_badges,
    paint_tracks,
)

Index = QModelIndex | QPersistentModelIndex
LEND_GAP = 4  # between a row's bars run on into its conditions cell and the badges at the cell's right


def bare_row(tree: QTreeWidget, index: Index) -> bool:
    """Whether the row of ``index`` shows nothing in its conditions cell (no badge, no check
    buttons): its tracks may use that cell's room."""
    cell = index.sibling(index.row(), CONDITIONS)
    badges = cell.data(BADGES_DATA)
    return (isinstance(badges, RowBadges) and not badges.keys and not badges.html
            and tree.indexWidget(cell) is None and not tree.isColumnHidden(CONDITIONS))


def badges_lent(tracks: object, badges: object, tracks_width: int, cell_width: int, font: QFont) -> int:
    """The part of a row's conditions cell its bars run on into, ``tracks_width`` and
    ``cell_width`` the columns' widths: none while the bars fit their column (or the badges do not
    fit their cell on one line: they wrap in the whole cell), else what the badges on one line leave
    empty (the badges then stand at the cell's right edge)."""
    if not isinstance(tracks, RowTracks) or not isinstance(badges, RowBadges) or not badges.html:
        return 0
    if tracks.one_line(QFontMetrics(font)).width() <= tracks_width:
        return 0
    return max(0, cell_width - badges_width(badges, font) - LEND_GAP)


def row_room(tracks: object, badges: object, tracks_width: int, cell_width: int, font: QFont, bare: bool) -> int:
    """The width a row paints its tracks in (``bare``: its conditions cell shows nothing): the
    tracks column, and the conditions cell's whole room when it is empty or the part its badges
    leave when the bars need it (:func:`badges_lent`)."""
    if bare:
        return tracks_width + cell_width
    return tracks_width + badges_lent(tracks, badges, tracks_width, cell_width, font)


def tracks_room(tree: QTreeWidget, index: Index) -> int:
    """The width the row of ``index`` paints its tracks in: the tracks column, and the conditions
    column's too when the row has no condition (or the part its badges leave, when its bars need it)."""
    cell = index.sibling(index.row(), CONDITIONS)
    widget = tree.indexWidget(cell) is not None or tree.isColumnHidden(CONDITIONS)
    tracks = index.sibling(index.row(), TRACKS).data(TRACKS_DATA)
    return row_room(tracks, None if widget else cell.data(BADGES_DATA), tree.columnWidth(TRACKS),
                    tree.columnWidth(CONDITIONS), tree.font(), bare_row(tree, index))


class RosterDelegate(QStyledItemDelegate):
    """``wrap``: the badges go on more lines (the columns say so as they fit).  A painted cell
    has no display text (what it says is its accessible text and its tooltip), so the plain item
    under it draws the row's background and selection alone; its size is the item's size hint,
    which the columns set (:mod:`ui.widgets.roster_columns`)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        self.wrap = False
        #: how every row's body figure names its parts: NAMED (each by its short names where they
        #: fit), ABBREVIATED (all by their abbreviations: one row's do not fit); the columns say so
        self.form = NAMED

    def name_rect(self, option: QStyleOptionViewItem, index: Index) -> QRect:
        """Where a row's name is written: level with its first line of bars (a row made tall by
        its badges on several lines read its name below its bars, centred in the row)."""
        rect = QRect(option.rect)
        tracks = index.sibling(index.row(), TRACKS).data(TRACKS_DATA)
        if isinstance(tracks, RowTracks):
            rects, _height = tracks.place(tracks_room(self.tree, index), QFontMetrics(option.font))
            first = [r for r in rects if r.top() == MARGIN]
            line = max((r.height() for r in first), default=0) + 2 * MARGIN
            if first and line < rect.height():
                rect.setHeight(line)
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = index.column()
        if column == 0 and is_capitals(index):  # a compact roster's group heading ("ZOMBIES")
            heading = QStyleOptionViewItem(option)
            self.initStyleOption(heading, index)
            paint_heading(painter, heading, self.tree)
            return
        name = self.name_rect(option, index) if column == 0 else option.rect
        if name != option.rect:
            background = QStyleOptionViewItem(option)
            self.initStyleOption(background, index)
            background.text = ""
            style = self.tree.style()
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, self.tree)
            text = QStyleOptionViewItem(option)
            text.rect = name
            text.state &= ~QStyle.StateFlag.State_HasFocus
            super().paint(painter, text, index)
            return
        super().paint(painter, option, index)  # the row's background, its selection
        if column == TRACKS:
            self._tracks(painter, option, index)
        elif column == CONDITIONS:
            if bare_row(self.tree, index):  # the tracks' words run on into the empty cell
                self._tracks(painter, option, index.sibling(index.row(), TRACKS))
                return
            badges = index.data(BADGES_DATA)
            if isinstance(badges, RowBadges) and self.tree.indexWidget(index.sibling(index.row(), column)) is None:
                rect = QRect(option.rect)
                tracks = index.sibling(index.row(), TRACKS)
                lent = badges_lent(tracks.data(TRACKS_DATA), badges, self.tree.columnWidth(TRACKS), rect.width(),
                                   self.tree.font())
                if lent:  # the bars' words run on into the cell's left part, the badges at its right
                    self._tracks(painter, option, tracks)
                    rect.setLeft(rect.left() + lent)
                paint_badges(painter, rect, option.font, badges, self.wrap and not lent, option.palette)

    def _tracks(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """The part of the row's tracks (``index``: its tracks cell) that falls in the cell being
        painted (``option.rect``): the tracks are laid out from the tracks column's left edge in the
        row's room."""
        tracks = index.data(TRACKS_DATA)
        if not isinstance(tracks, RowTracks):
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        left = self.tree.header().sectionViewportPosition(TRACKS)
        room = QRect(left, option.rect.top(), tracks_room(self.tree, index), option.rect.height())
        painter.save()
        painter.setClipRect(option.rect)
        paint_tracks(painter, room, option.font, tracks, option.palette.color(role), self.form)
        painter.restore()
