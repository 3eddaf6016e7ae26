"""Bandages and pain pills picked up in the grid-and-limbs game (a crate searched, a body looted).

The text counts both — "First aid requires bandages", and pain pills "restore … half of your
maximum hitpoints to your main pool" — without saying where more are found: the GM says how many
a character picks up, and "Pick up bandages and pain pills" (in the dice dock, and on the
character's row: Edit → Found…, Ctrl+Shift+U) adds them to the character's own
(``state["bandages"]``, ``state["pain_pills"]``), in one log line.  Nothing is rolled.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import FieldSpec, LogLine, RulesError, State
from app.rules.rolling import Chance, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

PICK_UP = "pick_up"
MOST_AT_ONCE = 50


def pick_up_kind() -> RollKind:
    return RollKind(
        PICK_UP, QT_TRANSLATE_NOOP("rules", "Pick up bandages and pain pills"),
        (FieldSpec("bandages", QT_TRANSLATE_NOOP("rules", "Bandages"), "int", 1, 0, MOST_AT_ONCE),
         FieldSpec("pain_pills", QT_TRANSLATE_NOOP("rules", "Pain pills"), "int", 0, 0, MOST_AT_ONCE)),
        help=QT_TRANSLATE_NOOP("rules", "What the character finds and keeps (a crate, a body). Nothing is rolled."),
        subject=(), found=True)


def _counts(state: Mapping[str, Any], values: Mapping[str, Any]) -> tuple[int, int, int, int]:
    bandages, pills = int(values["bandages"]), int(values["pain_pills"])
    if bandages < 1 and pills < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Pick up at least one bandage or pain pill."))
    return int(state.get("bandages", 0)), int(state.get("pain_pills", 0)), bandages, pills


def pick_up_odds(state: Mapping[str, Any], values: Mapping[str, Any]) -> list[Chance]:
    had_b, had_p, bandages, pills = _counts(state, values)
    return [Chance(QT_TRANSLATE_NOOP("rules", "That makes {bandages} {bandages|bandage|bandages} and {pills} pain "
                                              "{pills|pill|pills} in all."), Fraction(1),
                   {"bandages": had_b + bandages, "pills": had_p + pills})]


def pick_up(state: State, values: Mapping[str, Any]) -> RollResult:
    had_b, had_p, bandages, pills = _counts(state, values)
    new = {**state, "bandages": had_b + bandages, "pain_pills": had_p + pills}
    line = LogLine(QT_TRANSLATE_NOOP("rules", "Picks up {bandages} {bandages|bandage|bandages} and {pills} pain "
                                              "{pills|pill|pills}: bandages {old_b} → {new_b}, pain pills "
                                              "{old_p} → {new_p}"),
                   {"bandages": bandages, "pills": pills, "old_b": had_b, "new_b": had_b + bandages,
                    "old_p": had_p, "new_p": had_p + pills})
    return RollResult(line, [], None, state=new)
