"""The dice dock's form pieces for twdu rolls: a pool's fields, the sheet's weapons and gear."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Choice, FieldSpec, RulesError
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.sheet import SKILL_CHOICES


def pool_fields(prefix: str = "", skill: str = "mobility") -> tuple[FieldSpec, ...]:
    return (
        FieldSpec(prefix + "skill", QT_TRANSLATE_NOOP("rules", "Skill"), "choice", skill, choices=SKILL_CHOICES),
        FieldSpec(prefix + "gear", QT_TRANSLATE_NOOP("rules", "Gear bonus dice"), "int", 0, 0, 5),
        FieldSpec(
            prefix + "help",
            QT_TRANSLATE_NOOP("rules", "Helpers"),
            "int",
            0,
            0,
            6,
            help=QT_TRANSLATE_NOOP("rules", "One more die for each helper (distracting the enemy, lending a hand)."),
        ),
        FieldSpec(
            prefix + "modifier",
            QT_TRANSLATE_NOOP("rules", "Modifier dice"),
            "int",
            0,
            -6,
            6,
            help=QT_TRANSLATE_NOOP("rules", "Difficulty and the situation: dice added or taken away."),
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
    return rows[index]
