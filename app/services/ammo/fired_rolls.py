"""Ammunition a roll fires: a burst or a spray inside an attack roll.  The rules spend the rounds
in the roller's new state; the roll's own log event (kind ``ammo``, one of the lines of
:data:`~app.services.ammo.ledger.FIRING`) says how many came off, so the ammo ledger lists it; the
recent rolls and the log's Rolls filter keep it too.  One command, one log line: undoing the roll
puts the rounds back.

The event's ``payload["ammo"]`` has the ledger's fields (``action`` "fire", ``character_id``,
``key``, ``unit``, ``before``, ``after``, ``encounter``).
"""

from __future__ import annotations

from typing import Any

from app.rules.base import AmmoStock, Ruleset, Sheet, State
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.ledger import (
    _active_encounter_id,
    _open_game,
    ammo_of,
    currency_of,
    stock_label,
    unit_arg,
)
from app.services.command import Context, Tx
from app.services.gm_parts import GM_FIELDS, GM_ONLY
from app.store.models import LogEvent


def fired_stocks(
    ruleset: Ruleset, sheet: Sheet, before: State, after: State | None
) -> list[tuple[AmmoStock, AmmoStock]]:
    """Each stock a roll's new state changed, before and after (none when the state is unchanged
    or the ruleset keeps no ammunition)."""
    if after is None or currency_of(ruleset.features) is None:
        return []
    old = {s.key: s for s in ammo_of(ruleset).ammo_stocks(sheet, before)}
    return [
        (old[s.key], s)
        for s in ammo_of(ruleset).ammo_stocks(sheet, after)
        if s.key in old and (s.count, s.total) != (old[s.key].count, old[s.key].total)
    ]


#: a roll's line for a stock it spent (:func:`fired_line`)
FIRED = QT_TRANSLATE_NOOP("log", "{weapon}: {before} → {after} {unit}")
#: the same, for a roll whose own words already name the weapon ("Vera rolls Shot (Perception) — Makarov
#: pistol — 8 → 7 rounds"; the weapon was said twice)
FIRED_COUNT = QT_TRANSLATE_NOOP("log", "{before} → {after} {unit}")


def fired_line(before: AmmoStock, after: AmmoStock) -> dict[str, Any]:
    """The roll's line for a stock it spent: "SMG: 30 → 27 rounds"; the GM's part of the roll's line
    where the players are not told the count (they count their shots: :attr:`AmmoStock.known`)."""
    return {
        "t": FIRED,
        "ctx": "log",
        **({} if before.known else {GM_ONLY: True}),
        "args": {
            "weapon": stock_label(before),
            "before": before.count,
            "after": after.count,
            "unit": unit_arg(before, after.count),
        },
    }


def _names(value: Any, name: Any) -> bool:
    """Whether the words ``value`` (a text, or a text to translate with its arguments) say ``name``."""
    if value == name:
        return True
    if isinstance(value, dict):
        return _names(value.get("t"), name) or any(_names(v, name) for v in (value.get("args") or {}).values())
    if isinstance(value, list):
        return any(_names(v, name) for v in value)
    return False


def spent_once(roll: Any, spent: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The lines of the stocks a roll spent, each weapon the roll's own words name (``roll``) left out
    of its line: "8 → 7 rounds" after "Shot (Perception) — Makarov pistol"."""
    return [{**line, "t": FIRED_COUNT} if line.get("t") == FIRED and _names(roll, line["args"]["weapon"])
            else line for line in spent]


def fired_payload(tx: Tx, ctx: Context, character_id: int, before: AmmoStock, after: AmmoStock) -> dict[str, Any]:
    """The ledger's fields of a stock the roll spent (its counts the GM's where the players count
    their shots)."""
    return {
        **({} if before.known else {GM_FIELDS: ["before", "after"]}),
        "action": "fire",
        "character_id": character_id,
        "key": before.key,
        "unit": before.unit,
        "before": before.count,
        "after": after.count,
        "encounter": _active_encounter_id(tx, _open_game(tx, ctx)),
    }


def spent_words(event: LogEvent) -> list[dict[str, Any]]:
    """What a roll that fired spent, as its line says it ("Pistol: 15 → 14 rounds"), for the
    ammunition ledger's short entry (the whole line, the shot's target and dice, is its tooltip);
    [] for any other line."""
    if not isinstance(event.payload, dict) or "ammo" not in event.payload or not isinstance(event.args, dict):
        return []
    lines = event.args.get("lines")
    if not isinstance(lines, list):
        return []
    return [line for line in lines if isinstance(line, dict) and line.get("t") == FIRED]
