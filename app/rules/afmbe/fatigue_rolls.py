"""All Flesh Must Be Eaten fatigue in the dice dock (unisystem §4.8, §5): Endurance lost to work,
to lost sleep or to a load carried, and the load the character carries.

* §4.8: hard work "1 punto cada diez minutos", really hard work 1d4 a minute, each hour of sleep
  missed below seven 1 point (made up only by sleeping); each level of Resistance (Fatigue) takes
  one off each loss, but not off lost sleep (:func:`~.fatigue.endurance_loss`).
* §5: a load beyond half the maximum is light, medium, heavy or very heavy: −1.5, −3, −4.5 or −5
  Speed ("al movimiento"), 1d4 Endurance every 10, 5, 2 or 1 minutes; a light load also −1 to tests
  that need movement (the text gives that −1 for the light load alone; whether the heavier ones
  keep it is the campaign's option, :func:`~.fatigue.movement_penalty`).

The odds shown are exact: the chance that the loss leaves the character dazed (Endurance 5 or
less: −2 to every action) and exhausted (0 or less: a Survival check every turn).  Nothing here
is opposed; the roll changes the roller's own state, in the roll's one log line.

:class:`AfmbeFatigueRolls` is a part of :class:`~app.rules.afmbe.rolls.AfmbeRolls`; it reads states
through the :class:`~.states.AfmbeStates` it holds, and the ruleset's ``spend_endurance`` and
``set_load`` hand on to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.afmbe import character, wounds
from app.rules.afmbe.catalog import RESISTANCE_FATIGUE
from app.rules.afmbe.fatigue import (
    ACTIVITIES,
    KEEP_MOVEMENT_PENALTY,
    LOAD_LEVELS,
    LOADS,
    endurance_loss,
    loaded_speed,
    movement_penalty,
)
from app.rules.afmbe.states import AfmbeStates
from app.rules.base import Choice, Condition, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice, Face, RollRecord
from app.rules.numbers import signed
from app.rules.rolling import Chance, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

ENDURANCE_KIND = "endurance_loss"
LOAD_KIND = "load"
FATIGUE_KINDS = frozenset({ENDURANCE_KIND, LOAD_KIND})

#: the activities the GM gives a duration for (frantic combat is the round's end's own)
_ACTIVITIES = ("hard_work", "very_hard_work", "sleep_lost", "load")
MOST_DURATION = 1440
DAZED_AT = 5


def fatigue_kinds(uni: bool) -> list[RollKind]:
    """The two kinds, unisystem only (the norms text has no fatigue rules)."""
    if not uni:
        return []
    return [
        RollKind(
            ENDURANCE_KIND, QT_TRANSLATE_NOOP("rules", "Endurance loss"),
            (FieldSpec("activity", QT_TRANSLATE_NOOP("rules", "Activity"), "choice", "hard_work",
                       choices=tuple(Choice(k, ACTIVITIES[k]) for k in _ACTIVITIES)),
             FieldSpec("duration", QT_TRANSLATE_NOOP("rules", "How long"), "int", 10, 0, MOST_DURATION,
                       help=QT_TRANSLATE_NOOP("rules", "Minutes of work or of carrying the load; hours of sleep "
                                                       "missed below seven."))),
            help=QT_TRANSLATE_NOOP("rules", "Hard work: 1 every 10 minutes; really hard work: 1d4 a minute; an "
                                            "hour of sleep missed: 1; a load: 1d4 every 10/5/2/1 minutes. "
                                            "Resistance (Fatigue) takes 1 off each, not off lost sleep."),
            subject=()),
        RollKind(
            LOAD_KIND, QT_TRANSLATE_NOOP("rules", "Load carried"),
            (FieldSpec("load", QT_TRANSLATE_NOOP("rules", "Load"), "choice", "none",
                       choices=tuple(Choice(lv.key, lv.label) for lv in LOAD_LEVELS)),),
            help=QT_TRANSLATE_NOOP("rules", "Beyond half the maximum load: Speed −1.5 (light), −3 (medium), −4.5 "
                                            "(heavy) or −5 (very heavy), and Endurance lost as time passes; a "
                                            "light load also −1 to tests that need movement."),
            subject=()),
    ]


def _loss_dice(values: Mapping[str, Any], load: str) -> tuple[int, int]:
    """(d4 rolled, points certain) of the activity."""
    activity, duration = values["activity"], int(values["duration"])
    if activity == "hard_work":
        return 0, duration // 10
    if activity == "sleep_lost":
        return 0, duration
    if activity == "very_hard_work":
        return duration, 0
    per = LOADS[load].minutes_per_d4
    return (duration // per if per else 0), 0


def loss_distribution(values: Mapping[str, Any], load: str, resistance: int) -> dict[int, Fraction]:
    """The exact distribution of the Endurance lost."""
    count, certain = _loss_dice(values, load)
    res = 0 if values["activity"] == "sleep_lost" else max(0, resistance)
    if not count:
        per_point = 1 if values["activity"] == "sleep_lost" else max(0, 1 - res)
        return {certain * per_point: Fraction(1)}
    ways = {0: 1}
    for _ in range(count):
        step: dict[int, int] = {}
        for total, n in ways.items():
            for face in range(1, 5):
                key = total + max(0, face - res)
                step[key] = step.get(key, 0) + n
        ways = step
    whole = 4 ** count
    return {total: Fraction(n, whole) for total, n in ways.items()}


def _decimal(value: Fraction) -> dict[str, str]:
    """A signed speed change as an argument the console writes with the decimal point of the language
    shown ({"num": "−1.5"}: "−1.5", "−1,5"; "−3")."""
    text = f"{abs(float(value)):g}"
    return {"num": ("−" if value < 0 else "+") + text}


LOAD_DETAIL = QT_TRANSLATE_NOOP("rules", "Speed {before} → {after}; {test} to tests that need movement and to "
                                         "initiative; 1d4 Endurance every {minutes} min")
#: a load heavier than light, the campaign keeping the light load's −1 on movement tests
LOAD_DETAIL_KEPT = QT_TRANSLATE_NOOP("rules", "Speed {before} → {after}; {test} to tests that need movement and to "
                                              "initiative (the light load's, kept by the campaign's option); 1d4 "
                                              "Endurance every {minutes} min")
#: a load heavier than light, the campaign not keeping it: the text gives its Speed and its Endurance
LOAD_DETAIL_SPEED = QT_TRANSLATE_NOOP("rules", "Speed {before} → {after}; nothing off tests that need movement "
                                               "(the campaign's option); 1d4 Endurance every {minutes} min")

#: the load's penalties on the character's row, short (the badge "Lightly loaded — Speed 8.5, −1 moving"):
#: the loaded Speed and what comes off tests that need movement; the rest in the badge's tooltip
LOAD_SHORT = QT_TRANSLATE_NOOP("rules", "Speed {after}, {test} moving")
#: the same where the campaign's option takes nothing off movement tests for a heavier load
LOAD_SHORT_SPEED = QT_TRANSLATE_NOOP("rules", "Speed {after}")


#: the Endurance a load carried costs as game time passes (§5: "se pierden 1D4 Puntos de Resistencia
#: cada 10 minutos"), said on the Time passes form and in its log line: how many d4, where to roll them
LOAD_DUE = QT_TRANSLATE_NOOP(
    "rules", "{load} for {minutes} min: {count}d4 Endurance due (1d4 every {per} min); roll it in the dice "
             "dock: Endurance loss, Carrying the current load, {minutes} minutes.")


def load_rolls_due(load: str, minutes: int) -> list[LogLine]:
    """The d4s of Endurance a load carried for ``minutes`` costs (one every 10, 5, 2 or 1 minutes;
    the minutes short of the next d4 cost none), as a line telling the GM how to roll them; none
    unloaded or short of the first d4."""
    level = LOADS.get(load, LOADS["none"])
    count = minutes // level.minutes_per_d4 if level.minutes_per_d4 and minutes > 0 else 0
    if not count:
        return []
    return [LogLine(LOAD_DUE, {"load": {"t": level.label}, "minutes": minutes, "count": count,
                               "per": level.minutes_per_d4})]


def kept_option(options: Mapping[str, Any] | None) -> bool:
    """Whether the campaign keeps the light load's −1 on heavier loads (:data:`KEEP_MOVEMENT_PENALTY`)."""
    return bool((options or {}).get(KEEP_MOVEMENT_PENALTY, True))


def load_condition(sheet: Mapping[str, Any], load: str, kept: bool = True) -> Condition:
    """The badge of a load carried (§5: "−1,5 a su Velocidad y −1 a todas las Pruebas o Chequeos que
    requieran movimiento (como sigilo o iniciativa)"): the character's own Speed as the load leaves
    it, the penalty (a heavier load's as the campaign's option ``kept`` says, and saying so) and the
    Endurance it costs, in the badge's tooltip."""
    level = LOADS[load]
    before = character.speed(sheet)
    after = loaded_speed(before, load)
    test = movement_penalty(load, kept)
    detail = LOAD_DETAIL if level.test_penalty else LOAD_DETAIL_KEPT if test else LOAD_DETAIL_SPEED
    return Condition("load", level.label, detail, "info",
                     {"before": before, "after": {"num": f"{float(after):g}"}, "test": signed(test),
                      "minutes": level.minutes_per_d4},
                     meaning=LOAD_SHORT if test else LOAD_SHORT_SPEED)


def _resistance(roller: Roller, activity: str) -> int:
    if activity == "sleep_lost":
        return 0
    return character.trait_level(character.validate_sheet(roller.sheet), "quality", RESISTANCE_FATIGUE)


class AfmbeFatigueRolls:
    """Endurance lost to effort and the load carried, for characters of ``states``' preset: the dice
    dock's two kinds (unisystem only) and what they do to the roller's state."""

    def __init__(self, states: AfmbeStates, options: Mapping[str, Any] | None = None) -> None:
        self.states = states
        #: the campaign's option: heavier loads keep the light load's −1 on movement tests
        self.kept = kept_option(options)

    def kinds(self) -> list[RollKind]:
        return fatigue_kinds(self.states.uni)

    def spend_endurance(self, sheet: Sheet, state: State, activity: str, duration: int,
                        dice: Dice) -> Outcome:
        """Endurance lost to an activity (unisystem §4.8, §5), Resistance (Fatigue) applied."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        res = 0 if activity == "sleep_lost" else character.trait_level(clean, "quality", RESISTANCE_FATIGUE)
        loss = endurance_loss(activity, duration, dice, res, st["load"])
        before = st["endurance"]
        st["endurance"] = before - loss.amount
        st["sleep_debt"] += loss.sleep_debt
        st["checks_due"] = wounds.checks_after_change(st, self.states.preset, False, loss.amount > 0)
        st = self.states.settle(clean, st)
        rolls = [RollRecord(QT_TRANSLATE_NOOP("rules", "Endurance loss"), [Face(4, f) for f in loss.faces],
                            loss.text, loss.amount, dice.typed)] if loss.faces else []
        # the dice rolled are said once, by their roll's record after the line (they were said twice:
        # "25 Endurance (d4 4+4+4+4+3+3+2+1 = 25): 26 → 1. (d4 4+4+4+4+3+3+2+1 = 25)"); a loss
        # without dice (hours of sleep lost, 2 × 1) says its sum in the line
        template = (QT_TRANSLATE_NOOP("rules", "{activity}: {loss} Endurance: {before} → {after}.") if rolls
                    else QT_TRANSLATE_NOOP("rules", "{activity}: {loss} Endurance ({text}): {before} → {after}."))
        line = LogLine(template, {"activity": {"t": ACTIVITIES[activity]}, "loss": loss.amount,
                                  "text": loss.text, "before": before, "after": st["endurance"]})
        return Outcome(st, [line], rolls)

    def set_load(self, sheet: Sheet, state: State, load: str) -> Outcome:
        """Record the load level the character carries (unisystem §5)."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if load not in LOADS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown load level."))
        st["load"] = load
        return Outcome(st, [LogLine(QT_TRANSLATE_NOOP("rules", "Now carrying: {load}."),
                                    {"load": {"t": LOADS[load].label}})])

    def odds(self, kind: str, roller: Roller, values: Mapping[str, Any]) -> list[Chance]:
        state = self.states.read(character.validate_sheet(roller.sheet), roller.state)
        if kind == LOAD_KIND:
            level = LOADS[values["load"]]
            # no dice: what the load does, said with no odds (never "… every 10 min 100%")
            if not level.minutes_per_d4:
                return [Chance(QT_TRANSLATE_NOOP("rules", "No penalty"), Fraction(1), certain=True)]
            test = movement_penalty(level.key, self.kept)
            args = {"speed": _decimal(level.speed_penalty), "test": signed(test), "minutes": level.minutes_per_d4}
            if not test:
                return [Chance(QT_TRANSLATE_NOOP("rules", "Speed {speed} · 1d4 Endurance every {minutes} min"),
                               Fraction(1), args, certain=True)]
            return [Chance(QT_TRANSLATE_NOOP("rules", "Speed {speed} · {test} to movement tests · 1d4 Endurance "
                                                      "every {minutes} min"), Fraction(1), args, certain=True)]
        dist = loss_distribution(values, state["load"], _resistance(roller, values["activity"]))
        before = int(state["endurance"])
        dazed = sum((p for loss, p in dist.items() if before - loss <= DAZED_AT), Fraction(0))
        out = sum((p for loss, p in dist.items() if before - loss <= 0), Fraction(0))
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Dazed and dizzy (Endurance 5 or less)"), dazed),
            Chance(QT_TRANSLATE_NOOP("rules", "Exhausted (0 or less: a Survival check every turn)"), out,
                   severity="danger"),
        ]

    def resolve(self, kind: str, roller: Roller, values: Mapping[str, Any], dice: Dice) -> RollResult:
        if kind == LOAD_KIND:
            outcome = self.set_load(roller.sheet, roller.state, values["load"])
            return RollResult(outcome.lines[0], [], None, state=outcome.state)
        outcome = self.spend_endurance(roller.sheet, roller.state, values["activity"], int(values["duration"]), dice)
        line: LogLine = outcome.lines[0]
        return RollResult(line, list(outcome.rolls), None, lines=list(outcome.lines[1:]), state=outcome.state)
