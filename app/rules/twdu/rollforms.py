"""The dice dock's form pieces for twdu rolls: a pool's fields, the sheet's weapons and gear."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Choice, FieldSpec, RulesError
from app.rules.rolling import Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import short_range_attribute
from app.rules.twdu.pool import Pool, help_dice
from app.rules.twdu.sheet import SKILL_CHOICES, skill_pool

#: damage of bare hands: the text fights "with guns, knives, or your bare hands" but gives bare
#: hands no Damage rating; Deadwatch counts 1, the lowest a weapon has
UNARMED_DAMAGE = 1


#: the labels of a pool's fields, the roller's and (under them, in the same form) the opponent's: a
#: duel's opponent side says whose it is ("Opponent's gear bonus dice 3" under Ana's roll is Rook's
#: shotgun, not her revolver)
POOL_LABELS = {
    "": (QT_TRANSLATE_NOOP("rules", "Skill"), QT_TRANSLATE_NOOP("rules", "Gear bonus dice"),
         QT_TRANSLATE_NOOP("rules", "Helpers"), QT_TRANSLATE_NOOP("rules", "Modifier dice"),
         QT_TRANSLATE_NOOP("rules", "Penalty dice of injuries, poison, sickness, armor")),
    "opponent_": (QT_TRANSLATE_NOOP("rules", "Opponent's skill"),
                  QT_TRANSLATE_NOOP("rules", "Opponent's gear bonus dice"),
                  QT_TRANSLATE_NOOP("rules", "Opponent's helpers"),
                  QT_TRANSLATE_NOOP("rules", "Opponent's modifier dice"),
                  QT_TRANSLATE_NOOP("rules", "Opponent's penalty dice of injuries, poison, sickness, armor")),
}


def pool_fields(prefix: str = "", skill: str = "mobility") -> tuple[FieldSpec, ...]:
    skill_label, gear, helpers, modifier, penalties = POOL_LABELS.get(prefix, POOL_LABELS[""])
    return (
        FieldSpec(prefix + "skill", skill_label, "choice", skill, choices=SKILL_CHOICES),
        FieldSpec(prefix + "gear", gear, "int", 0, 0, 5),
        FieldSpec(
            prefix + "help",
            helpers,
            "int",
            0,
            0,
            6,
            help=QT_TRANSLATE_NOOP("rules", "One more die for each helper (distracting the enemy, lending a hand)."),
        ),
        FieldSpec(
            prefix + "modifier",
            modifier,
            "int",
            0,
            -6,
            6,
            help=QT_TRANSLATE_NOOP("rules", "Difficulty and the situation: dice added or taken away."),
        ),
        FieldSpec(
            prefix + "penalties",
            penalties,
            "bool",
            True,
            help=QT_TRANSLATE_NOOP(
                "rules",
                "The text's penalties from the character: each critical injury's, −1 poisoned, −1 sick, the armor's "
                "on Mobility.  Untick to leave them out and give the modifier yourself.",
            ),
        ),
    )


def item_choices(sheet: Mapping[str, Any], weapons_only: bool) -> tuple[Choice, ...]:
    """The sheet's weapons (and gear) as choices "w0", "g0"…, each with its gear bonus."""
    none = (
        QT_TRANSLATE_NOOP("rules", "Bare hands (damage 1)") if weapons_only else QT_TRANSLATE_NOOP("rules", "No gear")
    )
    out = [Choice("", none)]
    for i, row in enumerate(sheet.get("weapons", [])):
        out.append(Choice(f"w{i}", f"{row.get('name', '')} (+{int(row.get('bonus', 0))})", own=True))
    if not weapons_only:
        for i, row in enumerate(sheet.get("gear", [])):
            out.append(Choice(f"g{i}", f"{row.get('name', '')} (+{int(row.get('bonus', 0))})", own=True))
    return tuple(out)


def pick_item(sheet: Mapping[str, Any], key: str) -> Mapping[str, Any] | None:
    """The weapon or gear row a choice names (None for no item)."""
    if not key:
        return None
    rows = sheet.get("weapons" if key[0] == "w" else "gear", [])
    index = int(key[1:])
    if not 0 <= index < len(rows):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    row: Mapping[str, Any] = rows[index]
    return row


def item_name(sheet: Mapping[str, Any], key: str) -> str:
    """The sheet's name of the weapon or gear a choice names, when it adds gear dice ("" for none,
    bare hands, or an item with no gear bonus)."""
    try:
        row = pick_item(sheet, key)
    except (RulesError, ValueError):
        return ""
    return str(row.get("name") or "") if row is not None and int(row.get("bonus", 0) or 0) > 0 else ""


def as_rolled(roller: Roller, values: Mapping[str, Any], prefix: str = "") -> tuple[Mapping[str, Any], dict[str, Any]]:
    """The sheet and state a roll reads: without the penalties when the GM unticked them."""
    if values.get(prefix + "penalties", True):
        return roller.sheet, dict(roller.state)
    state = {k: v for k, v in roller.state.items() if k not in ("injuries", "poisoned", "sick")}
    return {**roller.sheet, "armor_penalty": 0}, state


def roller_pool(roller: Roller, values: Mapping[str, Any], prefix: str = "", skill: str = "mobility") -> Pool:
    """The pool of a form's skill roll: the roller's (with the chosen gear or weapon) or, with a
    ``prefix``, the opponent's; ``skill`` when the form has no skill field (taking cover: Mobility)."""
    item = None if prefix else pick_item(roller.sheet, values.get("item", ""))
    chosen = values.get(prefix + "skill", skill)
    if prefix:
        firearm = bool(values.get(prefix + "firearm", False))
    else:
        firearm = item is not None and values.get("item", "")[:1] == "w" and item.get("kind") == "ranged"
    sheet, state = as_rolled(roller, values, prefix)
    return skill_pool(
        sheet,
        state,
        chosen,
        attribute=short_range_attribute(chosen, firearm),
        gear_bonus=values[prefix + "gear"] + (int(item.get("bonus", 0)) if item else 0),
        help_dice=help_dice(values[prefix + "help"]),
        modifier=values[prefix + "modifier"],
        is_pc=roller.player,
    )


def weapon_damage(roller: Roller, values: Mapping[str, Any]) -> int:
    """The Damage of the chosen weapon (bare hands: 1)."""
    item = pick_item(roller.sheet, values.get("item", ""))
    return int(item.get("damage", UNARMED_DAMAGE)) if item else UNARMED_DAMAGE


def weapon_field(sheet: Mapping[str, Any]) -> FieldSpec:
    weapons = item_choices(sheet, True)
    return FieldSpec(
        "item",
        QT_TRANSLATE_NOOP("rules", "Weapon"),
        "choice",
        weapons[1].value if len(weapons) > 1 else "",
        choices=weapons,
        help=QT_TRANSLATE_NOOP("rules", "Its gear bonus adds base dice; its damage is dealt on a win."),
    )
