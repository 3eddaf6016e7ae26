"""What an All Flesh Must Be Eaten task's or attack's d10 is added to, each part named
(:func:`roll_bonus`), and those parts as the dice dock's line under the odds (:func:`bonus_factors`):
"d10 + Dexterity 3 + Guns 3 − wounds and fatigue 2 = d10 +4".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character, undead
from app.rules.afmbe.catalog import skill_label
from app.rules.afmbe.melee import melee_action_penalty
from app.rules.afmbe.modifier_fields import VET_MOST_LEVELS
from app.rules.afmbe.more_rolls import movement_parts
from app.rules.afmbe.shooting import shooting_parts
from app.rules.afmbe.task import SKILL, WOUNDS_AND_FATIGUE, TaskBonus, task_bonus
from app.rules.afmbe.wounds import action_penalty
from app.rules.base import LogLine, RulesError
from app.rules.numbers import signed
from app.rules.rolling import Roller
from app.rules.text import QT_TRANSLATE_NOOP

#: the parts of the dice dock's line under the odds (:meth:`~app.rules.afmbe.rolls.AfmbeRolls.roll_factors`)
FACTOR_DIE = QT_TRANSLATE_NOOP("rules", "d10")
FACTOR_UP = QT_TRANSLATE_NOOP("rules", "+ {part} {value}")
FACTOR_DOWN = QT_TRANSLATE_NOOP("rules", "− {part} {value}")
FACTOR_TOTAL = QT_TRANSLATE_NOOP("rules", "= d10 {points}")
#: before the defender's own parts: "· Ben Okafor defends: d10 + Dexterity 2 + Dodge 2 − several actions 2"
FACTOR_DEFENDS = QT_TRANSLATE_NOOP("rules", "· {name} defends:")


def bonus_factors(bonus: TaskBonus) -> list[LogLine]:
    """What a d10 is added to, each part named, and the sum: "d10 + Dexterity 3 + Guns 3 = d10 +6"."""
    out = [LogLine(FACTOR_DIE)]
    for label, value in bonus.parts:
        if value:
            out.append(LogLine(FACTOR_DOWN if value < 0 else FACTOR_UP, {"part": {"t": label}, "value": abs(value)}))
    out.append(LogLine(FACTOR_TOTAL, {"points": signed(bonus.total)}))
    return out


#: a specialization's +2 in a task's working ("Humanities +3; specialization +2")
SPECIALIZATION = QT_TRANSLATE_NOOP("rules", "specialization")
#: an unskilled unisystem attack's penalty: the text's "−2 for fairly easy things", the GM adds more
UNSKILLED_ATTACK = -2


def _melee_action(action_number: int, other_kind_before: int) -> int:
    """The action number that, with one free action a turn, takes the melee penalty
    (:func:`~app.rules.afmbe.melee.melee_action_penalty`: −2k is the (k+1)-th action)."""
    return 1 - melee_action_penalty(action_number, other_kind_before) // 2


def roll_bonus(preset: str, roller: Roller, values: Mapping[str, Any], load_kept: bool = True) -> TaskBonus:
    """What a task's or an attack's d10 is added to, each part named: the attribute, the skill (or its
    specialization's +2), the check, the several actions, wounds and fatigue, and the attack's own
    parts (called shot, range, light, aim), the veterinarian's and the movement's (a heavier load's
    as the campaign's option ``load_kept`` says)."""
    clean = character.validate_sheet(roller.sheet)
    skill, named, special = 0, SKILL, False
    if values["skill"] != "":
        row_key, _, special_key = str(values["skill"]).partition(":")
        index = int(row_key)
        if not 0 <= index < len(clean["skills"]):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No such skill on the sheet."))
        row = clean["skills"][index]
        if special_key and not 0 <= int(special_key) < len(character.specializations(row)):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No such specialization on the sheet."))
        skill = int(row["level"])
        named = skill_label(str(row["name"]))
        special = bool(special_key)
    penalty = action_penalty(clean, {**_fresh(clean), **roller.state}, preset)
    check = values.get("check", "test")
    attack_unskilled = _unskilled_attack(preset, roller, values)
    if attack_unskilled:  # §2.3: the attribute alone, a penalty, Decent at best
        check = "unskilled"
    # the norms text's unskilled task is the bare attribute ("just dexterity"): no penalty unless typed
    unskilled = (values.get("unskilled_penalty", UNSKILLED_ATTACK if attack_unskilled else 0)
                 if check == "unskilled" else 0)
    action = values["action"]
    modifiers = values["modifiers"]
    if values.get("melee"):
        action = _melee_action(action, values["defences_before"])
    bonus = task_bonus(
        preset, check, int(clean[values["attribute"]]), skill, modifiers, unskilled, action,
        attribute_label=character.ATTRIBUTE_LABELS[values["attribute"]], skill_label=named,
    ).plus(WOUNDS_AND_FATIGUE, penalty)  # named apart from the GM's modifiers
    if special and check == "test":  # the specialization's +2, said right after the skill
        parts = list(bonus.parts)
        parts.insert(2, (SPECIALIZATION, character.SPECIALIZATION_BONUS))
        bonus = TaskBonus(tuple(parts), bonus.cap)
    if values.get("called_penalty"):  # the number the called location set (the GM may type another)
        bonus = TaskBonus(bonus.parts + ((QT_TRANSLATE_NOOP("rules", "called shot"), values["called_penalty"]),),
                          bonus.cap)
    if "use_aim" in values:  # an attack: range, light, shots, gun type, aim (:mod:`.shooting`)
        bonus = TaskBonus(bonus.parts + shooting_parts(values, clean, roller.state), bonus.cap)
    if values.get("vet_on_human"):  # Veterinary Medicine on a human: −3, 2 success levels at most
        bonus = TaskBonus(bonus.parts + ((QT_TRANSLATE_NOOP("rules", "veterinarian"), values["vet_penalty"]),),
                          min(bonus.cap, VET_MOST_LEVELS))
    return TaskBonus(bonus.parts + movement_parts(values, roller.state, load_kept), bonus.cap)

def _unskilled_attack(preset: str, roller: Roller, values: Mapping[str, Any]) -> bool:
    """An attack of the living rolled with no skill in unisystem: an unskilled test (§2.3 "se suma
    únicamente el Atributo y se aplica una Fuerte penalización adicional"), −2 the fairly easy
    end (the GM's Modifiers add more), never better than Decent.  The norms text has the bare
    attribute ("just dexterity, if you're unskilled"); the dead have no skills in either text."""
    return ("weapon" in values and values["skill"] == "" and preset == "unisystem"
            and not undead.is_zombie(roller.state))

def _fresh(sheet: Mapping[str, Any]) -> dict[str, Any]:
    return {"life_points": character.life_points(sheet), "endurance": character.endurance_points(sheet)}
