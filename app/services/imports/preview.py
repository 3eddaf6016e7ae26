"""What an import will do, shown before anything is written.

An :class:`ImportPreview` holds each character read (:class:`PreviewCharacter`: the file and the
place in it, each field as it will be set and where it came from, what was left out and why,
what was refused and why) and the problems of whole files (not readable, another system's actor,
another ruleset's world).  Lines are ``{"t", "ctx", "args"}`` rendered in the GM's language by
:func:`app.services.logtext.render`.  A file is imported whole or not at all: one with a problem
or a refused character is left out, the good files are imported; bad input in a file changes
nothing of it.  A character named as one in the roster updates that character (the preview says
what changes, field by field: :mod:`.updating`), unless the GM asks for new copies (:attr:`ImportPreview.copies`);
a copy, or a second character of one name in the files, is imported under the next free name, "Ana Reyes (2)".
"""

from __future__ import annotations

import re
from dataclasses import field, replace
from typing import Any

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports.free_names import SAME_NAME, free_name, key_of

#: a Foundry document's id (``_id``), as kept with a character imported from it
FOUNDRY_ID = re.compile(r"[A-Za-z0-9]{1,64}")
#: a refused character of a file of several: the file is refused whole, the others not imported
#: the fields of the sheet a file does not give (a column the spreadsheet lacks, a field missing from
#: an actor): a new character starts at their defaults, one of the roster it updates keeps its own
NOT_GIVEN = QT_TRANSLATE_NOOP("log", "{fields}: not in the file: {count|starts at its default|start at their defaults}")
NOT_GIVEN_KEPT = QT_TRANSLATE_NOOP("log", "{fields}: not in the file: {count|stays|stay} as the roster has "
                                          "{count|it|them}")
#: the same of more than :data:`FOLD` fields: counted, their labels (``listed``) folded under the line
NOT_GIVEN_FOLDED = QT_TRANSLATE_NOOP("log", "{count} {count|field is|fields are} not in the file: "
                                            "{count|it starts at its default|they start at their defaults}")
NOT_GIVEN_FOLDED_KEPT = QT_TRANSLATE_NOOP("log", "{count} {count|field is|fields are} not in the file: "
                                                 "{count|it stays|they stay} as the roster has {count|it|them}")
#: how many fields not in the file are named on one line
FOLD = 3
#: what Enter does with the notes of a character whose file gives none (a spreadsheet without a Notes
#: column, an actor without notes): the roster's kept, or a new character's none
NOTES_KEPT = QT_TRANSLATE_NOOP("log", "Notes: kept (the file has none)")
NOTES_NONE = QT_TRANSLATE_NOOP("log", "Notes: none (the file has none)")
#: a number rolled as the file was read (an injury's recovery time) that an update leaves as the roster has it
KEPT_NUMBER = QT_TRANSLATE_NOOP("log", "{name}: {value} as the roster has it, not rolled again")
#: a reason a row is refused, its place named
PLACED = QT_TRANSLATE_NOOP("log", "{place}: {reason}")
#: a character whose Foundry actor's id another character of the roster holds: stored without it
ID_HELD = QT_TRANSLATE_NOOP("log", "its Foundry actor id is already “{holder}”'s: not kept with this character")
OTHERS_NOT_IMPORTED = QT_TRANSLATE_NOOP("log", "{place}: {reason}; the file is refused whole: its other {count} "
                                               "{count|character is|characters are} not imported")
#: the same of a file of two characters: the other one named without a count ("its other 1 character")
OTHER_NOT_IMPORTED = QT_TRANSLATE_NOOP("log", "{place}: {reason}; the file is refused whole: its other character "
                                              "is not imported")


@record(frozen=True)
class FieldRow:
    """One field of a character as it will be set: its label (``ctx`` rules), the value shown (a
    value or a line) and where in the file it came from."""

    label: str
    value: Any
    source: str
    #: a table's rows as they will be set, each a list of (column label, value shown)
    rows: tuple[tuple[tuple[str, Any], ...], ...] = ()
    #: a track's value now (Stamina left), named apart from the sheet's field of the same label
    #: (the Stamina score) as the spreadsheet's heading does: "Stamina (now)"
    now: bool = False
    #: the file's value, refused (the reason is among the character's refusals)
    refused: bool = False
    #: the whole value where ``value`` is a short form of it (an actor's notes on one line)
    whole: str = ""
    #: a table of the sheet (its value the count of its rows, which may be none)
    table: bool = False
    #: the key of the state the row shows (a Foundry status's, the injuries'), "" for none
    state: str = ""
    #: where in the file, in the GM's words (a line: "the actor's conditions") where ``source`` is a
    #: path in a Foundry actor; None: ``source`` reads as it is (a spreadsheet's heading)
    said: dict[str, Any] | None = None


@record(frozen=True)
class Update:
    """A character of the roster a character read updates: its id, its name and the changes (lines)."""

    id: int
    name: str
    changes: tuple[dict[str, Any], ...] = ()
    #: matched by the Foundry actor it was imported from (True), or by its name
    same_actor: bool = False
    #: matched by the character's own id, which Deadwatch's export wrote (the same character
    #: whatever either is called: the English demo's Father Tom, the Russian one's «Отец Том»)
    same_id: bool = False
    #: the files hold the character as the roster has it: updating it changes nothing
    same: bool = False
    #: the changes and ``same`` when the roster's state (the night's play) is kept: the sheet alone updated
    night: tuple[tuple[dict[str, Any], ...], bool] = ((), False)
    #: the character's rows the night shows otherwise (by their place among its rows): the state's
    #: rows with the roster's values, kept
    night_fields: tuple[tuple[int, FieldRow], ...] = ()
    #: as ``night_fields``, the rows whose value the files' state is written otherwise than read (a
    #: track following the new sheet's maximum: the value written, the file's beside it)
    written_fields: tuple[tuple[int, FieldRow], ...] = ()
    #: the files' state values the night does not take (lines under the character when it is kept)
    not_taken: tuple[dict[str, Any], ...] = ()
    #: what the GM must not miss, said at the top: a change of kind, the conditions and injuries the
    #: update takes away (lines); as ``night``, those when the roster's state is kept
    grave: tuple[dict[str, Any], ...] = ()
    night_grave: tuple[dict[str, Any], ...] = ()
    #: how many changes there are (not "nothing changes", nor the roster's death kept), with the
    #: files' state taken and with the night's kept: "updates: 14 changes" on the character's line
    counts: tuple[int, int] = (0, 0)


@record
class PreviewCharacter:
    """One character read from a file."""

    file: str
    #: the place in the file ("row 3", "actor 2"), a line
    where: dict[str, Any]
    name: str
    kind: str = "pc"
    fields: list[FieldRow] = field(default_factory=list)
    ignored: list[dict[str, Any]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    #: what the GM should know and that does not stop the import (a name already in the roster), a line each
    notices: list[dict[str, Any]] = field(default_factory=list)
    #: what the GM should check before importing (an actor of a system version the reading was not
    #: tested with), a line each: shown as a warning row of the character
    warnings: list[dict[str, Any]] = field(default_factory=list)
    #: what of the file is taken over another part of it that says otherwise (the Conditions words
    #: over the state column), a line each: applied, not left out
    applied: list[dict[str, Any]] = field(default_factory=list)
    #: what the import writes: {"name", "kind", "sheet", "state", "notes", "rolls"} (and "update": the id
    #: of the roster's character it updates); None when refused
    person: dict[str, Any] | None = None
    #: the character of the same name already in the roster, and what updating it changes
    update: Update | None = None
    #: the name as read from the file, kept when the preview first names them (``name`` is the one it
    #: is imported under)
    read_name: str = ""
    #: whether Enter updates :attr:`update` (not chosen to come in as a new copy)
    updating: bool = False
    #: the ``_id`` of the Foundry VTT actor read ("": none, or not a Foundry file)
    foundry_id: str = ""
    #: the character's own id as Deadwatch's export wrote it ("": none): an import updates the
    #: roster's character of that id first (:mod:`.updating`)
    uid: str = ""
    #: the roster's character that already holds :attr:`foundry_id` and that this one does not update
    #: (its name): the id is not stored with this one, so no two characters hold one actor's id
    id_holder: str = ""
    #: whether a notice of :attr:`notices` says already whose the id is (matched by name, not by the id)
    id_said: bool = False
    #: the line of :attr:`notices` saying the id is not kept, if it is not
    _id_note: dict[str, Any] | None = field(default=None, repr=False)
    #: the line of :attr:`notices` saying the character's new name, if it has one
    _renamed: dict[str, Any] | None = field(default=None, repr=False)
    #: the sheet's fields the file does not give: an update keeps the roster's values of them
    keep: list[str] = field(default_factory=list)
    #: what of the state a file without a whole state gives (a spreadsheet with no "Deadwatch state"
    #: column): ``{"tracks": [the tracks it sets], "conditions": whether it writes conditions}``;
    #: an update keeps the rest of the roster's own state (its injuries, a track with no column).
    #: None: the file gives the state whole
    keep_state: dict[str, Any] | None = None
    #: the tracks whose value now an actor gives when it holds no state but them (an AFMBE actor's
    #: Life Points and Endurance left, each where the actor has it): None, the state whole
    tracks_read: list[str] | None = None
    #: the numbers rolled as the file was read that an update keeps as the roster has them: (the
    #: preview row's source, the row's line as rolled, the line saying the roster's number stays)
    kept_numbers: list[tuple[str, Any, dict[str, Any]]] = field(default_factory=list)
    #: the file gives no notes (a spreadsheet with no Notes column, an actor with no notes' key): an
    #: update keeps the roster's notes, a new character starts with none
    keep_notes: bool = False
    #: the earlier files of the batch that bring this character too (:mod:`.same_batch`): imported once
    also_in: list[str] = field(default_factory=list)
    #: how many of the first :attr:`notices` say the files made one and where they disagree (shown
    #: first under the character's line, the top saying they are there)
    joined_lines: int = 0
    #: a character of the roster its name may be written another way ("Reyes, Ana" for Ana Reyes) and
    #: what updating it would change: offered, taken when the GM says so (:meth:`ImportPreview.choose_same`)
    maybe: Update | None = None
    #: the row of the batch that already updates the roster's character this one's name may be
    #: written another way for ("Reyes, Ana" beside the actor's Ana Reyes): its place, and the
    #: roster's name; the GM may make the two one (:meth:`ImportPreview.join_beside`)
    beside: dict[str, Any] | None = None
    beside_name: str = ""
    #: the GM's choice for this character alone: keep the roster's state (the night's wounds) or take
    #: the files'; None: as the whole batch (:attr:`ImportPreview.keep_night`)
    keep_night: bool | None = None
    #: the line of :attr:`ignored` naming the fields the file does not give, if there are any
    _not_given: dict[str, Any] | None = field(default=None, repr=False)
    #: the line of :attr:`ignored` saying the file gives no notes (:data:`NOTES_KEPT`), if it gives none
    _no_notes: dict[str, Any] | None = field(default=None, repr=False)

    def no_notes(self, none: bool = True) -> None:
        """Say that the file gives no notes (``none``): an update keeps the roster's, a new character
        has none, a line of its own; or (``none`` False: another file of the batch gives them) no longer."""
        self.keep_notes = none
        if self._no_notes is not None and self._no_notes in self.ignored:
            self.ignored.remove(self._no_notes)
        self._no_notes = line(NOTES_KEPT if self.updating else NOTES_NONE) if none else None
        if self._no_notes is not None:
            self.ignored.append(self._no_notes)

    def not_given(self, keys: list[str], fields: str | list[str], count: int | None = None) -> None:
        """Say that the file gives none of the sheet's fields ``keys`` (``fields``: their labels, in
        the GM's language; ``count``: how many they name, ``len(keys)`` by default, none for tables
        alone): an update keeps the roster's values of them (``person["keep"]``).  More than
        :data:`FOLD` labels (a list) are counted, the list folded under the line (``listed``)."""
        self.keep = list(keys)
        count = len(keys) if count is None else count
        if not count:
            return
        if isinstance(fields, list) and len(fields) > FOLD:
            self._not_given = line(NOT_GIVEN_FOLDED, fields=", ".join(fields), count=len(fields), listed=list(fields))
        else:
            joined = ", ".join(fields) if isinstance(fields, list) else fields
            self._not_given = line(NOT_GIVEN, fields=joined, count=count)
        self.ignored.append(self._not_given)

    def given_elsewhere(self, keys: list[str], labels: list[str]) -> None:
        """Say that another file of the batch gives the fields ``keys`` this one does not (their
        labels ``labels`` in the GM's language, tables left out): no longer among those not given."""
        self.keep = [k for k in self.keep if k not in keys]
        said = self._not_given
        if said is None or said not in self.ignored:
            return
        at = self.ignored.index(said)
        args = said.get("args", {})
        listed = args.get("listed")
        names = list(listed) if isinstance(listed, list) else \
            [n for n in str(args.get("fields", "")).split(", ") if n]
        left = [n for n in names if n not in labels]
        count = max(0, int(args.get("count", len(names))) - (len(names) - len(left)))
        del self.ignored[at]
        self._not_given = None
        if not count or not left:
            return
        if len(left) > FOLD:
            self._not_given = line(said["t"], fields=", ".join(left), count=count, listed=left)
        else:
            template = {NOT_GIVEN_FOLDED: NOT_GIVEN, NOT_GIVEN_FOLDED_KEPT: NOT_GIVEN_KEPT}.get(said["t"], said["t"])
            self._not_given = line(template, fields=", ".join(left), count=count)
        self.ignored.insert(at, self._not_given)

    def not_given_line(self) -> dict[str, Any] | None:
        """The line of :attr:`ignored` naming the fields the file does not give, if there is one."""
        said = self._not_given
        return said if said is not None and any(x is said for x in self.ignored) else None

    def tracks_given(self) -> set[str] | None:
        """The keys of the tracks whose value now the file gives (a spreadsheet's "Health (now)"
        columns, an actor's Life Points left); None: every one, the file gives the state whole."""
        if self.keep_state is not None:
            return {str(k) for k in self.keep_state.get("tracks") or ()}
        return None if self.tracks_read is None else set(self.tracks_read)

    def head_name(self) -> str:
        """Its name on its line of the preview: the file's, and the roster's character it updates
        when that one is called otherwise ("Ana R. Reyes → Ana Reyes", "Ben Okafor → Ben Okafor (2)")."""
        update = self.update
        if self.updating and update is not None and update.name != self.name:
            return f"{self.name} \u2192 {update.name}"
        return self.name

    @property
    def renamed(self) -> bool:
        """Whether it comes in under a new name ("Ana Reyes (2)"), said among its notices."""
        return self._renamed is not None and self._renamed in self.notices

    def _say_not_given(self) -> None:
        """The line of the fields not given as this character comes in: new, or updating the roster's."""
        if self._no_notes is not None and self._no_notes in self.ignored:
            at = self.ignored.index(self._no_notes)
            self._no_notes = line(NOTES_KEPT if self.updating else NOTES_NONE)
            self.ignored[at] = self._no_notes
        if self._not_given is None or self._not_given not in self.ignored:
            return
        at = self.ignored.index(self._not_given)
        folded = self._not_given["t"] in (NOT_GIVEN_FOLDED, NOT_GIVEN_FOLDED_KEPT)
        template = (NOT_GIVEN_FOLDED_KEPT if folded else NOT_GIVEN_KEPT) if self.updating else \
            (NOT_GIVEN_FOLDED if folded else NOT_GIVEN)
        self._not_given = {**self._not_given, "t": template}
        self.ignored[at] = self._not_given

    def _say_kept(self) -> None:
        """The rows of the numbers rolled as the file was read: the roster's number on an update."""
        for source, rolled, kept in self.kept_numbers:
            shown = kept if self.updating else rolled
            self.fields = [replace(f, value=shown) if f.source == source else f for f in self.fields]

    def refuse_row(self, label: str, now: bool) -> None:
        """Mark the row of ``label`` refused: it shows the file's value, not one to be set."""
        self.fields = [replace(f, refused=True) if (f.label, f.now) == (label, now) else f for f in self.fields]

    def kept_id(self) -> str:
        """The Foundry actor id Enter stores with the character: none when another character of the
        roster holds it (one it does not update, or the one it comes in beside as a new copy)."""
        return "" if self._id_owner() else self.foundry_id

    def _id_owner(self) -> str:
        if not self.foundry_id:
            return ""
        if self.id_holder:
            return self.id_holder
        update = self.update
        return update.name if update is not None and update.same_actor and not self.updating else ""

    def _say_id(self) -> None:
        """The notice that the id is not kept, as this character now comes in."""
        if self._id_note is not None and self._id_note in self.notices:
            self.notices.remove(self._id_note)
        self._id_note = None
        holder = self._id_owner()
        if holder and self.person is not None and not (self.id_said and holder == self.id_holder):
            self._id_note = line(ID_HELD, holder=holder)
            self.notices.append(self._id_note)

    def place(self) -> dict[str, Any]:
        """“party.csv, row 3” as a line."""
        return line(QT_TRANSLATE_NOOP("log", "{file}, {where}"), file=self.file, where=self.where)


@record
class ImportPreview:
    """Every character of the files read, and what is wrong with whole files."""

    characters: list[PreviewCharacter] = field(default_factory=list)
    problems: list[dict[str, Any]] = field(default_factory=list)
    #: documents of a world or a compendium that are not characters, left out (a line each)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    #: columns of a spreadsheet that are no field of the sheet, left out (a line for each file)
    columns_left_out: list[dict[str, Any]] = field(default_factory=list)
    #: the GM's choice: characters named as one in the roster come in as new copies, not updating it
    copies: bool = False
    #: the GM's choice: the characters updated take the files' sheets and keep the roster's state
    #: (health, stress, conditions, injuries); the default when a roster's state changed since its import
    keep_night: bool = False
    #: what keeping the night keeps, by the campaign ruleset's names (a rules label: "Life Points,
    #: Endurance, luck and conditions")
    night_state: str = ""
    #: the session Enter starts, when none is running (its Undo takes that session back too); 0: none
    starts_session: int = 0
    #: the roster's names and the pattern of a new name, as :meth:`mark_clashes` was given them
    _roster: list[str] = field(default_factory=list, repr=False)
    _pattern: str = SAME_NAME
    #: the names the GM made one character of (:meth:`join_beside`): (the roster's, the other), folded
    joined: list[tuple[str, str]] = field(default_factory=list)
    #: the files read again with the names given made one (set by whoever read them): a new preview
    again: Any = field(default=None, repr=False)

    def refused_files(self) -> set[str]:
        """The files nothing is imported from: a file refused whole, or one a character of is refused."""
        files = {str(p.get("args", {}).get("file", "")) for p in self.problems}
        return files | {c.file for c in self.characters if c.person is None}

    def importable(self) -> list[PreviewCharacter]:
        """The characters Enter imports: those read whole from a file none of whose characters is refused."""
        refused = self.refused_files()
        if "" in refused:  # a problem of no one file (too many files at once): nothing is imported
            return []
        return [c for c in self.characters if c.person is not None and c.file not in refused]

    @property
    def ready(self) -> bool:
        """Whether Enter imports: at least one file read whole (the files refused are left out)."""
        return bool(self.importable())

    def first_refusal(self) -> dict[str, Any] | None:
        """The first reason a file is refused, naming the file, the row and the field."""
        reasons = self.refusals()
        return reasons[0] if reasons else None

    def refusals(self) -> list[dict[str, Any]]:
        """Why each refused file is refused, one line a file in the order read: its own problem, or
        its first refused character's first reason (naming the file, the row and the field)."""
        return [reason for reason, _rest in self.refusals_whole()]

    def refusals_whole(self) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
        """Each refused file's line (:meth:`refusals`) with the file's other problems after it, a
        line each: every reason of each of its refused rows ("row 4: “Strength” should be from 1
        to 5"), so that the GM fixes the file in one go."""
        out: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        said: set[str] = set()
        for problem in self.problems:
            file = str(problem.get("args", {}).get("file", ""))
            if file not in said or not file:
                out.append((problem, []))
                said.add(file)
        for c in self.characters:
            if c.refused and c.file not in said:
                others = sum(1 for o in self.characters if o.file == c.file and o is not c)
                if others:  # a file is refused whole (README): its other characters are not imported either
                    first = line(OTHERS_NOT_IMPORTED if others > 1 else OTHER_NOT_IMPORTED, place=c.place(),
                                 reason=c.refused[0], count=others)
                else:
                    first = line(PLACED, place=c.place(), reason=c.refused[0])
                rest = [line(PLACED, place=o.place(), reason=reason) for o in self.characters if o.file == c.file
                        for reason in (o.refused[1:] if o is c else o.refused)]
                out.append((first, rest))
                said.add(c.file)
        if not out and not self.characters:
            out.append((line(QT_TRANSLATE_NOOP("log", "the files hold no characters")), []))  # a reason mid-sentence
        return out

    def refused_count(self) -> int:
        return sum(1 for c in self.characters if c.person is None)

    def updates(self) -> list[PreviewCharacter]:
        """The characters Enter imports that update one of the roster (none when the GM asked for copies)."""
        return [c for c in self.importable() if c.updating]

    def unchanged(self) -> list[PreviewCharacter]:
        """The characters Enter would update that the files hold as the roster has them."""
        return [c for c in self.updates() if c.update is not None and self.changes_of(c)[1]]

    def choose_keep_night(self, keep: bool, character: PreviewCharacter | None = None) -> None:
        """Update the roster's characters' sheets and keep their state (True), or take the files' state
        too: every character's, or ``character``'s alone (the others as they were chosen)."""
        if character is None:
            self.keep_night = keep
            for c in self.characters:
                c.keep_night = None
            return
        character.keep_night = keep
        chosen = {self.night_of(c) for c in self.updates()}
        if len(chosen) == 1:  # every one alike again: the batch's choice
            self.choose_keep_night(chosen.pop())

    def night_of(self, character: PreviewCharacter) -> bool:
        """Whether ``character``'s update keeps the roster's state (its own choice, or the batch's)."""
        return self.keep_night if character.keep_night is None else character.keep_night

    def night_matters(self, character: PreviewCharacter) -> bool:
        """Whether keeping ``character``'s night or taking the files' state makes a difference to it."""
        update = character.update
        return update is not None and character.updating and (
            update.night != (update.changes, update.same) or bool(update.night_fields) or bool(update.not_taken))

    def night_chosen(self) -> bool | None:
        """The characters updated keep the roster's state: all (True), none (False), some (None)."""
        chosen = {self.night_of(c) for c in self.updates()}
        return None if len(chosen) > 1 else chosen.pop() if chosen else self.keep_night

    def changes_of(self, character: PreviewCharacter) -> tuple[tuple[dict[str, Any], ...], bool]:
        """What updating ``character``'s roster character changes, and whether nothing does, as chosen."""
        update = character.update
        if update is None:
            return (), False
        return update.night if self.night_of(character) else (update.changes, update.same)

    def change_count(self, character: PreviewCharacter) -> int:
        """How many changes updating ``character``'s roster character makes, as chosen."""
        update = character.update
        if update is None:
            return 0
        return update.counts[1] if self.night_of(character) else update.counts[0]

    def grave_of(self, character: PreviewCharacter) -> tuple[dict[str, Any], ...]:
        """What updating ``character``'s roster character changes that the GM must not miss (its kind,
        the conditions and injuries it loses), as chosen; none for a character not updating."""
        update = character.update
        if update is None or not character.updating:
            return ()
        return update.night_grave if self.night_of(character) else update.grave

    def fields_of(self, character: PreviewCharacter) -> list[FieldRow]:
        """The character's rows as Enter writes them: the night's state kept, its rows the roster's
        values; the files' taken, a track that follows the new sheet's maximum as written."""
        update = character.update
        rows = list(character.fields)
        if character.updating and update is not None:
            for at, row in update.night_fields if self.night_of(character) else update.written_fields:
                if at < len(rows) and rows[at].label == row.label:
                    rows[at] = row
        return rows

    def not_taken(self) -> list[PreviewCharacter]:
        """The characters Enter updates whose files' state values the night keeps from being taken."""
        return [c for c in self.updates() if self.night_of(c) and c.update is not None and c.update.not_taken]

    def choose_same(self, character: PreviewCharacter, same: bool) -> None:
        """Import ``character`` as an update of the roster's character its name may be written another
        way for (:attr:`PreviewCharacter.maybe`), or as a new character."""
        if character.maybe is None:
            return
        character.update = character.maybe if same else None
        self.mark_clashes(self._roster, self._pattern)

    def maybe_same(self) -> list[PreviewCharacter]:
        """The characters Enter imports whose name may be a roster character's written another way."""
        return [c for c in self.importable() if c.maybe is not None or c.beside is not None]

    def join_beside(self, character: PreviewCharacter) -> bool:
        """Make ``character`` one with the row of the batch that updates the roster's character its
        name may be ("Reyes, Ana" and the actor's Ana Reyes): the files read again with the two names
        one character, as two files' rows of one name are (:mod:`.same_batch`); whether it was done."""
        if character.beside is None or self.again is None:
            return False
        pair = (key_of(character.beside_name), key_of(character.read_name or character.name))
        again = self.again([*self.joined, pair])
        for name, value in vars(again).items():
            setattr(self, name, value)
        return True

    def choose_copies(self, copies: bool) -> None:
        """Import the characters named as one in the roster as new copies (True) or as updates of it."""
        self.copies = copies
        self.mark_clashes(self._roster, self._pattern)

    def mark_clashes(self, roster: list[str], pattern: str = SAME_NAME) -> int:
        """Name each character to import: one named as a character of the roster with an :attr:`update`
        updates it (the first of that name in the files, unless :attr:`copies`); any other whose name is
        already in the roster (or earlier in the files) takes the next free name of ``pattern`` ("Ana
        Reyes (2)", the pattern in the GM's language), said on its line of the preview; how many were
        renamed.  Called again (the GM's choice changed), it names them all anew."""
        self._roster, self._pattern = list(roster), pattern
        taken = {key_of(name) for name in roster}
        in_roster = set(taken)
        claimed: set[int] = set()
        renamed = 0
        for c in self.characters:
            if c._renamed is not None and c._renamed in c.notices:
                c.notices.remove(c._renamed)
            c.read_name = c.read_name or c.name
            c._renamed, c.name, c.updating = None, c.read_name, False
            if c.person is not None:
                c.person = {k: v for k, v in c.person.items() if k not in ("update", "read_name")}
                c.person["name"] = c.name
        for c in self.importable():
            key = key_of(c.name)
            if not key:
                continue
            if not self.copies and c.update is not None and c.update.id not in claimed:
                claimed.add(c.update.id)
                c.updating = True
                if c.person is not None:
                    c.person["update"] = c.update.id
                continue
            if key in taken:
                new = free_name(c.name, pattern, taken)
                why = (QT_TRANSLATE_NOOP("log", "“{name}” is already in the roster: imported as “{new}”")
                       if key in in_roster else
                       QT_TRANSLATE_NOOP("log", "“{name}” is in these files more than once: imported as “{new}”"))
                c._renamed = line(why, name=c.name, new=new)
                c.notices.append(c._renamed)
                c.name = new
                if c.person is not None:
                    c.person["name"] = new
                key = key_of(new)
                renamed += 1
            if c.person is not None:  # kept with the new character: the next import of its row finds it
                c.person["read_name"] = c.read_name
            taken.add(key)
        for c in self.characters:
            c._say_not_given()
            c._say_kept()
            c._say_id()
        return renamed
