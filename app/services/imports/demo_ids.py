"""The demos' characters by their names, for a campaign or a file a Deadwatch older than their ids made.

A demo's characters have one id in every language (:func:`~app.services.character_ids.demo_character_id`):
the English demo's party updates «Отец Том» of the Russian one.  A demo built before those ids (and
each character its campaign held then) was given a random id as Deadwatch opened it, so its party
matched a newer demo's only by name, and not at all in another language: the English demo's old
export brought in a second "Father Tom" beside «Отец Том», and so did the new export imported into
an old Russian demo.  Here a character of a file Deadwatch wrote with an id (its party file, its
spreadsheet's "Deadwatch id", its Foundry actors) that no character of the roster holds is the demo
character of that id, or of its name in any of the demo's languages and its kind: the roster's
character holding that demo's id, else the one named as that demo character (in any language, of its
kind), as :func:`~app.services.imports.updating.match_roster` finds it.  A file without ids (a
spreadsheet typed by hand, an actor Foundry made) is matched by its names, a demo character's in any of
the demo's languages too (an actor's "Father Tom" is the Russian demo's «Отец Том»), when no character of
the roster has the name as the file writes it.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from app.services.character_ids import demo_character_id
from app.services.demo_names import DEMO_DIR, LANGUAGES, demo_name
from app.services.imports.free_names import key_of


@cache
def _demo_ids(ruleset: str, preset: str | None) -> dict[tuple[str, str], str]:
    name = demo_name(ruleset, preset)
    try:
        spec: Any = json.loads((DEMO_DIR / f"{name}.json").read_text("utf-8"))
    except (OSError, ValueError):  # a game with no demo
        return {}
    out: dict[tuple[str, str], str] = {}
    for person in spec.get("characters", []) if isinstance(spec, dict) else []:
        names = person.get("name") if isinstance(person, dict) else None
        if isinstance(names, str):
            names = {"en": names}
        if not isinstance(names, dict) or not isinstance(names.get("en"), str):
            continue
        uid = demo_character_id(name, names["en"])
        for language in LANGUAGES:
            said = names.get(language)
            if isinstance(said, str) and said.strip():
                out.setdefault((key_of(said), str(person.get("kind", "pc"))), uid)
    return out


def demo_id(ruleset: str, preset: str | None, name: str, kind: str) -> str:
    """The id of the demo character of the game ``ruleset`` (``preset``) named ``name`` in one of the
    demo's languages and of ``kind``; "" for a name no demo character of that kind has."""
    return _demo_ids(ruleset, preset or None).get((key_of(name), kind), "")


def is_demo_id(ruleset: str, preset: str | None, uid: str) -> bool:
    """Whether ``uid`` is the id of a demo character of the game ``ruleset`` (``preset``)."""
    return bool(uid) and uid in set(_demo_ids(ruleset, preset or None).values())
