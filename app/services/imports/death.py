"""An update keeps a death the roster has and the file does not know of.

A character who died during the night (a lethal injury's time ran out, a last blow) is dead in
the roster; the Foundry actor the GM imports again the next morning was written before, with no
"dead" status: the update brought the character back to life, the expired injury still on them.
So a character dead in the roster stays dead (:func:`keep_death`: the roster's values of what makes
the death, its flag and the Health left), unless the file itself says otherwise in a way newer than
the roster: Deadwatch's own export holds where each critical injury stands in its course
(:mod:`.courses`), and a file that gives one at a later point than the roster's (more time passed,
or as long and tended) was written after the roster's night, the character alive then.  A file
that says the character is dead brings the death (a death is the last point of any course).  The
preview's row of the update says the death is kept (:data:`KEPT`).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports import courses

#: the condition the rules name death by
DEAD = "dead"
#: the update's line in the preview for a death kept
KEPT = QT_TRANSLATE_NOOP("log", "dead in the roster: kept")


def is_dead(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any]) -> bool:
    """Whether the rules say the character with ``sheet`` and ``state`` is dead."""
    try:
        return any(c.key == DEAD for c in ruleset.conditions(dict(sheet), dict(state)))
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: no death to keep
        return False


def file_later(roster: Any, state: Any, kept_courses: Any) -> bool:
    """Whether the file gives a course of an injury the roster's character has at a later point
    than the roster's (the file written later in the night than the roster)."""
    for course in kept_courses if isinstance(kept_courses, list) else ():
        if not isinstance(course, Mapping) or not course.get("given"):
            continue
        path = course.get("path")
        if not isinstance(path, list) or not path:
            continue
        theirs = courses.entry_at(state, path)
        ours = courses.roster_entry(roster, state, path)
        if theirs is not None and ours is not None and courses.later(theirs, ours, list(course.get("order") or ())):
            return True
    return False


def keeps_death(ruleset: Ruleset, row_sheet: Mapping[str, Any], row_state: Mapping[str, Any],
                sheet: Mapping[str, Any], state: Mapping[str, Any], kept_courses: Any) -> bool:
    """Whether an update from the file's ``state`` keeps the death of the roster's character."""
    if DEAD not in {c.value for c in ruleset.written_conditions()}:
        return False
    if not is_dead(ruleset, row_sheet, row_state) or is_dead(ruleset, sheet, state):
        return False
    return not file_later(row_state, state, kept_courses)


def keep_death(ruleset: Ruleset, row_sheet: Mapping[str, Any], row_state: Mapping[str, Any],
               sheet: Mapping[str, Any], state: dict[str, Any], kept_courses: Any) -> dict[str, Any]:
    """``state`` (the file's, as the update writes it) with the roster's death, when it is kept:
    the roster's own values of what the rules set to write a death (Health 0 for a death by a blow,
    what was left for a death by a lethal injury's time)."""
    if not keeps_death(ruleset, row_sheet, row_state, sheet, state, kept_courses):
        return state
    written = dict(ruleset.write_sheet_condition(dict(sheet), dict(state), DEAD, True))
    out = dict(written)
    for key, value in written.items():
        if (key not in state or state[key] != value) and key in row_state:
            out[key] = copy.deepcopy(row_state[key])
    return out if is_dead(ruleset, sheet, out) else written
