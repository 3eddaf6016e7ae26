"""One character read from a file, as the import's preview (:mod:`.preview`) shows it: the file and
the place in it, each field as it will be set and where it came from, what was left out and why,
what was refused and why, and the lines that change as the GM chooses how it comes in (new, or
updating the roster's character: the fields not in the file, the notes, the numbers rolled, its
Foundry actor's id)."""

from __future__ import annotations

from dataclasses import field, replace
from typing import Any

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports.preview_rows import FieldRow, Update

#: the fields of the sheet a file does not give (a column the spreadsheet lacks, a field missing from
#: an actor): a new character starts at their defaults, one of the roster it updates keeps its own
NOT_GIVEN = QT_TRANSLATE_NOOP("log", "{fields}: not in the file: {count|starts at its default|start at their defaults}")
#: the same naming the defaults ("Rations: not in the file: starts at its default (0)")
NOT_GIVEN_AT = QT_TRANSLATE_NOOP("log", "{fields}: not in the file: {count|starts at its default|start at their "
                                        "defaults} ({defaults})")
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
#: a character whose Foundry actor's id another character of the roster holds: stored without it
ID_HELD = QT_TRANSLATE_NOOP("log", "its Foundry actor id is already “{holder}”'s: not kept with this character")


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
    #: that line's template for a new character (naming the defaults or not)
    _not_given_new: str = field(default=NOT_GIVEN, repr=False)
    #: what each field not given starts at, by its label (when the file's reader said)
    _defaults: dict[str, str] = field(default_factory=dict, repr=False)
    #: the line of :attr:`ignored` saying the file gives no notes (:data:`NOTES_KEPT`), if it gives none
    _no_notes: dict[str, Any] | None = field(default=None, repr=False)
    #: the sheet's fields the file's system has no place for (a twdu actor's rations), by key: the
    #: lines saying so for a new character and for an update (:meth:`not_placed`), and the one of
    #: :attr:`ignored` that says so as it comes in
    _no_place: dict[str, tuple[dict[str, Any], dict[str, Any]]] = field(default_factory=dict, repr=False)
    _no_place_said: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)

    def no_notes(self, none: bool = True) -> None:
        """Say that the file gives no notes (``none``): an update keeps the roster's, a new character
        has none, a line of its own; or (``none`` False: another file of the batch gives them) no longer."""
        self.keep_notes = none
        if self._no_notes is not None and self._no_notes in self.ignored:
            self.ignored.remove(self._no_notes)
        self._no_notes = line(NOTES_KEPT if self.updating else NOTES_NONE) if none else None
        if self._no_notes is not None:
            self.ignored.append(self._no_notes)

    def not_given(self, keys: list[str], fields: str | list[str], count: int | None = None,
                  defaults: list[str] | None = None) -> None:
        """Say that the file gives none of the sheet's fields ``keys`` (``fields``: their labels, in
        the GM's language; ``count``: how many they name, ``len(keys)`` by default, none for tables
        alone): an update keeps the roster's values of them (``person["keep"]``).  More than
        :data:`FOLD` labels (a list) are counted, the list folded under the line (``listed``);
        ``defaults``: what each starts at, in the GM's words, named on a new character's line."""
        self.keep = list(keys)
        count = len(keys) if count is None else count
        if not count:
            return
        if defaults and isinstance(fields, list) and len(defaults) == len(fields):
            self._defaults = dict(zip(fields, defaults, strict=True))
        if isinstance(fields, list) and len(fields) > FOLD:
            self._not_given = line(NOT_GIVEN_FOLDED, fields=", ".join(fields), count=len(fields), listed=list(fields))
        else:
            joined = ", ".join(fields) if isinstance(fields, list) else fields
            self._not_given = line(NOT_GIVEN, fields=joined, count=count)
            if self._defaults and len(self._defaults) == count:
                starts = ", ".join(self._defaults.values())
                self._not_given = line(NOT_GIVEN_AT, fields=joined, count=count, defaults=starts)
                self._not_given_new = NOT_GIVEN_AT
        self.ignored.append(self._not_given)

    def not_placed(self, lines: dict[str, tuple[dict[str, Any], dict[str, Any]]]) -> None:
        """Say that the file's system has no place for the sheet's fields of ``lines``' keys (a
        Foundry actor's rations), each on a line of its own (``lines``: each key's line for a new
        character, which starts at the field's default, and for an update, which keeps the roster's
        value: ``person["keep"]``; a key "table.column" is a table's cells, kept by the reader)."""
        self._no_place = dict(lines)
        # a table's cells ("weapons.ammo") are kept by the person's "keep_cells", not as a field
        self.keep = [*self.keep, *(key for key in lines if key not in self.keep and "." not in key)]
        self._say_no_place()

    def no_place_lines(self) -> list[dict[str, Any]]:
        """The lines of :attr:`ignored` saying the file's system has no place for a field."""
        return [said for said in self._no_place_said.values() if any(x is said for x in self.ignored)]

    def _say_no_place(self) -> None:
        """The lines of the fields the file's system has no place for, as this character comes in."""
        for key, (new, kept) in self._no_place.items():
            said = dict(kept if self.updating else new)
            was = self._no_place_said.get(key)
            at = next((n for n, x in enumerate(self.ignored) if x is was), None)
            if at is None:
                self.ignored.append(said)
            else:
                self.ignored[at] = said
            self._no_place_said[key] = said

    def given_elsewhere(self, keys: list[str], labels: list[str]) -> None:
        """Say that another file of the batch gives the fields ``keys`` this one does not (their
        labels ``labels`` in the GM's language, tables left out): no longer among those not given."""
        self.keep = [k for k in self.keep if k not in keys]
        for key in [k for k in self._no_place if k in keys]:  # nor among those its system has no place for
            del self._no_place[key]
            gone = self._no_place_said.pop(key, None)
            self.ignored[:] = [x for x in self.ignored if x is not gone]
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
            self._not_given_new = NOT_GIVEN
            self._not_given = line(template, fields=", ".join(left), count=count)
            starts = [self._defaults[n] for n in left if n in self._defaults]
            if len(starts) == len(left) == count:  # each left named with what it starts at
                self._not_given_new = NOT_GIVEN_AT
                self._not_given = line(NOT_GIVEN_AT if template in (NOT_GIVEN, NOT_GIVEN_AT) else template,
                                       fields=", ".join(left), count=count, defaults=", ".join(starts))
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
            (NOT_GIVEN_FOLDED if folded else self._not_given_new)
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

    def as_read(self) -> None:
        """Come in as read again: under the name read, updating no one, no line saying a new name
        (:meth:`~app.services.imports.preview.ImportPreview.mark_clashes` names it anew)."""
        if self._renamed is not None and self._renamed in self.notices:
            self.notices.remove(self._renamed)
        self.read_name = self.read_name or self.name
        self._renamed, self.name, self.updating = None, self.read_name, False
        if self.person is not None:
            self.person = {k: v for k, v in self.person.items() if k not in ("update", "read_name")}
            self.person["name"] = self.name

    def rename(self, new: str, why: str) -> None:
        """Come in as ``new``, said among the notices (``why``: the line's template, given the name and
        the new one)."""
        self._renamed = line(why, name=self.name, new=new)
        self.notices.append(self._renamed)
        self.name = new
        if self.person is not None:
            self.person["name"] = new

    def say_as_it_comes(self) -> None:
        """The lines that follow how it comes in, new or updating the roster's character: the fields
        not in the file, the numbers rolled as it was read, its Foundry actor's id."""
        self._say_not_given()
        self._say_no_place()
        self._say_kept()
        self._say_id()

    def place(self) -> dict[str, Any]:
        """“party.csv, row 3” as a line."""
        return line(QT_TRANSLATE_NOOP("log", "{file}, {where}"), file=self.file, where=self.where)

