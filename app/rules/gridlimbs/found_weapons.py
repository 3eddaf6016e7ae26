"""A weapon taken from a weapons' cabinet in the grid-and-limbs game.

The text's map key names "C = weapons' cabinet" beside "c = crate", and its "Weapon List" the
weapons there are (pistol, rifle, SMG, grenade, katana).  "Take a weapon found" (the map's P beside a
cabinet, the roster's Found…, the dice dock) puts the weapon on the character's sheet, its list of
weapons found (marked concealed if the GM says so: "to draw a concealed katana takes up a round of
combat"), in one log line.  Nothing is rolled.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Sheet
from app.rules.gridlimbs.sheet import WEAPONS_FIELD
from app.rules.gridlimbs.weapons import PISTOL, WEAPONS
from app.rules.rolling import Chance, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

FIND_WEAPON = "find_weapon"


def find_weapon_kind() -> RollKind:
    return RollKind(
        FIND_WEAPON, QT_TRANSLATE_NOOP("rules", "Take a weapon found"),
        (FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", PISTOL,
                   choices=tuple(Choice(w.key, w.label) for w in WEAPONS.values())),
         FieldSpec("concealed", QT_TRANSLATE_NOOP("rules", "Concealed"), "bool", False)),
        help=QT_TRANSLATE_NOOP("rules", "A weapon from a weapons' cabinet goes on the sheet's weapons found. "
                                        "Nothing is rolled."),
        subject=(), found=True)


def _with_weapon(sheet: Sheet, values: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [dict(row) for row in sheet.get(WEAPONS_FIELD, [])]
    key = str(values["weapon"])
    row = {"weapon": key, "concealed": bool(values["concealed"])}
    return {**sheet, WEAPONS_FIELD: [*rows, row]}, {"weapon": {"t": WEAPONS[key].in_line}, "count": len(rows) + 1}


def find_weapon_odds(sheet: Sheet, values: Mapping[str, Any]) -> list[Chance]:
    """What taking it does, in a sentence: "Adds the pistol to the sheet: 2 weapons found in all."."""
    _, args = _with_weapon(sheet, values)
    text = (QT_TRANSLATE_NOOP("rules", "Adds {weapon} to the sheet, concealed: {count} {count|weapon|weapons} "
                                       "found in all.") if values["concealed"]
            else QT_TRANSLATE_NOOP("rules", "Adds {weapon} to the sheet: {count} {count|weapon|weapons} found in all."))
    return [Chance(text, Fraction(1), args)]


def find_weapon(sheet: Sheet, values: Mapping[str, Any]) -> RollResult:
    new, args = _with_weapon(sheet, values)
    text = (QT_TRANSLATE_NOOP("rules", "{weapon}, concealed ({count} {count|weapon|weapons} found)")
            if values["concealed"] else QT_TRANSLATE_NOOP("rules", "{weapon} ({count} {count|weapon|weapons} found)"))
    return RollResult(LogLine(text, args), [], None, sheet=new)
