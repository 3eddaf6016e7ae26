"""The fields of the players' JSON that name another event, in the file's own numbering.

The players' copy numbers its events 1, 2, 3 (:func:`app.export.jsonlog.numbers`): a field still
holding a store id would name an event by a number the file gives another, or none at all (a roll's
``"answers": 25`` in a file of 16 events tells the players of lines kept from them).  Every field
that holds an event's id is written as that event's number in the file, or null when the event is
not in it (a secret line, a line naming someone hidden, another session):

* an undo or redo line's ``ref_id`` (:mod:`app.export.jsonlog`);
* in a payload, wherever it stands (:data:`EVENT_KEYS`): the single attack a roll ``answers`` (in its
  request), the attack a harm is dealt for (``single_attack_harm``), the roll a damage or a care
  was applied from (``of_roll``), the line a secrecy change is about (``event_id``);
* a row change of a log line (``"table": "log_event"``): its ``id``, the change left out when the
  line is not in the file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

#: the payload fields holding an event's id (app.services.rolls.requests, app.services.threat.single,
#: app.services.character_rules, app.services.log)
EVENT_KEYS = frozenset({"answers", "single_attack_harm", "of_roll", "event_id"})
LOG_TABLE = "log_event"
_LOG_ROW = f'"table":"{LOG_TABLE}"'


def _number(value: Any, ids: Mapping[int, int]) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return ids.get(value)
    return value


def renumbered(value: Any, ids: Mapping[int, int]) -> Any:
    """A payload (or any part of it) with each event id in the file's numbering (None: not in it)."""
    if isinstance(value, dict):
        return {k: _number(v, ids) if k in EVENT_KEYS else renumbered(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [renumbered(v, ids) for v in value]
    return value


def changes_text(text: str, ids: Mapping[int, int]) -> str:
    """Row changes as JSON text with a log line's row in the file's numbering, or left out when the
    line is not in the file (the same text when no change is a log line's)."""
    if _LOG_ROW not in text:
        return text
    out = []
    for change in json.loads(text):
        if isinstance(change, dict) and change.get("table") == LOG_TABLE:
            number = _number(change.get("id"), ids)
            if number is None:
                continue
            change = {**change, "id": number}
        out.append(change)
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
