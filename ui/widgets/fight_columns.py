"""The fight list's columns on a narrow screen: nothing elided, the rows grow instead.

Names, initiatives and conditions wrap at word boundaries (:class:`WrappedTextDelegate`); the
tracks lay their bars out in lines (:mod:`ui.widgets.tracks_delegate`).  :func:`share_columns`
gives every column at least what shows its texts whole on several lines (the widest word, the
widest single bar, the heading; an initiative on two lines at most: "(Phase 6:" over "Other)"),
then what shows names of up to :data:`NAME_CHARS` characters,
initiatives and conditions on one line, and the rest to the tracks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget

from ui.widgets.tracks_delegate import TRACKS_ROLE, Cell, widest_bar

#: a name of up to this many characters is shown on one line whenever the list has the room
NAME_CHARS = 20
#: the name alone, without what the list adds to it ("(hidden)", which may wrap to the next line)
NAME_ROLE = Qt.ItemDataRole.UserRole + 8
_WIDTHS: dict[str, dict[str, int]] = {}  # font → text → width in pixels
_BARS: dict[tuple[object, ...], int] = {}  # (font, form, a row's cells) → widest_bar's width


def text_margin(view: QTreeWidget) -> int:
    """The room the style leaves each side of a cell's text."""
    return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1


def wrapped_height(text: str, font: QFont, width: int) -> int:
    """The height of ``text`` wrapped at word boundaries in ``width`` pixels."""
    metrics = QFontMetrics(font)
    flags = int(Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), flags, text).height()


class WrappedTextDelegate(QStyledItemDelegate):
    """A cell's text wrapped at word boundaries, never elided: the row is as tall as the text needs
    at the column's present width."""

    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self.view = view
        #: (text, font, width) → the cell's size: the rows a change left alone (a round's end: forty
        #: rows laid out again for a new word in one column) measure their texts once
        self._sizes: dict[tuple[str, str, int], QSize] = {}

    def forget(self) -> None:
        """Measure every text again (the view's style or font changed)."""
        self._sizes.clear()

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        option.textElideMode = Qt.TextElideMode.ElideNone

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole)
        font = index.data(Qt.ItemDataRole.FontRole) or self.view.font()
        width = self.view.header().sectionSize(index.column())
        key = (str(text or ""), font.key(), width)
        found = self._sizes.get(key)
        if found is not None:
            return QSize(found)
        size = super().sizeHint(option, index)
        if text:
            room = width - 2 * text_margin(self.view)
            size = QSize(size.width(), max(size.height(), wrapped_height(str(text), font, room) + 6))
        if len(self._sizes) > 4096:
            self._sizes.clear()
        self._sizes[key] = QSize(size)
        return size


def _width(metrics: QFontMetrics, key: str, text: str) -> int:
    widths = _WIDTHS.setdefault(key, {})
    found = widths.get(text)
    if found is None:
        if len(widths) > 4096:
            widths.clear()
        found = widths[text] = metrics.horizontalAdvance(text)
    return found


def _bar(cells: Sequence[Cell], metrics: QFontMetrics, key: str) -> int:
    """``widest_bar(cells, metrics, form=2)``, kept: the rows a change left alone ask it again at
    every change (forty rows' bars measured, every action)."""
    found = _BARS.get((key, tuple(cells)))
    if found is None:
        if len(_BARS) > 4096:
            _BARS.clear()
        found = _BARS[(key, tuple(cells))] = widest_bar(cells, metrics, form=2)
    return found


def _widest(metrics: QFontMetrics, key: str, texts: Iterable[str], words: bool = False) -> int:
    out = 0
    for text in texts:
        for part in text.split() if words else (text,):
            out = max(out, _width(metrics, key, part))
    return out


def _two_lines(metrics: QFontMetrics, key: str, texts: Iterable[str]) -> int:
    """The width that shows each text on two lines at most, broken between words where the wider
    line is the narrowest ("(Phase 6:" over "Other)", not one word a line)."""
    out = 0
    for text in texts:
        words = text.split()
        if len(words) < 2:
            out = max(out, _width(metrics, key, text))
            continue
        out = max(out, min(
            max(_width(metrics, key, " ".join(words[:cut])), _width(metrics, key, " ".join(words[cut:])))
            for cut in range(1, len(words))
        ))
    return out


def share_columns(
    tree: QTreeWidget, name: int, initiative: int, tracks: int, conditions: int, fixed: Sequence[int]
) -> bool:
    """Set the widths of the ``name``, ``initiative`` and ``conditions`` columns (``tracks``
    stretches into the rest; the ``fixed`` ones keep theirs).  True when a width changed (the
    rows' heights are laid out again)."""
    header = tree.header()
    bold = QFont(tree.font())
    bold.setBold(True)  # the current row's texts are bold
    metrics, key = QFontMetrics(bold), bold.key()
    heading = header.fontMetrics()
    title = tree.headerItem()
    pad = 2 * text_margin(tree) + 8
    room = tree.viewport().width() - sum(header.sectionSize(c) for c in fixed)
    items = [item for i in range(tree.topLevelItemCount()) if (item := tree.topLevelItem(i)) is not None]

    def head(column: int) -> int:
        return heading.horizontalAdvance(title.text(column)) + pad

    def texts(column: int) -> list[str]:
        return [item.text(column) for item in items if item.text(column)]

    names, marks, badges = texts(name), texts(initiative), texts(conditions)
    bare = [str(item.data(name, NAME_ROLE) or item.text(name)) for item in items]
    rows = [item.data(tracks, TRACKS_ROLE) or [] for item in items]
    plain, plain_key = QFontMetrics(tree.font()), tree.font().key()
    # the widest bar of them all: the widest of each row's (a body figure is measured whole)
    widest = max((_bar(r, plain, plain_key) for r in rows if r), default=0)
    # at least: every word (and heading) whole; the bars one a line, each (short) name and numbers whole
    least = {
        name: max(head(name), _widest(metrics, key, names, words=True) + pad),
        initiative: max(head(initiative), _two_lines(metrics, key, marks) + pad),  # two lines at most
        conditions: max(head(conditions), _widest(metrics, key, badges, words=True) + pad),
        tracks: max(head(tracks), widest),  # the short name
    }
    if room < sum(least.values()):  # short of room (a laptop in Russian): the texts give up their slack
        pad -= 6
        one_line = _widest(metrics, key, [b[:NAME_CHARS] for b in bare])  # a name still on one line
        for column, shortest in (
            (name, max(_widest(metrics, key, names, words=True), one_line)),
            (initiative, _two_lines(metrics, key, marks)),
            (conditions, _widest(metrics, key, badges, words=True)),
        ):
            least[column] = max(head(column), shortest + pad)
    # wanted: names of up to NAME_CHARS characters, initiatives and conditions on one line
    wanted = {
        name: max(least[name], _widest(metrics, key, [n[:NAME_CHARS] for n in bare]) + pad),
        initiative: max(least[initiative], _widest(metrics, key, marks) + pad),
        conditions: max(least[conditions], _widest(metrics, key, badges) + pad),
    }
    if not badges:
        least[conditions] = wanted[conditions] = 0
    widths = {column: least[column] for column in (name, initiative, conditions)}
    spare = room - sum(least.values())
    # the names first (who it is, whole); then the tracks keep what puts their bars two a line
    # (fewer lines, more rows on screen); then initiatives and conditions on one line
    grow = max(0, min(spare, wanted[name] - widths[name]))
    widths[name] += grow
    spare -= max(0, grow)
    if any(len(r) > 1 for r in rows):
        pair = max(2 * _bar(r, plain, plain_key) - 2 * 3 + 4 for r in rows if r)
        spare -= max(0, min(spare, pair - least[tracks]))
    for column in (initiative, conditions):
        grow = max(0, min(spare, wanted[column] - widths[column]))
        widths[column] += grow
        spare -= grow
    # room to spare: what the list adds to a name ("(hidden)") on its line too
    whole = _widest(metrics, key, names) + pad
    widths[name] += max(0, min(spare, whole - widths[name]))
    header.setMinimumSectionSize(min(header.minimumSectionSize(), 20))
    changed = False
    if header.isSectionHidden(conditions) != (not badges):  # no conditions: the tracks have their room
        header.setSectionHidden(conditions, not badges)
        changed = True
    for column, width in widths.items():
        if width and header.sectionSize(column) != width:
            header.resizeSection(column, width)
            changed = True
    return changed
