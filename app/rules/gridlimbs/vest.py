"""The bulletproof vest and its growing chance to fail.

Rule text, "Bulletproof Vest": "Initially, a bulletproof vest will prevent any bullet damage to
the main body (though it does not prevent knockback).  After the first bullet, there is a 1/100
chance that the next bullet will hit a damaged part of the vest, and deal full damage.  Each time
the vest prevents damage, add another 1/100 to the chance for bullets to ignore it.  Also, any
non-bullet damage sustained to the torso adds the amount of damage dealt to you/100 chance for the
BP vest to fail.  Once the chance for the BP vest to fail reaches 100, it is deemed useless."

The failure chance is kept in whole percent, 0 to 100.  A bullet is checked with a d100 only when
the chance is between 1 and 99: at 0 the vest always holds, at 100 it is useless.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP

USELESS_AT = 100


@dataclass(frozen=True)
class Vest:
    """Whether a vest is worn and its failure chance in percent."""

    worn: bool = False
    failure: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.failure <= USELESS_AT:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A vest's failure chance runs from 0 to 100."))

    @property
    def useless(self) -> bool:
        return self.failure >= USELESS_AT

    @property
    def protects(self) -> bool:
        return self.worn and not self.useless

    def to_dict(self) -> dict[str, Any]:
        return {"worn": self.worn, "failure": self.failure}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Vest:
        failure = data.get("failure", 0)
        if isinstance(failure, bool) or not isinstance(failure, int):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A vest's failure chance runs from 0 to 100."))
        return cls(bool(data.get("worn", False)), failure)


def stop_chance(vest: Vest) -> Fraction:
    """The exact chance that the vest stops the next bullet to the torso."""
    if not vest.protects:
        return Fraction(0)
    return Fraction(USELESS_AT - vest.failure, 100)


@dataclass(frozen=True)
class VestResult:
    """A torso hit against the vest: the vest after it, the damage that goes through, whether the
    vest stopped it, and the d100 rolled (if any)."""

    vest: Vest
    damage: int
    stopped: bool
    record: RollRecord | None


def torso_hit(vest: Vest, damage: int, bullet: bool, dice: Dice) -> VestResult:
    """A hit of ``damage`` on the torso of a character who may wear ``vest``.

    A bullet is stopped unless a d100 comes up at or under the failure chance; each stopped
    bullet adds 1 to the chance.  Non-bullet damage goes through in full and adds itself to the
    chance.  The chance stops at 100 (useless).
    """
    if damage < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage must be a whole number, 0 or more."))
    if not vest.protects or damage == 0:
        return VestResult(vest, damage, False, None)
    if not bullet:
        return VestResult(Vest(True, min(USELESS_AT, vest.failure + damage)), damage, False, None)
    record = None
    if vest.failure > 0:
        start = len(dice.faces)
        face = dice.percent()
        record = RollRecord(QT_TRANSLATE_NOOP("rules", "Vest check"), list(dice.faces[start:]),
                            f"d100 {face} / {vest.failure}", face, dice.typed)
        if face <= vest.failure:
            return VestResult(vest, damage, False, record)
    return VestResult(Vest(True, min(USELESS_AT, vest.failure + 1)), 0, True, record)
