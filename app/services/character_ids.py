"""A character's own id (:attr:`~app.store.models.Character.uid`) as Deadwatch's exports write it
and its imports read it: a party file's ``"id"``, a spreadsheet's "Deadwatch id" column, a Foundry
actor's ``flags.world.deadwatch.id``.  An import updates the character of the roster holding the id
it reads before it looks at names; a new character keeps the file's id unless another holds it.

The demos' characters have ids of their own that are the same in every language the demo is built
in: the English demo's Father Tom and the Russian demo's «Отец Том» are one character.
"""

from __future__ import annotations

import hashlib
import re

#: an id as an import takes it: letters, digits, "-" and "_", at most 64 of them
CHARACTER_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def demo_character_id(demo: str, english_name: str) -> str:
    """The id of a demo's character, the same in each language: its demo ("afmbe-unisystem") and
    its English name ("Father Tom")."""
    return hashlib.sha256(f"deadwatch demo\x00{demo}\x00{english_name}".encode()).hexdigest()[:32]


def taken_id(uid: object) -> str:
    """``uid`` when it is an id an import takes, "" otherwise."""
    return uid if isinstance(uid, str) and CHARACTER_ID.fullmatch(uid) else ""
