"""A fight's order in an export without secrets: places counted among the fighters the players see.

:mod:`app.export.concealed` leaves a hidden fighter's rows and lines out; the places of the others
were still counted with him: Ana at place 3 of an order whose first two were a hidden walker and
Rook ("position" 2, 3, 4 and the fight's "turn" 2 in the JSON, "Ana moved to place 3 in the order"
in every format).  Here the players' copy reads as if he had never been in the fight:

* a fighter's ``position`` in a row change, and the fight's ``turn`` (the index of the one up),
  count only the fighters the players see at that event: 0, 1, 2 with no gap;
* the place of "{name} moved to place {place} in the order" (and of the undo or redo line naming
  that move) is the moved one's place among them.

(The JSON's fighters' rows and characters are numbered in the file by :mod:`app.export.file_numbers`.)

:func:`read_places` replays the changes of the fights' orders alone: the lines that make, move or
take out a fighter (each writes the fighter's ``position``), and the undo and redo lines naming
them, as the console applied them; a turn passed, most of a fight's lines, changes no order and is
not read.  Each fight keeps its order after each of those lines, and the order around any other
event is looked up among them.  A campaign whose fights never held a hidden character costs
nothing: nothing is replayed.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import text as sql
from sqlmodel import Session

from app.export.concealment import Concealment
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.log import LogLine
from app.services.logtext import BOOKKEEPING

#: the line of a fighter moved in the order (its ``place`` counts from 1)
MOVED = QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order")
COMBATANT = "combatant"
ENCOUNTER = "encounter"
#: a fight's order at one moment: encounter id → {combatant id: position}
Orders = dict[int, dict[int, int]]
#: what a row change that writes a place holds (compact JSON text)
PLACE_KEYS = ('"position":', '"turn":')


@dataclass
class OrderPlaces:
    """The fights' orders over the log (see the module)."""

    #: fight → the ids of the lines that changed its order, in order, and its order after each
    steps: dict[int, list[int]] = field(default_factory=dict)
    orders: dict[int, list[dict[int, int]]] = field(default_factory=dict)
    #: line id → the fights whose order it changed (a move: the fight it was made in)
    touched: dict[int, set[int]] = field(default_factory=dict)
    #: combatant id → the character it is, and the fight it is in
    owner: dict[int, int] = field(default_factory=dict)
    fight_of: dict[int, int] = field(default_factory=dict)
    #: whether a hidden character ever fought (else nothing here changes a line)
    active: bool = False

    def order(self, fight: int | None, event_id: int, after: bool) -> dict[int, int] | None:
        """The order of ``fight`` just before event ``event_id`` or just after it (None: no such fight yet)."""
        ids = self.steps.get(fight) if fight is not None else None
        if not ids:
            return None
        at = (bisect_right(ids, event_id) if after else bisect_left(ids, event_id)) - 1
        return self.orders[fight][at] if at >= 0 and fight is not None else None

    def rank(self, order: dict[int, int], hidden: frozenset[int], position: int) -> int:
        """How many fighters the players see come before ``position`` in ``order``."""
        return sum(1 for cid, at in order.items() if at < position and self.owner.get(cid) not in hidden)

    def _renumbered(self, side: Any, order: dict[int, int] | None, key: str, hidden: frozenset[int]) -> Any:
        if order is None or not isinstance(side, dict) or not isinstance(side.get(key), int):
            return side
        return {**side, key: self.rank(order, hidden, side[key])}

    def changes(self, event_id: int, changes: list[Any], hidden: frozenset[int]) -> list[Any]:
        """``changes`` of event ``event_id`` with each position and turn counted among those seen."""
        if not hidden or not self.active:
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
                    "before": self._renumbered(change.get("before"), self.order(fight, event_id, False), key, hidden),
                    "after": self._renumbered(change.get("after"), self.order(fight, event_id, True), key, hidden),
                }
            out.append(change)
        return out

    def changes_text(self, event_id: int, text: str, hidden: frozenset[int]) -> str:
        """The same for an event's row changes as JSON text (what the JSON file writes)."""
        if not text or not hidden or not self.active or not (PLACE_KEYS[0] in text or PLACE_KEYS[1] in text):
            return text
        return json.dumps(self.changes(event_id, json.loads(text), hidden), ensure_ascii=False, separators=(",", ":"))

    def _after(self, event_id: int) -> Orders | None:
        """The orders of the fights line ``event_id`` changed, just after it."""
        fights = self.touched.get(event_id)
        if not fights:
            return None
        orders = {f: self.order(f, event_id, True) for f in fights}
        return {f: order for f, order in orders.items() if order is not None}

    def event(self, event: LogLine, hidden: frozenset[int]) -> LogLine:
        """``event`` with the place of a move (its own line, or an undo or redo line naming it)
        counted among the fighters the players see."""
        if not hidden:
            return event
        if event.changes and self.active and _places_written(event.text, event.changes):
            event = replace(event, changes=self.changes(event.id, event.changes, hidden))
        source = event.ref_id if event.kind in BOOKKEEPING and event.ref_id is not None else event.id
        after = self._after(source)
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
    """The lines that make, move or take out a fighter, and the undo and redo lines naming them, in
    the order written.  Each of those lines holds a fighter's ``position`` (a fighter's fight is
    written only when he is made, with his place), so one scan of the log for that word finds them
    (a character's own rows too, skipped later)."""
    # the JSON column read as its text (PostgreSQL has no LIKE on json)
    columns = "SELECT id, kind, ref_id, text, changes FROM log_event"
    query = sql(f"{columns} WHERE CAST(changes AS TEXT) LIKE :p ORDER BY id")
    rows = list(s.execute(query, {"p": '%"position"%'}))
    steps = [Step(int(r[0]), r[1] or "", None if r[2] is None else int(r[2]), r[3] or "", _decoded(r[4]) or [])
             for r in rows]
    ids = {step.id for step in steps}
    if ids:  # an undo or redo line is replayed from the line it names: its own changes are not read
        replays = s.execute(sql("SELECT id, kind, ref_id FROM log_event WHERE kind IN ('undo', 'redo')"))
        steps += [Step(int(r[0]), r[1], int(r[2]), "", []) for r in replays if r[2] is not None and int(r[2]) in ids]
        steps.sort(key=lambda step: step.id)
    return steps


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
    """The fights' orders over the campaign's log (see the module), ``found`` telling who was ever
    hidden from the players and whose rows are whose."""
    places = OrderPlaces()
    ever_hidden = {cid for cid, shown in found.start.items() if not shown}
    ever_hidden |= {cid for cid, moves in found.changes.items() for _, shown in moves if not shown}
    if not any(table == COMBATANT and cid in ever_hidden for (table, _), cid in found.owners.items()):
        return places  # no hidden one ever fought: every place is as the players saw it
    places.active = True
    orders: Orders = {}
    for event, _text, changes in _ordered(_read_steps(s)):
        fighters = [c for c in changes if isinstance(c, dict) and c.get("table") == COMBATANT]
        if not fighters:
            continue
        touched = {places.fight_of[int(c["id"])] for c in fighters if int(c["id"]) in places.fight_of}
        for change in fighters:
            _apply(places, orders, int(change["id"]), change.get("after"))
        touched |= {places.fight_of[int(c["id"])] for c in fighters if int(c["id"]) in places.fight_of}
        places.touched[event.id] = touched
        for fight in touched:
            places.steps.setdefault(fight, []).append(event.id)
            places.orders.setdefault(fight, []).append(dict(orders.get(fight, {})))
    return places


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
