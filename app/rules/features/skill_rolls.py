"""Skill rolls as the threat and swarm features make them: a character's pool for a skill, rolled
or typed from physical dice, kept for a push and pushed.

A ruleset's pool and roll are its own types; the services hold them without looking inside, through
:class:`SkillRolls` and the few attributes :class:`SkillRoll` declares.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from app.rules.declarations import Outcome, Sheet, State
from app.rules.dice import Dice, RollRecord


class SkillRoll(Protocol):
    """A rolled skill pool: its successes, whether it messed up and may be pushed, its log record."""

    @property
    def successes(self) -> int: ...

    @property
    def messed_up(self) -> bool: ...

    @property
    def can_push(self) -> bool: ...

    def record(self, label: str, typed: bool = False) -> RollRecord: ...


class SkillRolls(ABC):
    """The skill rolls of a ruleset with a threat level or swarms."""

    @abstractmethod
    def skills(self) -> Sequence[tuple[str, str]]:
        """(key, label marked in context ``rules``) of every skill, in sheet order."""

    def skill_label(self, skill: str) -> str:
        """The marked label of ``skill`` (the key itself when unknown)."""
        return dict(self.skills()).get(skill, skill)

    def has_skill(self, skill: str) -> bool:
        return skill in dict(self.skills())

    @abstractmethod
    def skill_pool(self, sheet: Sheet, state: State, skill: str, modifier: int = 0, is_pc: bool = False) -> Any:
        """The pool one character rolls for ``skill`` with ``modifier`` extra dice (RulesError if refused)."""

    @abstractmethod
    def pool_dice(self, pool: Any) -> int:
        """How many dice ``pool`` rolls (none when the roll fails without a roll)."""

    def dice_said(self, pool: Any) -> dict[str, Any] | None:
        """The dice ``pool`` rolls by kind, in the order typed faces are read, as a marked value
        ("2 dice: 1 base, 1 stress"); None where the count alone says it."""
        return None

    def rolls_nothing(self, sheet: Sheet, state: State) -> str | None:
        """Why the character, as he is now, rolls nothing at all (a marked line, context ``rules``:
        twdu's Broken, whose every roll fails), so that a swarm round leaves him out of the rollers it
        picks by default and says why where the GM picks him; None (the default) for one who rolls."""
        return None

    @abstractmethod
    def pool_base(self, pool: Any) -> int:
        """The dice of ``pool`` that modifiers and handed-out dice change."""

    @abstractmethod
    def with_base(self, pool: Any, base: int) -> Any:
        """``pool`` with :meth:`pool_base` dice instead."""

    @abstractmethod
    def roll(self, pool: Any, dice: Dice, faces: str = "") -> SkillRoll:
        """Roll ``pool`` with ``dice``, or take ``faces`` typed from physical dice when not blank
        (DiceError when they do not fit the pool)."""

    @abstractmethod
    def push(self, roll: SkillRoll, dice: Dice) -> SkillRoll:
        """The roll pushed (RulesError when it may not be)."""

    @abstractmethod
    def memo(self, roll: SkillRoll) -> dict[str, Any]:
        """The roll as JSON-able data, kept for a later push."""

    @abstractmethod
    def from_memo(self, memo: Mapping[str, Any]) -> SkillRoll:
        """The roll :meth:`memo` kept (RulesError when the memo is damaged)."""

    @abstractmethod
    def add_stress(self, state: State, amount: int = 1) -> Outcome:
        """What a push, alerting the dead or a failed clearing-out costs a character."""


class HeldSkillRolls(SkillRolls):
    """Skill rolls made by the :class:`SkillRolls` given at construction: the base of a feature
    (the Threat Level, swarms) that rolls skills as its ruleset does, without being those rolls."""

    def __init__(self, skill_rolls: SkillRolls) -> None:
        self.skill_rolls = skill_rolls

    def skills(self) -> Sequence[tuple[str, str]]:
        return self.skill_rolls.skills()

    def skill_pool(self, sheet: Sheet, state: State, skill: str, modifier: int = 0, is_pc: bool = False) -> Any:
        return self.skill_rolls.skill_pool(sheet, state, skill, modifier, is_pc)

    def pool_dice(self, pool: Any) -> int:
        return self.skill_rolls.pool_dice(pool)

    def dice_said(self, pool: Any) -> dict[str, Any] | None:
        return self.skill_rolls.dice_said(pool)

    def rolls_nothing(self, sheet: Sheet, state: State) -> str | None:
        return self.skill_rolls.rolls_nothing(sheet, state)

    def pool_base(self, pool: Any) -> int:
        return self.skill_rolls.pool_base(pool)

    def with_base(self, pool: Any, base: int) -> Any:
        return self.skill_rolls.with_base(pool, base)

    def roll(self, pool: Any, dice: Dice, faces: str = "") -> SkillRoll:
        return self.skill_rolls.roll(pool, dice, faces)

    def push(self, roll: SkillRoll, dice: Dice) -> SkillRoll:
        return self.skill_rolls.push(roll, dice)

    def memo(self, roll: SkillRoll) -> dict[str, Any]:
        return self.skill_rolls.memo(roll)

    def from_memo(self, memo: Mapping[str, Any]) -> SkillRoll:
        return self.skill_rolls.from_memo(memo)

    def add_stress(self, state: State, amount: int = 1) -> Outcome:
        return self.skill_rolls.add_stress(state, amount)
