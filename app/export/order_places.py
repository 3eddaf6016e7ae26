"""A fight's order in an export without secrets: places counted among the fighters the players see.

:mod:`app.export.concealed` leaves a hidden fighter's rows and lines out; the places of the others
were still counted with him: Ana at place 3 of an order whose first two were a hidden walker and
Rook ("position" 2, 3, 4 and the fight's "turn" 2 in the JSON, "Ana moved to place 3 in the order"
in every format).  Here the players' copy reads as if he had never been in the fight:

* a fighter's ``position`` in a row change, and the fight's ``turn`` (the index of the one up),
  count only the fighters the players see at that event: 0, 1, 2 with no gap;
* the place of "{name} moved to place {place} in the order" (and of the undo or redo line naming
  that move) is the moved one's place among them;
* in the JSON a fighter's row goes by its number in the file (1, 2, 3 in the order first named),
  not by its row id, which would leave a gap where the hidden one's row was.

:func:`read_places` replays every change of a fight's order in the campaign's log (the undo and redo
lines too, as the console applied them) and keeps, for each event that writes a place or a turn,
the order just before and just after it.  A campaign whose fights never held a hidden character
costs nothing: nothing is replayed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import text as sql
from sqlmodel import Session

from app.export.concealed import Concealment
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine
from app.services.logtext import BOOKKEEPING

#: the line of a fighter moved in the order (its ``place`` counts from 1)
MOVED = QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order")
COMBATANT = "combatant"
ENCOUNTER = "encounter"
#: a fight's order at one moment: encounter id → {combatant id: position}
Orders = dict[int, dict[int, int]]


@dataclass
class OrderPlaces:
    """The fights' orders around each event that writes a place (see the module)."""

    #: event id → the orders of the fights it touched, just before it and just after it
    before: dict[int, Orders] = field(default_factory=dict)
    after: dict[int, Orders] = field(default_factory=dict)
    #: combatant id → the character it is, and the fight it is in
    owner: dict[int, int] = field(default_factory=dict)
    fight_of: dict[int, int] = field(default_factory=dict)
    #: whether a hidden character ever fought (else nothing here changes a line)
    active: bool = False
    #: combatant id → its number in the file: 1, 2, 3 in the order the file first names them
    numbers: dict[int, int] = field(default_factory=dict)

    def rank(self, order: dict[int, int], hidden: frozenset[int], position: int) -> int:
        """How many fighters the players see come before ``position`` in ``order``."""
        return sum(1 for cid, at in order.items() if at < position and self.owner.get(cid) not in hidden)

    def _renumbered(self, side: Any, order: dict[int, int] | None, key: str, hidden: frozenset[int]) -> Any:
        if order is None or not isinstance(side, dict) or not isinstance(side.get(key), int):
            return side
        return {**side, key: self.rank(order, hidden, side[key])}

    def changes(self, event_id: int, changes: list[Any], hidden: frozenset[int]) -> list[Any]:
        """``changes`` of event ``event_id`` with each position and turn counted among those seen."""
        before, after = self.before.get(event_id), self.after.get(event_id)
        if before is None or after is None or not hidden:
            return changes
        out = []
        for change in changes:
            table = change.get("table") if isinstance(change, dict) else None
            if table in (COMBATANT, ENCOUNTER):
                rid = int(change["id"])
                fight = rid if table == ENCOUNTER else self.fight_of.get(rid)
                key = "turn" if table == ENCOUNTER else "position"
                change = {
                    **change,
                    "before": self._renumbered(change.get("before"), before.get(fight or -1), key, hidden),
                    "after": self._renumbered(change.get("after"), after.get(fight or -1), key, hidden),
                }
            out.append(change)
        return out

    def numbered(self, changes: list[Any]) -> list[Any]:
        """``changes`` with each fighter's row named by its number in the file (:attr:`numbers`), not
        its row id: the ids of the fighters left out would leave gaps (1, 2, 4)."""
        out = []
        for change in changes:
            if isinstance(change, dict) and change.get("table") == COMBATANT and isinstance(change.get("id"), int):
                number = self.numbers.setdefault(change["id"], len(self.numbers) + 1)
                sides = {side: {**change[side], "id": number} for side in ("before", "after")
                         if isinstance(change.get(side), dict) and "id" in change[side]}
                change = {**change, "id": number, **sides}
            out.append(change)
        return out

    def changes_text(self, event_id: int, text: str, hidden: frozenset[int]) -> str:
        """The same for an event's row changes as JSON text (what the JSON file writes), its fighters'
        rows numbered (:meth:`numbered`)."""
        placed = event_id in self.after and bool(hidden)
        numbered = self.active and f'"{COMBATANT}"' in text
        if not text or not (placed or numbered):
            return text
        changes = json.loads(text)
        if placed:
            changes = self.changes(event_id, changes, hidden)
        if numbered:
            changes = self.numbered(changes)
        return json.dumps(changes, ensure_ascii=False, separators=(",", ":"))

    def event(self, event: LogLine, hidden: frozenset[int]) -> LogLine:
        """``event`` with the place of a move (its own line, or an undo or redo line naming it)
        counted among the fighters the players see."""
        if not hidden:
            return event
        if event.changes and event.id in self.after:
            event = replace(event, changes=self.changes(event.id, event.changes, hidden))
        source = event.ref_id if event.kind in BOOKKEEPING and event.ref_id is not None else event.id
        after = self.after.get(source)
        if after is None:
            return event
        if event.text == MOVED:
            return replace(event, args=self._place(event.args, after, hidden),
                           payload=self._labelled(event.payload, after, hidden))
        action = event.args.get("action")
        if isinstance(action, dict) and action.get("t") == MOVED:
            return replace(event, args={**event.args, "action": self._labelled_one(action, after, hidden)})
        return event

    def _place(self, args: dict[str, Any], after: Orders, hidden: frozenset[int]) -> dict[str, Any]:
        place = args.get("place")
        if not isinstance(place, int):
            return args
        for order in after.values():
            if place - 1 in order.values():  # the fight the move was made in (one per move)
                return {**args, "place": self.rank(order, hidden, place - 1) + 1}
        return args

    def _labelled_one(self, label: dict[str, Any], after: Orders, hidden: frozenset[int]) -> dict[str, Any]:
        args = label.get("args")
        return {**label, "args": self._place(args, after, hidden)} if isinstance(args, dict) else label

    def _labelled(self, payload: dict[str, Any], after: Orders, hidden: frozenset[int]) -> dict[str, Any]:
        label = payload.get("label")
        if isinstance(label, dict) and label.get("t") == MOVED:
            return {**payload, "label": self._labelled_one(label, after, hidden)}
        return payload


@dataclass(frozen=True, slots=True)
class Step:
    """One line of the log as the replay reads it: no words but its template, no dice, no payload."""

    id: int
    kind: str
    ref_id: int | None
    text: str
    changes: list[Any]


def _decoded(value: Any) -> Any:
    """A JSON column as SQLite hands it over (text), or as a driver that decodes JSON does."""
    return json.loads(value) if isinstance(value, str | bytes) else value


def _read_steps(s: Session) -> list[Step]:
    """The lines that change a fight's rows, and every undo and redo line, in the order written."""
    # the JSON column read as its text (PostgreSQL has no LIKE on json)
    query = sql("SELECT id, kind, ref_id, text, changes FROM log_event WHERE kind IN ('undo', 'redo') "
                "OR CAST(changes AS TEXT) LIKE :c OR CAST(changes AS TEXT) LIKE :e ORDER BY id")
    rows = s.execute(query, {"c": f'%"{COMBATANT}"%', "e": f'%"{ENCOUNTER}"%'})
    return [Step(int(r[0]), r[1] or "", None if r[2] is None else int(r[2]), r[3] or "", _decoded(r[4]) or [])
            for r in rows]


def _ordered(steps: list[Step]) -> Iterable[tuple[Step, str, list[Any]]]:
    """(line, the template of the action it is or names, its changes as the console applied them):
    an undo line the named action's, reversed.  An undo or redo of another kind of action is skipped."""
    by_id = {step.id: step for step in steps if step.kind not in BOOKKEEPING}
    for step in steps:
        if step.kind not in BOOKKEEPING:
            yield step, step.text, step.changes
            continue
        ref = by_id.get(step.ref_id) if step.ref_id is not None else None
        if ref is None:
            continue
        if step.kind == "undo":
            yield step, ref.text, [{**c, "before": c.get("after"), "after": c.get("before")}
                                   for c in reversed(ref.changes) if isinstance(c, dict)]
        else:
            yield step, ref.text, ref.changes


def _places_written(text: str, changes: list[Any]) -> bool:
    """Whether a line writes a fighter's position, a fight's turn or a place in the order."""
    if text == MOVED:
        return True
    for change in changes:
        if not isinstance(change, dict):
            continue
        key = "turn" if change.get("table") == ENCOUNTER else "position" if change.get("table") == COMBATANT else ""
        if key and any(isinstance(side, dict) and key in side for side in (change.get("before"), change.get("after"))):
            return True
    return False


def read_places(s: Session, found: Concealment) -> OrderPlaces:
    """The fights' orders around each event of the campaign's log that writes a place (see the
    module), ``found`` telling who was ever hidden from the players and whose rows are whose."""
    places = OrderPlaces()
    ever_hidden = {cid for cid, shown in found.start.items() if not shown}
    ever_hidden |= {cid for cid, moves in found.changes.items() for _, shown in moves if not shown}
    if not any(table == COMBATANT and cid in ever_hidden for (table, _), cid in found.owners.items()):
        return places  # no hidden one ever fought: every place is as the players saw it
    places.active = True
    orders: Orders = {}
    for event, text, changes in _ordered(_read_steps(s)):
        written = _places_written(text, changes)
        touched = {places.fight_of.get(int(c["id"]), -1) if c.get("table") == COMBATANT else int(c["id"])
                   for c in changes if isinstance(c, dict) and c.get("table") in (COMBATANT, ENCOUNTER)}
        if written:
            places.before[event.id] = {f: dict(orders[f]) for f in touched if f in orders}
        for change in changes:
            if isinstance(change, dict) and change.get("table") == COMBATANT:
                _apply(places, orders, int(change["id"]), change.get("after"))
        if written:
            touched |= {places.fight_of[c] for c in _moved(changes) if c in places.fight_of}
            places.after[event.id] = {f: dict(orders[f]) for f in touched if f in orders}
    return places


def _moved(changes: list[Any]) -> set[int]:
    return {int(c["id"]) for c in changes if isinstance(c, dict) and c.get("table") == COMBATANT}


def _apply(places: OrderPlaces, orders: Orders, cid: int, after: Any) -> None:
    """One change of fighter ``cid`` replayed: made, moved or taken out of its fight."""
    fight = places.fight_of.get(cid)
    if after is None:
        if fight is not None:
            orders.get(fight, {}).pop(cid, None)
        return
    if not isinstance(after, dict):
        return
    if isinstance(after.get("encounter_id"), int):
        fight = places.fight_of[cid] = after["encounter_id"]
    if isinstance(after.get("character_id"), int):
        places.owner[cid] = after["character_id"]
    if fight is not None and isinstance(after.get("position"), int):
        orders.setdefault(fight, {})[cid] = after["position"]
