"""What an edit of a character's sheet changed, said in its log line: "Dana's sheet edited: Strength
3 → 4; Skills: Brawling 2 → 3, Dodge added" (it said "Dana's sheet edited" alone, and the GM reading
the log, or the undo, could not tell what had changed).

Each field of the ruleset's sheet that changed is one part, by its label: a number or a word
"{field} {before} → {after}"; a table by its rows, each found by its name (and type) before and
after: a row whose one number changed "Brawling 2 → 3", a row otherwise changed by its columns, a
row added or removed.  The name and the kind come first, the notes last; after the sheet's own fields,
the values it works out that the edit changed ("Life Points 30 → 34", "Essence 14 → 15"): the roster's
totals jumped while the line named only the Strength raised."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.rules.declarations import FieldSpec
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: the log line of a sheet edited, what changed after it
EDITED_WHAT = QT_TRANSLATE_NOOP("log", "{name}'s sheet edited: {changes}")
#: a field changed: "Strength 3 → 4"
FIELD_CHANGED = QT_TRANSLATE_NOOP("log", "{field} {before} → {after}")
#: a table changed, its rows' changes after its label: "Skills: Brawling 2 → 3"
TABLE_ROWS = QT_TRANSLATE_NOOP("log", "{field}: {rows}")
#: a row of a table whose one number changed: "Brawling 2 → 3"
ROW_CHANGED = QT_TRANSLATE_NOOP("log", "{row} {before} → {after}")
#: a row of a table with a column changed: "Knife, Damage d4×STR → d6×STR"
ROW_COLUMN_CHANGED = QT_TRANSLATE_NOOP("log", "{row}, {column} {before} → {after}")
ROW_ADDED = QT_TRANSLATE_NOOP("log", "{row} added")
ROW_REMOVED = QT_TRANSLATE_NOOP("log", "{row} removed")
#: a typed row by its name and type: "Guns (Handgun)"
ROW_TYPED = QT_TRANSLATE_NOOP("log", "{name} ({type})")
NOTES_EDITED = QT_TRANSLATE_NOOP("log", "notes edited")
NAME_FIELD = QT_TRANSLATE_NOOP("log", "Name")
KIND_FIELD = QT_TRANSLATE_NOOP("log", "Kind")
KIND_NAMES = {"pc": QT_TRANSLATE_NOOP("log", "Player character"), "npc": QT_TRANSLATE_NOOP("log", "NPC"),
              "zombie": QT_TRANSLATE_NOOP("log", "Zombie")}
#: the parts one after the other: within a table ", ", between fields "; "
COMMA = QT_TRANSLATE_NOOP("log", "{first}, {rest}")
SEMICOLON = QT_TRANSLATE_NOOP("log", "{first}; {rest}")
YES_NO = (QT_TRANSLATE_NOOP("log", "no"), QT_TRANSLATE_NOOP("log", "yes"))


def sheet_changes(fields: Sequence[FieldSpec], before: Mapping[str, Any], after: Mapping[str, Any]) -> list[Any]:
    """The parts of the sheet ``before`` that ``after`` changes, field by field in the sheet's order."""
    out: list[Any] = []
    for spec in fields:
        old, new = before.get(spec.key), after.get(spec.key)
        if old == new:
            continue
        label = _rules(spec.label)
        if spec.kind == "table":
            rows = table_changes(spec.columns, old, new)
            if rows:
                out.append(line(TABLE_ROWS, field=label, rows=joined(rows, COMMA)))
        else:
            out.append(line(FIELD_CHANGED, field=label, before=shown(spec, old), after=shown(spec, new)))
    return out


def worked_out_changes(rules: Ruleset, before: Mapping[str, Any], after: Mapping[str, Any]) -> list[Any]:
    """The values the sheet works out (the ruleset's :meth:`~app.rules.base.Ruleset.derived`, then the
    maxima of its tracks that are none of those) that ``after`` changes: "Life Points 30 → 34"."""
    try:
        old, new = rules.derived(dict(before)), rules.derived(dict(after))
        old_tracks = {t.key: t for t in rules.tracks(dict(before))}
        new_tracks = rules.tracks(dict(after))
    except RulesError:
        return []
    labels = rules.derived_labels()
    out: list[Any] = [line(FIELD_CHANGED, field=_rules(labels[key]), before=shown(None, old[key]),
                           after=shown(None, new[key]))
                      for key in labels if key in old and key in new and old[key] != new[key]]
    for track in new_tracks:
        was = old_tracks.get(track.key)
        if track.key not in labels and was is not None and was.maximum != track.maximum:
            out.append(line(FIELD_CHANGED, field=_rules(track.label), before=shown(None, was.maximum),
                            after=shown(None, track.maximum)))
    return out


def edited_line(name: str, parts: Sequence[Any]) -> tuple[str, dict[str, Any]]:
    """The log line's template and arguments: what changed after the name, or the name alone."""
    if not parts:
        return QT_TRANSLATE_NOOP("log", "{name}'s sheet edited"), {"name": name}
    return EDITED_WHAT, {"name": name, "changes": joined(parts, SEMICOLON)}


def renamed(before: str, after: str) -> Any:
    return line(FIELD_CHANGED, field=_log(NAME_FIELD), before=before, after=after)


def kind_changed(before: str, after: str) -> Any:
    """"Kind NPC → Player character"."""
    return line(FIELD_CHANGED, field=_log(KIND_FIELD), before=_log(KIND_NAMES.get(before, before)),
                after=_log(KIND_NAMES.get(after, after)))


def notes_edited() -> Any:
    return _log(NOTES_EDITED)


def table_changes(columns: Sequence[FieldSpec], before: Any, after: Any) -> list[Any]:
    """The rows of a table changed, added and removed, each found by its name and type."""
    old = [r for r in before if isinstance(r, Mapping)] if isinstance(before, list) else []
    new = [r for r in after if isinstance(r, Mapping)] if isinstance(after, list) else []
    left = list(old)
    out: list[Any] = []
    for row in new:
        twin = next((r for r in left if _key(r) == _key(row)), None)
        if twin is None:
            out.append(line(ROW_ADDED, row=_row_label(columns, row)))
            continue
        left.remove(twin)
        out.extend(_row_changes(columns, twin, row))
    out.extend(line(ROW_REMOVED, row=_row_label(columns, row)) for row in left)
    return out


def _row_changes(columns: Sequence[FieldSpec], before: Mapping[str, Any], after: Mapping[str, Any]) -> list[Any]:
    label = _row_label(columns, after)
    changed = [c for c in columns if c.key not in ("name", "type") and before.get(c.key) != after.get(c.key)]
    if len(changed) == 1 and changed[0].kind == "int":  # "Brawling 2 → 3"
        spec = changed[0]
        return [line(ROW_CHANGED, row=label, before=shown(spec, before.get(spec.key)),
                     after=shown(spec, after.get(spec.key)))]
    return [line(ROW_COLUMN_CHANGED, row=label, column=_rules(c.label), before=shown(c, before.get(c.key)),
                 after=shown(c, after.get(c.key))) for c in changed]


def _key(row: Mapping[str, Any]) -> tuple[str, str]:
    return str(row.get("name") or "").strip().casefold(), str(row.get("type") or "").strip().casefold()


def _row_label(columns: Sequence[FieldSpec], row: Mapping[str, Any]) -> Any:
    """A row by its name, a catalog's name in the GM's language ("Pelea"), with its type after it."""
    spec = next((c for c in columns if c.key == "name"), None)
    name = str(row.get("name") or "").strip()
    said: Any = shown(spec, name) if spec is not None else name
    kind = str(row.get("type") or "").strip()
    return line(ROW_TYPED, name=said, type=kind) if kind else said


def shown(spec: FieldSpec | None, value: Any) -> Any:
    """A value as the log says it: a choice by its label, yes or no, one minus sign."""
    if spec is not None:
        for choice in spec.choices:
            if choice.value == value:
                return choice.label if choice.own else _rules(choice.label)
    if isinstance(value, bool):
        return _log(YES_NO[value])
    if isinstance(value, int):
        return f"\u2212{-value}" if value < 0 else str(value)
    text = "" if value is None else str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def joined(parts: Sequence[Any], template: str) -> Any:
    """``parts`` one after the other, nested in ``template`` ("{first}, {rest}")."""
    said: Any = parts[-1]
    for part in reversed(parts[:-1]):
        said = line(template, first=part, rest=said)
    return said


def line(template: str, **args: Any) -> dict[str, Any]:
    """A nested line of the log's, translated when the line is read (as :mod:`app.services.file_checks`
    writes them; that module is not loaded for a sheet edited)."""
    return {"t": template, "ctx": "log", "args": args}


def _rules(text: str) -> dict[str, Any]:
    return {"t": text, "ctx": "rules", "args": {}}


def _log(text: str) -> dict[str, Any]:
    return {"t": text, "ctx": "log", "args": {}}
