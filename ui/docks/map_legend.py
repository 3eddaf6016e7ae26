"""The battle map's legend: a line under the map naming each mark drawn on this map's tiles, in the
GM's language ("Marks: ✚ Window · ■ Furniture (f) · ★ Weapons' cabinet · ⊠ Crate"), in the order
the ruleset lists its tile kinds.  A kind without a mark (a wall, grass: their colour alone says it)
and a kind painted nowhere on this map are left out; with no marked tile the line is empty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from app.rules.grid import BattleMap, GridRules

NBSP = "\u00a0"


def legend_text(grid: GridRules | None, battle_map: BattleMap | None) -> str:
    """The legend of ``battle_map``'s marks, empty when none is drawn."""
    if grid is None or battle_map is None:
        return ""
    painted = set(battle_map.cells.values())
    # each sign bound to its words by no-break spaces, the dot to the one before it: the line wraps
    # only after a dot, never between "⊠" and "Crate"
    marks = [f"{kind.mark} {QCoreApplication.translate('rules', kind.label)}".replace(" ", NBSP)
             for kind in grid.tile_kinds() if kind.mark and kind.key in painted]
    if not marks:
        return ""
    return QCoreApplication.translate("MapDock", "Marks: {marks}").format(marks=f"{NBSP}· ".join(marks))
