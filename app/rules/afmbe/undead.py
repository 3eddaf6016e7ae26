"""How a zombie ends in All Flesh Must Be Eaten: the GM's call, not a character's dying.

Both texts give the states of a character out of Life Points — norms: "out of Life Points,
unconscious; below zero, incapacitated and most likely dying"; unisystem §4.6.1: "aturdido,
semiinconsciente y tirado en el suelo", then Survival checks from −10 — and neither says how a zombie
ends (the full game gives each kind of dead its own weak spot, which these summaries leave out).  So
a zombie at 0 Life Points or below is neither unconscious nor dying and owes no check: the console
offers the GM's call among the checks due, **destroyed** (it is dead) or **still coming** (it goes on
fighting; the call holds until a hit takes it lower).  Nothing is rolled.

State keys: ``zombie`` (the character is one of the dead; the services say so from the roster's
kind) and ``gm_call_at`` (the Life Points at which the GM last said "still coming"; 1 while no call
stands).  A zombie back above 0 Life Points forgets the call.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Choice, Condition, LogLine, Outcome, RulesError, State
from app.rules.text import QT_TRANSLATE_NOOP

ZOMBIE = "zombie"
CALL_AT = "gm_call_at"
NO_CALL = 1

DESTROYED = "destroyed"
STILL_COMING = "still_coming"

CALLS: dict[str, str] = {
    DESTROYED: QT_TRANSLATE_NOOP("rules", "Destroyed"),
    STILL_COMING: QT_TRANSLATE_NOOP("rules", "Still coming"),
}
_NOTES: dict[str, str] = {
    DESTROYED: QT_TRANSLATE_NOOP("rules", "The GM's call: the zombie is destroyed"),
    STILL_COMING: QT_TRANSLATE_NOOP("rules", "The GM's call: the zombie keeps coming, hurt as it is"),
}


def with_kind(kind: str, state: Mapping[str, Any]) -> State:
    """The state with the roster's kind of character marked (a zombie ends by the GM's call)."""
    return {**state, ZOMBIE: kind == "zombie"}


def is_zombie(state: Mapping[str, Any]) -> bool:
    return bool(state.get(ZOMBIE))


def awaiting_call(state: Mapping[str, Any]) -> bool:
    """A zombie at 0 Life Points or below, not destroyed, below the point of the last "still coming"."""
    if not is_zombie(state) or state.get("dead"):
        return False
    life = int(state["life_points"])
    return life <= 0 and life < int(state.get(CALL_AT, NO_CALL))


def settle(state: State) -> State:
    """A zombie is never knocked out and owes no checks; above 0 Life Points it forgets the call."""
    if int(state["life_points"]) > 0:
        state[CALL_AT] = NO_CALL
    state["unconscious"] = False
    state["checks_due"] = []
    return state


def calls_due(state: Mapping[str, Any]) -> list[Choice]:
    """The GM's call, offered where the checks due are: destroyed, or still coming."""
    if not awaiting_call(state):
        return []
    return [Choice(key, label, note=_NOTES[key], call=True) for key, label in CALLS.items()]


def make_call(state: Mapping[str, Any], call: str) -> Outcome:
    """Apply the GM's call to a zombie awaiting it."""
    if call not in CALLS or not awaiting_call(state):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That check is not due."))
    out = dict(state)
    if call == DESTROYED:
        out["dead"] = True
        line = LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call at {life} Life Points: destroyed."),
                       {"life": int(state["life_points"])})
    else:
        out[CALL_AT] = int(state["life_points"])
        line = LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call at {life} Life Points: still coming."),
                       {"life": int(state["life_points"])})
    return Outcome(out, [line])


def awaited(state: Mapping[str, Any]) -> list[LogLine]:
    """At a round's end, a zombie still awaiting the GM's call says so in the round's log line: the
    call was asked only on its roster row and by the checks' key, and the round went by without it."""
    if not awaiting_call(state):
        return []
    return [LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call due (destroyed, or still coming)."), {})]


def conditions(state: Mapping[str, Any]) -> list[Condition]:
    """A zombie's badge at 0 Life Points or below: the call awaited, or the call made."""
    if not is_zombie(state) or state.get("dead") or int(state["life_points"]) > 0:
        return []
    if awaiting_call(state):
        return [Condition("gm_call", QT_TRANSLATE_NOOP("rules", "Down: the GM's call"),
                          QT_TRANSLATE_NOOP("rules", "destroyed, or still coming"), "danger")]
    return [Condition("still_coming", QT_TRANSLATE_NOOP("rules", "Still coming"), severity="info")]
