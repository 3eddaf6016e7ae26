"""Importing a preview: the characters it read, added as one undoable action with one log line.

A number the file did not hold and the rules roll (a Foundry critical injury's time limit, one die
of its unit) was rolled as the preview was read (:mod:`.rolling`) and is set here as the preview
showed it (rolled here when the preview holds no face); the log line says it after the names, and
the faces are in the log's GM-only payload.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError, Context, LogEntry, Tx
from app.services.imports.rolling import set_rolled
from app.services.party_files import ImportCharacters

#: a number rolled for one character, after the import's line
ROLLED_FOR = QT_TRANSLATE_NOOP("log", "{name}: {what}")


@dataclass(eq=False, repr=False)
class ImportRead(ImportCharacters):
    """Add the characters of a preview (each ``{"name", "kind", "sheet", "state", "notes", "rolls"}``)."""

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not self.people:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The files hold no characters."))
        rolled: list[dict[str, Any]] = []
        said: list[dict[str, Any]] = []
        people = []
        for person in self.people:
            person = copy.deepcopy(person)
            for roll in person.pop("rolls", []):
                if "face" not in roll:  # a preview read before the numbers were rolled with it
                    roll["face"] = ctx.dice.d(int(roll["sides"]))
                set_rolled(person["state"], roll)
                rolled.append({"label": person["name"], "faces": [[int(roll["sides"]), int(roll["face"])]]})
                if isinstance(roll.get("said"), dict):
                    said.append({"t": ROLLED_FOR, "ctx": "log", "args": {"name": person["name"], "what": roll["said"]}})
            people.append(person)
        self.people = people
        entry = super().apply(tx, ctx)
        if rolled:
            entry.payload = {**entry.payload, "gm_only_rolls": rolled}
        if said:  # the numbers rolled, after the line ("Ana Reyes: Deep cut: −1 dice; lethal in 4 hours …")
            entry.args = {**entry.args, "lines": [*entry.args.get("lines", []), *said]}
        return entry
