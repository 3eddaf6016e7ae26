"""Main tracks painted inside a list cell (no widget per row, so a long order stays light).

The cell's ``TRACKS_ROLE`` data is a list built by :func:`track_cells`: each track's text says
what its number is ("Life Points 24/30", "Health 1/3 Battered").  The bars sit side by side when
their texts fit, else in a grid of as many columns as fit, a row of bars under another: a text is
never cut to "LP…" or "H 3/3", and a value's word ("Battered") is kept wherever a bar a line
shows it: on the bar's line where it fits, else on a line of its own under the name and numbers
("Salud 0/3" over "Fuera de combate", :data:`STACKED`), so a longer word (a character broken) makes
the row taller, never the column wider (the fight list's columns keep the room of the stacked bar:
:mod:`ui.widgets.fight_columns`).  Only where even one bar a line is too narrow does a track take
the short name its ruleset declares (``TrackSpec.short``), its full name in the tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTreeView

from app.rules.numbers import number
from ui.widgets.body_numbers import ABBREVIATED, NAMED, Part, body_size, paint_body
from ui.widgets.fight_model import fill_row
from ui.widgets.track_bar import STEP_BAND, paint_chip, rules_tr

if TYPE_CHECKING:
    from app.rules.base import Condition, TrackSpec

TRACKS_ROLE = Qt.ItemDataRole.UserRole + 7
#: the full text, the text without the value's word, the short name's text (three forms, richest first)
FORMS = 3
#: the form that shows a value's word on a line of its own under the name and numbers ("Salud 0/3"
#: over "Fuera de combate"): the full text in a narrow column (:func:`lines_of`)
STACKED = FORMS
GAP = 4.0  # between two bars side by side
LINE_GAP = 2.0  # between two lines of bars
MARGIN = 3.0  # around the bars, in the cell
TEXT_PAD = 12  # the text's room inside a bar (6 left, 4 right, 2 for antialiasing)

#: full, plain, short; health, filled, below zero; the body part ("" for none), the numbers alone
#: and the abbreviation's text (a body figure's box shows the short form, "L. arm 6/6", or in a
#: narrow list the abbreviated one, "L.arm 6/6"); the words the track names its values with
#: ("Unharmed", "Bruised", …: the room its word under its numbers takes, whatever the value)
Cell = tuple[str, str, str, float, float, bool, str, str, str, tuple[str, ...]]
#: pools on this many body parts or more are drawn as a body with their numbers on it
BODY_PARTS = 3


def numbers_text(spec: TrackSpec, value: int) -> str:
    """"24/30", "−3/30": the value over the maximum, with the one minus sign."""
    return f"{number(value)}/{spec.maximum}"


def track_text(spec: TrackSpec, value: int, word: str | None = None, told: Collection[str] = ()) -> str:
    """"Health 1/3 Battered"; ``word``: the state word instead of the value's ("Dead": a character
    killed by a lethal injury with Health left is not "Battered"); ``told``: the states a badge says
    with what they mean ("Broken — every skill roll fails"), left to it ("Health 0/3")."""
    word = (word if spec.value_labels else None) or spec.value_labels.get(value)  # a track that names its values
    shown = rules_tr(word) if word else ""
    return f"{rules_tr(spec.label)} {numbers_text(spec, value)}" + (f" {shown}" if shown and shown not in told else "")


def track_cells(
    specs: Sequence[TrackSpec], values: dict[str, int], words: Mapping[str, str] | None = None,
    told: Collection[str] = (),
) -> list[Cell]:
    """Per track: the full text ("Health 1/3 Battered"), without the word ("Health 1/3"), with the
    ruleset's short name ("Torso 4/4"; the name itself when none is declared), health for the
    colour, how much of the bar is filled, below zero.  ``words``: a track's state word in place of
    its value's (:func:`dead_words`); ``told``: the states the row's badges say with what they mean,
    left to them (:func:`ui.widgets.condition_text.told`)."""
    cells = []
    for spec in specs:
        value = int(values.get(spec.key, spec.maximum))
        fraction = max(0, value) / max(1, spec.maximum)
        health = 1 - fraction if spec.higher_is_worse else fraction
        plain = f"{rules_tr(spec.label)} {numbers_text(spec, value)}"
        short = f"{rules_tr(spec.short or spec.label)} {numbers_text(spec, value)}"
        abbr = f"{rules_tr(spec.abbr)} {numbers_text(spec, value)}" if spec.abbr else short
        named = tuple(rules_tr(word) for word in spec.value_labels.values())
        cells.append((
            track_text(spec, value, (words or {}).get(spec.key), told), plain, short, health, min(1.0, fraction),
            value < 0, spec.body_part, numbers_text(spec, value), abbr, named,
        ))
    return cells


def split(cells: Sequence[Cell]) -> tuple[list[Part], list[Cell]]:
    """The body parts drawn as a figure (when there are enough of them) and the bars."""
    body = [c for c in cells if len(c) > 6 and c[6]]
    if len(body) < BODY_PARTS:
        return [], list(cells)
    # each part's short name and numbers, and its abbreviation's
    parts = [(c[6], c[2], c[3], c[4] <= 0, c[7], c[8] if len(c) > 8 else c[2]) for c in body]
    return parts, [c for c in cells if not (len(c) > 6 and c[6])]


def bar_height(metrics: QFontMetrics) -> float:
    return metrics.height() + 6.0


def worded(cells: Sequence[Cell]) -> bool:
    """Whether a bar of ``cells`` carries its value's word ("Health 2/3 Bruised")."""
    return any(cell[0] != cell[1] for cell in cells)


def word_of(cell: Cell) -> str:
    """The value's word of a bar's full text ("Battered" of "Health 1/3 Battered"; "": none)."""
    full, plain = str(cell[0]), str(cell[1])
    return full[len(plain):].strip() if full != plain and full.startswith(plain) else ""


def lines_of(cell: Cell, form: int) -> list[str]:
    """The texts a bar shows in ``form``, a line each: one, or in the :data:`STACKED` form the name
    and numbers over the value's word ("Salud 0/3", "Fuera de combate")."""
    if form == STACKED:
        word = word_of(cell)
        return [str(cell[1]), word] if word else [str(cell[0])]
    return [str(cell[form])]


def text_width(cell: Cell, form: int, metrics: QFontMetrics) -> int:
    """The width of a bar's widest line of text in ``form`` (its padding left out)."""
    return max(metrics.horizontalAdvance(line) for line in lines_of(cell, form))


def stacked_width(cell: Cell, metrics: QFontMetrics) -> int:
    """The width a bar's text needs in the :data:`STACKED` form whatever its track's value: its name
    and numbers, its word, and every other word the track names its values with ("Fuera de combate"
    counted while the character is unharmed): a damage changes the word, not this width."""
    named = cell[9] if len(cell) > 9 else ()
    return max([text_width(cell, STACKED, metrics), *(metrics.horizontalAdvance(str(word)) for word in named)])


def grid(cells: Sequence[Cell], width: float, metrics: QFontMetrics) -> tuple[int, int, int]:
    """How ``cells`` are laid out in ``width`` pixels: (form, columns, lines).  A value's word
    ("Health 2/3 Bruised": how hurt, in the ruleset's words) is worth a line: the full text wherever
    it fits, a bar a line if need be; else the word on a line of its own under the name and numbers
    (:data:`STACKED`); else the fewest lines first, then the richest text; a bar is always as wide
    as its text."""
    if not cells:
        return 0, 1, 0
    room = width - 2 * MARGIN
    best: tuple[int, int, int] | None = None
    words = worded(cells)
    for form in (0, STACKED, *range(1, FORMS)) if words else range(FORMS):
        widest = max(text_width(cell, form, metrics) for cell in cells) + TEXT_PAD
        if widest > room:
            continue
        columns = max(1, min(len(cells), int((room + GAP) // (widest + GAP))))
        lines = math.ceil(len(cells) / columns)
        if form in (0, STACKED) and words:
            return form, columns, lines
        if best is None or lines < best[2]:
            best = (form, columns, lines)
    return best if best is not None else (FORMS - 1, 1, len(cells))


def widest_bar(cells: Sequence[Cell], metrics: QFontMetrics, form: int = 0) -> int:
    """The width one bar a line needs to show ``form`` of every cell whole (cell margins included);
    with a body figure, the figure's width and the bars' beside it (the grid game's stamina beside
    its limbs: the figure's width alone left the bar 38 px, "Stam…")."""
    parts, bars = split(cells)
    figure = int(body_size(parts, metrics).width() + 2 * MARGIN) + 1 if parts else 0
    bar = max((metrics.horizontalAdvance(str(cell[form])) for cell in bars), default=0)
    width = int(bar + TEXT_PAD + 2 * MARGIN) + 1 if bars else 0
    return figure + int(MARGIN + GAP) + width if figure and width else max(figure, width)


def bar_lines(cells: Sequence[Cell], form: int, columns: int) -> list[int]:
    """How many lines of text each line of bars holds (2 where a bar shows its word under its
    numbers: :data:`STACKED`)."""
    heights = [len(lines_of(cell, form)) for cell in cells]
    return [max(heights[i : i + columns]) for i in range(0, len(cells), max(1, columns))]


def height_for(lines: int, metrics: QFontMetrics, tall: int = 0) -> int:
    """The height of ``lines`` lines of bars, ``tall`` of them with a second line of text (a
    value's word under the numbers)."""
    return int(lines * bar_height(metrics) + tall * metrics.lineSpacing() + (lines - 1) * LINE_GAP + 2 * MARGIN)


def grid_height(cells: Sequence[Cell], width: float, metrics: QFontMetrics) -> int:
    """The height ``cells`` take laid out in ``width`` pixels (:func:`grid`), margins included."""
    form, columns, lines = grid(cells, width, metrics)
    texts = bar_lines(cells, form, columns)
    return height_for(lines, metrics, sum(1 for count in texts if count > 1))


class TracksDelegate(QStyledItemDelegate):
    """Paints the bars; the tooltip and accessible text are set on the item.  The view's header
    gives the column's width, from which the row's height follows (one line of bars or more)."""

    def __init__(self, parent: QTreeView | None = None) -> None:
        super().__init__(parent)
        self.view = parent
        self._drawn: dict[tuple[Any, ...], QPixmap] = {}  # bars already painted, by what they show and their size
        self._sizes: dict[tuple[Any, ...], QSize] = {}  # (cells, column width, font) → the cell's size

    def forget(self) -> None:
        """Measure every cell again (the view's style or font changed)."""
        self._sizes.clear()
        self._drawn.clear()

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        cells = index.data(TRACKS_ROLE) or []
        super().paint(painter, option, index)
        if not cells:
            return
        rect = option.rect
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        font = painter.font()
        key = (tuple(cells), rect.width(), rect.height(), font.key(), ratio)
        bars = self._drawn.get(key)
        if bars is None:  # the bars are drawn once and copied after (a turn repaints rows that did not change)
            if len(self._drawn) > 512:
                self._drawn.clear()
            bars = QPixmap(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
            bars.setDevicePixelRatio(ratio)
            bars.fill(Qt.GlobalColor.transparent)
            canvas = QPainter(bars)
            canvas.setFont(font)
            self._paint_bars(canvas, QRectF(0, 0, rect.width(), rect.height()), cells)
            canvas.end()
            self._drawn[key] = bars
        painter.drawPixmap(rect.topLeft(), bars)

    @staticmethod
    def body_named(area: QRectF, cells: Sequence[Cell], metrics: QFontMetrics) -> int:
        """How the body figure names its parts: by their short names ("L. arm 6/6", NAMED) where
        they fit beside the bars (each bar a line, in its shortest form), else by the ruleset's
        abbreviations ("L.arm 6/6", ABBREVIATED), which the fight list's columns always leave the
        room for (:func:`ui.widgets.fight_columns.narrowest_tracks`): never the numbers alone,
        which a GM cannot tell apart."""
        parts, bars = split(cells)
        room = area.width() - 2 * MARGIN
        if bars:
            room -= MARGIN + GAP + max(metrics.horizontalAdvance(str(c[2])) for c in bars) + TEXT_PAD + 2 * MARGIN
        return NAMED if body_size(parts, metrics, NAMED).width() <= room else ABBREVIATED

    @classmethod
    def body_rect(cls, area: QRectF, cells: Sequence[Cell], metrics: QFontMetrics) -> QRectF | None:
        """Where the body figure goes (left, centred in height), or None without one."""
        parts, _bars = split(cells)
        if not parts:
            return None
        size = body_size(parts, metrics, cls.body_named(area, cells, metrics))
        top = area.top() + max(MARGIN, (area.height() - size.height()) / 2)
        return QRectF(area.left() + MARGIN, top, size.width(), size.height())

    @classmethod
    def bar_rects(cls, area: QRectF, cells: Sequence[Cell], metrics: QFontMetrics) -> tuple[int, list[QRectF]]:
        """The form shown and each bar's rectangle in ``area`` (what a test measures the texts
        against); the bars sit right of a body figure."""
        figure = cls.body_rect(area, cells, metrics)
        if figure is not None:
            area = area.adjusted(figure.width() + MARGIN + GAP, 0, 0, 0)
            cells = split(cells)[1]
        if not cells:
            return 0, []
        form, columns, lines = grid(cells, area.width(), metrics)
        rect = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        width = (rect.width() - GAP * (columns - 1)) / columns
        height, spacing = bar_height(metrics), metrics.lineSpacing()
        texts = bar_lines(cells, form, columns)
        tall = sum(1 for count in texts if count > 1)
        top = rect.top() + max(0.0, (rect.height() - height_for(lines, metrics, tall) + 2 * MARGIN) / 2)
        out = []
        for i, cell in enumerate(cells):
            line, column = divmod(i, columns)
            # a line's top: the lines above it, each as tall as its tallest bar; a bar as tall as its text
            y = top + sum(height + (count - 1) * spacing + LINE_GAP for count in texts[:line])
            own = height + (len(lines_of(cell, form)) - 1) * spacing
            out.append(QRectF(rect.left() + column * (width + GAP), y, width, own))
        return form, out

    @classmethod
    def _paint_bars(cls, painter: QPainter, area: QRectF, cells: Sequence[Cell]) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        figure = cls.body_rect(area, cells, metrics)
        if figure is not None:
            paint_body(painter, figure, split(cells)[0], cls.body_named(area, cells, metrics))
        form, rects = cls.bar_rects(area, cells, metrics)
        for cell_texts, cell in zip(split(cells)[1], rects, strict=True):
            health, filled, negative = cell_texts[3:6]
            words = paint_chip(painter, cell, health, filled, -1 if negative else filled)  # its fill under its words
            painter.setPen(QColor("#ff6b6b") if negative else QColor("#ffffff"))
            texts = lines_of(cell_texts, form)
            if len(texts) == 1:
                painter.drawText(
                    QRectF(cell.left() + 6, words.top(), cell.width() - 10, words.height()),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, texts[0],
                )
                continue
            line = bar_height(metrics) - (STEP_BAND + 1)  # each line where a bar of one line puts its own
            for i, text in enumerate(texts):
                place = QRectF(cell.left() + 6, cell.top() + i * metrics.lineSpacing(), cell.width() - 10, line)
                painter.drawText(place, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        fill_row(index)  # a fight list's row measured: its cells worked out first
        cells = index.data(TRACKS_ROLE) or []
        header = self.view.header() if self.view is not None else None
        room = header.sectionSize(index.column()) if header is not None else 0
        key = (tuple(cells), room, option.font.key())
        found = self._sizes.get(key)
        if found is None:  # the rows a change left alone measure their bars once
            if len(self._sizes) > 4096:
                self._sizes.clear()
            found = self._sizes[key] = self._measure(option.fontMetrics, cells, room)
        return QSize(found)

    def _measure(self, metrics: QFontMetrics, cells: Sequence[Cell], room: int) -> QSize:
        if not cells:
            return QSize(120, int(bar_height(metrics) + 2 * MARGIN))
        parts, bars = split(cells)
        figure = body_size(parts, metrics) if parts else None
        width = sum(metrics.horizontalAdvance(cell[0]) + TEXT_PAD for cell in bars) + GAP * max(0, len(bars) - 1)
        if figure is not None:
            figure = body_size(parts, metrics, self.body_named(QRectF(0, 0, room, 100), cells, metrics))
            width += figure.width() + GAP
            room -= int(figure.width() + MARGIN + GAP)
        height = (grid_height(bars, room, metrics) if room > 0 else height_for(1, metrics)) if bars else 0
        if figure is not None:
            height = max(height, int(figure.height() + 2 * MARGIN))
        return QSize(int(width + 2 * MARGIN), height)


def dead_words(conditions: Sequence[Condition], health_key: str) -> dict[str, str]:
    """The health track's word for a dead character (the rules' own "Dead" condition): the track reads
    dead, never the Health left by a death that was not from damage ("Health 1/3 Battered")."""
    dead = next((c for c in conditions if c.key == "dead"), None)
    return {health_key: dead.label} if dead is not None and health_key else {}
