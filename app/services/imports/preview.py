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

The parts: :class:`~.preview_rows.FieldRow` and :class:`~.preview_rows.Update` (:mod:`.preview_rows`),
:class:`~.preview_character.PreviewCharacter` and its lines (:mod:`.preview_character`), why files are
refused (:mod:`.preview_refusals`); their names are imported from here as they always were.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports.free_names import SAME_NAME, free_name, key_of
from app.services.imports.preview_character import (
    FOLD,
    ID_HELD,
    KEPT_NUMBER,
    NOT_GIVEN,
    NOT_GIVEN_FOLDED,
    NOT_GIVEN_FOLDED_KEPT,
    NOT_GIVEN_KEPT,
    NOTES_KEPT,
    NOTES_NONE,
    PreviewCharacter,
)
from app.services.imports.preview_refusals import OTHER_NOT_IMPORTED, OTHERS_NOT_IMPORTED, PLACED, refusals_whole
from app.services.imports.preview_rows import FOUNDRY_ID, FieldRow, Update

__all__ = ["FOLD", "FOUNDRY", "FOUNDRY_ID", "OWN_FILE", "SPREADSHEET",
           "ID_HELD", "KEPT_NUMBER", "NOT_GIVEN", "NOT_GIVEN_FOLDED", "NOT_GIVEN_FOLDED_KEPT",
           "NOT_GIVEN_KEPT", "NOTES_KEPT", "NOTES_NONE", "OTHER_NOT_IMPORTED", "OTHERS_NOT_IMPORTED", "PLACED",
           "FieldRow", "ImportPreview", "PreviewCharacter", "Update"]


#: what a file read is (:attr:`ImportPreview.files_read`)
SPREADSHEET, FOUNDRY, OWN_FILE = "csv", "foundry", "deadwatch"


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
    #: no session has begun in the campaign: Enter starts session 1 (its Undo takes back the import alone)
    first_session: bool = False
    #: each file read, as what (:data:`SPREADSHEET`, :data:`FOUNDRY`, :data:`OWN_FILE`) and, a spreadsheet,
    #: the language of its headings ("ru"; "" for none): the preview's header names them
    files_read: dict[str, tuple[str, str]] = field(default_factory=dict)
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
        return refusals_whole(self.problems, self.characters)


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
            c.as_read()
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
                c.rename(new, QT_TRANSLATE_NOOP("log", "“{name}” is already in the roster: imported as “{new}”")
                         if key in in_roster else
                         QT_TRANSLATE_NOOP("log", "“{name}” is in these files more than once: imported as “{new}”"))
                key = key_of(new)
                renamed += 1
            if c.person is not None:  # kept with the new character: the next import of its row finds it
                c.person["read_name"] = c.read_name
            taken.add(key)
        for c in self.characters:
            c.say_as_it_comes()
        return renamed
