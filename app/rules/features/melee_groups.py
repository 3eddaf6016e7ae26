"""Melee in groups, as a ruleset declares it: who fights whom at the start of a fight, and one
exchange of a group, whatever each fighter's own numbers.

A ruleset whose melee is an exchange of sides (one fighter against one or several, or several
against one) returns a :class:`MeleeGroupRules` from :meth:`app.rules.base.Ruleset.melee_groups`;
the melee service keeps the fight's groups and rolls each group's exchange through it, and the
melee dialog shows what it declares.  Fighters are named by the caller's keys (the service's
character ids as text); the rules read each one's sheet and state from its :class:`MeleeFighter`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import field
from typing import Any, Literal

from app.rules.base import LogLine
from app.rules.dice import Dice, RollRecord
from app.rules.records import record
from app.rules.rolling import Chance, Roller

#: a group: the keys of its fighters on the first side (the players') and on the second
Group = tuple[list[str], list[str]]


@record(frozen=True)
class MeleeFighter:
    """One fighter of a group: the caller's key for it, and the character as the rules read it."""

    key: str
    roller: Roller


@record(frozen=True)
class MeleeHit:
    """What an exchange deals: ``attacker`` hits ``target`` for ``amount``, as the target's damage
    form values ``request``."""

    attacker: str
    target: str
    amount: int
    request: Mapping[str, Any]


@record
class GroupExchange:
    """One exchange of a group rolled: what it means (``result``), its dice, the side that won
    (``"a"`` the first, ``"b"`` the second), the hits and further lines (rolled again)."""

    result: LogLine
    records: list[RollRecord]
    winner: Literal["a", "b"]
    hits: tuple[MeleeHit, ...]
    lines: list[LogLine] = field(default_factory=list)


class MeleeGroupRules(ABC):
    """Groups of a melee and their exchanges."""

    @abstractmethod
    def first_grouping(self, side_one: Sequence[str], side_two: Sequence[str]) -> list[Group]:
        """The text's first grouping of the fighters of two sides, before the GM changes it."""

    @abstractmethod
    def check_group(self, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter]) -> None:
        """Refuse (RulesError) a group the rules cannot roll (an empty side, several against
        several, nobody with an attack)."""

    @abstractmethod
    def fighter_line(self, fighter: MeleeFighter) -> LogLine:
        """What the fighter brings to an exchange, for the GM to see ("Agility 6: 3 attacks, 25
        damage")."""

    @abstractmethod
    def exchange_odds(self, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter]) -> list[Chance]:
        """The exact chances of the group's exchange, the first side's view."""

    def dice_count(self, fighter: MeleeFighter) -> int | None:
        """How many dice the fighter rolls in an exchange (d10under: one a attack), to name whose
        dice the GM types in turn; None where the rules cannot say it ahead."""
        return None

    @abstractmethod
    def exchange(
        self, dice: Dice, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter], target: str | None = None
    ) -> GroupExchange:
        """Roll the group's exchange; a lone winner against several hits ``target`` (one of them,
        the GM's choice; the first of them when None)."""
