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

#: the entry's lethality, when the GM gives it: else the damage form's stands (an injury taken unnamed is
#: lethal or not as that form said until its entry is read)
AS_TAKEN = ""
NOT_LETHAL = "no"
ENTRY_LETHAL_FIELD = FieldSpec(
    "entry_lethal", QT_TRANSLATE_NOOP("rules", "Lethal (its entry)"), "choice", AS_TAKEN,
    choices=(Choice(AS_TAKEN, QT_TRANSLATE_NOOP("rules", "as the damage form said")),
             Choice(NOT_LETHAL, QT_TRANSLATE_NOOP("rules", "not lethal")),
             Choice("minutes", QT_TRANSLATE_NOOP("rules", "lethal: time limit in minutes")),
             Choice("hours", QT_TRANSLATE_NOOP("rules", "lethal: time limit in hours")),
             Choice("days", QT_TRANSLATE_NOOP("rules", "lethal: time limit in days"))),
    help=QT_TRANSLATE_NOOP("rules", "Whether its entry on the table makes it lethal; a time limit not rolled yet is "
                                    "the GM's secret die, rolled as the entry is read"))
#: the medical gear the entry's time limit names ("The time limit also states what kind of medical equipment is
#: necessary to help you, either basic (B) or advanced (A)"), when the GM gives it: else the damage form's stands
ENTRY_GEAR_FIELD = FieldSpec(
    "entry_equipment", QT_TRANSLATE_NOOP("rules", "Gear to stabilize (its entry)"), "choice", AS_TAKEN,
    choices=(Choice(AS_TAKEN, QT_TRANSLATE_NOOP("rules", "as the damage form said")),
             Choice("B", inj.EQUIPMENT_LABELS["B"]), Choice("A", inj.EQUIPMENT_LABELS["A"])),
    help=QT_TRANSLATE_NOOP("rules", "The medical gear its entry's time limit names, B or A, for a lethal entry; "
                                    "advanced gear (A) serves for both"))
#: what the entry's lethality made of the injury, for the GM alone (the line before the gear was said: old logs)
LETHAL_READ = QT_TRANSLATE_NOOP("rules", "Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM's "
                                         "secret die).")
LETHAL_READ_GEAR = QT_TRANSLATE_NOOP(
    "rules", "Lethal in {limit} {limit_unit} from when it was taken (its entry; the GM's secret die); stabilizing it "
             "needs {equipment}.")
#: the gear the entry names for an injury the damage form made lethal already
GEAR_READ = QT_TRANSLATE_NOOP("rules", "Stabilizing it needs {equipment} (its entry).")
#: gear given for an entry that is not lethal
GEAR_NOT_LETHAL = QT_TRANSLATE_NOOP(
    "rules", "Only a lethal entry names gear to stabilize it: give its time limit under Lethal, or leave the gear "
             "as the damage form said.")
NOT_LETHAL_READ = QT_TRANSLATE_NOOP("rules", "Not lethal (its entry): no time limit.")


#: the recovery time the entry's dice gave, for the GM alone ("The GM rolls a die for recovery time secretly")
ENTRY_SAID = QT_TRANSLATE_NOOP("rules", "Recovery time {time} {unit} ({dice} D6 of its entry, the GM's secret roll).")
#: the same when the GM typed the table's dice for the D66 alone: Deadwatch rolled the entry's dice
ENTRY_SAID_OWN = QT_TRANSLATE_NOOP(
    "rules", "Recovery time {time} {unit} ({dice} D6 of its entry rolled by Deadwatch, the GM's secret roll).")


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
    # typed from the table after the D66 ("5 2 3"), else rolled by Deadwatch ("5 2": the D66 alone typed)
    roller = dice.secret_dice()
    injury, faces = inj.read_entry(injury, name, _number(request, "injury_penalty", inj.FORM_PENALTY),
                                   _number(request, "recovery_dice", 1), str(unit), roller)
    typed = dice.typed and roller is dice
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Critical injury times"), [Face(6, f) for f in faces],
                        " ".join(str(f) for f in faces), injury.recovery, typed, secret=True)
    args = {"time": injury.recovery, "unit": inj.counted_unit(injury.recovery_unit, injury.recovery),
            "dice": len(faces)}
    said = LogLine(ENTRY_SAID_OWN if dice.typed and not typed else ENTRY_SAID, args, gm_only=True)
    lethal, lethal_said, lethal_rolls = _lethality(injury, request.get("entry_lethal", AS_TAKEN),
                                                   request.get("entry_equipment", AS_TAKEN), dice)
    return lethal, [said, *lethal_said], [record, *lethal_rolls]


def _lethality(injury: inj.CriticalInjury, given: object, gear: object, dice: Dice
               ) -> tuple[inj.CriticalInjury, list[LogLine], list[RollRecord]]:
    """The lethality the entry gives ``injury`` (the damage form's stands when the GM gives none): not
    lethal, or lethal within a time limit of the unit given (its die, the GM's secret, rolled now when
    the damage form did not roll one; the limit counts from when the injury was taken), and the medical
    gear that limit names (``gear``: B or A; the damage form's, else basic, when the GM gives none)."""
    if gear not in (AS_TAKEN, *inj.EQUIPMENT[1:]):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Medical equipment is B, A or none."))
    if given == AS_TAKEN:
        if gear == AS_TAKEN or (injury.lethal and gear == injury.equipment):
            return injury, [], []
        if not injury.lethal:
            raise RulesError(GEAR_NOT_LETHAL)
        return (replace(injury, equipment=str(gear)),
                [LogLine(GEAR_READ, {"equipment": {"t": inj.EQUIPMENT_LABELS[str(gear)]}}, gm_only=True)], [])
    if given == NOT_LETHAL:
        if gear != AS_TAKEN:
            raise RulesError(GEAR_NOT_LETHAL)
        if not injury.lethal:
            return injury, [], []
        return (replace(injury, lethal=False, time_limit=0, equipment="", stabilize_tried_at=None),
                [LogLine(NOT_LETHAL_READ, gm_only=True)], [])
    if given not in inj.LETHAL_UNITS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown unit of time."))
    rolls: list[RollRecord] = []
    limit = injury.time_limit
    if not injury.lethal:  # its time limit's die: typed after the recovery's, else Deadwatch's
        roller = dice.secret_dice()
        limit = roller.d(6)
        rolls.append(RollRecord(QT_TRANSLATE_NOOP("rules", "Critical injury times"), [Face(6, limit)], str(limit),
                                limit, dice.typed and roller is dice, secret=True))
    equipment = str(gear) or injury.equipment or "B"  # the entry's own gear, else the damage form's, else basic
    lethal = replace(injury, lethal=True, time_limit=limit, time_unit=str(given), equipment=equipment)
    said = LogLine(LETHAL_READ_GEAR, {"limit": limit, "limit_unit": inj.counted_unit(str(given), limit),
                                      "equipment": {"t": inj.EQUIPMENT_LABELS[equipment]}}, gm_only=True)
    return lethal, [said], rolls
