"""The numbers a file did not hold and the rules roll (a Foundry critical injury's time limit: one
die of its unit), rolled as the preview is read so the GM sees them before importing.

Each roll of a character to import (``{"path", "sides", "times"}``, with ``said`` and ``source``
when the preview says it) gets its ``face``; the number is set in the character's state, and the
preview's row at ``source`` shows the line ``said`` with ``{value}`` and ``{face}`` filled in
("lethal in 4 hours (D6 rolled on import: 4)").  The import sets those very numbers and its log
line says them (:mod:`.command`).  The files read again for the same preview (the GM made two rows
one character in it) keep the numbers shown: one roll per preview, written as shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.dice import Dice
from app.services.imports.preview import ImportPreview


def roll_now(preview: ImportPreview, dice: Dice, kept: Mapping[RollKey, int] | None = None) -> dict[RollKey, int]:
    """Roll every pending number of the characters read whole, and say each on its preview row; a
    number ``kept`` holds (the files read again for the same preview: a choice the GM made in it)
    is not rolled again but taken as it was shown.  The faces, by :func:`roll_key`."""
    faces: dict[RollKey, int] = {}
    for character in preview.characters:
        person = character.person
        if person is None:
            continue
        for roll in person.get("rolls", []):
            key = roll_key(character.file, character.where, roll)
            face = (kept or {}).get(key)
            if face is None or not 1 <= face <= int(roll["sides"]):
                face = dice.d(int(roll["sides"]))
            roll["face"] = faces[key] = face
            value = set_rolled(person["state"], roll)
            said = roll.get("said")
            if not isinstance(said, dict):
                continue
            roll["said"] = filled = {**said, "args": {**said.get("args", {}), "value": value, "face": face}}
            character.fields = [replace(f, value=filled) if f.source == roll.get("source") else f
                                for f in character.fields]
    return faces


#: a number to roll, found again when the files are read again: its file, its place there, its path and row
RollKey = tuple[str, str, str, str]


def roll_key(file: str, where: Any, roll: Mapping[str, Any]) -> RollKey:
    """The key of ``roll`` of the character read at ``where`` in ``file``."""
    return (file, repr(where), repr(roll.get("path")), str(roll.get("source", "")))


def set_rolled(state: Any, roll: dict[str, Any]) -> int:
    """Set the number of ``roll`` (its face, times its factor) at its path in ``state``; the number."""
    value = int(roll["face"]) * int(roll.get("times", 1))
    target = state
    *parents, last = roll["path"]
    for key in parents:
        target = target[key]
    target[last] = value
    return value
