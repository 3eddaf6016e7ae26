"""Critical injuries: penalty dice, lethal time limits, medical equipment, recovery time.

Rules modelled (twdu text, "Critical injuries", "Lethal injuries", "Recovery time",
"Amputation"):

- Every critical injury subtracts its penalty in dice from all skill rolls; the penalties of
  several injuries add up.
- A lethal injury kills after a time limit (one die of minutes, hours or days, rolled secretly by
  the GM) unless the character is stabilized first by a Medicine roll with the equipment the
  injury needs: basic (B) or advanced (A); advanced equipment serves for both.  One attempt a
  day.
- Recovery time (one die of hours, days or weeks, rolled secretly): "When the recovery time has
  passed, the penalty is removed" — counted from when the injury was taken, in the game time that
  passes, once the injury is no longer lethal; the injury stays on the sheet ("you won't … heal a
  destroyed eye, but you can adjust").  Tending with basic gear and a Medicine roll shortens it by
  one unit a success; a failed roll lengthens it by one.
- Amputation: both the cutter and the amputee take one stress; the amputee takes the critical
  injury "severed limb", which is lethal only if the Medicine roll failed.

The text has no critical-injury table (it refers to one it does not print), so the injury itself
(name, penalty, units, equipment) comes from the GM; Deadwatch rolls the dice for its times.  The
table gives each injury its own recovery dice: an injury taken unnamed (its D66 still to roll) has
no recovery time until its entry is read off the table after the D66 (:func:`read_entry`), which
rolls the entry's dice; until then it does not heal (``entry`` "due").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, replace
from typing import Any

from app.rules.base import LogLine, RulesError
from app.rules.dice import Dice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

LETHAL_UNITS: tuple[str, ...] = ("minutes", "hours", "days")
RECOVERY_UNITS: tuple[str, ...] = ("hours", "days", "weeks")
EQUIPMENT: tuple[str, ...] = ("", "B", "A")

UNIT_LABELS: dict[str, str] = {
    "minutes": QT_TRANSLATE_NOOP("rules", "minutes"),
    "hours": QT_TRANSLATE_NOOP("rules", "hours"),
    "days": QT_TRANSLATE_NOOP("rules", "days"),
    "weeks": QT_TRANSLATE_NOOP("rules", "weeks"),
}
#: a unit after a count ("1 day", "3 days"; «1 día», «3 días»), its number the argument ``n``
UNIT_COUNTED: dict[str, str] = {
    "minutes": QT_TRANSLATE_NOOP("rules", "{n|minute|minutes}"),
    "hours": QT_TRANSLATE_NOOP("rules", "{n|hour|hours}"),
    "days": QT_TRANSLATE_NOOP("rules", "{n|day|days}"),
    "weeks": QT_TRANSLATE_NOOP("rules", "{n|week|weeks}"),
}


def counted_unit(unit: str, n: int) -> dict[str, object]:
    """``unit`` as a marked value in the form ``n`` of it takes (a chip's "recovery 1 day")."""
    return {"t": UNIT_COUNTED[unit], "args": {"n": n}} if unit in UNIT_COUNTED else {"t": UNIT_LABELS[unit]}


def time_left(minutes: int) -> dict[str, object]:
    """``minutes`` in the largest unit that counts them whole, as a note's ``time`` and ``unit``
    ("3 hours", "90 minutes")."""
    for unit in ("days", "hours"):
        if minutes and minutes % MINUTES_PER[unit] == 0:
            count = minutes // MINUTES_PER[unit]
            return {"time": count, "unit": counted_unit(unit, count)}
    return {"time": minutes, "unit": counted_unit("minutes", minutes)}


EQUIPMENT_LABELS: dict[str, str] = {
    "": QT_TRANSLATE_NOOP("rules", "none"),
    "B": QT_TRANSLATE_NOOP("rules", "basic medical gear (B)"),
    "A": QT_TRANSLATE_NOOP("rules", "advanced medical gear (A)"),
}

#: the same gear as the players read it on their phones: the book's letter for it is the GM's code
PLAYER_EQUIPMENT_LABELS: dict[str, str] = {
    "": QT_TRANSLATE_NOOP("rules", "none"),
    "B": QT_TRANSLATE_NOOP("rules", "basic medical gear"),
    "A": QT_TRANSLATE_NOOP("rules", "advanced medical gear"),
}

MINUTES_PER: dict[str, int] = {"minutes": 1, "hours": 60, "days": 24 * 60, "weeks": 7 * 24 * 60}

#: the longest name a critical injury keeps (a name read off a book's table)
NAME_MAX = 80
#: the damage form's penalty dice for an injury: no effect the GM gave (:mod:`.injury_roll`)
FORM_PENALTY = 1
#: the most recovery dice an entry of the table gives an injury
RECOVERY_DICE_MAX = 4
#: an injury's ``entry``: its table's entry still to read (its recovery not rolled), or read
ENTRY_DUE = "due"
ENTRY_READ = "read"

SEVERED_LIMB = QT_TRANSLATE_NOOP("rules", "Severed limb")
UNNAMED_INJURY = QT_TRANSLATE_NOOP("rules", "Critical injury")


@record(frozen=True)
class InjuryKind:
    """A critical injury as a table lists it: its name, penalty dice, whether it is lethal, the
    unit of its time limit, the equipment it needs, and the unit of its recovery time."""

    name: str
    penalty: int = 0
    lethal: bool = False
    time_unit: str = "hours"
    equipment: str = "B"
    recovery_unit: str = "days"

    def __post_init__(self) -> None:
        if self.penalty < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "An injury's penalty cannot be negative."))
        if self.time_unit not in LETHAL_UNITS or self.recovery_unit not in RECOVERY_UNITS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown unit of time."))
        if self.equipment not in EQUIPMENT:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Medical equipment is B, A or none."))


@record(frozen=True)
class CriticalInjury:
    """One critical injury a character has, with its rolled times.

    ``time_limit`` (in ``time_unit``) counts only while ``lethal``; ``elapsed_minutes`` is the
    time passed since it was taken.  ``recovery`` is in ``recovery_unit``.
    """

    name: str
    penalty: int
    lethal: bool
    time_limit: int
    time_unit: str
    equipment: str
    recovery: int
    recovery_unit: str
    elapsed_minutes: int = 0
    tended: bool = False
    #: the medical gear of the last tending ("B" or "A"; "" untended, or tended before it was kept:
    #: read as basic, the text's gear for tending)
    tended_with: str = ""
    #: ``elapsed_minutes`` when the last attempt to stabilize it failed (one attempt a day)
    stabilize_tried_at: int | None = None
    #: what a file said of it beyond its dice ("-1 to Mobility", a Foundry item's text effect)
    description: str = ""
    #: taken unnamed: its entry on the table (with the recovery dice) still to read after its D66
    #: (:data:`ENTRY_DUE`), or read since (:data:`ENTRY_READ`); "" named when it was taken
    entry: str = ""

    @property
    def minutes_left(self) -> int | None:
        """Minutes until a lethal injury kills; None when it is not (or no longer) lethal."""
        if not self.lethal:
            return None
        return max(0, self.time_limit * MINUTES_PER[self.time_unit] - self.elapsed_minutes)

    @property
    def recovered(self) -> bool:
        """Whether the recovery time has passed (and the injury is not lethal): its penalty is gone.
        An injury whose entry on the table is still to read has no recovery time yet: it does not heal."""
        if self.lethal or self.entry == ENTRY_DUE:
            return False
        return self.elapsed_minutes >= self.recovery * MINUTES_PER[self.recovery_unit]

    @property
    def dice_penalty(self) -> int:
        """The dice it takes off every skill roll now: none once recovered."""
        return 0 if self.recovered else self.penalty

    @property
    def tended_gear(self) -> str:
        """The gear it was last tended with: "" untended; basic for a tending kept without its gear."""
        if not self.tended:
            return ""
        return self.tended_with or "B"

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        if not self.description:  # as injuries were stored before they had one
            del out["description"]
        if not self.tended_with:  # as injuries were stored before the gear of their tending was kept
            del out["tended_with"]
        if not self.entry:  # as injuries were stored before their recovery waited for the table's entry
            del out["entry"]
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CriticalInjury:
        try:
            injury = cls(
                name=str(data["name"]),
                penalty=int(data["penalty"]),
                lethal=bool(data["lethal"]),
                time_limit=int(data.get("time_limit", 0)),
                time_unit=str(data.get("time_unit", "hours")),
                equipment=str(data.get("equipment", "")),
                recovery=int(data.get("recovery", 0)),
                recovery_unit=str(data.get("recovery_unit", "days")),
                elapsed_minutes=int(data.get("elapsed_minutes", 0)),
                tended=bool(data.get("tended", False)),
                tended_with=str(data.get("tended_with") or ""),
                stabilize_tried_at=(
                    None if data.get("stabilize_tried_at") is None else int(data["stabilize_tried_at"])
                ),
                description=str(data.get("description") or "")[:200],
                entry=str(data.get("entry") or ""),
            )
        except (KeyError, TypeError, ValueError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A critical injury is incomplete.")) from None
        if injury.penalty < 0 or injury.time_limit < 0 or injury.recovery < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A critical injury is incomplete."))
        if injury.time_unit not in LETHAL_UNITS or injury.recovery_unit not in RECOVERY_UNITS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown unit of time."))
        if injury.equipment not in EQUIPMENT or injury.tended_with not in EQUIPMENT:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Medical equipment is B, A or none."))
        if injury.entry not in ("", ENTRY_DUE, ENTRY_READ):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A critical injury is incomplete."))
        return injury


#: what the GM's secret dice gave a critical injury just taken ("The GM rolls a die for recovery time
#: secretly"; a lethal one's time limit too), for the GM's log line alone
RECOVERY_SAID = QT_TRANSLATE_NOOP("rules", "{name}: recovery time {time} {unit} (the GM's secret die).")
LETHAL_SAID = QT_TRANSLATE_NOOP(
    "rules", "{name}: lethal in {limit} {limit_unit}, recovery time {time} {unit} (the GM's secret dice).")
#: a lethal injury taken unnamed: its time limit rolled, its recovery dice still to read off the table
LETHAL_ONLY_SAID = QT_TRANSLATE_NOOP(
    "rules", "{name}: lethal in {limit} {limit_unit} (the GM's secret die); its recovery time is rolled from its "
             "entry on the table.")


def times_said(injury: CriticalInjury) -> LogLine | None:
    """The critical injury's name and the times its dice gave, a line the GM alone reads (None: no
    die rolled yet, its entry on the table still to read)."""
    if injury.entry == ENTRY_DUE:
        if not injury.lethal:
            return None
        return LogLine(LETHAL_ONLY_SAID, {"name": {"t": injury.name}, "limit": injury.time_limit,
                                          "limit_unit": counted_unit(injury.time_unit, injury.time_limit)},
                       gm_only=True)
    args: dict[str, Any] = {"name": {"t": injury.name}, "time": injury.recovery,
                            "unit": counted_unit(injury.recovery_unit, injury.recovery)}
    if injury.lethal:
        args |= {"limit": injury.time_limit, "limit_unit": counted_unit(injury.time_unit, injury.time_limit)}
    return LogLine(LETHAL_SAID if injury.lethal else RECOVERY_SAID, args, gm_only=True)


def take_injury(kind: InjuryKind, dice: Dice, entry_due: bool = False) -> CriticalInjury:
    """The injury as the character takes it: the GM's secret die for the time limit (only for a
    lethal injury) and the die for the recovery time, both d6, lethal time first.  ``entry_due``:
    taken unnamed, its entry on the table (and so its recovery dice) known only after its D66: no
    recovery die yet (:func:`read_entry` rolls it)."""
    limit = dice.d(6) if kind.lethal else 0
    recovery = 0 if entry_due else dice.d(6)
    return CriticalInjury(
        name=kind.name,
        penalty=kind.penalty,
        lethal=kind.lethal,
        time_limit=limit,
        time_unit=kind.time_unit,
        equipment=kind.equipment if kind.lethal else "",
        recovery=recovery,
        recovery_unit=kind.recovery_unit,
        entry=ENTRY_DUE if entry_due else "",
    )


def read_entry(injury: CriticalInjury, name: str, penalty: int, recovery_dice: int, recovery_unit: str,
               dice: Dice) -> tuple[CriticalInjury, list[int]]:
    """The injury's entry read off the table after its D66: its name, its penalty dice, and its
    recovery time rolled now from the entry's own dice (``recovery_dice`` D6 of ``recovery_unit``, the
    GM's secret roll), counted from when the injury was taken.  Returns the injury and the faces."""
    if injury.entry != ENTRY_DUE:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This injury's recovery time is rolled already."))
    if not 0 <= penalty <= 10:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Penalty dice: 0 to 10."))
    if not 1 <= recovery_dice <= RECOVERY_DICE_MAX:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Recovery dice: 1 to 4."))
    if recovery_unit not in RECOVERY_UNITS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown unit of time."))
    faces = [dice.d(6) for _ in range(recovery_dice)]
    return replace(injury, name=name, penalty=penalty, recovery=sum(faces), recovery_unit=recovery_unit,
                   entry=ENTRY_READ), faces


def total_penalty(injuries: list[CriticalInjury]) -> int:
    """All critical injuries' penalties add up on every skill roll (a recovered one's is removed)."""
    return sum(i.dice_penalty for i in injuries)


def equipment_suffices(needed: str, available: str) -> bool:
    """Advanced gear (A) serves where basic (B) is needed; basic never serves for advanced."""
    if needed == "":
        return True
    if needed == "B":
        return available in ("B", "A")
    return available == "A"


def stabilize(injury: CriticalInjury, medicine_successes: int, equipment: str) -> CriticalInjury:
    """A Medicine roll to stabilize a lethal injury before its time runs out.

    Refused without the right equipment ("without the right equipment, there is nothing to be
    done"), for an injury that is not lethal, once the time has run out, and within a day of a
    failed attempt ("only one attempt can be made each day").  A success makes the injury
    non-lethal; a failure is remembered, and the next try comes a day later.
    """
    if not injury.lethal:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This injury is not lethal."))
    if injury.minutes_left == 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The time limit has run out."))
    if not equipment_suffices(injury.equipment, equipment):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Without the right medical equipment nothing can be done."))
    if medicine_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    if next_stabilize_in(injury):
        raise RulesError(
            QT_TRANSLATE_NOOP("rules", "Only one attempt to stabilize a day: the last one failed less than a day ago.")
        )
    if medicine_successes > 0:
        return replace(injury, lethal=False)
    return replace(injury, stabilize_tried_at=injury.elapsed_minutes)


def next_stabilize_in(injury: CriticalInjury) -> int:
    """Minutes until the next attempt to stabilize may be made (0: now)."""
    if injury.stabilize_tried_at is None:
        return 0
    return max(0, injury.stabilize_tried_at + MINUTES_PER["days"] - injury.elapsed_minutes)


#: how far each gear goes: a new tending needs gear further than the last one's
GEAR_RANK: dict[str, int] = {"": 0, "B": 1, "A": 2}


def can_tend_again(injury: CriticalInjury, equipment: str) -> bool:
    """Whether ``equipment`` allows a tending roll: the injury untended, or tended with lesser gear
    ("unless your group gains access to more advanced medical gear – in this case, a new roll is allowed")."""
    return GEAR_RANK[equipment] > GEAR_RANK[injury.tended_gear]


def tend(injury: CriticalInjury, medicine_successes: int, equipment: str = "B") -> CriticalInjury:
    """Tending with medical gear: each success shortens the recovery time by one unit, a failed
    roll lengthens it by one.  Only one such roll per injury, unless the group has come by more
    advanced gear than the last tending's (basic, then advanced): a new roll; refused otherwise.
    Refused without medical gear: "you cannot create it by tearing some sheets into bandages"."""
    if injury.entry == ENTRY_DUE:
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "This injury's recovery time is not rolled yet: read its entry on the table first (Name an "
                     "injury)."))
    if not equipment_suffices("B", equipment):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Tending an injury needs medical gear (basic or advanced)."))
    if not can_tend_again(injury, equipment):
        if injury.tended_gear == "B":
            raise RulesError(QT_TRANSLATE_NOOP(
                "rules", "This injury has already been tended with basic medical gear: only advanced medical "
                "gear (A) allows a new roll."))
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "This injury has already been tended with advanced medical gear: no new roll is allowed."))
    if medicine_successes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes cannot be negative."))
    change = -medicine_successes if medicine_successes > 0 else 1
    return replace(injury, recovery=max(0, injury.recovery + change), tended=True, tended_with=equipment)


def allow_new_tending(injury: CriticalInjury) -> CriticalInjury:
    """Access to more advanced medical gear allows a new tending roll."""
    return replace(injury, tended=False, tended_with="")


def pass_time(injury: CriticalInjury, minutes: int) -> tuple[CriticalInjury, bool]:
    """Let ``minutes`` pass; returns the injury and whether a lethal time limit ran out."""
    if minutes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Time cannot run backwards."))
    after = replace(injury, elapsed_minutes=injury.elapsed_minutes + minutes)
    return after, after.minutes_left == 0


@record(frozen=True)
class Amputation:
    """The result of cutting off a limb: the injury taken, and one stress for each of the two."""

    injury: CriticalInjury
    amputee_stress: int = 1
    cutter_stress: int = 1


def amputate(severed_limb: InjuryKind, medicine_successes: int, dice: Dice) -> Amputation:
    """Amputation: the amputee takes "severed limb" whatever the roll; it is lethal only when the
    cutter's Medicine roll failed.  Both take one stress."""
    kind = replace(severed_limb, lethal=medicine_successes <= 0)
    return Amputation(take_injury(kind, dice))
