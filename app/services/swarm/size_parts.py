"""The Swarm Size with its parts named: the size the count of dead makes (or the GM's own), and the
steps on top of it (a lost round's "Swarm Size +1", the dial's "instead, Swarm Size one step up", a
won round's step down).  15 dead with a step up read "2 for 15 dead + 1 step up" beside the size 3,
on the panel and in the log: the rulebook's table (11-20 dead → 2) and the size shown agree."""

from __future__ import annotations

from typing import Any

from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.text import QT_TRANSLATE_NOOP

COUNTED_UP = QT_TRANSLATE_NOOP(
    "log", "{base} for {dead} dead + {steps} {steps|step|steps} up")
COUNTED_DOWN = QT_TRANSLATE_NOOP(
    "log", "{base} for {dead} dead − {steps} {steps|step|steps} down")
SET_UP = QT_TRANSLATE_NOOP("log", "{base} set by the GM + {steps} {steps|step|steps} up")
SET_DOWN = QT_TRANSLATE_NOOP("log", "{base} set by the GM − {steps} {steps|step|steps} down")
SET = QT_TRANSLATE_NOOP("log", "set by the GM; {dead} dead make {counted}")


def size_parts(rules: SwarmRules, fight: SwarmState) -> dict[str, Any] | None:
    """The parts of ``fight.size`` as a line of the log (``{"t": ..., "ctx": "log", "args": ...}``),
    or None where the count of dead alone makes it (nothing to add to the number)."""
    counted = rules.swarm_size(fight.dead)
    base = fight.size_override or counted
    steps = fight.size - base  # the steps as they count (none past the table's ends)
    if not steps:
        if not fight.size_override or fight.size_override == counted:
            return None
        return {"t": SET, "ctx": "log", "args": {"dead": fight.dead, "counted": counted}}
    if fight.size_override:
        text = SET_UP if steps > 0 else SET_DOWN
    else:
        text = COUNTED_UP if steps > 0 else COUNTED_DOWN
    return {"t": text, "ctx": "log", "args": {"base": base, "dead": fight.dead, "steps": abs(steps)}}
