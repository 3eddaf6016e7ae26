"""The map dock: the battle map of a ruleset that plays on a grid, and moves, shots and blasts on it.

Keys on the map (click it, or Ctrl+Alt+M from anywhere): the arrows plan a move of the chosen
token one step at a time (Shift turns the arrow 45° clockwise for a diagonal: Shift+Up is up and
right; the numeric keypad's 7, 9, 1, 3 are the diagonals), Backspace takes the last step back,
Enter makes the move, Esc drops it.  Tab / Shift+Tab choose the next token, X the next target
(the distance and the exact odds of a shot show at once), G aims a grenade (the arrows move the
blast, Enter throws), Z an SMG spray (Enter fires); every key is in ui/keymap.py (the arrows as the four directions
the GM may rebind, the keypad as a group that is not).
M makes the planned move strike in passing the enemies it runs past (each blow and the block that
meets it shown before Enter), K declares the
chosen token's block this round (again: takes it back), U opens the furniture beside the chosen
token (move it, or hit a tile of it: :mod:`ui.docks.map_furniture`), P picks up what lies beside it (a crate, a
weapons' cabinet: :mod:`ui.docks.map_found`).  A token can also be dragged to a tile: the
cost shows on the way, the drop makes the move.  With a kind of tile picked under "Edit the map",
the arrows move a brush instead and Space paints its tile (or click tiles).  Fight menu: Ctrl+Alt+P places the fight's
combatants on free tiles.  Every change is one undoable command with its log line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QLabel, QMainWindow, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from ui import keymap
from ui.disabled_keys import why_not
from ui.docks.base import Dock
from ui.docks.refusal_line import RefusalLine
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.rules.tiles import Tile
    from app.services.bundle import Services

NO_GRID = QT_TRANSLATE_NOOP("MapDock", "This ruleset plays on no grid: there is no battle map.")


class MapDock(Dock):
    """The map.  What the GM plans lives in :class:`MapModes`; every change goes to
    ``services.battle_map``."""

    object_name = "mapDock"
    title = QT_TRANSLATE_NOOP("Docks", "Map")
    lazy = True
    refuses = ("battle_map",)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.act_focus = self._action("actMapFocus", "map.focus", self.focus_map)
        self.act_place = self._action("actMapPlace", "map.place", self.place_fight)
        self.act_players = self._action("actMapPlayers", "map.players", self.toggle_players)
        self.act_edit = self._action("actMapEdit", "map.edit", self.toggle_editing)
        self._stepped_aside = False

    def absent_reason(self) -> str:
        return self.tr(NO_GRID)

    def _action(self, name: str, key_id: str, slot: Callable[..., object]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)  # the keys are in ui.keymap
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [("fight", self.act_focus), ("fight", self.act_place), ("fight", self.act_edit),
                ("view", self.act_players)]

    def build(self) -> None:
        # the map's view and modes are imported with it: a campaign without a grid never builds it
        from ui.docks.map_found import PickUpEntry
        from ui.docks.map_furniture import FurnitureEntry
        from ui.docks.map_modes import MapModes
        from ui.docks.map_scene import MapView

        self.furniture = FurnitureEntry(self, lambda: self.services)  # U: the furniture beside a token
        self.pick_up = PickUpEntry(self, lambda: self.services)  # P: what lies beside a token
        body = self.new_body()
        body.setObjectName("mapBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QWidget(body)
        top_row = FlowLayout(top)
        top_row.setContentsMargins(0, 0, 0, 0)
        self.edit_button = QPushButton(top)
        self.edit_button.setObjectName("mapEdit")
        self.edit_button.setCheckable(True)
        self.place_button = QPushButton(top)
        self.place_button.setObjectName("mapPlace")
        self.place_button.clicked.connect(self.place_fight)
        self.players_check = QCheckBox(top)
        self.players_check.setObjectName("mapForPlayers")
        self.players_check.toggled.connect(self._show_to_players)
        top_row.addWidget(self.edit_button)
        top_row.addWidget(self.place_button)
        top_row.addWidget(self.players_check)
        layout.addWidget(top)
        # the map's size and its tiles: out of the way once the map is drawn
        bar = self.bar = QWidget(body)
        row = FlowLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        self.size_label = QLabel(bar)
        self.width_spin = QSpinBox(bar)
        self.width_spin.setObjectName("mapWidth")
        self.height_spin = QSpinBox(bar)
        self.height_spin.setObjectName("mapHeight")
        for spin, value in ((self.width_spin, 16), (self.height_spin, 12)):
            spin.setRange(2, 60)
            spin.setValue(value)
        self.size_button = QPushButton(bar)
        self.size_button.setObjectName("mapSetSize")
        self.size_button.clicked.connect(self.set_size)
        self.paint = WholeListBox(bar)
        self.paint.setObjectName("mapPaint")
        self.paint.currentIndexChanged.connect(lambda _=0: self.refresh())
        for widget in (self.size_label, self.width_spin, self.height_spin, self.size_button, self.paint):
            row.addWidget(widget)
        layout.addWidget(bar)
        self.edit_button.toggled.connect(self._show_editing)
        self.top = top
        self.view = MapView(body)
        self.view.setObjectName("mapView")
        self.view.setMinimumHeight(160)
        layout.addWidget(self.view, 1)
        self.legend = QLabel(body)  # the marks drawn on this map's tiles, named (map_legend)
        self.legend.setObjectName("mapLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.legend)
        self.info = QLabel(body)
        self.info.setObjectName("mapInfo")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.info)
        actions = self.actions_bar = QWidget(body)
        buttons = FlowLayout(actions)
        buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for key in ("move", "grenade", "spray", "furniture", "pickUp", "cancel"):
            button = QPushButton(actions)
            button.setObjectName(f"map_{key}")
            buttons.addWidget(button)
            self.buttons[key] = button
        layout.addWidget(actions)
        self.status = self.refusal_line = RefusalLine(body, "mapStatus")
        layout.addWidget(self.status)
        self.setWidget(body)
        self.modes = MapModes(self)
        self.buttons["move"].clicked.connect(self.modes.commit)
        self.buttons["grenade"].clicked.connect(self.modes.start_grenade)
        self.buttons["spray"].clicked.connect(self.modes.start_spray)
        self.buttons["cancel"].clicked.connect(self.modes.cancel)
        self.buttons["furniture"].clicked.connect(lambda: self.furniture.open(self.modes.selected, self.status))
        self.buttons["pickUp"].clicked.connect(lambda: self.pick_up.open(self.modes.selected, self.status))
        self.view.key_handler = self.modes.key
        self.view.key_claims = self.modes.claims
        self.view.tokenPressed.connect(self.modes.token_pressed)
        self.view.tileClicked.connect(self.modes.tile_clicked)
        self.view.dragHover.connect(self.modes.drag_hover)
        self.view.dragDropped.connect(self.modes.drag_dropped)
        self.selection.characterChanged.connect(self.modes.follow_selection)

    # ------------------------------------------------------------------ binding
    def bind(self, services: Services) -> None:
        super().bind(services)
        if not services.battle_map.available() and not self.isHidden():  # not built yet, behind its tab
            self._stepped_aside = True
            self.hide()

    def defer_bind(self, services: Services) -> None:
        """As :meth:`Dock.defer_bind`; a campaign without a grid puts the map aside at once (its tab
        and its View entry go, its keys say "not now"), as binding it would."""
        super().defer_bind(services)
        if services.ruleset.grid() is None:  # (the map's service and rules load when it is first shown)
            self.toggleViewAction().setVisible(False)
            for action in (self.act_focus, self.act_place, self.act_players, self.act_edit):
                action.setEnabled(False)
                why_not(action, self.tr(NO_GRID))
            self.act_players.setVisible(False)  # no "Players see the map" in the View menu of a game with none
            if not self.isHidden():
                self._stepped_aside = True
                self.hide()

    def available(self) -> bool:
        """Whether the campaign plays on a grid, bound or still waiting behind its tab (the fight
        layout after a restart asks before the map is first shown, and keeps its tab)."""
        if self.services is not None:
            return self.services.battle_map.available()
        return self.waiting is not None and self.waiting.ruleset.grid() is not None

    def wants_front(self) -> bool:
        """In front of the log in the fight layout (F11) when the campaign plays on a grid: the
        battle map is what a fight on a grid is played on, the log waits behind its tab."""
        return self.available()

    def rebind(self) -> None:
        available = self.available()
        self.toggleViewAction().setVisible(available)
        for action in (self.act_focus, self.act_place, self.act_players, self.act_edit):
            action.setEnabled(available)
            why_not(action, "" if available else self.tr(NO_GRID))
        self.act_players.setVisible(available)  # the View menu offers the players a map only where there is one
        for widget in (self.top, self.bar, self.view, self.actions_bar):
            widget.setEnabled(available)
        # only a campaign on a grid has a map: the dock steps aside for the others, and comes back
        # for the next campaign on a grid
        if not available and not self.isHidden():  # behind a tab too: its tab goes
            self._stepped_aside = True
            self.hide()
        elif available and self._stepped_aside:
            self._stepped_aside = False
            self.show()
        clear_text(self.status)
        self._fill_paint()
        battle_map = self.bound.battle_map.battle_map() if available else None
        if battle_map is not None:
            self.width_spin.setValue(battle_map.width)
            self.height_spin.setValue(battle_map.height)
        self.edit_button.setChecked(available and battle_map is None)  # a new map starts with its size
        self._show_editing(self.edit_button.isChecked())
        self.modes.reset()
        self.furniture.forget()
        self.refresh()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset or changes.campaign or changes.characters or changes.encounter:
            self.modes.changed()
            self.refresh()

    def refresh(self) -> None:
        if not self.built:
            return
        self.players_check.blockSignals(True)
        self.players_check.setChecked(self.available() and self.bound.battle_map.shown_to_players())
        self.players_check.blockSignals(False)
        if not self.available():
            self.info.setText(self.tr(NO_GRID))
            self.view.draw(None, {}, self.modes.overlay(), {})
            self.legend.hide()
            return
        self.modes.draw()
        from ui.docks.map_legend import legend_text

        legend = legend_text(self.services.battle_map.grid() if self.services is not None else None,
                             self.bound.battle_map.battle_map())
        self.legend.setText(legend)
        self.legend.setVisible(bool(legend))

    # ------------------------------------------------------------------ actions
    def focus_map(self) -> None:
        self.ensure_built()
        self.show()
        self.raise_()
        from ui.docks import map_room

        map_room.make_room(self)  # the room the map needs to be read
        self.view.setFocus()

    def toggle_editing(self) -> None:
        """The key of "Edit the map" (Ctrl+Alt+B), from anywhere: the map shown with the room it needs
        and its editing on, the focus on the map, where the hint says the arrows move the chosen
        token and Enter places it (it was on the kind of tile to paint, «Paint: off», where the
        arrows did nothing); Space there goes to the kind of tile to paint; again: editing off, the
        focus on the map."""
        if self.services is None and self.waiting is None:
            return
        self.focus_map()
        if not self.available():
            return
        on = not self.edit_button.isChecked()
        self.edit_button.setChecked(on)
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_size(self) -> None:
        clear_text(self.status)
        self.bound.battle_map.set_size(self.width_spin.value(), self.height_spin.value())

    def place_fight(self) -> None:
        """Ctrl+Alt+P: the fighters without a token placed; when every one has one already, that
        is said once, in the window's status bar and its normal colour (news, not a refusal)."""
        clear_text(self.status)
        if self.services is None:
            return
        battle_map = self.services.battle_map
        placed = battle_map.battle_map() if battle_map.available() else None
        fighters = battle_map.fighters() if placed is not None else []
        if placed is not None and fighters and all(c in placed.tokens for c in fighters):
            said = QCoreApplication.translate("log", "Everyone in the fight is on the map.")
            main = self.window() if isinstance(self.window(), QMainWindow) else self.parentWidget()
            if isinstance(main, QMainWindow):  # (a floating map's window is the dock itself)
                main.statusBar().setStyleSheet("")
                main.statusBar().showMessage(said, 10000)
            return
        battle_map.place()

    def toggle_players(self) -> None:
        """The players' display shows the map, or the fight again (the key of "Players see the map")."""
        if self.services is None or not self.services.battle_map.available():
            return
        battle_map = self.services.battle_map
        battle_map.show_to_players(not battle_map.shown_to_players())
        if self.built:
            self.refresh()

    def _show_to_players(self, on: bool) -> None:
        clear_text(self.status)
        if not self.bound.battle_map.show_to_players(on):
            self.refresh()

    def _show_editing(self, on: bool) -> None:
        self.bar.setVisible(on)
        if not on and self.paint.count():
            self.paint.setCurrentIndex(0)  # no painting while the map is played
        self.refresh()  # the hint under the map follows the mode at once (no "Editing: drag a token…" left)

    def paint_kind(self) -> str:
        if not self.edit_button.isChecked():
            return ""
        return str(self.paint.currentData() or "")

    def paint_tile(self, tile: Tile) -> bool:
        kind = self.paint_kind()
        if not kind:
            return False
        clear_text(self.status)
        self.bound.battle_map.paint([tile], kind)
        return True

    # ------------------------------------------------------------------ texts
    def _fill_paint(self) -> None:
        grid = self.services.battle_map.grid() if self.services is not None else None
        current = self.paint_kind()
        self.paint.blockSignals(True)
        self.paint.clear()
        self.paint.addItem(self.tr("Paint: off"), "")
        marks = {k.key: k.mark for k in grid.tile_kinds()} if grid is not None else {}
        for choice in grid.kind_choices() if grid is not None else ():
            label = QCoreApplication.translate("rules", choice.label)
            if marks.get(str(choice.value)):  # the mark the map draws for it ("⊠ Crate")
                label = f"{marks[str(choice.value)]} {label}"
            self.paint.addItem(self.tr("Paint: {kind}").format(kind=label), choice.value)
        index = self.paint.findData(current)
        self.paint.setCurrentIndex(max(0, index))
        self.paint.blockSignals(False)

    def retranslate(self) -> None:
        super().retranslate()
        self.act_focus.setText(self.tr("Battle &map"))
        self.act_focus.setToolTip(self.tr("Go to the map: arrows plan a move, Enter makes it (Ctrl+Alt+M)"))
        self.act_place.setText(self.tr("Place the fight on the map"))
        self.act_players.setText(self.tr("Players see the map"))
        self.act_players.setToolTip(self.tr("The players' display shows the map, or the fight again ({key})").format(
            key=keymap.first_shown("map.players")))
        self.act_place.setToolTip(self.tr("Every combatant without a token goes on a free tile (Ctrl+Alt+P)"))
        self.act_edit.setText(self.tr("Edit the map"))
        self.act_edit.setToolTip(self.tr("The map's size, walls, windows and furniture ({key})").format(
            key=keymap.first_shown("map.edit")))
        if not self.built:
            return
        self.size_label.setText(self.tr("Size"))
        self.width_spin.setToolTip(self.tr("Columns"))
        self.height_spin.setToolTip(self.tr("Rows"))
        self.size_button.setText(self.tr("Set size"))
        self.size_button.setToolTip(self.tr("Make the map this many tiles wide and high"))
        self.paint.setToolTip(
            self.tr("Pick a kind of tile, then click tiles to paint them (on the map: arrows and Space)")
        )
        self.place_button.setText(self.tr("Place the fight"))
        self.edit_button.setText(self.tr("Edit the map ({key})").format(key=keymap.first_shown("map.edit")))
        players_key = keymap.first_shown("map.players")
        self.players_check.setText(self.tr("Players see the map ({key})").format(key=players_key))
        self.players_check.setToolTip(self.tr("The players' display shows the map, hidden tokens left out"))
        self.edit_button.setToolTip(self.act_edit.toolTip())
        self.place_button.setToolTip(self.act_place.toolTip())
        shown = keymap.first_shown
        texts = {
            "move": (self.tr("Move ({key})").format(key=shown("map.commit")), self.tr("Make the planned move")),
            "grenade": (self.tr("Grenade ({key})").format(key=shown("map.grenade")),
                        self.tr("Aim a grenade: the arrows move the blast, {key} throws").format(
                            key=shown("map.commit"))),
            "spray": (self.tr("SMG spray ({key})").format(key=shown("map.spray")),
                      self.tr("Everyone within Accuracy tiles: {key} fires").format(key=shown("map.commit"))),
            "furniture": (self.tr("Furniture ({key})").format(key=shown("map.furniture")),
                          self.tr("Move or hit the furniture beside the chosen token")),
            "pickUp": (self.tr("Pick up ({key})").format(key=shown("map.pickUp")),
                       self.tr("The chosen token picks up what lies beside it: a crate searched, a cabinet "
                               "opened")),
            "cancel": (self.tr("Cancel (Esc)"), self.tr("Drop the planned move, throw or spray")),
        }
        for key, (text, tip) in texts.items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        keys = {name: shown(f"map.{name}") for name in ("stepBack", "nextToken", "target", "passing", "block",
                                                        "pickUp", "up", "left", "down", "right")}
        self.view.setToolTip(self.tr(
            "{up} {left} {down} {right}: a step (Shift with one, or keypad 7 9 1 3: diagonal) · "
            "{back}: step back · {next}: next token · {target}: next target · "
            "{passing}: strike in passing · {block}: block · {pick}: pick up · drag a token to move it"
        ).format(back=keys.pop("stepBack"), next=keys.pop("nextToken"), pick=keys.pop("pickUp"), **keys))
        if self.refill_texts():
            self._fill_paint()
            self.refresh()
