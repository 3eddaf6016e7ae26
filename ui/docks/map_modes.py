"""What the GM is planning on the map: the chosen token, a move's path, a target, a grenade's blast
or an SMG spray, and the text under the map that says what it costs before it happens."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from app.rules.tiles import Tile
from app.services.after_colon import read_on
from app.services.logtext import render
from ui.docks import map_room
from ui.docks.map_keys import key_step, pressed
from ui.docks.map_passing import declare_block, toggle_passing
from ui.docks.map_plan_text import GRENADE, MOVE, SPRAY, plan_text, t
from ui.docks.map_scene import Overlay, TokenLook, short_names
from ui.docks.map_targets import tab_order, target_order, turn_key
from ui.selection import KIND

if TYPE_CHECKING:
    from app.rules.grid import BattleMap, GridRules
    from app.services.battle_map import BattleMapService
    from ui.docks.map_dock import MapDock


class MapModes:
    """The dock's plan.  Nothing here changes the campaign: :meth:`commit` asks the service."""

    def __init__(self, dock: MapDock) -> None:
        self.dock = dock
        self.reset()

    def reset(self) -> None:
        self.mode = MOVE
        self.selected: int | None = None
        self.target: int | None = None
        self.path: list[Tile] = []
        self.cursor: Tile | None = None
        #: the tile Space paints while the map is edited
        self.brush: Tile = (0, 0)
        #: the planned move strikes the enemies it runs past (M)
        self.passing = False
        #: when the aimed grenade goes off: its index in the rules' timings (G again changes it)
        self.timing = 0
        #: the turn the plan was made in: a new turn chooses its actor and X starts again
        self.turn: tuple[int | None, int, int, int | None] | None = None
        #: a step the rules refused (a wall, out of reach…): the path it was refused after and why
        #: (a source string of context ``rules`` and its arguments); the path stays short of it
        self.refused: tuple[tuple[Tile, ...], str, Mapping[str, Any]] | None = None
        self.arrow_in_spray = False  # an arrow pressed while a spray is planned: said what it does
        #: a move was made since X last picked: the next X starts again at the nearest enemy
        self.moved_since_target = False

    @property
    def service(self) -> BattleMapService:
        return self.dock.bound.battle_map

    def _grid(self) -> GridRules:
        grid = self.service.grid()
        assert grid is not None, "the map dock is shown only for a ruleset that plays on a grid"
        return grid

    def _map(self) -> BattleMap | None:
        return self.service.battle_map() if self.dock.services is not None else None

    # ---- following the campaign ----------------------------------------------------------------
    def acting(self) -> int | None:
        current = self.dock.services.initiative.current() if self.dock.services is not None else None
        return current.character_id if current is not None else None

    def changed(self) -> None:
        """After any change: a token that left the map is no longer chosen; a path that no longer
        starts on its token is dropped."""
        battle_map = self._map()
        tokens = battle_map.tokens if battle_map is not None else {}
        turn = turn_key(self.dock.bound) if self.dock.services is not None else None
        if turn != self.turn:  # a new turn: its actor chosen, X starts at their nearest enemy
            if self.turn is not None:  # the turn passed or the fight is over: D no longer damages X's pick
                self.dock.selection.drop_aim()
            self.turn, self.target = turn, None
            if turn is not None and turn[3] in tokens:
                self.selected, self.path, self.mode, self.cursor = turn[3], [], MOVE, None
        if self.selected not in tokens:
            self.selected = None
        if self.target not in tokens or self.target == self.selected:
            self.target = None
        if self.path and (self.selected is None or tokens.get(self.selected) != self.path[0]):
            self.path = []

    def _ensure_selected(self) -> None:
        battle_map = self._map()
        if battle_map is None or self.selected in battle_map.tokens:
            return
        acting = self.acting()
        if acting in battle_map.tokens:
            self.selected = acting
        else:  # the first living token (the dead last)
            self.selected = next(iter(tab_order(self.dock.bound)), None)

    def follow_selection(self, character_id: int) -> None:
        battle_map = self._map() if self.dock.built and self.dock.services is not None else None
        if battle_map is not None and character_id in battle_map.tokens and character_id != self.selected:
            self.selected, self.path = character_id, []
            self.dock.refresh()

    # ---- drawing -------------------------------------------------------------------------------
    def overlay(self) -> Overlay:
        return Overlay()

    def draw(self) -> None:
        dock = self.dock
        battle_map = self._map()
        if battle_map is None:
            dock.view.draw(None, {}, Overlay(), {})
            map_room.steady_info(dock.info, t("Set the map's size to draw it."))
            return
        self.changed()
        self._ensure_selected()
        rows = self.service.tokens()
        rules = dock.bound.ruleset
        acting = self.acting()
        labels = short_names({cid: row.name for cid, row in rows.items()})
        looks = {
            cid: TokenLook(
                row.name,
                row.kind,
                rules.is_dead(row.sheet, row.state),
                cid == acting,
                cid == self.selected,
                cid == self.target,
                labels[cid],
            )
            for cid, row in rows.items()
        }
        symbols = {k.key: k.mark for k in self._grid().tile_kinds()}  # the projector's marks too
        overlay, lines = plan_text(self, rows, battle_map)
        dock.view.draw(battle_map, looks, overlay, symbols)
        map_room.steady_info(dock.info, "\n".join(lines))  # the map above it never jumps
        dock.buttons["move"].setEnabled(self._can_commit())

    def _can_commit(self) -> bool:
        """Whether Enter would carry out what is planned: a move the rules refuse (out of reach, not
        enough stamina) is drawn for the GM to plan ahead, its button disabled; Enter says why."""
        if self.mode != MOVE:
            return True
        if len(self.path) < 2:
            return False
        if self.selected is None or self.dock.edit_button.isChecked():
            return True
        plan = self.service.plan(self.selected, self.path)
        return plan is None or plan.allowed

    # ---- the GM's keys and mouse ---------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        if self.dock.services is None or self._map() is None:
            return False
        self.refused = None  # said of the last arrow alone
        self.arrow_in_spray = False
        step = key_step(event)
        if step is not None:
            self.step(step)
        elif pressed(event, "map.commit"):
            self.commit()
        elif pressed(event, "map.paint") and self.dock.paint_kind():
            self.dock.paint_tile(self.brush)
        elif pressed(event, "map.paint") and self.dock.edit_button.isChecked():  # no kind yet: pick one
            self.dock.paint.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif pressed(event, "map.cancel"):
            self.cancel()
        elif pressed(event, "map.stepBack"):
            if self.path:
                self.path.pop()
                if len(self.path) == 1:
                    self.path = []
        elif pressed(event, "map.nextToken"):
            self.cycle_selected(1)
        elif pressed(event, "map.previousToken"):
            self.cycle_selected(-1)
        elif pressed(event, "map.passing"):
            self._ensure_selected()
            toggle_passing(self)
        elif pressed(event, "map.block"):
            self._ensure_selected()
            declare_block(self)
        elif pressed(event, "map.furniture"):
            self._ensure_selected()
            self.dock.furniture.open(self.selected, self.dock.status)
            return True
        elif pressed(event, "map.pickUp"):
            self._ensure_selected()
            self.dock.pick_up.open(self.selected, self.dock.status)
            return True
        elif pressed(event, "map.target"):
            self.cycle_target()
        elif pressed(event, "map.grenade"):
            self.start_grenade()
            return True
        elif pressed(event, "map.spray"):
            self.start_spray()
            return True
        else:
            return False
        self.dock.refresh()
        return True

    def step(self, step: tuple[int, int]) -> None:
        battle_map = self._map()
        if battle_map is not None and self.dock.paint_kind():  # editing: the arrows move the brush
            x, y = self.brush
            nxt = (x + step[0], y + step[1])
            if battle_map.inside(nxt):
                self.brush = nxt
            return
        self._ensure_selected()
        if self.selected is None or battle_map is None:
            return
        if self.mode == GRENADE:
            x, y = self.cursor or battle_map.tokens[self.selected]
            nxt = (x + step[0], y + step[1])
            if battle_map.inside(nxt):
                self.cursor = nxt
            return
        if self.mode == SPRAY:  # a spray goes at everyone in reach: nothing to aim, and no move planned
            self.arrow_in_spray = True  # the line under the map says so, and how to move instead
            return
        if not self.path:
            self.path = [battle_map.tokens[self.selected]]
        x, y = self.path[-1]
        nxt = (x + step[0], y + step[1])
        if len(self.path) > 1 and nxt == self.path[-2]:
            self.path.pop()  # back where it came from
        elif (refusal := self._refused([*self.path, nxt])) is not None:
            # the path stays where the rules allow it, the refusal said under the map
            self.refused = (tuple(self.path) if len(self.path) > 1 else (), *refusal)
        else:
            self.path.append(nxt)
        if len(self.path) == 1:
            self.path = []

    def _refused(self, path: list[Tile]) -> tuple[str, Mapping[str, Any]] | None:
        """Why the rules refuse a step along ``path`` whatever the turn (a wall, another token, off
        the map), or None; a path beyond this turn's reach or stamina is still drawn (the GM plans
        ahead); never while the map is edited (a token is placed by hand anywhere open)."""
        if self.selected is None or self.dock.edit_button.isChecked():
            return None
        plan = self.service.plan(self.selected, path)
        if plan is None or plan.allowed or plan.mode != "free":
            return None
        return plan.reason or "", plan.reason_args

    def placing(self) -> bool:
        """The map is being edited (and no tile kind painted): a token dragged, or the arrows' plan
        and Enter, place the token by hand where the GM puts it, at no move's cost."""
        return self.dock.edit_button.isChecked() and not self.dock.paint_kind()

    def place(self, cid: int, tile: Tile) -> None:
        """The token on ``tile`` by hand: one undoable placement (its log line, committed before the
        map shows it); a refusal (a wall, another token) is said under the map."""
        if self.service.place({cid: tile}):
            self.path, self.passing = [], False
        else:
            self.path = []
        self.dock.refresh()

    def commit(self) -> None:
        self.dock.status.clear()
        if self.selected is None:
            return
        if self.dock.edit_button.isChecked() and self.mode == MOVE and len(self.path) > 1:
            self.place(self.selected, self.path[-1])  # editing the map: placed by hand, not moved
            return
        if self.mode == GRENADE and self.cursor is not None:
            if self.service.throw_grenade(self.selected, self.cursor, self.grenade_timing()):
                self.mode, self.cursor, self.timing = MOVE, None, 0
        elif self.mode == SPRAY:
            if self.service.spray(self.selected):
                self.mode = MOVE
        elif len(self.path) > 1 and self.service.move(self.selected, self.path, self.passing):
            self.path, self.passing = [], False
            self.moved_since_target = True  # the next X: the nearest enemy from where it stands now
            self.offer_roll()  # the distance to the target changed
        self.dock.refresh()

    def claims(self, event: QKeyEvent) -> bool:
        """Esc while a move, a throw or a spray is planned drops it, and then the target X showed
        (the window's Esc, back to the fight list, once nothing is planned or aimed at)."""
        planned = bool(self.path) or self.mode != MOVE or self.target is not None
        return planned and pressed(event, "map.cancel")

    def cancel(self) -> None:
        """Esc: the plan dropped if there is one, else the target (the map keeps the focus)."""
        if not self.path and self.mode == MOVE and self.target is not None:
            self.target = None
            self.dock.selection.drop_aim()  # D no longer goes at the target dropped
        self.mode, self.path, self.cursor, self.passing, self.timing = MOVE, [], None, False, 0
        self.dock.status.clear()
        self.dock.refresh()

    def start_grenade(self) -> None:
        if self.mode == GRENADE:  # G again: the next time the grenade may go off (now, the next round…)
            timings = self.service.grenade_timings()
            self.timing = (self.timing + 1) % len(timings) if timings else 0
            self.dock.refresh()
            return
        self._ensure_selected()
        battle_map = self._map()
        if self.selected is None or battle_map is None:
            return
        refused = self._no_grenade(self.selected, battle_map.tokens[self.selected])
        if refused:  # said at G, under the map and in the status bar: nothing aimed, nothing tinted
            self.dock.refresh()
            self.dock.status.setText(refused)
            return
        self.mode, self.path, self.timing = GRENADE, [], 0
        self.cursor = battle_map.tokens[self.selected]
        self.dock.refresh()

    def _no_grenade(self, thrower: int, tile: Tile) -> str:
        """Why ``thrower`` cannot aim a grenade at all (none left; rules without grenades), or ""."""
        preview = self.service.blast_preview(thrower, tile)
        if preview is None:
            return t("This ruleset has no grenades.")
        if preview.reason is None:  # aimed at his own tile: refused only for want of a grenade
            return ""
        row = self.dock.bound.characters.character(thrower)
        return t("{name} cannot throw a grenade: {why}").format(
            name=row.name if row is not None else "", why=read_on(render(preview.reason, {}, "rules"),
                                                                  {"t": preview.reason, "ctx": "rules"}))

    def grenade_timing(self) -> str:
        """When the aimed grenade goes off, as the rules name it ("now" where they offer no choice)."""
        timings = self.service.grenade_timings()
        return str(timings[self.timing].value) if 0 <= self.timing < len(timings) else "now"

    def start_spray(self) -> None:
        self._ensure_selected()
        if self.selected is None:
            return
        refused = self.service.spray_refusal(self.selected)
        if refused is not None:  # said at Z (no SMG), under the map: nothing planned, nobody marked
            self.mode, self.path, self.cursor = MOVE, [], None
            self.dock.refresh()
            self.dock.status.setText(render(refused.text, refused.args, "rules"))
            return
        self.mode, self.path, self.cursor = SPRAY, [], None
        self.dock.refresh()

    def cycle_selected(self, direction: int) -> None:
        ids = tab_order(self.dock.bound) if self._map() is not None else []
        if not ids:
            return
        index = ids.index(self.selected) if self.selected in ids else -direction
        self.selected = ids[(index + direction) % len(ids)]
        self.path, self.mode = [], MOVE
        self.dock.status.clear()  # a refusal said of the token chosen before (no grenade) goes with it
        self.dock.selection.drop_aim()  # the aim was the token chosen before
        if self.target == self.selected:
            self.target = None

    def cycle_target(self) -> None:
        """The next other token in the order of :func:`ui.docks.map_targets.target_order`: the
        enemies nearest first (from the nearest again at each turn and after each move), then the
        shooter's own side."""
        battle_map, selected = self._map(), self.selected
        if battle_map is None or selected is None or selected not in battle_map.tokens:
            return
        ids = target_order(self.dock.bound, selected)
        if not ids:
            self.target = None
            return
        index = ids.index(self.target) if self.target in ids and not self.moved_since_target else -1
        self.moved_since_target = False
        self.target = ids[(index + 1) % len(ids)]
        self.offer_roll()

    def offer_roll(self) -> None:
        """The dice dock's shot for the chosen token at its target, from the real distance, with
        the target as the shot's (whose damage a hit offers)."""
        if self.selected is None or self.target is None:
            return
        self.dock.selection.aim(self.selected, self.target)  # D now damages the target
        view = self.service.attack_view(self.selected, self.target)
        if view is not None:
            grid = self._grid()
            inputs = grid.roll_inputs(view)
            shot = grid.shot_kind(view)  # the dock shows the shot the map shows (its kind and weapon)
            self.dock.selection.offer_roll_inputs(self.selected, {**inputs, KIND: shot} if shot else inputs,
                                                  self.target)

    def token_pressed(self, cid: int) -> None:
        battle_map = self._map()
        if battle_map is None:
            return
        if self.mode == GRENADE:
            self.cursor = battle_map.tokens.get(cid, self.cursor)
        elif QApplication.keyboardModifiers() & Qt.KeyboardModifier.ControlModifier and cid != self.selected:
            self.target = cid
            self.offer_roll()
        elif cid != self.selected:
            self.selected, self.path = cid, []
            if self.target == cid:
                self.target = None
        self.dock.refresh()

    def tile_clicked(self, tile: Tile) -> None:
        if self.dock.paint_tile(tile):
            return
        if self.mode == GRENADE:
            self.cursor = tile
        elif self.selected is not None:
            path = self.service.cheapest_path(self.selected, tile)
            self.path = list(path) if path else []
            if not path:
                self.dock.status.setText(t("No way there: walls, furniture or tokens are in the way."))
        self.dock.refresh()

    def drag_hover(self, cid: int, tile: Tile) -> None:
        self.selected, self.mode = cid, MOVE
        battle_map = self._map()
        if self.dock.edit_button.isChecked() and battle_map is not None and cid in battle_map.tokens:
            self.path = [battle_map.tokens[cid], tile]  # where it goes, by hand: no way to find
            self.dock.refresh()
            return
        path = self.service.cheapest_path(cid, tile)
        self.path = list(path) if path else []
        self.dock.refresh()

    def drag_dropped(self, cid: int, tile: Tile) -> None:
        self.selected, self.mode = cid, MOVE
        if self.dock.edit_button.isChecked():  # editing the map: the token goes where it is dropped
            self.place(cid, tile)
            return
        path = self.service.cheapest_path(cid, tile)
        if not path:
            self.path = []
            self.dock.status.setText(t("No way there: walls, furniture or tokens are in the way."))
            self.dock.refresh()
            return
        self.path = list(path)
        self.commit()
