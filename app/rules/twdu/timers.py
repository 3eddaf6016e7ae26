"""Time passing for a twdu character outside the rounds of a fight: the lethal injuries' time
limits run down (one that runs out kills), the recovery times too (one that has passed removes its
penalty), and so do the Broken minutes (when they are over, Health 1)."""

from __future__ import annotations

from app.rules.base import LogLine, Outcome, RulesError, State
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import broken as brk
from app.rules.twdu import injuries as inj
from app.rules.twdu import sheet as sh

#: an injury whose recovery time has passed: "the penalty is removed"; it has healed (or the
#: character has adjusted to it: "You won't, for example, heal a destroyed eye, but you can adjust")
RECOVERED = QT_TRANSLATE_NOOP(
    "rules", "{name} has healed: the recovery time has passed; −{penalty} {penalty|die|dice} removed.")
#: the same, of an injury that took no dice off the rolls
RECOVERED_NO_PENALTY = QT_TRANSLATE_NOOP("rules", "{name} has healed: the recovery time has passed.")


def time_passes(state: State, minutes: int) -> Outcome:
    """Let time pass for the lethal injuries' time limits (one that runs out kills) and the
    Broken minutes (when they are over, Health 1)."""
    if minutes < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Time cannot run backwards."))
    new = dict(state)
    up = brk.broken_time_passes(state, minutes)
    new.pop(brk.TIMER_KEY, None)
    if up.left is not None:
        new[brk.TIMER_KEY] = up.left
    injuries = []
    lines: list[LogLine] = []
    for injury in sh.injuries_of(state):
        after, expired = inj.pass_time(injury, minutes)
        injuries.append(after)
        if after.recovered and not injury.recovered:
            lines.append(LogLine(RECOVERED if injury.penalty else RECOVERED_NO_PENALTY,
                                 {"name": {"t": injury.name}, "penalty": injury.penalty}))
        if expired and not new.get("dead"):
            new["dead"] = True
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{name}: the time limit ran out. Dead."),
                                 {"name": {"t": injury.name}}))
    new["injuries"] = [i.to_dict() for i in injuries]
    if up.recovered and not new.get("dead"):
        new["health"] = brk.RECOVERED_HEALTH
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The Broken minutes are over: up again with Health 1.")))
    return Outcome(new, lines)
