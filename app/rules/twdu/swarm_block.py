"""A swarm's block (twdu text, "Swarm attacks": block): until the fight is won, Mobility and
Stealth rolls need one more success.  The success it costs is the block field's default; the GM
may type another for the round (issue 21)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.rules.twdu.swarm import FighterRoll, SwarmFight

BLOCKED_SKILLS: frozenset[str] = frozenset({"mobility", "stealth"})
#: the successes a block costs a Mobility or Stealth roll, by the text
BLOCK_COST = 1


def block_penalty(fight: SwarmFight, skill: str) -> int:
    """Under a block, Mobility and Stealth rolls need one more success until the fight is won."""
    return BLOCK_COST if fight.block and not fight.over and skill in BLOCKED_SKILLS else 0


def counted(fight: SwarmFight, roll: FighterRoll, successes: int) -> int:
    """The successes a roll of the round counts: under a block, a Mobility or Stealth roll loses
    the block's cost (the text's one success unless the GM typed another for the round)."""
    if not fight.block or roll.skill not in BLOCKED_SKILLS:
        return successes
    cost = BLOCK_COST if roll.block_cost is None else roll.block_cost
    return max(0, successes - cost)
