"""A refusal's reason after a colon, read on from it: «Бросить нельзя: гранат не осталось.», "No se
puede lanzar: no quedan granadas.", "Cannot roll: no grenade left." (each reason is written as a
sentence of its own, its capital a new sentence's).  :func:`app.rules.text.after_colon` is the rule;
:func:`colon_reasons` applies it to a refusal's arguments (the services' refusals, the window's),
the docks to the lines they build themselves."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.rules.text import after_colon

#: a placeholder right after a colon: "Nothing to strike in passing for {name}: {reason}"
_AFTER_COLON = re.compile(r":\s+\{(\w+)")


def colon_reasons(template: str, args: Mapping[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """``values`` (``args`` translated) with each translated sentence placed right after a colon of
    ``template`` read on from it («…: гранат не осталось.», :func:`app.rules.text.after_colon`);
    one whose own words start with a placeholder (a name: "{name} is down") as it is."""
    for key in _AFTER_COLON.findall(template):
        given, said = args.get(key), values.get(key)
        if isinstance(given, Mapping) and "t" in given and isinstance(said, str):
            values[key] = read_on(said, given)
    return values


def read_on(said: str, line: Any = None, keep: Iterable[str] = ()) -> str:
    """``said`` (a reason in the GM's language) as it reads after a colon; as it is where ``line``,
    the nested line it was rendered from (``{"t": …, "ctx": …}``), starts with a placeholder in the
    GM's language (a file's or a character's name: "{file}: …", "{name} is down") or it starts
    with one of ``keep`` (the names it may start with)."""
    if isinstance(line, Mapping) and "t" in line:
        own = QCoreApplication.translate(str(line.get("ctx", "log")), str(line["t"]))
        if own.startswith("{"):
            return said
    return after_colon(said, keep)

