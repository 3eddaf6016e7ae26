"""Columns fitted to their texts once per refresh, not by the header after every change."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QTreeView

from ui.widgets.fight_model import FightRow, heading_of, rows_of
from ui.widgets.fonts import variant

_WIDTHS: dict[str, dict[str, int]] = {}  # font → text → width in pixels


def fit_columns(
    tree: QTreeView,
    columns: Iterable[int],
    items: Sequence[FightRow] | None = None,
    words: Iterable[int] = (),
    reserve: Mapping[int, Iterable[str]] | None = None,
    texts: Mapping[int, Iterable[str]] | None = None,
) -> None:
    """Size each column to its widest text (in bold, as the current row is) or its heading.

    With ``items`` (the rows just changed) a column only widens to fit them: measuring those few
    rows is enough to see that nothing is cut off, and the full fit narrows the columns again later.

    A header in ``ResizeToContents`` mode measures every row again after each change to any item:
    half a millisecond per text set, twenty on a 40-combatant turn.  Call this once after a batch
    of changes instead; a column that already fits is not touched.

    The ``words`` columns wrap their texts: they are fitted to their widest word.

    ``reserve``: texts a column is as wide as whether or not a row shows them now (what the column
    shows at some point of the fight), so its width stays from one turn or round to the next.

    ``texts``: what each column's rows show, each text once, given by the caller (who keeps them
    as the rows change) instead of read from every row; with ``items``, read from those alone.
    """
    wrapping = set(words)
    header = tree.header()
    bold = variant(tree.font(), bold=True)
    metrics = QFontMetrics(bold)
    widths = _WIDTHS.setdefault(bold.key(), {})  # a turn changes two rows: measure new texts only
    heading = header.fontMetrics()
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree)
    pad = 2 * (margin + 1) + 2  # a bold italic letter's overhang (the current row's "Acting")
    rows = rows_of(tree) if items is None else items
    for column in columns:
        widest = heading.horizontalAdvance(heading_of(tree, column)) + pad + 8
        shown = list(texts[column]) if texts is not None and items is None else [item.text(column) for item in rows]
        shown += (reserve or {}).get(column, ())
        for text in shown:
            for part in text.split() if column in wrapping else (text,) if text else ():
                width = widths.get(part)
                if width is None:
                    width = widths[part] = metrics.horizontalAdvance(part)
                widest = max(widest, width + pad)
        if header.sectionSize(column) != widest and (items is None or widest > header.sectionSize(column)):
            header.resizeSection(column, widest)
