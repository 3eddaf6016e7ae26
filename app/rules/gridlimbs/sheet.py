"""The character sheet: six stats, handedness, the starting item and the weapons carried.

Rule text, "Character Creation": "There are six main stats: Max Hitpoints (…), Strength, Speed,
Stamina, Accuracy, and First Aid.  All players start with two points in each stat except HP and
First Aid (four and zero respectively), and may allocate fifteen more points" among them.  "You
may also choose a starting item from the following – pistol (one clip fifteen rounds), katana,
bulletproof vest (…), two grenades, or four fifteen-bullet clips of 9mm rounds".  Players also
send a handedness split (right/left, in percent).

The campaign can change the starting values and the fifteen points (see :func:`option_fields`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import CHARACTER_KIND, BudgetLine, Choice, FieldSpec, RulesError
from app.rules.gridlimbs.body import MIN_MAX_HP
from app.rules.gridlimbs.weapons import GRENADE, KATANA, PISTOL, WEAPONS
from app.rules.text import QT_TRANSLATE_NOOP

MAX_HP = "max_hp"
STRENGTH = "strength"
SPEED = "speed"
STAMINA = "stamina"
ACCURACY = "accuracy"
FIRST_AID = "first_aid"
STATS: tuple[str, ...] = (MAX_HP, STRENGTH, SPEED, STAMINA, ACCURACY, FIRST_AID)
STAT_LABELS: dict[str, str] = {
    MAX_HP: QT_TRANSLATE_NOOP("rules", "Max HP"),
    STRENGTH: QT_TRANSLATE_NOOP("rules", "Strength"),
    SPEED: QT_TRANSLATE_NOOP("rules", "Speed"),
    STAMINA: QT_TRANSLATE_NOOP("rules", "Stamina"),
    ACCURACY: QT_TRANSLATE_NOOP("rules", "Accuracy"),
    FIRST_AID: QT_TRANSLATE_NOOP("rules", "First Aid"),
}
#: the text's starting values: HP 4, First Aid 0, the rest 2
START_VALUES: dict[str, int] = {MAX_HP: 4, STRENGTH: 2, SPEED: 2, STAMINA: 2, ACCURACY: 2, FIRST_AID: 0}
CREATION_POINTS = 15

RIGHT_HAND = "right_hand"
STARTING_ITEM = "starting_item"
WEAPONS_FIELD = "weapons"

ITEM_PISTOL = "pistol"
ITEM_KATANA = "katana"
ITEM_VEST = "vest"
ITEM_GRENADES = "grenades"
ITEM_CLIPS = "clips"
#: a zombie's: starting items are the players' ("Character Creation"), a zombie has no gear
ITEM_NONE = "none"
STARTING_ITEMS: tuple[Choice, ...] = (
    Choice(ITEM_PISTOL, QT_TRANSLATE_NOOP("rules", "Pistol (one clip of fifteen rounds)")),
    Choice(ITEM_KATANA, QT_TRANSLATE_NOOP("rules", "Katana")),
    Choice(ITEM_VEST, QT_TRANSLATE_NOOP("rules", "Bulletproof vest")),
    Choice(ITEM_GRENADES, QT_TRANSLATE_NOOP("rules", "Two grenades")),
    Choice(ITEM_CLIPS, QT_TRANSLATE_NOOP("rules", "Four fifteen-round clips")),
    Choice(ITEM_NONE, QT_TRANSLATE_NOOP("rules", "None (a zombie carries nothing)")),
)
STARTING_GRENADES = 2
STARTING_CLIPS = 4


def option_fields() -> tuple[FieldSpec, ...]:
    """The campaign's creation budget: each stat's starting value, the points to spread, and the
    bandages and pain pills every character starts with (none in the text)."""
    group = QT_TRANSLATE_NOOP("rules", "Character creation")
    return (
        FieldSpec("start_max_hp", QT_TRANSLATE_NOOP("rules", "Starting Max HP"), default=4,
                  minimum=MIN_MAX_HP, group=group),
        FieldSpec("start_strength", QT_TRANSLATE_NOOP("rules", "Starting Strength"), default=2, minimum=0,
                  group=group),
        FieldSpec("start_speed", QT_TRANSLATE_NOOP("rules", "Starting Speed"), default=2, minimum=0,
                  group=group),
        FieldSpec("start_stamina", QT_TRANSLATE_NOOP("rules", "Starting Stamina"), default=2, minimum=0,
                  group=group),
        FieldSpec("start_accuracy", QT_TRANSLATE_NOOP("rules", "Starting Accuracy"), default=2, minimum=0,
                  group=group),
        FieldSpec("start_first_aid", QT_TRANSLATE_NOOP("rules", "Starting First Aid"), default=0, minimum=0,
                  group=group),
        FieldSpec("creation_points", QT_TRANSLATE_NOOP("rules", "Points to spread"), default=CREATION_POINTS,
                  minimum=0, group=group),
        FieldSpec("start_bandages", QT_TRANSLATE_NOOP("rules", "Starting bandages"), default=0, minimum=0,
                  group=group),
        FieldSpec("start_pain_pills", QT_TRANSLATE_NOOP("rules", "Starting pain pills"), default=0, minimum=0,
                  group=group),
    )


def check_options(options: Mapping[str, Any]) -> None:
    """Refuse campaign options that are not whole numbers within their ranges."""
    for spec in option_fields():
        value = options[spec.key]
        if isinstance(value, bool) or not isinstance(value, int) or value < (spec.minimum or 0):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A creation budget option is out of range."))


def start_value(options: Mapping[str, Any], stat: str) -> int:
    return int(options[f"start_{stat}"])


#: the sheet's own words for a stat where its number is not what the character has now: the
#: sheet's Stamina is the most a character holds (the roster's "Stamina 2/4" is what is left)
SHEET_LABELS: dict[str, str] = {**STAT_LABELS, STAMINA: QT_TRANSLATE_NOOP("rules", "Max Stamina")}
SHEET_HELP: dict[str, str] = {
    STAMINA: QT_TRANSLATE_NOOP("rules", "The most stamina the character holds: a sprint spends it, a round "
                                        "without a sprint or a fight gives it back up to this. What is "
                                        "left now shows on the roster and in the fight list."),
}


def sheet_fields(options: Mapping[str, Any]) -> tuple[FieldSpec, ...]:
    stats_group = QT_TRANSLATE_NOOP("rules", "Stats")
    gear_group = QT_TRANSLATE_NOOP("rules", "Gear")
    fields = [
        FieldSpec(stat, SHEET_LABELS[stat], default=start_value(options, stat),
                  minimum=MIN_MAX_HP if stat == MAX_HP else 0, group=stats_group, help=SHEET_HELP.get(stat, ""))
        for stat in STATS
    ]
    fields.append(FieldSpec(RIGHT_HAND, QT_TRANSLATE_NOOP("rules", "Right hand share (%)"), default=50,
                            minimum=0, maximum=100, group=stats_group,
                            help=QT_TRANSLATE_NOOP("rules", "50 means both hands are equally good.")))
    fields.append(FieldSpec(STARTING_ITEM, QT_TRANSLATE_NOOP("rules", "Starting item"), "choice",
                            default=ITEM_PISTOL, choices=STARTING_ITEMS, group=gear_group,
                            follows=(CHARACTER_KIND,),
                            presets=((("pc",), ITEM_PISTOL), (("npc",), ITEM_PISTOL), (("zombie",), ITEM_NONE))))
    weapon_choices = tuple(Choice(w.key, w.label) for w in WEAPONS.values())
    fields.append(FieldSpec(
        WEAPONS_FIELD, QT_TRANSLATE_NOOP("rules", "Weapons found"), "table", default=[], group=gear_group,
        columns=(
            FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", default=PISTOL,
                      choices=weapon_choices),
            FieldSpec("concealed", QT_TRANSLATE_NOOP("rules", "Concealed"), "bool", default=False),
        ),
        help=QT_TRANSLATE_NOOP("rules", "Weapons picked up besides the starting item."),
    ))
    return tuple(fields)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Stats must be whole numbers."))
    return value


def validate_sheet(sheet: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """A clean copy of ``sheet``: missing entries take their defaults; refused are stats that are
    not whole numbers, negative, Max HP below 2, a hand share outside 0-100, an unknown starting
    item or weapon."""
    out: dict[str, Any] = {}
    for stat in STATS:
        value = _whole(sheet.get(stat, start_value(options, stat)))
        if value < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Stats cannot be negative."))
        out[stat] = value
    if out[MAX_HP] < MIN_MAX_HP:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Max HP must be at least 2."))
    right = _whole(sheet.get(RIGHT_HAND, 50))
    if not 0 <= right <= 100:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The right hand's share runs from 0 to 100."))
    out[RIGHT_HAND] = right
    item = sheet.get(STARTING_ITEM, ITEM_PISTOL)
    if item not in {c.value for c in STARTING_ITEMS}:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown starting item."))
    out[STARTING_ITEM] = item
    rows = sheet.get(WEAPONS_FIELD, [])
    if not isinstance(rows, list):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The weapons must be a list."))
    clean_rows = []
    for row in rows:
        if not isinstance(row, Mapping) or row.get("weapon") not in WEAPONS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown weapon."))
        clean_rows.append({"weapon": row["weapon"], "concealed": bool(row.get("concealed", False))})
    out[WEAPONS_FIELD] = clean_rows
    return out


def budget(sheet: Mapping[str, Any], options: Mapping[str, Any], kind: str = "pc") -> list[BudgetLine]:
    """The creation points spent: every point a stat stands above its starting value.  None for a
    zombie: "All players start with two points in each stat (…) and may allocate fifteen more"."""
    if kind == "zombie":
        return []
    spent = sum(max(0, int(sheet.get(s, start_value(options, s))) - start_value(options, s)) for s in STATS)
    allowed = int(options["creation_points"])
    reason = ""
    if spent > allowed:
        reason = QT_TRANSLATE_NOOP("rules", "More points spread than the campaign allows.")
    return [BudgetLine("creation_points", QT_TRANSLATE_NOOP("rules", "Creation points"), spent, allowed,
                       reason, QT_TRANSLATE_NOOP("rules", "Creation points: {left} of {allowed} left"))]


def carried_weapons(sheet: Mapping[str, Any]) -> list[str]:
    """The weapons a character carries: the starting pistol or katana, then the weapons found
    (grenades are counted apart, see :func:`carried_grenades`)."""
    out = []
    item = sheet.get(STARTING_ITEM)
    if item in (ITEM_PISTOL, ITEM_KATANA):
        out.append(PISTOL if item == ITEM_PISTOL else KATANA)
    out.extend(row["weapon"] for row in sheet.get(WEAPONS_FIELD, []) if row["weapon"] != GRENADE)
    return out


def carried_grenades(sheet: Mapping[str, Any]) -> int:
    """Grenades carried at the start: two for that starting item, one for each found."""
    found = sum(1 for row in sheet.get(WEAPONS_FIELD, []) if row["weapon"] == GRENADE)
    return (STARTING_GRENADES if sheet.get(STARTING_ITEM) == ITEM_GRENADES else 0) + found
