"""The numbers a file did not hold and the rules roll (a Foundry critical injury's time limit: one
die of its unit), rolled as the preview is read so the GM sees them before importing.

Each roll of a character to import (``{"path", "sides", "times"}``, with ``said`` and ``source``
when the preview says it) gets its ``face``; the number is set in the character's state, and the
preview's row at ``source`` shows the line ``said`` with ``{value}`` and ``{face}`` filled in
("lethal in 4 hours (D6 rolled on import: 4)").  The import sets those very numbers and its log
line says them (:mod:`.command`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.rules.dice import Dice
from app.services.imports.preview import ImportPreview


def roll_now(preview: ImportPreview, dice: Dice) -> None:
    """Roll every pending number of the characters read whole, and say each on its preview row."""
    for character in preview.characters:
        person = character.person
        if person is None:
            continue
        for roll in person.get("rolls", []):
            face = dice.d(int(roll["sides"]))
            roll["face"] = face
            value = set_rolled(person["state"], roll)
            said = roll.get("said")
            if not isinstance(said, dict):
                continue
            roll["said"] = filled = {**said, "args": {**said.get("args", {}), "value": value, "face": face}}
            character.fields = [replace(f, value=filled) if f.source == roll.get("source") else f
                                for f in character.fields]


def set_rolled(state: Any, roll: dict[str, Any]) -> int:
    """Set the number of ``roll`` (its face, times its factor) at its path in ``state``; the number."""
    value = int(roll["face"]) * int(roll.get("times", 1))
    target = state
    *parents, last = roll["path"]
    for key in parents:
        target = target[key]
    target[last] = value
    return value
