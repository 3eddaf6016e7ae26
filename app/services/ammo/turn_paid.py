"""A whole-turn ammunition currency inside a roll: a weapon pays once a round.

Where firing spends a whole round's worth (AFMBE norms' Ammo Points: "Ammo Points will be used to
symbolize ammo supply on a Point to Combat Turn basis"), a shot rolled in the dice dock spends the
weapon's point, but only the first time that weapon fires in the round of the running fight; the
ammunition dock's Fire and the dice dock's shots count alike (both are fire events of the ledger).

The rules spend a point on every shot; for a weapon that paid this round already the roll is
lent that point back before it is resolved, and whatever the roll leaves above the weapon's count
is taken back after: the weapon's count is unchanged, and a weapon on its last point that paid
this round still fires.  Outside a fight each shot pays, as the ammunition dock's Fire does.
"""

from __future__ import annotations

from sqlmodel import Session, select

from app.rules.base import RulesError, Ruleset, Sheet, State
from app.services.ammo.ledger import KIND, _active_encounter_id, _open_game, ammo_of, fired_in_round
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import LogEvent


def paid_this_round(tx: Tx, ctx: Context, character_id: int, sheet: Sheet, state: State) -> frozenset[str]:
    """The character's stocks that paid for this round of the running fight already (none when the
    ruleset spends by the shot, or outside a fight)."""
    if not ammo_of(ctx.ruleset).ammo_fires_once_per_round() or ctx.round is None:
        return frozenset()
    game = _open_game(tx, ctx)
    encounter = _active_encounter_id(tx, game)
    if game is None or encounter is None:
        return frozenset()
    return paid_in(tx.session, ctx.ruleset, row_id(game), encounter, ctx.round, character_id, sheet, state)


def paid_in(
    session: Session, ruleset: Ruleset, game_id: int, encounter_id: int, round_: int, character_id: int,
    sheet: Sheet, state: State,
) -> frozenset[str]:
    """The character's stocks whose fire is logged in ``round_`` of that fight, read in ``session``
    (what a roll is lent back, and what the dice dock's preview says it will not spend)."""
    events = list(
        session.exec(
            select(LogEvent).where(LogEvent.session_id == game_id, LogEvent.kind == KIND, LogEvent.round == round_)
        )
    )
    return frozenset(
        s.key
        for s in ammo_of(ruleset).ammo_stocks(sheet, state)
        if fired_in_round(events, character_id, s.key, encounter_id, round_)
    )


def lent(ruleset: Ruleset, sheet: Sheet, state: State, paid: frozenset[str]) -> State:
    """The roller's state with a round's worth lent to each stock that paid this round."""
    ammo = ammo_of(ruleset)
    for key in sorted(paid):
        state = ammo.add_ammo(sheet, state, key, 1).state
    return state


def repaid(ruleset: Ruleset, sheet: Sheet, before: State, after: State | None, paid: frozenset[str]) -> State | None:
    """The roll's new state with what was lent taken back: each paid stock at its count before the
    roll (``after`` None: the roll changed nothing)."""
    if after is None or not paid:
        return after
    ammo = ammo_of(ruleset)
    counts = {s.key: s.count for s in ammo.ammo_stocks(sheet, before)}
    for stock in ammo.ammo_stocks(sheet, after):
        extra = stock.count - counts.get(stock.key, stock.count)
        if stock.key in paid and extra > 0:
            try:
                after = ammo.take_ammo(sheet, after, stock.key, extra).state
            except RulesError:  # nothing can be taken back: the count stays as the roll left it
                continue
    return after
