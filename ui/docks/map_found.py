"""P on the map (or the Pick up button): the chosen token picks up what lies where it stands or side by
side with it (the grid game's crate and weapons' cabinet: tile kinds that ``finds``), not diagonal.

It opens the same form as the roster's Found… (:class:`ui.docks.roster_found.FoundDialog`: the
ruleset's rolls marked ``found``, what the character will then have), so Enter records it through the
rolls service: one undoable action, one line in the log.  Without a token chosen, with nothing to pick
up beside it, or for a character who can find nothing, the map's message line says why (and the status
bar with it) and nothing opens."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render
from ui import keymap
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.rules.grid import Tile
    from app.rules.rolling import RollKind
    from app.services.bundle import Services
    from app.services.rolls import RollRequest
    from ui.docks.base import Dock
    from ui.docks.refusal_line import RefusalLine


def finds_beside(services: Services, character_id: int) -> list[Tile]:
    """The tiles where things lie that the character's token reaches: its own tile, then those side
    by side with it (none without a map, a token or such a tile)."""
    from app.rules.grid import finds_at  # the rules load with the campaign

    battle_map, grid = services.battle_map.battle_map(), services.battle_map.grid()
    if battle_map is None or grid is None or character_id not in battle_map.tokens:
        return []
    return finds_at(battle_map, battle_map.tokens[character_id], grid.kinds())


def held_kinds(services: Services, tiles: list[Tile], kinds: list[RollKind]) -> list[RollKind]:
    """Of the character's found roll kinds, those that pick up what lies on ``tiles`` (all of them
    where the ruleset does not say)."""
    from app.rules.grid import found_kinds_at  # the rules load with the campaign

    battle_map, grid = services.battle_map.battle_map(), services.battle_map.grid()
    if battle_map is None or grid is None:
        return kinds
    keys = found_kinds_at(battle_map, tiles, grid.kinds(), [k.key for k in kinds])
    return [k for k in kinds if k.key in keys] or kinds


def find_kinds_text(services: Services) -> str:
    """The kinds of tile things lie on, joined for the GM ("Weapons' cabinet, Crate")."""
    grid = services.battle_map.grid()
    kinds = [k for k in grid.tile_kinds() if k.finds] if grid is not None else []
    return ", ".join(QCoreApplication.translate("rules", k.label) for k in kinds)


def placed(services: Services, request: RollRequest, beside: list[Tile]) -> RollRequest:
    """The request with the tile it picks up from, for its log line ("Crate at H7"): the first of
    ``beside`` that holds what the roll picks up."""
    from dataclasses import replace

    from app.rules.grid import found_kinds_at
    from app.rules.tiles import tile_text

    battle_map, grid = services.battle_map.battle_map(), services.battle_map.grid()
    if battle_map is None or grid is None:
        return request
    kinds = grid.kinds()
    for spot in beside:
        if found_kinds_at(battle_map, [spot], kinds, [request.kind]):
            return replace(request, place=kinds[battle_map.kind(spot)].label, tile=tile_text(spot))
    return request


class PickUpEntry:
    """P on the map: the Found… form for the chosen token, or the reason it cannot pick anything up."""

    def __init__(self, dock: Dock, services: Callable[[], Services | None]) -> None:
        self._dock = dock
        self._services = services
        self.dialog: QDialog | None = None

    def open(self, character_id: int | None, status: RefusalLine) -> None:
        bound = self._services()
        if bound is None:
            return
        if character_id is None:
            text = QT_TRANSLATE_NOOP("MapDock", "Choose a token first (Tab): {key} picks up what lies beside it.")
            status.setText(render(text, {"key": keymap.shown("map.pickUp")}, "MapDock"))
            return
        row = bound.characters.character(character_id)
        name = row.name if row is not None else ""
        kinds = [k for k in bound.rolls.kinds(character_id) if k.found]
        if not kinds:
            status.setText(QCoreApplication.translate("MapDock", "{name} cannot pick anything up.").format(name=name))
            return
        beside = finds_beside(bound, character_id)
        if not beside:
            status.setText(QCoreApplication.translate(
                "MapDock", "Nothing to pick up beside {name}: the token must stand side by side with a tile of {kinds} "
                           "(not diagonal).").format(name=name, kinds=find_kinds_text(bound)))
            return
        kinds = held_kinds(bound, beside, kinds)  # a cabinet's weapons, a crate's supplies
        clear_text(status)
        from ui.docks.roster_found import FoundDialog

        parent: QWidget = self._dock.window()
        self.dialog = dialog = FoundDialog(self._dock, character_id, kinds, parent)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.dialog = None
        if accepted:
            bound.rolls.roll(placed(bound, dialog.request(), beside))
