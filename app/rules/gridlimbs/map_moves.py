"""Moves on the battle map: paths, their cost and what a turn allows.

Rule text (revision), "Grid": a diagonal step takes 1.5 movement ("a player with a maximum movement
of three tiles can move across two diagonal tiles"); "You must end movement in a tile, not between
tiles".  "Movement and Combat": walk up to 1/5 of Speed a turn (to the nearest half tile, at least
one) or sprint up to the whole Speed at the cost of stamina equal to the distance run; "Damage":
each useless leg halves Speed.  Running past enemies: one melee attack per drawn melee weapon for
each tile stepped on (:mod:`app.rules.gridlimbs.run_past`).

A move goes through floor only: walls, windows and furniture stop it (the text moves furniture as a
separate action; of a window it gives only the map key's "+ = window", no way through, and the
refusal says so), and so does another token.  Within one round a character's moves add up: while
the total stays within the walk it is a walk; beyond it the whole round's movement is a sprint, and
the stamina charged is the total less what earlier sprints of the round already paid.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from app.rules.base import LogLine
from app.rules.grid import BattleMap, Moved, MovePlan, Tile, TileKind, blocks
from app.rules.gridlimbs.movement import path_cost, sprint_allowance, walk_allowance
from app.rules.gridlimbs.run_past import most_enemies_attacked
from app.rules.gridlimbs.stamina import points_arg
from app.rules.text import QT_TRANSLATE_NOOP

NEIGHBOURS = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))

WALK, SPRINT, FREE = "walk", "sprint", "free"
#: a sprint that spends the last stamina (rule text: "deducts one HP from your legs"), said before and logged
EMPTIES = QT_TRANSLATE_NOOP("rules", "This sprint empties stamina: each leg loses 1 HP.")
#: the map key's window ("+ = window"): the text names it and gives no rule for going through one
WINDOW = "window"
WINDOW_REFUSAL = QT_TRANSLATE_NOOP(
    "rules", "A window: the rule text gives no way through a window (its map key only names it), so a move "
             "stops there as at a wall; the GM may paint the tile as floor (a broken window) to let it through.")


def step_refusal(battle_map: BattleMap, kinds: Mapping[str, TileKind], mover: int, tile: Tile) -> str | None:
    """Why a token cannot step onto ``tile`` (an English source string), or None."""
    if not battle_map.inside(tile):
        return QT_TRANSLATE_NOOP("rules", "That tile is off the map.")
    if blocks(battle_map, tile, kinds):
        if battle_map.kind(tile) == WINDOW:
            return WINDOW_REFUSAL
        return QT_TRANSLATE_NOOP("rules", "A wall or furniture is in the way.")
    other = battle_map.occupant(tile)
    if other is not None and other != mover:
        return QT_TRANSLATE_NOOP("rules", "Another token stands there.")
    return None


def path_refusal(battle_map: BattleMap, kinds: Mapping[str, TileKind], mover: int,
                 path: Sequence[Tile]) -> str | None:
    """Why ``path`` cannot be walked by ``mover`` (it must start on the token's tile and go from
    neighbour to neighbour), or None."""
    if len(path) < 2:
        return QT_TRANSLATE_NOOP("rules", "A move goes at least one step.")
    if battle_map.tokens.get(mover) != path[0]:
        return QT_TRANSLATE_NOOP("rules", "A move starts on the token's tile.")
    for a, b in zip(path, path[1:], strict=False):
        if max(abs(a[0] - b[0]), abs(a[1] - b[1])) != 1:
            return QT_TRANSLATE_NOOP("rules", "A step goes to a neighbouring tile.")
        reason = step_refusal(battle_map, kinds, mover, b)
        if reason:
            return reason
    return None


def cheapest_path(battle_map: BattleMap, kinds: Mapping[str, TileKind], mover: int,
                  goal: Tile) -> tuple[Tile, ...] | None:
    """The cheapest path (side steps 1, diagonal steps 1.5) from the token to ``goal`` around what
    blocks it; None when there is none.  Among equal costs, the fewest diagonal steps."""
    start = battle_map.tile_of(mover)
    if goal == start:
        return None
    closed = {t for t in battle_map.cells if blocks(battle_map, t, kinds)}
    closed |= {t for c, t in battle_map.tokens.items() if c != mover}
    width, height = battle_map.width, battle_map.height
    best: dict[Tile, tuple[int, int]] = {start: (0, 0)}
    came: dict[Tile, Tile] = {}
    queue: list[tuple[int, int, Tile]] = [(0, 0, start)]
    while queue:
        halves, diagonals, tile = heapq.heappop(queue)
        if tile == goal:
            break
        if best[tile] < (halves, diagonals):
            continue
        for dx, dy in NEIGHBOURS:
            nxt = (tile[0] + dx, tile[1] + dy)
            if not (0 <= nxt[0] < width and 0 <= nxt[1] < height) or nxt in closed:
                continue
            diagonal = 1 if dx and dy else 0
            cost = (halves + 2 + diagonal, diagonals + diagonal)
            if cost < best.get(nxt, (1 << 30, 0)):
                best[nxt] = cost
                came[nxt] = tile
                heapq.heappush(queue, (*cost, nxt))
    if goal not in came:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(came[path[-1]])
    return tuple(reversed(path))


def diagonal_steps(path: Sequence[Tile]) -> int:
    """How many of the path's steps are diagonal (each takes 1.5 movement)."""
    return sum(1 for a, b in zip(path, path[1:], strict=False) if a[0] != b[0] and a[1] != b[1])


def cost_of(path: Sequence[Tile]) -> Fraction:
    return path_cost((b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:], strict=False))


def plan_move(
    battle_map: BattleMap,
    kinds: Mapping[str, TileKind],
    mover: int,
    path: Sequence[Tile],
    *,
    speed: Fraction | None,
    stamina: Fraction = Fraction(0),
    before: Moved = Moved(),  # noqa: B008 - immutable
    enemies: Iterable[Tile] = (),
    drawn: int = 0,
    dead: bool = False,
) -> MovePlan:
    """What moving ``mover`` along ``path`` costs and whether the turn allows it.

    ``speed`` None: no fight runs, the move is free.  Otherwise ``speed`` is the Speed after useless
    legs, ``stamina`` the exact stamina left and ``before`` what the character already moved this
    round."""
    path = tuple(path)
    reason = path_refusal(battle_map, kinds, mover, path)
    cost = cost_of(path) if reason is None else Fraction(0)
    if reason is None and dead:
        reason = QT_TRANSLATE_NOOP("rules", "This character is dead.")
    if reason is not None:
        return MovePlan(mover, path, cost, FREE, reason=reason)
    lines: list[LogLine] = []
    foes = [e for e in enemies if e not in path[:1]]
    if drawn and foes:
        attacks = most_enemies_attacked(path, foes, drawn)
        if attacks:
            text = QT_TRANSLATE_NOOP("rules", "Running past: melee attacks on up to {count} {count|enemy|enemies}.")
            lines.append(LogLine(text, {"count": attacks}))
    if speed is None:
        return MovePlan(mover, path, cost, FREE, lines=tuple(lines))
    walk = walk_allowance(speed)
    run = sprint_allowance(speed)
    total = before.distance + cost
    args: dict[str, object] = {"cost": points_arg(cost), "total": points_arg(total), "walk": points_arg(walk),
                               "speed": points_arg(run)}
    if not before.sprint and total <= walk:
        lines.insert(0, LogLine(QT_TRANSLATE_NOOP("rules", "Walks {cost} tiles ({total} of {walk} this turn)."), args))
        lines[1:1] = _out_of_turn(before)
        return MovePlan(mover, path, cost, WALK, allowance=walk, lines=tuple(lines))
    if total > run:
        reason = QT_TRANSLATE_NOOP(
            "rules", "Out of reach: {total} tiles this turn; a walk reaches {walk}, a sprint {speed}.")
        diagonals = diagonal_steps(path)
        if diagonals:  # the count is not the arrows pressed: say how it is made
            reason = QT_TRANSLATE_NOOP(
                "rules", "Out of reach: {total} tiles this turn, each diagonal step counting 1.5 tiles ({diagonals} "
                         "on this path); a walk reaches {walk}, a sprint {speed}.")
            args["diagonals"] = diagonals
        return MovePlan(mover, path, cost, SPRINT, allowance=run, reason=reason, reason_args=args)
    charge = total - (before.distance if before.sprint else 0)
    args = {**args, "stamina": points_arg(charge), "left": points_arg(stamina)}
    why = _sprint_cost_why(path, before)  # a cost that is not the tiles the arrows went: said how it is made
    if why is not None:
        args["why"] = why
    if charge > stamina:
        # the text's recovery (movement.stamina_recovery): the GM learns when it comes back
        reason = QT_TRANSLATE_NOOP("rules", "Not enough stamina: this sprint costs {stamina}, {left} left; "
                                            "a round without a sprint or a fight gives back 2 (1 at 0).")
        if why is not None:
            reason = QT_TRANSLATE_NOOP("rules", "Not enough stamina: this sprint costs {stamina} ({why}), {left} "
                                                "left; a round without a sprint or a fight gives back 2 (1 at 0).")
        return MovePlan(mover, path, cost, SPRINT, charge, run, reason, args)
    line = QT_TRANSLATE_NOOP("rules", "Sprints {cost} tiles ({total} of {speed} this turn) for {stamina} stamina.")
    if why is not None and charge != cost:  # the tiles said are the cost, diagonals and all, unless a walk came first
        line = QT_TRANSLATE_NOOP(
            "rules", "Sprints {cost} {cost|tile|tiles} ({total} of {speed} this turn) for {stamina} stamina ({why}).")
    lines.insert(0, LogLine(line, args))
    if charge > 0 and charge == stamina:  # said before Enter: the sprint to 0 hurts both legs
        lines.insert(1, LogLine(EMPTIES))
    lines[1:1] = _out_of_turn(before)
    return MovePlan(mover, path, cost, SPRINT, charge, run, lines=tuple(lines))


#: why a sprint costs what it does, where it is not the tiles the arrows went: "sprinting costs stamina
#: equal to the distance run" (this turn's, a walk turned sprint included), a diagonal step 1.5
COST_DIAGONAL = QT_TRANSLATE_NOOP("rules", "1 a tile, each diagonal step 1.5: {diagonals} on this path")
COST_WALKED = QT_TRANSLATE_NOOP("rules", "1 a tile moved this turn, the {walked} walked before the sprint "
                                         "included; each diagonal step 1.5")


def _sprint_cost_why(path: Sequence[Tile], before: Moved) -> dict[str, object] | None:
    """How a sprint's stamina is counted, as a marked value, where the count is not the steps of
    ``path`` (a walk this turn before the sprint; a diagonal step); None where it is."""
    if before.distance and not before.sprint:
        return {"t": COST_WALKED, "ctx": "rules", "args": {"walked": points_arg(before.distance)}}
    diagonals = diagonal_steps(path)
    if diagonals:
        return {"t": COST_DIAGONAL, "ctx": "rules", "args": {"diagonals": diagonals}}
    return None


#: the movement made out of turn this round, counted in the turn's reach: the text allows a walk or a
#: sprint "per turn", and a character's turn is his one in the round, whoever moved the token when
OUT_OF_TURN = QT_TRANSLATE_NOOP("rules", "Moved out of turn this round: {out} (counted in this turn's reach).")


def _out_of_turn(before: Moved) -> list[LogLine]:
    """The line that says how much of this turn's count was moved out of turn (none when nothing was)."""
    return [LogLine(OUT_OF_TURN, {"out": points_arg(before.out_of_turn)})] if before.out_of_turn else []


def moved_after(plan: MovePlan, before: Moved) -> Moved:
    """The round's movement after the plan is carried out."""
    return Moved(before.distance + plan.cost, before.sprint or plan.mode == SPRINT, before.out_of_turn)
