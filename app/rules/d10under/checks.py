"""Attribute tests: roll a d10 under the attribute.

Rule text, section 2: "the player rolls a d10 and compares the result with the attribute; in
most cases, at or under the attribute the test is passed, above it the test is failed."  The GM
may add modifiers, positive or negative, and decides which actions need a test at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from app.rules.base import RulesError
from app.rules.d10under.attributes import check_attribute
from app.rules.d10under.worked import test_text
from app.rules.dice import Dice, Face, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP

D10 = 10


def check_modifier(modifier: int) -> int:
    """A test modifier: a whole number from −20 to +20."""
    if isinstance(modifier, bool) or not isinstance(modifier, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A modifier must be a whole number."))
    if not -20 <= modifier <= 20:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A modifier runs from −20 to +20."))
    return modifier


def target_number(attribute: int, modifier: int = 0) -> int:
    """The highest face that passes: attribute (1-10) + modifier."""
    return check_attribute(attribute) + check_modifier(modifier)


def test_probability(attribute: int, modifier: int = 0) -> Fraction:
    """The exact chance that a d10 comes up at or under attribute + modifier."""
    target = target_number(attribute, modifier)
    return Fraction(min(max(target, 0), D10), D10)


def test_passes(face: int, attribute: int, modifier: int = 0) -> bool:
    """Whether a d10 face passes a test of attribute + modifier."""
    return face <= target_number(attribute, modifier)


@dataclass(frozen=True)
class TestResult:
    """One attribute test: the face, the target it had to reach and whether it passed."""

    __test__ = False  # a rules result, not a test case

    face: int
    target: int
    passed: bool
    record: RollRecord

    @property
    def faces(self) -> list[Face]:
        return list(self.record.faces)


def roll_test(dice: Dice, attribute: int, modifier: int = 0, label: str = "") -> TestResult:
    """Roll one attribute test: d10 ≤ attribute + modifier passes."""
    target = target_number(attribute, modifier)
    face = dice.d(D10)
    passed = face <= target
    text = test_text(face, target, passed)
    record = RollRecord(
        label or QT_TRANSLATE_NOOP("rules", "Test"), [Face(D10, face)], text, face, dice.typed
    )
    return TestResult(face, target, passed, record)
