"""A stored row's id as an ``int``.

SQLModel types every table's ``id`` as ``int | None``: None until the row is first flushed.  Rows
read from the store, or added and flushed, always have one; :func:`row_id` says so to the type
checker, and a row that was never saved is a programming error (TypeError, as ``int(None)`` is).
"""

from __future__ import annotations

from typing import Protocol


class Stored(Protocol):
    @property
    def id(self) -> int | None: ...


def row_id(row: Stored) -> int:
    found = row.id
    if found is None:
        raise TypeError(f"{type(row).__name__} has no id: it was never saved")
    return found
