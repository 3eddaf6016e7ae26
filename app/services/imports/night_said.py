"""What the import preview says of the files' state when the roster's is kept ("Keep the night's
wounds", :mod:`.night`).

With the box ticked an update takes the files' sheet and keeps the roster's health, stress,
conditions and injuries.  A file that says otherwise of them (a spreadsheet edited to heal a
character, a condition struck out) is not taken, and the preview says so under the character, a
line each under a heading of its own, never among the changes (:func:`not_taken`: "Health 3 in the
file: not taken, the night's wounds are kept (Alt+W to take them)"); and the character's rows of the
state show the value the update writes, the file's beside it (:func:`night_fields`; with the files'
state taken, a track that follows the new sheet's maximum: :func:`written_fields`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports.csv_state import CONDITIONS
from app.services.imports.preview import FieldRow
from app.services.logtext import Translate, qt_translate

#: a track of the file's state the night keeps: its label, the file's value and the key that takes it
NOT_TAKEN = QT_TRANSLATE_NOOP("log", "{field} {value} in the file: not taken, the night's wounds are kept "
                                     "({key} to take them)")
#: the file's conditions (and injuries) the night keeps
NOT_TAKEN_CONDITIONS = QT_TRANSLATE_NOOP("log", "Conditions in the file ({value}): not taken, the night's "
                                                "are kept ({key} to take them)")
#: a row of the state as the night keeps it: the value written, the file's beside it
KEPT_VALUE = QT_TRANSLATE_NOOP("log", "{value} (the night's, kept; in the file: {file})")
#: a row of a track the files' state sets, following the new sheet's maximum: the value written, the file's beside it
WRITTEN_VALUE = QT_TRANSLATE_NOOP("log", "{value} (its maximum {was} → {now} with the new sheet, the points lost "
                                         "kept; in the file: {file})")
NONE = QT_TRANSLATE_NOOP("log", "none")
#: an empty row's value beside the night's phrase: a word of no gender («nada», not «ninguno» of a
#: «Herida crítica»), whatever the field
NOTHING = QT_TRANSLATE_NOOP("rules", "none")
YES_NO = (QT_TRANSLATE_NOOP("log", "no"), QT_TRANSLATE_NOOP("log", "yes"))
#: the box's key, the same in every language (ui.latin_keys keeps the Latin letter working)
KEY = "Alt+W"
#: the templates of the lines above, for the preview to know a character whose file is not taken whole
TEMPLATES = frozenset({NOT_TAKEN, NOT_TAKEN_CONDITIONS})


def _tracks(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return dict(ruleset.track_values(dict(sheet), dict(state)))
    except (KeyError, TypeError, ValueError):
        return {}


def _conditions(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any], translate: Translate) -> str:
    try:
        return ", ".join(translate("rules", c.label) for c in ruleset.conditions(dict(sheet), dict(state)))
    except (KeyError, TypeError, ValueError):
        return ""


def _number(value: Any) -> Any:
    return f"\u2212{-value}" if isinstance(value, int) and not isinstance(value, bool) and value < 0 else value


def _state_value(value: Any) -> Any:
    """A value of the state as a row shows it: yes or no, the names of a list's entries (the
    injuries'), "none" for an empty one."""
    if isinstance(value, bool):
        return {"t": YES_NO[value], "ctx": "log", "args": {}}
    if isinstance(value, list):
        names = [str(v["name"]) for v in value if isinstance(v, Mapping) and str(v.get("name") or "").strip()]
        return ", ".join(names) if names else {"t": NOTHING, "ctx": "rules", "args": {}}
    return _number(value)


def not_taken(ruleset: Ruleset, sheet: Mapping[str, Any], taken: Mapping[str, Any], kept: Mapping[str, Any],
              translate: Translate = qt_translate) -> list[dict[str, Any]]:
    """The lines of the files' state the night does not take: ``taken`` is the state the file would
    set, ``kept`` the one the night keeps (each track that differs, then the conditions)."""
    out: list[dict[str, Any]] = []
    theirs, ours = _tracks(ruleset, sheet, taken), _tracks(ruleset, sheet, kept)
    try:
        tracks = ruleset.tracks(dict(sheet))
    except (KeyError, TypeError, ValueError):
        tracks = []
    for track in tracks:
        if track.key in theirs and theirs[track.key] != ours.get(track.key):
            out.append(line(NOT_TAKEN, field={"t": track.label, "ctx": "rules", "args": {}},
                            value=_number(theirs[track.key]), key=KEY))
    file_conditions = _conditions(ruleset, sheet, taken, translate)
    if file_conditions != _conditions(ruleset, sheet, kept, translate):
        out.append(line(NOT_TAKEN_CONDITIONS, value=file_conditions or {"t": NONE, "ctx": "log", "args": {}},
                        key=KEY))
    return out


def night_fields(ruleset: Ruleset, sheet: Mapping[str, Any], taken: Mapping[str, Any], kept: Mapping[str, Any],
                 fields: Sequence[FieldRow], translate: Translate = qt_translate) -> tuple[tuple[int, FieldRow], ...]:
    """The rows of ``fields`` the night shows otherwise, by their place: each row of a track (a
    "(now)" column, or a track's own label that is no field of the sheet) and the Conditions row
    whose value the night does not take show the roster's value, kept, with the file's beside it; so
    does a row of a key of the state (a Foundry status's, a critical injury's) the night keeps otherwise."""
    try:
        tracks = {t.label: t.key for t in ruleset.tracks(dict(sheet))}
        sheet_labels = {spec.label for spec in ruleset.sheet_fields()}
    except (KeyError, TypeError, ValueError):
        return ()
    ours = _tracks(ruleset, sheet, kept)
    out: list[tuple[int, FieldRow]] = []
    for at, row in enumerate(fields):
        key = tracks.get(row.label) if row.now or row.label not in sheet_labels else None
        if key is not None and key in ours and not row.refused and ours[key] != row.value:
            out.append((at, FieldRow(row.label, line(KEPT_VALUE, value=_number(ours[key]), file=_number(row.value)),
                                     row.source, now=row.now, said=row.said)))
        elif row.state and not row.refused and row.state in kept and kept.get(row.state) != taken.get(row.state):
            # a Foundry status or critical injury's row: the roster's, kept, the file's beside it
            out.append((at, FieldRow(row.label, line(KEPT_VALUE, value=_state_value(kept[row.state]),
                                                     file=_state_value(row.value)), row.source, state=row.state,
                                     said=row.said)))
        elif row.label == CONDITIONS and not row.now and not row.refused:
            mine = _conditions(ruleset, sheet, kept, translate)
            if mine != _conditions(ruleset, sheet, taken, translate):
                kept_value = line(KEPT_VALUE, value=mine or {"t": NOTHING, "ctx": "rules", "args": {}}, file=row.value)
                out.append((at, FieldRow(row.label, kept_value, row.source, said=row.said)))
    return tuple(out)


def written_fields(ruleset: Ruleset, old_sheet: Mapping[str, Any], sheet: Mapping[str, Any],
                   taken: Mapping[str, Any], fields: Sequence[FieldRow]) -> tuple[tuple[int, FieldRow], ...]:
    """The rows of ``fields`` of a track (a "(now)" column, or a track's own label that is no field
    of the sheet) whose value the files' state ``taken`` writes otherwise than the file holds it:
    a track whose maximum the new sheet changes keeps the points lost (Life Points 30 of 30 read,
    34 of 34 written), the value written shown with the file's beside it, by their place."""
    try:
        was = {t.key: t.maximum for t in ruleset.tracks(dict(old_sheet))}
        tracks = {t.label: t for t in ruleset.tracks(dict(sheet))}
        sheet_labels = {spec.label for spec in ruleset.sheet_fields()}
    except (KeyError, TypeError, ValueError):
        return ()
    ours = _tracks(ruleset, sheet, taken)
    out: list[tuple[int, FieldRow]] = []
    for at, row in enumerate(fields):
        track = tracks.get(row.label) if row.now or row.label not in sheet_labels else None
        if track is None or row.refused or track.key not in ours or ours[track.key] == row.value:
            continue
        value = line(WRITTEN_VALUE, value=_number(ours[track.key]), was=_number(was.get(track.key, track.maximum)),
                     now=_number(track.maximum), file=_number(row.value))
        out.append((at, FieldRow(row.label, value, row.source, now=row.now, said=row.said)))
    return tuple(out)
