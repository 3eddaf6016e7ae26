"""A character read from any file, checked against the campaign's sheet before it can be imported.

Every value must be one the sheet form holds (the bounds of :mod:`app.services.validate_party`,
the same the party files are held to), then the ruleset's own ``validate_sheet`` has its say and
the state must fit the sheet.  A refusal names the field where the file holds it (a CSV column,
a Foundry field's path).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from itertools import islice, product
from typing import Any

from app.rules.base import FieldSpec, RulesError, Ruleset
from app.rules.foundry import foundry_format
from app.rules.text import QT_TRANSLATE_NOOP
from app.services import validate_party
from app.services.bounds import XP_UNSPENT
from app.services.character_ids import taken_id
from app.services.file_checks import OFF_THE_SHEET, BadValueError, line, short
from app.services.imports.courses import fair_courses
from app.services.imports.preview import FOUNDRY_ID, FieldRow, ImportPreview, PreviewCharacter
from app.services.imports.track_now import show_now

#: lists and objects inside one another in one document (an actor, a row)
DEPTH_LIMIT = 32
#: a table row's item words, after its cells (a Foundry weapon's description)
DESCRIPTION = QT_TRANSLATE_NOOP("rules", "Description")


def too_deep(value: Any, limit: int = DEPTH_LIMIT) -> bool:
    """Whether ``value`` nests lists and objects deeper than ``limit``."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def check(character: PreviewCharacter, ruleset: Ruleset, sheet: Mapping[str, Any], state: Any, notes: str,
          sources: Mapping[str, str], rolls: list[dict[str, Any]] | None = None,
          state_values: Mapping[str, tuple[int, str]] | None = None) -> None:
    """Set ``character.person`` when the sheet holds only values the form can hold and the ruleset
    takes them; else add the refusals (the field named as ``sources`` says the file holds it), its
    rows shown as read in the GM's words all the same (:func:`show_refused`)."""
    _check(character, ruleset, sheet, state, notes, sources, rolls, state_values)
    if character.person is None and character.refused:
        show_refused(character, ruleset, sheet)


def show_refused(character: PreviewCharacter, ruleset: Ruleset, sheet: Mapping[str, Any]) -> None:
    """A refused character's choices and tables as read, worded as an imported one's are (es «Habilidades:
    2 filas: Arma de mano, Advertir», not «Hand Weapon, Notice»): its refusals say what keeps it out."""
    fields = tuple(ruleset.sheet_fields())
    read = {f.key: sheet[f.key] for f in fields if f.kind == "table" and isinstance(sheet.get(f.key), list)
            and all(isinstance(row, Mapping) for row in sheet[f.key])}
    show_choices(character, fields)
    show_tables(character, [f for f in fields if f.kind != "table" or f.key in read], read, ruleset)


def _check(character: PreviewCharacter, ruleset: Ruleset, sheet: Mapping[str, Any], state: Any, notes: str,
           sources: Mapping[str, str], rolls: list[dict[str, Any]] | None,
           state_values: Mapping[str, tuple[int, str]] | None) -> None:
    fields = tuple(ruleset.sheet_fields())
    specs = {f.key: f for f in fields}
    for key, value in sheet.items():
        where = sources.get(key, key)
        spec = specs.get(key)
        if spec is None:
            character.refused.append(line(QT_TRANSLATE_NOOP("log", "“{field}” is not a field of this sheet"),
                                          field=short(where)))
            continue
        try:
            validate_party.check_field(spec, value, where)
        except BadValueError as bad:
            character.refused.append(bad.reason)
            character.refuse_row(spec.label, False)
    if character.refused:
        if state is None and state_values:  # every refusal of the row, the tracks' too
            # a value the file gives that was refused is not in ``sheet`` (one not given is kept)
            unsure = [f for f in fields if f.kind != "table" and f.key not in sheet and f.key not in character.keep]
            _tracked(character, ruleset, sheet, state_values, unsure)
        return
    if state is None and state_values:
        state = _tracked(character, ruleset, sheet, state_values)
        if character.refused:
            return
    person = {"name": character.name, "kind": character.kind, "sheet": dict(sheet), "state": state, "notes": notes}
    try:
        checked = validate_party.check_character(person, ruleset, fields)
    except BadValueError as bad:
        character.refused.append(bad.reason)
        return
    if checked.get("fresh") and state is not None:
        character.ignored.append(line(QT_TRANSLATE_NOOP("log", "the health and conditions read do not fit this "
                                                               "sheet: the character starts unhurt")))
    checked["fresh"] = False
    checked["rolls"] = list(rolls or [])
    character.person = checked
    show_choices(character, fields)
    show_tables(character, fields, checked["sheet"], ruleset)
    show_item_words(character, fields, ruleset, checked["sheet"], checked.get("state"))
    show_now(character, ruleset, checked)  # "29 of 29", as the Life Points beside it say theirs


def _tracked(character: PreviewCharacter, ruleset: Ruleset, sheet: Mapping[str, Any],
             values: Mapping[str, tuple[int, str]], unsure: Sequence[FieldSpec] = ()) -> dict[str, Any] | None:
    """A fresh state with the track values read, each within its track's bounds on this sheet;
    ``unsure``: the fields whose value the file gives but that were refused, so that a track is
    not refused for bounds they set (Endurance 29 is no refusal of its own beside a Strength of "three")."""
    try:
        clean = ruleset.validate_sheet(sheet)
        state = ruleset.initial_state(clean)
        tracks = {t.key: t for t in ruleset.tracks(clean)}
    except (RulesError, TypeError, ValueError, KeyError):
        return None  # the sheet's own refusal comes next
    for key, (value, where) in values.items():
        track = tracks.get(key)
        if track is None or key not in state:  # a track worked out from the rest stays as a new one's
            continue
        if not track.minimum <= value <= track.maximum and not _may_fit(ruleset, sheet, unsure, key, value):
            # a path in an actor ("system.health.value") named by the track, as the GM knows it ("Health")
            said: Any = {"t": track.label, "ctx": "rules", "args": {}} if where.startswith(("system.", "flags.")) \
                else short(where, 160)  # the column named as the sheet names it, the file's heading beside it
            character.refused.append(line(OFF_THE_SHEET, field=said, value=value, low=track.minimum,
                                          high=track.maximum))
            character.refuse_row(track.label, True)
        state[key] = value
    return state


#: the most sheets :func:`_may_fit` works a track out on (the refused fields' values taken together)
FIT_SHEETS = 64


def _tried(spec: FieldSpec) -> tuple[Any, ...]:
    """The values of a field a track's bounds are worked out with when the file's was refused: its
    ends and its default (a number), each choice, yes and no."""
    if spec.kind == "int":
        return tuple(dict.fromkeys(v for v in (spec.minimum, spec.default, spec.maximum) if v is not None))
    if spec.kind == "bool":
        return (False, True)
    if spec.kind == "choice":
        return tuple(c.value for c in spec.choices) or (spec.default,)
    return (spec.default,)


def _may_fit(ruleset: Ruleset, sheet: Mapping[str, Any], unsure: Sequence[FieldSpec], key: str, value: int) -> bool:
    """Whether the track ``key`` could hold ``value`` had the refused fields ``unsure`` one of the
    values they may hold: then the value is not refused for bounds only a refused value set (said
    once, by that value's own refusal); too many to try: it may."""
    if not unsure:
        return False
    combos = list(islice(product(*(_tried(f) for f in unsure)), FIT_SHEETS + 1))
    if len(combos) > FIT_SHEETS:
        return True
    for combo in combos:
        try:
            tried = ruleset.validate_sheet({**sheet, **{f.key: v for f, v in zip(unsure, combo, strict=True)}})
            track = next((t for t in ruleset.tracks(tried) if t.key == key), None)
        except (RulesError, TypeError, ValueError, KeyError):
            continue
        if track is not None and track.minimum <= value <= track.maximum:
            return True
    return False


def _cell(spec: FieldSpec, value: Any) -> Any:
    """A value as the preview shows it: a choice by its label (a rules label as a line, translated
    when shown; a label of the GM's own as it is), never by the value it is stored as; a name the
    rules know in a text field (a skill: "Guns") by its label too, as the sheet shows it."""
    if spec.kind == "choice" or (spec.kind == "text" and spec.choices):
        choice = next((c for c in spec.choices if c.value == value), None)
        if choice is not None:
            return choice.label if choice.own else {"t": choice.label, "ctx": "rules", "args": {}}
    return value


def show_choices(character: PreviewCharacter, fields: Sequence[FieldSpec]) -> None:
    """Each choice field of the sheet shown by its label ("Starting item: Pistol (one fifteen-round
    magazine)", in the GM's language), not by its stored value ("pistol")."""
    choices = {f.label: f for f in fields if f.kind == "choice"}
    for at, row in enumerate(character.fields):
        spec = choices.get(row.label)
        if spec is not None and not isinstance(row.value, dict):
            character.fields[at] = replace(row, value=_cell(spec, row.value))


def _offered(column: FieldSpec, row: Mapping[str, Any]) -> bool:
    """Whether a table's cell says something of its row: a column worded by another of the row
    (``with_value``: a close combat weapon's range, a gear item's skill with no bonus) is not."""
    if not column.with_value:
        return True
    key, wanted = column.with_value
    return row.get(key) in wanted


def show_tables(character: PreviewCharacter, fields: Sequence[FieldSpec], sheet: Mapping[str, Any],
                ruleset: Ruleset | None = None) -> None:
    """Each table of the sheet shown row by row, as it will be set (after the ruleset's own checks),
    each cell in the sheet's words (``ruleset``'s: "d6×FUE", not the "d6×STR" stored); a table the
    file names but holds no row of is shown with its count, 0, not as an empty cell."""
    def cell(table: str, column: FieldSpec, value: Any) -> Any:
        shown = _cell(column, value)
        return ruleset.cell_words(table, column.key, shown) if ruleset is not None else shown

    for spec in fields:
        if spec.kind != "table":
            continue
        if not sheet.get(spec.key):
            character.fields = [replace(f, value=0, table=True) if f.label == spec.label and f.value in ("", None, 0)
                                else f for f in character.fields]
            continue
        rows = tuple(tuple((c.label, cell(spec.key, c, row.get(c.key))) for c in spec.columns if _offered(c, row))
                     for row in sheet[spec.key])
        at = next((i for i, f in enumerate(character.fields) if f.label == spec.label), None)
        if at is None:
            character.fields.append(FieldRow(spec.label, len(rows), spec.key, rows, table=True))
        else:
            old = character.fields[at]
            character.fields[at] = FieldRow(old.label, len(rows), old.source, rows, table=True, said=old.said,
                                            refused=old.refused)


def show_item_words(character: PreviewCharacter, fields: Sequence[FieldSpec], ruleset: Ruleset,
                    sheet: Mapping[str, Any], state: Any) -> None:
    """Each table row read with an item's words (a Foundry weapon's description) shows them after
    its cells ("Description: Her late husband's .38, the grip taped.")."""
    fmt = foundry_format(ruleset.id)
    if fmt is None or fmt.item_words is None or not isinstance(state, Mapping):
        return
    for spec in fields:
        at = next((i for i, f in enumerate(character.fields) if f.label == spec.label and f.rows), None)
        if spec.kind != "table" or at is None:
            continue
        rows = []
        for cells, entry in zip(character.fields[at].rows, sheet.get(spec.key) or (), strict=False):
            words = fmt.item_words(state, spec.key, str(entry.get("name", "")) if isinstance(entry, Mapping) else "")
            rows.append((*cells, (DESCRIPTION, short(words, 120))) if words else cells)
        character.fields[at] = replace(character.fields[at], rows=tuple(rows))


def shown_again(character: PreviewCharacter, ruleset: Ruleset) -> None:
    """The tables of ``character`` shown again from its sheet as it is now (a demo's words set to the
    roster's language after it was read: the rows say what Enter writes)."""
    person = character.person
    if person is None or not isinstance(person.get("sheet"), Mapping):
        return
    fields = tuple(ruleset.sheet_fields())
    show_tables(character, fields, person["sheet"], ruleset)
    show_item_words(character, fields, ruleset, person["sheet"], person.get("state"))
    kept = person.get("keep_cells")
    if isinstance(kept, Mapping):
        hide_kept_cells(character, fields, kept)


def hide_kept_cells(character: PreviewCharacter, fields: Sequence[FieldSpec], kept: Mapping[str, Any]) -> None:
    """The cells of the columns an update keeps as the roster has them (``kept``: by table, the
    columns the file has not) left out of the character's rows: not shown as the file's ("Ammo: 0"
    the file never wrote)."""
    for spec in fields:
        hidden = {c.label for c in spec.columns if c.key in kept.get(spec.key, ())}
        character.fields = [replace(f, rows=tuple(tuple(x for x in r if x[0] not in hidden) for r in f.rows))
                            if hidden and f.label == spec.label and f.rows else f for f in character.fields]


def recheck(preview: Any, ruleset: Ruleset) -> list[dict[str, Any]]:
    """The people of ``preview`` checked again as the command is asked for them (a preview is a plain
    record any caller can hand over): each as a characters file's, each roll of a number the file did
    not hold a small die on a track the state has; BadValueError with the reason."""
    if not isinstance(preview, ImportPreview):
        raise BadValueError(line(QT_TRANSLATE_NOOP("log", "this is not a preview Deadwatch read")))
    fields = tuple(ruleset.sheet_fields())
    people = []
    for read in preview.importable():
        # importable() gives only characters read whole; with "keep", the fields its file does not give
        person: dict[str, Any] = {**(read.person or {}), **({"keep": list(read.keep)} if read.keep else {})}
        checked = validate_party.check_character(person, ruleset, fields)
        actor = read.kept_id() if isinstance(read.foundry_id, str) else ""  # none another character holds
        if actor and FOUNDRY_ID.fullmatch(actor):
            checked["foundry_id"] = actor  # the actor it comes from: a later import updates it
        if taken_id(read.uid):  # the character's own id: a new one keeps it, unless another holds it
            checked["uid"] = read.uid
        rolls = person.get("rolls", []) if isinstance(person, dict) else []
        if not isinstance(rolls, list) or not all(_fair_roll(roll, checked["state"]) for roll in rolls):
            raise BadValueError(line(QT_TRANSLATE_NOOP("log", "a number to roll for {name} does not fit its sheet"),
                                     name=checked["name"]))
        checked["rolls"] = rolls
        if "courses" in person:  # an update keeps the roster's point of them (app.services.imports.courses)
            if not fair_courses(person["courses"], checked["state"]):
                raise BadValueError(line(QT_TRANSLATE_NOOP("log", "what {name} keeps of the roster does not fit "
                                                                  "its sheet"), name=checked["name"]))
            checked["courses"] = person["courses"]
        points = person.get("experience")
        if points is not None:  # the unspent experience points the file holds (a Foundry actor's)
            if type(points) is not int or not XP_UNSPENT[0] <= points <= XP_UNSPENT[1]:
                raise BadValueError(line(QT_TRANSLATE_NOOP("log", "the experience points of {name} are not a count "
                                                                  "Deadwatch keeps"), name=checked["name"]))
            checked["experience"] = points
        read_name = person.get("read_name")
        if isinstance(read_name, str) and read_name.strip() and len(read_name) <= 200:
            checked["read_name"] = read_name  # the file's name of one imported under another (:mod:`.read_names`)
        update = person.get("update") if isinstance(person, dict) else None
        if update is not None:  # the roster's character it updates, checked by the command
            if type(update) is not int:
                raise BadValueError(line(QT_TRANSLATE_NOOP("log", "the character {name} updates is not in the "
                                                                  "roster"), name=checked["name"]))
            checked["update"] = update
            # the files' sheet, the roster's state (the night's play), as chosen for it; only where the
            # preview showed that choice (a night that changes nothing is no choice: the log names it not)
            if preview.night_of(read) and preview.night_matters(read):
                checked["keep_night"] = True
            keep = person.get("keep", [])
            if isinstance(keep, list) and all(isinstance(k, str) and k in checked["sheet"] for k in keep):
                checked["keep"] = keep  # the fields its file does not give: the roster's stay
            cells = person.get("keep_cells")
            if isinstance(cells, dict) and all(
                    isinstance(k, str) and isinstance(v, list) and all(isinstance(c, str) for c in v)
                    for k, v in cells.items()):
                checked["keep_cells"] = cells  # the table cells of another preset's unit: the roster's stay
            if read.keep_notes:  # the file gives no notes: the roster's stay
                checked["keep_notes"] = True
            maxima = person.get("maxima")
            if isinstance(maxima, list) and all(isinstance(k, str) and k in checked["state"] for k in maxima):
                checked["maxima"] = maxima  # the tracks fitted to their maximum here as read (an actor's)
            given = read.keep_state
            if isinstance(given, dict) and isinstance(given.get("tracks"), list) and all(
                    isinstance(k, str) and k in checked["state"] for k in given["tracks"]):
                # the file gives the state in part: the rest of the roster's stays
                checked["keep_state"] = {"tracks": list(given["tracks"]), "conditions": bool(given.get("conditions"))}
        people.append(checked)
    return people


def _fair_roll(roll: Any, state: Any) -> bool:
    """One die of 2-100 sides (a few times over) to set a number already in the state."""
    if not isinstance(roll, dict) or not isinstance(roll.get("path"), list) or not roll["path"]:
        return False
    sides, times = roll.get("sides"), roll.get("times", 1)
    if type(sides) is not int or not 2 <= sides <= 100 or type(times) is not int or not 1 <= times <= 1000:
        return False
    if "face" in roll and (type(roll["face"]) is not int or not 1 <= roll["face"] <= sides):
        return False
    if "said" in roll and not (isinstance(roll["said"], dict) and isinstance(roll["said"].get("t"), str)):
        return False
    if "kept" in roll and not (isinstance(roll["kept"], dict) and isinstance(roll["kept"].get("t"), str)):
        return False
    target = state
    for key in roll["path"]:
        if isinstance(target, dict) and isinstance(key, str) and key in target:
            target = target[key]
        elif isinstance(target, list) and type(key) is int and 0 <= key < len(target):
            target = target[key]
        else:
            return False
    return type(target) is int
