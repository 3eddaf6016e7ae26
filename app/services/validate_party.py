"""Checking a characters file (File → Import characters) before anything is written.

The file is read as :mod:`app.services.validate_import` reads a session log (UTF-8 with or without
a byte order mark, JSON, sizes and nesting bounded).  Each character's sheet is checked against the
ruleset's declared :meth:`~app.rules.base.Ruleset.sheet_fields`: a field the ruleset does not
declare is refused, and every value must be one the sheet form can hold (a number within the
field's ``minimum`` and ``maximum``, or the spin box's own range when the field declares none; a
choice among its choices; a table's rows of its columns) before the ruleset's ``validate_sheet``
has its say.  A state that does not fit the sheet (the file's ruleset changed since, or it was
edited by hand) is replaced by a fresh one, and the import's log line says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.rules.base import FieldSpec, RulesError, Ruleset
from app.rules.features.ammo import NO_AMMO
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import field_bounds
from app.services.character_ids import taken_id
from app.services.command import CommandError
from app.services.damaged import KINDS
from app.services.file_checks import (
    NAME_LIMIT,
    TEXT_LIMIT,
    BadValueError,
    array,
    line,
    obj,
    read_json,
    refusal,
    short,
    string,
    value,
    whole,
)

FORMAT = "deadwatch-characters"
VERSION = 1
#: characters in one file, rows in one table of a sheet, characters of a character's notes
CHARACTER_LIMIT = 1_000
ROW_LIMIT = 1_000
NOTES_LIMIT = 100_000

NOT_OURS = QT_TRANSLATE_NOOP("log", "This file is not a Deadwatch characters file: {reason}. Nothing was imported.")
DAMAGED = QT_TRANSLATE_NOOP("log", "This characters file is damaged ({reason}); nothing was imported.")
NEWER = QT_TRANSLATE_NOOP(
    "log",
    "This characters file was written by a newer Deadwatch (version {version}; this one reads up to {newest}). "
    "Update Deadwatch to import it.",
)
#: the same, as refusals said it before they named the games (read where kept)
OTHER_RULES = QT_TRANSLATE_NOOP("log", "The characters were made for another ruleset.")
#: a file of another game, or of another preset of the campaign's: both named ("This file is for All
#: Flesh Must Be Eaten (Norms); this campaign plays The Walking Dead Universe.")
OTHER_GAME = QT_TRANSLATE_NOOP("log", "This file is for {theirs}; this campaign plays {ours}. Nothing was imported.")
#: a file of another preset of the campaign's game: the way across said (a spreadsheet's columns are
#: read by either preset, a count in another unit said and not carried)
OTHER_PRESET = QT_TRANSLATE_NOOP("log", "This file is for {theirs}; this campaign plays {ours}. Nothing was "
                                        "imported. To carry characters between the two, export the party as a "
                                        "spreadsheet (Ctrl+Shift+X, a name ending in .csv) and import that.")
#: a file of a game this Deadwatch does not know (a later version's, or a file written by hand)
UNKNOWN_GAME = QT_TRANSLATE_NOOP("log", "This file is for a game this Deadwatch does not play (“{theirs}”); this "
                                        "campaign plays {ours}. Nothing was imported.")
FRESH_STATE = QT_TRANSLATE_NOOP("log", "{name} starts unhurt: the state in the file does not fit this sheet")


def parse_characters(data: str | bytes, ruleset: Ruleset) -> list[dict[str, Any]]:
    """The characters of a file for this campaign's ruleset, each {"name", "kind", "sheet",
    "state", "notes", "fresh"} (``fresh``: the file's state was replaced); CommandError with the reason."""
    doc = read_json(data, NOT_OURS)
    if type(doc) is not dict or doc.get("format") != FORMAT:
        raise refusal(NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it is JSON of another kind")))
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise refusal(NOT_OURS, reason=line(QT_TRANSLATE_NOOP("log", "it has no version number")))
    if version > VERSION:
        raise refusal(NEWER, version=version, newest=VERSION)
    if doc.get("ruleset") != ruleset.id or doc.get("preset") != ruleset.preset:
        raise other_game(doc.get("ruleset"), doc.get("preset"), ruleset)
    where: dict[str, Any] = line(QT_TRANSLATE_NOOP("log", "the file"))
    out = []
    try:
        people = array(doc.get("characters"), "characters", CHARACTER_LIMIT)
        if not people:
            raise refusal(QT_TRANSLATE_NOOP("log", "The file holds no characters."))
        fields = tuple(ruleset.sheet_fields())
        for number, person in enumerate(people, start=1):
            name = person.get("name") if type(person) is dict else None
            where = (
                line(QT_TRANSLATE_NOOP("log", "character {number} ({name})"), number=number, name=short(name.strip()))
                if isinstance(name, str) and name.strip()
                else line(QT_TRANSLATE_NOOP("log", "character {number}"), number=number)
            )
            out.append(_character(person, ruleset, fields))
    except BadValueError as bad:
        reason = line(QT_TRANSLATE_NOOP("log", "{where}: {reason}"), where=where, reason=bad.reason)
        raise refusal(DAMAGED, reason=reason) from None
    return out


def other_game(theirs: Any, preset: Any, ours: Ruleset) -> CommandError:
    """The refusal of a file of the game ``theirs`` (its ``preset``) in a campaign of ``ours``: both
    games named, in the GM's language ("The characters were made for another ruleset" named neither)."""
    from app.rules import PRESETS, TITLES
    from app.services.imports.csv_ruleset import game_title

    mine = game_title(ours.id, ours.preset)
    if isinstance(theirs, str) and theirs in TITLES and (
            preset is None and not PRESETS.get(theirs) or isinstance(preset, str) and preset in PRESETS[theirs]):
        return CommandError(OTHER_PRESET if theirs == ours.id else OTHER_GAME, "log",
                            theirs=game_title(theirs, preset), ours=mine)
    said = short(f"{theirs}/{preset}" if isinstance(theirs, str) and isinstance(preset, str) else str(theirs))
    return CommandError(UNKNOWN_GAME, "log", theirs=said, ours=mine)


def _character(person: Any, ruleset: Ruleset, fields: Sequence[FieldSpec]) -> dict[str, Any]:
    person = obj(person, "character", optional=False)
    name = string(person.get("name"), "name", NAME_LIMIT).strip()
    if not name:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "it has no name")))
    kind = person.get("kind", "pc")
    if kind not in KINDS:
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is not a kind of character"), field="kind"))
    sheet = check_sheet(obj(person.get("sheet"), "sheet"), fields)
    try:
        sheet = ruleset.validate_sheet(sheet)
    except RulesError as exc:
        raise BadValueError({"t": str(exc), "ctx": "rules", "args": {}}) from None
    except (TypeError, ValueError, KeyError, AttributeError):  # a value the ruleset's checks did not expect
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "the sheet does not fit this ruleset"))) from None
    fresh = ruleset.initial_state(sheet)
    state = person.get("state")
    value(state, (None, "state"))
    fits = state is None or (_same_shape(state, fresh) and _works(ruleset, sheet, state))
    if fits and state is not None:
        check_state(state, ruleset, sheet)
    uid = person.get("id", person.get("uid"))  # the character's own id (Deadwatch's export), or none
    if uid is not None and (not isinstance(uid, str) or (uid and not taken_id(uid))):
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is not a Deadwatch character id"), field="id"))
    return {
        **({"uid": uid} if uid else {}),
        "name": name,
        "kind": kind,
        "sheet": sheet,
        "state": state if fits and state is not None else fresh,
        "notes": string(person.get("notes"), "notes", NOTES_LIMIT),
        "fresh": not fits,
    }


def check_state(state: dict[str, Any], ruleset: Ruleset, sheet: dict[str, Any]) -> None:
    """Each track of ``state`` within the range its tracker draws (the bounds the screens hold it
    to), and the values together as the ruleset allows them (a dead character at full Health)."""
    for track in ruleset.tracks(sheet):
        if track.key in state:
            whole(state[track.key], f"state.{track.key}", track.minimum, track.maximum, sheet=True)
    problem = ruleset.state_problem(sheet, state)
    if problem:
        raise BadValueError({"t": problem, "ctx": "rules", "args": {}})


def check_sheet(sheet: dict[str, Any], fields: Sequence[FieldSpec]) -> dict[str, Any]:
    """``sheet`` if every field is declared in ``fields`` and holds what its form allows."""
    specs = {f.key: f for f in fields}
    for key, item in sheet.items():
        spec = specs.get(key)
        if spec is None:
            raise BadValueError(
                line(
                    QT_TRANSLATE_NOOP("log", "the sheet has a field this ruleset does not know: {field}"),
                    field=short(key),
                )
            )
        check_field(spec, item, f"sheet.{key}")
    return sheet


def check_field(spec: FieldSpec, item: Any, field: str, cell: bool = False) -> None:
    """One value as the sheet form (``cell``: a table's cell) can hold it."""
    if spec.kind == "int":
        whole(item, field, *field_bounds(spec, column=cell), sheet=True)  # the sheet form's spin box, a cell's
    elif spec.kind == "text":
        string(item, field, TEXT_LIMIT, required=True)
    elif spec.kind == "bool":
        if type(item) is not bool:
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” should be yes or no"), field=field))
    elif spec.kind == "choice":
        if not any(type(item) is type(c.value) and item == c.value for c in spec.choices):
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "“{field}” is not one of its choices"), field=field))
    elif spec.kind == "table":
        columns = {c.key: c for c in spec.columns}
        for i, row in enumerate(array(item, field, ROW_LIMIT)):
            where = f"{field}[{i}]"
            for key, cell_value in obj(row, where, optional=False).items():
                if key not in columns:
                    raise BadValueError(
                        line(
                            QT_TRANSLATE_NOOP("log", "“{field}” has a column this ruleset does not know: {column}"),
                            field=where,
                            column=short(key),
                        )
                    )
                check_field(columns[key], cell_value, f"{where}.{key}", cell=True)
    else:
        value(item, (None, field))


def _same_shape(state: Any, fresh: dict[str, Any]) -> bool:
    """Every key of a fresh state with a value of its type; a key a ruleset keeps only for a while
    (how long a twdu character has been Broken) may be there besides."""
    return (
        isinstance(state, dict)
        and set(fresh) <= set(state)
        and all(
            isinstance(state[k], type(v)) or (isinstance(v, int) and isinstance(state[k], int))
            for k, v in fresh.items()
        )
    )


def _works(ruleset: Ruleset, sheet: dict[str, Any], state: dict[str, Any]) -> bool:
    """Whether what the trackers, the roster and the ammo ledger ask of a character works with ``state``."""
    try:
        ruleset.track_values(sheet, state)
        ruleset.conditions(sheet, state)
        checks = ruleset.check_rules()
        if checks is not None:
            checks.checks_due(sheet, state)
        ruleset.is_dead(sheet, state)
        (ruleset.ammo_rules() or NO_AMMO).ammo_stocks(sheet, state)
    except Exception:  # noqa: BLE001 - any failure means the state does not fit: a fresh one instead
        return False
    return True


def check_character(person: Any, ruleset: Ruleset, fields: Sequence[FieldSpec]) -> dict[str, Any]:
    """One character read from any file ({"name", "kind", "sheet", "state", "notes"}) checked as a
    characters file's are; BadValueError with the reason."""
    return _character(person, ruleset, fields)
