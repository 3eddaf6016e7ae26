"""One row of a party spreadsheet (:mod:`.csv_party`) read as a character of the import's preview.

Each cell is read as its column's field (:mod:`.csv_headings`, :mod:`.csv_words`); a cell the
field cannot hold refuses the row, naming the file, the row and the column.  The state columns set
how hurt the character is (:mod:`.csv_state`), its conditions in words are read with it
(:mod:`.csv_conditions`), and the sheet's own checks refuse what is out of its bounds.
"""

from __future__ import annotations

import json
from typing import Any

from app.rules.base import FieldSpec, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_ids import taken_id
from app.services.file_checks import NAME_LIMIT, line, short
from app.services.imports import csv_cells, csv_conditions, csv_hidden, csv_state, csv_words, note_titles
from app.services.imports.checking import check, hide_kept_cells, show_refused
from app.services.imports.csv_headings import KEPT_CELL, kept_columns
from app.services.imports.csv_language import table_heading
from app.services.imports.csv_tables import unwritten_numbers
from app.services.imports.csv_words import (
    KIND,
    KINDS,
    NAME,
    NO_NAME,
    NOT_A_CHOICE,
    NOT_A_KIND,
    NOTES,
    choices_said,
    kind_of,
)
from app.services.imports.preview import FieldRow, ImportPreview, PreviewCharacter
from app.services.logtext import Translate

#: a cell counted in another preset's unit (the file's), not read as the campaign's: its row, column, count, preset
NOT_CARRIED = QT_TRANSLATE_NOOP("log", "{row}: {column} {amount} ({preset}) — not carried: this campaign counts "
                                       "{unit}")
#: the same of a roster's character the file updates, with the campaign's count it keeps
NOT_CARRIED_KEPT = QT_TRANSLATE_NOOP("log", "{row}: {column} {amount} ({preset}) — not carried: this campaign "
                                            "counts {unit}; kept at {kept}")
#: a cell of the "Deadwatch id" column that is no id Deadwatch writes (typed over by hand)
NOT_AN_ID = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not a Deadwatch character id (empty the cell and "
                                     "the row is matched by its name)")


def read_row(cells: list[str], number: int, columns: list[tuple[Any, ...] | None], head: list[str],
             missing: tuple[list[str], list[str], int, list[str]], file: str, ruleset: Ruleset, preview: ImportPreview,
             translate: Translate, raw: list[str]) -> None:
    """One row read into ``preview``; ``head``: each column as the preview names it, ``raw``: as the
    file heads it (a refusal names it so); ``missing``: the sheet's fields the file has no column of
    (its tables too), the labels of those the preview names and how many they are."""
    where = line(QT_TRANSLATE_NOOP("log", "row {number}"), number=number)
    character = PreviewCharacter(file, where, "")
    preview.characters.append(character)
    sheet: dict[str, Any] = {}
    sources: dict[str, str] = {}
    tables: dict[str, str] = {}  # each table as the file heads it ("Оружие" of "Оружие 1: Урон")
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    notes = ""
    state: dict[str, Any] | None = None
    file_state: dict[str, Any] | None = None
    conditions: tuple[str, str] | None = None
    tracked: dict[str, tuple[int, str]] = {}
    other_units: list[tuple[tuple[Any, ...], str]] = []
    name_heading = translate("log", NAME)
    if len(cells) > len(head):
        character.refused.append(line(QT_TRANSLATE_NOOP("log", "it has more cells than the heading row has "
                                                               "columns")))
    for what, heading, own, cell in zip(columns, head, raw, cells, strict=False):
        if what is None:
            continue
        if what[0] == "name":
            character.name = cell.strip()[:NAME_LIMIT]
            name_heading = heading
        elif what[0] == "kind":
            kind = kind_of(cell, translate)
            if kind is None and cell.strip():
                character.refused.append(line(NOT_A_KIND, field=csv_cells.named_as(translate("log", KIND), heading),
                                              value=short(cell),
                                              accepted=", ".join(translate("log", t) for t in KINDS.values())))
            character.kind = kind or ("pc" if not cell.strip() else short(cell))  # a refused kind as the file says it
        elif what[0] == "notes":
            notes = note_titles.kept(ruleset, cell)  # titled lines kept in English, shown in the GM's language
            if cell.strip():  # as the sheet will show them: "Arquetipo: Policía" for a Spanish GM
                character.fields.append(FieldRow(NOTES, note_titles.shown(ruleset, notes, translate).strip(),
                                                 heading))
        elif what[0] == "id":  # the character's own id, as Deadwatch's export wrote it
            character.uid = taken_id(cell.strip())
            if cell.strip() and not character.uid:
                character.refused.append(line(NOT_AN_ID, field=csv_cells.named_as(translate("log", csv_state.ID),
                                                                                   heading), value=short(cell)))
        elif what[0] == KEPT_CELL:  # another preset's unit, or a cell this preset has no rule for
            if what[4] is not None and cell.strip() and cell.strip() != str(what[3].default):  # a 0 loses nothing
                other_units.append((what, cell.strip()))
        elif what[0] == "conditions":  # read with the state (:mod:`.csv_conditions`)
            conditions = (cell.strip(), heading)
        elif what[0] == "state":
            state = csv_state.read_state(cell, csv_cells.named_as(translate("log", csv_state.STATE), heading),
                                         character.refused)
            file_state = None if state is None else json.loads(json.dumps(state))  # before its tracks are set
        elif what[0] == "track":
            if not cell.strip():
                continue
            track_named = csv_cells.named_as(csv_words.now(what[1].label, translate), own)
            try:
                tracked[what[1].key] = (csv_words.value(FieldSpec(what[1].key, what[1].label, "int"), cell,
                                                        translate), track_named)
            except ValueError:
                character.refused.append(line(QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this "
                                                                       "field holds"),
                                              field=track_named, value=short(cell)))
                character.fields.append(FieldRow(what[1].label, short(cell), heading, now=True, refused=True))
                continue
            character.fields.append(FieldRow(what[1].label, tracked[what[1].key][0], heading, now=True))
        else:
            spec = what[-1]
            if spec.kind != "text" and not cell.strip() and len(what) == 3:
                continue  # an empty cell of a table row
            if len(what) != 3 and csv_cells.takes_default(spec, cell):  # a hand-typed row's empty cell
                sheet[spec.key] = spec.default
                sources[spec.key] = csv_words.named(spec.label, heading, translate)
                character.fields.append(FieldRow(spec.label, csv_cells.default_shown(spec), heading))
                continue
            try:
                value = csv_words.value(spec, cell, translate)
            except ValueError:
                named = csv_words.named(spec.label, heading, translate)
                character.refused.append(
                    line(NOT_A_CHOICE, field=named, value=short(cell), accepted=choices_said(spec, translate))
                    if spec.kind == "choice" else csv_cells.not_held(spec, named, short(cell)))
                if len(what) != 3:
                    character.fields.append(FieldRow(spec.label, short(cell), heading, refused=True))
                continue
            if len(what) == 3:
                rows.setdefault(what[0].key, {}).setdefault(what[1], {})[spec.key] = value
                sources[what[0].key] = translate("rules", what[0].label)
                tables.setdefault(what[0].key, table_heading(own) or sources[what[0].key])
            else:
                sheet[spec.key] = value
                sources[spec.key] = csv_words.named(spec.label, heading, translate)
                character.fields.append(FieldRow(spec.label, value, heading))
    unwritten_numbers(columns, rows)  # a bonus left blank is none, not the new row's +1
    for key, numbered in rows.items():
        table = [row for _, row in sorted(numbered.items()) if any(v not in ("", None) for v in row.values())]
        sheet[key] = table
        spec = next(f for f in ruleset.sheet_fields() if f.key == key)
        names = ", ".join(str(r.get("name", "")) for r in table)
        character.fields.append(FieldRow(spec.label, names, tables.get(key, sources[key])))
    character.ignored += [not_carried(what, cell, rows, ruleset, translate) for what, cell in other_units]
    character.ignored += csv_hidden.cells_not_kept(ruleset, rows)  # a close weapon's Range: said, not dropped
    character.not_given(*missing)
    if ("notes",) not in columns:  # no Notes column: an update keeps the roster's notes, said on a line of its own
        character.no_notes()
    if ("state",) not in columns:  # no state column: an update keeps the roster's state but for what the file writes
        character.keep_state = {"tracks": sorted(tracked), "conditions": bool(conditions and conditions[0])}
    if not character.name:
        character.refused.append(line(NO_NAME, field=csv_cells.named_as(translate("log", NAME), name_heading)))
    if character.refused:  # the rest of the row's refusals: its values out of their bounds, its words
        check(character, ruleset, sheet, None, notes, sources, state_values=tracked)
        csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
        return
    if state is not None:
        csv_state.set_tracks(ruleset, sheet, state, tracked, character)
        if character.refused:
            show_refused(character, ruleset, sheet)  # its rows in the GM's words, as an imported one's
            csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
            return
    check(character, ruleset, sheet, state, notes, sources, state_values=tracked)
    if character.person is None:  # refused by the sheet's checks: its words said with them
        csv_conditions.refuse_words(character, ruleset, conditions, sheet, file_state, translate)
        return
    csv_conditions.read_words(character, ruleset, conditions, file_state, translate)
    keep_cells = kept_columns(columns, ruleset)
    if keep_cells and character.person is not None:  # an update keeps the roster's cells of them
        character.person["keep_cells"] = keep_cells
        hide_kept_cells(character, tuple(ruleset.sheet_fields()), keep_cells)  # not shown as the file's


def not_carried(what: tuple[Any, ...], cell: str, rows: dict[str, dict[int, dict[str, Any]]], ruleset: Ruleset,
                translate: Translate) -> dict[str, Any]:
    """The preview's line of a cell counted in another preset's unit, not read as this one's:
    "9mm pistol: Ammo 15 rounds (Unisystem) — not carried: this campaign counts Ammo Points"."""
    from app.rules import PRESET_TITLES

    _, table, number, column, (preset, unit) = what
    name = str(rows.get(table.key, {}).get(number, {}).get("name") or "").strip() or \
        f"{translate('rules', table.label)} {number}"
    try:
        amount: Any = {"t": unit[1], "ctx": "rules", "args": {"count": int(cell)}}
    except ValueError:
        amount = short(cell)
    ours = ruleset.column_units().get((table.key, column.key))
    return line(NOT_CARRIED, row=name, column={"t": column.label, "ctx": "rules", "args": {}}, amount=amount,
                preset={"t": PRESET_TITLES.get(preset, preset or ""), "ctx": "rules", "args": {}},
                unit={"t": ours[0] if ours else "", "ctx": "rules", "args": {}},
                table=table.key, key=column.key, counted=ours[1] if ours else "{count}")


def kept_said(said: dict[str, Any], sheet: dict[str, Any]) -> dict[str, Any]:
    """A line of :func:`not_carried` for an update, with the count the roster's row keeps ("kept at 5
    Ammo Points", the sheet the update leaves); any other line as it is."""
    if said.get("t") not in (NOT_CARRIED, NOT_CARRIED_KEPT):
        return said
    args = {k: v for k, v in said.get("args", {}).items() if k != "kept"}
    rows = sheet.get(str(args.get("table")))
    found = [r for r in rows if isinstance(r, dict) and str(r.get("name") or "").strip() == args.get("row")] \
        if isinstance(rows, list) else []
    value = found[0].get(str(args.get("key"))) if found else None
    if not isinstance(value, int):
        return {**said, "t": NOT_CARRIED, "args": args}
    return {**said, "t": NOT_CARRIED_KEPT,
            "args": {**args, "kept": {"t": args.get("counted", "{count}"), "ctx": "rules", "args": {"count": value}}}}
