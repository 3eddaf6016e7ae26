"""What a new All Flesh Must Be Eaten character may own (norms "Weapons").

"To start, your character can own 1 melee weapon and 1 ranged weapon.  Your beginning ranged
weapon will come with a default 5 Ammo Points" (:mod:`.ammo`).  The weapons table's Ranged
column tells the two apart.  The campaign options ``melee_weapons`` and ``ranged_weapons`` hold
the limits (norms 1 and 1; the unisystem text sets none, so 0 leaves them unchecked).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import BudgetLine, FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP


def weapon_option_fields(norms: bool, group: str) -> list[FieldSpec]:
    start = 1 if norms else 0
    return [
        FieldSpec("melee_weapons", QT_TRANSLATE_NOOP("rules", "Melee weapons to start with"), "int", start, 0, 20,
                  group=group, help=QT_TRANSLATE_NOOP("rules", "0 leaves it unchecked."),
                  zero=QT_TRANSLATE_NOOP("rules", "0 (no limit)")),
        FieldSpec("ranged_weapons", QT_TRANSLATE_NOOP("rules", "Ranged weapons to start with"), "int", start, 0, 20,
                  group=group, help=QT_TRANSLATE_NOOP("rules", "0 leaves it unchecked."),
                  zero=QT_TRANSLATE_NOOP("rules", "0 (no limit)")),
    ]


def weapon_budget(sheet: Mapping[str, Any], options: Mapping[str, Any]) -> list[BudgetLine]:
    """The weapons on the sheet against the campaign's starting limits (none when unchecked)."""
    ranged = sum(1 for row in sheet.get("weapons", []) if row.get("ranged"))
    melee = len(sheet.get("weapons", [])) - ranged
    lines: list[BudgetLine] = []
    most = int(options.get("melee_weapons", 0))
    if most:
        lines.append(BudgetLine(
            "melee_weapons", QT_TRANSLATE_NOOP("rules", "Melee weapons"), melee, most,
            QT_TRANSLATE_NOOP("rules", "More melee weapons than a new character may own.") if melee > most else "",
            QT_TRANSLATE_NOOP("rules", "Melee weapons: {spent} (at most {allowed} at creation)")))
    most = int(options.get("ranged_weapons", 0))
    if most:
        lines.append(BudgetLine(
            "ranged_weapons", QT_TRANSLATE_NOOP("rules", "Ranged weapons"), ranged, most,
            QT_TRANSLATE_NOOP("rules", "More ranged weapons than a new character may own.") if ranged > most else "",
            QT_TRANSLATE_NOOP("rules", "Ranged weapons: {spent} (at most {allowed} at creation)")))
    return lines
