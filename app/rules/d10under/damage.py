"""Damage, armor and healing on the Health track.

Rule text, section 2: "if the opponent has armor, it may deflect the shot: a die is rolled for
this too.  Characters may wear armor too; all its rules are in the armor's description."  The
text leaves the armor's numbers to its description, so an armor here has two values the GM
copies from it:

* ``deflect`` (0-10): a d10 at or under it deflects the hit entirely (a roll-under die like
  every other roll of the system); 0 means the armor rolls no die;
* ``absorb``: points taken off a hit the armor did not deflect (0 for most armor).

A critical hit deals double damage and ignores protection of any kind (no armor die).  The
doubling is the shot's (:func:`~app.rules.d10under.shooting.shot_damage`): the damage a critical
shot reports is already doubled, and the damage form takes it as it is, past every armor; it is
never doubled a second time.  Health
never falls below 0; at 0 the character is dead.  The text has no healing rules: healing
restores what the GM says, never above the character's Health.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules.base import RulesError
from app.rules.d10under.checks import D10
from app.rules.d10under.worked import armor_die_text, hit_steps
from app.rules.dice import Dice, Face, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, joined


@dataclass(frozen=True)
class Armor:
    """A piece of armor: its name, its deflection value (d10 ≤ deflect stops a hit), its absorption."""

    name: str
    deflect: int = 0
    absorb: int = 0

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Armor:
        return cls(str(row.get("name", "")), int(row.get("deflect", 0)), int(row.get("absorb", 0)))


@dataclass(frozen=True)
class DamageResult:
    """A hit worked through: the Health before and after, what got through, the armor die if any."""

    health_before: int
    health_after: int
    taken: int
    deflected: bool
    armor_face: int | None
    arithmetic: Arithmetic
    record: RollRecord | None = None


def check_amount(amount: Any) -> int:
    """A damage or healing amount: a whole number, 0 or more."""
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The amount must be a whole number."))
    if amount < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The amount cannot be negative."))
    return amount


def armor_deflects(face: int, armor: Armor) -> bool:
    """Whether an armor die of ``face`` deflects the hit: d10 ≤ deflect."""
    return face <= armor.deflect


def damage_after_armor(amount: int, armor: Armor | None, face: int | None) -> int:
    """The damage a non-critical hit leaves after ``armor`` (deflection die ``face``)."""
    if armor is None:
        return amount
    if face is not None and armor_deflects(face, armor):
        return 0
    return max(0, amount - armor.absorb)


def apply_hit(
    health: int, amount: int, dice: Dice, critical: bool = False, armor: Armor | None = None
) -> DamageResult:
    """One hit of ``amount`` on a character with ``health`` Health, behind ``armor`` if any.

    A critical ignores the armor; ``amount`` is the critical shot's damage, already doubled by
    the shot, and is not doubled again.  Otherwise an armor with a deflection
    value rolls a d10: at or under the value, nothing gets through; above it, the absorption is
    taken off.  Health stops at 0.  The arithmetic names each number ("damage 30; armor d10
    rolled 7, deflects on 3 or less: gets through; damage 30 − absorbed 10 = 20; Health 100 −
    damage 20 = 80"): see :func:`~app.rules.d10under.worked.hit_steps`.
    """
    amount = check_amount(amount)
    face: int | None = None
    record: RollRecord | None = None
    if critical:
        taken = amount
    elif armor is not None:
        if armor.deflect > 0:
            face = dice.d(D10)
            record = RollRecord(
                QT_TRANSLATE_NOOP("rules", "Armor"), [Face(D10, face)],
                armor_die_text(face, armor.deflect, armor_deflects(face, armor)), face, dice.typed,
            )
        taken = damage_after_armor(amount, armor, face)
    else:
        taken = amount
    after = max(0, health - taken)
    deflected = face is not None and armor is not None and armor_deflects(face, armor)
    shown = None if critical else armor
    steps = hit_steps(amount, health, taken, face, shown.deflect if shown else 0, shown.absorb if shown else 0,
                      deflected)
    return DamageResult(health, after, taken, deflected, face, joined(steps), record)


def heal(health: int, maximum: int, amount: int) -> int:
    """Health after healing ``amount``: never above ``maximum``."""
    return min(maximum, health + check_amount(amount))
