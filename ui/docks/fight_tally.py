"""What the initiative dock's heading counts over the fight's rows, kept as the rows change: who
has no initiative yet (R rolls for them), who has declared a phase, and who waits (delays or holds)
and has not acted.  The heading (:mod:`.fight_heading`) reads these rather than every row at each
change: a round's end in a fight of four hundred counts nothing again."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.store.models import Combatant


class FightTally:
    """The combatant ids in each of the heading's counts, by what each row was last shown with."""

    def __init__(self) -> None:
        self.unrolled: set[int] = set()  # no initiative yet
        self.declared: set[int] = set()  # a phase declared
        self.waiting: set[int] = set()  # delays or holds, not acted

    def clear(self) -> None:
        self.unrolled.clear()
        self.declared.clear()
        self.waiting.clear()

    def note(self, cid: int, row: Combatant) -> None:
        """A row shown anew: counted where it now belongs."""
        state = row.state
        _put(self.unrolled, cid, row.initiative is None)
        _put(self.declared, cid, bool(state.get("phase")))
        _put(self.waiting, cid, bool(not row.acted and state.get("status")))

    def drop(self, cid: int) -> None:
        """A row gone from the fight."""
        self.unrolled.discard(cid)
        self.declared.discard(cid)
        self.waiting.discard(cid)


def _put(ids: set[int], cid: int, inside: bool) -> None:
    if inside:
        ids.add(cid)
    else:
        ids.discard(cid)
