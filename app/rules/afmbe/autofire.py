"""Automatic fire inside the attack roll (unisystem §4.2.1.3).

* Burst ("ráfagas cortas de entre 2 y 5 disparos"): no penalty for the first; "cada nivel de
  éxito en la Prueba significa que el atacante consigue un impacto, con el número de balas
  disparadas en la ráfaga como máximo" — the text's example: a three-round burst with two success
  levels hits with two rounds, each dealing its damage apart.  Each further burst of the turn
  takes −3 more (cumulative).
* Rock and roll (the trigger held all turn): each group of ten rounds rolls to hit on its own, one
  round hitting a success level (at most the group's rounds); each group after the first −4 more.

A defence is rolled once and holds or not against each roll's total (:mod:`.melee`).  The chance
of "n or more hits" from one roll is the chance of a hit whose total reaches success level n —
exact, from :func:`~app.rules.afmbe.melee.hit_probability` with that level's threshold.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.rules.afmbe.levels import LEVEL_THRESHOLDS
from app.rules.afmbe.melee import defence_holds, hit_probability
from app.rules.afmbe.ranged import burst_penalty, rock_and_roll_groups, rock_and_roll_penalty
from app.rules.afmbe.task import TaskBonus, TaskResult, resolve_task, roll_die
from app.rules.base import Choice, FieldSpec, RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.rolling import Chance
from app.rules.text import QT_TRANSLATE_NOOP

#: a burst or rock and roll from a weapon its table does not mark automatic
NOT_AUTOMATIC = QT_TRANSLATE_NOOP("rules", "Only an automatic weapon fires bursts or rock and roll: tick "
                                           "Automatic in its row of the sheet's weapons.")

#: the label of the defence's roll among an attack's rolls
DEFENCE = QT_TRANSLATE_NOOP("rules", "Defence")

FIRE_MODES: dict[str, str] = {
    "single": QT_TRANSLATE_NOOP("rules", "Single shot"),
    "burst": QT_TRANSLATE_NOOP("rules", "Burst (2-5 rounds)"),
    "rock_and_roll": QT_TRANSLATE_NOOP("rules", "Rock and roll (trigger held)"),
}


@dataclass(frozen=True)
class FireRoll:
    """One roll to hit of a fire mode: its penalty and the most rounds it can land."""

    penalty: int
    most_hits: int
    label: str


def fire_plan(mode: str, burst_size: int = 3, burst_number: int = 1, rounds: int = 10, burst_step: int = -3,
              group_step: int = -4) -> list[FireRoll]:
    """The rolls to hit of a single shot, a burst, or a rock-and-roll spray of ``rounds``.

    A burst of 3 as the turn's second burst: one roll at −3 landing at most 3 rounds.  Rock and
    roll with 25 rounds: three rolls at 0, −4, −8 landing at most 10, 10 and 5.
    """
    if mode == "single":
        return [FireRoll(0, 1, QT_TRANSLATE_NOOP("rules", "Attack"))]
    if mode == "burst":
        if not 2 <= burst_size <= 5:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A burst is 2 to 5 rounds."))
        return [FireRoll(burst_penalty(burst_number, burst_step), burst_size, QT_TRANSLATE_NOOP("rules", "Burst"))]
    if mode == "rock_and_roll":
        return [FireRoll(rock_and_roll_penalty(i, group_step), size, QT_TRANSLATE_NOOP("rules", "Group of rounds"))
                for i, size in enumerate(rock_and_roll_groups(rounds), start=1)]
    raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown way of firing."))


#: the penalty of a burst after the turn's first («cada ráfaga consecutiva»), of a group after the first
CONSECUTIVE_BURSTS = QT_TRANSLATE_NOOP("rules", "consecutive bursts")
FURTHER_GROUPS = QT_TRANSLATE_NOOP("rules", "further groups")
#: the same penalties as logs written before they were named so kept them
WRITTEN_BEFORE = (QT_TRANSLATE_NOOP("rules", "burst"), QT_TRANSLATE_NOOP("rules", "group"))


def with_penalty(bonus: TaskBonus, roll: FireRoll, mode: str) -> TaskBonus:
    """The attack bonus of one roll of the plan (its burst or group penalty added, named as the
    dice dock's line under the odds names it: "consecutive bursts", "further groups")."""
    if not roll.penalty:
        return bonus
    label = CONSECUTIVE_BURSTS if mode == "burst" else FURTHER_GROUPS
    return TaskBonus(bonus.parts + ((label, roll.penalty),), bonus.cap)


def roll_hits(attack: TaskResult, defence: TaskResult | None, roll: FireRoll, preset: str,
              melee: bool = False) -> int:
    """The rounds one roll lands: one a success level, at most the roll's rounds; none when it
    fails or the defence holds."""
    if not attack.success:
        return 0
    if defence is not None and defence_holds(attack.total, defence.total, preset, melee):
        return 0
    return min(attack.level, roll.most_hits)


def hits_at_least(count: int, attack: TaskBonus, defence: TaskBonus | None, roll: FireRoll,
                  preset: str, melee: bool = False) -> Fraction:
    """The exact chance that one roll lands ``count`` rounds or more."""
    if count < 1:
        return Fraction(1)
    if count > min(roll.most_hits, attack.cap):
        return Fraction(0)
    return hit_probability(attack.total, None if defence is None else defence.total, preset, melee,
                           difficulty=LEVEL_THRESHOLDS[count - 1])


@dataclass(frozen=True)
class FireResult:
    """The rolls of a burst or spray: each attack roll, the defence (rolled once, when any attack
    succeeded) and, for each roll, (its success level, the rounds it lands)."""

    attacks: tuple[TaskResult, ...]
    defence: TaskResult | None
    landed: tuple[tuple[int, int], ...]

    @property
    def hits(self) -> int:
        return sum(n for _, n in self.landed)

    def records(self, plan: list[FireRoll], typed: bool) -> list[RollRecord]:
        out = [a.record(r.label, typed) for a, r in zip(self.attacks, plan, strict=True)]
        if self.defence is not None:
            out.append(self.defence.record(DEFENCE, typed))
        return out


def resolve_fire(mode: str, plan: list[FireRoll], bonus: TaskBonus, defence_bonus: TaskBonus | None,
                 dice: Dice, preset: str, melee: bool = False) -> FireResult:
    """Roll every attack of the plan, then the defence once, and count the rounds each lands."""
    attacks = tuple(resolve_task(roll_die(dice, preset), with_penalty(bonus, roll, mode)) for roll in plan)
    defence = None
    if defence_bonus is not None and any(a.success for a in attacks):
        defence = resolve_task(roll_die(dice, preset), defence_bonus)
    landed = tuple((a.level, roll_hits(a, defence, roll, preset, melee)) for a, roll in zip(attacks, plan, strict=True))
    return FireResult(attacks, defence, landed)


def automatic_weapons(clean: Mapping[str, Any]) -> tuple[str, ...]:
    """The sheet's weapons (the attack form's choices) marked automatic: §4.2.1 «Ráfagas de fuego
    automático: La manera más eficaz de disparar un arma automática es hacer ráfagas cortas»; a
    semiautomatic («Cualquier arma que dispare cada vez que se pulse el gatillo») fires several
    single shots, −1 each, never a burst."""
    return tuple(str(i) for i, row in enumerate(clean["weapons"]) if row.get("ranged") and row.get("automatic"))


def refuse_unless_automatic(clean: Mapping[str, Any], values: Mapping[str, Any]) -> None:
    """Refuse a burst or rock and roll from a weapon its row does not mark automatic, before any die
    is read or round spent: the form offers them only for an automatic weapon, and the rules refuse
    them for any other however asked (a repeated roll, a service call)."""
    if values.get("fire", "single") == "single":
        return
    if str(values.get("weapon", "")) not in automatic_weapons(clean):
        raise RulesError(NOT_AUTOMATIC)


def fire_fields(clean: Mapping[str, Any]) -> tuple[FieldSpec, ...]:
    """The attack form's automatic-fire inputs (unisystem): the fire offered while an automatic weapon
    is picked (any other weapon fires single shots, the fire set back to a single shot when it is
    picked); a burst's inputs while a burst is picked, rock and roll's while it is."""
    automatic = automatic_weapons(clean)
    shown = ("weapon", automatic)
    burst, rock = ("fire", ("burst",)), ("fire", ("rock_and_roll",))
    shot = (("melee", (False,)),)  # no fire in melee (a rifle's butt)
    keys = ("", "unarmed", *(str(i) for i in range(len(clean["weapons"]))))
    single = tuple(((key,), "single") for key in keys if key not in automatic)
    return (
        FieldSpec("fire", QT_TRANSLATE_NOOP("rules", "Fire"), "choice", "single",
                  choices=tuple(Choice(k, v) for k, v in FIRE_MODES.items()), follows=("weapon",), presets=single,
                  with_value=shown, also_with=shot),
        FieldSpec("burst_size", QT_TRANSLATE_NOOP("rules", "Rounds a burst"), "int", 3, 2, 5,
                  help=QT_TRANSLATE_NOOP("rules", "One round hits a success level, at most the burst."),
                  with_value=burst, also_with=shot),
        FieldSpec("burst_number", QT_TRANSLATE_NOOP("rules", "Burst this turn"), "int", 1, 1, 20,
                  help=QT_TRANSLATE_NOOP("rules", "The second burst of a turn takes −3, the third −6…"),
                  with_value=burst, also_with=shot),
        FieldSpec("burst_step", QT_TRANSLATE_NOOP("rules", "Penalty of each further burst"), "int", -3, -10, 0,
                  with_value=burst, also_with=shot),
        FieldSpec("rounds", QT_TRANSLATE_NOOP("rules", "Rounds sprayed (rock and roll)"), "int", 0, 0, 300,
                  help=QT_TRANSLATE_NOOP("rules", "0: the whole magazine, the trigger held all turn. One roll a "
                                                  "group of ten rounds; each further group −4 more."),
                  with_value=rock, also_with=shot),
        FieldSpec("group_step", QT_TRANSLATE_NOOP("rules", "Penalty of each further group of ten"), "int", -4, -10, 0,
                  with_value=rock, also_with=shot),
    )


def values_plan(values: Mapping[str, Any]) -> list[FireRoll]:
    """The plan of the attack form's fire inputs."""
    return fire_plan(values["fire"], values["burst_size"], values["burst_number"], values["rounds"],
                     values.get("burst_step", -3), values.get("group_step", -4))


def fire_odds(values: Mapping[str, Any], attack: TaskBonus, defence: TaskBonus | None,
              preset: str) -> list[Chance]:
    """Exact odds of a burst (at least 1, 2… rounds landing) or of each group of a spray hitting."""
    mode = values["fire"]
    plan = values_plan(values)
    melee = bool(values.get("melee"))
    if mode == "burst":
        roll = plan[0]
        bonus = with_penalty(attack, roll, mode)
        out = [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), hits_at_least(1, bonus, defence, roll, preset, melee))]
        for count in range(2, roll.most_hits + 1):
            chance = hits_at_least(count, bonus, defence, roll, preset, melee)
            if chance < Fraction(1, 1000):
                break
            out.append(Chance(QT_TRANSLATE_NOOP("rules", "{count} rounds or more hit"), chance, {"count": count}))
        return out
    return [Chance(QT_TRANSLATE_NOOP("rules", "Group {group} hits"),
                   hits_at_least(1, with_penalty(attack, roll, mode), defence, roll, preset, melee),
                   {"group": number})
            for number, roll in enumerate(plan, start=1)]
