"""Characters and parties as JSON files: export, and import with validation.

The format::

    {"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": null,
     "characters": [{"id": ..., "name": ..., "kind": "pc", "sheet": {...}, "state": {...}, "notes": ""}]}

An import is one undoable action.  A malformed file, a file of another kind, another ruleset or a
newer version is refused with the reason, and nothing changes (the checks:
:mod:`app.services.validate_party`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlmodel import select

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services import validate_party
from app.services.character_ids import taken_id
from app.services.command import Command, Context, LogEntry, Tx
from app.services.name_lists import joined
from app.services.row_ids import row_id
from app.services.validate_party import FORMAT, VERSION
from app.store.models import Character, new_character_id


def export_characters(ruleset: Ruleset, characters: list[Character]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": ruleset.id,
        "preset": ruleset.preset,
        "characters": [
            {"id": c.uid, "name": c.name, "kind": c.kind, "sheet": c.sheet, "state": c.state, "notes": c.notes}
            for c in characters
        ],
    }


def write_characters(path: Path, ruleset: Ruleset, characters: list[Character]) -> None:
    """Written beside ``path`` and renamed over it: a failure leaves ``path`` as it was."""
    partial = path.with_name(f".{path.name}.part")
    try:
        partial.write_text(json.dumps(export_characters(ruleset, characters), ensure_ascii=False, indent=2), "utf-8")
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)


def parse_characters(data: str | bytes, ruleset: Ruleset) -> list[dict[str, Any]]:
    """Validate a characters file for this campaign's ruleset (every check is in
    :mod:`app.services.validate_party`); raise CommandError with the reason."""
    return validate_party.parse_characters(data, ruleset)


def held_actor_ids(tx: Tx, ctx: Context) -> set[str]:
    """The Foundry actor ids the campaign's characters hold ("" among them, which no one holds)."""
    rows = tx.session.exec(select(Character.foundry_id).where(Character.campaign_id == ctx.campaign.id)).all()
    return {""} | {str(actor) for actor in rows if actor}


def held_character_ids(tx: Tx, ctx: Context) -> set[str]:
    """The characters' own ids the campaign holds ("" among them, which no one holds)."""
    rows = tx.session.exec(select(Character.uid).where(Character.campaign_id == ctx.campaign.id)).all()
    return {""} | {str(uid) for uid in rows if uid}


@dataclass(eq=False, repr=False)
class ImportCharacters(Command):
    """Add the characters of a file to the campaign, as one action."""

    people: list[dict[str, Any]] = field(default_factory=list)
    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        position = len(tx.session.exec(select(Character.id).where(Character.campaign_id == ctx.campaign.id)).all())
        held = held_actor_ids(tx, ctx)
        uids = held_character_ids(tx, ctx)
        for i, person in enumerate(self.people):
            actor = str(person.get("foundry_id") or "")
            if actor in held:  # one Foundry actor's id is never stored with two characters
                actor = ""
            held.add(actor)
            # the file's id of the character (Deadwatch's export): kept unless another character holds it
            uid = taken_id(person.get("uid"))
            if uid in uids:
                uid = new_character_id()
            uids.add(uid)
            tx.add(
                Character(
                    campaign_id=row_id(ctx.campaign),
                    name=person["name"],
                    kind=person["kind"],
                    sheet=person["sheet"],
                    state=person["state"],
                    notes=person["notes"],
                    revealed=person["kind"] == "pc",
                    position=position + i,
                    foundry_id=actor,
                    uid=uid,
                )
            )
        names = joined(p["name"] for p in self.people)  # “Reyes, Ana” quoted: one name
        # a state from the file that did not fit: said after the line ("Ana starts unhurt: …")
        fresh = [
            {"t": validate_party.FRESH_STATE, "ctx": "log", "args": {"name": p["name"]}}
            for p in self.people
            if p.get("fresh")
        ]
        return LogEntry(
            "character",
            QT_TRANSLATE_NOOP("log", "Imported {count} characters: {names}"),
            {"count": len(self.people), "names": names, **({"lines": fresh} if fresh else {})},
            label=QT_TRANSLATE_NOOP("log", "Import {count} characters"),
            label_args={"count": len(self.people)},
        )
