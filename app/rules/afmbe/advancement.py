"""Fear tests and the limits on raising attributes with experience (norms "Fear", "Experience").

* Fear: a Willpower test; failing it, the character panics (freezes or runs).  Each level of
  Nerves of Steel gives +1, each level of Cowardly −1.
* Experience: Strength and Constitution can be raised at most twice each, Dexterity,
  Intelligence, Perception and Willpower once each; no attribute above the human limit of 6.
  Raising a skill raises its specializations with it (they count from the skill's level).
  The experience cost table of the norms text is not given in the text, so no costs are here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.catalog import COWARDLY, NERVES_OF_STEEL
from app.rules.afmbe.character import ATTRIBUTE_LABELS, HUMAN_MAXIMUM, trait_level
from app.rules.afmbe.task import TaskBonus, TaskResult, resolve_task, roll_die, task_bonus
from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP

#: how many times experience may raise each attribute
RAISE_LIMITS: dict[str, int] = {"str": 2, "con": 2, "dex": 1, "int": 1, "per": 1, "wil": 1}


def fear_bonus(sheet: Mapping[str, Any], preset: str, modifier: int = 0) -> TaskBonus:
    """The bonus of a fear test: Willpower, +Nerves of Steel, −Cowardly, + the GM's modifier."""
    kind = "difficult" if preset == "unisystem" else "test"
    base = task_bonus(preset, kind, sheet["wil"], 0, modifier, attribute_label=ATTRIBUTE_LABELS["wil"])
    parts = list(base.parts)
    nerves = trait_level(sheet, "quality", NERVES_OF_STEEL)
    coward = trait_level(sheet, "drawback", COWARDLY)
    if nerves:
        parts.append((QT_TRANSLATE_NOOP("rules", "Nerves of Steel"), nerves))
    if coward:
        parts.append((QT_TRANSLATE_NOOP("rules", "Cowardly"), -coward))
    return TaskBonus(tuple(p for p in parts if p[1]), base.cap)


def fear_test(sheet: Mapping[str, Any], preset: str, dice: Dice, modifier: int = 0) -> TaskResult:
    """Roll a fear test; a failure (level 0) means the character panics."""
    return resolve_task(roll_die(dice, preset), fear_bonus(sheet, preset, modifier))


def attribute_raise_refusal(attribute: str, current: int, times_raised: int) -> str:
    """Why experience cannot raise ``attribute`` one more level now ("" when it can)."""
    if attribute not in RAISE_LIMITS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown attribute."))
    if current >= HUMAN_MAXIMUM:
        return QT_TRANSLATE_NOOP("rules", "No experience raises an attribute above 6.")
    if times_raised >= RAISE_LIMITS[attribute]:
        if RAISE_LIMITS[attribute] == 2:
            return QT_TRANSLATE_NOOP("rules", "Strength and Constitution can be raised only twice.")
        return QT_TRANSLATE_NOOP("rules", "This attribute can be raised only once.")
    return ""
