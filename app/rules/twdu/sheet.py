"""The character sheet: attributes, skills, gear, weapons, armor; and the pool a sheet rolls.

Rules modelled: attributes and skills are counts of base dice; a weapon or a piece of gear adds
its gear bonus in dice; armor has an Armor Level and a penalty taken off every Mobility roll;
every critical injury's penalty, and −1 while poisoned or sick, is taken off every skill roll;
a Broken character's skill rolls fail (twdu text, "Duels", "Damage and health", "Poison",
"Disease").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, FieldSpec, RulesError, Sheet
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.hazards import POISONED_PENALTY, SICK_PENALTY
from app.rules.twdu.injuries import ENTRY_DUE, CriticalInjury, total_penalty
from app.rules.twdu.pool import Pool, build_pool
from app.rules.twdu.pool_parts import skill_parts

ATTRIBUTES: dict[str, str] = {
    "strength": QT_TRANSLATE_NOOP("rules", "Strength"),
    "agility": QT_TRANSLATE_NOOP("rules", "Agility"),
    "wits": QT_TRANSLATE_NOOP("rules", "Wits"),
    "empathy": QT_TRANSLATE_NOOP("rules", "Empathy"),
}

#: skill → (label, attribute it is rolled with)
SKILLS: dict[str, tuple[str, str]] = {
    "close_combat": (QT_TRANSLATE_NOOP("rules", "Close Combat"), "strength"),
    "endure": (QT_TRANSLATE_NOOP("rules", "Endure"), "strength"),
    "force": (QT_TRANSLATE_NOOP("rules", "Force"), "strength"),
    "mobility": (QT_TRANSLATE_NOOP("rules", "Mobility"), "agility"),
    "ranged_combat": (QT_TRANSLATE_NOOP("rules", "Ranged Combat"), "agility"),
    "stealth": (QT_TRANSLATE_NOOP("rules", "Stealth"), "agility"),
    "scout": (QT_TRANSLATE_NOOP("rules", "Scout"), "wits"),
    "survival": (QT_TRANSLATE_NOOP("rules", "Survival"), "wits"),
    "tech": (QT_TRANSLATE_NOOP("rules", "Tech"), "wits"),
    "leadership": (QT_TRANSLATE_NOOP("rules", "Leadership"), "empathy"),
    "manipulation": (QT_TRANSLATE_NOOP("rules", "Manipulation"), "empathy"),
    "medicine": (QT_TRANSLATE_NOOP("rules", "Medicine"), "empathy"),
}

#: the sheet's count of rations of food ("one ration of food during that day"), 0..99
RATIONS = "rations"
MAX_RATIONS = 99

ATTRIBUTE_RANGE = (1, 5)
SKILL_RANGE = (0, 5)
BONUS_RANGE = (0, 5)
MAX_ARMOR = 6

WEAPON_KINDS = (
    Choice("close", QT_TRANSLATE_NOOP("rules", "Close combat")),
    Choice("ranged", QT_TRANSLATE_NOOP("rules", "Ranged")),
)
RANGE_CHOICES = (
    Choice("short", QT_TRANSLATE_NOOP("rules", "Short")),
    Choice("long", QT_TRANSLATE_NOOP("rules", "Long")),
    Choice("extreme", QT_TRANSLATE_NOOP("rules", "Extreme")),
)
SKILL_CHOICES = tuple(Choice(k, label) for k, (label, _) in SKILLS.items())
#: a gear item's skill: one of the sheet's, or none (a Flashlight, whose bonus is 0)
GEAR_SKILL_CHOICES = (*SKILL_CHOICES, Choice("", QT_TRANSLATE_NOOP("rules", "No skill")))

WEAPON_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Weapon"), "text", ""),
    FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Kind"), "choice", "close", choices=WEAPON_KINDS),
    FieldSpec("bonus", QT_TRANSLATE_NOOP("rules", "Gear bonus"), "int", 1, *BONUS_RANGE),
    FieldSpec("damage", QT_TRANSLATE_NOOP("rules", "Damage"), "int", 1, *BONUS_RANGE),
    FieldSpec("range", QT_TRANSLATE_NOOP("rules", "Range"), "choice", "short", choices=RANGE_CHOICES,
              with_value=("kind", ("ranged",))),
    FieldSpec("ammo", QT_TRANSLATE_NOOP("rules", "Ammo"), "int", 0, 0, 999, with_value=("kind", ("ranged",))),
)
GEAR_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Item"), "text", ""),
    FieldSpec("skill", QT_TRANSLATE_NOOP("rules", "Skill"), "choice", "survival", choices=GEAR_SKILL_CHOICES,
              with_value=("bonus", tuple(range(1, BONUS_RANGE[1] + 1)))),
    FieldSpec("bonus", QT_TRANSLATE_NOOP("rules", "Gear bonus"), "int", 1, *BONUS_RANGE),
)


def sheet_fields() -> tuple[FieldSpec, ...]:
    """Attributes, skills, weapons, gear and armor."""
    attrs = tuple(
        FieldSpec(k, label, "int", 2, *ATTRIBUTE_RANGE, group=QT_TRANSLATE_NOOP("rules", "Attributes"))
        for k, label in ATTRIBUTES.items()
    )
    skills = tuple(
        FieldSpec(k, label, "int", 0, *SKILL_RANGE, group=QT_TRANSLATE_NOOP("rules", "Skills"))
        for k, (label, _) in SKILLS.items()
    )
    gear_group = QT_TRANSLATE_NOOP("rules", "Gear")
    return attrs + skills + (
        FieldSpec("weapons", QT_TRANSLATE_NOOP("rules", "Weapons"), "table", columns=WEAPON_COLUMNS,
                  group=gear_group),
        FieldSpec("gear", QT_TRANSLATE_NOOP("rules", "Gear"), "table", columns=GEAR_COLUMNS, group=gear_group),
        FieldSpec("armor_level", QT_TRANSLATE_NOOP("rules", "Armor Level"), "int", 0, 0, MAX_ARMOR,
                  group=gear_group),
        FieldSpec("armor_penalty", QT_TRANSLATE_NOOP("rules", "Armor penalty (Mobility)"), "int", 0, 0,
                  MAX_ARMOR, group=gear_group),
        # "as long as they are able to consume one ration of food during that day": the days eaten spend them
        FieldSpec(RATIONS, QT_TRANSLATE_NOOP("rules", "Rations"), "int", 0, 0, MAX_RATIONS, group=gear_group,
                  help=QT_TRANSLATE_NOOP("rules", "Rations of food carried: each day a character eats one, "
                                                  "one Health Point comes back.")),
    )


def _clean_value(spec: FieldSpec, value: Any) -> Any:
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is expected."))
        if spec.minimum is not None and value < spec.minimum or spec.maximum is not None and value > spec.maximum:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A value is out of range."))
        return value
    if spec.kind == "text":
        if not isinstance(value, str):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Text is expected."))
        return value.strip()
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Yes or no is expected."))
        return value
    if spec.kind == "choice":
        if value not in {c.value for c in spec.choices}:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
        return value
    if not isinstance(value, list):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A table is expected."))
    return [_clean_row(spec.columns, row) for row in value]


def _clean_row(columns: Sequence[FieldSpec], row: Any) -> dict[str, Any]:
    if not isinstance(row, Mapping):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A table row is malformed."))
    known = {c.key for c in columns}
    if any(k not in known for k in row):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A table row has an unknown column."))
    return {c.key: _clean_value(c, row.get(c.key, c.default)) for c in columns}


def validate_sheet(sheet: Mapping[str, Any]) -> Sheet:
    """A clean copy of ``sheet``: missing fields at their defaults; unknown fields, wrong types
    and values out of range refused."""
    specs = {f.key: f for f in sheet_fields()}
    if any(k not in specs for k in sheet):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The sheet has an unknown field."))
    out: Sheet = {}
    for key, spec in specs.items():
        default = [] if spec.kind == "table" else spec.default
        out[key] = _clean_value(spec, sheet.get(key, default))
    return out


def injuries_of(state: Mapping[str, Any]) -> list[CriticalInjury]:
    return [CriticalInjury.from_dict(i) for i in state.get("injuries", [])]


def roll_penalty(state: Mapping[str, Any]) -> int:
    """Dice off every skill roll: all critical injuries, plus one while poisoned, one while sick."""
    penalty = total_penalty(injuries_of(state))
    if state.get("poisoned"):
        penalty += POISONED_PENALTY
    if state.get("sick"):
        penalty += SICK_PENALTY
    return penalty


def _waiting(injuries: list[CriticalInjury]) -> tuple[int, int]:
    """How many critical injuries wait for their D66, and the dice they take off for now."""
    due = [injury for injury in injuries if injury.entry == ENTRY_DUE]
    return len(due), total_penalty(due)


def skill_pool(
    sheet: Mapping[str, Any],
    state: Mapping[str, Any],
    skill: str,
    *,
    attribute: str | None = None,
    gear_bonus: int = 0,
    help_dice: int = 0,
    modifier: int = 0,
    is_pc: bool = False,
) -> Pool:
    """The pool for a skill roll from a sheet and a state: attribute (the skill's own unless
    given, e.g. Agility for Close Combat with a gun at Short range) + skill + gear bonus + help +
    modifier − injuries, poison, sickness and, for Mobility, the armor penalty; stress dice from
    the state; automatic failure while Broken."""
    if skill not in SKILLS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown skill."))
    attr = attribute or SKILLS[skill][1]
    if attr not in ATTRIBUTES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown attribute."))
    injuries = total_penalty(injuries_of(state))
    poisoned = POISONED_PENALTY if state.get("poisoned") else 0
    sick = SICK_PENALTY if state.get("sick") else 0
    armor = int(sheet.get("armor_penalty", 0)) if skill == "mobility" else 0
    pool = build_pool(
        int(sheet.get(attr, 0)),
        int(sheet.get(skill, 0)),
        stress=int(state.get("stress", 0)),
        gear_bonus=gear_bonus,
        help_dice=help_dice,
        modifier=modifier,
        penalty=injuries + poisoned + sick + armor,
        is_pc=is_pc,
        broken=int(state.get("health", 3)) == 0,
    )
    parts = skill_parts(
        (ATTRIBUTES[attr], int(sheet.get(attr, 0))), (SKILLS[skill][0], int(sheet.get(skill, 0))),
        gear_bonus=gear_bonus, help_dice=help_dice, modifier=modifier,
        injuries=injuries, poisoned=poisoned, sick=sick, armor=armor,
        injuries_waiting=_waiting(injuries_of(state)),
    )
    return replace(pool, parts=parts)

