"""A kind of map tile as the players' copy of the log names it: without the text's letter for it.

The rules name a kind of furniture with the letter their text's maps give it ("Furniture (f)",
"Mueble (f)"): the GM paints with it, the players never see it (the projector's legend reads
"Furniture", "Mueble").  An export without secrets writes the map's lines the same way ("Map: B2
(3 tiles) set to Furniture"), in its arguments and in the name of its undo.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Ruleset
from app.services.log import LogLine
from app.services.logtext import Translate


def lettered_kinds(ruleset: Ruleset) -> dict[str, str]:
    """The English name → letter of each kind of tile the ruleset's map names with its letter."""
    try:
        grid = ruleset.grid()
    except Exception:  # noqa: BLE001 - a ruleset without a map, or one that cannot say: nothing to do
        return {}
    if grid is None:
        return {}
    return {k.label: k.symbol for k in grid.tile_kinds() if k.symbol and k.symbol in k.label}


def unlettered(label: str, symbol: str) -> str:
    """``label`` without its letter ``symbol`` in brackets or quotes at its end."""
    letter = re.compile(r"\s*[(\[«\"“„'‘]\s*" + re.escape(symbol) + r"\s*[)\]»\"”“'’]\s*$")
    return letter.sub("", label) or label


class TileLetters:
    """Rewrites a line's tile kinds (``{"t": "Furniture (f)", "ctx": "rules"}``) as plain names."""

    def __init__(self, ruleset: Ruleset, tr: Translate) -> None:
        self.kinds = lettered_kinds(ruleset)
        self.lookup = tr

    def _value(self, value: Any) -> Any:
        if isinstance(value, Mapping):
            source = value.get("t")
            if isinstance(source, str) and source in self.kinds and value.get("ctx", "rules") == "rules":
                return unlettered(self.lookup("rules", source), self.kinds[source])
            return {k: self._value(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self._value(v) for v in value]
        return value

    def event(self, event: LogLine) -> LogLine:
        if not self.kinds or event.kind != "map":
            return event
        return replace(event, args=self._value(event.args), payload=self._value(event.payload))
