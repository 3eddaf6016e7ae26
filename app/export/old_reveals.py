"""Reveals the log recorded before a reveal changed the character's row: read from the reveal's line.

Since V records the character's ``revealed`` in the changes of the line that shows or hides him
(:func:`app.services.player_view._show_in_fight`), :mod:`app.export.concealed` follows each reveal
from those changes.  A campaign played before then holds its reveals by V without them: the line
"Walker is shown to the players" recorded the campaign's reveal settings (``state["reveal"][id]``:
``name`` shown or not) and the fighter's ``hidden`` mark, never the character's row.  Read from
the changes alone, such an NPC stayed hidden from his creation on, and the players' copy of the log
left out every line naming him after the table saw him.

:func:`recorded_reveals` gives those reveals back from the line of each reveal: the characters it
showed or hid, by the reveal settings it wrote, or else by the fighter it marked.  A line that
recorded the character's row itself is not read here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP

#: the lines that show or hide a character to the players (V in the fight list, the roster's reveal)
REVEAL_LINES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("log", "{name} is shown to the players"),
    QT_TRANSLATE_NOOP("log", "{name} is hidden from the players"),
    QT_TRANSLATE_NOOP("log", "Players see {name} (health: {health})"),
    QT_TRANSLATE_NOOP("log", "Players see {name} (the name only)"),
)


def _named(side: Any) -> dict[int, bool]:
    """Character id → name shown, from one side of a campaign row's change (its reveal settings)."""
    state = side.get("state") if isinstance(side, dict) else None
    reveal = state.get("reveal") if isinstance(state, dict) else None
    if not isinstance(reveal, dict):
        return {}
    out = {}
    for key, setting in reveal.items():
        if str(key).isdigit() and isinstance(setting, dict) and isinstance(setting.get("name"), bool):
            out[int(key)] = setting["name"]
    return out


def _hidden_mark(side: Any) -> bool | None:
    """A fighter's ``hidden`` mark on one side of its row's change (no mark: shown), or None."""
    state = side.get("state") if isinstance(side, dict) else None
    return bool(state.get("hidden", False)) if isinstance(state, dict) else None


def recorded_reveals(changes: list[Any], owners: Mapping[tuple[str, int], int]) -> dict[int, tuple[bool, bool]]:
    """Character id → (shown before, shown after) for each character a reveal's line showed or hid
    whose own row it did not record; ``changes``: the line's changes as they were applied (an undo's
    sides already swapped), ``owners``: (table, row id) → the character a fighter's row is of."""
    recorded = {int(c["id"]) for c in changes if isinstance(c, dict) and c.get("table") == "character"
                and isinstance(c.get("after"), dict) and "revealed" in c["after"]}
    found: dict[int, tuple[bool, bool]] = {}
    for change in changes:
        if not isinstance(change, dict) or change.get("table") != "campaign":
            continue
        before, after = _named(change.get("before")), _named(change.get("after"))
        for cid, shown in after.items():
            if cid not in recorded and before.get(cid) != shown:
                found[cid] = (before.get(cid, not shown), shown)
    for change in changes:  # a fight's V before it set the reveal everywhere: the fighter's mark alone
        if not isinstance(change, dict) or change.get("table") != "combatant":
            continue
        owner = owners.get(("combatant", int(change.get("id") or 0)))
        was, now = _hidden_mark(change.get("before")), _hidden_mark(change.get("after"))
        if owner is None or owner in recorded or owner in found or was is None or now is None or was == now:
            continue
        found[owner] = (not was, not now)
    return found
