"""twdu's skill rolls as the threat and swarm features make them (:class:`SkillRolls`): d6 pools of
base and stress dice, rolled or typed, kept for a push and pushed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from app.rules.base import Outcome, Sheet, State
from app.rules.dice import Dice
from app.rules.features.skill_rolls import SkillRolls
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.pool import Pool, PoolRoll, push_roll, roll_pool, roll_typed
from app.rules.twdu.rollmemo import pool_from_memo, pool_memo
from app.rules.twdu.sheet import SKILLS, skill_pool

#: a pool's dice by kind, base dice first as typed faces are read
POOL_DICE = QT_TRANSLATE_NOOP("rules", "{count} {count|die|dice}: {base} base, {stress} stress")
#: why a Broken character rolls nothing ("Broken: … any skill roll fails")
BROKEN_ROLLS_NOTHING = QT_TRANSLATE_NOOP("rules", "Broken: every roll fails")


class StressTrack(Protocol):
    """Where a push or alerting the dead puts its stress (the ruleset's damage rules, or the ruleset)."""

    def add_stress(self, state: State, amount: int = 1) -> Outcome: ...


class TwduSkillRolls(SkillRolls):
    """Skill pools of the sheet's skills; stress through the stress track given."""

    def __init__(self, stress: StressTrack) -> None:
        self.stress = stress

    def skills(self) -> Sequence[tuple[str, str]]:
        return [(k, v[0]) for k, v in SKILLS.items()]

    def skill_pool(self, sheet: Sheet, state: State, skill: str, modifier: int = 0, is_pc: bool = False) -> Pool:
        return skill_pool(sheet, state, skill, modifier=modifier, is_pc=is_pc)

    def pool_dice(self, pool: Pool) -> int:
        return 0 if pool.broken else pool.base + pool.stress

    def rolls_nothing(self, sheet: Sheet, state: State) -> str | None:
        return BROKEN_ROLLS_NOTHING if int(state.get("health", 1)) == 0 else None

    def dice_said(self, pool: Pool) -> dict[str, Any] | None:
        """"2 dice: 1 base, 1 stress": base dice first, as typed faces are read; None without stress
        dice (the count says it all)."""
        count = self.pool_dice(pool)
        if not count or not pool.stress:
            return None
        return {"t": POOL_DICE, "ctx": "rules", "args": {"count": count, "base": pool.base, "stress": pool.stress}}

    def pool_base(self, pool: Pool) -> int:
        return pool.base

    def with_base(self, pool: Pool, base: int) -> Pool:
        return replace(pool, base=base, parts=())

    def roll(self, pool: Pool, dice: Dice, faces: str = "") -> PoolRoll:
        return roll_typed(faces, pool) if faces.strip() else roll_pool(dice, pool)

    def push(self, roll: Any, dice: Dice) -> PoolRoll:
        """The same rules as any push (a PC's, once, not messed up)."""
        return push_roll(dice, roll)

    def memo(self, roll: Any) -> dict[str, Any]:
        return pool_memo(roll)

    def from_memo(self, memo: Mapping[str, Any]) -> PoolRoll:
        return pool_from_memo(memo)

    def add_stress(self, state: State, amount: int = 1) -> Outcome:
        return self.stress.add_stress(state, amount)
