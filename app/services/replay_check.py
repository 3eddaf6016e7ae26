"""Before an undo or redo: are the rows still as the action left them (or found them)?

In one window, undo takes actions back in order, so each row is as its action left it.  With several
windows or processes on one campaign another console's later action may have changed the same row;
writing the recorded side back would silently overwrite that change.  Such an undo is refused.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session

from app.services.snapshots import MODELS, snapshot


def conflicting(session: Session, changes: list[dict[str, Any]], side: str) -> bool:
    """Whether any row of ``changes`` is no longer at its ``side`` ("after" before an undo, "before"
    before a redo), read in ``session``."""
    # a row an action changed twice (a blast, then the round's end) is checked against the side
    # that stands: the last change's "after" before an undo, the first change's "before" before a redo
    checked: set[tuple[str, Any, str]] = set()
    for change in (changes if side == "before" else reversed(changes)):
        model = MODELS.get(change["table"])
        if model is None:
            return True
        expected = change[side]
        row = session.get(model, change["id"])
        if expected is None:
            if row is not None:
                return True
            continue
        if row is None:
            return True
        now = snapshot(row)
        for key, value in expected.items():
            column = (change["table"], change["id"], key)
            if column in checked:
                continue
            checked.add(column)
            if now.get(key) != value:
                return True
    return False
