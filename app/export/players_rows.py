"""The characters' row changes as the players' JSON writes them: their names, nothing else.

Every action records each character row it changed, before and after, and a row made or imported
is recorded whole: the sheet (an NPC's archetype and drive, his skills and gear), the state (his
exact Health, his stress, each critical injury with its time limit and recovery), the GM's private
notes and the ``revealed`` mark.  The players saw none of that: a character's name, and his health
as the GM chose to show it (a word for an NPC, often), on the display and the phones.  The players'
copy (an export without secrets) writes a character's row change with his ``id`` and ``name``
alone, and leaves out a change that changed neither (a wound, a sheet edited, a reveal): a
character made, renamed or taken away stays, as his lines say.  The GM's copy keeps every record.
"""

from __future__ import annotations

import json
from typing import Any

#: the fields of a character's row the players' copy writes
SHOWN_FIELDS = ("id", "name")
_CHARACTER = '"table":"character"'


def _shown_side(side: Any) -> Any:
    if not isinstance(side, dict):
        return side
    return {k: side[k] for k in SHOWN_FIELDS if k in side}


def players_rows(changes: list[Any]) -> list[Any]:
    """``changes`` with each character row reduced to what the players were shown (see the module)."""
    out = []
    for change in changes:
        if isinstance(change, dict) and change.get("table") == "character":
            before, after = _shown_side(change.get("before")), _shown_side(change.get("after"))
            if isinstance(before, dict) and isinstance(after, dict) and before.get("name") == after.get("name"):
                continue  # a wound, a sheet edited, a note, a reveal: nothing the players saw in the row
            change = {**change, "before": before, "after": after}
        out.append(change)
    return out


def players_rows_text(text: str) -> str:
    """Row changes stored as JSON text, as :func:`players_rows` gives them (the same text when no
    change is a character's)."""
    if _CHARACTER not in text:
        return text
    return json.dumps(players_rows(json.loads(text)), ensure_ascii=False, separators=(",", ":"))
