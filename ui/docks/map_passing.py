"""The map's text for a move that runs past enemies: whom it strikes in passing, each blow's damage
and the block that meets it (certain: melee always hits), before the GM makes the move; and K, the
chosen token's block."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render
from ui import keymap

if TYPE_CHECKING:
    from ui.docks.map_modes import MapModes

TEXTS = (
    QT_TRANSLATE_NOOP("MapDock", "Melee in passing ({key} turns it off), certain: {blows}"),
    QT_TRANSLATE_NOOP("MapDock", "{key}: strike in passing ({count} {count|blow|blows})."),
)


def t(text: str) -> str:
    return QCoreApplication.translate("MapDock", text)


def passing_lines(modes: MapModes, rows: dict[int, Any]) -> list[str]:
    """The lines under the map for the planned path's blows in passing (none when there are none)."""
    if modes.selected is None or len(modes.path) < 2:
        return []
    attack = modes.service.passing_attacks(modes.selected, modes.path)
    if attack is None or not attack.hits:
        return []
    key = keymap.shown("map.passing")
    if not modes.passing:
        count = len(attack.hits)
        return [render(TEXTS[1], {"key": key, "count": count}, "MapDock")]
    blows = []
    for hit in attack.hits:
        row = rows.get(hit.character_id)
        said = " ".join(render(line.text, dict(line.args), "rules") for line in hit.intro)
        blows.append(f"{row.name if row is not None else ''}: {said}")
    return [render(TEXTS[0], {"key": key, "blows": "; ".join(blows)}, "MapDock")]


def declare_block(modes: MapModes) -> None:
    """K: the chosen token declares its block this round (again: takes it back)."""
    modes.dock.status.clear()
    if modes.selected is not None:
        modes.service.declare_block(modes.selected)
