"""Characters and parties as JSON files: export, and import with validation.

The format::

    {"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": null,
     "characters": [{"name": ..., "kind": "pc", "sheet": {...}, "state": {...}, "notes": ""}]}

An import is one undoable action.  A malformed file, a file of another kind, another ruleset or a
newer version is refused with the reason, and nothing changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import select

from app.rules.base import RulesError, Ruleset
from app.services.characters import KINDS
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.store.models import Character

FORMAT = "deadwatch-characters"
VERSION = 1


def export_characters(ruleset: Ruleset, characters: list[Character]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": ruleset.id,
        "preset": ruleset.preset,
        "characters": [
            {"name": c.name, "kind": c.kind, "sheet": c.sheet, "state": c.state, "notes": c.notes} for c in characters
        ],
    }


def write_characters(path: Path, ruleset: Ruleset, characters: list[Character]) -> None:
    path.write_text(json.dumps(export_characters(ruleset, characters), ensure_ascii=False, indent=2), "utf-8")


def _same_shape(state: Any, fresh: dict[str, Any]) -> bool:
    return (
        isinstance(state, dict)
        and set(state) == set(fresh)
        and all(
            isinstance(state[k], type(v)) or (isinstance(v, int) and isinstance(state[k], int))
            for k, v in fresh.items()
        )
    )


def parse_characters(text: str, ruleset: Ruleset) -> list[dict[str, Any]]:
    """Validate a characters file for this campaign's ruleset; raise CommandError with the reason."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise CommandError(QT_TRANSLATE_NOOP("log", "The file is not valid JSON.")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CommandError(QT_TRANSLATE_NOOP("log", "The file is not a Deadwatch characters file."))
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise CommandError(QT_TRANSLATE_NOOP("log", "The file comes from a newer version of Deadwatch."))
    if data.get("ruleset") != ruleset.id or data.get("preset") != ruleset.preset:
        raise CommandError(QT_TRANSLATE_NOOP("log", "The characters were made for another ruleset."))
    people = data.get("characters")
    if not isinstance(people, list) or not people:
        raise CommandError(QT_TRANSLATE_NOOP("log", "The file holds no characters."))
    out = []
    for person in people:
        if not isinstance(person, dict) or not isinstance(person.get("name"), str) or not person["name"].strip():
            raise CommandError(QT_TRANSLATE_NOOP("log", "A character in the file has no name."))
        kind = person.get("kind", "pc")
        if kind not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        try:
            sheet = ruleset.validate_sheet(person.get("sheet") or {})
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        fresh = ruleset.initial_state(sheet)
        state = person.get("state")
        notes = person.get("notes", "")
        out.append(
            {
                "name": person["name"].strip(),
                "kind": kind,
                "sheet": sheet,
                "state": state if _same_shape(state, fresh) else fresh,
                "notes": notes if isinstance(notes, str) else "",
            }
        )
    return out


@dataclass
class ImportCharacters(Command):
    """Add the characters of a file to the campaign, as one action."""

    people: list[dict[str, Any]] = field(default_factory=list)
    kind = "character"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        position = len(tx.session.exec(select(Character.id).where(Character.campaign_id == ctx.campaign.id)).all())
        for i, person in enumerate(self.people):
            tx.add(
                Character(
                    campaign_id=int(ctx.campaign.id),  # type: ignore[arg-type]
                    name=person["name"],
                    kind=person["kind"],
                    sheet=person["sheet"],
                    state=person["state"],
                    notes=person["notes"],
                    revealed=person["kind"] == "pc",
                    position=position + i,
                )
            )
        names = ", ".join(p["name"] for p in self.people)
        return LogEntry(
            "character",
            QT_TRANSLATE_NOOP("log", "Imported {count} characters: {names}"),
            {"count": len(self.people), "names": names},
            label=QT_TRANSLATE_NOOP("log", "Import {count} characters"),
            label_args={"count": len(self.people)},
        )
