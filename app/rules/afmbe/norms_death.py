"""How a character dies under the All Flesh Must Be Eaten "Norms" rules: the GM's call, not a number.

The norms text: "Run out of life points and you go unconscious. Lose even more and you die." and
"When you reach below zero, you're incapacitated (and most likely dying)."  It gives no threshold
and no roll: "most likely" leaves the death to the GM.  So a character at 0 Life Points is
unconscious (as ever), and below 0 the console offers the GM's call among the checks due, as it does
for a fallen zombie (:mod:`.undead`): **dies** (as the text says) or **kept alive** (unconscious,
incapacitated).  Nothing is automatic and nothing is rolled; the call holds until a further loss
takes him lower ("Lose even more"), which asks again.  His track runs on below zero as the damage
takes it (no floor: the text gives none).

The state key is the zombie's ``gm_call_at`` (the Life Points at which the GM last kept him alive;
1 while no call stands).  Back at 0 Life Points or above he forgets the call.  Unisystem keeps its
Survival checks (:mod:`.dying`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import undead
from app.rules.base import Choice, Condition, LogLine, Outcome, RulesError, State
from app.rules.text import QT_TRANSLATE_NOOP

DIES = "dies"
KEPT_ALIVE = "kept_alive"

CALLS: dict[str, str] = {
    DIES: QT_TRANSLATE_NOOP("rules", "Dies, as the text says"),
    KEPT_ALIVE: QT_TRANSLATE_NOOP("rules", "Kept alive, unconscious"),
}
_NOTES: dict[str, str] = {
    DIES: QT_TRANSLATE_NOOP("rules", "The GM's call: the character dies (“Lose even more and you die”)"),
    KEPT_ALIVE: QT_TRANSLATE_NOOP("rules", "The GM's call: the character lives, unconscious and incapacitated, "
                                           "until losing more"),
}


#: the norms badge's tooltip below zero Life Points, once the GM kept the character alive (no pronoun:
#: it reads for Dana as for Tom)
NORMS_KEPT_ALIVE = QT_TRANSLATE_NOOP(
    "rules",
    "Below zero Life Points: “incapacitated (and most likely dying)”. Kept alive by the GM's call; a further "
    "loss brings the call again.",
)


def awaiting_call(preset: str, state: Mapping[str, Any]) -> bool:
    """A norms character (not a zombie, not dead) below 0 Life Points, below the point at which the
    GM last kept him alive."""
    if preset == "unisystem" or undead.is_zombie(state) or state.get("dead"):
        return False
    life = int(state.get("life_points", 0))
    return life < 0 and life < int(state.get(undead.CALL_AT, undead.NO_CALL))


def settle(state: State) -> State:
    """At 0 Life Points or above the call is forgotten."""
    if int(state["life_points"]) >= 0:
        state[undead.CALL_AT] = undead.NO_CALL
    return state


def calls_due(preset: str, state: Mapping[str, Any]) -> list[Choice]:
    """The GM's call, offered where the checks due are: dies, or kept alive."""
    if not awaiting_call(preset, state):
        return []
    return [Choice(key, label, note=_NOTES[key], call=True) for key, label in CALLS.items()]


def make_call(preset: str, state: Mapping[str, Any], call: str) -> Outcome:
    """Apply the GM's call to a character awaiting it."""
    if call not in CALLS or not awaiting_call(preset, state):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That check is not due."))
    out = dict(state)
    life = int(state["life_points"])
    if call == DIES:
        out["dead"] = True
        line = LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call at {life} Life Points: dies."), {"life": life})
    else:
        out[undead.CALL_AT] = life
        line = LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call at {life} Life Points: kept alive, unconscious."),
                       {"life": life})
    return Outcome(out, [line])


def awaited(preset: str, state: Mapping[str, Any]) -> list[LogLine]:
    """At a round's end, a character still awaiting the GM's call says so in the round's log line."""
    if not awaiting_call(preset, state):
        return []
    return [LogLine(QT_TRANSLATE_NOOP("rules", "The GM's call due (dies, or kept alive)."), {})]


def conditions(preset: str, state: Mapping[str, Any]) -> list[Condition]:
    """His badge below 0 Life Points: the call awaited, or incapacitated after the GM kept him alive."""
    if preset == "unisystem" or undead.is_zombie(state) or state.get("dead") or int(state["life_points"]) >= 0:
        return []
    if awaiting_call(preset, state):
        return [Condition("gm_call", QT_TRANSLATE_NOOP("rules", "Below zero: the GM's call"),
                          QT_TRANSLATE_NOOP("rules", "dies, as the text says, or kept alive, unconscious"),
                          "danger")]
    return [Condition("dying", QT_TRANSLATE_NOOP("rules", "Incapacitated"), NORMS_KEPT_ALIVE, "danger")]

