"""Characters of an import already in the roster: what importing them again changes.

A GM who edits the spreadsheet (or the Foundry actor) after a night imports it again: a character
named as one of the roster (the same name, case and spaces aside; the campaign has one ruleset)
updates that character rather than coming in beside it.  A character Deadwatch exported (its own
id, :mod:`app.services.character_ids`) updates the character of that id first, and a Foundry actor
the character imported from it (its ``_id``, kept as :attr:`~app.store.models.Character.foundry_id`),
renamed since on either side or not, translated (the English demo's Father Tom is «Отец Том»):
names are matched only after ids.  :func:`match_roster` finds that character
for each one read and says, field by field, what the update changes ("Strength: 3 → 4", "Health
(now): 3 → 1"), or that nothing does; :class:`~app.services.imports.preview.ImportPreview` decides
which of them update (the first of a name; none when the GM asks for new copies) and
:class:`~app.services.imports.command.ImportRead` writes it.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.rules.declarations import FieldSpec
from app.rules.foundry import foundry_format
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_commands import refit_state
from app.services.file_checks import line
from app.services.imports import courses, death, night_said, note_titles, table_changes
from app.services.imports.csv_state import NOW
from app.services.imports.csv_words import KIND, KINDS
from app.services.imports.free_names import key_of
from app.services.imports.night import night_state
from app.services.imports.preview import ID_HELD, KEPT_NUMBER, ImportPreview, PreviewCharacter, Update
from app.services.logtext import Translate, qt_translate
from app.store.models import Character

#: one field changed: its label, the value now and the value the import sets
CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after}")
#: the notes an update sets: the file's over the roster's, or none where the file's are empty
NOTES_REPLACED = QT_TRANSLATE_NOOP("log", "Notes: replaced by the file's")
NOTES_EMPTIED = QT_TRANSLATE_NOOP("log", "Notes: emptied (the file's are empty)")
#: the same, as lines written before said it (still shown in the log of those imports)
NOTES_CHANGED = QT_TRANSLATE_NOOP("log", "Notes: rewritten")
#: a track's value now that follows its maximum the new sheet changes, the night's wounds kept (the
#: points lost stay lost: AFMBE's Endurance is worked out from the attributes, the fatigue kept)
FOLLOWS_MAXIMUM = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (its maximum {was} → {now} with the new "
                                           "sheet; the points lost are kept)")
#: a track's maximum the new sheet changes, the damage taken kept ("Life Points: 30 → 34 (maximum)")
MAXIMUM_CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (maximum)")
#: a value the sheet works out that no track holds (AFMBE's Essence), changed with the sheet
WORKED_CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (worked out by the sheet)")
#: the lines of the values the sheet works out: said whole in the log, never counted among "N more"
WORKED_OUT = frozenset({WORKED_CHANGED, MAXIMUM_CHANGED, FOLLOWS_MAXIMUM})
NOTHING_CHANGES = QT_TRANSLATE_NOOP("log", "nothing changes")
#: the campaign's unspent experience points of a character, which an actor's experience sets
UNSPENT = QT_TRANSLATE_NOOP("log", "Unspent experience points")
#: a character matched by its name keeps the Foundry actor's id: a later import finds it renamed
LINKED = QT_TRANSLATE_NOOP("log", "linked to its Foundry actor: found again if renamed")
CONDITIONS = QT_TRANSLATE_NOOP("log", "Conditions")
#: said at the top of the preview: the conditions and injuries an update takes away
LOSES = QT_TRANSLATE_NOOP("log", "{name} loses {conditions}")
NONE = QT_TRANSLATE_NOOP("log", "none")
#: a list of words in a log line, one after the other ("Poisoned, Deep cut")
LISTED = QT_TRANSLATE_NOOP("log", "{first}, {rest}")
#: a character of a batch that would update the roster's character an earlier one of it updates: refused
SAME_TWICE = QT_TRANSLATE_NOOP("log", "{other} already updates “{name}” of the roster: the same character twice "
                                      "in these files")
#: a Foundry actor whose id one character of the roster holds and whose name and kind are another's
ID_NOT_NAME = QT_TRANSLATE_NOOP("log", "its Foundry actor id is “{holder}”'s, but its name and kind are "
                                       "“{name}”'s: it updates “{name}”, and “{holder}” is left as it is")
YES_NO = (QT_TRANSLATE_NOOP("log", "no"), QT_TRANSLATE_NOOP("log", "yes"))


def match_roster(preview: ImportPreview, roster: Sequence[Character], ruleset: Ruleset,
                 translate: Translate = qt_translate, unspent: Mapping[int, int] | None = None,
                 named: Mapping[int, str] | None = None) -> int:
    """Give each character read whole that is one of ``roster`` its :class:`Update`: that character
    and what importing over it changes; how many were matched.  A character of Deadwatch's export is
    the character of its id (:attr:`~app.store.models.Character.uid`), whatever the names.  A Foundry
    actor is the character imported from it (the same ``_id``), whatever either is called now; any
    other is the character of its name, unless that one came from another Foundry actor; an actor whose id is one
    character's but whose name and kind are exactly another's is that other (said on its line), and
    keeps no id another character holds.  A second actor of one id in the files comes in without it
    (:func:`refuse_same_actor`); a second row that would update a character an earlier one updates
    (what :mod:`.same_batch` did not make one: rows of one file, two names of one character) is
    refused, naming the first.  ``unspent``: the
    campaign's unspent experience points of each character (0 for one not in it).  ``named``: the
    name read from the file of each character an import made (:mod:`.read_names`), by id: a row read
    under that name is the last copy made of it ("Gloria" updates the "Gloria (2)" it made) unless a
    row of the same file names that copy exactly (Deadwatch's own export: each row its own
    character); see :func:`_of_read_name`."""
    by_name: dict[str, Character] = {}
    by_actor: dict[str, Character] = {}
    rows = {each.id: each for each in roster}
    made: dict[str, list[Character]] = {}  # by the name read: the characters imports made of it, in order
    for cid, read in sorted((named or {}).items()):
        if cid in rows:
            made.setdefault(key_of(read), []).append(rows[cid])
    by_uid: dict[str, Character] = {}
    for each in roster:
        by_name.setdefault(key_of(each.name), each)
        if each.foundry_id:
            by_actor.setdefault(each.foundry_id, each)
        if each.uid:
            by_uid.setdefault(each.uid, each)
    matched = 0
    fmt = foundry_format(ruleset.id)
    refuse_same_actor(preview)
    claimed: dict[int, PreviewCharacter] = {}
    ids = {c.uid for c in preview.characters if c.uid}  # the ids the files give: each the one character's
    refused = preview.refused_files()  # a row of a file left out claims no character of the roster
    for c in preview.characters:
        owner = by_actor.get(c.foundry_id) if c.foundry_id else None
        row, same_actor = owner, owner is not None
        own = by_uid.get(c.uid) if c.uid else None
        of_name = by_name.get(key_of(c.read_name or c.name))
        renamed = owner is not None and key_of(owner.name) != key_of(c.read_name or c.name)
        if own is not None:  # the character's own id, which Deadwatch's export wrote: it, whatever the names
            row, same_actor = own, owner is own
        elif owner is not None and renamed and of_name is not None and of_name is not owner \
                and of_name.kind == c.kind:
            # the id is one character's, the name and kind exactly another's: the name is taken, and said
            row, same_actor = of_name, False
            if c.person is not None:
                c.notices.append(line(ID_NOT_NAME, holder=owner.name, name=of_name.name))
                c.id_said = True
        elif owner is not None and renamed and owner.kind != c.kind:
            # neither the name nor the kind of the character that holds the id (an NPC a faulty export
            # gave a PC's id): not taken for it; the id stays the holder's, and the preview says so
            row, same_actor = None, False
        if row is None:
            key = key_of(c.read_name or c.name)
            row = _of_read_name(c, key, preview, by_name, made, by_actor, by_uid) or by_name.get(key)
            if row is not None and c.foundry_id and row.foundry_id and row.foundry_id != c.foundry_id:
                row = None  # another actor of the same name: a character of its own
            if row is not None and c.uid and row.uid and row.uid != c.uid and row.uid in ids:
                row = None  # the roster's character of that name is another row's of the files (by its id)
        c.id_holder = owner.name if owner is not None and owner is not row else ""
        if row is None or row.id is None or c.person is None:
            continue
        first = claimed.get(row.id) if c.file not in refused else None
        if first is not None:  # the same character twice in one batch, not joined as one: the later refused
            c.refused.append(line(SAME_TWICE, other=first.place(), name=row.name))
            c.person, c.update = None, None
            continue
        if c.file not in refused:
            claimed[row.id] = c
        c.update = _update_of(c, row, same_actor, ruleset, translate, unspent, fmt, same_id=own is row)
        matched += 1
    for c in preview.characters:  # "Reyes, Ana" beside the roster's Ana Reyes: offered, not taken
        if c.person is None or c.update is not None or c.file in refused or c.foundry_id and c.foundry_id in by_actor \
                or c.uid and c.uid in by_uid:
            continue
        # a spreadsheet's row is offered against a character imported from an actor too (Ana Reyes
        # imported from her actor, then the party's spreadsheet alone); another actor is not
        alike = [r for r in roster if r.id is not None and same_person(r.name, c.read_name or c.name)
                 and (not r.foundry_id or r.id in claimed or not c.foundry_id)]
        if len(alike) == 1 and alike[0].id in claimed:  # updated by another row of the batch: one with it?
            c.beside, c.beside_name = claimed[int(alike[0].id)].place(), alike[0].name
        elif len(alike) == 1 and (not alike[0].foundry_id or not c.foundry_id):
            claimed[int(alike[0].id)] = c  # type: ignore[arg-type]
            c.maybe = _update_of(c, alike[0], False, ruleset, translate, unspent, fmt)
    return matched


def same_person(one: str, other: str) -> bool:
    """Whether two names are one person's written another way: "Reyes, Ana" and "Ana Reyes", "ana
    reyes", "Ána Reyes" (the same words in any order, case and accents aside), not the same name."""
    def words(name: str) -> list[str]:
        plain = "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch))
        return sorted(w for w in re.split(r"[\s,;]+", plain.casefold()) if w)
    return key_of(one) != key_of(other) and len(words(one)) > 0 and words(one) == words(other)


def _update_of(c: PreviewCharacter, row: Character, same_actor: bool, ruleset: Ruleset, translate: Translate,
               unspent: Mapping[int, int] | None, fmt: Any, same_id: bool = False) -> Update:
    """The :class:`Update` of ``row`` by the character read ``c``: what importing over it changes."""
    assert c.person is not None and row.id is not None
    person = {**c.person, "keep": c.keep, "keep_state": c.keep_state, "keep_notes": c.keep_notes,
              "unspent_now": (unspent or {}).get(row.id, 0)}
    c.kept_numbers = []
    for roll in c.person.get("rolls", []):
        kept = roster_number(row.state, c.person["state"], roll["path"])
        rolled = next((f.value for f in c.fields if roll.get("source") and f.source == roll["source"]), None)
        said = roll.get("said")
        if kept is not None and rolled is not None and isinstance(said, dict):
            name = said.get("args", {}).get("name", "")
            told = roll.get("kept")  # the number with its unit ("lethal in 3 hours"), as the rules word it
            kept_line = {**told, "args": {**told.get("args", {}), "value": kept}} \
                if isinstance(told, dict) and isinstance(told.get("t"), str) \
                else line(KEPT_NUMBER, name=name, value=kept)
            c.kept_numbers.append((str(roll["source"]), rolled, kept_line))
    said_course = fmt.course_said if fmt is not None else None
    for source, kept_line in courses.kept_lines(row.state, c.person["state"], c.person.get("courses"), said_course):
        rolled = next((f.value for f in c.fields if f.source == source), None)
        if rolled is not None:  # said after the numbers kept: the whole entry is the roster's
            c.kept_numbers.append((source, rolled, kept_line))
    said = tuple(changes(ruleset, row, person, translate))
    night = changes(ruleset, row, {**person, "keep_night": True}, translate)
    night_same = [x["t"] for x in night if x["t"] != death.KEPT] == [NOTHING_CHANGES]
    counts = (_count(said), _count(night))  # the night's before the files' state it does not take
    sheet = kept_sheet(row, person)
    taken = new_state(ruleset, row, {**person, "sheet": sheet, "keep_night": False})
    held = new_state(ruleset, row, {**person, "sheet": sheet, "keep_night": True})
    # what of the file the night does not take, a line each: said under its own heading, not as a change
    missed = tuple(night_said.not_taken(ruleset, sheet, taken, held, translate))
    return Update(row.id, row.name, said, same_actor, same_id=same_id,
                  grave=tuple(grave(ruleset, row, person, translate)),
                  night_grave=tuple(grave(ruleset, row, {**person, "keep_night": True}, translate)),
                  same=[x["t"] for x in said if x["t"] != death.KEPT] == [NOTHING_CHANGES],
                  night=(tuple(night), night_same),
                  night_fields=night_said.night_fields(ruleset, sheet, taken, held, c.fields, translate),
                  written_fields=night_said.written_fields(ruleset, row.sheet, sheet, taken, c.fields),
                  not_taken=missed, counts=counts)


def _of_read_name(c: PreviewCharacter, key: str, preview: ImportPreview, by_name: Mapping[str, Character],
                  made: Mapping[str, list[Character]], by_actor: Mapping[str, Character],
                  by_uid: Mapping[str, Character]) -> Character | None:
    """The character of the roster a row read under ``key`` updates: the roster's character of
    exactly that name and the copies imports made of it ("Gloria (2)" of the file's "Gloria"), in the
    order made, the file's rows of that name taking the last of them (the spreadsheet imported again
    updates the copies its last import made; a name twice in it, the first and its copy).  A copy a
    row of the same file names exactly ("Gloria (2)" in Deadwatch's own export) is that row's, not
    this one's.  None when the rows of the name are more than the characters."""
    def read(o: PreviewCharacter) -> str:
        return key_of(o.read_name or o.name)
    rows = [o for o in preview.characters if o.file == c.file
            and not (o.foundry_id and o.foundry_id in by_actor) and not (o.uid and o.uid in by_uid)]
    held = {read(o) for o in rows} - {key}
    exact = by_name.get(key)
    found = ([exact] if exact is not None else []) + [
        r for r in made.get(key, ()) if r is not exact and key_of(r.name) not in held]
    same = [o for o in rows if read(o) == key]
    if c not in same:
        return None
    at = max(0, len(found) - len(same)) + same.index(c)
    return found[at] if at < len(found) else None


def refuse_same_actor(preview: ImportPreview) -> None:
    """A character read whole whose Foundry actor id an earlier one of the batch has (two actors a
    faulty export gave one id; one actor's file picked twice is one character, :mod:`.same_batch`)
    comes in without the id, said on its line, as it does imported alone after the first: the id
    is the first one's."""
    seen: dict[str, PreviewCharacter] = {}
    for c in preview.characters:
        if not c.foundry_id or c.person is None:
            continue
        first = seen.get(c.foundry_id)
        if first is None:
            seen[c.foundry_id] = c
            continue
        c.foundry_id = ""
        c.person = {k: v for k, v in c.person.items() if k != "foundry_id"}
        c.notices.append(line(ID_HELD, holder=first.read_name or first.name))


def _count(said: Sequence[dict[str, Any]]) -> int:
    """How many of the lines ``said`` are changes: not "nothing changes", nor the roster's death kept."""
    return sum(1 for x in said if x["t"] not in (NOTHING_CHANGES, death.KEPT))


def kept_sheet(row: Character, person: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet an update leaves: the file's, with the roster's own values of the fields the file
    does not give (``person["keep"]``: a column the spreadsheet lacks)."""
    kept = {key: row.sheet[key] for key in person.get("keep", ()) if key in row.sheet}
    return {**person["sheet"], **kept}


def new_state(ruleset: Ruleset, row: Character, person: Mapping[str, Any]) -> dict[str, Any]:
    """The state an update leaves: the file's, or (a file that holds none) the character's own,
    fitted to the new sheet.  A file that gives the state in part (``person["keep_state"]``: a
    spreadsheet with no "Deadwatch state" column) sets the tracks and the conditions written in
    words it holds over the character's own state, whose injuries and other tracks stay."""
    if person.get("keep_night"):  # the files' sheet, the night's state (:mod:`.night`)
        return night_state(ruleset, row, person)
    if person.get("fresh"):
        return refit_state(ruleset, row.sheet, person["sheet"], row.state)
    given = person.get("keep_state")
    if not isinstance(given, Mapping):
        state = copy.deepcopy(dict(person["state"]))
        for roll in person.get("rolls", ()):  # a number rolled as the file was read: the roster's own stays
            kept = roster_number(row.state, state, roll["path"])
            if kept is not None:
                set_at(state, roll["path"], kept)
        courses.keep_courses(row.state, state, person.get("courses"))  # where an injury stands: the roster's
        state = damage_kept(ruleset, row.sheet, person["sheet"], state, set(state) - set(person.get("maxima", ())))
        # a death the file does not know of (written before it): the roster's
        return death.keep_death(ruleset, row.sheet, row.state, person["sheet"], state, person.get("courses"))
    state = laid_over(ruleset, row.sheet, row.state, person["sheet"], person["state"], given)
    return damage_kept(ruleset, row.sheet, person["sheet"], state,
                       set(given.get("tracks", ())) - set(person.get("maxima", ())))


def damage_kept(ruleset: Ruleset, old_sheet: Mapping[str, Any], sheet: Mapping[str, Any], state: dict[str, Any],
                keys: set[str]) -> dict[str, Any]:
    """``state`` read from a file written with the roster's ``old_sheet`` (a spreadsheet exported
    before the GM raised an attribute), its tracks of ``keys`` whose maximum ``sheet`` changes
    keeping the damage taken: unhurt stays unhurt, 6 below the old maximum stays 6 below the new
    one.  A value above the old maximum is the new sheet's already, taken as it is; a track whose
    maximum the file gives (a Foundry actor's) was fitted as it was read."""
    try:
        old = {t.key: t.maximum for t in ruleset.tracks(dict(old_sheet))}
        tracks = ruleset.tracks(dict(sheet))
    except (KeyError, TypeError, ValueError):
        return state
    out = dict(state)
    for track in tracks:
        value, was = out.get(track.key), old.get(track.key)
        if track.key in keys and type(value) is int and was is not None and was != track.maximum and value <= was:
            out[track.key] = max(track.minimum, min(track.maximum, value + track.maximum - was))
    return out


def laid_over(ruleset: Ruleset, old_sheet: Mapping[str, Any], old_state: Mapping[str, Any],
              sheet: Mapping[str, Any], read: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """``old_state`` (the roster's character's, or an earlier file's of the batch) fitted to ``sheet``,
    with what a file giving the state in part sets over it from its state ``read`` (``given``: the
    tracks it gives, and whether it writes conditions in words); its injuries and other tracks stay."""
    state = refit_state(ruleset, old_sheet, sheet, old_state)
    for key in given.get("tracks", ()):
        if key in state and key in read:
            state[key] = read[key]
    if given.get("conditions"):
        try:
            had = {c.key for c in ruleset.conditions(dict(sheet), dict(read))}
            for choice in ruleset.written_conditions():
                on = bool(read.get(choice.value)) or choice.value in had
                now = bool(state.get(choice.value)) or choice.value in {c.key for c in ruleset.conditions(
                    dict(sheet), dict(state))}
                if on != now:
                    state = dict(ruleset.write_sheet_condition(dict(sheet), state, choice.value, on))
        except (KeyError, TypeError, ValueError):  # a state the rules cannot read: the tracks alone
            pass
    return state


def roster_number(roster: Any, state: Any, path: Sequence[Any]) -> int | None:
    """The roster's own value of the number at ``path`` in ``state`` (one the file did not hold,
    rolled as it was read): the same place in the roster's state, an entry of a list found by its
    name (the second of a name for the second); None when the roster has no such entry (the
    injury is new) or no number there."""
    *parents, last = path
    mine, theirs = state, roster
    for key in parents:
        if isinstance(key, int):
            if not (isinstance(mine, list) and isinstance(theirs, list) and 0 <= key < len(mine)):
                return None
            entry = mine[key]
            name = entry.get("name") if isinstance(entry, dict) else None
            nth = sum(1 for e in mine[:key] if isinstance(e, dict) and e.get("name") == name)
            same = [e for e in theirs if isinstance(e, dict) and e.get("name") == name]
            if name is None or nth >= len(same):
                return None
            mine, theirs = entry, same[nth]
        elif isinstance(mine, dict) and isinstance(theirs, dict) and key in mine and key in theirs:
            mine, theirs = mine[key], theirs[key]
        else:
            return None
    value = theirs.get(last) if isinstance(theirs, dict) else None
    return value if type(value) is int else None


def set_at(state: Any, path: Sequence[Any], value: int) -> None:
    """Set ``value`` at ``path`` in ``state``."""
    *parents, last = path
    for key in parents:
        state = state[key]
    state[last] = value


def changes(ruleset: Ruleset, row: Character, person: Mapping[str, Any],
            translate: Translate = qt_translate, logged: bool = False) -> list[dict[str, Any]]:
    """What updating ``row`` with ``person`` changes, a line each; "nothing changes" when nothing does.
    ``logged``: for the log, the conditions named by their labels, shown in the language it is read in."""
    out: list[dict[str, Any]] = []
    sheet = kept_sheet(row, person)
    state = new_state(ruleset, row, {**person, "sheet": sheet})
    if person["kind"] != row.kind:
        out.append(line(CHANGED, field=_word(KIND), before=_word(KINDS.get(row.kind, row.kind)),
                        after=_word(KINDS.get(person["kind"], person["kind"]))))
    for spec in ruleset.sheet_fields():
        before, after = row.sheet.get(spec.key), sheet.get(spec.key)
        if before == after:
            continue
        label = {"t": spec.label, "ctx": "rules", "args": {}}
        if spec.kind == "table":
            out.append(table_changes.changed(label, before, after))
        else:
            out.append(line(CHANGED, field=label, before=_value(spec, before, translate),
                            after=_value(spec, after, translate)))
    out.extend(worked_out(ruleset, row.sheet, sheet))  # a raised Strength's Essence too
    try:
        old_tracks = ruleset.track_values(row.sheet, row.state)
        new_tracks = ruleset.track_values(sheet, state)
        tracks = ruleset.tracks(sheet)
        old_conditions = _conditions(ruleset, row.sheet, row.state, translate, logged)
        new_conditions = _conditions(ruleset, sheet, state, translate, logged)
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: the values are shown as read
        tracks, old_tracks, new_tracks, old_conditions, new_conditions = [], {}, {}, "", ""
    try:
        old_most = {t.key: t.maximum for t in ruleset.tracks(row.sheet)}
    except (KeyError, TypeError, ValueError):
        old_most = {}
    for track in tracks:
        was = old_most.get(track.key)
        before, after = old_tracks.get(track.key), new_tracks.get(track.key, 0)
        if was is not None and was != track.maximum and before is not None \
                and was - before == track.maximum - after and not person.get("keep_night"):
            # the sheet's new maximum, the damage taken kept: said as the maximum's change alone
            out.append(line(MAXIMUM_CHANGED, field={"t": track.label, "ctx": "rules", "args": {}},
                            before=_number(was), after=_number(track.maximum)))
            continue
        if track.key in old_tracks and old_tracks[track.key] != new_tracks.get(track.key):
            now = line(NOW, track={"t": track.label, "ctx": "rules", "args": {}})
            if person.get("keep_night") and was is not None and was != track.maximum:  # the wounds kept
                out.append(line(FOLLOWS_MAXIMUM, field=now, before=_number(old_tracks[track.key]),
                                after=_number(new_tracks.get(track.key, 0)), was=_number(was),
                                now=_number(track.maximum)))
                continue
            out.append(line(CHANGED, field=now, before=_number(old_tracks[track.key]),
                            after=_number(new_tracks.get(track.key, 0))))
    if old_conditions != new_conditions:
        out.append(line(CHANGED, field=_word(CONDITIONS), before=old_conditions or _word(NONE),
                        after=new_conditions or _word(NONE)))
    if not person.get("keep_notes") and not note_titles.same_notes(ruleset, row.notes or "",
                                                                   str(person.get("notes") or "")):
        # not when only the titles' language differs, nor the file has none
        out.append(line(NOTES_REPLACED if str(person.get("notes") or "").strip() else NOTES_EMPTIED))
    points = person.get("experience")
    if isinstance(points, int) and points != person.get("unspent_now", 0):  # the campaign's ledger, set by the import
        out.append(line(CHANGED, field=_word(UNSPENT), before=_number(int(person.get("unspent_now", 0))),
                        after=_number(points)))
    actor = str(person.get("foundry_id") or "")
    if actor and row.foundry_id != actor:
        out.append(line(LINKED))
    kept = [line(death.KEPT)] if death_kept(ruleset, row, {**person, "sheet": sheet}) else []
    return (out or [line(NOTHING_CHANGES)]) + kept


def worked_out(ruleset: Ruleset, before: Mapping[str, Any], after: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The values the sheet works out that no track holds (AFMBE's Essence, Speed) and that the
    new sheet changes, a line each ("Essence: 14 → 15"); a track's maximum is said with its track."""
    try:
        tracks = {t.key for t in ruleset.tracks(dict(after))}
        old, new = ruleset.derived(dict(before)), ruleset.derived(dict(after))
    except (KeyError, TypeError, ValueError):  # a sheet the rules cannot work out: nothing more is said
        return []
    labels = ruleset.derived_labels()
    return [line(WORKED_CHANGED, field={"t": labels.get(key, key), "ctx": "rules", "args": {}},
                 before=_number(old[key]), after=_number(value))
            for key, value in new.items() if key not in tracks and key in old and old[key] != value]


def grave(ruleset: Ruleset, row: Character, person: Mapping[str, Any],
          translate: Translate = qt_translate) -> list[dict[str, Any]]:
    """What updating ``row`` with ``person`` changes that the GM must not miss among the other
    changes, a line each: a change of kind ("Ana Reyes: Player character → NPC") and the conditions
    and injuries it takes away ("Ana Reyes loses: Poisoned, Deep cut")."""
    out: list[dict[str, Any]] = []
    if person["kind"] != row.kind:
        out.append(line(CHANGED, field=row.name, before=_word(KINDS.get(row.kind, row.kind)),
                        after=_word(KINDS.get(person["kind"], person["kind"]))))
    sheet = kept_sheet(row, person)
    try:
        state = new_state(ruleset, row, {**person, "sheet": sheet})
        before = [c.label for c in ruleset.conditions(dict(row.sheet), dict(row.state))]
        after = {c.label for c in ruleset.conditions(dict(sheet), dict(state))}
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: its changes are listed as read
        return out
    lost = [label for label in before if label not in after]
    if lost:
        out.append(line(LOSES, name=row.name, conditions=", ".join(translate("rules", c) for c in lost)))
    return out


def death_kept(ruleset: Ruleset, row: Character, person: Mapping[str, Any]) -> bool:
    """Whether an update with ``person`` keeps the roster's death (:mod:`.death`): a file that gives
    the state whole, written before the death."""
    if person.get("fresh") or isinstance(person.get("keep_state"), Mapping):
        return False
    return death.keeps_death(ruleset, row.sheet, row.state, person["sheet"], person["state"], person.get("courses"))


def _word(text: str) -> dict[str, Any]:
    return {"t": text, "ctx": "log", "args": {}}


def _number(value: int) -> str:
    return f"\u2212{-value}" if value < 0 else str(value)


def _value(spec: FieldSpec, value: Any, translate: Translate) -> Any:
    """A field's value as the preview shows it: a choice by its label, yes or no, one minus sign."""
    if spec.kind == "choice":
        for choice in spec.choices:
            if choice.value == value:
                return choice.label if choice.own else {"t": choice.label, "ctx": "rules", "args": {}}
    if isinstance(value, bool):
        return _word(YES_NO[value])
    if isinstance(value, int):
        return _number(value)
    text = "" if value is None else str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _conditions(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any], translate: Translate,
                logged: bool = False) -> Any:
    """The character's conditions, "Poisoned, Deep cut" ("" for none); ``logged``: as a line of
    their labels, read in the language the log is shown in."""
    labels = [c.label for c in ruleset.conditions(dict(sheet), dict(state))]
    if not logged:
        return ", ".join(translate("rules", label) for label in labels)
    said: Any = ""
    for label in reversed(labels):
        word = {"t": label, "ctx": "rules", "args": {}}
        said = line(LISTED, first=word, rest=said) if said else word
    return said
