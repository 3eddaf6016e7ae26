"""A list of characters' names in one log line ("Imported 3 characters: Ben Okafor, “Reyes, Ana”, Gloria").

Names are joined with ", "; a name that carries a comma (a spreadsheet's "Reyes, Ana") is written
between quotes, so the line reads as the three characters it names in every language, and the
players' copy, which leaves hidden names out of such a list and counts the rest, splits it the same
way (:func:`split`).
"""

from __future__ import annotations

from collections.abc import Iterable

OPEN, CLOSE = "\u201c", "\u201d"
SEPARATOR = ", "


def named(name: str) -> str:
    """``name`` as a list writes it: between quotes when it carries a comma (or begins with a quote)."""
    return f"{OPEN}{name}{CLOSE}" if "," in name or name.startswith(OPEN) else name


def joined(names: Iterable[str]) -> str:
    """The names as one list: ", " between them, each as :func:`named` writes it."""
    return SEPARATOR.join(named(n) for n in names)


def split(text: str) -> list[str]:
    """The names of a list :func:`joined` wrote (or any list joined with ", "), as they were."""
    out: list[str] = []
    at = 0
    while at < len(text):
        if text.startswith(OPEN, at):
            end = text.find(CLOSE + SEPARATOR, at + 1)
            if end < 0 and text.endswith(CLOSE):
                end = len(text) - len(CLOSE)
            if end >= 0:
                out.append(text[at + len(OPEN):end])
                at = end + len(CLOSE) + len(SEPARATOR)
                continue
        end = text.find(SEPARATOR, at)
        end = len(text) if end < 0 else end
        out.append(text[at:end])
        at = end + len(SEPARATOR)
    return out
