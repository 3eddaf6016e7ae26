"""The revival in the dice dock (unisystem §4.7.1), for the character who failed a Survival check.

"El equipo médico del hospital puede intentar revivir al paciente.  El doctor al mando realiza una
Prueba de Medicina.  Cada Nivel de Éxito otorga al paciente un +1 de bonificación para un nuevo
Chequeo de Supervivencia.  Las avanzadas técnicas de soporte vital del hospital añaden un +3 al
Chequeo.  El personaje recién fallecido debe superar un nuevo Chequeo de Supervivencia, con un −5
por cada 5 puntos que esté por debajo de 0": the roll is the dead character's own new Survival check
(Willpower + Constitution), with the doctor's success levels, the hospital's +3 (a field the box
sets, the GM may type another) and the nurse's levels that stretch the window
(:meth:`~app.rules.afmbe.survival.AfmbeSurvival.revive`, the checks this part holds).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.levels import MAX_LEVEL
from app.rules.afmbe.modifier_fields import LIFE_SUPPORT_BONUS, modifier_lines
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.survival import AfmbeSurvival
from app.rules.base import FieldSpec
from app.rules.dice import Dice
from app.rules.rolling import Chance, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

REVIVAL = "revival"


def revival_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("doctor_levels", QT_TRANSLATE_NOOP("rules", "Doctor's Medicine success levels"), "int", 0, 0,
                  MAX_LEVEL, help=QT_TRANSLATE_NOOP("rules", "Each success level of the doctor's Medicine test: +1.")),
        FieldSpec("hospital", QT_TRANSLATE_NOOP("rules", "In a hospital (advanced life support)"), "bool", False),
        FieldSpec("life_support", QT_TRANSLATE_NOOP("rules", "Hospital life support"), "int", 0, 0, 10,
                  help=QT_TRANSLATE_NOOP("rules", "The hospital's life support adds +3 to the check."),
                  follows=("hospital",), presets=(((True,), LIFE_SUPPORT_BONUS), ((False,), 0))),
        FieldSpec("nurse_levels", QT_TRANSLATE_NOOP("rules", "Nurse's First Aid success levels"), "int", 0, 0,
                  MAX_LEVEL, help=QT_TRANSLATE_NOOP("rules", "Each one gives one more minute to revive.")),
    )


class AfmbeRevivalRoll:
    """The revival roll (a part of :class:`~app.rules.afmbe.rolls.AfmbeRolls`), by the ruleset's
    checks ``survival``."""

    def __init__(self, preset: str, survival: AfmbeSurvival) -> None:
        self.preset = preset
        self.survival = survival

    def revival_kinds(self) -> list[RollKind]:
        if self.preset != "unisystem":
            return []
        return [RollKind(REVIVAL, QT_TRANSLATE_NOOP("rules", "Revival (a new Survival check)"), revival_fields(),
                         help=QT_TRANSLATE_NOOP("rules", "For one who failed a Survival check, within Constitution "
                                                         "× 2 minutes: Willpower + Constitution, −5 for each 5 "
                                                         "Life Points below 0."), subject=(),
                         by_the_dead=True)]

    def _revival(self, values: Mapping[str, Any]) -> dict[str, Any]:
        return {"doctor_levels": values["doctor_levels"], "life_support": values["life_support"] if
                values["hospital"] else 0, "nurse_levels": values["nurse_levels"]}

    def revival_odds(self, roller: Roller, values: Mapping[str, Any]) -> list[Chance]:
        bonus = self.survival.revival_bonus(roller.sheet, roller.state, **self._revival(values))
        dist = success_level_distribution(bonus.total, str(self.preset), cap=bonus.cap)
        return [Chance(QT_TRANSLATE_NOOP("rules", "Brought back"), 1 - dist[0]),
                Chance(QT_TRANSLATE_NOOP("rules", "Stays dead"), dist[0], severity="danger")]

    def revival_roll(self, roller: Roller, values: Mapping[str, Any], dice: Dice) -> RollResult:
        outcome = self.survival.revive(roller.sheet, roller.state, dice, **self._revival(values))
        lines = modifier_lines(values, ("life_support",) if values["hospital"] else ())
        return RollResult(outcome.lines[0], list(outcome.rolls), not outcome.state["dead"], lines=lines,
                          state=outcome.state)
