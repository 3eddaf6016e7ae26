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
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord, convolve
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.kinds import after_push
from app.rules.twdu.pool import SUCCESS_FACE, WALKER_FACE, PoolRoll, push_roll
from app.rules.twdu.swarm import FighterRoll, RoundResult, SwarmFight, resolve_round
from app.rules.twdu.swarm_block import counted
from app.rules.worked import marked

#: a push in the log, read in one go: the dice taken up again and what they show now, the new stress
#: die, the whole roll's successes after ("re-rolled 3 4 5 1 → 2 3 1 6, new stress die 4; in all 1
#: success": "new stress die 4 → 1 success" read as if the stress die had scored)
PUSH_RECORD = QT_TRANSLATE_NOOP(
    "rules", "re-rolled {old} → {new}, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}"  # noqa: E501
)
#: a push where every die already showed a 6: the new stress die alone is rolled
PUSH_RECORD_EXTRA = QT_TRANSLATE_NOOP(
    "rules", "nothing re-rolled, new stress die {extra}; in all {successes} {successes|success|successes}{walkers}"
)
#: the records in logs written before (shown as they were)
PUSH_RECORD_BEFORE = QT_TRANSLATE_NOOP(
    "rules", "re-rolled {old} → {new}, new stress die {extra} → {successes} {successes|success|successes}{walkers}"
)
PUSH_RECORD_EXTRA_BEFORE = QT_TRANSLATE_NOOP(
    "rules", "nothing re-rolled, new stress die {extra} → {successes} {successes|success|successes}{walkers}"
)
#: the second kind of a round's dice, named in the log's dice ("Mia 3d6: 6 1 1, stress dice 2")
STRESS_DICE = QT_TRANSLATE_NOOP("rules", "stress dice")
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


def named_faces(name: str, roll: PoolRoll) -> dict[str, Any]:
    """A round's roll as the log's dice show it: who rolled, the base dice, the stress dice named."""
    return {"who": name, "faces": [[6, f] for f in roll.base_faces], "extra": [[6, f] for f in roll.stress_faces],
            "extra_label": {"t": STRESS_DICE, "ctx": "rules"}}


def push_record(before: PoolRoll, pushed: PoolRoll, label: str, typed: bool = False) -> RollRecord:
    """The log's record of a push: the dice re-rolled (their old faces and their new ones, base dice
    first), the new stress die and the successes now, ☠ for each walker; its faces the new dice alone
    (the first roll's are in the round's own line)."""
    kept_base = [f == SUCCESS_FACE for f in before.base_faces]
    kept_stress = [f in (SUCCESS_FACE, WALKER_FACE) for f in before.stress_faces]
    old = [f for f, kept in zip(before.base_faces, kept_base, strict=True) if not kept]
    old += [f for f, kept in zip(before.stress_faces, kept_stress, strict=True) if not kept]
    new = [f for f, kept in zip(pushed.base_faces, kept_base, strict=True) if not kept]
    new += [f for f, kept in zip(pushed.stress_faces, kept_stress, strict=False) if not kept]
    extra = pushed.stress_faces[-1]
    walkers = " ☠" * pushed.walkers
    if old:
        text = marked(PUSH_RECORD, old=" ".join(map(str, old)), new=" ".join(map(str, new)), extra=extra,
                      successes=pushed.successes, walkers=walkers)
    else:
        text = marked(PUSH_RECORD_EXTRA, extra=extra, successes=pushed.successes, walkers=walkers)
    fresh = list(pushed.faces[len(before.faces):])
    return RollRecord(label, fresh, text, pushed.successes, typed)


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
