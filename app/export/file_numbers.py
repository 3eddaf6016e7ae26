"""The ids the players' JSON gives the characters and the fighters' rows: 1, 2, 3 with no gap.

The store's ids count every character ever made, the ones hidden from the players too: a players'
copy whose characters go 1, 2, 4 tells them that a third one exists.  In the copy without secrets
every character id is the character's number in the file (1, 2, 3 in the order the file first
names them), through one table for the whole file:

* a character's own row change (its ``id``, and the ``id`` of its row written whole);
* every field that holds a character id, wherever it stands: a fighter's ``character_id``, a swarm
  roll's ``character_id`` in the campaign's state, an event's ``actor_id`` and ``target_id``, a
  roll's ``opponent_id`` and the like (:data:`CHARACTER_KEYS`);
* a character hidden from the players at that event is written as null where a field still names
  him (his own rows are already left out: :mod:`app.export.concealed`).

The fighters' rows are numbered the same way in a table of their own, when a hidden character ever
fought (:mod:`app.export.order_places` counts their places).  The importer of a session log drops the
row changes, so the file still imports.  A campaign where no one was ever hidden keeps its ids.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from app.export.concealment import Concealment

CHARACTER = "character"
COMBATANT = "combatant"
#: the fields holding a character id, wherever they stand in a row change or a payload: a damage's
#: ``actor_id``, a roll's ``opponent_id``, a throw's ``thrower_id``, a swarm round's ``leader_id``…
CHARACTER_KEYS = frozenset({
    "character_id", "actor_id", "target_id", "opponent_id", "victim_id", "thrower_id", "shooter_id",
    "receiver_id", "escaped_id", "leader_id", "sacrificer_id", "healer_id",
})
#: in compact JSON text: a row change's head, or a field holding a character id (a quote inside a
#: string is escaped, so neither matches inside a name or a note)
_NAMED = re.compile(r'"table":"(\w+)","id":(\d+)|"(' + "|".join(sorted(CHARACTER_KEYS)) + r')":(\d+)')
_ID = '"id":'


@dataclass
class FileNumbers:
    """The numbers a players' JSON gives the characters and the fighters' rows (see the module)."""

    #: whether any character was ever hidden from the players (else every id stays)
    active: bool = False
    #: whether a hidden character ever fought (else the fighters' rows keep their ids)
    fighters: bool = False
    #: store id → number in the file, characters and fighters' rows apart
    characters: dict[int, int] = field(default_factory=dict)
    combatants: dict[int, int] = field(default_factory=dict)

    @classmethod
    def of(cls, found: Concealment, fought: bool) -> FileNumbers:
        """The table for a players' copy; ``fought``: whether a hidden character ever fought."""
        ever = any(not shown for shown in found.start.values())
        ever = ever or any(not shown for moves in found.changes.values() for _, shown in moves)
        return cls(active=ever, fighters=ever and fought)

    def character(self, cid: int, hidden: frozenset[int]) -> int | None:
        """Character ``cid``'s number in the file; None while he is hidden from the players."""
        if cid in hidden:
            return None
        return self.characters.setdefault(cid, len(self.characters) + 1)

    def combatant(self, rid: int) -> int:
        return self.combatants.setdefault(rid, len(self.combatants) + 1) if self.fighters else rid

    def _row(self, table: str, rid: int, hidden: frozenset[int]) -> int | None:
        if table == CHARACTER:
            return self.character(rid, hidden)
        return self.combatant(rid) if table == COMBATANT else rid

    def text(self, text: str, hidden: frozenset[int]) -> str:
        """An event's row changes as compact JSON text, numbered."""
        if not self.active or not text or not self._names(text):
            return text
        heads = [0]
        numbered = _NAMED.sub(lambda m: self._named(m, hidden, heads), text)
        if text.count(_ID) != heads[0]:
            # a row written whole carries its id inside: read and written again
            return json.dumps(self.changes(json.loads(text), hidden), ensure_ascii=False, separators=(",", ":"))
        return numbered

    def _names(self, text: str) -> bool:
        """Whether the text may hold a character id or a fighter's row (else nothing to number)."""
        return (CHARACTER in text or any(key in text for key in CHARACTER_KEYS)
                or (self.fighters and COMBATANT in text))

    def _named(self, match: re.Match[str], hidden: frozenset[int], heads: list[int]) -> str:
        table, rid, key, cid = match.groups()
        if table is not None:
            heads[0] += 1
            number = self._row(table, int(rid), hidden)
            return f'"table":"{table}","id":{"null" if number is None else number}'
        number = self.character(int(cid), hidden)
        return f'"{key}":{"null" if number is None else number}'

    def changes(self, changes: list[Any], hidden: frozenset[int]) -> list[Any]:
        """Decoded row changes, numbered."""
        if not self.active:
            return changes
        out = []
        for change in changes:
            if isinstance(change, dict) and isinstance(change.get("table"), str) and _is_id(change.get("id")):
                table = change["table"]
                number = self._row(table, change["id"], hidden)
                change = {key: number if key == "id"
                          else self._side(value, table, number, hidden) if key in ("before", "after")
                          else self.value(value, hidden)
                          for key, value in change.items()}
            else:
                change = self.value(change, hidden)
            out.append(change)
        return out

    def _side(self, side: Any, table: str, number: int | None, hidden: frozenset[int]) -> Any:
        """A row's before or after: its own ``id`` (a row written whole) is the row's number."""
        if not isinstance(side, dict):
            return side
        if table in (CHARACTER, COMBATANT) and "id" in side:
            side = {**side, "id": number}
        return self.value(side, hidden)

    def value(self, value: Any, hidden: frozenset[int]) -> Any:
        """Any decoded value (a row, a payload) with each field holding a character id numbered."""
        if not self.active:
            return value
        if isinstance(value, dict):
            return {key: self.character(item, hidden) if key in CHARACTER_KEYS and _is_id(item)
                    else self.value(item, hidden) for key, item in value.items()}
        if isinstance(value, list):
            return [self.value(item, hidden) for item in value]
        return value

    def names_any(self, value: Any) -> bool:
        """Whether a decoded value holds a field with a character id (a payload worth numbering)."""
        return self.active and _holds_id(value)


def _holds_id(value: Any) -> bool:
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if key in CHARACTER_KEYS and type(item) is int:
                return True
            if type(item) in _NESTED and _holds_id(item):
                return True
    elif kind is list:
        return any(type(item) in _NESTED and _holds_id(item) for item in value)
    return False


_NESTED = (dict, list)


def _is_id(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
