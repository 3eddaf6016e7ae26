"""Dying in All Flesh Must Be Eaten (unisystem §4.6.2, §4.7.1): death comes from a failed Survival check.

* "Cuando un personaje ve cómo sus puntos de vida quedan reducidos a −10, la muerte puede ocurrir
  instantáneamente": at −10 LP or less a Survival check (Willpower + Constitution, −1 for each full
  10 LP below 0) says whether the character dies there and then.  No number of Life Points kills
  by itself.
* "Cada minuto que pase posterior sin recibir ayuda médica requerirá un nuevo Chequeo de
  Supervivencia con un penalizador de −1": every minute without medical help, one more check, at
  −1 more a minute (the README: "again every minute without care at a further −1").  Minutes pass
  in combat turns (12 a minute) and in game time outside fights; when several minutes pass at
  once, each owes its own check, each at the penalty of its own minute.
* "El personaje que falle un Chequeo de Supervivencia puede regresar a la vida si consigue ayuda
  médica importante … en un plazo de Constitución × 2 minutos", one minute more for each success
  level of a nurse's First Aid test (:func:`~app.rules.afmbe.wounds.revival_window`).

State keys (besides ``life_points``, ``dead``, ``cared_for``, ``checks_due``): ``untreated_turns``
(turns at −10 or less without care), ``survival_owed`` (minute checks not yet rolled) and
``dead_turns`` (turns since the failed check, counted while a revival is still possible).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.levels import MAX_LEVEL
from app.rules.afmbe.wounds import TURNS_PER_MINUTE, revival_window, survival_modifier
from app.rules.text import QT_TRANSLATE_NOOP

#: Life Points at or below which a Survival check decides life or death
SURVIVAL_AT = -10


def in_mortal_danger(life_points: int) -> bool:
    """Whether Survival checks are called for (−10 LP or less)."""
    return life_points <= SURVIVAL_AT


def minute_marks(turns_before: int, turns_after: int) -> int:
    """How many whole minutes end between two turn counts (12 turns a minute)."""
    return max(0, turns_after // TURNS_PER_MINUTE - turns_before // TURNS_PER_MINUTE)


def next_check_minutes(untreated_turns: int, owed: int) -> int:
    """The untreated minutes the next Survival check counts: with several minute checks owed, the
    oldest comes first, at the penalty of its own minute."""
    return max(0, untreated_turns // TURNS_PER_MINUTE - max(0, owed - 1))


#: a Survival check's growing penalty said with its reason and the checks due (§4.6.2: "Cada minuto
#: que pase posterior sin recibir ayuda medica requerira un nuevo Chequeo de Supervivencia con un
#: penalizador de -1"): "3 due; −1 more for each minute without medical care (1 minute)"
MINUTES_NOTE = QT_TRANSLATE_NOOP(
    "rules", "{count} due; −1 more for each minute without medical care ({minutes} {minutes|minute|minutes})")


def minutes_note(state: Mapping[str, Any]) -> dict[str, Any] | None:
    """Why a due Survival check's penalty grows and how many are due (a marked value), once a
    minute has passed without care; None before (the first check, at its Life Points alone)."""
    owed = int(state.get("survival_owed", 0))
    minutes = next_check_minutes(int(state.get("untreated_turns", 0)), owed)
    if not owed and not minutes:
        return None
    return {"t": MINUTES_NOTE, "args": {"count": max(owed, 1), "minutes": minutes}}


def survival_check_modifier(life_points: int, hard_to_kill: int, untreated_turns: int, owed: int) -> int:
    """The modifier of the next Survival check: −1 a full 10 LP below 0, −1 a minute untreated,
    +1 a level of Hard to Kill."""
    return survival_modifier(life_points, hard_to_kill, next_check_minutes(untreated_turns, owed))


def revival_open(dead_turns: int, constitution: int, nurse_levels: int = 0) -> bool:
    """Whether a character dead for ``dead_turns`` turns can still be brought back (§4.7.1)."""
    return dead_turns <= revival_window(constitution, nurse_levels) * TURNS_PER_MINUTE


def revival_minutes_left(dead_turns: int, constitution: int, nurse_levels: int = 0) -> int:
    """Whole minutes left to bring the character back (0 when the window has closed)."""
    left = revival_window(constitution, nurse_levels) * TURNS_PER_MINUTE - dead_turns
    return max(0, left // TURNS_PER_MINUTE)


def after_survival_check(state: Mapping[str, Any], passed: bool) -> dict[str, Any]:
    """The state after a Survival check: a failure is death (the revival window starts); a success
    settles one owed minute check and calls for a Consciousness check."""
    out = dict(state)
    due = [c for c in out.get("checks_due", []) if c != "survival"]
    owed = max(0, int(out.get("survival_owed", 0)) - 1)
    if not passed:
        out.update(dead=True, survival_owed=0, dead_turns=0, checks_due=[])
        return out
    if owed:
        due.append("survival")
    if "consciousness" not in due and not out.get("unconscious"):
        due.append("consciousness")
    out.update(survival_owed=owed, checks_due=due)
    return out


def time_passes(state: Mapping[str, Any], turns: int, constitution: int) -> dict[str, Any]:
    """The state after ``turns`` combat turns (or game-time minutes × 12): at −10 LP or less
    without care, each minute that ends owes a Survival check; a dead character's revival window
    runs down (and stops counting once closed)."""
    out = dict(state)
    if turns <= 0 or out.get("zombie"):  # a zombie ends by the GM's call (:mod:`.undead`)
        return out
    if out.get("dead"):
        dead = int(out.get("dead_turns", 0))
        if revival_open(dead, constitution, MAX_LEVEL):  # a nurse adds at most 7 success levels
            out["dead_turns"] = dead + turns
        return out
    if not in_mortal_danger(int(out["life_points"])) or out.get("cared_for"):
        return out
    before = int(out.get("untreated_turns", 0))
    out["untreated_turns"] = before + turns
    marks = minute_marks(before, before + turns)
    if marks:
        out["survival_owed"] = int(out.get("survival_owed", 0)) + marks
        due = list(out.get("checks_due", []))
        if "survival" not in due:
            due.append("survival")
        out["checks_due"] = due
    return out
