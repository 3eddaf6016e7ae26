"""How long passes (Time passes…, on the roster's menu): a number of minutes, or with its unit —
"90", "3 h", "2 d" (and the Russian and Spanish letters: «3 ч», «2 д», "2 días") — so three days of a
twdu injury's recovery are typed as "3d", not as 4320 minutes."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

#: the units a typed duration may carry, by their first letters in English, Russian and Spanish → minutes
UNITS = (("d", 1440), ("д", 1440), ("h", 60), ("ч", 60), ("m", 1), ("м", 1))
_TYPED = re.compile(r"\s*(\d{1,6})\s*([^\d\s]*)\s*")


def minutes_of(text: str) -> int | None:
    """The minutes ``text`` says ("90", "3 h", "2d", «5 ч», "2 días"), or None when it says none."""
    found = _TYPED.fullmatch(text.casefold())
    if found is None:
        return None
    number, unit = int(found.group(1)), found.group(2)
    if not unit:
        return number
    for start, minutes in UNITS:
        if unit.startswith(start):
            return number * minutes
    return None


def duration_words(minutes: int) -> str:
    """A span of game time in the GM's language, by its whole units: "3 h", "1 d 2 h", "45 min"."""
    days, rest = divmod(minutes, 1440)
    hours, mins = divmod(rest, 60)
    parts = []
    if days:
        parts.append(QCoreApplication.translate("CharactersDock", "{n} d").format(n=days))
    if hours:
        parts.append(QCoreApplication.translate("CharactersDock", "{n} h").format(n=hours))
    if mins or not parts:
        parts.append(QCoreApplication.translate("CharactersDock", "{n} min").format(n=mins))
    return " ".join(parts)
