"""Ammunition arithmetic for the two presets.

* ``norms`` ("Weapons"): each firearm has its own Ammo Points; one point is enough for one combat
  turn of firing; a new ranged weapon comes with 5.
* ``unisystem`` (§4.2.1.3): rounds, spent one a shot, a burst's rounds (2-5) a burst, and the
  rounds of a rock-and-roll spray.
"""

from __future__ import annotations

from app.rules.afmbe.ranged import BURST_MAX, BURST_MIN
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

NEW_WEAPON_AMMO_POINTS = 5


#: firing a norms weapon with no Ammo Point left: it is empty, said so (not "not enough for that much")
EMPTY_POINTS = QT_TRANSLATE_NOOP("rules", "{weapon} is empty: no Ammo Points left, nothing fired. Ammunition "
                                          "found goes in the ammunition ledger.")
#: firing more rounds than are loaded: how many are left against how many were asked for
SHORT_ROUNDS = QT_TRANSLATE_NOOP("rules", "{weapon} has {left} {left|round|rounds} loaded, {asked} "
                                          "{asked|was|were} asked for: fire fewer, or reload.")
EMPTY_ROUNDS = QT_TRANSLATE_NOOP("rules", "{weapon} is empty: no rounds loaded, {asked} {asked|was|were} asked "
                                          "for. Reload first.")


def spend_ammo_points(current: int, turns: int = 1, weapon: str = "") -> int:
    """Ammo Points left after ``turns`` combat turns of firing; refuses firing past empty."""
    if current < 0 or turns < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Ammo cannot be negative."))
    if turns > current:
        raise RulesError(EMPTY_POINTS, weapon=weapon)
    return current - turns


def rounds_used(shots: int = 0, bursts: tuple[int, ...] = (), rock_and_roll: int = 0) -> int:
    """Rounds fired by single shots, bursts (2-5 rounds each) and a rock-and-roll spray."""
    if shots < 0 or rock_and_roll < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Ammo cannot be negative."))
    for size in bursts:
        if not BURST_MIN <= size <= BURST_MAX:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A burst is 2 to 5 rounds."))
    return shots + sum(bursts) + rock_and_roll


def spend_rounds(current: int, used: int, weapon: str = "") -> int:
    """Rounds left after firing ``used``; refuses firing more than are loaded, saying how many are."""
    if current < 0 or used < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Ammo cannot be negative."))
    if used > current:
        raise RulesError(EMPTY_ROUNDS if current == 0 else SHORT_ROUNDS, weapon=weapon, left=current, asked=used)
    return current - used
