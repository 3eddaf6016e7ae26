"""What an update does to a table of the sheet (Skills, Weapons), said in one line of the preview and
the log: the rows it ends with, and the roster's rows it removes or replaces in their places
("Weapons: changed, 2 rows; replaced: Пожарный топор → Fire axe")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line

#: a table changed: its label and its rows after
TABLE_CHANGED = QT_TRANSLATE_NOOP("log", "{field}: changed, {count} {count|row|rows}")
#: a table the update empties: its label and how many rows it had
#: a table changed that loses rows of the roster's: the names of those removed
TABLE_REMOVED = QT_TRANSLATE_NOOP("log", "{field}: changed, {count} {count|row|rows}; removed: {removed}")
#: a table changed whose rows of the roster's the file's replace in their places ("Пожарный топор → Fire axe")
TABLE_REPLACED = QT_TRANSLATE_NOOP("log", "{field}: changed, {count} {count|row|rows}; replaced: {replaced}")
TABLE_REPLACED_REMOVED = QT_TRANSLATE_NOOP(
    "log", "{field}: changed, {count} {count|row|rows}; replaced: {replaced}; removed: {removed}")
TABLE_EMPTIED = QT_TRANSLATE_NOOP("log", "{field}: all {count} {count|row|rows} removed")
TABLE_EMPTIED_ONE = QT_TRANSLATE_NOOP("log", "{field}: its one row removed")


def changed(label: dict[str, Any], before: Any, after: Any) -> dict[str, Any]:
    """The line of a table ``label`` whose rows ``before`` the update makes ``after``."""
    had = len(before) if isinstance(before, list) else 0
    if had and not after:  # "Skills: changed, 0 rows" hid that every row goes
        return line(TABLE_EMPTIED_ONE if had == 1 else TABLE_EMPTIED, field=label, count=had)
    count = len(after) if isinstance(after, list) else 0
    gone = removed_rows(before, after)
    renamed, gone = replaced_rows(before, after, gone)
    if renamed:  # "Пожарный топор → Fire axe": a row the file's replaces in its place, not a removal
        said = ", ".join(f"{old} \u2192 {new}" for old, new in renamed)
        if gone:
            return line(TABLE_REPLACED_REMOVED, field=label, count=count, replaced=said, removed=", ".join(gone))
        return line(TABLE_REPLACED, field=label, count=count, replaced=said)
    if gone:  # "Weapons: changed, 1 row" hid which of the roster's rows the file's replace
        return line(TABLE_REMOVED, field=label, count=count, removed=", ".join(gone))
    return line(TABLE_CHANGED, field=label, count=count)


def removed_rows(before: Any, after: Any) -> list[str]:
    """The names of the rows of a table ``before`` that ``after`` has not (the second "Knife" of two
    when it has one), in their order; none for rows without names."""
    left = [str(r.get("name") or "") for r in after if isinstance(r, Mapping)] if isinstance(after, list) else []
    gone = []
    for row in before if isinstance(before, list) else ():
        name = str(row.get("name") or "").strip() if isinstance(row, Mapping) else ""
        if name in left:
            left.remove(name)
        elif name:
            gone.append(name)
    return gone


def replaced_rows(before: Any, after: Any, gone: list[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """Of the rows ``gone`` (:func:`removed_rows`), those whose place in ``after`` holds a row of a
    name ``before`` has not ("Пожарный топор" whose place the file's "Fire axe" takes), each with
    that name; and the rows gone with no such row in their place."""
    if not isinstance(before, list) or not isinstance(after, list):
        return [], gone
    had = {str(r.get("name") or "").strip() for r in before if isinstance(r, Mapping)}
    left = list(gone)
    renamed: list[tuple[str, str]] = []
    for at, row in enumerate(before):
        name = str(row.get("name") or "").strip() if isinstance(row, Mapping) else ""
        if name not in left or at >= len(after) or not isinstance(after[at], Mapping):
            continue
        new = str(after[at].get("name") or "").strip()
        if new and new not in had:
            renamed.append((name, new))
            left.remove(name)
    return renamed, left
