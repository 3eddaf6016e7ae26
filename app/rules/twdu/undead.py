"""The dead in The Walking Dead Universe RPG take damage as no living character does.

The text: "The undead don't have skills, attributes, Health Points, or any other mechanical
characteristics." A walker the GM tracks on the roster with Health is not a person Broken at 0: it
takes no stress and no critical injury (those are a living character's: "As soon as a character
becomes Broken, they take one stress and take a critical injury"), and is down for good.

The roster's kind reaches the rules as a mark in the state (:func:`with_kind`, through
:meth:`app.rules.base.Ruleset.with_kind`) for the damage only: :func:`unmarked` takes it out again
before the state is kept, so a campaign's stored states stay as they were.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, State
from app.rules.text import QT_TRANSLATE_NOOP

#: the state's mark of a zombie, while the rules read it (never stored)
UNDEAD = "undead"
#: the roster kinds with Health and Stress: the living ("All living PCs and NPCs have three Health
#: Points"); a walker has neither, so the roster and the trackers draw no pool for it
LIVING = ("pc", "npc")

DOWN_FOR_GOOD = QT_TRANSLATE_NOOP("rules", "Down for good: the dead take no stress and no critical injury.")


def with_kind(kind: str, state: Mapping[str, Any]) -> State:
    """The state marked when the roster's ``kind`` is a zombie."""
    clean = unmarked(state)
    return {**clean, UNDEAD: True} if kind == "zombie" else clean


def is_undead(state: Mapping[str, Any]) -> bool:
    return bool(state.get(UNDEAD))


def unmarked(state: Mapping[str, Any]) -> State:
    """The state without the zombie's mark (as it is stored)."""
    return {key: value for key, value in state.items() if key != UNDEAD}


def down_for_good(new: State) -> LogLine:
    """A zombie hit: destroyed, no stress and no critical injury (``new`` is changed).  The text gives
    it no Health to count down ("The undead don't have … Health Points"), and a single attack
    won "dispatched the undead": any damage that lands takes it down.  Its stored Health goes to 0
    with it, so an old campaign's walker reads as the dead do."""
    new["dead"] = True
    new["health"] = 0
    return LogLine(DOWN_FOR_GOOD)
