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

The parts: what the update changes, a line each (:mod:`.update_changes`), and the sheet and state
it leaves (:mod:`.update_state`); their names are imported from here as they always were.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.rules.foundry import foundry_format
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports import courses, death, night_said
from app.services.imports.checking import shown_again
from app.services.imports.csv_rows import kept_said
from app.services.imports.demo_ids import demo_id, is_demo_id
from app.services.imports.demo_words import in_roster_words
from app.services.imports.free_names import key_of
from app.services.imports.preview import ID_HELD, KEPT_NUMBER, ImportPreview, PreviewCharacter, Update
from app.services.imports.update_changes import (
    CHANGED,
    CONDITIONS,
    FOLLOWS_MAXIMUM,
    LINKED,
    LISTED,
    LOSES,
    MAXIMUM_CHANGED,
    NONE,
    NOTES_CHANGED,
    NOTES_EMPTIED,
    NOTES_REPLACED,
    NOTHING_CHANGES,
    UNSPENT,
    WORKED_CHANGED,
    WORKED_OUT,
    YES_NO,
    changes,
    count_changes,
    death_kept,
    grave,
    worked_out,
)
from app.services.imports.update_state import (
    damage_kept,
    kept_sheet,
    laid_over,
    new_state,
    roster_number,
    set_at,
)
from app.services.logtext import Translate, qt_translate
from app.store.models import Character

__all__ = ["CHANGED", "CONDITIONS", "FOLLOWS_MAXIMUM", "ID_NOT_NAME", "LINKED", "LISTED", "LOSES", "MAXIMUM_CHANGED",
           "NONE", "NOTES_CHANGED", "NOTES_EMPTIED", "NOTES_REPLACED", "NOTHING_CHANGES", "SAME_TWICE", "UNSPENT",
           "WORKED_CHANGED", "WORKED_OUT", "YES_NO", "changes", "damage_kept", "death_kept", "grave", "kept_sheet",
           "laid_over", "match_roster", "new_state", "refuse_same_actor", "roster_number", "same_person", "set_at",
           "worked_out"]

#: a character of a batch that would update the roster's character an earlier one of it updates: refused
SAME_TWICE = QT_TRANSLATE_NOOP("log", "{other} already updates “{name}” of the roster: the same character twice "
                                      "in these files")
#: a Foundry actor whose id one character of the roster holds and whose name and kind are another's
ID_NOT_NAME = QT_TRANSLATE_NOOP("log", "its Foundry actor id is “{holder}”'s, but its name and kind are "
                                       "“{name}”'s: it updates “{name}”, and “{holder}” is left as it is")


def match_roster(preview: ImportPreview, roster: Sequence[Character], ruleset: Ruleset,
                 translate: Translate = qt_translate, unspent: Mapping[int, int] | None = None,
                 named: Mapping[int, str] | None = None) -> int:
    """Give each character read whole that is one of ``roster`` its :class:`Update`: that character
    and what importing over it changes; how many were matched.  A character of Deadwatch's export is
    the character of its id (:attr:`~app.store.models.Character.uid`), whatever the names (a demo's
    character also by its name in any of the demo's languages: :mod:`.demo_ids`).  A Foundry
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
    # a demo's characters by their names in any language, whatever id an older Deadwatch gave them (:mod:`.demo_ids`)
    by_demo: dict[str, Character] = {}
    for each in roster:
        stable = demo_id(ruleset.id, ruleset.preset, each.name, each.kind)
        if stable:
            by_demo.setdefault(stable, each)
    matched = 0
    fmt = foundry_format(ruleset.id)
    refuse_same_actor(preview)
    claimed: dict[int, PreviewCharacter] = {}
    ids = {c.uid for c in preview.characters if c.uid}  # the ids the files give: each the one character's
    read_names = {key_of(c.read_name or c.name) for c in preview.characters}
    refused = preview.refused_files()  # a row of a file left out claims no character of the roster
    for c in preview.characters:
        owner = by_actor.get(c.foundry_id) if c.foundry_id else None
        row, same_actor = owner, owner is not None
        own = by_uid.get(c.uid) if c.uid else None
        if own is None and c.uid and c.person is not None:  # a demo's character, an older demo's or export's
            stable = c.uid if is_demo_id(ruleset.id, ruleset.preset, c.uid) else \
                demo_id(ruleset.id, ruleset.preset, c.read_name or c.name, c.kind)
            own = (by_uid.get(stable) or by_demo.get(stable)) if stable else None
            if own is not None and own.uid in ids and own.uid != c.uid:  # another row of the files is its
                own = None  # (its own id, the demo's or another an older Deadwatch gave it)
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
            stable = "" if row is not None else demo_id(ruleset.id, ruleset.preset, c.read_name or c.name, c.kind)
            if stable:  # a demo's character by its name in another of the demo's languages, a file with no
                row = by_uid.get(stable) or by_demo.get(stable)  # id too: an actor's "Father Tom" is «Отец Том»
                if row is not None and (key_of(row.name) in read_names or row.uid and row.uid in ids):
                    row = None  # unless another row of the files names it as the roster does, or by its id
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
        demo = row.uid if is_demo_id(ruleset.id, ruleset.preset, row.uid) else \
            demo_id(ruleset.id, ruleset.preset, row.name, row.kind)
        if demo:  # a demo's character from a file of the demo in another language: its words as the roster's
            as_read = c.person.get("sheet")
            c.person = in_roster_words(ruleset.id, ruleset.preset, demo, c.person, row.name, row.sheet)
            if c.person.get("sheet") != as_read:  # its rows as Enter writes them: «Porra», not the file's "Club"
                shown_again(c, ruleset)
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
    counts = (count_changes(said), count_changes(night))  # the night's before the files' state it does not take
    sheet = kept_sheet(row, person)
    c.ignored = [kept_said(x, sheet) for x in c.ignored]  # "kept at 5 Ammo Points": the roster's count
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
