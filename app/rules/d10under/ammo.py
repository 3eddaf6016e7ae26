"""Weapons and their ammunition.

Rule text, section 2: one action a turn; firing a weapon is one action, and "how many shots can
be fired in a turn is given in the weapon's description"; "reloading usually takes the whole
turn"; the critical hit rule applies "unless the weapon's description says otherwise".

A weapon row on the sheet: ``name``, ``kind`` (``melee`` or ``ranged``), ``damage`` (a ranged
weapon's damage per hit; for a melee weapon, what it adds to the base damage Strength × 5),
``shots`` (shots a turn), ``magazine`` (rounds it holds) and ``criticals`` (whether the critical
hit rule applies).  The rounds loaded in each ranged weapon live in the state, by weapon name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

WEAPON_KINDS: tuple[str, ...] = ("melee", "ranged")


@dataclass(frozen=True)
class Weapon:
    """One weapon from the sheet."""

    name: str
    kind: str = "ranged"
    damage: int = 0
    shots: int = 1
    magazine: int = 0
    criticals: bool = True

    @property
    def ranged(self) -> bool:
        return self.kind == "ranged"

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> Weapon:
        return cls(
            str(row.get("name", "")), str(row.get("kind", "ranged")), int(row.get("damage", 0)),
            int(row.get("shots", 1)), int(row.get("magazine", 0)), bool(row.get("criticals", True)),
        )


def find_weapon(weapons: Sequence[Weapon], name: str) -> Weapon:
    """The weapon called ``name``, or :class:`RulesError`."""
    for weapon in weapons:
        if weapon.name == name:
            return weapon
    raise RulesError(QT_TRANSLATE_NOOP("rules", "No weapon of that name on the sheet."))


def full_ammo(weapons: Sequence[Weapon]) -> dict[str, int]:
    """Every ranged weapon loaded to its magazine."""
    return {w.name: w.magazine for w in weapons if w.ranged}


def spend_shots(ammo: Mapping[str, int], weapon: Weapon, shots: int) -> dict[str, int]:
    """The ammunition after firing ``shots`` from ``weapon`` in one turn.

    Refuses a melee weapon, fewer than one shot, more shots than the weapon fires in a turn, or
    more than are loaded.
    """
    if not weapon.ranged:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A melee weapon does not shoot."))
    if shots < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Fire at least one shot."))
    if shots > weapon.shots:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This weapon fires at most {count} {count|shot|shots} a turn."),
                         count=weapon.shots)
    loaded = ammo.get(weapon.name, 0)
    if shots > loaded:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Not enough rounds loaded."))
    out = dict(ammo)
    out[weapon.name] = loaded - shots
    return out


def reload(ammo: Mapping[str, int], spare: Mapping[str, int], weapon: Weapon) -> tuple[dict[str, int], dict[str, int]]:
    """The rounds loaded and the spare rounds carried after reloading ``weapon`` (the whole turn's
    action): the magazine filled from the spare rounds of that weapon, as far as they go.  Refused
    with the magazine full or no spare round: a reload puts no round in from nowhere."""
    if not weapon.ranged:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A melee weapon does not reload."))
    loaded = int(ammo.get(weapon.name, 0))
    carried = int(spare.get(weapon.name, 0))
    room = weapon.magazine - loaded
    if weapon.magazine <= 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "{weapon} has no magazine to reload."), weapon=weapon.name)
    if room <= 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "{weapon} is full ({count}/{capacity})."), weapon=weapon.name,
                         count=loaded, capacity=weapon.magazine)
    if carried <= 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No spare rounds to reload with."))
    moved = min(room, carried)
    return {**ammo, weapon.name: loaded + moved}, {**spare, weapon.name: carried - moved}
