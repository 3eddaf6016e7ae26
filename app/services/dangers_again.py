"""The dangers an undo or a redo brings back, in the words the window's status bar says them ("Undo:
15 damage to Shambler 1 (…) — in force again: Shambler 1: Useless (Left leg); Shambler 1: Bleeding
(Left leg)"), for its log line to say them too (it said the undo alone).

A danger is a condition of the rules' ``danger`` severity a character's row alerts with
(:mod:`ui.docks.roster_alerts`); one is brought back when the step gives a character one it did
not have before.  Each is a line (``{"t", "ctx", "args"}``) of the roster alert's own words, so the
log reads it in whatever language the GM reads it in, as the bar does."""

from __future__ import annotations

from typing import Any

from sqlmodel import Session

from app.rules.base import Condition, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.danger_words import danger_line
from app.store.models import Character

#: an undo's and a redo's line with the dangers it brings back
UNDO_AGAIN = QT_TRANSLATE_NOOP("log", "Undo: {action} — in force again: {dangers}")
REDO_AGAIN = QT_TRANSLATE_NOOP("log", "Redo: {action} — in force again: {dangers}")

Dangers = dict[int, list[Condition]]


def _ids(changes: list[dict[str, Any]]) -> list[int]:
    """The characters ``changes`` change, in their order."""
    seen: list[int] = []
    for change in changes:
        if change.get("table") == "character" and isinstance(change.get("id"), int) and change["id"] not in seen:
            seen.append(change["id"])
    return seen


def dangers_now(s: Session, ruleset: Ruleset, changes: list[dict[str, Any]]) -> Dangers:
    """The dangers of each character ``changes`` change, as read in ``s`` now."""
    out: Dangers = {}
    for cid in _ids(changes):
        row = s.get(Character, cid)
        if row is None:
            continue
        try:
            out[cid] = [c for c in ruleset.conditions(row.sheet, row.state) if c.severity == "danger"]
        except Exception:  # noqa: BLE001 - a record the rules cannot read alerts with nothing
            continue
    return out


def brought_back(s: Session, ruleset: Ruleset, changes: list[dict[str, Any]], before: Dangers) -> list[dict[str, Any]]:
    """The dangers each character has now that it had not in ``before`` (:func:`dangers_now` read
    before the step), a line each, in the rules' order."""
    lines: list[dict[str, Any]] = []
    for cid, dangers in dangers_now(s, ruleset, changes).items():
        if cid not in before:  # no row of it before (brought back whole): its dangers are no news
            continue
        had = {c.key for c in before[cid]}
        row = s.get(Character, cid)
        name = row.name if row is not None else ""
        lines += [danger_line(name, c) for c in dangers if c.key not in had]
    return lines

