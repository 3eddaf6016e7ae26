"""An update keeps where the roster's character stands in the course of what the file holds no point of.

A Foundry actor imported again brings its critical injuries as the item describes them: the time
passed since one was taken and its tending are no fields of Foundry's, so the character's own (two
hours into a Deep cut's countdown, tended) would be reset to "just taken".  The reading names those
entries (:class:`~app.rules.foundry.KeptCourse`, a dict each in the person's ``"courses"``): an
update sets the roster's values of each one's keys over the file's, found at the same entry (the
same name; the second of a name for the second), unless the file gives a later point of the course
(Deadwatch's own export, written after more time passed).  An entry the roster does not have (an
injury new to the character) comes as the file has it.  The preview's row of each entry kept says
so (:func:`kept_lines`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import Any

from app.rules.foundry import KeptCourse


def as_dicts(courses: Sequence[KeptCourse]) -> list[dict[str, Any]]:
    """The reading's courses as the person's ``"courses"`` hold them."""
    return [{**asdict(c), "path": list(c.path), "keys": list(c.keys), "order": list(c.order)} for c in courses]


def _at(state: Any, path: Sequence[Any]) -> Any:
    """What is at ``path`` in ``state``; None when nothing is."""
    target = state
    for key in path:
        if isinstance(target, dict) and isinstance(key, str) and key in target:
            target = target[key]
        elif isinstance(target, list) and type(key) is int and 0 <= key < len(target):
            target = target[key]
        else:
            return None
    return target


def entry_at(state: Any, path: Sequence[Any]) -> dict[str, Any] | None:
    """The entry at ``path`` in ``state``; None when there is none."""
    target = _at(state, path)
    return target if isinstance(target, dict) else None


def roster_entry(roster: Any, state: Any, path: Sequence[Any]) -> dict[str, Any] | None:
    """The roster's entry that is the one at ``path`` in ``state``: in the same list, by its name
    (the second of a name for the second); None when the roster has none such."""
    *parents, index = path
    mine, theirs = _at(state, parents), _at(roster, parents)
    if not isinstance(mine, list) or not isinstance(theirs, list) or type(index) is not int:
        return None
    if not 0 <= index < len(mine) or not isinstance(mine[index], dict):
        return None
    name = mine[index].get("name")
    if name is None:
        return None
    nth = sum(1 for e in mine[:index] if isinstance(e, dict) and e.get("name") == name)
    same = [e for e in theirs if isinstance(e, dict) and e.get("name") == name]
    return same[nth] if nth < len(same) else None


def later(theirs: Mapping[str, Any], ours: Mapping[str, Any], order: Sequence[str]) -> bool:
    """Whether the file's entry ``theirs`` stands later in its course than the roster's ``ours``."""
    for key in order:
        mine, other = _rank(theirs.get(key)), _rank(ours.get(key))
        if mine != other:
            return mine > other
    return False


def _rank(value: Any) -> int:
    return int(value) if isinstance(value, bool | int) else 0


def kept(roster: Any, state: Any, course: Mapping[str, Any]) -> dict[str, Any] | None:
    """The roster's entry whose course ``course`` keeps over the file's; None when the file's stands."""
    path = course.get("path")
    if not isinstance(path, list) or not path:
        return None
    theirs = entry_at(state, path)
    ours = roster_entry(roster, state, path)
    if theirs is None or ours is None:
        return None
    if course.get("given") and later(theirs, ours, list(course.get("order") or ())):
        return None
    return ours


def keep_courses(roster: Any, state: Any, courses: Any) -> None:
    """Set in ``state`` (the file's, as the update writes it) the roster's point of each course kept."""
    for course in courses if isinstance(courses, list) else ():
        if not isinstance(course, Mapping):
            continue
        ours = kept(roster, state, course)
        entry = entry_at(state, course["path"]) if ours is not None else None
        if ours is None or entry is None:
            continue
        for key in course.get("keys") or ():
            if key in ours:
                entry[key] = ours[key]


def kept_lines(roster: Any, state: Any, courses: Any,
               said: Callable[[Mapping[str, Any]], dict[str, Any] | None] | None) -> list[tuple[str, dict[str, Any]]]:
    """(the preview row's source, its line) for each course an update keeps that ``said`` words."""
    out: list[tuple[str, dict[str, Any]]] = []
    for course in courses if isinstance(courses, list) and said is not None else ():
        if not isinstance(course, Mapping) or not course.get("source"):
            continue
        ours = kept(roster, state, course)
        line = said(ours) if ours is not None and said is not None else None
        if line is not None:
            out.append((str(course["source"]), line))
    return out


def fair_courses(courses: Any, state: Any) -> bool:
    """Each course an entry of ``state`` with keys named by text (a preview handed over as a record)."""
    if not isinstance(courses, list):
        return False
    for course in courses:
        if not isinstance(course, dict) or not isinstance(course.get("path"), list) or not course["path"]:
            return False
        if entry_at(state, course["path"]) is None:
            return False
        if not all(isinstance(course.get(k), list) and all(isinstance(x, str) for x in course[k])
                   for k in ("keys", "order")):
            return False
        if not isinstance(course.get("given"), bool) or not isinstance(course.get("source"), str):
            return False
    return True
