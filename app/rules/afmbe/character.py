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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.catalog import (
    ARTISTIC_TALENT,
    HARD_TO_KILL,
    SKILLS_BY_NAME,
    TIRELESS,
    TRAITS_BY_KEY,
)
from app.rules.afmbe.damage import ARMOR_AREAS, ATTRIBUTE_KEYS, DAMAGE_TYPES, HANDS, parse_weapon_damage
from app.rules.base import BudgetLine, Choice, FieldSpec, RulesError, Sheet
from app.rules.text import QT_TRANSLATE_NOOP

ATTRIBUTE_LABELS: dict[str, str] = {
    "str": QT_TRANSLATE_NOOP("rules", "Strength"),
    "dex": QT_TRANSLATE_NOOP("rules", "Dexterity"),
    "con": QT_TRANSLATE_NOOP("rules", "Constitution"),
    "int": QT_TRANSLATE_NOOP("rules", "Intelligence"),
    "per": QT_TRANSLATE_NOOP("rules", "Perception"),
    "wil": QT_TRANSLATE_NOOP("rules", "Willpower"),
}

RAISE_LABELS: dict[str, str] = {
    "str": QT_TRANSLATE_NOOP("rules", "Strength levels bought with drawback points"),
    "dex": QT_TRANSLATE_NOOP("rules", "Dexterity levels bought with drawback points"),
    "con": QT_TRANSLATE_NOOP("rules", "Constitution levels bought with drawback points"),
    "int": QT_TRANSLATE_NOOP("rules", "Intelligence levels bought with drawback points"),
    "per": QT_TRANSLATE_NOOP("rules", "Perception levels bought with drawback points"),
    "wil": QT_TRANSLATE_NOOP("rules", "Willpower levels bought with drawback points"),
}

#: the highest attribute a sheet may hold at all (zombies and the like may pass the human 6)
SHEET_ATTRIBUTE_MAX = 10
HUMAN_MAXIMUM = 6
SKILL_MAX = 10
NATIVE_LANGUAGE_LEVEL = 5
SPECIALIZATION_BONUS = 2

TRAIT_KINDS: dict[str, str] = {
    "quality": QT_TRANSLATE_NOOP("rules", "Quality"),
    "drawback": QT_TRANSLATE_NOOP("rules", "Drawback"),
}


def _choices(mapping: Mapping[str, str]) -> tuple[Choice, ...]:
    return tuple(Choice(k, v) for k, v in mapping.items())


SKILL_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Skill"), "text", ""),
    FieldSpec("type", QT_TRANSLATE_NOOP("rules", "Type"), "text", ""),
    FieldSpec("special", QT_TRANSLATE_NOOP("rules", "Special"), "bool", False),
    FieldSpec("level", QT_TRANSLATE_NOOP("rules", "Level"), "int", 1, 0, SKILL_MAX),
    FieldSpec("specializations", QT_TRANSLATE_NOOP("rules", "Specializations"), "text", "",
              help=QT_TRANSLATE_NOOP("rules",
                                     "Separate them with commas; each costs 1 point and counts +2.")),
    FieldSpec("native", QT_TRANSLATE_NOOP("rules", "Native language"), "bool", False),
)

TRAIT_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Name"), "text", ""),
    FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Kind"), "choice", "quality", choices=_choices(TRAIT_KINDS)),
    FieldSpec("level", QT_TRANSLATE_NOOP("rules", "Level"), "int", 1, 1, 10),
    FieldSpec("points", QT_TRANSLATE_NOOP("rules", "Points"), "int", 1, 0, 20,
              help=QT_TRANSLATE_NOOP("rules", "Set from the list for the named qualities and drawbacks.")),
)

WEAPON_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Weapon"), "text", ""),
    FieldSpec("damage", QT_TRANSLATE_NOOP("rules", "Damage"), "text", "d4×STR",
              help=QT_TRANSLATE_NOOP("rules", "A die times a multiplier: d6×4, d4×STR, d4×STR−1.")),
    FieldSpec("damage_type", QT_TRANSLATE_NOOP("rules", "Damage type"), "choice", "bludgeoning",
              choices=_choices(DAMAGE_TYPES)),
    FieldSpec("hands", QT_TRANSLATE_NOOP("rules", "Hands"), "choice", "one", choices=_choices(HANDS)),
    FieldSpec("either_pool", QT_TRANSLATE_NOOP("rules", "Life Points or Endurance (*)"), "bool", False),
    FieldSpec("ranged", QT_TRANSLATE_NOOP("rules", "Ranged"), "bool", False),
    FieldSpec("heavy_recoil", QT_TRANSLATE_NOOP("rules", "Heavy recoil"), "bool", False),
    FieldSpec("ammo", QT_TRANSLATE_NOOP("rules", "Ammo"), "int", 0, 0, 10000),
)

ARMOR_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Armor"), "text", ""),
    FieldSpec("value", QT_TRANSLATE_NOOP("rules", "Armor value"), "int", 0, 0, 100),
    FieldSpec("covers", QT_TRANSLATE_NOOP("rules", "Covers"), "choice", "torso",
              choices=_choices(ARMOR_AREAS)),
)

TABLES: dict[str, tuple[FieldSpec, ...]] = {
    "skills": SKILL_COLUMNS,
    "traits": TRAIT_COLUMNS,
    "weapons": WEAPON_COLUMNS,
    "armor": ARMOR_COLUMNS,
}


def sheet_fields() -> tuple[FieldSpec, ...]:
    """Attributes, the levels bought with drawback points, then the four tables."""
    attrs = tuple(
        FieldSpec(k, label, "int", 2, 0, SHEET_ATTRIBUTE_MAX, group=QT_TRANSLATE_NOOP("rules", "Attributes"))
        for k, label in ATTRIBUTE_LABELS.items()
    )
    raises = tuple(
        FieldSpec("raise_" + k, label, "int", 0, 0, SHEET_ATTRIBUTE_MAX,
                  group=QT_TRANSLATE_NOOP("rules", "Drawback points"))
        for k, label in RAISE_LABELS.items()
    )
    tables = (
        FieldSpec("skills", QT_TRANSLATE_NOOP("rules", "Skills"), "table", columns=SKILL_COLUMNS,
                  group=QT_TRANSLATE_NOOP("rules", "Skills")),
        FieldSpec("traits", QT_TRANSLATE_NOOP("rules", "Qualities and drawbacks"), "table",
                  columns=TRAIT_COLUMNS, group=QT_TRANSLATE_NOOP("rules", "Qualities and drawbacks")),
        FieldSpec("weapons", QT_TRANSLATE_NOOP("rules", "Weapons"), "table", columns=WEAPON_COLUMNS,
                  group=QT_TRANSLATE_NOOP("rules", "Weapons")),
        FieldSpec("armor", QT_TRANSLATE_NOOP("rules", "Armor"), "table", columns=ARMOR_COLUMNS,
                  group=QT_TRANSLATE_NOOP("rules", "Armor")),
    )
    return attrs + raises + tables


# ---------------------------------------------------------------------------- validation

def clean_value(spec: FieldSpec, value: Any) -> Any:
    """``value`` checked against the field ``spec`` (text is stripped); refuses the wrong kind or range."""
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A number field holds something else."))
        if (spec.minimum is not None and value < spec.minimum
                or spec.maximum is not None and value > spec.maximum):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is out of its range."))
        return value
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A yes/no field holds something else."))
        return value
    if spec.kind == "text":
        if not isinstance(value, str):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A text field holds something that is not text."))
        return value.strip()
    if spec.kind == "choice":
        if value not in {c.value for c in spec.choices}:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A choice is not one of its options."))
        return value
    raise RulesError(QT_TRANSLATE_NOOP("rules", "The sheet has a field of an unknown kind."))


def _clean_row(columns: tuple[FieldSpec, ...], row: Any) -> dict[str, Any]:
    if not isinstance(row, Mapping):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A table row is not a set of columns."))
    known = {c.key: c for c in columns}
    if set(row) - set(known):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A table row has a column this ruleset does not know."))
    return {k: clean_value(c, row.get(k, c.default)) for k, c in known.items()}


def specializations(row: Mapping[str, Any]) -> list[str]:
    """The specializations of a skill row (comma- or semicolon-separated names)."""
    text = str(row.get("specializations", ""))
    return [s.strip() for s in text.replace(";", ",").split(",") if s.strip()]


def validate_sheet(sheet: Mapping[str, Any]) -> Sheet:
    """A clean copy of ``sheet``: missing fields take their defaults; anything malformed is refused.

    Named skills the catalog lists as Special are Special (a sheet may mark others Special too);
    named qualities and drawbacks must be taken at one of their levels and take their listed
    points.  A skill marked (Type) needs its type; weapon damage must read as a die times a
    multiplier.
    """
    if not isinstance(sheet, Mapping):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The sheet is not a set of fields."))
    specs = {f.key: f for f in sheet_fields()}
    if set(sheet) - set(specs):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The sheet has a field this ruleset does not know."))
    out: Sheet = {}
    for key, spec in specs.items():
        if spec.kind == "table":
            rows = sheet.get(key, [])
            if not isinstance(rows, list):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "A table on the sheet is not a list of rows."))
            out[key] = [_clean_row(spec.columns, r) for r in rows]
        else:
            out[key] = clean_value(spec, sheet.get(key, spec.default))
    for k in ATTRIBUTE_KEYS:
        if out["raise_" + k] > out[k]:
            raise RulesError(QT_TRANSLATE_NOOP(
                "rules", "More attribute levels are bought with drawback points than the attribute has."))
    for row in out["skills"]:
        if not row["name"]:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A skill has no name."))
        info = SKILLS_BY_NAME.get(row["name"].casefold())
        if info is not None:
            # the list's Special skills are always Special; the GM may mark any other one so (the
            # norms example costs Humanities: History as a Special skill)
            row["special"] = bool(row["special"]) or info.special
            if info.typed and not row["type"]:
                raise RulesError(QT_TRANSLATE_NOOP(
                    "rules", "This skill needs its type (Guns: Handgun, Driving: Car…)."))
    seen: set[tuple[str, str]] = set()
    for row in out["traits"]:
        key = (row["kind"], row["name"].casefold())
        if key in seen:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A quality or drawback is listed twice."))
        seen.add(key)
        if not row["name"]:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A quality or drawback has no name."))
        trait = TRAITS_BY_KEY.get((row["kind"], row["name"].casefold()))
        if trait is not None:
            if row["level"] not in trait.levels:
                raise RulesError(QT_TRANSLATE_NOOP(
                    "rules", "This quality or drawback cannot be taken at that level."))
            row["points"] = trait.points(row["level"])
    for row in out["weapons"]:
        parse_weapon_damage(row["damage"])
    return out


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
    return (sheet["str"] + sheet["con"]) * 4 + 10 + 3 * trait_level(sheet, "quality", HARD_TO_KILL)


def endurance_points(sheet: Mapping[str, Any]) -> int:
    """(STR+CON+WIL)×3+5, +3 a level of Tireless, +1 a level of Running (Marathon).

    Norms: STR 3, CON 2, WIL 3 → 29.
    """
    base = (sheet["str"] + sheet["con"] + sheet["wil"]) * 3 + 5
    marathon = max(skill_level(sheet, "Running", "Marathon"), skill_level(sheet, "Running (Marathon)"))
    return base + 3 * trait_level(sheet, "quality", TIRELESS) + marathon


def speed(sheet: Mapping[str, Any]) -> int:
    """(DEX+CON)×2.  Norms: DEX 2, CON 2 → 8."""
    return (sheet["dex"] + sheet["con"]) * 2


def essence(sheet: Mapping[str, Any]) -> int:
    """The sum of the attributes, +12 with Artistic Talent."""
    bonus = 12 if trait_level(sheet, "quality", ARTISTIC_TALENT) else 0
    return sum(sheet[k] for k in ATTRIBUTE_KEYS) + bonus


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
        if highest > limit else ""))

    drawback_allowed = drawbacks_taken if not drawback_max else min(drawbacks_taken, drawback_max)
    if drawback_max:
        lines.append(BudgetLine(
            "drawbacks", QT_TRANSLATE_NOOP("rules", "Drawback points taken"), drawbacks_taken, drawback_max,
            QT_TRANSLATE_NOOP("rules", "More drawback points are taken than the campaign allows.")
            if drawbacks_taken > drawback_max else ""))

    left = drawback_allowed - raise_cost
    lines.append(BudgetLine(
        "drawback_attributes", QT_TRANSLATE_NOOP("rules", "Attribute levels bought with drawback points"),
        raise_cost, drawback_allowed,
        QT_TRANSLATE_NOOP("rules", "Attribute levels bought with drawbacks cost more than they give.")
        if left < 0 else ""))
    left = max(0, left)

    if attr_points:
        lines.append(BudgetLine(
            "attributes", QT_TRANSLATE_NOOP("rules", "Attribute points"), base_cost, attr_points,
            QT_TRANSLATE_NOOP("rules", "More attribute points are spent than the budget allows.")
            if base_cost > attr_points else ""))
    if skill_points:
        extra = min(left, max(0, skills_spent - skill_points))
        left -= extra
        allowed = skill_points + extra
        lines.append(BudgetLine(
            "skills", QT_TRANSLATE_NOOP("rules", "Skill points"), skills_spent, allowed,
            QT_TRANSLATE_NOOP("rules", "More skill points are spent than the budget and drawbacks allow.")
            if skills_spent > allowed else ""))
    if quality_points:
        extra = min(left, max(0, qualities_spent - quality_points))
        allowed = quality_points + extra
        lines.append(BudgetLine(
            "qualities", QT_TRANSLATE_NOOP("rules", "Quality points"), qualities_spent, allowed,
            QT_TRANSLATE_NOOP("rules", "More quality points are spent than the budget and drawbacks allow.")
            if qualities_spent > allowed else ""))
    return lines
