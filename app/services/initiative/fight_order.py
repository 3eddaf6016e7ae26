"""The order of a fight read and kept in a transaction: the running session and encounter, its
combatants in their order, whose turn it is, who cannot act, and the log's effect lines."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, Protocol, TypeVar

from sqlalchemy import bindparam
from sqlmodel import col, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError, Context, Tx
from app.services.damaged import damage_kept
from app.services.snapshots import copy_json
from app.store.models import Character, Combatant, Encounter, GameSession

DELAYED = "delayed"
READY = "ready"
WAITING = (DELAYED, READY)
#: a combatant's state key: put up out of turn (Act now) this round, and up until their turn passes
STEPPED_IN = "stepped_in"
KINDS = ("pc", "npc", "zombie")


class Saves(Protocol):
    """Where a changed row goes: the transaction (:class:`Tx`), or a fight read as plain values
    (:class:`app.services.initiative.plain_fight.PlainFight`), which writes its own rows at the end."""

    def save(self, row: Any) -> None: ...


class Row(Protocol):
    """A combatant as the order's arithmetic uses it: a loaded row, or one read as plain values
    (:class:`app.services.initiative.plain_fight.PlainRow`)."""

    id: int | None
    character_id: int | None
    name: str
    initiative: int | None
    sort_key: list[int]
    position: int
    acted: bool
    state: dict[str, Any]


R = TypeVar("R", bound=Row)


def named(name: str, text: str, args: dict[str, Any], ctx: str = "rules") -> dict[str, Any]:
    """One effect line for the log: "{name}: effect"."""
    effect = {"t": text, "ctx": ctx, "args": args}
    return {"t": QT_TRANSLATE_NOOP("log", "{name}: {effect}"), "ctx": "log", "args": {"name": name, "effect": effect}}


def fight_declared(state: Mapping[str, Any]) -> frozenset[str]:
    """The declarations in force of a fight (AFMBE's frantic combat), read off its encounter's state."""
    return frozenset(str(key) for key in state.get("declared", ()) or ())


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


# SQLModel's table classes are typed without their __table__
_COMBATANTS = Combatant.__table__  # type: ignore[attr-defined]
_ENCOUNTERS = Encounter.__table__  # type: ignore[attr-defined]
_PLACES = (  # five columns: sqlmodel's select() is typed for up to four
    select(_COMBATANTS.c.id, _COMBATANTS.c.name, _COMBATANTS.c.position, _COMBATANTS.c.acted, _COMBATANTS.c.state)  # type: ignore[call-overload]
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


def waiting(row: Row | Place) -> bool:
    return row.state.get("status") in WAITING


def up_next(rows: Sequence[Row | Place], out: frozenset[int] = frozenset()) -> int | None:
    """The place of the next to act: the first who has neither acted nor waits, and can act (``out``:
    the combatants the ruleset says cannot, such as the dead)."""
    for i, row in enumerate(rows):
        if not row.acted and not waiting(row) and row.id not in out:
            return i
    return None


_CHARACTERS = Character.__table__  # type: ignore[attr-defined]
_CHARACTER_FIELDS = tuple(Character.model_fields)
_ABLE = (
    select(_COMBATANTS.c.id.label("combatant_id"), *(_CHARACTERS.c[name] for name in Character.model_fields))
    .join(_CHARACTERS, _CHARACTERS.c.id == _COMBATANTS.c.character_id)
    .where(_COMBATANTS.c.encounter_id == bindparam("enc"))
)


_FIGHTERS_OF = select(_COMBATANTS.c.id, _COMBATANTS.c.character_id).where(
    _COMBATANTS.c.encounter_id == bindparam("enc")
)


def unable(tx: Tx, ctx: Context, enc: Encounter, read: list[dict[str, Any]] | None = None) -> frozenset[int]:
    """The combatants of the fight who cannot act (the ruleset's ``can_act``): skipped in the order.
    ``read``: given, it receives the fighters' character rows read on the way (a round's end needs them).

    The characters come from the rows the campaign service keeps, when it keeps them all and this
    transaction has changed no character yet (the sheets read and decoded again for every turn were
    a tenth of a turn); else from the store."""
    if ctx.kept and not tx.wrote("character"):
        pairs = tx.session.execute(_FIGHTERS_OF, {"enc": enc.id}).all()
        if all(character in ctx.kept for _, character in pairs if character is not None):
            return _unable_of_kept(ctx, pairs, read)
    rows = tx.session.execute(_ABLE, {"enc": enc.id}).mappings()
    out = []
    for r in rows:
        if read is not None:
            read.append(dict(r))
        # a damaged fighter is passed by (never handed to the rules) until the GM repairs or removes it
        if damage_kept(ctx.ruleset, Character.model_construct(**{name: r[name] for name in _CHARACTER_FIELDS})):
            out.append(int(r["combatant_id"]))
            continue
        if not ctx.ruleset.can_act(r["sheet"] or {}, r["state"] or {}):
            out.append(int(r["combatant_id"]))
    return frozenset(out)


def _unable_of_kept(ctx: Context, pairs: Sequence[Any], read: list[dict[str, Any]] | None) -> frozenset[int]:
    out = []
    for combatant, character in pairs:
        if character is None:
            continue  # a combatant of no character: as the store's join leaves it out
        row = ctx.kept[character]
        values = {name: getattr(row, name) for name in _CHARACTER_FIELDS}
        if read is not None:  # its JSON copied: the command may change what it reads
            read.append({"combatant_id": combatant, **values, "state": copy_json(values["state"])})
        if damage_kept(ctx.ruleset, row) is not None:  # passed by, as above
            out.append(int(combatant))
            continue
        if not ctx.ruleset.can_act(values["sheet"] or {}, values["state"] or {}):
            out.append(int(combatant))
    return frozenset(out)


def at_turn(enc: Encounter, rows: Sequence[R]) -> R | None:
    """The combatant whose turn it is (None once all have had theirs)."""
    return rows[enc.turn] if 0 <= enc.turn < len(rows) else None


def settle(tx: Saves, enc: Encounter, rows: Sequence[Row], out: frozenset[int] = frozenset()) -> None:
    """Number the order 0..n-1 and point the turn at the first who has neither acted nor waits
    (nor cannot act: ``out``)."""
    for i, row in enumerate(rows):
        if row.position != i:
            row.position = i
            tx.save(row)
    turn = up_next(rows, out)
    enc.turn = len(rows) if turn is None else turn
    tx.save(enc)


def set_state(row: Row, **values: Any) -> None:
    state = {k: v for k, v in {**row.state, **values}.items() if v is not None}
    row.state = state
