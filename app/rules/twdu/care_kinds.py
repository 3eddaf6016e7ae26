"""twdu's first aid, amputation, overwatch and dithering in the dice dock (twdu text, "Brawls",
"Damage and health", "Amputation").

* First aid: a Medicine roll on a Broken character within Short range (never on oneself): its
  successes go to the patient's heal form as first aid.
* Amputation: the cutter's Medicine roll; both take one stress; the amputee takes the critical
  injury "severed limb", lethal only when the roll failed.
* Overwatch: a Ranged Combat action declared for the round: the character may fire in the
  Movement phase; a badge shows it until the round ends.
* Dithering: a player who lingers over the choice of action takes one stress.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, Outcome, RulesError, Sheet
from app.rules.dice import Dice, Face, RollRecord
from app.rules.rolling import Chance, DamageOffer, Roller
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.injuries import SEVERED_LIMB, InjuryKind, take_injury, times_said
from app.rules.twdu.kinds import Distribution, ExtraKind, TheirOdds, Theirs, Values, Verdict, at_least, successes
from app.rules.twdu.pool import Pool, PoolRoll
from app.rules.twdu.range_fields import BAND_FIELD
from app.rules.twdu.rollforms import pool_fields, roller_pool

MAX_STRESS = 10
OVERWATCH_KEY = "overwatch"
AMPUTATION_STRESS = 1
DITHER_STRESS = 1


def medicine(roller: Roller, values: Mapping[str, Any]) -> Pool:
    return roller_pool(roller, values, skill="medicine")


class FirstAidKind(ExtraKind):
    key = "first_aid"
    label = QT_TRANSLATE_NOOP("rules", "First aid (Medicine)")
    help = QT_TRANSLATE_NOOP(
        "rules", "On a Broken character within Short range, never oneself: a success gets them up with one "
        "Health, each extra success one more."
    )
    opposed = True  # the one tended is picked in On; nothing is rolled against them
    hostile = False  # done on the one tended: "On" in the dock and the log
    no_opponent = QT_TRANSLATE_NOOP("rules", "First aid needs someone to tend: pick them in On.")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (BAND_FIELD,) + pool_fields()[1:]

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        assert opponent is not None
        if values["band"] != "short":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "First aid reaches only someone within Short range."))
        if opponent.state.get("dead") or int(opponent.state.get("health", 3)) != 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "First aid is for a Broken character."))
        return {}

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return medicine(roller, values)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        out = [Chance(QT_TRANSLATE_NOOP("rules", "Back on their feet"), at_least(mine, 1))]
        for count in (2, 3):
            if at_least(mine, count):
                out.append(Chance(QT_TRANSLATE_NOOP("rules", "Health {count}"), at_least(mine, count),
                                  {"count": count}))
        return out

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        count = successes(roll)
        if not count:
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "First aid fails: Broken for the D6 minutes")), False)
        heal = DamageOffer("opponent", count, {"kind": "first_aid", "successes": count}, heal=True,
                           label=QT_TRANSLATE_NOOP("rules", "First aid: {name} back on their feet"))
        line = LogLine(QT_TRANSLATE_NOOP("rules", "First aid: {count} {count|success|successes}"), {"count": count})
        return Verdict(line, True, (heal,))


class AmputateKind(ExtraKind):
    key = "amputate"
    label = QT_TRANSLATE_NOOP("rules", "Amputate a limb (Medicine)")
    help = QT_TRANSLATE_NOOP(
        "rules", "Both take one stress; the amputee takes the critical injury Severed limb, lethal if the roll fails."
    )
    opposed = True
    hostile = False  # done on the amputee: "On" in the dock and the log

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return pool_fields()[1:] + (
            FieldSpec("penalty", QT_TRANSLATE_NOOP("rules", "Severed limb: penalty dice"), "int", 1, 0, 10,
                      help=QT_TRANSLATE_NOOP("rules", "The text's table is not printed: the GM says.")),
        )

    def pool(self, roller: Roller, values: Mapping[str, Any], context: Mapping[str, Any]) -> Pool:
        return medicine(roller, values)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "The severed limb is not lethal"), at_least(mine, 1)),
            Chance(QT_TRANSLATE_NOOP("rules", "Lethal"), mine.get(0, Fraction(0)), severity="danger"),
        ]

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        lethal = not successes(roll)
        request = {"damage": 0, "source": "amputation", "armor": False, "injury_name": SEVERED_LIMB,
                   "injury_penalty": values["penalty"], "injury_lethal": lethal}
        offer = DamageOffer("opponent", 0, request, label=QT_TRANSLATE_NOOP("rules", "Severed limb for {name}"))
        text = (QT_TRANSLATE_NOOP("rules", "The limb is off; the wound is lethal") if lethal
                else QT_TRANSLATE_NOOP("rules", "The limb is off; the wound is not lethal"))
        # the cutter's stress comes with the first roll only (a push adds its own)
        state = None
        if roll is not None and not roll.pushed:
            state = {"stress": min(MAX_STRESS, int(roller.state.get("stress", 0)) + AMPUTATION_STRESS)}
        return Verdict(LogLine(text), not lethal, (offer,), state,
                       (LogLine(QT_TRANSLATE_NOOP("rules", "The cutter takes {count} stress."),
                                {"count": AMPUTATION_STRESS}),))


class OverwatchKind(ExtraKind):
    key = "overwatch"
    label = QT_TRANSLATE_NOOP("rules", "Overwatch (Ranged Combat action)")
    help = QT_TRANSLATE_NOOP(
        "rules", "Guard an area: fire in the Movement phase at anyone who moves into it; nobody comes, nothing done."
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (FieldSpec("stop", QT_TRANSLATE_NOOP("rules", "Stand down (no more overwatch)"), "bool", False),)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        return []

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        if values["stop"]:
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Stands down from overwatch")), None,
                           state={OVERWATCH_KEY: None})
        return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "On overwatch: may fire in the Movement phase")), None,
                       state={OVERWATCH_KEY: True})


class DitherKind(ExtraKind):
    key = "dither"
    label = QT_TRANSLATE_NOOP("rules", "Dithering (no action chosen in time)")
    help = QT_TRANSLATE_NOOP("rules", "Lingering over the choice costs the player character one stress.")

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        return (FieldSpec("stress", QT_TRANSLATE_NOOP("rules", "Stress taken"), "int", DITHER_STRESS, 0, 3),)

    def chances(self, mine: Distribution, theirs: TheirOdds, values: Values, context: Values) -> list[Chance]:
        return []

    def verdict(self, roll: PoolRoll | None, theirs: Theirs, values: Values, context: Values,
                roller: Roller) -> Verdict:
        before = int(roller.state.get("stress", 0))
        after = min(MAX_STRESS, before + values["stress"])
        return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "Lingers over the choice: stress {before} → {after}"),
                               {"before": before, "after": after}), None, state={"stress": after})


def amputated(state: Mapping[str, Any], kind: InjuryKind, dice: Dice) -> Outcome:
    """The amputee's side (the damage form's source Amputation): one stress and the critical
    injury "severed limb" (lethal as the form says: when the cutter's Medicine roll failed)."""
    new = dict(state)
    new["stress"] = min(MAX_STRESS, int(state.get("stress", 0)) + AMPUTATION_STRESS)
    injury = take_injury(kind, dice)
    new["injuries"] = [*state.get("injuries", []), injury.to_dict()]
    faces = [injury.time_limit, injury.recovery] if injury.lethal else [injury.recovery]
    record = RollRecord(QT_TRANSLATE_NOOP("rules", "Critical injury times"), [Face(6, f) for f in faces],
                        " ".join(str(f) for f in faces), injury.recovery, dice.typed, secret=True)
    text = (QT_TRANSLATE_NOOP("rules", "Amputated: one stress and {name}, lethal.") if injury.lethal
            else QT_TRANSLATE_NOOP("rules", "Amputated: one stress and {name}, not lethal."))
    said = times_said(injury)  # named: its dice rolled, said
    return Outcome(new, [LogLine(text, {"name": {"t": injury.name}}), *([said] if said else [])], [record])


def overwatch_over(state: Mapping[str, Any], fight: bool = False) -> tuple[dict[str, Any], list[LogLine]]:
    """The round has ended (or, with ``fight``, the fight): an overwatch nobody walked into is over."""
    new = dict(state)
    if new.pop(OVERWATCH_KEY, None) is None:
        return new, []
    if fight:
        return new, [LogLine(QT_TRANSLATE_NOOP("rules", "The overwatch ends with the fight."))]
    return new, [LogLine(QT_TRANSLATE_NOOP("rules", "The overwatch ends with the round."))]
