"""Success levels of an All Flesh Must Be Eaten task (both presets).

A task is d10 + attribute + skill + modifiers against 9.  The total gives the success level
(README, afmbe; unisystem text §1 "Resultados posibles"): 9-10 Adequate, 11-12 Decent, 13-14 Good,
15-16 Very good, 17-20 Excellent, 21-23 Extraordinary, 24+ Mind-boggling; below 9 a failure.
"""

from __future__ import annotations

from app.rules.text import QT_TRANSLATE_NOOP

#: the target number of most tasks (norms "How to Succeed"; unisystem §1)
DEFAULT_DIFFICULTY = 9

#: the lowest total of each success level 1-7 against a difficulty of 9
LEVEL_THRESHOLDS: tuple[int, ...] = (9, 11, 13, 15, 17, 21, 24)

MAX_LEVEL = 7

LEVEL_NAMES: dict[int, str] = {
    0: QT_TRANSLATE_NOOP("rules", "Failure"),
    1: QT_TRANSLATE_NOOP("rules", "Adequate"),
    2: QT_TRANSLATE_NOOP("rules", "Decent"),
    3: QT_TRANSLATE_NOOP("rules", "Good"),
    4: QT_TRANSLATE_NOOP("rules", "Very good"),
    5: QT_TRANSLATE_NOOP("rules", "Excellent"),
    6: QT_TRANSLATE_NOOP("rules", "Extraordinary"),
    7: QT_TRANSLATE_NOOP("rules", "Mind-boggling"),
}


def success_level(total: int) -> int:
    """The success level 0-7 of a task total against the default difficulty 9."""
    level = 0
    for threshold in LEVEL_THRESHOLDS:
        if total >= threshold:
            level += 1
    return level


def success_level_against(total: int, difficulty: int = DEFAULT_DIFFICULTY, cap: int = MAX_LEVEL) -> int:
    """The success level of ``total`` against ``difficulty``, at most ``cap``.

    The texts give the level bands against 9 only; against another difficulty the bands move
    with it (a difficulty of 11 needs 11 for Adequate, 13 for Decent...), which is the same as
    a modifier of 9 − difficulty on the roll.
    """
    return min(success_level(total + DEFAULT_DIFFICULTY - difficulty), max(0, cap))


def level_name(level: int) -> str:
    """The marked name of a success level (0 is a failure)."""
    if level not in LEVEL_NAMES:
        raise ValueError(level)
    return LEVEL_NAMES[level]


def damage_die_bonus(level: int) -> int:
    """The bonus a success level gives the damage die before multiplying.

    Unisystem §1: "aumento de daño a partir de Muy Bueno, +1, +2, +3, +4 a la tirada antes de
    multiplicar": level 4 → +1, 5 → +2, 6 → +3, 7 → +4; lower levels nothing.
    """
    return max(0, min(level, MAX_LEVEL) - 3)
