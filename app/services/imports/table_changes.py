"""What an update does to a table of the sheet (Skills, Weapons), said in one line of the preview and
the log, row by row: "Skills: Brawling: Level 2 → 3; Guns (Rifle) added (Level 2)", "Weapons: Пожарный
топор → Fire axe; Machete removed".  A row goes by its name (with the cell that tells two rows of one
name apart: "Guns (Rifle)" beside "Guns (Handgun)"); a row changed says its cells that changed, each
by its column ("Brawling: Level 2 → 3"), a row added its first number, named by its column ("Machete
added (Gear bonus 1)"): no number is left for the GM to guess (lines written before said "Brawling 2 →
3", "Machete added 1": still shown in the log of those imports).  A table whose rows have no names
says how many rows it ends with, as lines written before said every table ("Weapons: changed, 2
rows; replaced: …": still shown in the log of those imports)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.declarations import FieldSpec
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
#: a table changed row by row: its label and what changed, a part for each row ("Brawling 2 → 3")
TABLE_ROWS = QT_TRANSLATE_NOOP("log", "{field}: {rows}")
#: a row of a name other rows share, with the cell that tells it apart ("Guns (Rifle)")
ROW_OF = QT_TRANSLATE_NOOP("log", "{name} ({which})")
#: a row whose one number changed, as lines written before said it ("Brawling 2 → 3"; now :data:`ROW_CELLS`)
ROW_NUMBER = QT_TRANSLATE_NOOP("log", "{row} {before} → {after}")
#: a row whose other cells changed ("Guns (Rifle): Special no → yes, Level 2 → 3")
ROW_CELLS = QT_TRANSLATE_NOOP("log", "{row}: {cells}")
ROW_CELL = QT_TRANSLATE_NOOP("log", "{column} {before} → {after}")
#: a row the file adds, with its first number named by its column ("Machete added (Gear bonus 1)"), or
#: without one; :data:`ROW_ADDED` as lines written before said it ("Machete added 1")
ROW_ADDED_NAMED = QT_TRANSLATE_NOOP("log", "{row} added ({column} {value})")
ROW_ADDED = QT_TRANSLATE_NOOP("log", "{row} added {value}")
ROW_ADDED_PLAIN = QT_TRANSLATE_NOOP("log", "{row} added")
ROW_REMOVED = QT_TRANSLATE_NOOP("log", "{row} removed")
#: a row of the roster's the file's replaces in its place ("Пожарный топор → Fire axe")
ROW_REPLACED = QT_TRANSLATE_NOOP("log", "{before} → {after}")
#: a list of cells changed in one row, one after the other
CELLS_LISTED = QT_TRANSLATE_NOOP("log", "{first}, {rest}")
YES_NO = (QT_TRANSLATE_NOOP("log", "no"), QT_TRANSLATE_NOOP("log", "yes"))
NONE = QT_TRANSLATE_NOOP("log", "none")


def changed(label: dict[str, Any], before: Any, after: Any,
            columns: tuple[FieldSpec, ...] = ()) -> dict[str, Any]:
    """The line of a table ``label`` (of ``columns``) whose rows ``before`` the update makes ``after``."""
    had = len(before) if isinstance(before, list) else 0
    if had and not after:  # "Skills: changed, 0 rows" hid that every row goes
        return line(TABLE_EMPTIED_ONE if had == 1 else TABLE_EMPTIED, field=label, count=had)
    rows = row_changes(columns, before, after)
    if rows:  # "Skills: changed, 2 rows" said nothing of what changed
        return line(TABLE_ROWS, field=label, rows=rows)
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


def _named(rows: Any) -> list[Mapping[str, Any]] | None:
    """``rows`` when each is a row with a name, else None (a table said by its count)."""
    if not isinstance(rows, list) or not all(isinstance(r, Mapping) and str(r.get("name") or "").strip()
                                             for r in rows):
        return None
    return rows


def row_changes(columns: tuple[FieldSpec, ...], before: Any, after: Any) -> list[dict[str, Any]]:
    """What the update does to each row of a table of ``columns`` whose rows each have a name, a
    part each, in the order of the rows after it, the rows removed last; none when a row has no
    name (or the table no columns, or nothing changed)."""
    old, new = _named(before if before is not None else []), _named(after if after is not None else [])
    if not columns or old is None or new is None or "name" not in {c.key for c in columns}:
        return []
    specs = {c.key: c for c in columns}
    which = next((c for c in columns if c.key != "name" and c.kind == "text"), None)
    number = next((c for c in columns if c.kind == "int"), None)

    def key(row: Mapping[str, Any]) -> tuple[str, str]:
        return (str(row.get("name") or "").strip(), str(row.get(which.key) or "").strip() if which else "")

    shared = {n for n in (key(r)[0] for r in [*old, *new]) if sum(key(r)[0] == n for r in [*old, *new]) > 1
              and len({key(r) for r in [*old, *new] if key(r)[0] == n}) > 1}

    def name_of(row: Mapping[str, Any]) -> Any:
        name, kind = key(row)
        shown = _cell(specs["name"], name)
        return line(ROW_OF, name=shown, which=kind) if name in shared and kind else shown

    left = list(old)
    out: list[dict[str, Any]] = []
    added: list[tuple[int, Mapping[str, Any]]] = []
    for at, row in enumerate(new):
        twin = next((r for r in left if key(r) == key(row)), None)
        if twin is None:
            added.append((at, row))
            continue
        left.remove(twin)
        cells = [c for c in columns if c.key != "name" and twin.get(c.key) != row.get(c.key)
                 and not (which is not None and c is which)]
        if not cells:
            continue
        said: Any = ""
        for cell in reversed(cells):
            part = line(ROW_CELL, column=_label(cell),
                        before=_cell(cell, twin.get(cell.key)), after=_cell(cell, row.get(cell.key)))
            said = line(CELLS_LISTED, first=part, rest=said) if said else part
        out.append(line(ROW_CELLS, row=name_of(row), cells=said))
    for at, row in added:  # in the place of a row removed there: replaced ("Пожарный топор → Fire axe")
        gone = old[at] if at < len(old) and old[at] in left and not any(key(old[at]) == key(r) for r in new) \
            and key(old[at])[0] != key(row)[0] else None
        if gone is not None:
            left.remove(gone)
            out.append(line(ROW_REPLACED, before=name_of(gone), after=name_of(row)))
        elif number is not None and row.get(number.key) is not None and _kept(number, row):
            out.append(line(ROW_ADDED_NAMED, row=name_of(row), column=_label(number),
                            value=_cell(number, row.get(number.key))))
        else:
            out.append(line(ROW_ADDED_PLAIN, row=name_of(row)))
    out.extend(line(ROW_REMOVED, row=name_of(row)) for row in left)
    return out


def _kept(column: FieldSpec, row: Mapping[str, Any]) -> bool:
    """Whether the sheet keeps ``column`` for ``row`` (``with_value``: a weapon's Ammo for a ranged one
    alone): a zombie's bite added is "Bite added", not "Bite added (Ammo 0)"."""
    if not column.with_value:
        return True
    by, wanted = column.with_value
    return row.get(by) in wanted


def _label(spec: FieldSpec) -> dict[str, Any]:
    """A column's label, said in the GM's language when the line is shown ("Gear bonus")."""
    return {"t": spec.label, "ctx": "rules", "args": {}}


def _cell(spec: FieldSpec, value: Any) -> Any:
    """A cell as the line says it: a choice by its label (a named skill in the GM's language), yes
    or no, one minus sign."""
    for choice in spec.choices:
        if choice.value == value:
            return choice.label if choice.own else {"t": choice.label, "ctx": "rules", "args": {}}
    if isinstance(value, bool):
        return {"t": YES_NO[value], "ctx": "log", "args": {}}
    if isinstance(value, int):
        return f"\u2212{-value}" if value < 0 else str(value)
    text = "" if value is None else str(value).strip()
    if not text:  # "Specializations none → Rifle", not "Specializations  → Rifle"
        return {"t": NONE, "ctx": "log", "args": {}}
    return text if len(text) <= 60 else text[:59] + "…"
