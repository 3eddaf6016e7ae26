"""The initiative tracker: encounters, the order of a fight, turns, rounds and the round's effects.

An :class:`Encounter` row is the fight: its initiative ``mode`` (one of the ruleset's
``initiative_modes``), its ``round`` and ``turn`` (the index, in order, of the combatant whose turn
it is), and ``state`` (``reroll``: roll everyone again each round).  A :class:`Combatant` row is one
entry of the order: ``position``, ``initiative`` (the value shown), ``sort_key`` (higher first),
``acted`` this round, and ``state``: ``status`` ("delayed" or "ready": acts later in the round),
``phase`` and ``action`` (a declaration, in modes whose rounds walk phases), ``first`` (started the
violence: acts first in round 1), ``timers`` (conditions that last some rounds), ``hidden`` (kept
from the player display), ``adhoc`` (made for this fight), ``rolled`` (the value came from a roll).

Whose turn it is follows from the order: the first combatant who has neither acted nor waits.
Every command keeps ``Encounter.turn`` so; after the last one the round ends.

Signals (on :class:`InitiativeService`)
---------------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from sqlalchemy import bindparam
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import col, select

from app.rules.base import Choice, InitiativeRoll, RulesError
from app.rules.dice import Dice, DiceError
from app.services.bounds import EXTRAS, INITIATIVE, TIMER_ROUNDS
from app.services.campaign import CampaignService
from app.services.changes import ChangeSet
from app.services.checks import as_tuple, live_character, need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import DamageCheck
from app.services.service import Service
from app.services.snapshots import row_from, with_values
from app.services.typed import used_up, with_dice
from app.store.models import Character, Combatant, Encounter, GameSession

DELAYED = "delayed"
READY = "ready"
WAITING = (DELAYED, READY)
KINDS = ("pc", "npc", "zombie")


class _NeedsDiceError(Exception):
    """A mode asked for a die: its initiative is rolled, not read off the sheet."""


class _NoDice(Dice):
    def _next(self, sides: int) -> int:
        raise _NeedsDiceError


def named(name: str, text: str, args: dict[str, Any], ctx: str = "rules") -> dict[str, Any]:
    """One effect line for the log: "{name}: effect"."""
    effect = {"t": text, "ctx": ctx, "args": args}
    return {"t": QT_TRANSLATE_NOOP("log", "{name}: {effect}"), "ctx": "log", "args": {"name": name, "effect": effect}}


def mode_label(ruleset: Any, mode: str) -> dict[str, str]:
    for choice in ruleset.initiative_modes:
        if choice.value == mode:
            return {"t": choice.label, "ctx": "rules"}
    return {"t": mode, "ctx": "rules"}


# ---------------------------------------------------------------------- reading in a transaction
def open_session(tx: Tx, ctx: Context) -> GameSession:
    game = tx.session.exec(
        select(GameSession)
        .where(GameSession.campaign_id == ctx.campaign.id, col(GameSession.ended).is_(None))
        .order_by(col(GameSession.number).desc())
    ).first()
    if game is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "No session is running."))
    return game


def active(tx: Tx, ctx: Context) -> Encounter:
    if ctx.encounter is not None:  # read by the campaign service in this transaction
        tx.touch(ctx.encounter)
        return ctx.encounter
    game = open_session(tx, ctx)
    enc = tx.session.exec(
        select(Encounter)
        .where(Encounter.session_id == game.id, col(Encounter.active).is_(True))
        .order_by(col(Encounter.id).desc())
    ).first()
    if enc is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "No fight is running: start one first."))
    tx.touch(enc)
    return enc


#: a fight's combatants in their order (built once, run with the encounter's id)
_ORDER = (
    select(Combatant)
    .where(Combatant.encounter_id == bindparam("enc"))
    .order_by(col(Combatant.position), col(Combatant.id))
)


def order(tx: Tx, enc: Encounter) -> list[Combatant]:
    rows = list(tx.session.exec(_ORDER, params={"enc": enc.id}))
    for row in rows:
        tx.touch(row)
    return rows


class Place(NamedTuple):
    """A combatant's place in the order, read without loading the row (what a turn decides on)."""

    id: int
    name: str
    position: int
    acted: bool
    state: dict[str, Any]


_COMBATANTS = Combatant.__table__  # type: ignore[attr-defined]
_ENCOUNTERS = Encounter.__table__  # type: ignore[attr-defined]
_PLACES = (
    select(_COMBATANTS.c.id, _COMBATANTS.c.name, _COMBATANTS.c.position, _COMBATANTS.c.acted, _COMBATANTS.c.state)
    .where(_COMBATANTS.c.encounter_id == bindparam("enc"))
    .order_by(_COMBATANTS.c.position, _COMBATANTS.c.id)
)


def places(tx: Tx, enc: Encounter) -> list[Place]:
    """The order as plain values (nothing is touched: a turn changes one row of forty)."""
    rows = tx.session.execute(_PLACES, {"enc": enc.id})
    return [Place(int(r[0]), r[1], int(r[2]), bool(r[3]), r[4] or {}) for r in rows]


def find(rows: Sequence[Combatant], combatant_id: int) -> Combatant:
    for row in rows:
        if row.id == combatant_id:
            return row
    raise CommandError(QT_TRANSLATE_NOOP("log", "That combatant is not in this fight."))


def character_of(tx: Tx, row: Combatant) -> Character | None:
    if row.character_id is None:
        return None
    character = tx.session.get(Character, row.character_id)
    if character is not None:
        tx.touch(character)
    return character


def waiting(row: Combatant | Place) -> bool:
    return row.state.get("status") in WAITING


def up_next(rows: Sequence[Combatant] | Sequence[Place], out: frozenset[int] = frozenset()) -> int | None:
    """The place of the next to act: the first who has neither acted nor waits, and can act (``out``:
    the combatants the ruleset says cannot, such as the dead)."""
    for i, row in enumerate(rows):
        if not row.acted and not waiting(row) and row.id not in out:
            return i
    return None


_ABLE = (
    select(_COMBATANTS.c.id, Character.sheet, Character.state)  # type: ignore[call-overload]
    .join(Character, Character.id == _COMBATANTS.c.character_id)  # type: ignore[arg-type]
    .where(_COMBATANTS.c.encounter_id == bindparam("enc"))
)


def unable(tx: Tx, ctx: Context, enc: Encounter) -> frozenset[int]:
    """The combatants of the fight who cannot act (the ruleset's ``can_act``): skipped in the order."""
    rows = tx.session.execute(_ABLE, {"enc": enc.id})
    return frozenset(int(r[0]) for r in rows if not ctx.ruleset.can_act(r[1] or {}, r[2] or {}))


def settle(tx: Tx, enc: Encounter, rows: Sequence[Combatant], out: frozenset[int] = frozenset()) -> None:
    """Number the order 0..n-1 and point the turn at the first who has neither acted nor waits
    (nor cannot act: ``out``)."""
    for i, row in enumerate(rows):
        if row.position != i:
            row.position = i
            tx.save(row)
    turn = up_next(rows, out)
    enc.turn = len(rows) if turn is None else turn
    tx.save(enc)


def set_state(row: Combatant, **values: Any) -> None:
    state = {k: v for k, v in {**row.state, **values}.items() if v is not None}
    row.state = state


# ---------------------------------------------------------------------- initiative arithmetic
def phases(ctx: Context, mode: str) -> tuple[Choice, ...]:
    return tuple(ctx.ruleset.round_phases(mode))


def compute(ctx: Context, mode: str, character: Character, dice: Dice) -> InitiativeRoll:
    state = {**character.state, "kind": character.kind}
    try:
        return ctx.ruleset.roll_initiative(character.sheet, state, mode, dice)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules") from exc


def read_off(ctx: Context, mode: str, character: Character) -> InitiativeRoll | None:
    """The initiative when the mode reads it off the sheet (Speed, Agility, side); None when it rolls."""
    try:
        return compute(ctx, mode, character, _NoDice())
    except _NeedsDiceError:
        return None


def place(tx: Tx, ctx: Context, enc: Encounter, row: Combatant, character: Character | None) -> bool:
    """Give ``row`` the initiative its mode reads off the sheet or its declaration; False if it must roll."""
    if character is None:
        return False
    marks = phases(ctx, enc.mode)
    if marks:
        phase = row.state.get("phase") or marks[-1].value
        try:
            key = ctx.ruleset.declaration_key(enc.mode, phase, character.kind == "pc")
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        row.initiative = [c.value for c in marks].index(phase) + 1
        row.sort_key = list(key)
        tx.save(row)
        return True
    result = read_off(ctx, enc.mode, character)
    if result is None:
        return False
    row.initiative = result.value
    row.sort_key = list(result.sort_key)
    set_state(row, rolled=False)
    tx.save(row)
    return True


def roll(tx: Tx, ctx: Context, enc: Encounter, row: Combatant, character: Character) -> tuple[dict, list]:
    """Roll ``row``'s initiative; (log line, faces)."""
    result = compute(ctx, enc.mode, character, ctx.dice)
    row.initiative = result.value
    row.sort_key = list(result.sort_key)
    set_state(row, rolled=True)
    tx.save(row)
    faces = result.roll.faces_payload() if result.roll else []
    text = result.roll.text if result.roll else str(result.value)
    line = named(
        row.name, QT_TRANSLATE_NOOP("log", "initiative {value} ({roll})"), {"value": result.value, "roll": text}, "log"
    )
    return line, faces


def sort(enc: Encounter, rows: list[Combatant]) -> list[Combatant]:
    """Highest key first; those who started the violence first in round 1; the rest keep their order."""

    def key(row: Combatant) -> tuple:
        first = 1 if enc.round == 1 and row.state.get("first") else 0
        placed = 1 if row.initiative is not None else 0
        return (first, placed, tuple(row.sort_key))

    return sorted(rows, key=key, reverse=True)


def ties(rows: Sequence[Combatant]) -> list[list[str]]:
    """Runs of neighbours with the same rolled key: the GM decides their order."""
    runs: list[list[str]] = []
    for a, b in zip(rows, rows[1:], strict=False):
        if a.state.get("rolled") and b.state.get("rolled") and a.sort_key == b.sort_key:
            if runs and runs[-1][-1] == a.name:
                runs[-1].append(b.name)
            else:
                runs.append([a.name, b.name])
    return runs


def tie_lines(rows: Sequence[Combatant]) -> list[dict]:
    return [
        {
            "t": QT_TRANSLATE_NOOP("log", "tie between {names}: the GM decides"),
            "ctx": "log",
            "args": {"names": ", ".join(r)},
        }
        for r in ties(rows)
    ]


# ---------------------------------------------------------------------- commands
@dataclass
class StartEncounter(Command):
    """Open a fight with these characters in ``mode`` (the ruleset's first mode when empty)."""

    character_ids: Sequence[int] = ()
    mode: str = ""
    name: str = ""
    reroll: bool = False
    kind = "encounter"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        game = open_session(tx, ctx)
        running = tx.session.exec(
            select(Encounter).where(Encounter.session_id == game.id, col(Encounter.active).is_(True))
        ).first()
        if running is not None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A fight is already running: end it first."))
        modes = [c.value for c in ctx.ruleset.initiative_modes]
        mode = self.mode or (modes[0] if modes else "")
        if mode not in modes:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown initiative mode."))
        count = len(tx.session.exec(select(Encounter.id).where(Encounter.session_id == game.id)).all())
        name = self.name.strip() or str(count + 1)
        enc = tx.add(Encounter(session_id=int(game.id), name=name, mode=mode, state={"reroll": bool(self.reroll)}))  # type: ignore[arg-type]
        rows = join(tx, ctx, enc, [], self.character_ids)
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "encounter",
            QT_TRANSLATE_NOOP("log", "Fight {name} begins ({mode}): {names}"),
            {"name": name, "mode": mode_label(ctx.ruleset, mode), "names": ", ".join(r.name for r in rows)},
            label=QT_TRANSLATE_NOOP("log", "Start fight {name}"),
            label_args={"name": name},
        )


def join(
    tx: Tx, ctx: Context, enc: Encounter, rows: list[Combatant], character_ids: Sequence[int], adhoc: bool = False
) -> list[Combatant]:
    present = {r.character_id for r in rows}
    out = list(rows)
    for cid in character_ids:
        if cid in present:
            continue
        character = tx.session.get(Character, cid)
        if character is None or character.archived or character.campaign_id != ctx.campaign.id:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        state: dict[str, Any] = {"hidden": not character.revealed}
        if adhoc:
            state["adhoc"] = True
        row = tx.add(
            Combatant(encounter_id=int(enc.id), character_id=cid, name=character.name, position=len(out), state=state)  # type: ignore[arg-type]
        )
        place(tx, ctx, enc, row, character)
        out.append(row)
        present.add(cid)
    return out


@dataclass
class EndEncounter(Command):
    kind = "encounter"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        enc.active = False
        tx.save(enc)
        gone = 0
        for row in order(tx, enc):
            character = character_of(tx, row)
            if row.state.get("adhoc") and character is not None and not character.archived:
                character.archived = True
                tx.save(character)
                gone += 1
        text = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds})")
        if gone:
            text = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds}); extras leaving the roster: {count}")
        return LogEntry(
            "encounter",
            text,
            {"name": enc.name, "rounds": enc.round, "count": gone},
            label=QT_TRANSLATE_NOOP("log", "End fight {name}"),
            label_args={"name": enc.name},
        )


@dataclass
class AddCombatants(Command):
    """Bring roster characters into the running fight, or make ``count`` extras ("3 zombies")."""

    character_ids: Sequence[int] = ()
    extra_name: str = ""
    count: int = 0
    extra_kind: str = "zombie"
    template_id: int | None = None
    kind = "encounter"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        before = len(rows)
        ids = list(self.character_ids)
        adhoc = self.count > 0
        if adhoc:
            ids = self._make_extras(tx, ctx)
        if not ids:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick someone to add to the fight."))
        rows = join(tx, ctx, enc, rows, ids, adhoc)
        added = rows[before:]
        if not added:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They are already in the fight."))
        rows = sort(enc, rows) if all(r.initiative is not None for r in added) else rows
        settle(tx, enc, rows, unable(tx, ctx, enc))
        names = ", ".join(r.name for r in added)
        return LogEntry(
            "encounter",
            QT_TRANSLATE_NOOP("log", "{names} join the fight"),
            {"names": names},
            label=QT_TRANSLATE_NOOP("log", "Add {names} to the fight"),
            label_args={"names": names},
        )

    def _make_extras(self, tx: Tx, ctx: Context) -> list[int]:
        name = self.extra_name.strip()
        if not name:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Extras need a name."))
        need_int(self.count, *EXTRAS, QT_TRANSLATE_NOOP("log", "Add between 1 and 100 extras."))
        if self.extra_kind not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        sheet = ctx.ruleset.new_sheet()
        if self.template_id is not None:
            template = live_character(tx, ctx, self.template_id)
            sheet = dict(template.sheet)
        try:
            sheet = ctx.ruleset.validate_sheet(sheet)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        names = set(tx.session.exec(select(Character.name).where(Character.campaign_id == ctx.campaign.id)).all())
        position = len(names)
        base = re.sub(r"\s+\d+$", "", name)
        ids, number = [], 1
        for _ in range(self.count):
            if self.count == 1 and base not in names:
                label = base
            else:
                while f"{base} {number}" in names:
                    number += 1
                label = f"{base} {number}"
            names.add(label)
            position += 1
            row = tx.add(
                Character(
                    campaign_id=int(ctx.campaign.id),  # type: ignore[arg-type]
                    name=label,
                    kind=self.extra_kind,
                    sheet=sheet,
                    state=ctx.ruleset.initial_state(sheet),
                    revealed=self.extra_kind == "pc",
                    position=position,
                )
            )
            ids.append(int(row.id))  # type: ignore[arg-type]
        return ids


@dataclass
class RemoveCombatant(Command):
    combatant_id: int
    kind = "encounter"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        rows.remove(row)
        tx.delete(row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "encounter",
            QT_TRANSLATE_NOOP("log", "{name} leaves the fight"),
            {"name": row.name},
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} leaves the fight"),
            label_args={"name": row.name},
        )


@dataclass
class RollInitiative(Command):
    """R: roll for everyone not yet rolled (or read the order off the sheets), then sort.  ``faces``:
    typed from physical dice, in the order of the fight list (app.services.typed)."""

    faces: str = ""
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        entry = self._roll(tx, ctx)
        used_up(ctx.dice)
        if self.faces.strip():  # typed here (the campaign's own dice may be typed too, in tests)
            entry.text = QT_TRANSLATE_NOOP("log", "Initiative ({mode}), dice from the table")
        return entry

    def _roll(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        if phases(ctx, enc.mode):
            raise CommandError(QT_TRANSLATE_NOOP("log", "In this mode everyone declares a phase instead of rolling."))
        rows = order(tx, enc)
        lines: list[dict] = []
        faces: list = []
        for row in rows:
            character = character_of(tx, row)
            if character is None:
                continue
            if place(tx, ctx, enc, row, character):
                # what the number means where the ruleset says ("Vera: Players' side", not "initiative 1")
                meaning = ctx.ruleset.initiative_meaning(enc.mode, int(row.initiative or 0))
                text, where = (meaning, "rules") if meaning else (QT_TRANSLATE_NOOP("log", "initiative {value}"), "log")
                lines.append(named(row.name, text, {"value": row.initiative}, where))
            elif row.initiative is None:
                line, rolled = roll(tx, ctx, enc, row, character)
                lines.append(line)
                faces.extend(rolled)
        if not lines:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Everyone has an initiative already."))
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "Initiative ({mode})"),
            {"mode": mode_label(ctx.ruleset, enc.mode), "lines": lines + tie_lines(rows)},
            faces=faces,
            label=QT_TRANSLATE_NOOP("log", "Roll initiative"),
        )


@dataclass
class SetInitiative(Command):
    """The GM types a combatant's initiative (a roll made at the table, or a ruling)."""

    combatant_id: int
    value: int
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.value, *INITIATIVE, QT_TRANSLATE_NOOP("log", "An initiative runs from -99 to 999."))
        enc = active(tx, ctx)
        if phases(ctx, enc.mode):
            raise CommandError(QT_TRANSLATE_NOOP("log", "In this mode everyone declares a phase instead of rolling."))
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        character = character_of(tx, row)
        if character is not None and read_off(ctx, enc.mode, character) is not None:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "In this mode the order comes from the sheets: drag to reorder instead.")
            )
        old = list(row.sort_key)
        tail = old[1:] if old and row.initiative is not None and old[0] == row.initiative else []
        row.initiative = int(self.value)
        row.sort_key = [int(self.value), *tail]
        set_state(row, rolled=True)
        tx.save(row)
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "{name}'s initiative set to {value}"),
            {"name": row.name, "value": row.initiative, "lines": tie_lines(rows)},
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name}'s initiative set to {value}"),
            label_args={"name": row.name, "value": row.initiative},
        )


@dataclass
class Declare(Command):
    """In a mode whose rounds walk phases: what a combatant declares, and in which phase."""

    combatant_id: int
    phase: str
    action: str = ""
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        marks = phases(ctx, enc.mode)
        if not marks:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This mode has no phases to declare."))
        labels = {c.value: c.label for c in marks}
        if self.phase not in labels:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown phase."))
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        set_state(row, phase=self.phase, action=self.action.strip() or None)
        place(tx, ctx, enc, row, character_of(tx, row))
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        text = QT_TRANSLATE_NOOP("log", "{name} declares {phase}: {action}")
        if not self.action.strip():
            text = QT_TRANSLATE_NOOP("log", "{name} declares {phase}")
        args = {"name": row.name, "phase": {"t": labels[self.phase], "ctx": "rules"}, "action": self.action.strip()}
        return LogEntry(
            "initiative",
            text,
            args,
            actor=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} declares {phase}"),
            label_args=args,
        )


@dataclass
class NextTurn(Command):
    """N: the current combatant has acted; the next one is up.  After the last one the round ends."""

    kind = "turn"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        out = unable(tx, ctx, enc)
        plain = self._plain_turn(tx, enc, out)
        if plain is not None:
            return plain
        rows = order(tx, enc)
        turn = up_next(rows, out)
        shown = rows[enc.turn] if 0 <= enc.turn < len(rows) else None
        if shown is not None and not shown.acted and not waiting(shown):
            turn = enc.turn  # the one whose turn it is acts, even if they could not act any more
        if turn is None:
            return end_round(tx, ctx, enc, rows)
        current = rows[turn]
        current.acted = True
        tx.save(current)
        following = up_next(rows, out)
        waits = [r for r in rows if not r.acted and waiting(r)]
        if following is None and waits:
            settle(tx, enc, rows, unable(tx, ctx, enc))
            return LogEntry(
                "turn",
                QT_TRANSLATE_NOOP("log", "{name} has acted; still waiting: {names}"),
                {"name": current.name, "names": ", ".join(r.name for r in waits)},
                actor=current.name,
                label=QT_TRANSLATE_NOOP("log", "Next turn ({name})"),
                label_args={"name": current.name},
            )
        if following is None:
            entry = end_round(tx, ctx, enc, rows)
            entry.args = {**entry.args, "name": current.name}
            entry.text = QT_TRANSLATE_NOOP("log", "{name} has acted. Round {round} ends; round {next} begins")
            return entry
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return self._entry(current.name, rows[following].name)

    def _plain_turn(self, tx: Tx, enc: Encounter, out: frozenset[int]) -> LogEntry | None:
        """Most turns: someone acts and the next one in line is up, the order already numbered.
        Decided on the order's plain values, changing the one row that acts and the fight's turn
        (the full path below loads and snapshots every combatant).  None when the turn is any other
        kind: the round ends, someone waits, the order needs numbering."""
        order_now = places(tx, enc)
        turn = up_next(order_now, out)
        if turn is None or turn != enc.turn or any(p.position != i for i, p in enumerate(order_now)):
            return None
        after = [p._replace(acted=True) if i == turn else p for i, p in enumerate(order_now)]
        following = up_next(after, out)
        if following is None:
            return None
        acting = order_now[turn]
        tx.set_columns(Combatant, acting.id, {"acted": False}, {"acted": True})
        if enc.turn != following:  # the fight's row is loaded (and touched): its change is recorded from it
            tx.session.execute(_ENCOUNTERS.update().where(_ENCOUNTERS.c.id == enc.id).values(turn=following))
            set_committed_value(enc, "turn", following)
        return self._entry(acting.name, order_now[following].name)

    @staticmethod
    def _entry(name: str, following: str) -> LogEntry:
        return LogEntry(
            "turn",
            QT_TRANSLATE_NOOP("log", "{name} has acted; {next} is up"),
            {"name": name, "next": following},
            actor=name,
            label=QT_TRANSLATE_NOOP("log", "Next turn ({name})"),
            label_args={"name": name},
        )


@dataclass
class PreviousTurn(Command):
    """Shift+N: back to the one who acted last (before the current one) in this round."""

    kind = "turn"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        turn = up_next(rows)
        stop = len(rows) if turn is None else turn
        back = next((r for r in reversed(rows[:stop]) if r.acted), None)
        if back is None:
            back = next((r for r in reversed(rows) if r.acted), None)
        if back is None:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "Nobody has acted yet this round (Undo takes back the end of a round).")
            )
        back.acted = False
        tx.save(back)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "turn",
            QT_TRANSLATE_NOOP("log", "Back to {name}'s turn"),
            {"name": back.name},
            label=QT_TRANSLATE_NOOP("log", "Back to {name}'s turn"),
            label_args={"name": back.name},
        )


@dataclass
class Wait(Command):
    """Delay (act later in the round) or ready/hold an action; the same again clears it."""

    combatant_id: int
    status: str = DELAYED
    kind = "turn"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if self.status not in WAITING:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        if row.state.get("status") == self.status:
            set_state(row, status=None)
            text = QT_TRANSLATE_NOOP("log", "{name} stops waiting")
        else:
            set_state(row, status=self.status)
            text = (
                QT_TRANSLATE_NOOP("log", "{name} delays")
                if self.status == DELAYED
                else QT_TRANSLATE_NOOP("log", "{name} holds a ready action")
            )
        tx.save(row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry("turn", text, {"name": row.name}, actor=row.name, label=text, label_args={"name": row.name})


@dataclass
class ActNow(Command):
    """A delaying or ready combatant steps in: placed before the current one, and up now."""

    combatant_id: int
    kind = "turn"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        set_state(row, status=None)
        tx.save(row)
        rows.remove(row)
        index = up_next(rows)
        rows.insert(len(rows) if index is None else index, row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "turn",
            QT_TRANSLATE_NOOP("log", "{name} acts now"),
            {"name": row.name},
            actor=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} acts now"),
            label_args={"name": row.name},
        )


@dataclass
class MoveCombatant(Command):
    """Drag to reorder (ties, rulings): ``combatant_id`` goes to ``index`` of the order."""

    combatant_id: int
    index: int
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        old = rows.index(row)
        # a drag gives a place in the order; a step up or down may give one beyond either end
        index = max(0, min(len(rows) - 1, need_int(self.index, -1, len(rows))))
        if index == old:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That combatant is already there."))
        rows.remove(row)
        rows.insert(index, row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order"),
            {"name": row.name, "place": index + 1},
            label=QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order"),
            label_args={"name": row.name, "place": index + 1},
        )


def end_round(tx: Tx, ctx: Context, enc: Encounter, rows: list[Combatant]) -> LogEntry:
    """The ruleset's end of round for every combatant, timed conditions, then a fresh round."""
    lines: list[dict] = []
    faces: list = []
    # who started the violence acts first in round 1 only: afterwards the order is the initiative's again
    started = any(r.state.get("first") for r in rows)
    # the fighters' characters in one read: each character_of below then finds its row in the session
    # (one query per fighter, each flushing the round's changes so far, made a 40-fighter round 30 ms)
    # (the list keeps them alive until the round is done: the session holds its rows weakly)
    fighters = [r.character_id for r in rows if r.character_id is not None]
    _loaded = tx.session.exec(select(Character).where(col(Character.id).in_(fighters))).all() if fighters else []
    for row in rows:
        character = character_of(tx, row)
        if character is not None and not character.archived:
            try:
                outcome = ctx.ruleset.end_of_round(character.sheet, character.state, ctx.dice)
            except (RulesError, DiceError) as exc:
                raise CommandError(str(exc), "rules") from exc
            if outcome.state != character.state:
                character.state = outcome.state
                tx.save(character)
            lines.extend(named(row.name, line.text, dict(line.args)) for line in outcome.lines)
            faces.extend(r.faces_payload() for r in outcome.rolls)
        timers = []
        for timer in row.state.get("timers", []):
            left = int(timer["rounds"]) - 1
            if left > 0:
                timers.append({**timer, "rounds": left})
            else:
                lines.append(
                    named(row.name, QT_TRANSLATE_NOOP("log", "{condition} ends"), {"condition": timer["label"]}, "log")
                )
        row.acted = False
        set_state(row, status=None, first=None, timers=timers or None, phase=None, action=None)
        tx.save(row)
    old = enc.round
    enc.round = old + 1
    if phases(ctx, enc.mode):
        for row in rows:
            place(tx, ctx, enc, row, character_of(tx, row))
        rows = sort(enc, rows)
    else:
        placed = [place(tx, ctx, enc, row, character_of(tx, row)) for row in rows]
        if enc.state.get("reroll"):
            for row, was_placed in zip(rows, placed, strict=True):
                character = character_of(tx, row)
                if not was_placed and character is not None:
                    line, rolled = roll(tx, ctx, enc, row, character)
                    lines.append(line)
                    faces.extend(rolled)
        if any(placed) or enc.state.get("reroll") or started:
            rows = sort(enc, rows)
        if enc.state.get("reroll"):
            lines.extend(tie_lines(rows))
    settle(tx, enc, rows, unable(tx, ctx, enc))
    return LogEntry(
        "round",
        QT_TRANSLATE_NOOP("log", "Round {round} ends; round {next} begins"),
        {"round": old, "next": old + 1, "lines": lines},
        faces=faces,
        label=QT_TRANSLATE_NOOP("log", "End of round {round}"),
        label_args={"round": old},
    )


@dataclass
class EndRound(Command):
    """End the round now (whoever has not acted loses the turn): round effects, then the next round."""

    faces: str = ""  # typed from physical dice (the frantic-combat d4…), in the order of the list
    kind = "round"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        enc = active(tx, ctx)
        entry = end_round(tx, ctx, enc, order(tx, enc))
        used_up(ctx.dice)
        if self.faces.strip():  # typed here (the campaign's own dice may be typed too, in tests)
            entry.text = QT_TRANSLATE_NOOP("log", "Round {round} ends, dice from the table; round {next} begins")
        return entry


@dataclass
class SetMode(Command):
    """Change the encounter's initiative mode: initiatives are cleared, read off the sheets where the mode says."""

    mode: str
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        if self.mode not in [c.value for c in ctx.ruleset.initiative_modes]:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown initiative mode."))
        if self.mode == enc.mode:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The fight already uses that mode."))
        enc.mode = self.mode
        rows = order(tx, enc)
        for row in rows:
            row.initiative = None
            row.sort_key = []
            set_state(row, phase=None, action=None, rolled=None)
            tx.save(row)
            place(tx, ctx, enc, row, character_of(tx, row))
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        label = mode_label(ctx.ruleset, self.mode)
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "Initiative mode: {mode}"),
            {"mode": label},
            label=QT_TRANSLATE_NOOP("log", "Initiative mode: {mode}"),
            label_args={"mode": label},
        )


@dataclass
class SetEncounterFlag(Command):
    """Re-roll everyone each round (on or off)."""

    reroll: bool
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        enc.state = {**enc.state, "reroll": bool(self.reroll)}
        tx.save(enc)
        text = (
            QT_TRANSLATE_NOOP("log", "Initiative is rolled again each round")
            if self.reroll
            else QT_TRANSLATE_NOOP("log", "Initiative is kept from round to round")
        )
        return LogEntry("initiative", text, {}, label=text)


@dataclass
class MarkCombatant(Command):
    """Toggle a mark: ``first`` (started the violence: acts first in round 1) or ``hidden`` (from players)."""

    combatant_id: int
    mark: str
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        on = not row.state.get(self.mark)
        if self.mark == "first":
            if enc.round != 1:
                raise CommandError(
                    QT_TRANSLATE_NOOP("log", "Who started the violence only matters in the first round.")
                )
            text = (
                QT_TRANSLATE_NOOP("log", "{name} started the violence and acts first")
                if on
                else QT_TRANSLATE_NOOP("log", "{name} takes the usual place in the order")
            )
        elif self.mark == "hidden":
            text = (
                QT_TRANSLATE_NOOP("log", "{name} is hidden from the players")
                if on
                else QT_TRANSLATE_NOOP("log", "{name} is shown to the players")
            )
        else:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))
        set_state(row, **{self.mark: True if on else None})
        tx.save(row)
        if self.mark == "first":
            rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "initiative", text, {"name": row.name}, target=row.name, label=text, label_args={"name": row.name}
        )


@dataclass
class AddTimer(Command):
    """A condition that lasts ``rounds`` rounds (stunned, on fire, in smoke); counted down at each round's end."""

    combatant_id: int
    label: str
    rounds: int
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        label = self.label.strip()
        if not label:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A condition needs a name."))
        need_int(self.rounds, *TIMER_ROUNDS, QT_TRANSLATE_NOOP("log", "A condition lasts from 1 to 99 rounds."))
        enc = active(tx, ctx)
        row = find(order(tx, enc), self.combatant_id)
        set_state(row, timers=[*row.state.get("timers", []), {"label": label, "rounds": int(self.rounds)}])
        tx.save(row)
        args = {"name": row.name, "condition": label, "rounds": int(self.rounds)}
        text = QT_TRANSLATE_NOOP("log", "{name}: {condition} (rounds: {rounds})")
        return LogEntry("initiative", text, args, target=row.name, label=text, label_args=args)


@dataclass
class ClearTimers(Command):
    combatant_id: int
    kind = "initiative"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        row = find(order(tx, enc), self.combatant_id)
        if not row.state.get("timers"):
            raise CommandError(QT_TRANSLATE_NOOP("log", "No timed conditions to clear."))
        set_state(row, timers=None)
        tx.save(row)
        text = QT_TRANSLATE_NOOP("log", "{name}'s timed conditions cleared")
        return LogEntry(
            "initiative", text, {"name": row.name}, target=row.name, label=text, label_args={"name": row.name}
        )


# ---------------------------------------------------------------------- the service
Fight = tuple[Encounter | None, list[Combatant]]


def patched_fight(fight: Fight, changes: Sequence[dict[str, Any]]) -> Fight | None:
    """The running fight after ``changes`` (rows as the change left them), or None where it cannot
    tell without reading (no fight was running, or one started, ended or was replaced)."""
    enc, rows = fight
    if enc is None:
        return None
    by_id = {int(r.id): r for r in rows}  # type: ignore[arg-type]
    for change in changes:
        table, row_id, after = change["table"], int(change["id"]), change["after"]
        if table == "encounter":
            if row_id != enc.id or after is None or change["before"] is None or "active" in after:
                return None
            enc = with_values(enc, after)
        elif table == "combatant":
            if after is None:
                by_id.pop(row_id, None)
            elif change["before"] is None:  # joined a fight: this one, or another (not shown)
                if after.get("encounter_id") == enc.id:
                    by_id[row_id] = row_from("combatant", after)  # type: ignore[assignment]
            elif "encounter_id" in after and after["encounter_id"] != enc.id:
                by_id.pop(row_id, None)
            elif row_id in by_id:
                by_id[row_id] = with_values(by_id[row_id], after)
    ordered = sorted(by_id.values(), key=lambda r: (r.position, r.id))
    return enc, ordered


@dataclass(frozen=True)
class FightView:
    """What the tracker shows: the running encounter and its order (empty when no fight runs)."""

    encounter: Encounter | None = None
    combatants: tuple[Combatant, ...] = ()
    characters: dict[int, Character] = field(default_factory=dict)
    #: whose turn it is (None between turns, or when that combatant is hidden from the players)
    current_id: int | None = None


class InitiativeService(Service):
    """What the initiative dock asks for.  Reads are plain rows; writes go through commands.

    Signals: ``failed(str, str)`` — (tr context, English message) of a refused action.

    :meth:`view` is read once per change, however many screens ask for it (the initiative dock and
    the player display both follow the fight), and the fighters' character rows are read again only
    when a change touched them.
    """

    def __init__(self, campaign: CampaignService, parent: QObject | None = None) -> None:
        super().__init__(campaign, parent)
        self._damage = DamageCheck()  # which character rows cannot be used (kept per row)
        self._view: FightView | None = None
        self._fight: Fight | None = None  # the encounter and its order, kept up to date from the changes
        # connected before any screen is built, so a screen never reads a view older than the change
        campaign.changed.connect(self._forget)

    def _forget(self, changes: ChangeSet) -> None:
        if changes.reset or changes.session:
            self._fight = None
            self._view = None
        elif changes.encounter:
            # a turn, a declaration, a new round: the fight is brought up to date from the rows the
            # change carries; anything it cannot follow (a fight started or ended) is read again
            if self._fight is not None:
                self._fight = patched_fight(self._fight, changes.rows)
            self._view = None
        elif changes.characters or changes.characters_added_or_removed:
            self._view = None  # the same order with a fighter's new health: its row alone is read

    # ------------------------------------------------------------------ reading
    def encounter(self) -> Encounter | None:
        return self.campaign.active_encounter()

    def combatants(self, encounter_id: int) -> list[Combatant]:
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(Combatant)
                    .where(Combatant.encounter_id == encounter_id)
                    .order_by(col(Combatant.position), col(Combatant.id))
                )
            )

    def roster(self) -> list[Character]:
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(Character)
                    .where(Character.campaign_id == self.campaign.campaign_id, col(Character.archived).is_(False))
                    .order_by(col(Character.position), col(Character.id))
                )
            )

    def view(self) -> FightView:
        """The running fight as the tracker shows it (rows shared by every screen: read only)."""
        if self._view is None:
            self._view = self._read_view()
        return self._view

    def _read_view(self) -> FightView:
        if self._fight is None:
            enc = self.encounter()
            self._fight = (enc, self.combatants(int(enc.id)) if enc is not None else [])  # type: ignore[arg-type]
        enc, rows = self._fight
        if enc is None:
            return FightView()
        current = rows[enc.turn].id if 0 <= enc.turn < len(rows) else None
        characters = self.campaign.characters_by_id(r.character_id for r in rows if r.character_id is not None)
        # a damaged row never reaches the rules (the roster shows it marked): its combatant has no sheet
        characters = {k: v for k, v in characters.items() if self._damage.of(self.ruleset, v) is None}
        return FightView(enc, tuple(rows), characters, current)

    def players_view(self) -> FightView:
        """What the player display may show: the order without hidden combatants, and whose turn
        it is unless that one is hidden."""
        view = self.view()
        shown = tuple(r for r in view.combatants if not r.state.get("hidden"))
        ids = {r.character_id for r in shown}
        current = view.current_id if any(r.id == view.current_id for r in shown) else None
        return FightView(view.encounter, shown, {k: v for k, v in view.characters.items() if k in ids}, current)

    def current(self) -> Combatant | None:
        """Whose turn it is (the player display follows it)."""
        enc = self.encounter()
        if enc is None:
            return None
        rows = self.combatants(int(enc.id))  # type: ignore[arg-type]
        return rows[enc.turn] if 0 <= enc.turn < len(rows) else None

    def phases(self, mode: str) -> tuple[Choice, ...]:
        return tuple(self.ruleset.round_phases(mode))

    def rolls(self, mode: str) -> bool:
        """Whether ``mode`` rolls dice (rather than reading the order off the sheets or declarations)."""
        if self.phases(mode):
            return False
        rules = self.ruleset
        sheet = rules.new_sheet()
        try:
            rules.roll_initiative(sheet, rules.initial_state(sheet), mode, _NoDice())
        except _NeedsDiceError:
            return True
        except (RulesError, DiceError):
            return False
        return False

    # ------------------------------------------------------------------ writing
    def start(self, character_ids: Sequence[int], mode: str = "", name: str = "", reroll: bool = False) -> bool:
        return self.run(StartEncounter(as_tuple(character_ids), mode, name, reroll))

    def end(self) -> bool:
        return self.run(EndEncounter())

    def add(self, character_ids: Sequence[int]) -> bool:
        return self.run(AddCombatants(as_tuple(character_ids)))

    def add_extras(self, name: str, count: int, kind: str = "zombie", template_id: int | None = None) -> bool:
        return self.run(AddCombatants((), name, count, kind, template_id))

    def remove(self, combatant_id: int) -> bool:
        return self.run(RemoveCombatant(combatant_id))

    def roll(self, faces: str = "") -> bool:
        """``faces``: typed from physical dice, else rolled here."""
        return self.run(RollInitiative(faces))

    def set_initiative(self, combatant_id: int, value: int) -> bool:
        return self.run(SetInitiative(combatant_id, value))

    def declare(self, combatant_id: int, phase: str, action: str = "") -> bool:
        return self.run(Declare(combatant_id, phase, action))

    def next_turn(self) -> bool:
        return self.run(NextTurn())

    def previous_turn(self) -> bool:
        return self.run(PreviousTurn())

    def wait(self, combatant_id: int, status: str = DELAYED) -> bool:
        return self.run(Wait(combatant_id, status))

    def act_now(self, combatant_id: int) -> bool:
        return self.run(ActNow(combatant_id))

    def move(self, combatant_id: int, index: int) -> bool:
        return self.run(MoveCombatant(combatant_id, index))

    def end_round(self, faces: str = "") -> bool:
        return self.run(EndRound(faces))

    def set_mode(self, mode: str) -> bool:
        return self.run(SetMode(mode))

    def set_reroll(self, on: bool) -> bool:
        return self.run(SetEncounterFlag(on))

    def mark(self, combatant_id: int, mark: str) -> bool:
        return self.run(MarkCombatant(combatant_id, mark))

    def add_timer(self, combatant_id: int, label: str, rounds: int) -> bool:
        return self.run(AddTimer(combatant_id, label, rounds))

    def clear_timers(self, combatant_id: int) -> bool:
        return self.run(ClearTimers(combatant_id))
