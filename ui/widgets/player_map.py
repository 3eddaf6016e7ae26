"""The battle map for the players' display: what the GM shows of it, hidden tokens left out.

A widget of its own, so that any display can include it: give it the services with
:meth:`PlayerMap.bind` and call :meth:`PlayerMap.refresh` when the campaign changes (the players'
display refreshes on every change already).  It hides itself while the GM does not show the map
(the map dock's "Players see the map"), or in a campaign that plays on no grid.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ui.docks.map_scene import FURNITURE_COLOUR, KIND_COLOURS, TokenLook, short_names
from ui.player_screen.map_board import MapBoard

if TYPE_CHECKING:
    from app.rules.grid import BattleMap, TileKind
    from app.services.battle_map import PlayerToken
    from app.services.bundle import Services


class PlayerMap(QWidget):
    """The players' map: drawn only, no keys, no mouse."""

    def __init__(self, parent: QWidget | None = None, managed: bool = False) -> None:
        super().__init__(parent)
        #: in a layout that shows one page at a time (the players' display): the page's owner shows
        #: it while :attr:`wanted`, rather than the widget hiding itself
        self.managed = managed
        self.wanted = False
        self.setObjectName("playerMap")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # drawn for the room: every text a thirtieth of the screen's height or more (map_board)
        self.view = MapBoard(self)
        self.view.setObjectName("playerMapView")
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout.addWidget(self.view)
        self.services: Services | None = None
        #: every kind of tile on the map, as the legend names it: (colour, mark, label)
        self.marks: list[tuple[str, str, str]] = []
        #: each name on the map → its token's label ("Shambler 1" → "S1"), for the order beside it
        self.labels: dict[str, str] = {}
        if not managed:
            self.hide()

    def bind(self, services: Services | None) -> None:
        self.services = services
        self.refresh()

    def refresh(self) -> None:
        shown = self._players_map()
        self.wanted = shown is not None
        if shown is None or self.services is None:
            self.marks = []
            self.labels = {}
            self.view.draw(None, {}, {})
            if not self.managed:
                self.hide()
            return
        battle_map, tokens = shown
        labels = short_names({c: t.name for c, t in tokens.items()})
        looks = {c: TokenLook(t.name, t.side, t.dead, t.acting, label=labels[c]) for c, t in tokens.items()}
        self.labels = {t.name: labels[c] for c, t in tokens.items()}
        grid = self.services.battle_map.grid()  # there is one: the map is shown
        symbols = {k.key: k.mark for k in grid.tile_kinds()} if grid is not None else {}
        on_map = set(battle_map.cells.values())
        self.marks = [(KIND_COLOURS.get(k.key, FURNITURE_COLOUR), k.mark, players_label(k))
                      for k in (grid.tile_kinds() if grid is not None else ()) if k.key in on_map]
        acting = next((c for c, t in tokens.items() if t.acting), None)
        self.view.draw(battle_map, looks, symbols, acting)
        if not self.managed:
            self.show()

    def _players_map(self) -> tuple[BattleMap, dict[int, PlayerToken]] | None:
        if self.services is None or not self.services.battle_map.shown_to_players():
            return None
        fight = self.services.initiative.players_view()
        hidden = [c for c in self.services.initiative.view().characters if c not in fight.characters]
        acting = next((r.character_id for r in fight.combatants if r.id == fight.current_id), None)
        return self.services.battle_map.players_map(acting, hidden)


def players_label(kind: TileKind) -> str:
    """A tile kind's name for the room: without the text's letter for it ("Furniture (f)" is
    "Furniture", "Mueble (f)" is "Mueble"): the letter means something to the GM's text, the mark
    on the tile tells the room."""
    label = QCoreApplication.translate("rules", kind.label)
    if not kind.symbol:
        return label
    letter = re.compile(r"\s*[(\[«\"“„'‘]\s*" + re.escape(kind.symbol) + r"\s*[)\]»\"”“'’]\s*$")
    return letter.sub("", label) or label
