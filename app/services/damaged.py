"""Character rows that cannot be used with the campaign's rules, and their repair.

A campaign file can hold a character whose stored sheet or live state is not what the ruleset
declares: text that is not JSON (read as :class:`app.store.models.Undecodable`), a word where a
number belongs, a value out of range.  The characters service reads every row through a
:class:`DamageCheck`: a damaged row is listed apart (the roster shows it marked, with the reason)
and never handed to the rules; the GM repairs it (:class:`RepairCharacter`, an ordinary undoable
action with one log line) or removes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any
from weakref import WeakKeyDictionary

from app.rules.base import (
    RulesError,
    Ruleset,
    repaired_sheet,
    stored_sheet_problem,
    stored_state_problem,
    unfit_fields,
)
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.row_ids import row_id
from app.store.models import Character, undecodable

KINDS = ("pc", "npc", "zombie")


@record(frozen=True)
class Damage:
    """Why a character row cannot be used: ``part`` is "sheet" or "state"; ``reason`` a marked
    source string in the context ``rules``; ``fields`` the labels (context ``rules``) of the sheet
    fields whose values do not fit."""

    part: str
    reason: str
    fields: tuple[str, ...] = ()


def damage_of(rules: Ruleset, row: Character) -> Damage | None:
    """What is wrong with ``row`` under ``rules`` (None: nothing)."""
    sheet, state = row.sheet, row.state
    if undecodable(sheet):
        return Damage("sheet", QT_TRANSLATE_NOOP("rules", "The stored sheet is not readable data."))
    problem = stored_sheet_problem(rules, sheet)
    if problem:
        return Damage("sheet", problem, tuple(f.label for f in unfit_fields(rules, sheet)))
    if undecodable(state):
        return Damage("state", QT_TRANSLATE_NOOP("rules", "The stored live state is not readable data."))
    problem = stored_state_problem(rules, sheet, state)
    if problem:
        return Damage("state", problem)
    return None


class DamageCheck:
    """The verdict on each row, kept while the row's sheet and state stay the same (checking a
    sheet costs up to a third of a millisecond; every screen reads the roster after each action).

    The verdicts are the ruleset's, shared by every check (:func:`damage_kept`): a verdict depends
    on the rules, the sheet and the state only, so the roster's, the fight's and each service's
    reading of the same forty rows at open checks each sheet once, not once per service."""

    def of(self, rules: Ruleset, row: Character) -> Damage | None:
        return damage_kept(rules, row)

    def split(
        self, rules: Ruleset, rows: Iterable[Character]
    ) -> tuple[list[Character], list[tuple[Character, Damage]]]:
        """The sound rows and the damaged ones (each with its damage), in the order given."""
        sound: list[Character] = []
        damaged: list[tuple[Character, Damage]] = []
        for row in rows:
            damage = damage_kept(rules, row)
            if damage is None:
                sound.append(row)
            else:
                damaged.append((row, damage))
        return sound, damaged


#: each ruleset's verdicts: {row id: (sheet, state, damage)}
_VERDICTS: WeakKeyDictionary[Ruleset, dict[int, tuple[Any, Any, Damage | None]]] = WeakKeyDictionary()


def damage_kept(rules: Ruleset, row: Character) -> Damage | None:
    """:func:`damage_of`, the verdict kept for each ruleset while the row's sheet and state stay the
    same: the commands check every row they hand to the rules, and a fight reads its forty fighters
    at every turn."""
    verdicts = _VERDICTS.get(rules)
    if verdicts is None:
        verdicts = _VERDICTS[rules] = {}
    cid = row_id(row)
    sheet, state = row.sheet, row.state
    kept = verdicts.get(cid)
    if kept is not None and (kept[0] is sheet or kept[0] == sheet) and (kept[1] is state or kept[1] == state):
        return kept[2]
    damage = damage_of(rules, row)
    verdicts[cid] = (sheet, state, damage)
    return damage


def repair_sheet(rules: Ruleset, row: Character) -> dict[str, Any]:
    """The sheet a repair starts from: the stored one with the fields that do not fit (all of them
    when the sheet cannot be read) at the ruleset's defaults."""
    return repaired_sheet(rules, None if undecodable(row.sheet) else row.sheet)


@record(eq=False, repr=False)
class RepairCharacter(Command):
    """Save a damaged character with a sheet that fits the rules; its live state is kept where it
    fits that sheet, else the character starts fresh (unhurt).  Undo puts the damaged row back."""

    character_id: int
    name: str
    kind_of: str
    sheet: Mapping[str, Any]
    #: the notes as the GM typed them on the sheet's Notes page (None: as they were)
    notes: str | None = None
    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = tx.get(Character, self.character_id)
        name = self.name.strip()
        if not name:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A character needs a name."))
        if self.kind_of not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        rules = ctx.ruleset
        try:
            sheet = rules.validate_sheet(self.sheet)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        fresh = rules.initial_state(sheet)
        state = row.state
        if undecodable(state) or stored_state_problem(rules, sheet, state):
            state = fresh
        else:
            state = {**fresh, **state}
        row.name, row.kind, row.sheet, row.state = name, self.kind_of, sheet, state
        if self.notes is not None:
            row.notes = self.notes
        tx.save(row)
        return LogEntry(
            "character",
            QT_TRANSLATE_NOOP("log", "{name}'s damaged record repaired"),
            {"name": row.name},
            target=row.name,
        )
