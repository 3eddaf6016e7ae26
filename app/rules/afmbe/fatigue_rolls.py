"""All Flesh Must Be Eaten fatigue in the dice dock (unisystem §4.8, §5): Endurance lost to work,
to lost sleep or to a load carried, and the load the character carries.

* §4.8: hard work "1 punto cada diez minutos", really hard work 1d4 a minute, each hour of sleep
  missed below seven 1 point (made up only by sleeping); each level of Resistance (Fatigue) takes
  one off each loss, but not off lost sleep (:func:`~.fatigue.endurance_loss`).
* §5: a load beyond half the maximum is light, medium, heavy or very heavy: −1.5 to −5 Speed, −1
  to tests that need movement, 1d4 Endurance every 10, 5, 2 or 1 minutes.

The odds shown are exact: the chance that the loss leaves the character dazed (Endurance 5 or
less: −2 to every action) and exhausted (0 or less: a Survival check every turn).  Nothing here
is opposed; the roll changes the roller's own state, in the roll's one log line.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.catalog import RESISTANCE_FATIGUE
from app.rules.afmbe.fatigue import ACTIVITIES, LOAD_LEVELS, LOADS
from app.rules.base import Choice, FieldSpec, LogLine
from app.rules.dice import Dice
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
            ENDURANCE_KIND, QT_TRANSLATE_NOOP("rules", "Endurance lost to effort"),
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
            help=QT_TRANSLATE_NOOP("rules", "Beyond half the maximum load: less Speed, −1 to tests that need "
                                            "movement, and Endurance lost as time passes."),
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


def _decimal(value: Fraction) -> str:
    """A signed speed change: "−1.5", "−3"."""
    text = f"{abs(float(value)):g}"
    return ("−" if value < 0 else "+") + text


def _resistance(roller: Roller, activity: str) -> int:
    if activity == "sleep_lost":
        return 0
    return character.trait_level(character.validate_sheet(roller.sheet), "quality", RESISTANCE_FATIGUE)


def fatigue_odds(rules: Any, kind: str, roller: Roller, values: Mapping[str, Any]) -> list[Chance]:
    state = rules._state(character.validate_sheet(roller.sheet), roller.state)
    if kind == LOAD_KIND:
        level = LOADS[values["load"]]
        if not level.minutes_per_d4:
            return [Chance(QT_TRANSLATE_NOOP("rules", "No penalty"), Fraction(1))]
        return [Chance(QT_TRANSLATE_NOOP("rules", "Speed {speed}, {test} to movement tests, 1d4 Endurance every "
                                                  "{minutes} min"), Fraction(1),
                       {"speed": _decimal(level.speed_penalty), "test": signed(level.test_penalty),
                        "minutes": level.minutes_per_d4})]
    dist = loss_distribution(values, state["load"], _resistance(roller, values["activity"]))
    before = int(state["endurance"])
    dazed = sum((p for loss, p in dist.items() if before - loss <= DAZED_AT), Fraction(0))
    out = sum((p for loss, p in dist.items() if before - loss <= 0), Fraction(0))
    return [
        Chance(QT_TRANSLATE_NOOP("rules", "Dazed and dizzy (Endurance 5 or less)"), dazed),
        Chance(QT_TRANSLATE_NOOP("rules", "Exhausted (0 or less: a Survival check every turn)"), out,
               severity="danger"),
    ]


def fatigue_resolve(rules: Any, kind: str, roller: Roller, values: Mapping[str, Any], dice: Dice) -> RollResult:
    if kind == LOAD_KIND:
        outcome = rules.set_load(roller.sheet, roller.state, values["load"])
        return RollResult(outcome.lines[0], [], None, state=outcome.state)
    outcome = rules.spend_endurance(roller.sheet, roller.state, values["activity"], int(values["duration"]), dice)
    line: LogLine = outcome.lines[0]
    return RollResult(line, list(outcome.rolls), None, lines=list(outcome.lines[1:]), state=outcome.state)
