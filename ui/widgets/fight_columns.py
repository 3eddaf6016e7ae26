"""The fight list's columns on a narrow screen: nothing elided, the rows grow instead.

Names, initiatives and conditions wrap at word boundaries (:class:`WrappedTextDelegate`); the
tracks lay their bars out in lines (:mod:`ui.widgets.tracks_delegate`).  :func:`share_columns`
gives every column at least what shows its texts whole on several lines (the widest word, the
widest single bar, the heading; an initiative on two lines at most: "(Phase 6:" over "Other)"),
then what shows names of up to :data:`NAME_CHARS` characters, then what shows each bar with its
value's word: at least on a line of its own under the numbers ("Salud 0/3" over "Fuera de combate",
:data:`ui.widgets.tracks_delegate.STACKED`), on the bar's line where the room holds it ("Здоровье
3/3 Без ран", "Salud 2/3 Magulladuras"; a bar a line if need be, the initiatives and conditions
wrapping for it), then initiatives and conditions on one line, and the rest to the tracks.  What
the list lacks for its words is counted in the stacked form alone, whose width a longer word
(a character broken: "Вне строя") hardly changes: a damage makes a row taller, not the list's
dock wider.  The words never widen the list: its floor (what the map leaves it,
:meth:`ui.docks.order_tree.OrderTree.least_width`) counts the tracks in their shortest form only,
so the words take their room from the columns beside them, never from the map.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView

from ui.widgets.body_numbers import ABBREVIATED, body_size
from ui.widgets.fight_model import FightRow, fill_row, heading_of, rows_of
from ui.widgets.fight_widths import KeptWidths
from ui.widgets.fonts import variant
from ui.widgets.tracks_delegate import (
    GAP,
    MARGIN,
    STACKED,
    TEXT_PAD,
    TRACKS_ROLE,
    Cell,
    split,
    stacked_width,
    text_width,
    widest_bar,
    worded,
)

#: a name of up to this many characters is shown on one line whenever the list has the room
NAME_CHARS = 20
#: the name alone, without what the list adds to it ("(hidden)", which may wrap to the next line)
NAME_ROLE = Qt.ItemDataRole.UserRole + 8
_WIDTHS: dict[str, dict[str, int]] = {}  # font → text → width in pixels
_BARS: dict[tuple[object, ...], int] = {}  # (font, form, a row's cells) → widest_bar's width


def text_margin(view: QTreeView) -> int:
    """The room the style leaves each side of a cell's text."""
    return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1


def wrapped_height(text: str, font: QFont, width: int) -> int:
    """The height of ``text`` wrapped at word boundaries in ``width`` pixels."""
    metrics = QFontMetrics(font)
    flags = int(Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(QRect(0, 0, max(1, width), 100_000), flags, text).height()


class WrappedTextDelegate(QStyledItemDelegate):
    """A cell's text wrapped at word boundaries, never elided: the row is as tall as the text needs
    at the column's present width.  The view wraps and does not elide (``setWordWrap``,
    ``setTextElideMode``: set here), so the cells paint with no call into Python (an
    ``initStyleOption`` of its own cost a fifth of the list's paint, a call for each cell shown)."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self.view = view
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        #: (text, font, width) → the cell's size: the rows a change left alone (a round's end: forty
        #: rows laid out again for a new word in one column) measure their texts once
        self._sizes: dict[tuple[str, str, int], QSize] = {}

    def forget(self) -> None:
        """Measure every text again (the view's style or font changed)."""
        self._sizes.clear()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        fill_row(index)  # a fight list's row measured: its cells worked out first
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
        out = max(
            out,
            min(
                max(_width(metrics, key, " ".join(words[:cut])), _width(metrics, key, " ".join(words[cut:])))
                for cut in range(1, len(words))
            ),
        )
    return out


class RowWidths(NamedTuple):
    """What one row of the list needs of each column (pixels, before the padding)."""

    name_word: int  # its name's widest word
    mark_two_lines: int  # its initiative on two lines at most
    badge_word: int  # its conditions' widest word
    bar: int  # its widest bar (0: no bars)
    several: bool  # more than one bar
    bare_name: int  # its name (up to NAME_CHARS characters) on one line
    mark: int  # its initiative on one line
    badges: int  # its conditions on one line
    has_badges: bool  # any condition shown
    name: int  # its name with what the list adds to it ("(hidden)") on one line
    tracks: int  # the narrowest its tracks show whole in: each bar a line, a body figure's numbers alone
    words: int  # the narrowest its tracks show their values' words in, under the numbers (0: no word)
    words_line: int  # the narrowest its tracks show their values' words on the bars' lines in (0: no word)


def narrowest_tracks(cells: Sequence[Cell], metrics: QFontMetrics, form: int = 2) -> int:
    """The narrowest cell ``cells`` show whole in (:class:`ui.widgets.tracks_delegate.TracksDelegate`
    picks what fits): each bar on its own line in its short form (``form``: 0, with its value's
    word; :data:`~ui.widgets.tracks_delegate.STACKED`, its word under its numbers, the room of its
    track's longest word), a body figure with its parts' abbreviations ("L.arm 6/6": never numbers a GM cannot tell
    apart), the bars beside it."""
    parts, bars = split(cells)
    measure = stacked_width if form == STACKED else lambda cell, m: text_width(cell, form, m)
    widest = max((measure(cell, metrics) for cell in bars), default=0)
    bar = int(widest + TEXT_PAD + 2 * MARGIN) + 1 if bars else 0
    if not parts:
        return bar
    figure = int(body_size(parts, metrics, ABBREVIATED).width() + 2 * MARGIN) + 1
    return figure + (int(MARGIN + GAP) + bar if bars else 0)


_TEXTS: dict[tuple[str, str], tuple[int, int, int]] = {}  # (font, text) → its widths (text_widths)
_TRACKS: dict[int, tuple[Sequence[Cell], str, tuple[int, int, int, int]]] = {}  # id(cells) → (cells, font, widths)


def text_widths(metrics: QFontMetrics, key: str, text: str) -> tuple[int, int, int]:
    """A text's widest word, its width on two lines at most and its width on one line, kept: rows
    of the same initiative or conditions, and a row measured again, measure them once."""
    found = _TEXTS.get((key, text))
    if found is None:
        if len(_TEXTS) > 8192:
            _TEXTS.clear()
        found = _TEXTS[(key, text)] = (
            _widest(metrics, key, [text], words=True),
            _two_lines(metrics, key, [text]),
            _width(metrics, key, text),
        )
    return found


def _tracks_widths(cells: Sequence[Cell], metrics: QFontMetrics, key: str) -> tuple[int, int, int, int]:
    """(the widest bar, the narrowest the tracks show whole in, the narrowest they show their
    values' words in, under their numbers and on their line: 0 without a word) of a row's cells,
    kept by the cells (rows of the same make share their cells: measured once)."""
    found = _TRACKS.get(id(cells))
    if found is not None and found[0] is cells and found[1] == key:
        return found[2]
    if len(_TRACKS) > 4096:
        _TRACKS.clear()
    words = worded(split(cells)[1])
    stacked = narrowest_tracks(cells, metrics, form=STACKED) if words else 0
    line = narrowest_tracks(cells, metrics, form=0) if words else 0
    widths = (_bar(cells, metrics, key), narrowest_tracks(cells, metrics), stacked, line)
    _TRACKS[id(cells)] = (cells, key, widths)
    return widths


def row_widths(
    item: FightRow, columns: tuple[int, int, int, int], bold: tuple[QFontMetrics, str],
    plain: tuple[QFontMetrics, str],
) -> RowWidths:  # fmt: skip
    name, initiative, tracks, conditions = columns
    metrics, key = bold
    texts = [item.text(c) for c in (name, initiative, conditions)]
    bare = str(item.data(name, NAME_ROLE) or texts[0])
    held = item.data(tracks, TRACKS_ROLE)
    cells: list[Cell] = held if isinstance(held, list) else []
    # (a row with cells has bars or a figure: > 0)
    bar, narrowest, words, line = _tracks_widths(cells, plain[0], plain[1]) if cells else (0, 0, 0, 0)
    named = text_widths(metrics, key, texts[0]) if texts[0] else (0, 0, 0)
    mark = text_widths(metrics, key, texts[1]) if texts[1] else (0, 0, 0)
    badges = text_widths(metrics, key, texts[2]) if texts[2] else (0, 0, 0)
    return RowWidths(
        named[0],
        mark[1],
        badges[0],
        bar,
        len(cells) > 1,
        text_widths(metrics, key, bare[:NAME_CHARS])[2],
        mark[2],
        badges[2],
        bool(texts[2]),
        named[2],
        narrowest,
        words,
        line,
    )


def forms_widths(forms: Sequence[str], metrics: QFontMetrics, key: str) -> tuple[int, int]:
    """The initiatives' column's least and wanted widths (before the padding) where its cells say
    one of ``forms`` (a phase mode: the phase counted before anyone declares, then each phase a
    row may declare): the first form on two lines at most ("(Phase 6:" over "Other)"), every
    word of the others whole (a declaration wraps on as many lines as it needs: «Фаза 3:» over
    «Ближний» over «бой»); and every form on one line.  The same whatever the rows declare, so a
    declaration never widens the column and takes the tracks' room (the health chips went to two
    lines in Russian and Spanish as «Фаза 3: Ближний бой» was declared)."""
    least = max(text_widths(metrics, key, forms[0])[1], *(text_widths(metrics, key, f)[0] for f in forms))
    return least, max(text_widths(metrics, key, f)[2] for f in forms)


def share_columns(
    tree: QTreeView,
    name: int,
    initiative: int,
    tracks: int,
    conditions: int,
    fixed: Sequence[int],
    changed: Iterable[FightRow] | None = None,
    kept: KeptWidths | None = None,
    forms: Sequence[str] = (),
) -> bool:
    """Set the widths of the ``name``, ``initiative`` and ``conditions`` columns (``tracks``
    stretches into the rest; the ``fixed`` ones keep theirs).  True when a width changed (the
    rows' heights are laid out again).  ``changed``: the only rows whose texts or bars changed
    since the last call (each row's widths are kept in ``kept``, with the widest of each column;
    None: every row measured again).  ``forms``: every text the initiatives' column may show,
    the one before any declaration first (a phase mode; :func:`forms_widths`), or none: the
    column as wide as its rows' texts."""
    header = tree.header()
    bold = variant(tree.font(), bold=True)  # the current row's texts are bold
    metrics, key = QFontMetrics(bold), bold.key()
    heading = header.fontMetrics()
    pad = 2 * text_margin(tree) + 8
    room = tree.viewport().width() - sum(header.sectionSize(c) for c in fixed)
    plain, plain_key = QFontMetrics(tree.font()), tree.font().key()
    columns = (name, initiative, tracks, conditions)
    widths_kept = kept if kept is not None else KeptWidths()
    widths_kept.update(
        rows_of(tree), changed, (key, plain_key),
        lambda item: row_widths(item, columns, (metrics, key), (plain, plain_key)),
    )  # fmt: skip
    most = widths_kept.most

    def head(column: int) -> int:
        return heading.horizontalAdvance(heading_of(tree, column)) + pad

    # the initiatives: as wide as their rows' texts, or as what the mode's phases may say
    marks = forms_widths(forms, metrics, key) if forms else (most("mark_two_lines"), most("mark"))

    badges = widths_kept.any("has_badges")
    # the widest bar of them all: the widest of each row's (a body figure is measured whole)
    widest = most("bar")
    # at least: every word (and heading) whole; the bars one a line, each (short) name and numbers whole
    least = {
        name: max(head(name), most("name_word") + pad),
        initiative: max(head(initiative), marks[0] + pad),  # two lines at most
        conditions: max(head(conditions), most("badge_word") + pad),
        tracks: max(head(tracks), widest),  # the short name
    }
    if room < sum(least.values()):  # short of room (a laptop in Russian): the texts give up their slack
        pad -= 6
        one_line = most("bare_name")  # a name still on one line
        for column, shortest in (
            (name, max(most("name_word"), one_line)),
            (initiative, marks[0]),
            (conditions, most("badge_word")),
        ):
            least[column] = max(head(column), shortest + pad)
    # wanted: names of up to NAME_CHARS characters, initiatives and conditions on one line
    wanted = {
        name: max(least[name], most("bare_name") + pad),
        initiative: max(least[initiative], marks[1] + pad),
        conditions: max(least[conditions], most("badges") + pad),
    }
    if not badges:
        least[conditions] = wanted[conditions] = 0
    widths = {column: least[column] for column in (name, initiative, conditions)}
    spare = room - sum(least.values())
    # the names first (who it is, whole); then the tracks keep what shows their values' words (how
    # hurt, "Без ран"), under their numbers if need be, on their bars' line where the room holds
    # it, a bar a line if need be, and two a line where the room holds that too; or,
    # without words (or without the room for them), what puts their bars two a line (fewer lines,
    # more rows on screen); then initiatives and conditions on one line
    grow = max(0, min(spare, wanted[name] - widths[name]))
    widths[name] += grow
    spare -= max(0, grow)
    words = most("words")  # the words under the numbers: what the list lacks is counted for these
    line = most("words_line")
    # what the list lacks for its words counts the scroll bar a longer list brings (a refusal's line
    # under it, another row): it took its room when the bar came, and the left docks widened by
    # themselves as a message showed
    bar = tree.verticalScrollBar()
    may_come = tree.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded and bar.maximum() <= bar.minimum()
    room_left = max(0, spare - bar.sizeHint().width()) if may_come else spare
    widths_kept.lack = max(0, words - least[tracks] - room_left) if words else 0
    widths_kept.lack_line = max(0, line - least[tracks] - room_left) if line else 0
    if words and spare >= words - least[tracks]:
        # the words on their bars' line as far as the room goes: a longer word (a character broken)
        # takes the tracks' room from the initiatives and conditions, not the other rows' words' line
        words = max(words, min(line, least[tracks] + spare))
        spare -= max(0, words - least[tracks])
        pair = 2 * max(words, least[tracks]) - 2 * 3 + 4
        if widths_kept.any("several") and spare >= pair - max(words, least[tracks]):
            spare -= pair - max(words, least[tracks])
    elif widths_kept.any("several"):
        pair = 2 * widest - 2 * 3 + 4
        spare -= max(0, min(spare, pair - least[tracks]))
    # the initiatives, the conditions and the names' additions leave the room of a scroll bar that may
    # come (a declaration wrapping a row onto a third line): its coming narrows the tracks alone (it
    # took its room from the initiatives, and the columns moved as a phase was declared)
    spare -= bar.sizeHint().width() if may_come else 0
    for column in (initiative, conditions):
        grow = max(0, min(spare, wanted[column] - widths[column]))
        widths[column] += grow
        spare -= grow
    # room to spare: what the list adds to a name ("(hidden)") on its line too
    whole = most("name") + pad
    widths[name] += max(0, min(spare, whole - widths[name]))
    header.setMinimumSectionSize(min(header.minimumSectionSize(), 20))
    resized = False
    # a list narrower than its columns' least (the map taking the room of the grid game): the tracks
    # have what the list shows of their column, and never less than shows them whole in their
    # shortest form (a bar a line, a body's numbers alone), the columns after them past the list's
    # right edge (scrolled to), instead of the bars cut by that edge ("Torso 8/1", "Useles");
    # with room, they stretch into the rest
    short = room < sum(least.values())
    below = False  # the conditions on a line under each row's cells (the view's ``below``)
    mode = QHeaderView.ResizeMode.Interactive if short else QHeaderView.ResizeMode.Stretch
    if header.sectionResizeMode(tracks) != mode:
        header.setSectionResizeMode(tracks, mode)
        resized = True
    if short:
        place = header.visualIndex(tracks)
        before = 0
        after: list[tuple[int, int]] = []  # the columns after the tracks and their widths, in their order
        for index in range(header.count()):
            c = header.logicalIndex(index)
            if c != tracks and (badges or c != conditions):
                given = widths.get(c, header.sectionSize(c))
                before += given if index < place else 0
                after += [(c, given)] if index > place else []
        narrowest = most("tracks")
        seen = tree.viewport().width() - before  # the tracks and what follows them, in sight
        # the columns after the tracks whole in sight, in their order, as many as the tracks' shortest
        # form leaves the room for (the first, whose turn it is, before the conditions); the tracks
        # what is in sight beside them; the conditions, if they have no room there, on a line under
        # each row's cells where the view can show them so (never past the list's right edge)
        fits = 0
        in_sight = set()
        for c, given in after:
            if seen - fits - given < narrowest:
                break
            fits += given
            in_sight.add(c)
        below = badges and conditions not in in_sight and hasattr(tree, "below")
        width = max(narrowest, seen - fits, 20)
        if header.sectionSize(tracks) != width:
            header.resizeSection(tracks, width)
            resized = True
    if getattr(tree, "below", below) != below:
        tree.below = below  # type: ignore[attr-defined]  # (checked: the view has it)
        resized = True
    hide = not badges or below  # no conditions, or on their lines: the tracks have their room
    if header.isSectionHidden(conditions) != hide:
        header.setSectionHidden(conditions, hide)
        resized = True
    for column, width in widths.items():
        if width and header.sectionSize(column) != width:
            header.resizeSection(column, width)
            resized = True
    return resized
