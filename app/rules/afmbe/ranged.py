"""Ranged attacks (unisystem §4.2; aiming also norms "Aiming").

* Range: point blank +1 to hit (and +1 damage multiplier), short 0, medium −1, long −3 (−1
  multiplier), extreme −6 (−2 multiplier).
* Light: poor −1, very poor −4 (melee too); total darkness: an unmodified d10 that hits only on a
  natural 9 or 10, plus each success level of a difficult Perception check.
* Several shots with a semi-automatic weapon: each consecutive shot −1 more (−2 with heavy recoil).
* Bursts of 2-5 rounds: no penalty; one hit a success level, at most the burst's rounds; each
  further burst −3 more.
* Rock and roll: a roll a group of ten rounds, one hit a success level (at most the group's
  rounds); each group after the first −4 more.
* Aiming: a Perception + weapon skill roll; each success level +1 on the next shot; a scope adds
  +2..+5 to the aiming roll.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.afmbe.damage import RANGES
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

LIGHTING: dict[str, tuple[str, int]] = {
    "normal": (QT_TRANSLATE_NOOP("rules", "Good light"), 0),
    "poor": (QT_TRANSLATE_NOOP("rules", "Poor light"), -1),
    "very_poor": (QT_TRANSLATE_NOOP("rules", "Very poor light"), -4),
}

BURST_MIN, BURST_MAX = 2, 5
ROCK_AND_ROLL_GROUP = 10
DARKNESS_HITS = (9, 10)


def range_modifier(range_key: str) -> int:
    """The to-hit modifier of a range band."""
    if range_key not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    return RANGES[range_key][1]


def range_multiplier_change(range_key: str) -> int:
    """The change a range band makes to the damage multiplier."""
    if range_key not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    return RANGES[range_key][2]


def lighting_modifier(light: str) -> int:
    if light not in LIGHTING:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown lighting."))
    return LIGHTING[light][1]


def consecutive_shot_penalty(shot_number: int, heavy_recoil: bool = False) -> int:
    """The penalty of the ``shot_number``-th shot in a turn: 0, −1, −2… (−2 a shot with heavy recoil)."""
    if shot_number < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Shots are counted from 1."))
    return -(2 if heavy_recoil else 1) * (shot_number - 1)


def burst_penalty(burst_number: int, step: int = -3) -> int:
    """The penalty of the ``burst_number``-th burst in a turn: 0, −3, −6… (``step`` the GM's)"""
    if burst_number < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Bursts are counted from 1."))
    return step * (burst_number - 1)


def burst_hits(success_level: int, rounds: int) -> int:
    """Hits of one burst: one a success level, at most the rounds fired.

    Unisystem example: a three-round burst with two success levels hits with two rounds.
    """
    if not BURST_MIN <= rounds <= BURST_MAX:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A burst is 2 to 5 rounds."))
    return min(max(0, success_level), rounds)


def rock_and_roll_groups(rounds: int) -> list[int]:
    """The groups of a rock-and-roll spray: tens, the last one what is left (35 → 10, 10, 10, 5)."""
    if rounds < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Rock and roll fires at least one round."))
    full, rest = divmod(rounds, ROCK_AND_ROLL_GROUP)
    return [ROCK_AND_ROLL_GROUP] * full + ([rest] if rest else [])


def rock_and_roll_penalty(group_number: int, step: int = -4) -> int:
    """The penalty of the roll for the ``group_number``-th group: 0, −4, −8… (``step`` the GM's)"""
    if group_number < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Groups are counted from 1."))
    return step * (group_number - 1)


def rock_and_roll_hits(success_levels: list[int], rounds: int) -> int:
    """Hits of a rock-and-roll spray from one roll per group (one a level, at most the group)."""
    groups = rock_and_roll_groups(rounds)
    if len(success_levels) != len(groups):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Give one roll for each group of ten rounds."))
    return sum(min(max(0, sl), size) for sl, size in zip(success_levels, groups, strict=True))


def aiming_bonus(success_level: int) -> int:
    """Aiming: +1 on the next shot for each success level of the aiming roll."""
    return max(0, success_level)


def scope_bonus(scope: int) -> int:
    """A telescopic sight adds +2 to +5 to the aiming roll (0: no scope)."""
    if scope and not 2 <= scope <= 5:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A scope gives +2 to +5."))
    return scope


def darkness_hit(natural: int, perception_levels: int = 0) -> bool:
    """Total darkness: a plain d10 that hits on 9 or 10, each level of a difficult Perception check added."""
    if not 1 <= natural <= 10:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A d10 shows 1 to 10."))
    return natural + max(0, perception_levels) >= DARKNESS_HITS[0]


@dataclass(frozen=True)
class RangedModifiers:
    """The summed to-hit modifier of a shot, with its parts for the log."""

    parts: tuple[tuple[str, int], ...]

    @property
    def total(self) -> int:
        return sum(v for _, v in self.parts)


def ranged_modifiers(range_key: str = "short", light: str = "normal", shot_number: int = 1,
                     heavy_recoil: bool = False, aim_levels: int = 0, burst_number: int = 0,
                     location_penalty: int = 0) -> RangedModifiers:
    """All the to-hit modifiers of one shot (or burst, when ``burst_number`` is given)."""
    parts = [
        (QT_TRANSLATE_NOOP("rules", "range"), range_modifier(range_key)),
        (QT_TRANSLATE_NOOP("rules", "light"), lighting_modifier(light)),
        (QT_TRANSLATE_NOOP("rules", "aiming"), aiming_bonus(aim_levels)),
        (QT_TRANSLATE_NOOP("rules", "hit location"), location_penalty),
    ]
    if burst_number:
        parts.append((QT_TRANSLATE_NOOP("rules", "burst"), burst_penalty(burst_number)))
    else:
        parts.append((QT_TRANSLATE_NOOP("rules", "consecutive shots"),
                      consecutive_shot_penalty(shot_number, heavy_recoil)))
    return RangedModifiers(tuple((k, v) for k, v in parts if v))
