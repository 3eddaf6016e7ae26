"""The All Flesh Must Be Eaten sheet: its fields (attributes, the levels bought with drawback
points, the skill, trait, weapon and armor tables) and their validation.

:mod:`.character` re-exports these names with the costs, budgets and secondary attributes.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from app.rules.afmbe.catalog import SKILLS, SKILLS_BY_NAME, TRAITS_BY_KEY
from app.rules.afmbe.damage import ARMOR_AREAS, DAMAGE_TYPES, HANDS
from app.rules.afmbe.damage_formula import ATTRIBUTE_KEYS, FORMULA_HELP, parse_weapon_damage, with_times_sign
from app.rules.base import Choice, FieldSpec, RulesError, Sheet
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


#: the catalog's skills, shown on the sheet in the GM's language and stored by their English names
KNOWN_SKILLS = tuple(Choice(skill.name, skill.name) for skill in SKILLS)
SKILL_COLUMNS: tuple[FieldSpec, ...] = (
    FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Skill"), "text", "", choices=KNOWN_SKILLS,
              help=QT_TRANSLATE_NOOP("rules", "The skill's name as the rolls know it: the dead run (Norms) needs "
                                              "Running with the type Dash.")),
    FieldSpec("type", QT_TRANSLATE_NOOP("rules", "Type"), "text", "",
              help=QT_TRANSLATE_NOOP("rules", "A typed skill's type: Dash for Running's dead run, a gun's type "
                                              "for Guns.")),
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
    # a new row's damage, as the GM's language writes it («d4×СИЛ», "d4×FUE": read back alike)
    FieldSpec("damage", QT_TRANSLATE_NOOP("rules", "Damage"), "text", QT_TRANSLATE_NOOP("rules", "d4×STR"),
              help=FORMULA_HELP),
    FieldSpec("damage_type", QT_TRANSLATE_NOOP("rules", "Damage type"), "choice", "bludgeoning",
              choices=_choices(DAMAGE_TYPES)),
    FieldSpec("hands", QT_TRANSLATE_NOOP("rules", "Hands"), "choice", "one", choices=_choices(HANDS)),
    FieldSpec("either_pool", QT_TRANSLATE_NOOP("rules", "Life Points or Endurance (*)"), "bool", False),
    FieldSpec("ranged", QT_TRANSLATE_NOOP("rules", "Ranged"), "bool", False),
    FieldSpec("heavy_recoil", QT_TRANSLATE_NOOP("rules", "Heavy recoil"), "bool", False),
    FieldSpec("automatic", QT_TRANSLATE_NOOP("rules", "Automatic"), "bool", False,
              help=QT_TRANSLATE_NOOP("rules", "Fires bursts and rock and roll (an assault rifle, a submachine "
                                              "gun); a pistol or a shotgun fires single shots.")),
    # a ranged weapon's alone: a bite or a bat uses none (no "Ammo 0" said of it)
    FieldSpec("ammo", QT_TRANSLATE_NOOP("rules", "Ammo"), "int", 0, 0, 10000, with_value=("ranged", (True,))),
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


@cache
def sheet_fields() -> tuple[FieldSpec, ...]:
    """Attributes, the levels bought with drawback points, then the four tables (made once: every
    sheet read checks against them)."""
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
        trait_key = (row["kind"], row["name"].casefold())
        if trait_key in seen:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A quality or drawback is listed twice."))
        seen.add(trait_key)
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
        row["damage"] = with_times_sign(row["damage"])  # "d6x4" typed: "d6×4" wherever it is shown
    return out
