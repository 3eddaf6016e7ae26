"""What a roll will spend of a whole-turn ammunition currency, said before it is rolled.

Where a weapon pays once a round (AFMBE norms' Ammo Points: "on a Point to Combat Turn basis"), a
roll is lent back the point of each weapon that paid this round already
(:mod:`app.services.ammo.turn_paid`): the second shot of a turn spends nothing, and a weapon whose
last point paid for this round still fires.  The dice dock's odds, the dice the roll takes and the
line under the odds are worked out on the same lent state, so the preview says what the roll will
do: "Pistol: 3 → 2 Ammo Points", or "Pistol paid for this round already: this shot spends nothing
(0 Ammo Points left)", and never "cannot fire" for a shot the roll allows.

The spending is the rules' own: the roll is resolved once with dice of the program's (its faces
do not change what a whole-turn currency spends) on the lent state, and what it leaves is read
the way the roll's command reads it (:func:`~app.services.ammo.turn_paid.repaid`).  Nothing is
written; the rules are pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, DiceError
from app.rules.rolling import Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.declared import Declared, lend_declared
from app.services.ammo.fired_rolls import fired_line, fired_stocks
from app.services.ammo.ledger import ammo_of, stock_label, unit_arg
from app.services.ammo.turn_paid import lent, paid_in, repaid
from app.services.rolls.command_parts import _roller
from app.services.row_ids import row_id
from app.store.models import Character

SPENDS = QT_TRANSLATE_NOOP("log", "This roll spends {line}")
PAID = QT_TRANSLATE_NOOP(
    "log", "{weapon} paid for this round already: this shot spends nothing ({count} {unit} left)"
)
#: the seed of the trial roll that reads what the roll spends
TRIAL_SEED = 1


def paid_now(campaign: Any, ruleset: Ruleset, row: Character) -> frozenset[str]:
    """The stocks of ``row`` that paid for this round of the running fight already, as the roll's
    command will find them (none when the ruleset spends by the shot, or outside a fight)."""
    if not ammo_of(ruleset).ammo_fires_once_per_round():
        return frozenset()
    fight = campaign.active_encounter()
    if fight is None or fight.round is None:
        return frozenset()
    with campaign._session() as s:
        return paid_in(s, ruleset, fight.session_id, row_id(fight), fight.round, row_id(row), row.sheet, row.state)


def lent_roller(ruleset: Ruleset, roller: Roller, paid: frozenset[str]) -> Roller:
    """The roller as the roll will see it: each stock that paid this round lent its point back."""
    if not paid:
        return roller
    return replace(roller, state=lent(ruleset, roller.sheet, roller.state, paid))


def as_rolled(ruleset: Ruleset, row: Character, paid: frozenset[str], declared: dict[str, Declared],
              fighting: bool = True) -> Roller:
    """The roller as the roll's command will see it: lent what paid this round and what a fire of
    the ammunition dock declared (:mod:`app.services.ammo.declared`); ``fighting`` False out of a fight."""
    roller = lent_roller(ruleset, _roller(ruleset, row, fighting), paid)
    if declared:
        roller = replace(roller, state=lend_declared(ruleset, roller.sheet, roller.state, declared))
    return roller


def declared_key(declared: dict[str, Declared]) -> tuple[tuple[str, int, int], ...]:
    """The declared fires as a key of the remembered odds."""
    return tuple(sorted((k, d.event_id, d.spent) for k, d in declared.items()))


def spending_lines(
    ruleset: Ruleset, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None,
    paid: frozenset[str],
) -> list[dict[str, Any]]:
    """What the roll will spend of a whole-turn currency, a nested line for each weapon (none for a
    ruleset that spends by the shot, for a roll that fires nothing, or one the rules refuse)."""
    ammo = ammo_of(ruleset)
    if not ammo.ammo_fires_once_per_round():
        return []
    rolls = ruleset.roll_rules()
    if rolls is None:
        return []
    seen = lent_roller(ruleset, roller, paid)
    try:
        result = rolls.resolve_roll(kind, seen, inputs, Dice(seed=TRIAL_SEED), opponent)
    except (RulesError, DiceError):
        return []  # the odds say why it cannot be rolled
    lines = [
        {"t": SPENDS, "ctx": "log", "args": {"line": fired_line(before, after)}}
        for before, after in fired_stocks(ruleset, roller.sheet, roller.state,
                                          repaid(ruleset, roller.sheet, roller.state, result.state, paid))
    ]
    held = {s.key: s.count for s in ammo.ammo_stocks(roller.sheet, roller.state)}
    for before, _after in fired_stocks(ruleset, roller.sheet, seen.state, result.state):
        if before.key in paid:  # the lent point taken back: nothing is spent
            left = held.get(before.key, 0)
            lines.append({"t": PAID, "ctx": "log",
                          "args": {"weapon": stock_label(before), "count": left, "unit": unit_arg(before, left)}})
    return lines
