"""What changed in the running fight between two of the initiative service's views: which
combatants changed and in which columns, and which fighters' characters were read again.

A screen that showed one view asks :meth:`FightDeltas.since` with that view's serial and works out
again only the rows the answer names (a round's end names every combatant in the column
``acted`` alone, the turns' words): the rest of its rows show what they showed.  None means the
service cannot say (a fight started or ended, someone joined or left, the campaign read again, or
the view shown is too old): the screen compares everything, as it would without the answer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

#: views whose changes are kept (a screen that showed an older one compares everything)
KEPT = 16


@dataclass(frozen=True)
class FightDelta:
    """The combatants changed (combatant id → the columns changed) and the fighters' characters
    changed (character ids) between two views."""

    combatants: Mapping[int, frozenset[str]] = field(default_factory=dict)
    characters: frozenset[int] = frozenset()


def combatant_columns(changes: Sequence[dict[str, Any]], encounter_id: int | None) -> dict[int, frozenset[str]] | None:
    """The columns each combatant's change names, or None when someone joined or left the fight
    (or the fight itself started, ended or was replaced: the order is read again then)."""
    out: dict[int, frozenset[str]] = {}
    for change in changes:
        table = change["table"]
        if table == "encounter":
            after = change["after"]
            if int(change["id"]) != encounter_id or after is None or change["before"] is None or "active" in after:
                return None
            continue
        if table != "combatant":
            continue
        after = change["after"]
        if after is None or change["before"] is None or "encounter_id" in after:
            return None  # joined, left, or moved to another fight
        cid = int(change["id"])
        columns = frozenset(after)
        found = out.get(cid)
        out[cid] = columns if found is None else found | columns
    return out


class FightDeltas:
    """The changes between the service's last views, by the serial of the view they lead to."""

    def __init__(self) -> None:
        self._kept: list[tuple[int, FightDelta | None]] = []  # (serial of the view, what changed since the one before)
        self._pending: FightDelta | None = FightDelta()  # what changed since the last view (None: unknown)

    def forget(self) -> None:
        """Nothing known: the next view is compared whole."""
        self._kept.clear()
        self._pending = None

    def changed(self, combatants: Mapping[int, frozenset[str]] | None, characters: frozenset[int]) -> None:
        """A change (``combatants`` None: one the service cannot follow row by row)."""
        pending = self._pending
        if pending is None or combatants is None:
            self._pending = None
            return
        merged = dict(pending.combatants)
        for cid, columns in combatants.items():
            found = merged.get(cid)
            merged[cid] = columns if found is None else found | columns
        self._pending = FightDelta(merged, pending.characters | characters)

    def viewed(self, serial: int) -> None:
        """A view was read with ``serial``: what is pending leads to it."""
        self._kept.append((serial, self._pending))
        del self._kept[:-KEPT]
        self._pending = FightDelta()

    def since(self, serial: int, now: int) -> FightDelta | None:
        """What changed from the view ``serial`` to the view ``now`` (None: not known)."""
        if serial == now:
            return FightDelta()
        steps = [(s, d) for s, d in self._kept if serial < s <= now]
        if len(steps) != now - serial:  # a view between the two is no longer kept
            return None
        combatants: dict[int, frozenset[str]] = {}
        characters: frozenset[int] = frozenset()
        for _s, delta in steps:
            if delta is None:
                return None
            if not combatants:
                combatants = dict(delta.combatants)
            else:
                for cid, columns in delta.combatants.items():
                    found = combatants.get(cid)
                    combatants[cid] = columns if found is None else found | columns
            characters |= delta.characters
        return FightDelta(combatants, characters)
