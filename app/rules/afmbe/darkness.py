"""A shot or a blow in total darkness (unisystem §4.2.1.2).

"Oscuridad absoluta.  Tira 1D10 sin modificador.  Solo una tirada natural de 9 o 10 impacta al
objetivo.  Si un personaje hace una Prueba Difícil de Percepción puede sumar cada nivel de éxito a la
tirada de 1D10": the attack is one plain d10 (no attribute, skill or modifier, no rule of 10 or 1),
plus the success levels of a difficult Perception check made before (a field, 0 by default); it hits
at 9 or more.  The defence, if any, is rolled as usual against that total (the text says nothing
else), and the total's success level is the attack's for damage.  Bursts and sprays are refused
there: the text gives the plain d10 for one roll to hit.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.afmbe.levels import MAX_LEVEL
from app.rules.afmbe.melee import ties_to_defender
from app.rules.afmbe.odds import chance_at_least
from app.rules.afmbe.ranged import DARKNESS_HITS
from app.rules.afmbe.task import DieRoll, TaskBonus, TaskResult, resolve_task
from app.rules.base import FieldSpec, RulesError
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP

DARKNESS = "darkness"


def darkness_field() -> FieldSpec:
    return FieldSpec("darkness_levels", QT_TRANSLATE_NOOP("rules", "Perception levels in total darkness"), "int", 0,
                     0, MAX_LEVEL,
                     help=QT_TRANSLATE_NOOP("rules", "Success levels of a difficult Perception check, added to the "
                                                     "plain d10 that hits on 9 or more."))


def in_darkness(values: Mapping[str, Any]) -> bool:
    """Whether the attack is made in total darkness; refuses a burst or a spray there."""
    if values.get("light") != DARKNESS:
        return False
    if values.get("fire", "single") != "single":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "In total darkness the attack is one plain d10: fire single "
                                                    "shots."))
    return True


def darkness_bonus(values: Mapping[str, Any]) -> TaskBonus:
    levels = int(values.get("darkness_levels", 0))
    return TaskBonus(((QT_TRANSLATE_NOOP("rules", "Perception levels"), levels),) if levels else (), MAX_LEVEL)


def darkness_attack(dice: Dice, values: Mapping[str, Any]) -> TaskResult:
    """The plain d10 plus the Perception levels; a natural 9 or 10 always hits."""
    face = dice.d(10)
    return resolve_task(DieRoll((face,), face), darkness_bonus(values))


def darkness_hit_probability(values: Mapping[str, Any], defence: int | None, preset: str, melee: bool) -> Fraction:
    """The exact chance of a hit: each face 1-10 alike, the defence (if any) with the preset's die."""
    levels = darkness_bonus(values).total
    gap = 0 if ties_to_defender(preset, melee) else 1
    chance = Fraction(0)
    for face in range(1, 11):
        total = face + levels
        if total < DARKNESS_HITS[0]:
            continue
        held = Fraction(0) if defence is None else chance_at_least(total + gap, defence, preset)
        chance += Fraction(1, 10) * (1 - held)
    return chance
