"""A shot fired from the ammunition dock, then rolled in the dice dock: its rounds are spent once.

The GM may say what a character fires first (F, or Shift+F with its bursts: "15 → 12 rounds … 1
burst of 3") and then roll the attack that fires it.  The roll's rules spend what the attack fires
too, so the same burst came off the magazine twice ("12 → 9 rounds").  Here the roll is lent what
the declared fire spent, as a weapon that paid for the round is lent its point
(:mod:`app.services.ammo.turn_paid`): the roll spends only what it fires beyond the declared shot,
and a roll that fires less than was declared leaves the count where the declaration put it.

A declared fire covers the rolls that fire what it spent: three single shots declared (15 → 12)
are three attack rolls, each drawing its round from the declaration (``drawn`` in the roll's
payload, by the fire's id) until none is left; the later rolls of that character that fire the
weapon, in the same round of the same fight (or out of any fight), keep the fire's id in their
payload (``covered``).  A covering roll written without ``drawn`` used the declaration up; a turn's
end that gave back what was left of it (:mod:`app.services.ammo.unfired`) drew that.  A
reload, a refill, a transfer or a roll that fired the weapon on its own
in between ends the declaration; an undone fire declares nothing.  Where the ruleset spends once a
round, the round's payment already does this.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from app.rules.base import Ruleset, Sheet, State
from app.rules.records import record
from app.services.ammo.ledger import KIND, _active_encounter_id, _open_game, ammo_of, ledger_fields
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import LogEvent

#: how far back in the session's fire and roll events a declaration is looked for
LOOK_BACK = 60
#: the key of a turn event's payload that keeps the rounds it gave back, by fire (app.services.ammo.unfired)
UNFIRED_KEY = "unfired"


@record(frozen=True, eq=False, repr=False)
class Declared:
    """A fire of the ammunition dock not yet rolled: its event and what it spent."""

    event_id: int
    spent: int


def declared_fire(tx: Tx, ctx: Context, character_id: int) -> dict[str, Declared]:
    """The character's stocks (by key) fired from the ammunition dock and not yet rolled."""
    if ammo_of(ctx.ruleset).ammo_fires_once_per_round():
        return {}
    game = _open_game(tx, ctx)
    if game is None:
        return {}
    return declared_in(tx.session, row_id(game), _active_encounter_id(tx, game), ctx.round, character_id)


def declared_now(campaign: Any, ruleset: Ruleset, character_id: int) -> dict[str, Declared]:
    """What :func:`declared_fire` will find for the character's next roll, read for the dice
    dock's odds and dice (a shot whose declaration emptied the magazine can still be rolled)."""
    if ammo_of(ruleset).ammo_fires_once_per_round():
        return {}
    game = campaign.current_session()
    if game is None:
        return {}
    fight = campaign.active_encounter()
    encounter = row_id(fight) if fight is not None and fight.session_id == row_id(game) else None
    round_ = fight.round if encounter is not None else None

    def read() -> dict[str, Declared]:
        with campaign._session() as s:
            return declared_in(s, row_id(game), encounter, round_, character_id)

    # read once until the next change: the dice dock asks for a form's dice, odds and parts at once
    return dict(campaign.reads.until_change(("declared", row_id(game), encounter, round_, character_id), read))


def declared_in(
    session: Session, game_id: int, encounter: int | None, round_: int | None, character_id: int
) -> dict[str, Declared]:
    """The declared fires of the character in session ``game_id``, in that round of that fight
    (``encounter`` None: out of any fight)."""
    # each kind read newest first along its own index, LOOK_BACK of each at most: a query on both
    # kinds at once walks the session's every event back to its start when it has few of them
    newest = [
        event
        for kind in (KIND, "roll", "turn", "round")
        for event in session.exec(
            select(LogEvent)
            .where(LogEvent.session_id == game_id, LogEvent.kind == kind)
            .order_by(col(LogEvent.seq).desc())
            .limit(LOOK_BACK)
        )
    ]
    events = sorted(newest, key=lambda event: event.seq, reverse=True)[:LOOK_BACK]
    covered: set[int] = set()  # used up by a roll
    drawn: dict[int, int] = {}  # what the rolls drew from each declaration so far
    settled: set[str] = set()  # the stocks whose newest event is found
    found: dict[str, Declared] = {}
    for event in events:
        if event.undone:
            continue
        payload = event.payload if isinstance(event.payload, dict) else {}
        if event.kind in ("turn", "round"):  # a turn's end gave back what a fire's rolls never drew
            back = payload.get(UNFIRED_KEY)
            for fire, amount in (back.items() if isinstance(back, dict) else ()):
                if str(fire).isdigit() and isinstance(amount, int):
                    drawn[int(fire)] = drawn.get(int(fire), 0) + amount
            continue
        fields = ledger_fields(event)
        if "request" in payload:  # a roll: what it covered, and a stock it fired on its own
            took = payload.get("drawn")
            for i in payload.get("covered", []):
                if not isinstance(i, int):
                    continue
                if isinstance(took, dict) and isinstance(took.get(str(i)), int):
                    drawn[i] = drawn.get(i, 0) + int(took[str(i)])
                else:
                    covered.add(i)
            if "ammo" in payload and fields.get("character_id") == character_id:
                settled.add(str(fields.get("key")))
            continue
        key = str(fields.get("key"))
        if fields.get("character_id") != character_id or key in settled:
            continue
        settled.add(key)
        if (
            fields.get("action") != "fire"
            or row_id(event) in covered
            or fields.get("encounter") != encounter
            or (encounter is not None and event.round != round_)
        ):
            continue
        spent = int(fields.get("before", 0)) - int(fields.get("after", 0)) - drawn.get(row_id(event), 0)
        if spent > 0:
            found[key] = Declared(row_id(event), spent)
    return found


def lend_declared(ruleset: Ruleset, sheet: Sheet, state: State, declared: dict[str, Declared]) -> State:
    """The roller's state with each declared fire's rounds lent back."""
    ammo = ammo_of(ruleset)
    for key in sorted(declared):
        state = ammo.fired_back(sheet, state, key, declared[key].spent)
    return state


def settle_declared(
    ruleset: Ruleset, sheet: Sheet, lent: State, after: State | None, declared: dict[str, Declared]
) -> tuple[State | None, dict[int, int]]:
    """The roll's new state with what was lent and not fired taken back, and the declared fires the
    roll made (those it fired from), each with what the roll drew from it.  ``after`` None: the
    roll changed nothing, nothing was spent."""
    if after is None or not declared:
        return after, {}
    ammo = ammo_of(ruleset)
    lent_counts = {s.key: s.count for s in ammo.ammo_stocks(sheet, lent)}
    made: dict[int, int] = {}
    for stock in ammo.ammo_stocks(sheet, after):
        if stock.key not in declared:
            continue
        fired = lent_counts.get(stock.key, stock.count) - stock.count
        lent_back = declared[stock.key].spent
        if fired > 0:
            made[declared[stock.key].event_id] = min(fired, lent_back)
        unfired = lent_back - max(fired, 0)
        if unfired > 0:
            after = ammo.fired_back(sheet, after, stock.key, -unfired)
    return after, made
