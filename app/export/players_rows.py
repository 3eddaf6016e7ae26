"""The characters' row changes as the players' JSON writes them: their names, nothing else.

Every action records each character row it changed, before and after, and a row made or imported
is recorded whole: the sheet (an NPC's archetype and drive, his skills and gear), the state (his
exact Health, his stress, each critical injury with its time limit and recovery), the GM's private
notes and the ``revealed`` mark.  The players saw none of that: a character's name, and his health
as the GM chose to show it (a word for an NPC, often), on the display and the phones.  The players'
copy (an export without secrets) writes a character's row change with his ``id`` and ``name``
alone, and leaves out a change that changed neither (a wound, a sheet edited, a reveal): a
character made, renamed or taken away stays, as his lines say.

A fighter's row (``combatant``) holds in its ``state`` what the GM wrote of him in the fight: his
declared phase and action, his timers, his ``hidden`` mark.  A hidden NPC's declaration is a secret
line, but the line that shows him (V) recorded his row before and after, his declaration in both
("dispara a Ana"): the players' copy writes a fighter's row change without its ``state`` (his
place, initiative and name stay), and leaves out one that changed nothing else.  The GM's copy keeps
every record.
"""

from __future__ import annotations

import json
from typing import Any

#: the fields of a character's row the players' copy writes
SHOWN_FIELDS = ("id", "name")
#: the field of a fighter's row the players' copy leaves out (the GM's notes of the fight)
FIGHTER_STATE = "state"
_CHARACTER = '"table":"character"'
_FIGHTER = '"table":"combatant"'


def _shown_side(side: Any) -> Any:
    if not isinstance(side, dict):
        return side
    return {k: side[k] for k in SHOWN_FIELDS if k in side}


def _fighter_side(side: Any) -> Any:
    if not isinstance(side, dict):
        return side
    return {k: v for k, v in side.items() if k != FIGHTER_STATE}


def players_rows(changes: list[Any]) -> list[Any]:
    """``changes`` with each character row reduced to what the players were shown, and each
    fighter's row without its state (see the module)."""
    out = []
    for change in changes:
        if isinstance(change, dict) and change.get("table") == "combatant":
            before, after = _fighter_side(change.get("before")), _fighter_side(change.get("after"))
            if before == after:
                continue  # a declaration, a timer, a hidden mark: the GM's notes of the fight alone
            change = {**change, "before": before, "after": after}
        elif isinstance(change, dict) and change.get("table") == "character":
            before, after = _shown_side(change.get("before")), _shown_side(change.get("after"))
            if isinstance(before, dict) and isinstance(after, dict) and before.get("name") == after.get("name"):
                continue  # a wound, a sheet edited, a note, a reveal: nothing the players saw in the row
            change = {**change, "before": before, "after": after}
        out.append(change)
    return out


def players_rows_text(text: str) -> str:
    """Row changes stored as JSON text, as :func:`players_rows` gives them (the same text when no
    change is a character's)."""
    if _CHARACTER not in text and _FIGHTER not in text:
        return text
    return json.dumps(players_rows(json.loads(text)), ensure_ascii=False, separators=(",", ":"))
