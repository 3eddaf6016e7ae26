"""One character brought by two files of one batch: imported once.

The party exported as a spreadsheet and as Foundry actors, or one actor's file picked twice: a
character a previous file of the batch already brings (the same Foundry actor, or the same name and
kind where either file holds no actor id) is one character, not "Ana Reyes" and "Ana Reyes (2)".
The later file's is taken (a GM picks the newer file last, as a re-import takes the file over the
roster); the earlier is left out of the import but not refused.  The preview says on the character's
line which files bring it, and each field the two files give otherwise, and which one is taken.
Rows of one file keep their own rule: a name twice in one spreadsheet is two characters."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from app.rules.base import RulesError, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_commands import refit_state
from app.services.file_checks import line
from app.services.imports.csv_state import CONDITIONS, NOW, all_tracks
from app.services.imports.free_names import key_of
from app.services.imports.preview import FieldRow, ImportPreview, PreviewCharacter
from app.services.imports.updating import laid_over
from app.services.logtext import Translate, qt_translate

#: a character the batch's files bring more than once: the files, the earlier ones listed first
IN_FILES = QT_TRANSLATE_NOOP("log", "in {files} and {last}: one character, imported once from {last}")
#: a field the two files give otherwise: the earlier file's value, the later's, and the later taken
DIFFERS = QT_TRANSLATE_NOOP("log", "{field}: {before} in {first}, {after} in {last}: {last}'s is taken")
#: a table the two files give with other rows: as many, or how many each
ROWS_DIFFER = QT_TRANSLATE_NOOP("log", "{field}: other rows in {first} than in {last}: {last}'s are taken")
ROWS_COUNTED = QT_TRANSLATE_NOOP("log", "{field}: {before} {before|row|rows} in {first}, {after} in {last}: "
                                        "{last}'s are taken")
#: a text the two files give otherwise, too long for a line (the notes)
TEXT_DIFFERS = QT_TRANSLATE_NOOP("log", "{field}: not the same in {first} as in {last}: {last}'s is taken")
#: a field the later file does not give (no column, no key) and the earlier one does: the earlier's taken
#: (``count``: how many are named, for the languages whose words agree with it)
TAKEN_EARLIER = QT_TRANSLATE_NOOP("log", "{fields}: not in {last}: taken from {first}")
#: a line of one of the two files (what it leaves out, what to check), the file named
FROM_FILE = QT_TRANSLATE_NOOP("log", "{file}: {reason}")
#: the notes' label, as the preview's rows name them
NOTES = QT_TRANSLATE_NOOP("rules", "Notes")
#: the longest value said on a line of its own
SHORT = 40


def _same(first: PreviewCharacter, later: PreviewCharacter) -> bool:
    """Whether ``later`` is the character ``first`` is: one actor, or one name and kind where either
    holds no actor id (two actors of one name are two characters); one id of Deadwatch's, whatever
    the names (a party file and a spreadsheet exported in two languages), two ids two characters."""
    if first.uid and later.uid:
        return first.uid == later.uid and first.kind == later.kind
    if first.kind != later.kind or key_of(first.read_name or first.name) != key_of(later.read_name or later.name):
        return False
    return not (first.foundry_id and later.foundry_id and first.foundry_id != later.foundry_id)


def _chosen(first: PreviewCharacter, later: PreviewCharacter, joined: Sequence[tuple[str, str]]) -> bool:
    """Whether the GM made ``first`` and ``later`` one (their two names, one a roster character's)."""
    names = {key_of(first.read_name or first.name), key_of(later.read_name or later.name)}
    return any(names == set(pair) for pair in joined) and not (
        first.foundry_id and later.foundry_id and first.foundry_id != later.foundry_id)


def _now(row: FieldRow, tracks: frozenset[str]) -> bool:
    """Whether ``row`` shows a track's value now: so marked ("Health (now)", a spreadsheet's), or a
    track no field of the sheet shares a label with (a Foundry actor's Health)."""
    return row.now or row.label in tracks


def _label(row: FieldRow, tracks: frozenset[str] = frozenset()) -> dict[str, Any]:
    label = {"t": row.label, "ctx": "rules", "args": {}}
    return line(NOW, track=label) if _now(row, tracks) else label


def track_labels(ruleset: Ruleset) -> frozenset[str]:
    """The labels of the ruleset's tracks that are no label of a sheet field (Health, Life Points):
    a row of one is a value now, however a file marks it."""
    fields = {f.label for f in ruleset.sheet_fields()}
    return frozenset(t.label for t in all_tracks(ruleset, ()) if t.label not in fields)


def bare(value: Any) -> Any:
    """A value shown as a line of where it came from ("3 (Deadwatch's sheet kept in the file)"): the
    value alone, 3; any other as it is."""
    while isinstance(value, dict) and isinstance(value.get("args"), dict) and "value" in value["args"]:
        value = value["args"]["value"]
    return value


def differences(first: PreviewCharacter, later: PreviewCharacter,
                tracks: frozenset[str] = frozenset()) -> list[dict[str, Any]]:
    """A line for each field both files give and give otherwise, in the later one's order: the
    values compared, not how the file says them (an NPC's "3" and "3 (Deadwatch's sheet kept in the
    file)" agree; a Foundry actor's Health and a spreadsheet's "Health (now)", of ``tracks``, are one)."""
    earlier = {(f.label, _now(f, tracks)): f for f in first.fields if not f.refused}
    out: list[dict[str, Any]] = []
    for row in later.fields:
        was = earlier.get((row.label, _now(row, tracks)))
        if was is None or row.refused or (bare(was.value), was.rows, was.whole) == (bare(row.value), row.rows,
                                                                                    row.whole):
            continue
        if row.table:
            said = line(ROWS_DIFFER, field=_label(row, tracks), first=first.file, last=later.file) \
                if was.value == row.value or not isinstance(was.value, int) or not isinstance(row.value, int) else \
                line(ROWS_COUNTED, field=_label(row, tracks), before=was.value, after=row.value, first=first.file,
                     last=later.file)
            out.append(said)
        elif any(isinstance(v, str) and ("\n" in v or len(v) > SHORT) or bool(w)
                 for v, w in ((was.value, was.whole), (row.value, row.whole))):
            out.append(line(TEXT_DIFFERS, field=_label(row, tracks), first=first.file, last=later.file))
        else:
            out.append(line(DIFFERS, field=_label(row, tracks), before=was.value, after=row.value,
                            first=first.file, last=later.file))
    return out


def take_missing(first: PreviewCharacter, later: PreviewCharacter, ruleset: Ruleset,
                 translate: Translate = qt_translate) -> list[dict[str, Any]]:
    """Give ``later`` the fields (and the notes) its file does not give and ``first``'s does: a
    field absent from a file is not its default, the earlier file's value is taken; one line naming
    those whose value the default is not (none when all are)."""
    if later.person is None or first.person is None:
        return []
    sheet, theirs = dict(later.person["sheet"]), first.person.get("sheet") or {}
    taken = [f for f in ruleset.sheet_fields() if f.key in later.keep and f.key not in first.keep and f.key in theirs]
    named = [translate("rules", f.label) for f in taken if sheet.get(f.key) != theirs[f.key]]
    for spec in taken:
        sheet[spec.key] = copy.deepcopy(theirs[spec.key])
        later.fields.extend(r for r in first.fields if r.label == spec.label and not r.now and not r.refused)
    if taken:
        state = later.person.get("state")
        if isinstance(state, dict):  # its file's own values now stay as it says them, within the new bounds
            own = {k: v for k, v in state.items() if k in (later.tracks_given() or ()) and isinstance(v, int)}
            state = refit_state(ruleset, later.person["sheet"], sheet, state)
            for track in ruleset.tracks(sheet):
                if track.key in own:
                    state[track.key] = max(track.minimum, min(track.maximum, own[track.key]))
        later.person = {**later.person, "sheet": sheet, "state": state}
        later.given_elsewhere([f.key for f in taken],
                              [translate("rules", f.label) for f in taken if f.kind != "table"])
    named.extend(_take_tracks(first, later, ruleset, translate))
    named.extend(_take_state(first, later, ruleset, translate))
    if later.keep_notes and not first.keep_notes:
        later.person = {**later.person, "notes": first.person.get("notes") or ""}
        later.no_notes(False)
        later.fields.extend(r for r in first.fields if r.label in (NOTES, "Notes") and not r.now)
        if first.person.get("notes"):
            named.append(translate("rules", NOTES))
    return [line(TAKEN_EARLIER, fields=", ".join(named), count=len(named), first=first.file, last=later.file)] \
        if named else []


def _take_tracks(first: PreviewCharacter, later: PreviewCharacter, ruleset: Ruleset,
                 translate: Translate) -> list[str]:
    """Give ``later`` each track value now its file does not give ("Health (now)", no column of
    it) and ``first``'s does, within the track's bounds on ``later``'s sheet, with ``first``'s row
    of it; the labels of those the value is not ``later``'s own ("Health (now)")."""
    given = later.tracks_given()
    if given is None or later.person is None or first.person is None:
        return []
    theirs = first.tracks_given()
    state, earlier = later.person.get("state"), first.person.get("state")
    if not isinstance(state, dict) or not isinstance(earlier, dict):
        return []
    try:
        sheet = ruleset.validate_sheet(later.person["sheet"])
        old = ruleset.validate_sheet(first.person["sheet"])
        tracks = ruleset.tracks(sheet)
    except (RulesError, KeyError, TypeError, ValueError):
        return []
    fields = {f.label for f in ruleset.sheet_fields()}
    state, taken, named = dict(state), [], []
    for track in tracks:
        if track.key in given or (theirs is not None and track.key not in theirs) or track.key not in state:
            continue  # the later file's own; one the earlier does not give either; one worked out from the rest
        try:
            value = max(track.minimum, min(track.maximum, ruleset.track_value(old, earlier, track)))
        except (RulesError, KeyError, TypeError, ValueError):
            continue
        state[track.key] = value
        taken.append(track.key)  # named even at the value the later file's sheet starts at: its file's
        named.append(translate("log", NOW).replace("{track}", translate("rules", track.label)))
        later.fields.extend(replace(r, value=value) if r.now else r  # the value written, on the later sheet
                            for r in first.fields if r.label == track.label and not r.refused
                            and (r.now or r.label not in fields))
    if not taken:
        return []
    later.person = {**later.person, "state": state}
    fitted = {*later.person.get("maxima", ()), *(set(first.person.get("maxima", ())) & set(taken))}
    if fitted:  # an actor's tracks, fitted to their maximum here as read: an update fits them no more
        later.person["maxima"] = sorted(fitted)
    if later.keep_state is not None:  # an update sets them too, as the file's own
        later.keep_state = {**later.keep_state, "tracks": sorted({*later.keep_state.get("tracks", ()), *taken})}
    elif later.tracks_read is not None:
        later.tracks_read = sorted({*later.tracks_read, *taken})
    return named


def _take_state(first: PreviewCharacter, later: PreviewCharacter, ruleset: Ruleset,
                translate: Translate) -> list[str]:
    """Give ``later``, whose file gives the state in part (a spreadsheet with no "Deadwatch state"
    column), the state ``first``'s file gives whole (a Foundry actor's critical injuries, its
    conditions, what the export writes back): ``first``'s, with ``later``'s own tracks and condition
    words over it; ``later`` then gives the state whole.  ``first``'s rows of it come along; their
    labels (the injuries', the conditions').  Both in part: the conditions in words ``first``'s
    file writes and ``later``'s has no column of (:func:`_take_conditions`)."""
    if first.person is None or later.person is None:
        return []
    given = later.tracks_given()
    if given is None:
        return []  # the later file's own state, whole
    said = later.keep_state or {}
    if first.tracks_given() is not None:
        return _take_conditions(first, later, ruleset, translate)
    over = {"tracks": sorted(given), "conditions": bool(said.get("conditions"))}
    earlier, read = first.person.get("state"), later.person.get("state")
    if not isinstance(earlier, dict) or not isinstance(read, dict):
        return []
    try:
        state = laid_over(ruleset, first.person["sheet"], copy.deepcopy(earlier), later.person["sheet"], read, over)
    except (RulesError, KeyError, TypeError, ValueError):
        return []
    person = {**later.person, "state": state, "fresh": False}
    for key in ("rolls", "courses", "experience"):  # the numbers rolled for its injuries, where they stand
        if not person.get(key) and first.person.get(key):
            person[key] = copy.deepcopy(first.person[key])
    fitted = sorted(set(first.person.get("maxima", ())) - set(given))  # the earlier's tracks fitted as read
    if fitted:
        person["maxima"] = fitted
    later.person = person
    later.keep_state, later.tracks_read = None, None
    fields = {f.label for f in ruleset.sheet_fields()} | {NOTES}  # the notes: taken with them, or the later's
    worded = {c.value for c in ruleset.written_conditions()} if over["conditions"] else set()
    shown = {(r.label, r.now) for r in later.fields}
    rows = [r for r in first.fields if (r.label, r.now) not in shown and r.label not in fields
            and not r.refused and r.state not in worded]
    later.fields.extend(rows)
    return list(dict.fromkeys(translate("rules", r.label) for r in rows))


def _take_conditions(first: PreviewCharacter, later: PreviewCharacter, ruleset: Ruleset,
                     translate: Translate) -> list[str]:
    """Give ``later`` the conditions ``first``'s spreadsheet writes in words ("Poisoned") where
    ``later``'s has no Conditions column, with ``first``'s row of them; their label."""
    theirs, said = first.keep_state, later.keep_state
    if first.person is None or later.person is None or not theirs or not theirs.get("conditions") \
            or said is None or said.get("conditions"):
        return []
    state, read = later.person.get("state"), first.person.get("state")
    if not isinstance(state, dict) or not isinstance(read, dict):
        return []
    sheet = later.person["sheet"]
    try:
        state = laid_over(ruleset, sheet, state, sheet, read, {"tracks": [], "conditions": True})
    except (RulesError, KeyError, TypeError, ValueError):
        return []
    later.person = {**later.person, "state": state}
    later.keep_state = {**said, "conditions": True}
    rows = [r for r in first.fields if r.label == CONDITIONS and not r.refused]
    later.fields.extend(rows)
    return [translate("log", CONDITIONS)] if rows else []


def _from_file(file: str, said: dict[str, Any]) -> dict[str, Any]:
    """``said`` (a line a file's reading left) with its file named; one already named, as it is."""
    if said.get("t") == FROM_FILE:
        return said
    listed = said.get("args", {}).get("listed")
    return line(FROM_FILE, file=file, reason=said, listed=listed) if isinstance(listed, list) else \
        line(FROM_FILE, file=file, reason=said)


def _keep_lines(first: PreviewCharacter, later: PreviewCharacter, said: list[dict[str, Any]]) -> None:
    """Keep what each file's reading left out, noted and asks to check, each line naming its file:
    ``first``'s, then ``later``'s, after the lines of the two files made one (``said``; those of
    ``first``'s own making one of files before it give way to them).  The lines of the fields neither
    file gives (the line of those not in the file, those its system has no place for) stay as they
    are, ``later``'s."""
    joining = {IN_FILES, DIFFERS, ROWS_DIFFER, ROWS_COUNTED, TEXT_DIFFERS, TAKEN_EARLIER}
    gone = _rows_replaced(first, later)
    later.notices[:] = [*said, *(_from_file(first.file, x) for x in first.notices
                                 if x.get("t") not in joining and _named(x) not in gone),
                        *(_from_file(later.file, x) for x in later.notices)]
    later.joined_lines = len(said)
    later.warnings[:] = [*(_from_file(first.file, x) for x in first.warnings if _named(x) not in gone),
                         *(_from_file(later.file, x) for x in later.warnings)]
    own = [later.not_given_line(), *later.no_place_lines()]
    theirs = [first.not_given_line(), *first.no_place_lines()]
    later.ignored[:] = [*(_from_file(first.file, x) for x in first.ignored
                          if not any(x is y for y in theirs) and _named(x) not in gone),
                        *(x if any(x is y for y in own) else _from_file(later.file, x) for x in later.ignored)]


def _rows_replaced(first: PreviewCharacter, later: PreviewCharacter) -> set[str]:
    """The names of ``first``'s rows of the tables ``later``'s file gives (the actor's weapons, when
    the spreadsheet's weapon list is taken): what ``first``'s reading said of them concerns nothing
    imported, even of a row of the same name ``later``'s holds (the spreadsheet's row is the one taken);
    a name of a table taken from ``first`` stays said of (none when either is refused)."""
    if first.person is None or later.person is None:
        return set()
    theirs, ours = first.person.get("sheet") or {}, later.person.get("sheet") or {}

    def names(sheet: Any, keys: Any) -> set[str]:
        return {str(r.get("name")) for k in keys if isinstance(sheet.get(k), list)
                for r in sheet[k] if isinstance(r, dict) and isinstance(r.get("name"), str) and r.get("name")}
    given = [k for k, v in ours.items() if isinstance(v, list) and v != theirs.get(k)]  # not taken from first
    return names(theirs, given) - names(theirs, [k for k in theirs if k not in given])


def _named(said: Any, depth: int = 0) -> str | None:
    """The name of the row a line speaks of ("“Baseball bat”: Foundry does not say how many hands…"):
    its ``name`` argument, or one a few lines within it; None when it names none."""
    args = said.get("args") if isinstance(said, dict) else None
    if not isinstance(args, dict) or depth > 3:
        return None
    if isinstance(args.get("name"), str):
        return str(args["name"])
    for value in args.values():
        found = _named(value, depth + 1)
        if found is not None:
            return found
    return None


def join_files(preview: ImportPreview, ruleset: Ruleset | None = None, translate: Translate = qt_translate,
               same_names: Sequence[tuple[str, str]] = ()) -> int:
    """Make each character brought by a previous file of the batch one character: the later file's
    kept, said so, the earlier left out of the preview; how many were joined.  A file refused (a bad
    row) joins nothing: its rows are not imported, the other file's come in as they are.  With
    ``ruleset``, a field the later file does not give is the earlier file's (:func:`take_missing`).
    ``same_names``: names the GM made one ("Reyes, Ana" and the actor's "Ana Reyes", folded: the roster's
    first), joined as one name is, under the roster's name."""
    refused = preview.refused_files()
    tracks = track_labels(ruleset) if ruleset is not None else frozenset()
    kept: list[PreviewCharacter] = []
    joined = 0
    for c in preview.characters:
        if c.person is None or c.file in refused:
            kept.append(c)
            continue
        first = next((o for o in kept if o.person is not None and o.file != c.file and o.file not in refused
                      and (_same(o, c) or _chosen(o, c, same_names))), None)
        if first is None:
            kept.append(c)
            continue
        for roster, _other in same_names if not _same(first, c) else ():  # under the roster's name: it updates her
            named = next((x.read_name or x.name for x in (first, c) if key_of(x.read_name or x.name) == roster), "")
            if named and key_of(c.read_name or c.name) != roster:
                c.read_name = named
        files = [*first.also_in, first.file]
        c.also_in = files
        said = [line(IN_FILES, files=", ".join(files), last=c.file), *differences(first, c, tracks)]
        if ruleset is not None:  # a field the later file does not give: the earlier's
            said.extend(take_missing(first, c, ruleset, translate))
        _keep_lines(first, c, said)
        if first.foundry_id and not c.foundry_id:  # the actor's id, kept with the one character
            c.foundry_id = first.foundry_id
            c.person = {**c.person, "foundry_id": first.foundry_id}
        if first.uid and not c.uid:  # the character's own id too
            c.uid = first.uid
        kept[kept.index(first)] = c  # in the earlier one's place
        joined += 1
    preview.characters[:] = kept
    return joined
