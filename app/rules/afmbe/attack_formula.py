"""The dice dock's line under an All Flesh Must Be Eaten attack's odds: every term the odds and the
roll use, each named, so that the line and the odds always agree.

* A burst after the turn's first takes "cada ráfaga consecutiva sufrirá una penalización de −3
  acumulativa" (unisystem §4.2.1.3): "− consecutive bursts 3" (the odds of Dana's second burst read
  10% over "d10 + Dexterity 3 + Guns 3 − several actions 4 = d10 +2", which is some 40%).
* Rock and roll: each group of ten rounds after the first its own line, "· group 2: − further
  groups 4 = d10 +2".
* Total darkness: a plain d10 and the Perception levels, not the attack's bonus (:mod:`.darkness`).
* An unskilled attack's "no mayor que Decente" (§2.3): "(at most Decent)".
* The action of the turn, when it is not the first: why it takes its penalty or none ("action 3
  this turn, the first defence: no penalty"); the melee rule frees one attack and one defence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.autofire import values_plan, with_penalty
from app.rules.afmbe.darkness import darkness_bonus, in_darkness
from app.rules.afmbe.levels import MAX_LEVEL, level_name
from app.rules.afmbe.melee import melee_action_penalty
from app.rules.afmbe.roll_bonus import FACTOR_DEFENDS, bonus_factors
from app.rules.afmbe.task import TaskBonus
from app.rules.base import LogLine
from app.rules.numbers import signed
from app.rules.text import QT_TRANSLATE_NOOP

#: total darkness's die, in place of the attack's bonus: "tira 1D10 sin modificador"
FACTOR_PLAIN_DIE = QT_TRANSLATE_NOOP("rules", "plain d10 (total darkness: no modifier, no rule of 10 or 1)")
#: the best success level the roll can reach, when it is below the table's top (unskilled: Decent)
FACTOR_CAP = QT_TRANSLATE_NOOP("rules", "(at most {level})")
#: each group of a rock-and-roll spray after the first, its own penalty and sum
FACTOR_GROUP = QT_TRANSLATE_NOOP("rules", "· group {group}: − {part} {value} = d10 {points}")

#: why an action of the turn after the first takes its penalty, or none
FIRST_ATTACK_FREE = QT_TRANSLATE_NOOP("rules", "(action {action} this turn, the first attack: no penalty in melee)")
FIRST_DEFENCE_FREE = QT_TRANSLATE_NOOP("rules",
                                       "(action {action} this turn, the first defence: no penalty in melee)")
MELEE_ACTIONS = QT_TRANSLATE_NOOP("rules", "(action {action} this turn: in melee the first attack and the first "
                                           "defence are free, the others −2, −4…)")
ACTIONS = QT_TRANSLATE_NOOP("rules", "(action {action} this turn: the first is free, the others −2, −4…)")


def action_note(action: int, other_kind_before: int, melee: bool, defence: bool = False) -> LogLine | None:
    """Why the ``action``-th action of the turn takes its several-actions penalty or none (nothing to
    say of the turn's first): in melee one attack and one defence are free (unisystem «una acción de
    ataque y otra de defensa por Turno sin penalización»), else the first action alone."""
    if action <= 1:
        return None
    if not melee:
        return LogLine(ACTIONS, {"action": action})
    if 0 <= other_kind_before < action and not melee_action_penalty(action, other_kind_before):
        return LogLine(FIRST_DEFENCE_FREE if defence else FIRST_ATTACK_FREE, {"action": action})
    return LogLine(MELEE_ACTIONS, {"action": action})


def _cap(bonus: TaskBonus) -> list[LogLine]:
    return [LogLine(FACTOR_CAP, {"level": {"t": level_name(bonus.cap)}})] if bonus.cap < MAX_LEVEL else []


def attack_factors(bonus: TaskBonus, values: Mapping[str, Any]) -> list[LogLine]:
    """The attacker's side of the line: the d10 and what it is added to as the odds and the roll
    take it (a burst's penalty, each group of a spray, total darkness's plain die), the best level
    it can reach, and why its action takes its penalty."""
    if in_darkness(values):
        plain = darkness_bonus(values)
        out = [LogLine(FACTOR_PLAIN_DIE), *bonus_factors(plain)[1:]]
        return out
    fire = values.get("fire", "single")
    plan = values_plan(values) if fire != "single" else []
    first = with_penalty(bonus, plan[0], fire) if plan else bonus
    out = bonus_factors(first) + _cap(first)
    for number, roll in enumerate(plan[1:], start=2):
        label, value = with_penalty(bonus, roll, fire).parts[-1]
        out.append(LogLine(FACTOR_GROUP, {"group": number, "part": {"t": label}, "value": abs(value),
                                          "points": signed(bonus.total + value)}))
    note = action_note(values["action"], values.get("defences_before", 0), bool(values.get("melee")))
    return out + ([note] if note is not None else [])


def defence_factors(name: str, defence: TaskBonus, values: Mapping[str, Any]) -> list[LogLine]:
    """The defender's side: "· Ben Okafor defends: d10 + Dexterity 2 + Dodge 2 − several actions 2 =
    d10 +2", then why his action takes its penalty or none."""
    out = [LogLine(FACTOR_DEFENDS, {"name": name}), *bonus_factors(defence)]
    note = action_note(values["defence_action"], values.get("defence_attacks_before", 0), bool(values.get("melee")),
                       defence=True)
    return out + ([note] if note is not None else [])
