"""The names an import gives: a name as characters are matched by (:func:`key_of`), and the next
free name of one already taken ("Ana Reyes (2)", then "Ana Reyes (3)": :func:`free_name`)."""

from __future__ import annotations

import re

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import NAME_LIMIT

#: the name of a character imported beside another of the same name ("Ana Reyes (2)")
SAME_NAME = QT_TRANSLATE_NOOP("log", "{name} ({number})")


def key_of(name: str) -> str:
    """A name as characters are matched by (a name taken, the roster's character an import updates,
    one character two files of a batch bring): spaces and case aside."""
    return " ".join(name.split()).casefold()


def _numbered(name: str, pattern: str) -> tuple[str, int] | None:
    """The base name and number of a name already numbered, by ``pattern`` or as " (n)" ("Ana Reyes (2)"
    gives ("Ana Reyes", 2)); None for a name without a number."""
    for shape in (pattern, SAME_NAME):
        expression = re.escape(shape).replace(re.escape("{name}"), r"(?P<name>.*\S)")
        expression = expression.replace(re.escape("{number}"), r"(?P<number>\d{1,6})")
        match = re.fullmatch(expression, name.strip())
        if match is not None and int(match.group("number")) >= 2:
            return match.group("name"), int(match.group("number"))
    return None


def free_name(name: str, pattern: str, taken: set[str]) -> str:
    """``pattern`` with the lowest number from 2 that gives a name not ``taken``, within the name limit;
    a name already numbered ("Ana Reyes (2)") takes the next free number of its base name ("Ana Reyes (3)")."""
    base, number = name.strip(), 2
    numbered = _numbered(base, pattern)
    if numbered is not None:
        base, number = numbered[0], numbered[1] + 1
    while True:
        new = pattern.format(name=base, number=number)
        if len(new) > NAME_LIMIT:
            cut = len(new) - NAME_LIMIT
            new = pattern.format(name=base[:-cut].rstrip(), number=number)
        if key_of(new) not in taken:
            return new
        number += 1
