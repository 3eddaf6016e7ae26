"""What an import will do, shown before anything is written.

An :class:`ImportPreview` holds each character read (:class:`PreviewCharacter`: the file and the
place in it, each field as it will be set and where it came from, what was left out and why,
what was refused and why) and the problems of whole files (not readable, another system's actor,
another ruleset's world).  Lines are ``{"t", "ctx", "args"}`` rendered in the GM's language by
:func:`app.services.logtext.render`.  Only a preview with no refusal and no problem imports:
bad input changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line


@dataclass(frozen=True)
class FieldRow:
    """One field of a character as it will be set: its label (``ctx`` rules), the value shown (a
    value or a line) and where in the file it came from."""

    label: str
    value: Any
    source: str
    #: a table's rows as they will be set, each a list of (column label, value shown)
    rows: tuple[tuple[tuple[str, Any], ...], ...] = ()


@dataclass
class PreviewCharacter:
    """One character read from a file."""

    file: str
    #: the place in the file ("row 3", "actor 2"), a line
    where: dict[str, Any]
    name: str
    kind: str = "pc"
    fields: list[FieldRow] = field(default_factory=list)
    ignored: list[dict[str, Any]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    #: what the GM should know and that does not stop the import (a name already in the roster), a line each
    notices: list[dict[str, Any]] = field(default_factory=list)
    #: what the import writes: {"name", "kind", "sheet", "state", "notes", "rolls"}; None when refused
    person: dict[str, Any] | None = None

    def place(self) -> dict[str, Any]:
        """“party.csv, row 3” as a line."""
        return line(QT_TRANSLATE_NOOP("log", "{file}, {where}"), file=self.file, where=self.where)


@dataclass
class ImportPreview:
    """Every character of the files read, and what is wrong with whole files."""

    characters: list[PreviewCharacter] = field(default_factory=list)
    problems: list[dict[str, Any]] = field(default_factory=list)
    #: documents of a world or a compendium that are not characters, left out (a line each)
    skipped: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ready(self) -> bool:
        """Whether Enter imports: characters, none refused, no file refused."""
        return bool(self.characters) and not self.problems and all(c.person is not None for c in self.characters)

    def people(self) -> list[dict[str, Any]]:
        return [c.person for c in self.characters if c.person is not None]

    def first_refusal(self) -> dict[str, Any] | None:
        """The first reason nothing is imported, naming the file, the row and the field."""
        if self.problems:
            return self.problems[0]
        for c in self.characters:
            if c.refused:
                return line(QT_TRANSLATE_NOOP("log", "{place}: {reason}"), place=c.place(), reason=c.refused[0])
        if not self.characters:
            return line(QT_TRANSLATE_NOOP("log", "The files hold no characters."))
        return None

    def refused_count(self) -> int:
        return sum(1 for c in self.characters if c.person is None)

    def mark_clashes(self, roster: list[str]) -> int:
        """Say of each character read whose name is already in the roster (or twice in the files) that
        the import adds another; how many.  The import goes ahead: a GM may want two."""
        seen: dict[str, int] = {}
        for name in roster:
            key = " ".join(name.split()).casefold()
            seen[key] = seen.get(key, 0) + 1
        clashes = 0
        for c in self.characters:
            key = " ".join(c.name.split()).casefold()
            if key and seen.get(key):
                c.notices.append(line(QT_TRANSLATE_NOOP("log", "“{name}” is already in the roster: importing adds "
                                                               "another character of that name"), name=c.name))
                clashes += 1
            if key:
                seen[key] = seen.get(key, 0) + 1
        return clashes
