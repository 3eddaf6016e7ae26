"""The dead run in the dice dock (norms "Running (Type)"), for a character with Running (Dash).

"A character with Running (Dash) can increase speed for short distances.  On a dead run, use
Constitution and Running (Dash) to increase maximum running speed.  Each Success level acquired
adds +1 to the character's Speed Secondary Attribute": the roll is Constitution + Running (Dash)
+ the GM's modifiers (and −2 a further action of the turn) against 9, and its line says the Speed
of this run, Speed + the success levels (:func:`~app.rules.afmbe.character.dash_speed`).  The text
says no more: the Speed is said, not kept on the character.  The unisystem summary has no Running
skill, so the roll is the norms preset's.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.levels import MAX_LEVEL, level_name
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.task import TaskBonus, resolve_task, roll_die, task_bonus
from app.rules.base import FieldSpec, LogLine, RulesError
from app.rules.dice import Dice
from app.rules.rolling import Chance, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

DASH = "dash"
#: the skill's part of the roll's working ("Running (Dash) +2")
RUNNING_DASH = QT_TRANSLATE_NOOP("rules", "Running (Dash)")


#: the skill's names as a GM types them: English, and the words the Spanish and Russian catalogs
#: give it ("Running (Dash)": «Correr (esprint)», «Бег (спринт)»), matched whatever their case
RUNNING_NAMES = ("Running", "Correr", "Бег")
DASH_TYPES = ("Dash", "esprint", "спринт")


def dash_level(sheet: Mapping[str, Any]) -> int:
    """The character's Running (Dash): a Running row of type Dash, or a row named "Running (Dash)",
    under its English name or the Spanish or Russian one."""
    return max(
        [character.skill_level(sheet, name, kind) for name in RUNNING_NAMES for kind in DASH_TYPES]
        + [character.skill_level(sheet, f"{name} ({kind})") for name in RUNNING_NAMES for kind in DASH_TYPES])


class AfmbeDashRoll:
    """The dead run (a part of :class:`~app.rules.afmbe.rolls.AfmbeRolls`)."""

    def __init__(self, preset: str) -> None:
        self.preset = preset

    def kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        """The dead run, offered to a character with Running (Dash) under the norms preset."""
        if self.preset != "norms" or not dash_level(character.validate_sheet(sheet)):
            return []
        return [RollKind(
            DASH, QT_TRANSLATE_NOOP("rules", "Running (Dash): a dead run"),
            (
                FieldSpec("modifiers", QT_TRANSLATE_NOOP("rules", "Modifiers"), "int", 0, -30, 30),
                FieldSpec("action", QT_TRANSLATE_NOOP("rules", "Action this turn"), "int", 1, 1, 10,
                          help=QT_TRANSLATE_NOOP("rules", "The second action of a turn takes −2, the third −4…")),
            ),
            help=QT_TRANSLATE_NOOP("rules", "Constitution + Running (Dash): each success level adds +1 to Speed "
                                            "on this run."),
            subject=())]

    def _bonus(self, roller: Roller, values: Mapping[str, Any]) -> TaskBonus:
        clean = character.validate_sheet(roller.sheet)
        level = dash_level(clean)
        if not level:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A dead run needs the Running (Dash) skill."))
        return task_bonus(str(self.preset), "test", int(clean["con"]), level, values["modifiers"], 0,
                          values["action"], attribute_label=character.ATTRIBUTE_LABELS["con"],
                          skill_label=RUNNING_DASH)

    def odds(self, roller: Roller, values: Mapping[str, Any]) -> list[Chance]:
        """The chance of each Speed from one more than the character's own upwards."""
        bonus = self._bonus(roller, values)
        base = character.speed(character.validate_sheet(roller.sheet))
        dist = success_level_distribution(bonus.total, str(self.preset), cap=bonus.cap)
        out: list[Chance] = []
        for n in range(1, MAX_LEVEL + 1):
            chance = sum((dist[v] for v in range(n, MAX_LEVEL + 1)), Fraction(0))
            if n > 1 and (chance < Fraction(1, 1000) or len(out) >= 4):
                break
            out.append(Chance(QT_TRANSLATE_NOOP("rules", "Speed {speed} or more"), chance, {"speed": base + n}))
        return out

    def resolve(self, roller: Roller, values: Mapping[str, Any], dice: Dice, label: str) -> RollResult:
        """The run's Speed said in one line; nothing kept on the character."""
        bonus = self._bonus(roller, values)
        base = character.speed(character.validate_sheet(roller.sheet))
        result = resolve_task(roll_die(dice, str(self.preset)), bonus)
        args = {"speed": character.dash_speed(base, result.level), "base": base, "n": result.level,
                "level": {"t": level_name(result.level)}, "total": result.total}
        if result.success:
            line = LogLine(QT_TRANSLATE_NOOP(
                "rules", "Speed {speed} on this run: Speed {base} + {n} {n|success level|success levels} "
                         "({level}, total {total})"), args)
        else:
            line = LogLine(QT_TRANSLATE_NOOP(
                "rules", "No faster: Speed {base} on this run (total {total})"), args)
        return RollResult(line, [result.record(label, dice.typed)], result.success)
