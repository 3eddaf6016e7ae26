"""Who was hidden from the players when: each character's ``revealed`` read over the campaign's whole log.

:func:`read_concealment` reads every change of who was revealed (the row changes that set ``revealed``,
the undo and redo lines of those actions, an older log's reveal recorded in its line alone:
:mod:`app.export.old_reveals`) into a :class:`Concealment`, which answers who was hidden just after an
event and matches their names; :mod:`app.export.concealed` decides from it what an export without
secrets leaves out.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session

from app.export.extras_gone import read_gone
from app.export.old_reveals import REVEAL_LINES, recorded_reveals
from app.services.log import NO_LONGER_SECRET, read_lines
from app.services.logtext import BOOKKEEPING
from app.services.row_ids import row_id
from app.store.models import Character


@dataclass
class Concealment:
    """Each character's ``revealed`` over the log: ``changes[cid]`` = [(event id, revealed after it)]
    in order, ``start[cid]`` its value before the first of them, ``names[cid]`` every name it had."""

    changes: dict[int, list[tuple[int, bool]]] = field(default_factory=dict)
    start: dict[int, bool] = field(default_factory=dict)
    names: dict[int, set[str]] = field(default_factory=dict)
    #: (table, row id) → the character the row is of (a fighter of a fight: its ``character_id``)
    owners: dict[tuple[str, int], int] = field(default_factory=dict)
    #: a fight's end line → the extras it took off the roster (app.export.extras_gone)
    gone: dict[int, list[int]] = field(default_factory=dict)
    #: the row changes of the lines that showed or hid someone, by line id (read here whatever the
    #: export reads: whose health the players saw how follows them, app.export.health_shown)
    reveal_changes: dict[int, list[Any]] = field(default_factory=dict)
    #: the ruleset's roll against someone hidden told from the roller's side alone
    #: (:meth:`app.rules.features.rolls.RollRules.told_alone`); None: a ruleset without rolls
    told_alone: Callable[[Any, Any, Sequence[Any], Any], tuple[Any, list[Any], list[Any]] | None] | None = None
    #: and a roll of his against someone they see told from that one's side
    #: (:meth:`app.rules.features.rolls.RollRules.told_other`)
    told_other: Callable[[Any, Any, Sequence[Any], Any], tuple[Any, list[Any], list[Any]] | None] | None = None
    #: the lines the GM made public by hand ("No longer secret", not taken back), by id: a line naming
    #: someone hidden that the GM chose to give the players keeps its public part (app.export.concealed)
    made_public: frozenset[int] = frozenset()
    _patterns: dict[frozenset[int], re.Pattern[str] | None] = field(default_factory=dict, repr=False)
    _points: list[tuple[int, frozenset[int]]] | None = field(default=None, repr=False)

    def hidden_at(self, event_id: int) -> frozenset[int]:
        """The characters hidden from the players just after event ``event_id``."""
        if self._points is None:
            self._points = self._timeline()
        at = bisect_right(self._points, event_id, key=lambda point: point[0]) - 1
        return self._points[at][1]

    def _timeline(self) -> list[tuple[int, frozenset[int]]]:
        """(event id, who is hidden from then on), from before the first event."""
        hidden = {cid for cid, shown in self.start.items() if not shown}
        points = [(-1, frozenset(hidden))]
        for event_id, cid, shown in sorted((at, cid, shown) for cid, moves in self.changes.items()
                                           for at, shown in moves):
            (hidden.discard if shown else hidden.add)(cid)
            if points[-1][0] == event_id:
                points[-1] = (event_id, frozenset(hidden))
            else:
                points.append((event_id, frozenset(hidden)))
        return points

    def hidden_in(self, event_ids: Iterable[int]) -> set[int]:
        """The characters hidden from the players at any of ``event_ids``."""
        found: set[int] = set()
        for event_id in event_ids:
            found |= self.hidden_at(event_id)
        return found

    def pattern(self, hidden: frozenset[int]) -> re.Pattern[str] | None:
        """One expression matching any name of the ``hidden`` characters as a whole word."""
        if hidden not in self._patterns:
            names = sorted({n for cid in hidden for n in self.names.get(cid, ()) if n.strip()}, key=len, reverse=True)
            self._patterns[hidden] = (
                re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, names)) + r")(?!\w)") if names else None
            )
        return self._patterns[hidden]


def _retire(found: Concealment, cid: int, event_id: int) -> None:
    """Character ``cid``, taken away at ``event_id`` (deleted, or his making undone), kept apart under an
    id of his own: SQLite gives his row's id to the next character made, and his names and reveals are
    not that one's (an import undone leaves "Lena Ruiz" on the id the next import gives Carla Soto,
    and every line naming Lena after her new import would have been read as naming Carla, hidden).
    His names count as hidden no more from then on: no line can name him after he is gone."""
    if cid not in found.names and cid not in found.changes:
        return
    retired = -1 - sum(1 for known in found.names if known < 0)
    found.names[retired] = found.names.pop(cid, set())
    found.changes[retired] = [*found.changes.pop(cid, []), (event_id, True)]
    found.start[retired] = found.start.get(cid, False)


def read_concealment(s: Session, characters: list[Character]) -> Concealment:
    """Every change of who was revealed, from the campaign's whole log (not only the exported sessions)."""
    found = Concealment(gone=read_gone(s))
    found.made_public = frozenset(
        int(e.payload["event_id"]) for e in read_lines(s, "kind = 'secret'", {})
        if not e.undone and e.text == NO_LONGER_SECRET and isinstance(e.payload, dict)
        and isinstance(e.payload.get("event_id"), int))
    for character in characters:
        found.start[row_id(character)] = bool(character.revealed)
    # the JSON column read as its text (PostgreSQL has no LIKE on json)
    for event in read_lines(s, "CAST(changes AS TEXT) LIKE :owned", {"owned": '%"character_id"%'}, changes=True):
        for change in event.changes:
            if isinstance(change, dict) and change.get("table") != "character":
                for side in (change.get("before"), change.get("after")):
                    if isinstance(side, dict) and isinstance(side.get("character_id"), int):
                        found.owners[(str(change.get("table")), int(change["id"]))] = side["character_id"]
    # the lines that changed a character's ``revealed``, and the reveals' own lines (an older log's
    # reveal by V recorded no character row: app.export.old_reveals)
    setting = read_lines(s, "CAST(changes AS TEXT) LIKE :revealed OR text IN :reveals",
                         {"revealed": '%"revealed"%', "reveals": list(REVEAL_LINES)}, changes=True)
    by_id = {e.id: e for e in setting}
    found.reveal_changes = {int(e.id): list(e.changes) for e in setting if e.changes}
    replays = read_lines(s, "kind IN ('undo', 'redo') AND ref_id IN :ids", {"ids": list(by_id)}) if by_id else []
    known: set[int] = set()
    for event in sorted([*setting, *replays], key=lambda e: e.id):
        ref = by_id.get(event.ref_id) if event.kind in BOOKKEEPING and event.ref_id is not None else None
        source = ref if ref is not None else event
        for change in source.changes:
            if not isinstance(change, dict) or change.get("table") != "character":
                continue
            cid = int(change["id"])
            before, after = change.get("before"), change.get("after")
            if ref is not None and event.kind == "undo":
                before, after = after, before
            if after is None and isinstance(before, dict):  # taken away: his id may be given to another
                _retire(found, cid, event.id)
                known.discard(cid)
                continue
            if isinstance(after, dict) and "name" in after:
                found.names.setdefault(cid, set()).add(str(after["name"]))
            if not isinstance(after, dict) or "revealed" not in after:
                continue
            if cid not in known:
                known.add(cid)
                if isinstance(before, dict) and "revealed" in before:
                    found.start[cid] = bool(before["revealed"])
                else:  # created here: hidden until then (no line could name it before)
                    found.start[cid] = bool(after["revealed"])
            found.changes.setdefault(cid, []).append((event.id, bool(after["revealed"])))
        if source.text not in REVEAL_LINES:
            continue
        applied = source.changes if ref is None or event.kind != "undo" else [
            {**c, "before": c.get("after"), "after": c.get("before")} if isinstance(c, dict) else c
            for c in source.changes]
        for cid, (was, now) in recorded_reveals(applied, found.owners).items():
            if cid not in known:
                known.add(cid)
                found.start[cid] = was
            found.changes.setdefault(cid, []).append((event.id, now))
    for character in characters:  # each name a character bears now is his
        found.names.setdefault(row_id(character), set()).add(character.name)
    return found
