"""The All Flesh Must Be Eaten character: attributes, skills, qualities, drawbacks, weapons, armor.

Costs (norms "Attributes", "Skills", "Qualities & Drawbacks"):

* Attributes: one point a level up to 4; from level 5 up, 3 points a level.  Six is the human
  maximum; norms starting characters stay within 0-4.
* Skills: normal 1 point a level up to 5, then 3; special 2 a level up to 5, then 5.  A
  specialization costs 1 and counts 2 levels higher.  The native language comes at level 5
  for free.
* Qualities cost their points, drawbacks give theirs (at most 10).  Drawback points buy skill
  and quality points one for one; an attribute level bought with drawback points costs the
  value of that level, cumulatively (3 → 4 costs 4, 3 → 5 costs 9).

Secondary attributes (norms "Secondary Attributes"; README): Life Points (STR+CON)×4+10, +3 a
level of Hard to Kill; Endurance (STR+CON+WIL)×3+5, +3 a level of Tireless and +1 a level of
Running (Marathon); Speed (DEX+CON)×2; Essence the sum of the attributes, +12 with Artistic
Talent.

The sheet's fields and their validation are :mod:`.sheet` (re-exported here).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.catalog import ARTISTIC_TALENT, HARD_TO_KILL, TIRELESS
from app.rules.afmbe.damage_formula import ATTRIBUTE_KEYS
from app.rules.afmbe.sheet import (  # the sheet's fields and validation, re-exported
    ARMOR_COLUMNS,
    ATTRIBUTE_LABELS,
    HUMAN_MAXIMUM,
    NATIVE_LANGUAGE_LEVEL,
    RAISE_LABELS,
    SHEET_ATTRIBUTE_MAX,
    SKILL_COLUMNS,
    SKILL_MAX,
    SPECIALIZATION_BONUS,
    TABLES,
    TRAIT_COLUMNS,
    TRAIT_KINDS,
    WEAPON_COLUMNS,
    clean_value,
    sheet_fields,
    specializations,
    validate_sheet,
)
from app.rules.base import BudgetLine
from app.rules.text import QT_TRANSLATE_NOOP

__all__ = [
    "ATTRIBUTE_LABELS",
    "RAISE_LABELS",
    "SHEET_ATTRIBUTE_MAX",
    "HUMAN_MAXIMUM",
    "SKILL_MAX",
    "NATIVE_LANGUAGE_LEVEL",
    "SPECIALIZATION_BONUS",
    "TRAIT_KINDS",
    "SKILL_COLUMNS",
    "TRAIT_COLUMNS",
    "WEAPON_COLUMNS",
    "ARMOR_COLUMNS",
    "TABLES",
    "sheet_fields",
    "clean_value",
    "specializations",
    "validate_sheet",
    "attribute_cost",
    "drawback_raise_cost",
    "skill_cost",
    "skill_row_cost",
    "trait_level",
    "skill_level",
    "OTHER_GUN_TYPE_PENALTY",
    "typed_skill",
    "martial_arts_bonus",
    "dash_speed",
    "DERIVED_LABELS",
    "life_points",
    "endurance_points",
    "speed",
    "essence",
    "derived",
    "budget",
]


# ---------------------------------------------------------------------------- costs

def attribute_cost(level: int) -> int:
    """Attribute points for a level: 1 a level up to 4, then 3 a level (norms "Attributes")."""
    return sum(1 if lv <= 4 else 3 for lv in range(1, max(0, level) + 1))


def drawback_raise_cost(from_level: int, to_level: int) -> int:
    """Drawback points to raise an attribute: each level costs its own value, cumulatively.

    Norms: 3 → 4 costs 4, 4 → 5 costs 5, 3 → 5 costs 9.
    """
    return sum(range(from_level + 1, to_level + 1))


def skill_cost(level: int, special: bool = False, native: bool = False) -> int:
    """Skill points for a level: normal 1 a level to 5 then 3; special 2 to 5 then 5.

    The native language is level 5 for free (norms "Language"): only levels above 5 cost.
    Norms example: Humanities (History) 3 as a special skill costs 6.
    """
    cost = 0
    for lv in range(1, max(0, level) + 1):
        if native and lv <= NATIVE_LANGUAGE_LEVEL:
            continue
        if special:
            cost += 2 if lv <= 5 else 5
        else:
            cost += 1 if lv <= 5 else 3
    return cost


def skill_row_cost(row: Mapping[str, Any]) -> int:
    """A skill row's points: its levels plus 1 a specialization."""
    return skill_cost(int(row["level"]), bool(row.get("special")), bool(row.get("native"))) + len(
        specializations(row))


def trait_level(sheet: Mapping[str, Any], kind: str, key: str) -> int:
    """The summed level of a named quality or drawback (``key`` casefolded) on the sheet."""
    return sum(int(r["level"]) for r in sheet.get("traits", [])
               if r["kind"] == kind and str(r["name"]).casefold() == key)


def skill_level(sheet: Mapping[str, Any], name: str, skill_type: str = "",
                specialization: str = "") -> int:
    """The level a task uses: the skill's level, +2 for a matching specialization; 0 unskilled."""
    best = 0
    for row in sheet.get("skills", []):
        if str(row["name"]).casefold() != name.casefold():
            continue
        if skill_type and str(row.get("type", "")).casefold() != skill_type.casefold():
            continue
        level = int(row["level"])
        if specialization and specialization.casefold() in (s.casefold() for s in specializations(row)):
            level += SPECIALIZATION_BONUS
        best = max(best, level)
    return best


OTHER_GUN_TYPE_PENALTY = -2


def typed_skill(sheet: Mapping[str, Any], name: str, skill_type: str) -> tuple[int, int]:
    """The level and modifier for a (Type) skill used on ``skill_type``.

    Norms "Guns": a character with the skill in one type can use other types at −2; other typed
    skills give nothing outside their type.
    """
    own = skill_level(sheet, name, skill_type)
    if own or name.casefold() != "guns":
        return own, 0
    other = skill_level(sheet, name)
    return (other, OTHER_GUN_TYPE_PENALTY) if other else (0, 0)


def martial_arts_bonus(sheet: Mapping[str, Any]) -> int:
    """Kicks and punches with Martial Arts add the skill's level to damage (norms "Martial Arts")."""
    return skill_level(sheet, "Martial Arts")


def dash_speed(base_speed: int, success_level: int) -> int:
    """Running (Dash): each success level of CON + Running (Dash) adds 1 to Speed on a dead run."""
    return base_speed + max(0, success_level)


# ---------------------------------------------------------------------------- derived values

DERIVED_LABELS: dict[str, str] = {
    "life_points": QT_TRANSLATE_NOOP("rules", "Life Points"),
    "endurance": QT_TRANSLATE_NOOP("rules", "Endurance"),
    "speed": QT_TRANSLATE_NOOP("rules", "Speed"),
    "essence": QT_TRANSLATE_NOOP("rules", "Essence"),
}


def life_points(sheet: Mapping[str, Any]) -> int:
    """(STR+CON)×4+10, +3 a level of Hard to Kill.  Norms: STR 3, CON 2 → 30."""
    points: int = (sheet["str"] + sheet["con"]) * 4 + 10 + 3 * trait_level(sheet, "quality", HARD_TO_KILL)
    return points


def endurance_points(sheet: Mapping[str, Any]) -> int:
    """(STR+CON+WIL)×3+5, +3 a level of Tireless, +1 a level of Running (Marathon).

    Norms: STR 3, CON 2, WIL 3 → 29.
    """
    base: int = (sheet["str"] + sheet["con"] + sheet["wil"]) * 3 + 5
    marathon = max(skill_level(sheet, "Running", "Marathon"), skill_level(sheet, "Running (Marathon)"))
    return base + 3 * trait_level(sheet, "quality", TIRELESS) + marathon


def speed(sheet: Mapping[str, Any]) -> int:
    """(DEX+CON)×2.  Norms: DEX 2, CON 2 → 8."""
    points: int = (sheet["dex"] + sheet["con"]) * 2
    return points


def essence(sheet: Mapping[str, Any]) -> int:
    """The sum of the attributes, +12 with Artistic Talent."""
    bonus = 12 if trait_level(sheet, "quality", ARTISTIC_TALENT) else 0
    attributes: int = sum(sheet[k] for k in ATTRIBUTE_KEYS)
    return attributes + bonus


def derived(sheet: Mapping[str, Any]) -> dict[str, int]:
    return {"life_points": life_points(sheet), "endurance": endurance_points(sheet),
            "speed": speed(sheet), "essence": essence(sheet)}


# ---------------------------------------------------------------------------- budgets

def budget(sheet: Mapping[str, Any], options: Mapping[str, Any]) -> list[BudgetLine]:
    """Creation budgets under the campaign ``options`` (0 leaves a budget unchecked).

    Drawback points pay first for the attribute levels marked as bought with them, then for
    skill points over the skill budget, then for quality points over the quality budget.
    """
    lines: list[BudgetLine] = []
    attr_points = options.get("attribute_points", 0)
    skill_points = options.get("skill_points", 0)
    quality_points = options.get("quality_points", 0)
    drawback_max = options.get("drawback_max", 0)
    creation_max = options.get("attribute_max", HUMAN_MAXIMUM)

    base_cost = sum(attribute_cost(sheet[k] - sheet["raise_" + k]) for k in ATTRIBUTE_KEYS)
    raise_cost = sum(drawback_raise_cost(sheet[k] - sheet["raise_" + k], sheet[k]) for k in ATTRIBUTE_KEYS)
    skills_spent = sum(skill_row_cost(r) for r in sheet["skills"])
    qualities_spent = sum(int(r["points"]) for r in sheet["traits"] if r["kind"] == "quality")
    drawbacks_taken = sum(int(r["points"]) for r in sheet["traits"] if r["kind"] == "drawback")

    highest = max(sheet[k] for k in ATTRIBUTE_KEYS)
    limit = min(creation_max, HUMAN_MAXIMUM) if creation_max else HUMAN_MAXIMUM
    lines.append(BudgetLine(
        "attribute_max", QT_TRANSLATE_NOOP("rules", "Highest attribute"), highest, limit,
        QT_TRANSLATE_NOOP("rules", "An attribute is above the highest level allowed at creation.")
        if highest > limit else "",
        QT_TRANSLATE_NOOP("rules", "Highest attribute: {spent} (the limit at creation is {allowed})")))

    drawback_allowed = drawbacks_taken if not drawback_max else min(drawbacks_taken, drawback_max)
    if drawback_max:
        lines.append(BudgetLine(
            "drawbacks", QT_TRANSLATE_NOOP("rules", "Drawback points to take"), drawbacks_taken, drawback_max,
            QT_TRANSLATE_NOOP("rules", "More drawback points are taken than the campaign allows.")
            if drawbacks_taken > drawback_max else "",
            QT_TRANSLATE_NOOP("rules", "Drawback points: {spent} taken (at most {allowed})")))

    left = drawback_allowed - raise_cost
    lines.append(BudgetLine(
        "drawback_attributes", QT_TRANSLATE_NOOP("rules", "Attribute levels bought with drawback points"),
        raise_cost, drawback_allowed,
        QT_TRANSLATE_NOOP("rules", "The attribute levels bought with drawback points cost more than the "
                                   "drawback points taken.")
        if left < 0 else "",
        QT_TRANSLATE_NOOP("rules", "Drawback points spent on attribute levels: {spent} (drawback points taken: "
                          "{allowed})")))
    left = max(0, left)

    if attr_points:
        lines.append(BudgetLine(
            "attributes", QT_TRANSLATE_NOOP("rules", "Attribute points"), base_cost, attr_points,
            QT_TRANSLATE_NOOP("rules", "More attribute points are spent than the budget allows.")
            if base_cost > attr_points else "",
            QT_TRANSLATE_NOOP("rules", "Attribute points: {left} of {allowed} left")))
    if skill_points:
        extra = min(left, max(0, skills_spent - skill_points))
        left -= extra
        allowed = skill_points + extra
        lines.append(BudgetLine(
            "skills", QT_TRANSLATE_NOOP("rules", "Skill points"), skills_spent, allowed,
            QT_TRANSLATE_NOOP("rules", "More skill points are spent than the budget and drawbacks allow.")
            if skills_spent > allowed else "",
            QT_TRANSLATE_NOOP("rules", "Skill points: {left} of {allowed} left")))
    if quality_points:
        extra = min(left, max(0, qualities_spent - quality_points))
        allowed = quality_points + extra
        lines.append(BudgetLine(
            "qualities", QT_TRANSLATE_NOOP("rules", "Quality points"), qualities_spent, allowed,
            QT_TRANSLATE_NOOP("rules", "More quality points are spent than the budget and drawbacks allow.")
            if qualities_spent > allowed else "",
            QT_TRANSLATE_NOOP("rules", "Quality points: {left} of {allowed} left")))
    return lines
