"""The fight list's rows' widths, kept: what each row needs of each column
(:class:`ui.widgets.fight_columns.RowWidths`, measured when the row's measured texts change), and
the widest of each column over the rows, kept as rows change.  The columns' share
(:func:`ui.widgets.fight_columns.share_columns`) reads the widest of each column here, not every
row's texts: a turn or a round's end in a fight of four hundred measures the rows that changed."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.widgets.fight_columns import RowWidths
    from ui.widgets.fight_model import FightRow

#: the fields of RowWidths that are yes or no (counted: how many rows say yes)
FLAGS = ("several", "has_badges")


class KeptWidths:
    """Each row's widths with the fonts they were measured in, and the widest of each field."""

    def __init__(self) -> None:
        self._rows: dict[int, tuple[FightRow, RowWidths]] = {}  # id(row) → (row, its widths)
        self._fonts: object = None
        self._most: dict[str, int] = {}  # field → the widest of the rows' (stale: None, counted again)
        self._yes: dict[str, int] = {}  # flag → how many rows say yes
        self._stale: set[str] = set()
        #: the pixels the list lacked, at its columns' last share, to show its bars' values' words
        #: under their numbers ("Здоровье 3/3" over "Без ран"; 0: shown, or no word): what the dock
        #: asks of the columns beside it
        self.lack = 0
        #: ... and to show them on their bars' line ("Здоровье 3/3 Без ран"): what the dock asks of
        #: them once for each arrangement (:mod:`ui.docks.fight_room`)
        self.lack_line = 0

    def clear(self) -> None:
        """No row (the list emptied: a campaign opened, the dock bound again)."""
        self._rows.clear()
        self._most.clear()
        self._yes.clear()
        self._stale.clear()

    def update(
        self, rows: Sequence[FightRow], changed: Iterable[FightRow] | None, fonts: object,
        measure: Callable[[FightRow], RowWidths],
    ) -> None:  # fmt: skip
        """Measure the rows of ``changed`` (None, or other fonts: every row), those new to the list,
        and forget those gone."""
        if changed is None or fonts != self._fonts:
            self.clear()
            self._fonts = fonts
            changed = rows
        for row in changed:
            self._set(row, measure(row))
        if len(self._rows) != len(rows):  # rows came or went without being named
            live = {id(row): row for row in rows}
            for gone in [key for key in self._rows if key not in live]:
                self._drop(gone)
            for key, row in live.items():
                kept = self._rows.get(key)
                if kept is None or kept[0] is not row:
                    self._set(row, measure(row))

    def most(self, field: str) -> int:
        """The widest of a field over the rows (0: no row)."""
        if field in self._stale:
            self._stale.discard(field)
            self._most[field] = max((getattr(w, field) for _r, w in self._rows.values()), default=0)
        return self._most.get(field, 0)

    def any(self, flag: str) -> bool:
        """Whether any row says yes to a flag (several bars, badges)."""
        return self._yes.get(flag, 0) > 0

    def _set(self, row: FightRow, widths: RowWidths) -> None:
        kept = self._rows.get(id(row))
        old = kept[1] if kept is not None and kept[0] is row else None
        if kept is not None and old is None:  # another row under a reused id
            self._drop(id(row))
        self._rows[id(row)] = (row, widths)
        for field in widths._fields:
            value = getattr(widths, field)
            was = getattr(old, field) if old is not None else None
            if field in FLAGS:
                self._yes[field] = self._yes.get(field, 0) + int(bool(value)) - int(bool(was))
                continue
            most = self._most.get(field, 0)
            if value > most:
                self._most[field] = value
            elif was is not None and was == most and value < was:
                self._stale.add(field)  # the widest narrowed: counted again when asked

    def _drop(self, key: int) -> None:
        kept = self._rows.pop(key, None)
        if kept is None:
            return
        for field in kept[1]._fields:
            value = getattr(kept[1], field)
            if field in FLAGS:
                self._yes[field] = self._yes.get(field, 0) - int(bool(value))
            elif value == self._most.get(field, 0):
                self._stale.add(field)
