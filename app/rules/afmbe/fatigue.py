"""Endurance loss, carried load and recovery (unisystem §4.7, §4.8, §5).

Endurance loss by activity (§4.8): hard work (keeping away from zombies for long) 1 point every
ten minutes; really hard work (running flat out with a sack of stones) 1d4 a minute; bursts of
frantic activity (very intense combat) 1d4 a turn; each hour of sleep missed below seven hours in
24, 1 point, recovered only by sleeping.  Each level of Resistance (Fatigue) lessens each loss by
one (norms qualities: "further lessens endurance loss due to strenuous activity").

Load (§5): up to half the maximum load carries free; beyond that up to 125% of that half, light
(−1.5 Speed, −1 to tests that need movement such as stealth or initiative, 1d4 Endurance every
10 minutes); to 150% medium (−3 Speed, 1d4 every 5 minutes); to 175% heavy (−4.5 Speed, 1d4 every
2 minutes); to the maximum, very heavy (−5 Speed, 1d4 a minute).  The text gives the −1 to movement
tests for a light load only, and leaves open whether the heavier ones' "−3 al movimiento" and the
like are their Speed alone: the campaign's option :data:`KEEP_MOVEMENT_PENALTY` (the GM's call) says
whether medium and heavier loads keep at least the light load's −1 on those tests
(:func:`movement_penalty`).

Recovery (§4.7.2): First Aid + Intelligence heals 1 LP a success level (−2 to treat oneself; one
roll per wound).  Rest under medical care: 1 LP a level of Constitution a day while below 0, then
2 a day.  Without care below 0: a daily Survival check, 1 LP a success level (at most CON), a
failure loses 1.  Endurance: 1 a level of Constitution every half hour of sleep, or every hour of
rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.rules.afmbe import undead
from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

#: the d4s of a loss that Resistance (Fatigue) lessens: "d4 4+3 (−1 each) = 5", in the GM's language
LESSENED_D4 = QT_TRANSLATE_NOOP("rules", "d4 {faces} (−{res} each) = {amount}")

ACTIVITIES: dict[str, str] = {
    "hard_work": QT_TRANSLATE_NOOP("rules", "Hard work (minutes)"),
    "very_hard_work": QT_TRANSLATE_NOOP("rules", "Really hard work (minutes)"),
    "frantic": QT_TRANSLATE_NOOP("rules", "Frantic activity (turns)"),
    "sleep_lost": QT_TRANSLATE_NOOP("rules", "Hours of sleep lost"),
    "load": QT_TRANSLATE_NOOP("rules", "Carrying the current load (minutes)"),
}

SLEEP_NEEDED_HOURS = 7
SELF_TREATMENT_PENALTY = -2


@dataclass(frozen=True)
class LoadLevel:
    key: str
    label: str
    upto_percent: int  # of the free load (half the maximum)
    speed_penalty: Fraction
    test_penalty: int
    minutes_per_d4: int  # 0: no Endurance cost


LOAD_LEVELS: tuple[LoadLevel, ...] = (
    LoadLevel("none", QT_TRANSLATE_NOOP("rules", "Unencumbered"), 100, Fraction(0), 0, 0),
    LoadLevel("light", QT_TRANSLATE_NOOP("rules", "Lightly loaded"), 125, Fraction(-3, 2), -1, 10),
    LoadLevel("medium", QT_TRANSLATE_NOOP("rules", "Medium load"), 150, Fraction(-3), 0, 5),
    LoadLevel("heavy", QT_TRANSLATE_NOOP("rules", "Heavy load"), 175, Fraction(-9, 2), 0, 2),
    LoadLevel("very_heavy", QT_TRANSLATE_NOOP("rules", "Very heavy load"), 200, Fraction(-5), 0, 1),
)
LOADS: dict[str, LoadLevel] = {lv.key: lv for lv in LOAD_LEVELS}


def load_level(load: Fraction | int, maximum: Fraction | int) -> LoadLevel:
    """The load level of carrying ``load`` with a maximum load of ``maximum``.

    Refuses a load over the maximum or a maximum of 0 or less.
    """
    if maximum <= 0 or load < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Loads are 0 or more against a maximum above 0."))
    if load > maximum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That is more than the character can carry."))
    percent = Fraction(load) * 100 / (Fraction(maximum) / 2)
    for level in LOAD_LEVELS:
        if percent <= level.upto_percent:
            return level
    return LOAD_LEVELS[-1]


#: the campaign option: medium and heavier loads keep at least the light load's −1 on tests that
#: need movement (on), or take nothing off them (off), the text leaving it open
KEEP_MOVEMENT_PENALTY = "load_movement_kept"


def movement_penalty(load: str, kept: bool) -> int:
    """What a load takes off a test that needs movement (stealth, initiative): the light load's −1
    ("−1 a todas las Pruebas o Chequeos que requieran movimiento"), and for a heavier load that same
    −1 when the campaign keeps it (``kept``), else nothing."""
    level = LOADS.get(load, LOADS["none"])
    if level.test_penalty or not level.minutes_per_d4:
        return level.test_penalty
    return LOADS["light"].test_penalty if kept else 0


def loaded_speed(speed: int, load: str) -> Fraction:
    """Speed under a load level (never below 0)."""
    return max(Fraction(0), speed + LOADS[load].speed_penalty)


@dataclass(frozen=True)
class EnduranceLoss:
    """Endurance lost to an activity: the d4 faces rolled, the loss, how much is sleep debt."""

    amount: int
    faces: tuple[int, ...]
    sleep_debt: int
    text: Arithmetic


def endurance_loss(activity: str, duration: int, dice: Dice, fatigue_resistance: int = 0,
                   load: str = "none") -> EnduranceLoss:
    """Endurance lost to ``duration`` (minutes, turns or hours as the activity counts) of an activity."""
    if duration < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A duration cannot be negative."))
    res = max(0, fatigue_resistance)
    if activity == "hard_work":
        steps = duration // 10
        amount = steps * max(0, 1 - res)
        # Resistance (Fatigue) takes one off each point, so at most the point itself: "3 × (1 − 1) = 0"
        each = f"(1 − {min(res, 1)})" if res else "1"
        return EnduranceLoss(amount, (), 0, f"{steps} × {each} = {amount}")
    if activity == "sleep_lost":
        return EnduranceLoss(duration, (), duration, f"{duration} × 1 = {duration}")
    if activity in ("very_hard_work", "frantic"):
        count = duration
    elif activity == "load":
        if load not in LOADS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown load level."))
        per = LOADS[load].minutes_per_d4
        count = duration // per if per else 0
    else:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown activity."))
    faces = tuple(dice.roll(count, 4))
    amount = sum(max(0, f - res) for f in faces)
    rolled = "+".join(str(f) for f in faces)
    if res and faces:
        return EnduranceLoss(amount, faces, 0, marked(LESSENED_D4, faces=rolled, res=res, amount=amount))
    return EnduranceLoss(amount, faces, 0, f"d4 {rolled} = {amount}" if faces else f"0 = {amount}")


def fights_frantically(state: Mapping[str, Any]) -> bool:
    """Whether a combat turn burns frantic-combat Endurance: not for one unconscious, nor at 0 Life
    Points or below, where the character is "aturdido, semiinconsciente y tirado en el suelo"
    (§4.6.1) and takes no part in the fight; nor for a zombie (any of the roster's kind zombie):
    "Los Puntos de Resistencia miden la capacidad de un personaje para resistir la fatiga" and "Los
    estallidos de actividad frenética … queman Resistencia" (§4.8) speak of the characters, the
    dead do not tire."""
    if undead.is_zombie(state):
        return False
    return not state.get("unconscious") and int(state["life_points"]) > 0


def first_aid_healing(success_level: int) -> int:
    """First Aid + Intelligence: 1 Life Point a success level."""
    return max(0, success_level)


def rest_under_care(life_points: int, maximum: int, constitution: int, days: int) -> int:
    """Life Points after ``days`` of rest under medical care (CON a day below 0, then 2 a day)."""
    lp = life_points
    for _ in range(max(0, days)):
        if lp >= maximum:
            break
        lp = min(maximum, lp + (max(0, constitution) if lp < 0 else 2))
    return lp


def endurance_recovered(constitution: int, half_hours_sleep: int = 0, hours_rest: int = 0) -> int:
    """Endurance back from sleep (CON a half hour) or rest (CON an hour)."""
    return max(0, constitution) * (max(0, half_hours_sleep) + max(0, hours_rest))
