"""A battle map: a grid of tiles, what stands on them, and where each combatant is.

Generic: a ruleset that plays on a grid declares it with :meth:`app.rules.base.Ruleset.grid`, which
returns its :class:`GridRules` (the tile kinds of its text, the cost of a move, the odds of a shot
from the real distance, blasts and sprays).  The map itself is plain data kept in the campaign's
JSON state (``Campaign.state["battle_map"]``):

``{"width": 12, "height": 8, "cells": [[x, y, "wall"], [x, y, "f"], …], "tokens": {"7": [x, y]},
"moved": {"encounter": 3, "round": 2, "by": {"7": {"distance": "3/2", "sprint": false}}}}``

``cells`` holds every tile that is not plain floor, with its kind; ``tokens`` the tile of each
character (by id) on the map; ``moved`` how far each character moved in the fight's current round
(the limits of a turn read it); ``wear`` (only once something was hit) the hit points of a tile of
furniture as ``[x, y, hit points, most]``; ``blasts`` (only while one waits) each blast waiting
to go off as ``[x, y, thrower id, encounter id, round]`` (at the end of that round of that fight).
Tiles are ``(column, row)``, from ``(0, 0)`` at the top left.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.grid_furniture import FurnitureHit, FurnitureMove
from app.rules.grid_map import (  # noqa: F401  (the map read through this module too)
    FLOOR,
    MAX_SIDE,
    MIN_SIDE,
    SIDES,
    BattleMap,
    Moved,
    TileKind,
    TimedBlast,
    blocks,
    check_size,
    finds_at,
    found_kinds_at,
    tiles_within,
    token_ids,
)
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.tiles import Tile

#: what the base :class:`GridRules` says of a move or an attack its ruleset's text does not have
NOT_ON_THIS_MAP = QT_TRANSLATE_NOOP("rules", "This ruleset has no such move or attack on the map.")


@dataclass(frozen=True)
class MovePlan:
    """A move before it is made: the path, its cost, how it is made and what it costs the mover.

    ``mode`` is ``walk``, ``sprint`` or ``free`` (no fight runs: the GM sets the scene).
    ``reason`` (an English source string, context ``rules``, with ``reason_args``) says why the move
    is refused; None when it is allowed.  ``lines`` say what it costs (shown before and logged)."""

    character_id: int
    path: tuple[Tile, ...]
    cost: Fraction
    mode: str
    stamina: Fraction = Fraction(0)
    allowance: Fraction = Fraction(0)
    reason: str | None = None
    reason_args: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[LogLine, ...] = ()

    @property
    def allowed(self) -> bool:
        return self.reason is None

    @property
    def destination(self) -> Tile:
        return self.path[-1]


@dataclass(frozen=True)
class AttackView:
    """What the map knows of one attack: the distance (rounded up), point blank, melee reach and
    the exact chance of an aimed and an unaimed shot from that distance."""

    distance: int
    exact_distance: Fraction
    point_blank: bool
    melee_reach: bool
    accuracy: int
    aimed: Fraction
    unaimed: Fraction
    weapon: str = ""
    #: the shooter moved this round before the shot (the map's own record of its moves)
    shooter_moved: bool = False
    #: the first tile on the line that stops the shot (furniture not broken through), None: free
    in_the_way: Tile | None = None


@dataclass(frozen=True)
class Hit:
    """One target of a blast or a spray: its request for the damage pipeline and, for a blast, the
    tile knockback sends it to and the obstacle damage it takes when flung against something."""

    character_id: int
    requests: tuple[Mapping[str, Any], ...]
    knocked_to: Tile | None = None
    obstacle_damage: int = 0
    lines: tuple[LogLine, ...] = ()
    #: lines logged before its damage (how the blow came)
    intro: tuple[LogLine, ...] = ()


@dataclass(frozen=True)
class AreaAttack:
    """A blast or a spray resolved: the rolls' log lines, every target hit and what it fires."""

    hits: tuple[Hit, ...]
    lines: tuple[LogLine, ...] = ()
    rolls: tuple[Any, ...] = ()
    shooter_outcome: Outcome | None = None


class GridRules:
    """What a grid ruleset declares about its map (see :meth:`app.rules.base.Ruleset.grid`).

    The base refuses everything but the map itself: a ruleset overrides what its text covers."""

    def tile_kinds(self) -> tuple[TileKind, ...]:
        return (TileKind("wall", QT_TRANSLATE_NOOP("rules", "Wall"), True, "#"),)

    def kinds(self) -> dict[str, TileKind]:
        return {k.key: k for k in self.tile_kinds()}

    def new_map(self, width: int, height: int) -> BattleMap:
        check_size(width, height)
        return BattleMap(width, height)

    def read_map(self, data: Mapping[str, Any] | None) -> BattleMap | None:
        return None if not data else BattleMap.from_dict(data)

    def check_cell(self, kind: str) -> None:
        if kind != FLOOR and kind not in self.kinds():
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of tile."))

    def distance(self, a: Tile, b: Tile) -> int:
        """The distance in tiles between two tiles, as every place that names it says it (the map,
        the dice dock's shot, a refusal) and as "nearest" is reckoned; a diagonal step counts as
        one by default."""
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    def shot_kind(self, view: AttackView) -> str:
        """The roll kind (its key) of the shot the map shows for this attack, which X sets the dice
        dock to; "" (the default) when the map shows none (the shooter has no firearm)."""
        return ""

    def roll_inputs(self, view: AttackView) -> dict[str, Any]:
        """The inputs of the ruleset's shot roll (the dice dock's form) that the map knows for this
        attack, by field key; none by default."""
        return {}

    def passing_attacks(self, battle_map: BattleMap, mover: int, path: Sequence[Tile], sheet: Sheet, state: State,
                        enemies: Mapping[int, tuple[Sheet, State]]) -> AreaAttack:
        """The attacks a move along ``path`` makes on the enemies (id → sheet, state) it passes; none
        by default."""
        return AreaAttack(())

    def mover_lines(self, sheet: Sheet, state: State) -> list[LogLine]:
        """What the map says of the chosen token beside its move (what a move spends: the grid
        game's stamina); nothing by default."""
        return []

    def blow_refusal(self, battle_map: BattleMap, attacker: int, victim: int,
                     request: Mapping[str, Any]) -> LogLine | None:
        """Why the damage form's blow (``request``) from ``attacker`` cannot reach ``victim`` where
        their tokens stand (a melee weapon out of reach), None when it can; any by default."""
        return None

    def passing_refusal(self, sheet: Sheet, state: State) -> LogLine | None:
        """Why this character strikes nothing in passing whatever the path (no drawn melee weapon),
        None when it can; by default nobody strikes in passing."""
        return LogLine(QT_TRANSLATE_NOOP("rules", "These rules strike nobody in passing."))

    def damage_knockback(self, battle_map: BattleMap, attacker: int, victim: int, lines: Sequence[LogLine],
                         attacker_strength: int) -> tuple[Tile | None, tuple[dict[str, Any], ...], list[LogLine]]:
        """Where a blow or a shot through the damage form knocks ``victim`` on the map, read off the
        damage's ``lines`` (the rules say there how far): the tile landed on (None: it stays), the
        damage requests of an obstacle in the way, and the lines saying so.  No knockback by default."""
        return None, (), []

    def attacker_knockback(self, battle_map: BattleMap, attacker: int, victim: int, lines: Sequence[LogLine],
                           victim_strength: int) -> tuple[Tile | None, tuple[dict[str, Any], ...], list[LogLine]]:
        """Where the damage's ``lines`` say the blow knocked its ``attacker`` back (a block that
        stopped it): the tile he lands on (None: he stays), the damage requests of an obstacle in
        the way, and the lines saying so.  None by default."""
        return None, (), []

    def settles_knockback(self, line: LogLine, said: Sequence[LogLine]) -> bool:
        """Whether the damage's ``line`` is the knockback :meth:`damage_knockback` read off, and the
        map's lines ``said`` tell it otherwise (a wall stopped it short: "Knocked back 1 tile" of one
        who never moved): they then stand in its place.  Never by default."""
        return False

    def blow_obstacle(self, battle_map: BattleMap, attacker: int, victim: int, request: Mapping[str, Any],
                      victim_sheet: Sheet, victim_state: State, attacker_strength: int) -> LogLine | None:
        """The damage an obstacle on the map adds to the blow (or shot) of the damage form's
        ``request`` (``victim`` knocked back into a wall; ``attacker_strength`` off the attacker's
        sheet where the request gives none), said before it is applied: a marked line whose
        ``damage`` is that share; None when it adds none (by default)."""
        return None

    def declare_block(self, battle_map: BattleMap, who: int, sheet: Sheet, state: State,
                      enemies: Sequence[int]) -> Outcome:
        """Declare (or take back) ``who``'s block this round; refused by default."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset declares no block on the map."))

    # ---- moves and attacks on the map: none by default (a ruleset whose text has them overrides)
    def cheapest_path(self, battle_map: BattleMap, mover: int, goal: Tile) -> tuple[Tile, ...] | None:
        """The cheapest path of ``mover`` to ``goal``; None: no path (none by default)."""
        return None

    def plan_move(self, battle_map: BattleMap, mover: int, path: Iterable[Tile], sheet: Sheet, state: State,
                  *, in_fight: bool, before: Moved = Moved(), enemies: Iterable[Tile] = ()) -> MovePlan:  # noqa: B008
        """The move's cost and whether this turn allows it; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def moved_after(self, plan: MovePlan, before: Moved) -> Moved:
        """What the mover has moved this round after ``plan``."""
        return before

    def apply_move(self, sheet: Sheet, state: State, plan: MovePlan) -> Outcome:
        """What the move does to the mover: nothing by default but its lines."""
        return Outcome(dict(state), list(plan.lines))

    def attack_view(self, battle_map: BattleMap, shooter: int, target: int, sheet: Sheet,
                    weapon: str = "", moved: bool = False) -> AttackView:
        """Distance, reach and the odds of a shot from ``shooter`` at ``target`` (``moved``: the
        shooter moved this round before it); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def attack_lines(self, view: AttackView) -> list[LogLine]:
        """The attack view as lines for the map dock; none by default."""
        return []

    def strength(self, sheet: Sheet) -> int:
        """The strength a blast is measured against (a grenade's knockback); 0 by default."""
        return 0

    def grenade_timings(self) -> tuple[Choice, ...]:
        """When a thrown grenade may go off, the first the default: ``now`` (at the throw) and
        ``next`` (at the end of the next round of the fight, :meth:`grenade_thrown_later`); none
        (the default) where it only goes off at once."""
        return ()

    def grenade_thrown_later(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State,
                             target: Tile) -> Outcome:
        """A grenade thrown at ``target`` to go off later: the thrower's state without it (the same
        refusals as a throw); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def grenade_goes_off(self, battle_map: BattleMap, target: Tile, thrower_strength: int,
                         strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
        """A grenade thrown earlier goes off on ``target`` as a thrown one does at once; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def throw_grenade(self, battle_map: BattleMap, thrower: int, sheet: Sheet, state: State, target: Tile,
                      strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
        """A grenade thrown at ``target`` (``strengths`` by token id); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def spray_targets(self, battle_map: BattleMap, shooter: int, sheet: Sheet) -> list[int]:
        """The tokens a spray from ``shooter`` would hit; none by default."""
        return []

    def spray_refusal(self, sheet: Sheet, state: State, name: str) -> LogLine | None:
        """Why ``name`` cannot spray at all, said as the spray is asked for, before anything is
        aimed (no weapon that sprays carried); None (the default): nothing to say before it."""
        return None

    def spray(self, battle_map: BattleMap, shooter: int, sheet: Sheet, state: State) -> AreaAttack:
        """A spray of fire from ``shooter``; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def spray_round_limit(self) -> tuple[str, str, int] | None:
        """How often one character sprays in a round of a fight, counted with the rolls of the same
        key (:meth:`app.rules.features.rolls.RollRules.round_limit`): the key, the weapon's name,
        the most a round.  None (the default): no limit."""
        return None

    # ---- furniture: none by default (a ruleset whose text moves and breaks it overrides)
    def furniture_next_to(self, battle_map: BattleMap, tile: Tile) -> list[tuple[Tile, ...]]:
        """The pieces of furniture beside ``tile`` (each its tiles); none by default."""
        return []

    def plan_furniture_move(self, battle_map: BattleMap, piece_tile: Tile, movers: Mapping[int, tuple[Sheet, State]],
                            step: tuple[int, int], tiles: int, weight: int, *,
                            before: Mapping[int, Moved] | None = None) -> FurnitureMove:
        """The piece of furniture at ``piece_tile`` moved ``tiles`` steps of ``step`` by ``movers``
        (id → sheet, state), of the GM's ``weight``; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def apply_furniture_move(self, sheet: Sheet, state: State, plan: FurnitureMove) -> Outcome:
        """What moving the furniture does to one mover; refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def hit_furniture(self, battle_map: BattleMap, tile: Tile, damage: int, most: int, force: int = 0,
                      source: Tile | None = None) -> FurnitureHit:
        """A tile of furniture takes ``damage`` (``most``: its hit points, when none are known yet),
        from a blow of ``force`` struck from ``source`` (its knockback); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def eat_furniture(self, battle_map: BattleMap, tile: Tile) -> tuple[LogLine, ...]:
        """What comes of a character trying to eat the furniture on ``tile`` (the lines saying so;
        the map does not change); refused by default."""
        raise RulesError(NOT_ON_THIS_MAP)

    def kind_choices(self) -> tuple[Choice, ...]:
        return (Choice(FLOOR, QT_TRANSLATE_NOOP("rules", "Floor")),) + tuple(
            Choice(k.key, k.label) for k in self.tile_kinds()
        )
