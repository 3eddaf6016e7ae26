"""Character actions: create, edit, remove, damage and heal, through the ruleset's pipelines.

Signals (on :class:`CharacterService`)
-------------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.

The commands live in :mod:`app.services.character_commands` (create, edit, copy, remove) and
:mod:`app.services.character_rules` (damage, heal, checks); their names are importable from here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.rules.base import LogLine, Outcome
from app.rules.dice import Dice, DiceError, TypedDice, parse_faces
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.blow_reach import reach_refusal
from app.services.character_commands import (
    KINDS,
    CreateCharacter,
    DuplicateCharacter,
    EditCharacter,
    RemoveCharacter,
    refit_state,
    rule_faces,
    rule_lines,
    secret_faces,
)
from app.services.character_rules import ApplyRules, RollCheck
from app.services.checks import need_text
from app.services.command import CommandError
from app.services.damaged import Damage, DamageCheck
from app.services.logtext import render
from app.services.service import Service
from app.services.typed_count import too_few, too_many, wanted_before
from app.store.models import Character

if TYPE_CHECKING:  # a preview's record, its checks and its readers load when the GM first imports
    from app.services.imports.preview import ImportPreview

#: a characters file refused, named (its reason already in the GM's language)
FILE_REFUSED = QT_TRANSLATE_NOOP("log", "{file}: {reason}")

__all__ = [
    "KINDS", "ApplyRules", "CharacterService", "CreateCharacter", "DuplicateCharacter", "EditCharacter",
    "RemoveCharacter", "RollCheck", "refit_state", "rule_faces", "rule_lines", "secret_faces",
]


class CharacterService(Service):
    """What the characters dock asks for.  Reads are plain rows; writes go through commands."""

    #: the last import's counts: the characters it added, and those of the roster it changed
    imported: tuple[int, int] = (0, 0)
    #: the roster's characters the last import changed (by id, in the files' order; not one the files held
    #: as the roster has it): the roster shows the first
    updated_ids: tuple[int, ...] = ()
    #: the damage offered on a character (by id) from earlier rolls, in the log's words, as the dice dock
    #: holds it, but the roll ``of_roll`` being applied: a damage or a call that leaves him dead names it gone
    offered_on: Callable[[int, int | None], list[dict[str, Any]]] = staticmethod(lambda _cid, _roll: [])


    def characters(self) -> list[Character]:
        """The campaign's characters in roster order, without the damaged ones (:meth:`roster`):
        nothing that reads them hands a row to the rules that the rules cannot take."""
        return self.roster()[0]

    def roster(self) -> tuple[list[Character], list[tuple[Character, Damage]]]:
        """The characters in roster order: the sound ones, and the damaged ones with what is wrong."""
        return self._checked.split(self.ruleset, self.campaign.roster_rows())

    @cached_property
    def _checked(self) -> DamageCheck:
        return DamageCheck()

    def character(self, character_id: int) -> Character | None:
        """The character's row as last committed (kept by the campaign service: read it, do not change it);
        None for a damaged one (:meth:`damaged`)."""
        row = self.campaign.characters_by_id((character_id,)).get(character_id)
        return None if row is None or self._checked.of(self.ruleset, row) is not None else row

    def last_attacker(self, character_id: int) -> int | None:
        """The character who last rolled against this one in the open session (his shot, his
        blow), or None: a damage the GM types has no dealer unless this or the GM names one.  One who
        is down, out of the fight or dead now deals nothing: None (the GM picks)."""
        attacker = self.campaign.reads.last_roll_against(character_id)
        row = self.character(attacker) if attacker is not None else None
        if row is None:
            return None
        sheet, state = dict(row.sheet or {}), dict(row.state or {})
        return row.id if self.ruleset.can_act(sheet, self.ruleset.with_kind(row.kind, state)) else None

    def damaged(self, character_id: int) -> tuple[Character, Damage] | None:
        """The row of a damaged character with what is wrong with it; None when it is sound or gone."""
        row = self.campaign.characters_by_id((character_id,)).get(character_id)
        damage = self._checked.of(self.ruleset, row) if row is not None else None
        return (row, damage) if row is not None and damage is not None else None

    def create(self, name: str, kind: str = "pc", sheet: Mapping[str, Any] | None = None) -> bool:
        return self.run(CreateCharacter(name, kind, sheet))

    def import_file(self, path: str) -> bool:
        """Import a characters file; on refusal emit ``failed`` with the reason."""
        from app.services.file_checks import FILE_LIMIT
        from app.services.party_files import ImportCharacters, parse_characters
        from app.services.picked_files import read_picked

        try:
            data = read_picked(need_text(path), FILE_LIMIT)  # read as UTF-8 by parse_characters, which says why not
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False
        try:
            people = parse_characters(data, self.ruleset)
        except CommandError as exc:  # the file named: the GM may have picked several in turn
            reason = {"t": exc.message, "ctx": exc.context, "args": exc.args_}  # a game's name translated too
            self.failed.emit(exc.context, render(FILE_REFUSED, {"file": Path(path).name, "reason": reason}, colon=True))
            return False
        return self.run(ImportCharacters(people))

    def preview_import(self, paths: list[str], joined: Sequence[tuple[str, str]] = (),
                       faces: Mapping[Any, int] | None = None) -> ImportPreview:
        """What importing the files at ``paths`` would do (Foundry VTT actors, spreadsheets,
        characters files): a character named as one of the roster updates it (the preview says what
        changes; ``preview.choose_copies(True)`` makes them new copies); nothing is written.  ``joined``:
        names the GM made one character (:meth:`~app.services.imports.preview.ImportPreview.join_beside`);
        ``faces``: the numbers the preview read before rolled, kept (:func:`~app.services.imports.rolling.roll_now`)."""
        from app.services.experience import unspent_book
        from app.services.imports.death import file_later
        from app.services.imports.free_names import SAME_NAME
        from app.services.imports.night import played
        from app.services.imports.read_names import read_names
        from app.services.imports.reading import preview_files
        from app.services.imports.rolling import roll_now
        from app.services.imports.same_batch import join_files
        from app.services.imports.updating import match_roster
        from app.services.logtext import qt_translate

        preview = preview_files(paths, self.ruleset)
        rolled = roll_now(preview, self.campaign.dice, faces)  # the numbers the files lack, shown before importing
        join_files(preview, self.ruleset, same_names=joined)  # a character two files bring: one, the later file's
        # read again (two rows made one): the numbers rolled stay those shown
        preview.joined, preview.again = list(joined), lambda pairs: self.preview_import(paths, pairs, rolled)
        match_roster(preview, self.characters(), self.ruleset,  # one of the roster's name: updated
                     unspent=unspent_book(self.campaign.campaign.state),
                     named=read_names(self.campaign.campaign.state))  # or the one an import made of it
        # the night's state kept by default for each character updated that was played since its import,
        # unless the file is the later one (a Deadwatch export written further on in the night): each
        # by its own (Ana Reyes never imported and unhurt keeps nothing because Ben Okafor was hurt)
        rows = {row.id: row for row in self.characters()}

        def night(c: Any) -> bool | None:
            update = c.update or c.maybe
            if update is None or update.id not in rows:
                return None
            row = rows[update.id]
            return played(self.ruleset, row, self.campaign.campaign.state, c.person) and not (
                c.person is not None and file_later(row.state, c.person.get("state"), c.person.get("courses")))

        own = {id(c): night(c) for c in preview.characters}
        chosen = {v for v in own.values() if v is not None}
        preview.keep_night = chosen == {True}
        if len(chosen) > 1:  # some played, some not: each its own box
            for c in preview.characters:
                c.keep_night = own[id(c)]
        preview.mark_clashes([c.name for c in self.campaign.roster_rows()], qt_translate("log", SAME_NAME))
        latest = self.campaign.latest_session()
        if latest is not None and latest.ended is not None:  # between nights: Enter starts the next, said
            preview.starts_session = latest.number + 1
        elif latest is None:  # a campaign never played: Enter starts session 1, said too
            preview.first_session = True
        return preview

    def import_preview(self, preview: ImportPreview) -> bool:
        """Import what ``preview`` read, as one action; refused (``failed``) unless it is ready."""
        from app.services.file_checks import BadValueError
        from app.services.imports.checking import recheck
        from app.services.imports.command import ImportRead
        from app.services.imports.preview import ImportPreview
        from app.services.logtext import render

        def refuse(reason: dict[str, Any]) -> bool:
            self.failed.emit("log", render(QT_TRANSLATE_NOOP("log", "Nothing was imported: {reason}"),
                                           {"reason": reason}, colon=True))
            return False

        if isinstance(preview, ImportPreview) and not preview.ready:
            return refuse(preview.first_refusal() or {})
        try:
            people = recheck(preview, self.ruleset)  # a preview is a plain record: checked again here
        except BadValueError as bad:
            return refuse(bad.reason)
        said = preview.starts_session if isinstance(preview, ImportPreview) else 0
        command = ImportRead(people, session_said=said)
        if not self.run(command):
            return False
        self.imported = command.counts
        self.updated_ids = command.changed_ids
        return True

    def notes_shown(self, notes: str) -> str:
        """A character's notes as the sheet shows them: the titled lines an import wrote ("Archetype:
        Cop") titled in the GM's language, whatever language they were imported in."""
        from app.services.imports import note_titles

        return note_titles.shown(self.ruleset, notes)

    def notes_kept(self, text: str) -> str:
        """Notes typed in the sheet as they are kept: their titled lines titled in English, so they
        read in whatever language the GM switches to."""
        from app.services.imports import note_titles

        return note_titles.kept(self.ruleset, text)

    def export_file(self, path: str, character_ids: list[int], form: str = "deadwatch") -> bool:
        """Write the party file (``form``: "deadwatch", "csv", "foundry"; a name ending in .csv is a
        spreadsheet); on refusal (an open campaign, a campaign file, a folder that says no) emit
        ``failed`` with the reason and write nothing."""
        from app.services.experience import unspent_book
        from app.services.imports.exporting import form_of, write_party
        from app.services.party_files import write_characters
        from app.services.picked_files import UNWRITABLE, check_output

        chosen = [c for c in self.characters() if c.id in set(character_ids)]
        form = form_of(path, form)
        try:
            check_output(path)
            if form == "deadwatch":
                write_characters(Path(path), self.ruleset, chosen)
            else:
                write_party(path, form, self.ruleset, chosen,
                            unspent=unspent_book(self.campaign.campaign.state))
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False
        except OSError:
            self.failed.emit("log", UNWRITABLE)
            return False
        return True

    def duplicate(self, character_id: int, count: int) -> bool:
        return self.run(DuplicateCharacter(character_id, count))

    def remove(self, character_id: int) -> bool:
        return self.run(RemoveCharacter(character_id))

    def roll_check(self, character_id: int, check: str) -> bool:
        return self.run(RollCheck(character_id, check, self._offered(character_id, None)))

    def _offered(self, character_id: int, of_roll: int | None) -> tuple[dict[str, Any], ...]:
        """The damage offered on ``character_id`` (:attr:`offered_on`), for his line to name gone if he dies."""
        if type(character_id) is not int:  # a bad call: the command says why
            return ()
        return tuple(self.offered_on(character_id, of_roll))

    def damage(
        self, character_id: int, request: Mapping[str, Any], actor_id: int | None = None, faces: str = "",
        of_roll: int | None = None, read_off: str = "", hit: int | None = None,
    ) -> bool:
        """``faces``: typed from physical dice (the damage, the armor roll…), else rolled here;
        ``of_roll``: the line of the roll whose offer this is (that roll is then spent: no push of it);
        ``hit``: which hit of that roll (:func:`app.services.rolls.settled.offer_hit`), refused a
        second time; ``read_off``: with no ``actor_id``, the name of the one whose values the form
        holds (the turn's fighter's Strength), said in the worked sum."""
        return self.run(ApplyRules(character_id, request, actor_id=actor_id, faces=faces, of_roll=of_roll,
                                   read_off=read_off, hit=hit,
                                   gone=self._offered(character_id, of_roll if type(of_roll) is int else None)))

    def heal(
        self, character_id: int, request: Mapping[str, Any], actor_id: int | None = None, faces: str = "",
        of_roll: int | None = None, hit: int | None = None,
    ) -> bool:
        return self.run(ApplyRules(character_id, request, heal=True, actor_id=actor_id, faces=faces,
                                   of_roll=of_roll, hit=hit))

    def dice_wanted(self, character_id: int, request: Mapping[str, Any], heal: bool = False) -> dict[str, Any] | None:
        """The dice the damage (or heal) form's action takes from the table, how many of which and
        what for, as a marked value; None when it rolls none or the form is refused as it stands."""
        row = self.character(character_id)
        if row is None:
            return None
        state = self.ruleset.with_kind(row.kind, row.state)
        damage = self.ruleset.damage_rules()
        fn = damage.apply_heal if heal else damage.apply_damage
        return wanted_before(lambda dice: fn(row.sheet, state, request, dice).rolls)

    def dice_decide(self, character_id: int, request: Mapping[str, Any], heal: bool = False) -> bool:
        """Whether what the action does hangs on its dice (the armor's sixes, the damage die): the
        action tried with the program's dice and with every die at its lowest and at its highest
        face does not always end the same.  The Damage dialog then shows no result before the dice
        are typed (a result of dice never rolled read as if the armor had been)."""
        from app.rules.base import RulesError
        from app.services.typed_count import SEEDS, ForcedDice

        row = self.character(character_id)
        if row is None:
            return False
        state = self.ruleset.with_kind(row.kind, row.state)
        damage = self.ruleset.damage_rules()
        fn = damage.apply_heal if heal else damage.apply_damage
        seen = set()
        for dice in [Dice(seed=seed) for seed in SEEDS] + [ForcedDice(1), ForcedDice(1_000_000)]:
            try:
                outcome = fn(row.sheet, state, request, dice)
            except (RulesError, DiceError, CommandError, ValueError, KeyError, TypeError):
                return False
            seen.add(repr((outcome.state, outcome.arithmetic, outcome.lines)))
        return len(seen) > 1

    def damage_odds(self, character_id: int, request: Mapping[str, Any]) -> list[LogLine]:
        """What the damage's own dice decide before they are rolled (the armor's die: what deflects,
        what gets through and what it leaves), [] for nothing the rules say (see
        :meth:`app.rules.features.damage.DamageRules.damage_odds`)."""
        from app.rules.base import RulesError

        row = self.character(character_id)
        if row is None:
            return []
        state = self.ruleset.with_kind(row.kind, row.state)
        try:
            return list(self.ruleset.damage_rules().damage_odds(row.sheet, state, request))
        except (RulesError, ValueError, KeyError, TypeError):
            return []

    def preview(
        self, character_id: int, request: Mapping[str, Any], heal: bool = False, faces: str = "",
        actor_id: int | None = None, read_off: str = "",
    ) -> Outcome:
        """What the action would do, with the very dice it would roll (the generator is copied, or
        the faces typed); RulesError when the healer ``actor_id`` cannot give the care.  A damage's
        worked sum names its attacker: ``actor_id``'s, else ``read_off`` (see :meth:`damage`)."""
        row = self.character(character_id)
        if row is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        if not heal:  # a blow out of reach on the map: refused before its numbers
            refused = reach_refusal(self.ruleset, self.campaign.campaign, actor_id, character_id, request)
            if refused is not None:
                raise refused
        state = self.ruleset.with_kind(row.kind, row.state)  # as the action reads it: a zombie is not Broken
        healer = self.character(actor_id) if heal and actor_id is not None and actor_id != character_id else None
        if healer is not None:
            self.ruleset.damage_rules().care_given(healer.sheet, healer.state, request)
        damage = self.ruleset.damage_rules()
        dealer = self.character(actor_id) if not heal and actor_id is not None else None
        fn = damage.apply_heal if heal else partial(
            damage.apply_damage, attacker=dealer.name if dealer is not None else read_off)
        rng = random.Random()
        rng.setstate(self.campaign.dice.rng.getstate())
        dice = Dice(rng)  # the very dice it would roll: the generator copied
        if faces.strip():
            typed = TypedDice(parse_faces(faces), then=dice)  # a secret roll after the faces typed: the console's
            try:
                outcome = fn(row.sheet, state, request, typed)
            except DiceError as exc:  # too few: how many these faces take, and what for
                raise too_few(str(exc), faces, lambda dice: fn(row.sheet, state, request, dice).rolls) from exc
            try:
                typed.check_used_up()
            except DiceError as exc:  # too many: how many these faces used, and what for
                raise too_many(faces, outcome.rolls, str(exc)) from exc
            return outcome
        outcome = fn(row.sheet, state, request, dice)  # refused here as OK would refuse it
        odds = damage.heal_odds(row.sheet, state, request) if heal else None
        return odds if odds is not None else outcome  # the heal's chances: its dice are rolled on OK
