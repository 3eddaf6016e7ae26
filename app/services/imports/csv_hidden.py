"""A spreadsheet's cells of a table column the sheet keeps only for some rows (``with_value``: a
twdu weapon's Range and Ammo, for a ranged weapon alone), given for a row that does not take it:
said among what is left out, with why ("Machete: Range “Short” is left out: the sheet has it only
where Kind is Ranged"), not dropped without a word while the revolver's row shows its range."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import FieldSpec, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short

#: a row's cell the sheet does not keep for that row: the row's name, the column, the file's value,
#: the column it depends on and the values of it that take the cell
NOT_FOR_ROW = QT_TRANSLATE_NOOP("log", "{row}: {column} “{value}” is left out: the sheet has it only where {by} is "
                                       "{values}")
#: the values taken, one after the other
OR = QT_TRANSLATE_NOOP("log", "{first} or {rest}")


def _word(spec: FieldSpec, value: Any) -> Any:
    """A cell's value in the sheet's words: a choice by its label."""
    choice = next((c for c in spec.choices if c.value == value), None)
    if choice is None:
        return short(str(value), 40)
    return choice.label if choice.own else {"t": choice.label, "ctx": "rules", "args": {}}


def cells_not_kept(ruleset: Ruleset, rows: Mapping[str, Mapping[int, Mapping[str, Any]]]) -> list[dict[str, Any]]:
    """A line for each cell the file gives (``rows``: each table's rows as read, by number) of a
    column its row does not take; a number 0 (an Ammo the file writes for every weapon) says nothing."""
    out: list[dict[str, Any]] = []
    tables = {f.key: f for f in ruleset.sheet_fields() if f.kind == "table"}
    for key, numbered in rows.items():
        table = tables.get(key)
        if table is None:
            continue
        by_key = {c.key: c for c in table.columns}
        for number, row in sorted(numbered.items()):
            for column in table.columns:
                if not column.with_value or column.key not in row:
                    continue
                value = row[column.key]
                by, wanted = column.with_value
                owner = by_key.get(by)
                had = row.get(by, owner.default if owner is not None else None)
                if had in wanted or value in ("", None) or (isinstance(value, int) and not value):
                    continue
                name = str(row.get("name") or "").strip() or f"{table.label} {number}"
                values: Any = ""
                for taken in reversed([_word(owner, w) if owner is not None else str(w) for w in wanted]):
                    values = line(OR, first=taken, rest=values) if values else taken
                out.append(line(NOT_FOR_ROW, row=short(name, 60),
                                column={"t": column.label, "ctx": "rules", "args": {}}, value=_word(column, value),
                                by={"t": owner.label if owner is not None else by, "ctx": "rules", "args": {}},
                                values=values))
    return out
