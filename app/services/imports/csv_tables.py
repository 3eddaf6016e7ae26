"""The rows of a spreadsheet's tables (weapons, gear) as the file writes them, nothing invented.

A table row's columns the file has but leaves empty are not filled with the column's default: a
gear bonus, a weapon's bonus the GM left blank is no bonus (0), not the +1 a new row of the sheet
starts with, so the preview and the roster never show a bonus the file never wrote.  A column the
file does not have at all starts at its default, as a field not in the file does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def unwritten_numbers(columns: Sequence[tuple[Any, ...] | None], rows: dict[str, dict[int, dict[str, Any]]]) -> None:
    """Set each number of ``rows`` (by table key, row number) whose cell the file leaves empty to
    0 where its column allows it; ``columns`` are the file's headings as read ((table, n, column)
    for a table's cell)."""
    for what in columns:
        if what is None or len(what) != 3:
            continue
        table, number, spec = what
        row = rows.get(table.key, {}).get(number)
        if row is None or spec.kind != "int" or spec.key in row or all(v in ("", None) for v in row.values()):
            continue  # no row, a number written, or a row the file leaves empty (not imported)
        low, high = spec.minimum, spec.maximum
        if (low is None or low <= 0) and (high is None or high >= 0):
            row[spec.key] = 0
