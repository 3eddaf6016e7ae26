"""Importing a preview: the characters it read, added as one undoable action with one log line.

A number the file did not hold and the rules roll (a Foundry critical injury's time limit, one die
of its unit) is rolled here, as the action is carried out; the GM sees those rolls in the log's
GM-only payload, as he sees a lethal time limit rolled when the injury is taken.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError, Context, LogEntry, Tx
from app.services.party_files import ImportCharacters


@dataclass
class ImportRead(ImportCharacters):
    """Add the characters of a preview (each ``{"name", "kind", "sheet", "state", "notes", "rolls"}``)."""

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not self.people:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The files hold no characters."))
        rolled: list[dict[str, Any]] = []
        people = []
        for person in self.people:
            person = copy.deepcopy(person)
            for roll in person.pop("rolls", []):
                faces = [ctx.dice.d(int(roll["sides"])) for _ in range(1)]
                target: Any = person["state"]
                *parents, last = roll["path"]
                for key in parents:
                    target = target[key]
                target[last] = sum(faces) * int(roll.get("times", 1))
                rolled.append({"label": person["name"], "faces": [[int(roll["sides"]), f] for f in faces]})
            people.append(person)
        self.people = people
        entry = super().apply(tx, ctx)
        if rolled:
            entry.payload = {**entry.payload, "gm_only_rolls": rolled}
        return entry
