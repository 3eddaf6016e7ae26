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
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import col, select

<<<<<<< HEAD
from app.rules.base import Outcome
from app.rules.dice import Dice, TypedDice, parse_faces
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
=======
from app.rules.base import Outcome, Participant, RulesError, Ruleset
from app.rules.dice import Dice, DiceError, TypedDice, parse_faces
from app.services.bounds import COPIES
from app.services.care import care_given
from app.services.checks import live_character, need_int, need_sheet, need_text, need_values
from app.services.command import Command, CommandError, Context, LogEntry, Tx
>>>>>>> h-grid
from app.services.damaged import Damage, DamageCheck
from app.services.service import Service
from app.store.models import Character

<<<<<<< HEAD
__all__ = [
    "KINDS", "ApplyRules", "CharacterService", "CreateCharacter", "DuplicateCharacter", "EditCharacter",
    "RemoveCharacter", "RollCheck", "refit_state", "rule_faces", "rule_lines", "secret_faces",
]
=======
KINDS = ("pc", "npc", "zombie")


def rule_lines(outcome: Outcome) -> list[dict[str, Any]]:
    return [{"t": line.text, "ctx": "rules", "args": dict(line.args)} for line in outcome.lines]


def rule_faces(outcome: Outcome) -> list[Any]:
    """The faces of the rolls the players may see (secret rolls go to the GM-only payload)."""
    return [r.faces_payload() for r in outcome.rolls if not r.secret]


def secret_faces(outcome: Outcome) -> list[Any]:
    return [{"label": r.label, "faces": r.faces_payload()} for r in outcome.rolls if r.secret]


def refit_state(
    rules: Ruleset, old_sheet: Mapping[str, Any], sheet: Mapping[str, Any], state: Mapping[str, Any]
) -> dict:
    """The state after the sheet changed: a pool whose maximum changed keeps its damage; a new pool
    starts fresh."""
    old_tracks = {t.key: t.maximum for t in rules.tracks(dict(old_sheet))}
    out = dict(state)
    for key, value in rules.initial_state(dict(sheet)).items():
        out.setdefault(key, value)
    for track in rules.tracks(dict(sheet)):
        if track.key in out and isinstance(out[track.key], int) and track.key in old_tracks:
            out[track.key] = min(track.maximum, out[track.key] + track.maximum - old_tracks[track.key])
    return out


@dataclass
class CreateCharacter(Command):
    name: str
    kind: str = "pc"
    sheet: Mapping[str, Any] | None = None
    revealed: bool | None = None

    kind = "character"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        name = self.name.strip()
        if not name:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A character needs a name."))
        if self.kind not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        if self.sheet is not None:
            need_sheet(ctx.ruleset.sheet_fields(), self.sheet)
        try:
            sheet = ctx.ruleset.validate_sheet(self.sheet if self.sheet is not None else ctx.ruleset.new_sheet())
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        position = len(tx.session.exec(select(Character.id).where(Character.campaign_id == ctx.campaign.id)).all())
        revealed = self.kind == "pc" if self.revealed is None else self.revealed
        row = tx.add(
            Character(
                campaign_id=int(ctx.campaign.id),  # type: ignore[arg-type]
                name=name,
                kind=self.kind,
                sheet=sheet,
                state=ctx.ruleset.initial_state(sheet),
                revealed=revealed,
                position=position,
            )
        )
        return LogEntry(
            "character", QT_TRANSLATE_NOOP("log", "{name} joins the campaign"), {"name": row.name}, target=row.name
        )


@dataclass
class EditCharacter(Command):
    character_id: int
    name: str | None = None
    kind_of: str | None = None
    sheet: Mapping[str, Any] | None = None
    notes: str | None = None
    revealed: bool | None = None
    kind = "character"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = live_character(tx, ctx, self.character_id)
        if self.name is not None:
            if not self.name.strip():
                raise CommandError(QT_TRANSLATE_NOOP("log", "A character needs a name."))
            row.name = self.name.strip()
        if self.kind_of is not None:
            if self.kind_of not in KINDS:
                raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
            row.kind = self.kind_of
        if self.sheet is not None:
            need_sheet(ctx.ruleset.sheet_fields(), self.sheet)
            try:
                sheet = ctx.ruleset.validate_sheet(self.sheet)
            except RulesError as exc:
                raise CommandError(str(exc), "rules") from exc
            row.state = refit_state(ctx.ruleset, row.sheet, sheet, row.state)
            row.sheet = sheet
        if self.notes is not None:
            row.notes = self.notes
        if self.revealed is not None:
            row.revealed = self.revealed
        tx.save(row)
        return LogEntry(
            "character", QT_TRANSLATE_NOOP("log", "{name}'s sheet edited"), {"name": row.name}, target=row.name
        )


@dataclass
class RemoveCharacter(Command):
    character_id: int
    kind = "character"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = live_character(tx, ctx, self.character_id)
        row.archived = True
        tx.save(row)
        return LogEntry(
            "character", QT_TRANSLATE_NOOP("log", "{name} leaves the campaign"), {"name": row.name}, target=row.name
        )


@dataclass
class ApplyRules(Command):
    """Damage or heal one character through the ruleset's pipeline."""

    character_id: int
    request: Mapping[str, Any]
    heal: bool = False
    actor: str = ""
    actor_id: int | None = None
    faces: str = ""  # typed from physical dice (app.services.typed); empty: rolled here

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "heal" if self.heal else "damage"

    def _after_death(self, tx: Tx, ctx: Context, row: Character, killer: Character | None) -> list[dict[str, Any]]:
        """Apply what the death of ``row`` does to the others (scores); return their log lines."""
        party = list(
            tx.session.exec(
                select(Character).where(Character.campaign_id == ctx.campaign.id, col(Character.archived).is_(False))
            )
        )

        def seen(c: Character) -> Participant:
            return Participant(int(c.id), c.kind, c.sheet, c.state)  # type: ignore[arg-type]

        effects = ctx.ruleset.on_death(seen(row), seen(killer) if killer else None, [seen(c) for c in party])
        lines: list[dict[str, Any]] = []
        by_id = {int(c.id): c for c in party}  # type: ignore[arg-type]
        for cid, outcome in effects.items():
            other = by_id[cid]
            tx.touch(other)
            other.state = outcome.state
            tx.save(other)
            lines += [
                {"t": "{name}: {line}", "ctx": "log", "args": {"name": other.name, "line": line}}
                for line in rule_lines(outcome)
            ]
        return lines

    def _amount(self, ctx: Context, row: Character) -> Any:
        """The amount field (damage dealt, points healed), else the first (the kind of care)."""
        fields = (ctx.ruleset.heal_fields if self.heal else ctx.ruleset.damage_fields)(row.sheet)
        if not fields:
            return ""
        field = next((f for f in fields if f.key == "amount" and not self.heal), fields[0])
        value = self.request.get(field.key, "")
        for choice in field.choices:
            if choice.value == value:
                return {"t": choice.label}
        return value

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = live_character(tx, ctx, self.character_id)
        rules = ctx.ruleset
        need_values((rules.heal_fields if self.heal else rules.damage_fields)(row.sheet), self.request)
        was_dead = rules.is_dead(row.sheet, row.state)
        killer = live_character(tx, ctx, self.actor_id) if self.actor_id is not None else None
        actor = killer.name if killer is not None else self.actor
        dice = dice_for(ctx, self.faces)
        try:
            if self.heal:
                outcome = rules.apply_heal(row.sheet, row.state, self.request, dice)
            else:
                outcome = rules.apply_damage(row.sheet, row.state, self.request, dice)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        used_up(dice, ctx)  # the faces typed for this action (a blast applies several in one)
        row.state = outcome.state
        tx.save(row)
        lines = rule_lines(outcome)
        if self.heal and killer is not None and killer.id != row.id:  # the healer's bandage, pills…
            lines += care_given(tx, ctx, killer, self.request)
        if not self.heal and not was_dead and rules.is_dead(row.sheet, row.state):
            lines += self._after_death(tx, ctx, row, killer)
        if self.heal:
            text = QT_TRANSLATE_NOOP("log", "{name} healed: {arithmetic}")
            if not outcome.arithmetic:
                text = QT_TRANSLATE_NOOP("log", "{name} healed")
        else:
            text = QT_TRANSLATE_NOOP("log", "Damage to {name}: {arithmetic}")
            if not outcome.arithmetic:
                text = QT_TRANSLATE_NOOP("log", "Damage to {name}")
        if self.faces.strip() and outcome.arithmetic:  # the log says the dice were the table's
            text = (
                QT_TRANSLATE_NOOP("log", "{name} healed, dice from the table: {arithmetic}")
                if self.heal
                else QT_TRANSLATE_NOOP("log", "Damage to {name}, dice from the table: {arithmetic}")
            )
        return LogEntry(
            self.kind,
            text,
            {"name": row.name, "arithmetic": outcome.arithmetic, "lines": lines},
            actor=actor,
            target=row.name,
            payload={
                "request": dict(self.request),
                "actor_id": self.actor_id,
                "target_id": self.character_id,
                **({"gm_only_rolls": secret_faces(outcome)} if secret_faces(outcome) else {}),
            },
            faces=rule_faces(outcome),
            label=QT_TRANSLATE_NOOP("log", "Heal {name}: {amount}")
            if self.heal
            else QT_TRANSLATE_NOOP("log", "Damage to {name}: {amount}"),
            label_args={"name": row.name, "amount": self._amount(ctx, row)},
        )


@dataclass
class RollCheck(Command):
    """Roll a check the character's state calls for (survival, consciousness…)."""

    character_id: int
    check: str
    kind = "roll"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = live_character(tx, ctx, self.character_id)
        due = {c.value: c.label for c in ctx.ruleset.checks_due(row.sheet, row.state)}
        if self.check not in due:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That check is not due."))
        try:
            outcome = ctx.ruleset.roll_check(row.sheet, row.state, self.check, ctx.dice)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        row.state = outcome.state
        tx.save(row)
        return LogEntry(
            "roll",
            QT_TRANSLATE_NOOP("log", "{name}: {check}"),
            {"name": row.name, "check": {"t": due[self.check]}, "lines": rule_lines(outcome)},
            actor=row.name,
            faces=rule_faces(outcome),
            label=QT_TRANSLATE_NOOP("log", "{check} for {name}"),
            label_args={"name": row.name, "check": {"t": due[self.check]}},
        )
>>>>>>> h-grid


class CharacterService(Service):
    """What the characters dock asks for.  Reads are plain rows; writes go through commands."""


    def characters(self) -> list[Character]:
        """The campaign's characters in roster order, without the damaged ones (:meth:`roster`):
        nothing that reads them hands a row to the rules that the rules cannot take."""
        return self.roster()[0]

    def roster(self) -> tuple[list[Character], list[tuple[Character, Damage]]]:
        """The characters in roster order: the sound ones, and the damaged ones with what is wrong."""
        with self.campaign._session() as s:
            rows = s.exec(
                select(Character)
                .where(Character.campaign_id == self.campaign.campaign_id, col(Character.archived).is_(False))
                .order_by(col(Character.position), col(Character.id))
            )
            return self._checked.split(self.ruleset, rows)

    @cached_property
    def _checked(self) -> DamageCheck:
        return DamageCheck()

    def character(self, character_id: int) -> Character | None:
        """The character's row as last committed (kept by the campaign service: read it, do not change it);
        None for a damaged one (:meth:`damaged`)."""
        row = self.campaign.characters_by_id((character_id,)).get(character_id)
        return None if row is None or self._checked.of(self.ruleset, row) is not None else row

    def damaged(self, character_id: int) -> tuple[Character, Damage] | None:
        """The row of a damaged character with what is wrong with it; None when it is sound or gone."""
        row = self.campaign.characters_by_id((character_id,)).get(character_id)
        damage = self._checked.of(self.ruleset, row) if row is not None else None
        return (row, damage) if row is not None and damage is not None else None

    def create(self, name: str, kind: str = "pc", sheet: Mapping[str, Any] | None = None) -> bool:
        return self.run(CreateCharacter(name, kind, sheet))

    def import_file(self, path: str) -> bool:
        """Import a characters file; on refusal emit ``failed`` with the reason."""
        from app.services.party_files import ImportCharacters, parse_characters
        from app.services.picked_files import read_picked

        try:
            data = read_picked(need_text(path))  # read as UTF-8 by parse_characters, which says why not
            people = parse_characters(data, self.ruleset)
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False
        return self.run(ImportCharacters(people))

    def export_file(self, path: str, character_ids: list[int]) -> bool:
        """Write the party file; on refusal (an open campaign, a campaign file, a folder that says
        no) emit ``failed`` with the reason and write nothing."""
        from app.services.party_files import write_characters
        from app.services.picked_files import UNWRITABLE, check_output

        chosen = [c for c in self.characters() if c.id in set(character_ids)]
        try:
            check_output(path)
            write_characters(Path(path), self.ruleset, chosen)
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
        return self.run(RollCheck(character_id, check))

    def damage(
        self, character_id: int, request: Mapping[str, Any], actor_id: int | None = None, faces: str = ""
    ) -> bool:
        """``faces``: typed from physical dice (the damage, the armor roll…), else rolled here."""
        return self.run(ApplyRules(character_id, request, actor_id=actor_id, faces=faces))

    def heal(
        self, character_id: int, request: Mapping[str, Any], actor_id: int | None = None, faces: str = ""
    ) -> bool:
        return self.run(ApplyRules(character_id, request, heal=True, actor_id=actor_id, faces=faces))

    def preview(
        self, character_id: int, request: Mapping[str, Any], heal: bool = False, faces: str = "",
        actor_id: int | None = None,
    ) -> Outcome:
        """What the action would do, with the very dice it would roll (the generator is copied, or
        the faces typed); RulesError when the healer ``actor_id`` cannot give the care."""
        row = self.character(character_id)
        if row is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        healer = self.character(actor_id) if heal and actor_id is not None and actor_id != character_id else None
        if healer is not None:
            self.ruleset.care_given(healer.sheet, healer.state, request)
        if faces.strip():
            dice: Dice = TypedDice(parse_faces(faces))
            rules = self.ruleset
            fn = rules.apply_heal if heal else rules.apply_damage
            outcome = fn(row.sheet, row.state, request, dice)
            dice.check_used_up()
            return outcome
        rng = random.Random()
        rng.setstate(self.campaign.dice.rng.getstate())
        dice = Dice(rng)
        rules = self.ruleset
        fn = rules.apply_heal if heal else rules.apply_damage
        return fn(row.sheet, row.state, request, dice)
