"""Wounds, fatigue and the checks they call for (unisystem §4.6-§4.8; norms "Damage").

Unisystem:

* Life Points below 5: −1..−5 to actions (4 LP −1, 3 −2, 2 −3, 1 −4, 0 or less −5); each level
  of Resistance (Pain) takes one off ("lessens penalties due to injury", norms qualities).
* 0 LP or less: stunned and on the ground; a Willpower + Constitution check, penalized by the LP
  below 0, to get up and not faint.
* −10 LP or less: a Survival check (WIL + CON, −1 for each full 10 LP below 0, +1 a level of
  Hard to Kill) or die on the spot; again every minute without medical help at a further −1 a
  minute.  Who survives makes a Consciousness check: the same, with the LP below 0 as penalty.
* Endurance 5 or less: −2 to every action.  0 or less: a Survival check every turn to stay up,
  −1 for each 5 points below 0 (rounded up).

Norms: out of Life Points, unconscious; below zero, incapacitated and most likely dying; out of
Endurance, unconscious.  The norms text gives no numbers for penalties or checks.

Where Life Points stop: nowhere.  The unisystem text takes damage "descontados de los Puntos de
Vida" with no floor, and the Survival check counts "−1 por cada 10 Puntos de Vida por debajo de 0",
so a hit past zero is taken whole (−22 hit for 48 is −70, a check at −7) and only a failed Survival
check kills (:mod:`.dying`).  The norms text gives no check and no number: "Lose even more and you
die", "most likely dying": below 0 the GM makes the call (:mod:`.norms_death`).  A zombie's track has
no floor either: neither text makes the dead die of their Life Points (the GM's call ends them,
:mod:`.undead`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.catalog import HARD_TO_KILL, RESISTANCE_PAIN
from app.rules.afmbe.character import trait_level
from app.rules.afmbe.task import TaskBonus
from app.rules.numbers import signed
from app.rules.text import QT_TRANSLATE_NOOP

#: a combat turn is 5 seconds (unisystem §4 "Turno"): 12 turns a minute
TURNS_PER_MINUTE = 12

CHECKS: dict[str, str] = {
    "stand": QT_TRANSLATE_NOOP("rules", "Check to stay up"),
    "survival": QT_TRANSLATE_NOOP("rules", "Survival check"),
    "consciousness": QT_TRANSLATE_NOOP("rules", "Consciousness check"),
    "endurance": QT_TRANSLATE_NOOP("rules", "Survival check (exhaustion)"),
}

def wound_penalty(life_points: int, pain_resistance: int = 0) -> int:
    """Unisystem: the action penalty of a character with ``life_points`` (0 from 5 up)."""
    if life_points >= 5:
        return 0
    base = -min(5, 5 - life_points)
    return min(0, base + max(0, pain_resistance))


def endurance_penalty(endurance: int) -> int:
    """Unisystem: −2 to every action at 5 Endurance or less."""
    return -2 if endurance <= 5 else 0


def action_penalty(sheet: Mapping[str, Any], state: Mapping[str, Any], preset: str) -> int:
    """The penalty wounds and fatigue put on every action (unisystem; norms gives none)."""
    if preset != "unisystem":
        return 0
    pain = trait_level(sheet, "quality", RESISTANCE_PAIN)
    return wound_penalty(state["life_points"], pain) + endurance_penalty(state["endurance"])


def survival_modifier(life_points: int, hard_to_kill: int = 0, minutes_untreated: int = 0) -> int:
    """Survival check: −1 for each full 10 LP below 0, −1 a minute untreated, +1 a Hard to Kill level."""
    below = max(0, -life_points)
    return -(below // 10) - max(0, minutes_untreated) + max(0, hard_to_kill)


def consciousness_modifier(life_points: int) -> int:
    """Consciousness check (and the check to stay up at 0 LP): the LP below 0 as a penalty."""
    return min(0, life_points)


def exhaustion_modifier(endurance: int) -> int:
    """Survival check at 0 Endurance or less: −1 for each 5 below 0, rounded up."""
    below = max(0, -endurance)
    return -((below + 4) // 5)


#: a due check's modifier with its parts (unisystem): its own and the dazed −2 at 5 Endurance or less
EXHAUSTION_PARTS = QT_TRANSLATE_NOOP("rules", "{own} for Endurance {endurance}, {dazed} at 5 or less")
LIFE_PARTS = QT_TRANSLATE_NOOP("rules", "{own} for Life Points {life}, {dazed} at Endurance 5 or less")


def check_parts(check: str, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The parts of :func:`check_modifier` as a line to translate ({"t": ..., "args": ...}) where it
    has two (Endurance −4: "−1 for Endurance −4, −2 at 5 or less"); None where it is one number."""
    if check not in ("endurance", "stand", "consciousness"):
        return None
    own, dazed = own_check_modifier(check, sheet, state), endurance_penalty(int(state["endurance"]))
    if not own or not dazed:
        return None
    if check == "endurance":
        return {"t": EXHAUSTION_PARTS, "args": {"own": signed(own), "dazed": signed(dazed),
                                                "endurance": signed(int(state["endurance"]))}}
    return {"t": LIFE_PARTS, "args": {"own": signed(own), "dazed": signed(dazed),
                                      "life": signed(int(state["life_points"]))}}


def revival_window(constitution: int, nurse_levels: int = 0) -> int:
    """Minutes a character who failed a Survival check can still be brought back (§4.7.1).

    Constitution × 2 minutes, one more for each success level of a nurse's First Aid test.
    """
    return 2 * max(0, constitution) + max(0, nurse_levels)


def revival_modifier(life_points: int, doctor_levels: int = 0, life_support: bool | int = False,
                     hard_to_kill: int = 0) -> int:
    """The new Survival check of a revival (§4.7.1): −5 for each 5 LP below 0, +1 a success level of
    the doctor's Medicine test, +3 for a hospital's life support (``True``; a number is the bonus the
    GM gives instead) and +1 a level of Hard to Kill."""
    below = max(0, -life_points)
    support = 3 if life_support is True else int(life_support)
    return -5 * (below // 5) + max(0, doctor_levels) + support + max(0, hard_to_kill)


def check_bonus(sheet: Mapping[str, Any], modifier: int = 0) -> TaskBonus:
    """The bonus of a Survival, Consciousness or stay-up check: Willpower + Constitution + modifier."""
    parts = [(QT_TRANSLATE_NOOP("rules", "Willpower"), int(sheet["wil"])),
             (QT_TRANSLATE_NOOP("rules", "Constitution"), int(sheet["con"]))]
    if modifier:
        parts.append((QT_TRANSLATE_NOOP("rules", "modifiers"), modifier))
    return TaskBonus(tuple(parts), 7)


def check_modifier(check: str, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> int:
    """The modifier of a due check for this character now: its own (:func:`own_check_modifier`)
    and, at 5 Endurance or less, the −2 of the dazed: §4.8 "todas sus acciones sufren una
    penalización de -2", and §2.2 "Un Chequeo es aquella acción en la que solo los Atributos
    influyen": a check is one of those actions.  (The wounds' −1..−5 of §4.6 is not added: the
    checks at 0 Life Points or less carry the Life Points below 0 as their own penalty.)"""
    return own_check_modifier(check, sheet, state) + endurance_penalty(int(state["endurance"]))


def own_check_modifier(check: str, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> int:
    """The modifier the text gives the due check itself (without the dazed −2)."""
    lp = state["life_points"]
    if check == "survival":
        # with several minute checks owed, the oldest first, at the penalty of its own minute
        owed = max(0, int(state.get("survival_owed", 0)) - 1)
        minutes = max(0, state.get("untreated_turns", 0) // TURNS_PER_MINUTE - owed)
        return survival_modifier(lp, trait_level(sheet, "quality", HARD_TO_KILL), minutes)
    if check in ("stand", "consciousness"):
        return consciousness_modifier(lp)
    if check == "endurance":
        return exhaustion_modifier(state["endurance"])
    raise ValueError(check)


def checks_after_change(state: Mapping[str, Any], preset: str, life_hit: bool,
                        endurance_hit: bool) -> list[str]:
    """Unisystem: the checks due after damage (kept in order, without repeats)."""
    due = list(state.get("checks_due", []))
    if preset != "unisystem" or state.get("dead"):
        return due
    lp = state["life_points"]
    awake = not state.get("unconscious")

    def add(key: str) -> None:
        if key not in due:
            due.append(key)

    if life_hit and lp <= -10:
        if "stand" in due:
            due.remove("stand")
        add("survival")
    elif life_hit and lp <= 0 and awake and "survival" not in due:
        add("stand")
    if endurance_hit and state["endurance"] <= 0 and awake:
        add("endurance")
    return due


def clear_stale_checks(state: Mapping[str, Any]) -> list[str]:
    """The due checks that still apply after healing."""
    out = []
    for key in state.get("checks_due", []):
        if key in ("stand", "consciousness") and state["life_points"] > 0:
            continue
        if key == "survival" and state["life_points"] > -10:
            continue
        if key == "endurance" and state["endurance"] > 0:
            continue
        out.append(key)
    return out
