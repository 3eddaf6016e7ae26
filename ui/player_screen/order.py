"""The fight's order on the players' screen, every line whole at the size the screen gives it.

Whose turn it is comes with ▶ in yellow and bold; every other name is white, so a name stands out
from its health's lines; those who have acted have a ✓ before the name and their health in grey (a
name is never greyed like its lines); each revealed health follows its name, or
goes under it indented (a body's parts), a wrapped line never ending with a dangling "·".  A line
too wide for the column puts the health on a second row under the name (never "…") when the order
cannot go smaller (a third at most, never under the screen's least size of type) to keep every entry
on one line, and then every entry reads so, its name over its health (one form for every row); an
order too long for the room it has goes into two columns where every row holds whole in half the
width (never cut: "Torso 8/1", "Shambler" without its number), each entry whole in one column, and
beyond that its last row says how many more there are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render
from ui.player_screen.text import pixel_font

CURRENT = QColor("#ffd400")
ACTED = QColor("#9a9da3")
TEXT = QColor("#f2f3f5")
HEALTH = QColor("#c9ccd2")
MARK = "▶ "
DONE = "✓"  # before the name of one who has acted this round
#: a separator a wrapped line does not end with: the next line goes on after it
TRAILING = re.compile(r"\s*[·—]$")
MORE = QT_TRANSLATE_NOOP("PlayerDisplay", "and {count} more")
#: a word no line starts with: a number ("8/8", "−5/34") or a separator ("·", "—")
KEPT_WITH_THE_ONE_BEFORE = re.compile(r"[−-]?\d+(?:/\d+)?[,.;:)]?|[·—]")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
TOO_TALL = 1 << 20  # the height of what cannot fit at all: the composer takes a smaller size
#: how much smaller the order may go to keep every entry on one line rather than wrap one
SMALLER_FOR_ONE_LINE = 2 / 3

Line = tuple[str, str, bool, bool]  # name, health, current, acted
Row = tuple[int, str, str]  # the entry's index (-1: "and N more"), its part ("all", "name", "health"), its text


def _words(text: str) -> list[str]:
    """``text``'s words, a number or a separator joined to the word before it; a no-break space
    holds its words as one ("L.\u00a0arm\u00a08/8", a body part's pool)."""
    words: list[str] = []
    for word in text.split(" "):
        if not word:
            continue
        if words and KEPT_WITH_THE_ONE_BEFORE.fullmatch(word):
            words[-1] += f" {word}"
        else:
            words.append(word)
    return words


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayerDisplay", text)


class ScreenOrder(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("displayOrder")
        self.lines: list[Line] = []
        self.px = 12  # the size painted: the size asked for, or smaller (not below floor_px) to show every entry
        self.asked = 12
        self.floor_px = 1
        self.columns = 1
        #: a health too wide for the column wrapped at its spaces (the order beside the map, narrowed
        #: so that the map's tokens hold their names), else the type made smaller
        self.wrap_health = False
        self.rows: list[list[Row]] = []
        self._metric_cache: dict[tuple[str, int, bool], QFontMetrics] = {}
        self._advances: dict[tuple[str, int, bool], int] = {}

    def set_order(self, order: Sequence[dict[str, Any]]) -> None:
        lines = [
            (str(e["name"]), str(e.get("health") or ""), bool(e.get("current")), bool(e.get("acted"))) for e in order
        ]
        if lines != self.lines:
            self.lines = lines
            self._arrange()
            self.update()

    def set_font_px(self, px: int, floor: int | None = None) -> None:
        floor = self.floor_px if floor is None else floor
        if (px, floor) != (self.asked, self.floor_px):
            self.asked, self.floor_px = px, floor
            self._arrange()
            self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self._arrange()

    def text(self) -> str:
        """The lines as the players read them (one per combatant)."""
        return "\n".join(self._words(line) for line in self.lines)

    @staticmethod
    def _words(line: Line) -> str:
        name, health, current, _acted = line
        return (MARK if current else "\u00a0\u00a0\u00a0") + name + (f" — {health}" if health else "")

    def font_sizes(self) -> list[int]:
        return [self.px] if self.lines and self.isVisible() else []

    # ------------------------------------------------------------------ arranging
    def _metrics(self, px: int, bold: bool = False) -> QFontMetrics:
        key = (self.font().key(), px, bold)
        metrics = self._metric_cache.get(key)
        if metrics is None:
            metrics = self._metric_cache[key] = QFontMetrics(pixel_font(self.font(), px, bold))
        return metrics

    def _advance(self, text: str, px: int, bold: bool) -> int:
        key = (text, px, bold)
        width = self._advances.get(key)
        if width is None:
            if len(self._advances) > 4000:
                self._advances.clear()
            width = self._advances[key] = self._metrics(px, bold).horizontalAdvance(text)
        return width

    def spacing(self, px: int | None = None) -> int:
        return self._metrics(self.px if px is None else px, True).lineSpacing()

    def _indent(self, px: int) -> int:
        return self._advance(MARK, px, True)

    def _under(self, px: int) -> int:
        """How much further in a health under its name goes: indented under it, as a list's items."""
        return self._advance("\u2003", px, False)

    def _left(self, part: str, px: int) -> int:
        return self._indent(px) + (self._under(px) if part == "health" else 0)

    def _entry_rows(self, i: int, width: int, px: int, wrap: bool | None = None) -> list[Row]:
        """The entry on one row, else its name (wrapped at spaces if need be) over its health (with
        ``wrap``, or :attr:`wrap_health`, that wrapped too when it is wider than the column)."""
        name, health, current, _acted = self.lines[i]
        room = width - self._indent(px)
        whole = name + (f" — {health}" if health else "")
        if self._advance(whole, px, current) <= room:
            return [(i, "all", whole)]
        rows = [(i, "name", line) for line in self._wrapped(name, room, px, current)]
        room -= self._under(px)  # the health's lines indented under the name
        if not health:
            return rows
        # a health is painted in plain type, whose turn it is too: measured so, it wraps as the others';
        # at the least size of type (a body's six pools, "Head 4/4 · Torso 8/8 · L. arm 6/6 …") it
        # wraps between its parts rather than be cut, wherever the order stands
        may_wrap = self.wrap_health if wrap is None else wrap
        if wrap is None and px <= self.floor_px:
            may_wrap = True
        if may_wrap and self._advance(health, px, False) > room:
            return [*rows, *((i, "health", line) for line in self._wrapped(health, room, px, False))]
        return [*rows, (i, "health", health)]

    def _wrapped(self, text: str, room: int, px: int, bold: bool) -> list[str]:
        """``text`` in lines of ``room`` pixels, broken at its spaces (a word wider stays whole), never
        before a number or a "·": a pool's number stays with its name ("Torso (main" over "pool) 8/8",
        not "Torso (main pool)" over a lone "8/8"), as "Shambler 1" does."""
        lines: list[str] = []
        line = ""
        for word in _words(text):
            trial = f"{line} {word}" if line else word
            if line and self._advance(trial, px, bold) > room:
                lines.append(TRAILING.sub("", line))  # "Head 4/4", not "Head 4/4 ·" at the line's end
                line = word
            else:
                line = trial
        return [*lines, line]

    def rows_for(self, width: int, px: int, wrap: bool | None = None) -> list[Row]:
        """Every entry on a row of its own ("Mia Chen — Health 1/3"); once one has to go onto two
        (a Broken one's longer health), every entry does, its name over its health: one form for every
        row, never one "Ben Okafor" over "Health 0/3 · Broken" among the others' "Mia Chen — …"."""
        rows = [row for i in range(len(self.lines)) for row in self._entry_rows(i, width, px, wrap)]
        if all(part == "all" for _i, part, _text in rows):
            return rows
        stacked: list[Row] = []
        for i, (_name, health, _current, _acted) in enumerate(self.lines):
            own = [row for row in rows if row[0] == i]
            if own[0][1] == "all" and health:  # whole on one row: its name over its health, as the others
                room = width - self._indent(px)
                own = [*((i, "name", line) for line in self._wrapped(self.lines[i][0], room, px, self.lines[i][2])),
                       (i, "health", health)]
            stacked += own
        return stacked

    def needed_height(self, width: int, px: int, wrap: bool | None = None) -> int:
        """The rows' height at ``px``; more than any screen when a row cannot fit ``width`` at all
        (``wrap``: a health may be wrapped at its spaces, else :attr:`wrap_health` says)."""
        rows = self.rows_for(width, px, wrap)
        for i, part, text in rows:
            if self._left(part, px) + self._advance(text, px, self.lines[i][2] and part != "health") > width:
                return TOO_TALL
        return len(rows) * self.spacing(px)

    def _arrange(self) -> None:
        """The size asked for if every entry fits, else smaller down to ``floor_px``; one column if
        the rows fit, else two; at the floor, the rows that fit and "and N more"."""
        px = self.asked
        while True:
            self.px = px
            if self._lay_out() or px <= self.floor_px:
                break
            px = max(self.floor_px, int(px * 0.92))
        if not self._split():
            return
        # an entry on two rows (a Broken one's longer health) while the others take one: smaller,
        # down to a third less and never under the floor, every entry on a line of its own
        for smaller in range(px - 1, max(self.floor_px, round(px * SMALLER_FOR_ONE_LINE)) - 1, -1):
            self.px = smaller
            if self._lay_out() and not self._split():
                return
        self.px = px
        self._lay_out()

    def _split(self) -> bool:
        """Whether an entry is laid on more than one row."""
        return any(i >= 0 and part != "all" for column in self.rows for i, part, _text in column)

    def _lay_out(self) -> bool:
        """Rows in columns at ``self.px``: whether every entry shows whole.  Two columns only where
        every row holds whole in half the width ("Shambler 3" lost its "3", "Torso 8/10" read "8/1"
        in a narrow order split in two), and an entry never across both (its ▶ at one's foot and its
        health at the other's top): it goes whole to the next column."""
        room = max(1, self.height() // max(1, self.spacing()))
        rows = self.rows_for(self.width(), self.px)
        self.columns = 1
        if len(rows) > room and len(self.lines) > 1:
            half = self.width() // 2 - self.px
            two = self.rows_for(half, self.px)
            if all(self._row_width(row) <= half for row in two):
                self.columns, rows = 2, two
        columns = self._packed(rows, room, self.columns)
        whole = columns is not None
        if columns is None:  # the rows that fit, whose turn it is among them, and "and N more"
            current = next((i for i, line in enumerate(self.lines) if line[2]), 0)
            columns = self._packed(rows, room, self.columns, more=True)
            if columns is None or current not in {row[0] for column in columns for row in column}:
                columns = self._packed([row for row in rows if row[0] >= current - 1], room, self.columns, more=True)
            kept = {row[0] for column in (columns or []) for row in column}
            count = len(self.lines) - len(kept)
            columns = columns or [[]]
            if len(columns[-1]) >= room:  # a full column before the last one: the line goes to the next
                columns.append([])
            columns[-1] = [*columns[-1], (-1, "more", render(MORE, {"count": count}, "PlayerDisplay"))]
        self.rows = columns
        return whole and self.fits()

    @staticmethod
    def _packed(rows: list[Row], room: int, count: int, more: bool = False) -> list[list[Row]] | None:
        """``rows`` in ``count`` columns of ``room`` rows, each entry whole in one column; None when
        they do not all fit.  ``more``: as many entries as fit, leaving the last column's last row for
        "and N more" (never None)."""
        entries: list[list[Row]] = []
        for row in rows:
            if entries and entries[-1][0][0] == row[0]:
                entries[-1].append(row)
            else:
                entries.append([row])
        columns: list[list[Row]] = [[]]
        for entry in entries:
            last = len(columns) == count
            limit = room - (1 if more and last else 0)
            if len(columns[-1]) + len(entry) > limit:
                if last:
                    return columns if more else None
                columns.append([])
                limit = room - (1 if more and len(columns) == count else 0)
                if len(entry) > limit:
                    return columns if more else None
            columns[-1].extend(entry)
        return columns

    def fits(self) -> bool:
        """Every row whole within its column and the column's height."""
        width = self.width() // self.columns - (self.px if self.columns > 1 else 0)
        spacing = self.spacing()
        for column in self.rows:
            if len(column) * spacing > self.height():
                return False
            for row in column:
                if self._row_width(row) > width:
                    return False
        return True

    def _row_width(self, row: Row) -> int:
        current = row[0] >= 0 and self.lines[row[0]][2] and row[1] != "health"
        return self._left(row[1], self.px) + self._advance(row[2], self.px, current)

    # ------------------------------------------------------------------ painting
    def look(self, i: int, part: str) -> tuple[bool, QColor, int]:
        """How entry ``i``'s ``part`` ("name" or "health") is painted: bold, its colour, how far in.
        A name is white (yellow and bold on its turn), never greyed as its health's lines are."""
        _name, _health, current, acted = self.lines[i]
        if part == "health":
            return False, ACTED if acted else HEALTH, self._left("health", self.px)
        return current, CURRENT if current else TEXT, self._left("name", self.px)

    def marks(self) -> list[str]:
        """The mark before each entry's name: ▶ whose turn it is, ✓ who has acted, else none."""
        return [MARK.strip() if current else DONE if acted else "" for _n, _h, current, acted in self.lines]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        spacing = self.spacing()
        indent = self._indent(self.px)
        column_width = self.width() // self.columns
        plain, bold = pixel_font(self.font(), self.px), pixel_font(self.font(), self.px, True)
        for c, column in enumerate(self.rows):
            for r, (i, part, text) in enumerate(column):
                rect = QRect(c * column_width, r * spacing, column_width, spacing)
                if i < 0:
                    painter.setFont(plain)
                    painter.setPen(ACTED)
                    painter.drawText(rect.adjusted(indent, 0, 0, 0), int(LEFT), text)
                    continue
                name, health, current, _acted = self.lines[i]
                mark = self.marks()[i]
                first = r == 0 or column[r - 1][0] != i
                if mark and first and part != "health":
                    painter.setFont(bold)
                    painter.setPen(CURRENT if current else ACTED)
                    painter.drawText(rect, int(LEFT), mark)
                x = rect.left() + self._left(part, self.px)
                if part in ("all", "name"):
                    shown = name if part == "all" else text
                    is_bold, colour, _x = self.look(i, "name")
                    painter.setFont(bold if is_bold else plain)
                    painter.setPen(colour)
                    painter.drawText(QRect(x, rect.top(), rect.right() - x, spacing), int(LEFT), shown)
                    x += painter.fontMetrics().horizontalAdvance(shown)
                if health and part in ("all", "health"):
                    is_bold, colour, _x = self.look(i, "health")
                    painter.setFont(bold if is_bold else plain)
                    painter.setPen(colour)
                    shown = f" — {health}" if part == "all" else text  # (a wrapped health's line)
                    painter.drawText(QRect(x, rect.top(), rect.right() - x, spacing), int(LEFT), shown)
        painter.end()
