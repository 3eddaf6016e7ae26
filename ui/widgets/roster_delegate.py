"""The roster's tracks and conditions painted by a delegate: no widget per row.

Each row's item holds what its cells show: ``TRACKS_DATA`` (:class:`RowTracks`: the main tracks,
their values, the health track, compact or not) and ``BADGES_DATA`` (:class:`RowBadges`: the
condition badges and the checks due).  :class:`RosterStamps` holds one tracks cell and one
conditions cell (:mod:`ui.widgets.roster_cells`), never shown: to paint a row, the delegate dresses
them as the row says, lays them out at the cell's size and renders them into the view's painter;
the columns (:mod:`ui.widgets.roster_columns`) measure them the same way.  So forty characters or
four hundred cost what the rows on the screen cost, and the cells look as the widgets did.

A row whose state calls for checks (a survival roll, staying conscious) has a real conditions cell
over it, the view's persistent editor, whose buttons roll the check (Tab reaches them, as before).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QRegion
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ui.widgets.roster_cells import ConditionsCell, TracksCell

if TYPE_CHECKING:
    from app.rules.base import Choice, TrackSpec

TRACKS_DATA = Qt.ItemDataRole.UserRole + 20
BADGES_DATA = Qt.ItemDataRole.UserRole + 21
TRACKS, CONDITIONS = 1, 2

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, eq=False)
class RowTracks:
    """A row's main tracks: their specs, each one's value, the health track's key, compact or not.
    Two rows that draw the same bars are equal (and measured once: a horde of whole walkers)."""

    specs: tuple[TrackSpec, ...]
    values: tuple[tuple[str, int], ...]
    health_key: str
    compact: bool

    @cached_property
    def key(self) -> tuple[Any, ...]:
        values = dict(self.values)
        drawn = tuple(
            (s.key, s.label, s.short, s.abbr, s.maximum, s.minimum, s.style, s.body_part, s.higher_is_worse,
             tuple(sorted(s.value_labels.items())), values.get(s.key))
            for s in self.specs
        )
        return (drawn, self.health_key, self.compact)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RowTracks) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)


@dataclass(frozen=True)
class RowBadges:
    """A row's condition badges (rich text), their keys, and the checks its state calls for."""

    html: str
    keys: tuple[str, ...]
    checks: tuple[Choice, ...]


class RosterStamps:
    """One tracks cell and one conditions cell, dressed as a row asks (never shown)."""

    def __init__(self, parent: QWidget) -> None:
        self.tracks = TracksCell(parent)
        self.conditions = ConditionsCell(parent)
        for stamp in (self.tracks, self.conditions):
            stamp.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
            stamp.hide()
        self._tracks_shown: RowTracks | None = None
        self._badges_shown: tuple[RowBadges, bool] | None = None

    def dress_tracks(self, data: RowTracks) -> TracksCell:
        if data != self._tracks_shown:
            kept = list(self.tracks.bars)
            self.tracks.show_tracks(data.specs, dict(data.values), data.health_key, data.compact)
            for bar in kept:  # the bars it let go leave now, not when the queued events run
                if bar not in self.tracks.bars:
                    bar.hide()
                    bar.setParent(None)
            self._tracks_shown = data
        return self.tracks

    def dress_badges(self, data: RowBadges, wrap: bool) -> ConditionsCell:
        if (data, wrap) != self._badges_shown:
            dress_conditions(self.conditions, data, wrap)
            self._badges_shown = (data, wrap)
        return self.conditions

    def forget(self) -> None:
        """Dress them afresh next time (the font or the style changed)."""
        self._tracks_shown = None
        self._badges_shown = None


def dress_conditions(cell: ConditionsCell, data: RowBadges, wrap: bool) -> None:
    cell.badges.setText(data.html)
    cell.badges.setProperty("conditionKeys", list(data.keys))
    cell.badges.setWordWrap(wrap)
    if [b for b in cell.check_buttons] != [c.value for c in data.checks]:
        for button in cell.check_buttons.values():
            button.setParent(None)
            button.deleteLater()
        cell.check_buttons = {}
        cell.show_checks(list(data.checks))


def laid_out(stamp: QWidget, size: QSize) -> QWidget:
    """``stamp`` at ``size``, its children placed (a hidden widget's layout waits for a show)."""
    stamp.resize(size)
    layout = stamp.layout()
    if layout is not None:
        layout.invalidate()
        layout.setGeometry(QRect(QPoint(0, 0), size))
    return stamp


class RosterDelegate(QStyledItemDelegate):
    """Paints the roster's tracks and conditions columns from the rows' data; the rows with checks
    due get a conditions cell with their buttons as a persistent editor.

    ``check(character_id, key)`` is called when the GM rolls a check from a row's button."""

    def __init__(self, view: QWidget, check: Callable[[int, str], None], id_of: Callable[[Index], int | None]) -> None:
        super().__init__(view)
        self.stamps = RosterStamps(view)
        self.wrap = False  # the badges wrap onto more lines (the columns say, as they fit)
        self._check = check
        self._id_of = id_of

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)  # the row's background and selection
        stamp = self.stamp_for(index)
        if stamp is None:
            return
        laid_out(stamp, option.rect.size())
        painter.save()
        stamp.render(painter, option.rect.topLeft(), QRegion(), QWidget.RenderFlag.DrawChildren)
        painter.restore()

    def stamp_for(self, index: Index) -> QWidget | None:
        """The stamp dressed as ``index``'s cell shows (None for a cell with no tracks or badges)."""
        if index.column() == TRACKS:
            tracks = index.data(TRACKS_DATA)
            return self.stamps.dress_tracks(tracks) if isinstance(tracks, RowTracks) else None
        if index.column() == CONDITIONS:
            badges = index.data(BADGES_DATA)
            return self.stamps.dress_badges(badges, self.wrap) if isinstance(badges, RowBadges) else None
        return None

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        role = {TRACKS: TRACKS_DATA, CONDITIONS: BADGES_DATA}.get(index.column())
        if role is not None and index.data(role) is not None:
            option.text = ""  # the cell's picture is its text

    # ------------------------------------------------------------------ the checks' buttons
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        cell = ConditionsCell(parent)
        cell.setObjectName("rosterChecks")
        cid = self._id_of(index)
        if cid is not None:
            cell.checkRequested.connect(lambda key, c=cid: self._check(c, key))
        return cell

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        badges = index.data(BADGES_DATA)
        if isinstance(editor, ConditionsCell) and isinstance(badges, RowBadges):
            dress_conditions(editor, badges, self.wrap)
            view = self.parent()
            if isinstance(view, QWidget):  # Tab from the list comes to the row's buttons
                before: QWidget = view
                for button in editor.check_buttons.values():
                    QWidget.setTabOrder(before, button)
                    before = button

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:  # noqa: N802
        """The buttons change nothing in the row: the check's roll is a command of its own."""

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem, index: Index) -> None:  # noqa: N802
        editor.setGeometry(option.rect)
