"""Why the files of an import are refused (:meth:`~app.services.imports.preview.ImportPreview.refusals_whole`):
one line a file in the order read, its own problem or its first refused character's first reason,
with the file's other problems after it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports.preview_character import PreviewCharacter

#: a reason a row is refused, its place named
PLACED = QT_TRANSLATE_NOOP("log", "{place}: {reason}")
#: a refused character of a file of several: the file is refused whole, the others not imported
OTHERS_NOT_IMPORTED = QT_TRANSLATE_NOOP("log", "{place}: {reason}; the file is refused whole: its other {count} "
                                               "{count|character is|characters are} not imported")
#: the same of a file of two characters: the other one named without a count ("its other 1 character")
OTHER_NOT_IMPORTED = QT_TRANSLATE_NOOP("log", "{place}: {reason}; the file is refused whole: its other character "
                                              "is not imported")


def refusals_whole(problems: Sequence[dict[str, Any]],
                   characters: Sequence[PreviewCharacter]) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Each refused file's line with the file's other problems after it, a line each: every reason
    of each of its refused rows ("row 4: “Strength” should be from 1 to 5"), so that the GM fixes
    the file in one go.  ``problems``: the problems of whole files; ``characters``: every one read."""
    out: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    said: set[str] = set()
    for problem in problems:
        file = str(problem.get("args", {}).get("file", ""))
        if file not in said or not file:
            out.append((problem, []))
            said.add(file)
    for c in characters:
        if c.refused and c.file not in said:
            others = sum(1 for o in characters if o.file == c.file and o is not c)
            if others:  # a file is refused whole (README): its other characters are not imported either
                first = line(OTHERS_NOT_IMPORTED if others > 1 else OTHER_NOT_IMPORTED, place=c.place(),
                             reason=c.refused[0], count=others)
            else:
                first = line(PLACED, place=c.place(), reason=c.refused[0])
            rest = [line(PLACED, place=o.place(), reason=reason) for o in characters if o.file == c.file
                    for reason in (o.refused[1:] if o is c else o.refused)]
            out.append((first, rest))
            said.add(c.file)
    if not out and not characters:
        out.append((line(QT_TRANSLATE_NOOP("log", "the files hold no characters")), []))  # a reason mid-sentence
    return out
