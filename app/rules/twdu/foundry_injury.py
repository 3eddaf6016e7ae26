"""A twdu ``criticalInjury`` item read into the character's injuries.

Foundry keeps only the unit of an injury's time limit and recovery time: the count is one die of
that unit, rolled as the preview is read (as the text has the GM roll it when the injury is taken)
and said on the preview's row with the number.  Every critical injury has a recovery time, a lethal
one too (the rules' "Recovery time": the penalty lasts until it has passed): a lethal injury's
limit is said on its row, and its recovery on a row of its own ("recovery in 4 days (D6 rolled on
import: 4)").  A unit the item does not give is taken (hours for a limit, days for a recovery), and the row
says so once, as what was done.  An
update that keeps the roster's number says it with its unit ("lethal in 3 hours as the roster has
it, not rolled again").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.foundry import ActorReading, Mapped, PendingRoll, deadwatch_flags, label, note
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import injuries as inj
from app.rules.twdu.foundry_course import injury_course
from app.rules.twdu.foundry_items import injury_effect

#: units beyond the rules' own, as a multiple of one of them: (unit, factor)
LETHAL_UNITS = {"minutes": ("minutes", 1), "hours": ("hours", 1), "days": ("days", 1),
                "weeks": ("days", 7), "months": ("days", 30)}
RECOVERY_UNITS = {"minutes": ("hours", 1), "hours": ("hours", 1), "days": ("days", 1),
                  "weeks": ("weeks", 1), "months": ("weeks", 4)}
#: a critical injury's time limit (or recovery time) as rolled when the file is read, by its unit,
#: the unit agreeing with the number ("lethal in 1 hour", «смерть через 2 часа»)
LETHAL_ROLLED = {
    "minutes": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; lethal in {value} {value|minute|minutes} (D6 "
                                          "rolled on import: {face})"),
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; lethal in {value} {value|hour|hours} (D6 rolled "
                                        "on import: {face})"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; lethal in {value} {value|day|days} (D6 rolled on "
                                       "import: {face})"),
}
RECOVERY_ROLLED = {
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; recovery in {value} {value|hour|hours} (D6 rolled "
                                        "on import: {face})"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; recovery in {value} {value|day|days} (D6 rolled on "
                                       "import: {face})"),
    "weeks": QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; recovery in {value} {value|week|weeks} (D6 rolled "
                                        "on import: {face})"),
}
#: the same of an injury that takes no dice away (no "−0 dice")
LETHAL_ROLLED_BARE = {
    "minutes": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|minute|minutes} (D6 rolled on import: "
                                          "{face})"),
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|hour|hours} (D6 rolled on import: {face})"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|day|days} (D6 rolled on import: {face})"),
}
RECOVERY_ROLLED_BARE = {
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|hour|hours} (D6 rolled on import: "
                                        "{face})"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|day|days} (D6 rolled on import: {face})"),
    "weeks": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|week|weeks} (D6 rolled on import: "
                                        "{face})"),
}
#: a time limit whose unit the item does not give, rolled in hours: said once, as done (with dice, without)
LETHAL_NO_UNIT = {
    True: QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} {penalty|die|dice}; lethal in {value} {value|hour|hours}, "
                                     "the file giving no unit (D6 rolled on import: {face})"),
    False: QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|hour|hours}, the file giving no unit (D6 "
                                      "rolled on import: {face})"),
}
#: a recovery time whose unit the item does not give, rolled in days
RECOVERY_NO_UNIT = {
    True: QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} {penalty|die|dice}; recovery in {value} {value|day|days}, "
                                     "the file giving no unit (D6 rolled on import: {face})"),
    False: QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|day|days}, the file giving no unit (D6 "
                                      "rolled on import: {face})"),
}
#: the roster's number an update keeps, with its unit
KEPT_LETHAL = {
    "minutes": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|minute|minutes} as the roster has it, "
                                          "not rolled again"),
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|hour|hours} as the roster has it, not "
                                        "rolled again"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: lethal in {value} {value|day|days} as the roster has it, not "
                                       "rolled again"),
}
KEPT_RECOVERY = {
    "hours": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|hour|hours} as the roster has it, not "
                                        "rolled again"),
    "days": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|day|days} as the roster has it, not "
                                       "rolled again"),
    "weeks": QT_TRANSLATE_NOOP("rules", "{name}: recovery in {value} {value|week|weeks} as the roster has it, not "
                                        "rolled again"),
}
#: the same lines as import log lines written before hold them, the unit a word of its own
ROLLED_BEFORE = (
    QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; lethal in {value} {unit} (D6 rolled on import: {face})"),
    QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; recovery {value} {unit} (D6 rolled on import: {face})"),
)
#: an injury Deadwatch's own export wrote whole (its flag): its name and what it holds, each part said
#: when it has one ("Bitten forearm: −1 die; lethal in 3 hours, needs basic medical gear (B); recovery in 3 days")
KEPT_NAMED = QT_TRANSLATE_NOOP("rules", "{name}: {what}")
KEPT_PARTS = QT_TRANSLATE_NOOP("rules", "{first}; {then}")
KEPT_PENALTY = QT_TRANSLATE_NOOP("rules", "−{penalty} {penalty|die|dice}")
KEPT_LETHAL_IN = QT_TRANSLATE_NOOP("rules", "lethal in {limit} {limit_unit}, needs {gear}")
KEPT_RECOVERY_IN = QT_TRANSLATE_NOOP("rules", "recovery in {time} {unit}")
#: taken unnamed, its entry on the table (and so its recovery dice) still to read
KEPT_RECOVERY_DUE = QT_TRANSLATE_NOOP("rules", "recovery rolled from its entry on the table")
INJURY = QT_TRANSLATE_NOOP("rules", "Critical injury")
RECOVERY = QT_TRANSLATE_NOOP("rules", "Recovery")
#: the state's key the injuries' rows show
STATE = "injuries"


def read_injury(out: ActorReading, item: Mapping[str, Any], data: Mapping[str, Any], name: str, where: str,
                state: dict[str, Any]) -> None:
    """Add the injury of ``item`` (``data``: its system) to ``state["injuries"]``, its numbers to roll."""
    kept = deadwatch_flags(item).get("injury")
    if isinstance(kept, Mapping):
        try:
            injury = inj.CriticalInjury.from_dict(kept)
        except Exception:  # noqa: BLE001 - a flag edited by hand: read from the item's own fields
            injury = None
        if injury is not None:
            out.courses.append(injury_course(len(state["injuries"]), where, given=True))
            state["injuries"].append(injury.to_dict())
            out.mapped.append(Mapped(INJURY, kept_said(injury), where, STATE))
            return
    lethal = _flag(out, data.get("fatal"), f"{where}.system.fatal")
    if lethal is None:  # the injury is left out: nothing more is said of it
        return
    penalty, description = injury_effect(out, data.get("effect"), name)
    if penalty is None:
        return
    index = len(state["injuries"])
    out.courses.append(injury_course(index, where, given=False))
    limit_given = str(data.get("timeLimit")) in LETHAL_UNITS
    unit, factor = LETHAL_UNITS.get(str(data.get("timeLimit")), ("hours", 1))
    recovery_given = str(data.get("recovery")) in RECOVERY_UNITS
    recovery_unit, recovery_factor = RECOVERY_UNITS.get(str(data.get("recovery")), ("days", 1))
    equipment = str(data.get("complexity")) if str(data.get("complexity")) in ("A", "B") else "B"
    state["injuries"].append(inj.CriticalInjury(
        name=name or inj.UNNAMED_INJURY, penalty=abs(penalty), lethal=lethal, time_limit=0, time_unit=unit,
        equipment=equipment if lethal else "", recovery=0, recovery_unit=recovery_unit,
        description=description).to_dict())
    args = {"name": name, "penalty": abs(penalty),
            "unit": label(inj.UNIT_LABELS[unit if lethal else recovery_unit])}
    dice = bool(penalty)  # an injury that takes no dice away says no "−0 dice"
    recovery_kept = note(KEPT_RECOVERY[recovery_unit], name=name)
    if not lethal:
        said = (RECOVERY_ROLLED if dice else RECOVERY_ROLLED_BARE)[recovery_unit] if recovery_given \
            else RECOVERY_NO_UNIT[dice]
        out.rolls.append(PendingRoll(("injuries", index, "recovery"), 6, recovery_factor, note(said, **args), where,
                                     recovery_kept))
        shown = (QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; recovery D6 {unit}, rolled as it is imported")
                 if dice else QT_TRANSLATE_NOOP("rules", "{name}: recovery D6 {unit}, rolled as it is imported"))
        out.mapped.append(Mapped(INJURY, note(shown, **args), where, STATE))
        return
    said = (LETHAL_ROLLED if dice else LETHAL_ROLLED_BARE)[unit] if limit_given else LETHAL_NO_UNIT[dice]
    out.rolls.append(PendingRoll(("injuries", index, "time_limit"), 6, factor, note(said, **args), where,
                                 note(KEPT_LETHAL[unit], name=name)))
    shown = (QT_TRANSLATE_NOOP("rules", "{name}: −{penalty} dice; lethal in D6 {unit}, rolled as it is imported")
             if dice else QT_TRANSLATE_NOOP("rules", "{name}: lethal in D6 {unit}, rolled as it is imported"))
    out.mapped.append(Mapped(INJURY, note(shown, **args), where, STATE))
    # a lethal injury heals too, once stabilized: its recovery time is rolled as any injury's, in the
    # item's unit (one the item gives no unit for is taken in days), said on a row of its own
    recovered = f"{where}.system.recovery"
    both = {"name": name, "unit": label(inj.UNIT_LABELS[recovery_unit])}
    said = RECOVERY_ROLLED_BARE[recovery_unit] if recovery_given else RECOVERY_NO_UNIT[False]
    out.rolls.append(PendingRoll(("injuries", index, "recovery"), 6, recovery_factor, note(said, **both), recovered,
                                 recovery_kept))
    out.mapped.append(Mapped(RECOVERY, note(QT_TRANSLATE_NOOP("rules", "{name}: recovery D6 {unit}, rolled as it is "
                                                                       "imported"), **both), recovered, STATE))


def kept_said(injury: inj.CriticalInjury) -> dict[str, Any]:
    """The preview's row of an injury Deadwatch's export wrote whole: its penalty, its time limit and
    the gear that stabilizes it (a lethal one), its recovery time, as an injury Foundry made says them."""
    def counted(unit: str, n: int) -> dict[str, Any]:
        return {**inj.counted_unit(unit, n), "ctx": "rules"}

    parts: list[dict[str, Any]] = []
    if injury.penalty:
        parts.append(note(KEPT_PENALTY, penalty=injury.penalty))
    if injury.lethal:
        parts.append(note(KEPT_LETHAL_IN, limit=injury.time_limit, limit_unit=counted(injury.time_unit,
                                                                                         injury.time_limit),
                          gear=label(inj.EQUIPMENT_LABELS.get(injury.equipment or "B", inj.EQUIPMENT_LABELS["B"]))))
    parts.append(note(KEPT_RECOVERY_DUE) if injury.entry == inj.ENTRY_DUE else
                 note(KEPT_RECOVERY_IN, time=injury.recovery, unit=counted(injury.recovery_unit, injury.recovery)))
    what = parts[0]
    for part in parts[1:]:
        what = note(KEPT_PARTS, first=what, then=part)
    return note(KEPT_NAMED, name=label(injury.name), what=what)


def _flag(out: ActorReading, value: Any, where: str) -> bool | None:
    """A yes-or-no field of the data model (a boolean; "true" and "false" as a text input stores
    them; missing or empty: no); None, refused naming ``where``, for any other value ("yes")."""
    if value is None or value == "" or isinstance(value, bool):
        return bool(value)
    if isinstance(value, str) and value.strip().casefold() in ("true", "false"):
        return value.strip().casefold() == "true"
    out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” should be true or false, not “{value}”"),
               field=where, value=str(value)[:40])
    return None
