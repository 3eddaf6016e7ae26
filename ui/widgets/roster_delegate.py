"""The roster's tracks and conditions columns painted by a delegate: no widget per row.

``paint()`` reads the index's own :class:`ui.widgets.roster_look.RowTracks` or ``RowBadges`` and
draws it in the cell's rectangle; nothing is kept between two paints, so a row shows what its item
holds now, whichever row it is and however the list was scrolled, reopened or translated.  A cell
without that data (a damaged record's hint, a group's title) is painted as a plain item.  A row
whose state calls for checks has its buttons in a real cell over its conditions
(:mod:`ui.docks.roster_rows`): the delegate leaves that cell to it.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget

from ui.widgets.roster_look import (
    BADGES_DATA,
    CONDITIONS,
    MARGIN,
    TRACKS,
    TRACKS_DATA,
    RowBadges,
    RowTracks,
    paint_badges,
    paint_tracks,
)

Index = QModelIndex | QPersistentModelIndex


class RosterDelegate(QStyledItemDelegate):
    """``wrap``: the badges go on more lines (the columns say so as they fit).  A painted cell
    has no display text (what it says is its accessible text and its tooltip), so the plain item
    under it draws the row's background and selection alone; its size is the item's size hint,
    which the columns set (:mod:`ui.widgets.roster_columns`)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        self.wrap = False

    def name_rect(self, option: QStyleOptionViewItem, index: Index) -> QRect:
        """Where a row's name is written: level with its first line of bars (a row made tall by
        its badges on several lines read its name below its bars, centred in the row)."""
        rect = QRect(option.rect)
        tracks = index.sibling(index.row(), TRACKS).data(TRACKS_DATA)
        if isinstance(tracks, RowTracks):
            rects, _height = tracks.place(self.tree.columnWidth(TRACKS), QFontMetrics(option.font))
            first = [r for r in rects if r.top() == MARGIN]
            line = max((r.height() for r in first), default=0) + 2 * MARGIN
            if first and line < rect.height():
                rect.setHeight(line)
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = index.column()
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
            tracks = index.data(TRACKS_DATA)
            if isinstance(tracks, RowTracks):
                selected = bool(option.state & QStyle.StateFlag.State_Selected)
                role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
                paint_tracks(painter, option.rect, option.font, tracks, option.palette.color(role))
        elif column == CONDITIONS:
            badges = index.data(BADGES_DATA)
            if isinstance(badges, RowBadges) and self.tree.indexWidget(index.sibling(index.row(), column)) is None:
                paint_badges(painter, option.rect, option.font, badges, self.wrap, option.palette)
