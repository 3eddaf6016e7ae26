"""Whose turn the players see while someone hidden from them acts.

The player display and the phones showed nobody's turn on a hidden zombie's, and the fighter who
passed the turn to it ticked as having acted: with both PCs ticked ✓ and nobody up, the room could
tell that someone unseen was acting.  While a hidden fighter acts, the players' view of the turn
stays as it was at the last visible turn: the last visible fighter to have acted before the hidden
one is still up (not yet ticked), until a visible fighter's turn or the round's end.  The session
log says the same to the players (:mod:`.turn_lines`): the turn given to the hidden one is the GM's
line alone, and the turn he passes on reads, in their copy, as passed by that last visible one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def hidden(row: Any) -> bool:
    """Whether a combatant is hidden from the players (their screens leave it out)."""
    return bool((row.state or {}).get("hidden"))


def seen_turn(rows: Sequence[Any], current_id: int | None) -> tuple[int | None, frozenset[int]]:
    """The combatant the players see as up in ``rows`` (the fight's order) while ``current_id`` acts,
    and the combatants they see as not having acted yet although they did (the one still up)."""
    at = next((i for i, r in enumerate(rows) if r.id == current_id), None)
    if at is None:
        return None, frozenset()
    if not hidden(rows[at]):
        return current_id, frozenset()
    # the turn the players saw last: the visible one placed last before the hidden one among those
    # who have acted this round (none at a round's start: nobody is up for them then)
    last = next((r for r in reversed(rows[:at]) if not hidden(r) and r.acted), None)
    if last is None or last.id is None:
        return None, frozenset()
    return last.id, frozenset({last.id})
