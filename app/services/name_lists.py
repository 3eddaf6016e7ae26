"""A list of characters' names in one log line ("Imported 3 characters: Ben Okafor, “Reyes, Ana”, Gloria").

Names are joined with ", "; a name that carries a comma (a spreadsheet's "Reyes, Ana") is written
between quotes, so the line reads as the three characters it names in every language, and the
players' copy, which leaves hidden names out of such a list and counts the rest, splits it the same
way (:func:`split`).  The list is kept with English quotes and shown with those of the language it
is read in (:func:`in_language`: «Reyes, Ana» in Russian and Spanish).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from app.rules.text import QT_TRANSLATE_NOOP

OPEN, CLOSE = "\u201c", "\u201d"
SEPARATOR = ", "
#: a name between quotes as the language shown writes it (Russian «{name}»)
QUOTED = QT_TRANSLATE_NOOP("log", "“{name}”")
#: the arguments of a log line that are such lists
LISTS = ("names", "updated_names")


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


def quoted(name: str, translate: Callable[[str, str], str]) -> str:
    """``name`` between the quotes of the language ``translate`` gives (“Reyes, Ana”, «Reyes, Ana»)."""
    template = translate("log", QUOTED)
    return (template if "{name}" in template else QUOTED).replace("{name}", name)


def in_language(text: str, translate: Callable[[str, str], str]) -> str:
    """A list :func:`joined` wrote, its quoted names between the quotes of the language ``translate``
    gives; as it is where that language's quotes are the list's own, or no name is quoted."""
    if OPEN not in text:
        return text
    template = translate("log", QUOTED)
    if template == QUOTED or "{name}" not in template:
        return text
    return SEPARATOR.join(template.replace("{name}", n) if named(n) != n else n for n in split(text))
