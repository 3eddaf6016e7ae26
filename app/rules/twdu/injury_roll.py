"""The critical injury's roll, due once a character breaks (twdu text, "Critical injuries": "When you
are Broken, you suffer a critical injury").

The text refers to a table of critical injuries it does not print, rolled with two dice read as
tens and units (D66).  A character broken with no injury named on the damage form carries an
unnamed "Critical injury": its D66 is then a check due (the roster's row, Edit → Checks due,
Ctrl+Shift+K, and the dice dock's kind of roll "Critical injury (D66)", where the two dice may be
typed from the table, tens first).  The roll marks the injury with its D66 (the roster's chip:
"Critical injury — D66 34: −1 dice; recovery 3 days") for the GM to read on the table, and the log
says so.  The name read off the table may be typed in the dock with the dice, or given later (the
heal form's "Name an injury"); the D66 stays beside it.  An injury named on the damage form, or read
from a file, calls for no roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, Condition, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice, Face, RollRecord
from app.rules.features.checks import CheckRules
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.injuries import ENTRY_READ, FORM_PENALTY, NAME_MAX, UNNAMED_INJURY, CriticalInjury
from app.rules.twdu.injury_entry import (
    ENTRY_GEAR_FIELD,
    ENTRY_LETHAL_FIELD,
    ENTRY_PENALTY_FIELD,
    ENTRY_UNIT_FIELD,
    RECOVERY_DICE_FIELD,
    entry_read,
)

KEY = "critical_injury"
LABEL = QT_TRANSLATE_NOOP("rules", "Critical injury (D66)")
CHOICE = Choice(KEY, LABEL)
#: what an unnamed injury's description holds once its D66 is rolled ("D66 34"): no words to translate
ROLLED = "D66 {d66}"
#: an unnamed injury's tag once its D66 is rolled: the injury rolled, by its number on the table
ROLLED_LABEL = QT_TRANSLATE_NOOP("rules", "Critical injury {d66}")
#: one of two or more unnamed injuries whose D66 waits: its chip, numbered, and what its roll says it is for
NUMBERED_LABEL = QT_TRANSLATE_NOOP("rules", "Critical injury #{n}")
FOR_NUMBER = QT_TRANSLATE_NOOP("rules", "for #{n}")
#: an unnamed injury's detail on the roster once rolled, before what it would say otherwise
DETAIL = QT_TRANSLATE_NOOP("rules", "D66 {d66}: {rest}")
#: the roll's line, after the check's name the log puts first ("Ana: Critical injury (D66): D66 15 (1 ten,
#: 5 units): …"), so the injury is named once; it says where the entry's name goes (the heal form's "Name an
#: injury", H from the fight list or the roster, where the focus lands after the roll)
LINE = QT_TRANSLATE_NOOP(
    "rules", "D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read entry {d66} on the book's "
    "table and type its name: H, Name an injury.")

#: the line when the GM typed the injury's name read off the table with the dice
LINE_NAMED = QT_TRANSLATE_NOOP("rules", "D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}) — {injury}.")
#: the lines of logs written before (the injury named three times, "1 tens"), read in the GM's language as they were
#: (app.services.plurals.ENGLISH gives their English the plural forms)
WRITTEN_BEFORE = (
    QT_TRANSLATE_NOOP("rules", "Critical injury: D66 {d66} ({tens} tens, {units} units): read injury {d66} and its "
                               "effect on the critical-injury table."),
    QT_TRANSLATE_NOOP("rules", "Critical injury: D66 {d66} ({tens} tens, {units} units) — {injury}."),
    # the line before it said where the entry's name goes
    QT_TRANSLATE_NOOP("rules", "D66 {d66} ({tens} {tens|ten|tens}, {units} {units|unit|units}): read injury {d66} and "
                               "its effect on the book's table."),
)
#: the dice the dock's faces field takes with the name read off the table: the D66's, then the entry's
#: recovery dice if the GM rolls them at the table (:mod:`.injury_entry`)
WITH_ENTRY = QT_TRANSLATE_NOOP(
    "rules", "2 dice for the D66, tens first; then the entry's recovery dice, or none to let Deadwatch roll them")
#: more than the D66's dice typed with no name read off the table: its recovery dice come with the name,
#: typed in the dock's name field (the dock's form has one)
TOO_MANY_UNNAMED = QT_TRANSLATE_NOOP(
    "rules", "You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry's recovery dice come with "
             "its name: type it first in \"Injury's name (read off the table)\", then the D66 with its recovery "
             "dice, or name it later (H, Name an injury).")
#: the same where no name can be typed with the dice (the checks dialog, Ctrl+Shift+K): where it can
TOO_MANY_NO_NAME_FIELD = QT_TRANSLATE_NOOP(
    "rules", "You typed {typed} {typed|die|dice}; a D66 takes 2, tens first. The entry's recovery dice come with "
             "its name: type the D66 here and name the entry after it (H, Name an injury), or type the name and "
             "all the dice together in the dice dock's \"Critical injury (D66)\".")
#: the dock's field for the name read off the table with the dice typed from it
NAME_FIELD = FieldSpec("injury_name", QT_TRANSLATE_NOOP("rules", "Injury's name (read off the table)"), "text", "",
                       help=QT_TRANSLATE_NOOP("rules", "The injury's name as the book's table gives it for its "
                                                       "D66; left empty, name it later (Heal: Name an injury)"),
                       once=True)


def unrolled(state: Mapping[str, Any]) -> int | None:
    """The index of the first injury taken unnamed, its D66 not yet rolled; None when there is none."""
    return next(iter(all_unrolled(state)), None)


def all_unrolled(state: Mapping[str, Any]) -> list[int]:
    """The indexes of the injuries taken unnamed whose D66 is not yet rolled, in order (the first is rolled next)."""
    if state.get("dead"):
        return []
    return [index for index, injury in enumerate(state.get("injuries", []) or [])
            if isinstance(injury, Mapping) and injury.get("name") == UNNAMED_INJURY and not injury.get("description")
            and not _healed(injury)]


def numbered(condition: Condition, n: int) -> Condition:
    """One of two or more unnamed injuries whose D66 waits, its chip numbered ("Critical injury #2"):
    two chips alike, and the GM could not tell which one the roll was for."""
    return replace(condition, label=NUMBERED_LABEL, args={**condition.args, "n": n})


def _healed(injury: Mapping[str, Any]) -> bool:
    """Whether the injury has healed (its recovery time passed): a healed injury asks for nothing."""
    try:
        return CriticalInjury.from_dict(injury).recovered
    except (KeyError, TypeError, ValueError, RulesError):
        return False


def with_d66(condition: Condition, d66: int) -> Condition:
    """An unnamed injury's chip once its D66 is rolled, for the GM: "D66 34: −1 dice; recovery 3
    days"; the players' words as they were."""
    rest = {"t": condition.detail, "ctx": "rules", "args": dict(condition.args)}
    player = condition.player_detail if condition.player_detail is not None else condition.detail
    label = ROLLED_LABEL if condition.label == UNNAMED_INJURY else condition.label  # named: its name
    return replace(condition, label=label, detail=DETAIL, args={**condition.args, "d66": d66, "rest": rest},
                   player_detail=player)


#: an injury taken unnamed, its entry on the table still to read: the penalty the damage form gave it
#: counts until then, its recovery dice are the entry's (:mod:`.injury_entry`)
ENTRY_UNROLLED = QT_TRANSLATE_NOOP(
    "rules", "−{penalty} {penalty|die|dice} for now; recovery time from its entry on the table, after the D66")
#: the same once its D66 is rolled: the entry the GM reads next, and where it is given
ENTRY_TO_READ = QT_TRANSLATE_NOOP(
    "rules", "read entry {d66} on the table: H, Name an injury (−{penalty} {penalty|die|dice} for now)")


def entry_due(condition: Condition, injury: CriticalInjury, d66: int | None) -> Condition:
    """The chip of an injury whose entry on the table is still to read: its D66 to roll, or the entry
    its D66 points to ("Critical injury 66 — read entry 66 on the table: H, Name an injury"), the GM's
    words; the players' as they were."""
    player = condition.player_detail if condition.player_detail is not None else condition.detail
    args = {**condition.args, "penalty": injury.penalty}
    if d66 is None:
        return replace(condition, detail=ENTRY_UNROLLED, args=args, player_detail=player)
    label = ROLLED_LABEL if condition.label == UNNAMED_INJURY else condition.label
    return replace(condition, label=label, detail=ENTRY_TO_READ, args={**args, "d66": d66}, player_detail=player)


#: what the players read of an injury taken unnamed whose effect the GM gave no more of than the damage
#: form's defaults (one penalty die, not lethal): its D66 still due, or rolled (the effect the book's
#: table gives it, which Deadwatch does not know: the log tells the GM to read it there)
TO_BE_ROLLED = QT_TRANSLATE_NOOP("rules", "to be rolled")
IN_THE_BOOK = QT_TRANSLATE_NOOP("rules", "effect in the book's table")


def effect_unknown(injury: CriticalInjury) -> bool:
    """Whether Deadwatch does not know the injury's effect: taken unnamed (its D66 due, or rolled, named
    since or not, its entry on the table not read) with the damage form's defaults, no penalty or
    lethality the GM typed; an injury whose entry was read has the effect the GM gave it."""
    if injury.entry == ENTRY_READ:  # its entry read off the table: the GM gave its effect
        return False
    unnamed = (injury.name == UNNAMED_INJURY and not injury.description
               or rolled_d66(injury.name, injury.description) is not None)
    return unnamed and injury.penalty == FORM_PENALTY and not injury.lethal


def players_words(condition: Condition, injury: CriticalInjury, due: bool) -> Condition:
    """An injury's chip as the players' phones read it: an injury whose effect Deadwatch does not
    know says its roll is still due ("Critical injury — to be rolled"), or, rolled, where its effect is
    ("Critical injury 34 — effect in the book's table"), never the form's −1 die; any other as it is."""
    if injury.recovered or not effect_unknown(injury):
        return condition
    return replace(condition, player_detail=TO_BE_ROLLED if due else IN_THE_BOOK)


def rolled_d66(name: str, description: str) -> int | None:
    """The D66 an injury taken unnamed was rolled as, kept once the GM has named it from the table
    (None: named on the damage form, or not rolled)."""
    if not name or not description.startswith("D66 "):
        return None
    number = description[4:]
    return int(number) if number.isdigit() else None


class TwduInjuryRoll(CheckRules):
    """The D66 of an unnamed critical injury, due until rolled."""

    def checks_due(self, sheet: Sheet, state: State) -> list[Choice]:
        """The D66 of the first unnamed injury not yet rolled; of two or more, it says which ("for #1",
        the chips numbered alike): one roll at a time, the next offered once it is rolled."""
        waiting = all_unrolled(state)
        if not waiting:
            return []
        return [replace(CHOICE, words=FOR_NUMBER, words_args=(("n", 1),))] if len(waiting) > 1 else [CHOICE]

    def dock_checks(self) -> tuple[Choice, ...]:
        return (CHOICE,)

    def check_fields(self, check: str) -> tuple[FieldSpec, ...]:
        """The name read off the table with the dice, and the entry's penalty and recovery dice."""
        if check != KEY:
            return ()
        return (NAME_FIELD, *(replace(f, once=True) for f in (ENTRY_PENALTY_FIELD, RECOVERY_DICE_FIELD,
                                                               ENTRY_UNIT_FIELD, ENTRY_LETHAL_FIELD,
                                                               ENTRY_GEAR_FIELD)))

    def typed_dice(self, check: str) -> tuple[str, str]:
        """The D66: two dice read as tens and units."""
        if check != KEY:
            return "", ""
        return (QT_TRANSLATE_NOOP("rules", "a D66: two dice, tens first"),
                QT_TRANSLATE_NOOP("rules", "e.g. 5 2 (tens first)"))

    def typed_dice_wanted(self, check: str, inputs: Mapping[str, Any]) -> str:
        """The D66's two dice; with the name read off the table, then the entry's recovery dice, typed
        after them or left to Deadwatch (the GM's secret roll)."""
        if check != KEY:
            return ""
        name = inputs.get("injury_name", "")
        if isinstance(name, str) and name.strip():
            return WITH_ENTRY
        return QT_TRANSLATE_NOOP("rules", "2 dice for the D66, tens first")

    def typed_dice_refused(self, check: str, inputs: Mapping[str, Any], typed: int) -> str:
        """More than the D66's two dice typed with no name: the entry's recovery dice are read off
        the table after the D66, with its name ("This roll takes 2 × d6; 3 typed." said not why)."""
        name = inputs.get("injury_name", "")
        if check != KEY or typed <= 2 or (isinstance(name, str) and name.strip()):
            return ""
        return TOO_MANY_UNNAMED if NAME_FIELD.key in inputs else TOO_MANY_NO_NAME_FIELD

    def roll_check_with(self, sheet: Sheet, state: State, check: str, dice: Dice,
                        inputs: Mapping[str, Any]) -> Outcome:
        """The D66, and the entry read off the table for it when the GM typed its name with the dice: its
        penalty, and its recovery time rolled from the entry's dice (:mod:`.injury_entry`)."""
        name = inputs.get("injury_name", "")
        if not isinstance(name, str):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Text is expected."))
        name = " ".join(name.split())[:NAME_MAX]
        outcome = self.roll_check(sheet, state, check, dice)
        if not name:
            return outcome
        index = unrolled(state)
        assert index is not None  # rolled above
        injuries = [dict(i) for i in outcome.state["injuries"]]
        read, said, rolls = entry_read(CriticalInjury.from_dict(injuries[index]), name, inputs, dice)
        injuries[index] = read.to_dict()
        line = LogLine(LINE_NAMED, {**outcome.lines[0].args, "injury": name})
        return Outcome({**outcome.state, "injuries": injuries}, [line, *said], [*outcome.rolls, *rolls])

    def roll_check(self, sheet: Sheet, state: State, check: str, dice: Dice) -> Outcome:
        index = unrolled(state)
        if check != KEY or index is None:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That check is not due."))
        tens, units = dice.d(6), dice.d(6)
        d66 = tens * 10 + units
        injuries = [dict(i) for i in state.get("injuries", [])]
        injuries[index]["description"] = ROLLED.replace("{d66}", str(d66))
        new = dict(state)
        new["injuries"] = injuries
        record = RollRecord(LABEL, [Face(6, tens), Face(6, units)], f"{tens} {units}", d66, dice.typed)
        line = LogLine(LINE, {"d66": d66, "tens": tens, "units": units})
        return Outcome(new, [line], [record])
