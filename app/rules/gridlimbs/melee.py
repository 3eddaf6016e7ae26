"""Melee: damage, flinching, striking back, blocking and knockback.

Rule text (revision), "Movement and Combat":
- "Melee attacks always hit and always do damage (unless blocked)"; "Damage in melee is determined
  by your Strength stat multiplied by the weapon's damage modifier", split between the hands by
  handedness, then doubled (see :mod:`app.rules.gridlimbs.hands`).
- The opponent strikes back unless flinched ("by doing a quarter of their maximum HP to them or
  incapacitating a limb"), knocked back, or killed.
- "Knockback occurs when the force behind an attack (in melee weapons, force is determined by
  strength) is double or greater than double the victim's strength."  "Each time the force
  reaches a whole multiple of the defender's strength, it knocks them back another tile."  "If
  unable to be knocked back due to wall or furniture in the way, you will take your opponent's
  strength as damage once for each tile of knockback you were meant to move."
- Block: "this will only succeed if you are faster than them.  If your opponent's damage exceeds
  your strength, the difference goes through as damage; however, if their damage does not exceed
  your strength, you will cause them knock back."  A block declared with no adjacent enemy at the
  start of the round works as usual against a faster enemy who runs in.
- Two actions that interfere resolve in order of speed, highest first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError
from app.rules.gridlimbs.hands import hand_value
from app.rules.gridlimbs.weapons import BLOWS
from app.rules.text import QT_TRANSLATE_NOOP


def melee_damage(strength: int, modifier: int, right_percent: int = 50, hand: str = "right",
                 two_handed: bool = False) -> int:
    """Strength × the weapon's modifier, split to the hand by handedness and doubled."""
    if strength < 0 or modifier < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Strength and the weapon modifier cannot be negative."))
    return hand_value(strength * modifier, right_percent, hand, two_handed)


def flinches(damage: int, defender_max_hp: int, limb_disabled: bool = False) -> bool:
    """A hit flinches the defender when it deals a quarter of their Max HP or more, or when it
    makes a limb useless."""
    return limb_disabled or 4 * damage >= defender_max_hp


def strikes_back(flinched: bool, knocked_back: bool, killed: bool) -> bool:
    """The defender strikes back unless flinched, knocked back or killed."""
    return not (flinched or knocked_back or killed)


def knockback_tiles(force: int, defender_strength: int) -> int:
    """Tiles of knockback: none below twice the defender's Strength; at twice, one tile, and one
    more for each further whole multiple (⌊force / Strength⌋ − 1).

    A defender with Strength below 1 is taken as Strength 1.
    """
    if force < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Force cannot be negative."))
    strength = max(1, defender_strength)
    if force < 2 * strength:
        return 0
    return force // strength - 1


def obstacle_damage(attacker_strength: int, tiles: int) -> int:
    """Damage from being flung against an obstacle: the attacker's Strength for each tile of
    knockback that could not be travelled."""
    if tiles < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Tiles cannot be negative."))
    return max(0, attacker_strength) * tiles


@dataclass(frozen=True)
class BlockResult:
    """A block: whether it held, the damage that still goes through, and whether the blocker
    knocks the attacker back."""

    succeeded: bool
    damage_through: int
    knocks_back_attacker: bool


def block(blocker_speed: Fraction | int, blocker_strength: int, attacker_speed: Fraction | int,
          damage: int, *, braced: bool = False) -> BlockResult:
    """Resolve a block against a melee hit of ``damage``.

    Fails (full damage) unless the blocker is faster.  ``braced``: the block was declared with no
    enemy adjacent at the start of the round and the attacker ran in; then it works as usual
    whatever the attacker's speed ("If you attempt to block when there are no adjacent enemies to
    you at the start of a round, and one with faster speed runs at you, the block works as per
    usual").  A held block lets through what the damage exceeds the blocker's Strength by; damage
    not above the Strength knocks the attacker back.
    """
    if damage < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage must be a whole number, 0 or more."))
    if not braced and not Fraction(blocker_speed) > Fraction(attacker_speed):
        return BlockResult(False, damage, False)
    through = max(0, damage - blocker_strength)
    return BlockResult(True, through, damage <= blocker_strength)


def is_melee_blow(request: Mapping[str, Any]) -> bool:
    """Whether a damage form's hit is a blow in melee: a melee weapon's (the katana's), or damage
    typed with no weapon that is not a bullet (a fist, a bite).  Dealing one is fighting: "if you are
    above zero stamina and you do not sprint or fight, you gain two stamina"."""
    key = request.get("weapon", "") or ""
    if key:
        return key in BLOWS and not BLOWS[key].ranged
    return not request.get("bullet", False)
