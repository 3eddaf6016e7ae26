"""One melee exchange a turn for each fighter of the fight's melee groups.

The roll-under d10 text: «В один ход можно сделать одно действие» (in one turn a character does
one action), one of them being «произвести полное количество атак в рукопашной» (make the full
number of melee attacks).  An exchange rolls every attack of every fighter in its group, so a
fighter who stood in an exchange rolled in this round of the running fight is refused another
until the round ends, as a second fire is (:mod:`app.services.ammo.one_action`).  Undoing the
exchange frees its fighters.  Where the rules let a turn hold several actions, or outside a
fight, nothing is refused.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlmodel import col, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import _open_game, ammo_of
from app.services.ammo.one_action import round_args
from app.services.command import CommandError, Context, Tx
from app.services.row_ids import row_id
from app.store.models import LogEvent

#: the exchange's log kind (:class:`~app.services.melee.commands.MeleeGroupExchange`)
EXCHANGE_KIND = "damage_melee"
#: where an exchange's log event keeps who fought in it
FIGHTERS = "fighters"

#: where a melee exchange rolled in the dice dock keeps its fight and fighters (a roll's log event)
DOCK_EXCHANGE = "meleeTurn"

FIRE_AFTER_EXCHANGE = QT_TRANSLATE_NOOP(
    "log",
    "One action a turn: {name} has fought a melee exchange in round {round} already; "
    "a shot waits for round {next}.",
)

SECOND_EXCHANGE = QT_TRANSLATE_NOOP(
    "log",
    "One action a turn: {name} has fought a melee exchange in round {round} already; "
    "the next exchange waits for round {next}.",
)


def fought_this_turn(tx: Tx, ctx: Context) -> set[int]:
    """The fighters of the exchanges rolled (and not undone) in this round of the running fight;
    empty where a turn holds several actions, or outside a fight."""
    if not ammo_of(ctx.ruleset).ammo_one_fire_a_turn() or ctx.round is None or ctx.encounter is None:
        return set()
    game = _open_game(tx, ctx)
    if game is None:
        return set()
    encounter = row_id(ctx.encounter)
    events = tx.session.exec(
        select(LogEvent).where(
            LogEvent.session_id == game.id, LogEvent.kind == EXCHANGE_KIND, LogEvent.round == ctx.round,
            col(LogEvent.undone).is_(False),
        )
    )
    fought: set[int] = set()
    for event in events:
        if event.payload.get("encounter") == encounter:
            fought.update(int(cid) for cid in event.payload.get(FIGHTERS, ()))
    rolls = tx.session.exec(
        select(LogEvent).where(
            LogEvent.session_id == game.id, LogEvent.kind == "roll", LogEvent.round == ctx.round,
            col(LogEvent.undone).is_(False),
        )
    )
    for event in rolls:  # an exchange rolled in the dice dock
        kept = event.payload.get(DOCK_EXCHANGE)
        if isinstance(kept, dict) and kept.get("encounter") == encounter:
            fought.update(int(cid) for cid in kept.get(FIGHTERS, ()))
    return fought


def refuse_fire_after_exchange(tx: Tx, ctx: Context, character_id: int, name: str) -> None:
    """Refuse a fire (a shot rolled, F in the ammunition dock) when the character stood in a melee
    exchange this turn: «В один ход можно сделать одно действие», the list naming «произвести
    выстрелы из оружия» and «произвести полное количество атак в рукопашной» as two actions."""
    if character_id in fought_this_turn(tx, ctx):
        raise CommandError(FIRE_AFTER_EXCHANGE, name=name, round=round_args(ctx)[0], next=round_args(ctx)[1])


def refuse_second_exchange(tx: Tx, ctx: Context, fighters: Iterable[tuple[int, str]]) -> None:
    """Refuse the exchange when one of its fighters (id, name) fought one this turn already."""
    fought = fought_this_turn(tx, ctx)
    for cid, name in fighters:
        if cid in fought:
            raise CommandError(SECOND_EXCHANGE, name=name, round=round_args(ctx)[0], next=round_args(ctx)[1])
