"""A critical injury's entry read off the book's table after its D66 (twdu text, "Recovery time": "Each
critical injury has a listed recovery time ... The GM rolls a die for recovery time secretly").

An injury taken unnamed (no name on the damage form) is not known before its D66: the table gives each
injury its own penalty and recovery dice, so no recovery die is rolled when it is taken.  Once the D66
is rolled (or typed from the table's dice), the GM reads the entry: its name, its penalty dice and its
recovery dice (the dice dock's "Critical injury (D66)" with the dice typed, or later the heal form's
"Name an injury").  Deadwatch rolls those dice then, the GM's secret roll, said to the GM alone; the
time counts from when the injury was taken.  Deadwatch carries no table: the entry comes from the GM.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, RulesError
from app.rules.dice import Dice, Face, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import injuries as inj

#: the recovery dice the table's entry gives an injury taken unnamed, read with its name (dice dock, heal form)
RECOVERY_DICE_FIELD = FieldSpec(
    "recovery_dice", QT_TRANSLATE_NOOP("rules", "Recovery dice (D6)"), "int", 1, 1, inj.RECOVERY_DICE_MAX,
    help=QT_TRANSLATE_NOOP("rules", "The D6 its entry on the table gives its recovery time; the GM's secret roll "
                                    "is made as the entry is read"))
ENTRY_PENALTY_FIELD = FieldSpec("injury_penalty", QT_TRANSLATE_NOOP("rules", "Penalty dice"), "int",
                                inj.FORM_PENALTY, 0, 10)
ENTRY_UNIT_FIELD = FieldSpec("recovery_unit", QT_TRANSLATE_NOOP("rules", "Recovery time in"), "choice", "days",
                             choices=tuple(Choice(u, inj.UNIT_LABELS[u]) for u in inj.RECOVERY_UNITS))


#: the recovery time the entry's dice gave, for the GM alone ("The GM rolls a die for recovery time secretly")
ENTRY_SAID = QT_TRANSLATE_NOOP("rules", "Recovery time {time} {unit} ({dice} D6 of its entry, the GM's secret roll).")


def injury_name_typed(name: object) -> str:
    """The injury's name as the GM typed it, spaces tidied; refused empty."""
    if not isinstance(name, str):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Text is expected."))
    name = " ".join(name.split())[:inj.NAME_MAX]
    if not name:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Type the injury's name read off the table."))
    return name


def _number(request: Mapping[str, Any], key: str, default: int) -> int:
    value = request.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is expected."))
    return value


def entry_read(injury: inj.CriticalInjury, name: str, request: Mapping[str, Any],
               dice: Dice) -> tuple[inj.CriticalInjury, list[LogLine], list[RollRecord]]:
    """``injury`` named ``name``; one taken unnamed has its entry read with it: the entry's penalty dice,
    and its recovery time rolled now from the entry's dice (the GM's secret roll, said to the GM alone).
    An injury whose entry was read already, or named as it was taken, keeps its penalty and recovery."""
    if injury.entry != inj.ENTRY_DUE:
        return replace(injury, name=name), [], []
    unit = request.get("recovery_unit", "days")
    if unit not in inj.RECOVERY_UNITS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown unit of time."))
    injury, faces = inj.read_entry(injury, name, _number(request, "injury_penalty", inj.FORM_PENALTY),
                                   _number(request, "recovery_dice", 1), str(unit), dice)
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Critical injury times"), [Face(6, f) for f in faces],
                        " ".join(str(f) for f in faces), injury.recovery, dice.typed, secret=True)
    said = LogLine(ENTRY_SAID, {"time": injury.recovery, "unit": inj.counted_unit(injury.recovery_unit,
                                                                                  injury.recovery),
                                "dice": len(faces)}, gm_only=True)
    return injury, [said], [record]
