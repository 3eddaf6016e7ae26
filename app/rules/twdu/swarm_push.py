"""Pushing one of a swarm round's rolls (twdu text: a PC's roll may be pushed; the round's rolls
are skill rolls like any other).

The round has been added up and lost: before the GM picks what the dead do, a player character
who rolled may push that roll once.  The round is then added up again from the fight as it stood
before the round, with the pushed roll in place of the first: a push keeps every 6, so a lost
round may turn into a won one, and a walker on the new stress dice makes it a PC's mess-up (two
picks for the GM if the round stays lost).  The exact chances after the push are worked out
before the GM decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.dice import Dice, convolve
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.kinds import after_push
from app.rules.twdu.pool import PoolRoll, push_roll
from app.rules.twdu.swarm import FighterRoll, RoundResult, SwarmFight, resolve_round
from app.rules.twdu.swarm_block import counted

LOST_ONLY = QT_TRANSLATE_NOOP("rules", "Only a lost round still waiting for the GM's picks can be pushed.")


def can_push_round(fight: SwarmFight, before: SwarmFight) -> None:
    """Refuse unless the round just rolled is lost and waits for the GM's picks."""
    if fight.over or fight.pending != "loss_picks" or fight.round != before.round:
        raise RulesError(LOST_ONLY)


def push_round(
    before: SwarmFight,
    rolls: Sequence[FighterRoll],
    index: int,
    pushed: PoolRoll,
    sacrifices: int = 0,
    method: str = "shooting",
) -> RoundResult:
    """The round added up again from ``before`` with roll ``index`` replaced by its push."""
    if not 0 <= index < len(rolls):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No such roll this round."))
    again = list(rolls)
    again[index] = replace(rolls[index], successes=pushed.successes, messed_up=pushed.messed_up)
    return resolve_round(before, again, sacrifices, method)


def push_one(roll: PoolRoll, dice: Dice) -> PoolRoll:
    """Push a swarm roll: the same rules as any push (a PC's, once, not messed up)."""
    return push_roll(dice, roll)


def pushed_round_odds(
    before: SwarmFight, rolls: Sequence[FighterRoll], index: int, roll: PoolRoll
) -> dict[str, Fraction]:
    """The exact chances of winning the round, almost making it and losing outright once roll
    ``index`` is pushed, and of the push messing up (``"messup"``)."""
    if not 0 <= index < len(rolls):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No such roll this round."))
    mine, messup = after_push(roll)
    fixed = sum(counted(before, r, r.successes) for i, r in enumerate(rolls) if i != index) + before.free_successes
    shifted: dict[int, Fraction] = {}
    for k, p in mine.items():
        total = counted(before, rolls[index], k)
        shifted[total] = shifted.get(total, Fraction(0)) + p
    dist = convolve({fixed: Fraction(1)}, shifted)
    need = before.swarm_threat
    out = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0), "messup": messup}
    for total, p in dist.items():
        out["win" if total >= need else ("almost" if total * 2 >= need else "lose")] += p
    return out
