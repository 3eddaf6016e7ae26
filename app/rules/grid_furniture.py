"""Furniture on a battle map, as a grid ruleset declares it (:class:`app.rules.grid.GridRules`):
a piece of furniture moved by the characters next to it, and a tile of it hit.

What the map keeps of it is plain data: the furniture's tiles are cells of the map, a clump of one
kind one piece; a tile's hit points, once it was hit, are the map's ``wear``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from app.rules.base import LogLine
from app.rules.tiles import Tile

if TYPE_CHECKING:
    from app.rules.grid import BattleMap


@dataclass(frozen=True)
class FurnitureMove:
    """A piece of furniture moved before it is moved: its tiles, the step and how many, the weight
    the GM gave, what it costs each mover (a sprint's distance), how far the team may move it this
    turn, the map after, and why it is refused (None: allowed; an English source string, context
    ``rules``, with ``reason_args``)."""

    piece: tuple[Tile, ...]
    step: tuple[int, int]
    tiles: int
    weight: int
    cost: Fraction
    allowed: Fraction
    movers: tuple[int, ...]
    after: BattleMap
    reason: str | None = None
    reason_args: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[LogLine, ...] = ()


@dataclass(frozen=True)
class FurnitureHit:
    """A tile of furniture hit: its hit points before and after (of ``most``), the damage it took,
    the map after and the lines saying so."""

    tile: Tile
    before: int
    after: int
    most: int
    taken: int
    battle_map: BattleMap
    lines: tuple[LogLine, ...] = ()
