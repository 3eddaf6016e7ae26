"""A damage's or a heal's name in the players' copy, in the words the players saw of the character.

An action's name (its Edit → Undo label, kept in its payload and repeated by its undo and redo
lines, turned the undo's way: "Undo: 3 damage to Walker (Health 3 → 4)") counts the points the
character's health track lost or gained (:mod:`app.services.damage_done`).  For an NPC whose health the table saw only
as a word ("Battered"), or not at all, those numbers are what the players were never told, though
the line itself says only "now Battered".  So the players' copy names such an action by the word
the players saw after it ("Damage to Walker: now Battered"), or by the name alone when the health
was hidden from them ("Damage to Walker", and its line without the rules' account of what it left
him: no "Now Battered."); a character whose health they saw as numbers keeps the
numbers, and the GM's copy keeps every name as it is.

Whose health was shown how is replayed line by line (:class:`app.export.health_shown.HealthShown`),
judged at the action's own line for its undo and redo lines too.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from app.export.health_shown import HealthShown
from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.damage_done import (
    DAMAGE_BARE,
    DAMAGE_MOVED,
    DAMAGE_MOVES,
    DAMAGE_ONLY,
    DAMAGE_THROUGH,
    DAMAGE_THROUGH_MOVED,
    HEALED,
    HEALED_BARE,
    LEGACY,
)
from app.services.log import LogLine
from app.services.player_view import HEALTH_WORDS
from app.services.row_ids import row_id
from app.store.models import Character

#: a damage's or a heal's name with the health word the players saw after it
DAMAGE_SEEN = QT_TRANSLATE_NOOP("log", "Damage to {name}: now {health}")
HEAL_SEEN = QT_TRANSLATE_NOOP("log", "{name} healed: now {health}")
#: the names that count health points: each one's worded and bare form
#: (the labels of logs written before the sentence labels too: "Damage to Walker: 3 damage, Health −1")
_OLD_DAMAGE, _OLD_HEAL, _OLD_HEAL_BARE, _OLD_MOVED, _OLD_DAMAGE_AND_LOST = LEGACY
_WORDED = {DAMAGE_MOVED: (DAMAGE_SEEN, DAMAGE_BARE), DAMAGE_MOVES: (DAMAGE_SEEN, DAMAGE_BARE),
           DAMAGE_ONLY: (DAMAGE_SEEN, DAMAGE_BARE), DAMAGE_THROUGH: (DAMAGE_SEEN, DAMAGE_BARE),
           DAMAGE_THROUGH_MOVED: (DAMAGE_SEEN, DAMAGE_BARE), HEALED: (HEAL_SEEN, HEALED_BARE),
           _OLD_DAMAGE: (DAMAGE_SEEN, DAMAGE_BARE), _OLD_DAMAGE_AND_LOST: (DAMAGE_SEEN, DAMAGE_BARE),
           _OLD_HEAL: (HEAL_SEEN, _OLD_HEAL_BARE)}
DEAD = QT_TRANSLATE_NOOP("PlayerView", "Dead")


class HealthLabels:
    """Rename the players' copy's damage and heal names of characters whose health was no number."""

    def __init__(self, events: Sequence[LogLine], characters: Sequence[Character], state: Mapping[str, Any],
                 ruleset: Ruleset, stored: Mapping[int, str] | None = None,
                 reveals: Mapping[int, Sequence[Any]] | None = None) -> None:
        """``stored``: each event's row changes as JSON text, by id, for events read without them;
        ``reveals``: the reveals' lines' row changes, by id (whose health was shown how follows them)."""
        self._by_id = {int(e.id): e for e in events}
        self._stored = stored or {}
        self._shown = HealthShown(events, characters, state, reveals)
        self._sheets = {row_id(c): c.sheet for c in characters}
        self._rules = ruleset

    def event(self, event: LogLine) -> LogLine:
        """``event`` as the players' copy writes it: its own name, or the name its undo or redo line
        repeats, in the players' words where they saw no numbers."""
        if event.kind in {"undo", "redo"} and event.ref_id is not None:
            action = (event.args or {}).get("action")
            ref = self._by_id.get(int(event.ref_id))
            # an undo's word is the one its undo left (the health before the action): "now Bruised", not
            # the damage's own "now Battered"
            side = "before" if event.kind == "undo" else "after"
            worded = self._label(ref, action, side) if ref is not None else None
            return event if worded is None else replace(event, args={**event.args, "action": worded})
        label = (event.payload or {}).get("label")
        worded = self._label(event, label)
        if worded is None:
            return event
        event = replace(event, payload={**event.payload, "label": worded})
        cid = _target(event)
        if cid is not None and cid not in self._shown.worded_at(int(event.id)) and event.args.get("lines"):
            # his health hidden from the players (his name only): the rules' account of what the
            # damage left him ("Now Battered.") is not theirs either
            event = replace(event, args={k: v for k, v in event.args.items() if k != "lines"})
        return event

    def _label(self, action: LogLine, label: Any, side: str = "after") -> dict[str, Any] | None:
        """``label`` of ``action`` in the players' words (the health word of its row's ``side``: "after"
        the action, "before" it for its undo); None when it stays as it is."""
        if not isinstance(label, Mapping) or label.get("t") not in _WORDED:
            return None
        cid = _target(action)
        if cid is None or cid not in self._shown.at(int(action.id)):
            return None  # health seen as numbers: the numbers stay
        seen, bare = _WORDED[str(label["t"])]
        args = label.get("args")
        name = args.get("name", "") if isinstance(args, Mapping) else ""
        word = self._word(action, cid, side) if cid in self._shown.worded_at(int(action.id)) else None
        if word is None:
            return {"t": bare, "ctx": "log", "args": {"name": name}}
        return {"t": seen, "ctx": "log", "args": {"name": name, "health": word}}

    def _word(self, action: LogLine, cid: int, side: str = "after") -> dict[str, Any] | None:
        """The word the players' screen showed of ``cid``'s health after ``action`` (``side``
        "before": before it, as its undo leaves it), a text to translate; None when it cannot be told."""
        sheet = self._sheets.get(cid)
        after = next((c.get(side) for c in self._changes(action) if isinstance(c, Mapping)
                      and c.get("table") == "character" and c.get("id") == cid), None)
        state = after.get("state") if isinstance(after, Mapping) else None
        if not isinstance(sheet, Mapping) or not isinstance(state, Mapping):
            return None
        rules = self._rules
        try:
            key = rules.health_track(dict(sheet))
            track = next((t for t in rules.tracks(dict(sheet)) if t.key == key), None)
            if track is None:
                return None
            if rules.is_dead(dict(sheet), dict(state)):
                return {"t": DEAD, "ctx": "PlayerView"}
            value = rules.track_values(dict(sheet), dict(state)).get(track.key, track.maximum)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        if track.value_labels.get(value):
            return {"t": track.value_labels[value], "ctx": "rules"}
        fraction = value / max(1, track.maximum)
        return {"t": next(word for limit, word in HEALTH_WORDS if fraction >= limit), "ctx": "PlayerView"}

    def _changes(self, action: LogLine) -> Sequence[Any]:
        """``action``'s row changes: read with it, or from their JSON text."""
        if action.changes:
            return action.changes
        text = self._stored.get(int(action.id))
        try:
            read = json.loads(text) if text else []
        except ValueError:
            return []
        return read if isinstance(read, list) else []


def _target(action: LogLine) -> int | None:
    """The character a damage or a heal was done to: its payload's, else the one character it changed."""
    target = (action.payload or {}).get("target_id")
    if type(target) is int:
        return target
    changed = {c.get("id") for c in action.changes or () if isinstance(c, Mapping) and c.get("table") == "character"}
    only = next(iter(changed), None) if len(changed) == 1 else None
    return only if type(only) is int else None
