"""The six attributes of the roll-under d10 system and the values derived from them.

Rule text, section 1: every creature has six attributes rated 1 to 10 (Strength, Agility,
Endurance, Perception, Intellect, Luck).  A new character starts with every attribute at 5 and
has 7 points to raise them.  Strength × 5 is the character's base damage, Agility ÷ 2 rounded
down is the number of attacks, Endurance × 20 is the base Health.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import BudgetLine, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: attribute keys in the order of the rule text
ATTRIBUTES: tuple[str, ...] = ("strength", "agility", "endurance", "perception", "intellect", "luck")

ATTRIBUTE_LABELS: dict[str, str] = {
    "strength": QT_TRANSLATE_NOOP("rules", "Strength"),
    "agility": QT_TRANSLATE_NOOP("rules", "Agility"),
    "endurance": QT_TRANSLATE_NOOP("rules", "Endurance"),
    "perception": QT_TRANSLATE_NOOP("rules", "Perception"),
    "intellect": QT_TRANSLATE_NOOP("rules", "Intellect"),
    "luck": QT_TRANSLATE_NOOP("rules", "Luck"),
}

ATTRIBUTE_MIN = 1
ATTRIBUTE_MAX = 10
#: "from the very start every attribute is at 5"
START_VALUE = 5
#: "the character is given 7 points to raise these attributes"
START_POINTS = 7


def check_attribute(value: Any) -> int:
    """An attribute value 1-10, or :class:`RulesError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "An attribute must be a whole number."))
    if not ATTRIBUTE_MIN <= value <= ATTRIBUTE_MAX:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "An attribute runs from 1 to 10."))
    return value


def base_damage(strength: int) -> int:
    """Base damage: Strength × 5 (rule text, Strength)."""
    return check_attribute(strength) * 5


def attacks_per_turn(agility: int) -> int:
    """Melee attacks a turn: Agility ÷ 2 rounded down (rule text, Agility).

    The text rounds down, so Agility 1 gives no attack at all: such a fighter rolls no die in a
    melee exchange (rules README).
    """
    return check_attribute(agility) // 2


def max_health(endurance: int) -> int:
    """Health: Endurance × 20 (rule text, Endurance)."""
    return check_attribute(endurance) * 20


def derived_values(attributes: Mapping[str, int]) -> dict[str, int]:
    """Base damage, attacks per turn and Health of a set of attributes."""
    return {
        "base_damage": base_damage(attributes["strength"]),
        "attacks": attacks_per_turn(attributes["agility"]),
        "health": max_health(attributes["endurance"]),
    }


def points_spent(attributes: Mapping[str, int], start: int = START_VALUE) -> int:
    """Points spent raising attributes above their starting value."""
    return sum(max(0, attributes[key] - start) for key in ATTRIBUTES)


def points_below_start(attributes: Mapping[str, int], start: int = START_VALUE) -> int:
    """How far the attributes sit below their starting value in total (the text only raises)."""
    return sum(max(0, start - attributes[key]) for key in ATTRIBUTES)


def attribute_budget(
    attributes: Mapping[str, int], start: int = START_VALUE, points: int = START_POINTS
) -> list[BudgetLine]:
    """The creation budget: points spent against the points given, and no attribute lowered.

    Creatures the GM runs (a zombie with Agility 2) are not built on this budget; the lines are
    advice for player characters and never block a sheet.
    """
    spent = points_spent(attributes, start)
    lines = [
        BudgetLine(
            "attribute_points",
            QT_TRANSLATE_NOOP("rules", "Attribute points"),
            spent,
            points,
            QT_TRANSLATE_NOOP("rules", "More attribute points spent than the campaign gives.")
            if spent > points
            else "",
            QT_TRANSLATE_NOOP("rules", "Attribute points: {left} of {allowed} left"),
        )
    ]
    lowered = points_below_start(attributes, start)
    lines.append(
        BudgetLine(
            "attributes_lowered",
            QT_TRANSLATE_NOOP("rules", "Points below the starting value"),
            lowered,
            0,
            QT_TRANSLATE_NOOP("rules", "A new character starts every attribute at the starting value.")
            if lowered
            else "",
            QT_TRANSLATE_NOOP(
                "rules",
                "Attributes lowered below their starting value: {spent} {spent|level|levels} "
                "(at creation they may only be raised)",
            ),
        )
    )
    return lines
