"""A table's columns shared out within its view, so that it never scrolls sideways: each column
gets its texts' width when they all fit; when they do not, the columns whose texts wrap give way
down to their longest word (or their heading, read whole), rows growing to show the wrapped texts whole.
A column with nothing in it (no row fills it) is hidden rather than kept as an empty heading, and
a column the view also offers elsewhere gives way when even the wrapped words would not fit."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QScrollArea, QTableWidget

from ui.widgets.wrap_header import WrapHeader

#: room around a cell's text (the style's margins and the grid line)
PAD = 16


def _texts(table: QTableWidget, column: int) -> list[tuple[str, QFontMetrics]]:
    """Each cell's text with the metrics of the font it is drawn in: its own, else the table's (an
    item's ``font()`` without one of its own is the application's 9 pt, not the theme's 11 pt the
    table draws in: "Револьвер" and "Выстрел" were measured too narrow and cut)."""
    out = []
    own = table.font()
    for row in range(table.rowCount()):
        item = table.item(row, column)
        if item is not None and item.text().strip():
            font = item.data(Qt.ItemDataRole.FontRole)
            out.append((item.text(), QFontMetrics(font if isinstance(font, QFont) else own)))
    return out


def _least(text: str, metrics: QFontMetrics) -> int:
    """The narrowest a cell's text reads whole, wrapped at its spaces: its longest word, with the
    spaces around a lone word (a Fire cell's "  Выстрел  ", drawn as a button) kept beside it."""
    words = text.split()
    if len(words) == 1:
        return metrics.horizontalAdvance(text)
    return max(metrics.horizontalAdvance(w) for w in words)


def _heading(table: QTableWidget, column: int, whole: bool = False) -> int:
    """The heading's width in pixels: whole on one line, or its longest word in a heading that
    wraps (:class:`~ui.widgets.wrap_header.WrapHeader`) unless ``whole``."""
    header = table.horizontalHeader()
    item = table.horizontalHeaderItem(column)
    text = item.text() if item is not None else ""
    metrics = header.fontMetrics()
    if isinstance(header, WrapHeader) and text.split() and not whole:
        return header.two_lines(text) + PAD + 6
    return metrics.horizontalAdvance(text) + PAD + 6


def room(table: QTableWidget) -> int:
    """The width the columns share: the view's, its vertical scroll bar reserved (see
    :func:`share_columns`)."""
    bar = table.style().pixelMetric(table.style().PixelMetric.PM_ScrollBarExtent, None, table)
    return table.width() - 2 * table.frameWidth() - bar


def steady_room(table: QTableWidget) -> int:
    """:func:`room` as it is with the vertical scroll bar of the view the table lies in (a dock's)
    shown, whether it is or not: what a column given way or brought back decides on.  Decided on
    the room itself, a column brought back wrapped the rows taller, the dock's scroll bar showed,
    the table narrowed by its width, the column went again, the rows shortened, the bar went: the
    English norms table took its Fire cells away and back at every pass of the event loop."""
    shared = room(table)
    outer = table.parentWidget()
    while outer is not None and not isinstance(outer, QScrollArea):
        outer = outer.parentWidget()
    if isinstance(outer, QScrollArea) and not outer.verticalScrollBar().isVisible():
        shared -= table.style().pixelMetric(table.style().PixelMetric.PM_ScrollBarExtent, None, outer)
    return shared


def floor_of(table: QTableWidget, column: int, texts: Sequence[str] | None = None) -> int:
    """The narrowest ``column`` reads whole under its heading: its longest word, or its heading's;
    holding its cells' texts, or ``texts`` (drawn in the table's font)."""
    metrics = table.fontMetrics()
    held = _texts(table, column) if texts is None else [(t, metrics) for t in texts if t.strip()]
    return max([_heading(table, column)] + [_least(t, m) + PAD for t, m in held])


def least_width(table: QTableWidget, droppable: Sequence[int] = ()) -> int:
    """The narrowest ``table`` shares its shown columns out with every heading and every cell's
    words whole (the ``droppable`` ones given way), with its frame and its vertical scroll bar."""
    bar = table.style().pixelMetric(table.style().PixelMetric.PM_ScrollBarExtent, None, table)
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c) and c not in droppable]
    floors = [max([_heading(table, c)] + [_least(t, m) + PAD for t, m in _texts(table, c)]) for c in columns]
    return sum(floors) + 2 * table.frameWidth() + bar


def share_columns(table: QTableWidget, optional: Sequence[int] = (), droppable: Sequence[int] = ()) -> None:
    """Fit ``table``'s columns to its view's width (see the module's text); the ``optional``
    columns are hidden while no row has a text in them, the ``droppable`` ones (what the dock also
    offers another way) while the others' words alone would not fit."""
    header = table.horizontalHeader()
    # the room left once rows grown by wrapping call for the vertical scroll bar (reserved always:
    # the bar showing after the fit would narrow the view under the columns)
    shared = room(table)
    natural: dict[int, int] = {}
    floor: dict[int, int] = {}
    words: dict[int, int] = {}  # the floor of each column's texts alone, without its heading
    for column in range(table.columnCount()):
        texts = _texts(table, column)
        empty = not texts
        table.setColumnHidden(column, empty and column in optional)
        if table.isColumnHidden(column):
            continue
        heading = _heading(table, column)
        natural[column] = max([_heading(table, column, whole=True)] + [m.horizontalAdvance(t) + PAD for t, m in texts])
        words[column] = max([0] + [_least(t, m) + PAD for t, m in texts])
        floor[column] = max(heading, words[column])
        item = table.horizontalHeaderItem(column)
        if item is not None:
            item.setToolTip(item.text())
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
    if not natural:
        return
    for column in droppable:  # too narrow even with every text wrapped: these give way first
        if sum(floor.values()) <= steady_room(table) or len(floor) < 2:
            break
        if column in floor:
            table.setColumnHidden(column, True)
            del natural[column], floor[column]
    # still too narrow: a heading wider than its column's words gives way (elided, whole in its
    # tooltip) before a cell's word is cut ("Состояние" over "ПУСТО" beside "патронов" in large type)
    for column in list(floor):
        over = sum(floor.values()) - shared
        if over <= 0:
            break
        least = words[column]
        if floor[column] > least:
            floor[column] -= min(over, floor[column] - least)
            natural[column] = max(natural[column], floor[column])
    if sum(natural.values()) <= shared:
        widths = dict(natural)
        first = next(iter(widths))
        widths[first] += shared - sum(natural.values())  # the first column (the names) takes the rest
    else:
        widths = dict(floor)
        spare = shared - sum(floor.values())
        give = {c: natural[c] - floor[c] for c in natural}
        total = sum(give.values())
        if spare > 0 and total > 0:
            for column in widths:
                widths[column] += spare * give[column] // total
            widths[next(iter(widths))] += shared - sum(widths.values())
    for column, width in widths.items():
        table.setColumnWidth(column, width)
    table.resizeRowsToContents()
