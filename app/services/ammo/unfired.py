"""The rounds of a fire of several attacks that were never rolled, given back as the firer's turn
ends.

Three single shots declared in the ammunition dock (Shift+F: "15 → 12 rounds") are three attack
rolls, each drawing its round from the declaration (:mod:`app.services.ammo.declared`).  Where the
fight moved on after one of them (or none), the other rounds stayed spent, never fired.  Now the
turn's end (N) gives them back to the weapon, said in the turn's line ("Dana Cruz: 2 rounds not
fired back in 9mm pistol: 13 → 15 rounds"); the turn's event keeps them (``payload["unfired"]``,
by the fire's event id) so no later roll draws them again, and its Undo takes them back with it.
A fire of one attack (F: one shot, one burst) is as it was: the GM may spend rounds without a roll.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import col, func, select

from app.rules.base import RulesError
from app.rules.stocks import find_stock
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.declared import UNFIRED_KEY, declared_fire
from app.services.ammo.ledger import KIND, ammo_of, ledger_fields, stock_label, unit_arg
from app.services.command import Context, LogEntry, Tx
from app.services.damaged import damage_kept
from app.store.models import Character, Combatant, Encounter, LogEvent

#: the turn's line for what it gave back (``{after}``: the count with them back)
UNFIRED = QT_TRANSLATE_NOOP(
    "log", "{name}: {count} {count|round|rounds} not fired back in {weapon}: {before} → {after} {unit}")
#: the key of the turn event's payload that keeps what it gave back, by the fire's event id
PAYLOAD_KEY = UNFIRED_KEY


def on_turn(tx: Tx, enc: Encounter) -> int | None:
    """The character whose turn it is in ``enc`` (None: nobody's, or not a character)."""
    return tx.session.exec(
        select(Combatant.character_id).where(Combatant.encounter_id == enc.id, Combatant.position == enc.turn)
    ).first()


def give_back_unfired(tx: Tx, ctx: Context, character_id: int | None) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Give ``character_id`` back what his fires of several attacks this round spent and no roll
    drew (written in ``tx``): the turn's lines saying so, and what was given back by fire event."""
    if character_id is None:
        return [], {}
    ammo = ammo_of(ctx.ruleset)
    declared = declared_fire(tx, ctx, character_id)
    if not declared:
        return [], {}
    row = tx.session.exec(select(Character).where(Character.id == character_id)).first()
    if row is None or damage_kept(ctx.ruleset, row) is not None:
        return [], {}
    # the state as the turn left it (a round's end wrote it with a plain UPDATE): read afresh
    state = dict(tx.session.exec(select(Character.state).where(Character.id == character_id)).one() or {})
    lines: list[dict[str, Any]] = []
    given: dict[str, int] = {}
    new = state
    for key in sorted(declared):
        fire = tx.session.get(LogEvent, declared[key].event_id)
        attacks = ledger_fields(fire).get("attacks") if fire is not None else None
        if not isinstance(attacks, int) or attacks < 2:  # one attack: rounds may be spent without a roll
            continue
        amount = declared[key].spent
        try:
            before = find_stock(ammo.ammo_stocks(row.sheet, new), key)
            new = ammo.fired_back(row.sheet, new, key, amount)
            after = find_stock(ammo.ammo_stocks(row.sheet, new), key)
        except RulesError:  # a stock the rules no longer know: nothing given back
            continue
        given[str(declared[key].event_id)] = amount
        lines.append({"t": UNFIRED, "ctx": "log", "args": {
            "name": row.name, "count": amount, "weapon": stock_label(before), "before": before.count,
            "after": after.count, "unit": unit_arg(after, after.count)}})
    if given:
        tx.set_columns(Character, character_id, {"state": state}, {"state": new})
        set_committed_value(row, "state", new)  # the loaded row holds the store's values
    return lines, given


def with_unfired(tx: Tx, ctx: Context, entry: LogEntry, ending: int | None) -> LogEntry:
    """The turn's line with what the turn's end gave back to ``ending`` (whose turn it was): the
    rounds of his fires of several attacks that no roll drew."""
    if ending is None:
        return entry
    lines, given = give_back_unfired(tx, ctx, ending)
    if given:
        before = entry.args.get("lines")
        entry.args = {**entry.args, "lines": [*(before if isinstance(before, list) else [before] if before else []),
                                              *lines]}
        entry.payload = {**entry.payload, PAYLOAD_KEY: given}
    return entry


def unfired_rows(session: Any, session_ids: list[int]) -> list[LogEvent]:
    """The ledger's rows for what the turns' ends of sessions ``session_ids`` gave back, not undone:
    one detached event for each weapon given back (its line, its round, the firer), at the turn's
    place in the log (its session and sequence)."""
    turns = session.exec(
        select(LogEvent).where(
            col(LogEvent.session_id).in_(session_ids),
            col(LogEvent.kind).in_(("turn", "round")),
            col(LogEvent.undone).is_(False),
            func.json_extract(LogEvent.payload, f"$.{PAYLOAD_KEY}").is_not(None),
        )
    )
    out: list[LogEvent] = []
    for turn in turns:
        lines = turn.args.get("lines") if isinstance(turn.args, dict) else None
        for line in lines if isinstance(lines, list) else ():
            if isinstance(line, dict) and line.get("t") == UNFIRED and isinstance(line.get("args"), dict):
                out.append(LogEvent(
                    id=turn.id, session_id=turn.session_id, seq=turn.seq, time=turn.time, round=turn.round,
                    actor=str(line["args"].get("name", "")), kind=KIND, text=UNFIRED, args=dict(line["args"]),
                    payload={}, secret=turn.secret))
    return out
