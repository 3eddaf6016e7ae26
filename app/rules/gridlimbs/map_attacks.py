"""Blasts, sprays and knockback on the battle map.

Rule text (revision), "Weapon List": a grenade's "Range equal to the thrower's strength … blast
radius between ten and fifteen tiles, all targets take between ten and fifteen damage, and take
automatic knockback, where the attacker is the grenade for purposes of determining direction."  An
SMG fires "All characters within (Accuracy) squares of the shooter at two bullets per target".
Knockback (:mod:`app.rules.gridlimbs.knockback`): "If unable to be knocked back due to wall or
furniture in the way, you will take your opponent's strength as damage once for each tile of
knockback you were meant to move as you are flung against the obstacle."

How Deadwatch reads the points the text leaves open (say so to the GM in the issue note):
- Range and blast are measured as shots are (diagonal steps 1.5, rounded up); walls do not shelter
  from the blast.  One roll of the radius and one of the damage serve the whole blast; the damage
  lands on the torso (the main pool).
- The grenade knocks back one tile (it has no force of its own: "automatic knockback"), more when a
  force were ever given; a token on the grenade's own tile has no direction and stays.  What stops
  it is a wall, a window, furniture, the map's edge or another token; the damage for each tile not
  travelled is the thrower's Strength.  Tokens are knocked back farthest first.
- Each tile of knockback lands on the tile the text's geometry gives; of two equally near, the
  first free one (the GM may move the token after).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from math import ceil
from typing import Any

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.grid import AreaAttack, BattleMap, Hit, Tile, TileKind, tiles_within
from app.rules.gridlimbs.knockback import knockback_destination
from app.rules.gridlimbs.knockback_obstacle import obstacle_of, stop_line
from app.rules.gridlimbs.map_moves import step_refusal
from app.rules.gridlimbs.melee import knockback_tiles, obstacle_damage
from app.rules.gridlimbs.movement import grid_distance, point_blank, shooting_distance
from app.rules.gridlimbs.reading import grenades_left, one_grenade_thrown
from app.rules.gridlimbs.sheet import ACCURACY, STRENGTH
from app.rules.gridlimbs.weapons import (
    GRENADE,
    GRENADE_HIGH,
    GRENADE_LOW,
    SMG,
    WEAPONS,
    grenade_blast_radius,
    grenade_damage,
    grenade_range,
    smg_spray_bullets,
    smg_spray_radius,
)
from app.rules.text import QT_TRANSLATE_NOOP


def blast_measure(a: Tile, b: Tile) -> int:
    """Distances of a throw and a blast: diagonal steps 1.5, rounded up."""
    return ceil(grid_distance(a, b))


@dataclass(frozen=True)
class BlastPreview:
    """Before the throw: how far it goes, whether it is in range, the tiles the blast surely
    covers (radius 10) and those it may (up to 15), and the tokens inside each."""

    distance: int
    range: int
    reason: str | None
    sure: tuple[Tile, ...]
    possible: tuple[Tile, ...]
    sure_tokens: tuple[int, ...]
    possible_tokens: tuple[int, ...]

    @property
    def allowed(self) -> bool:
        return self.reason is None


def blast_preview(battle_map: BattleMap, thrower: int, sheet: Sheet, state: State, target: Tile) -> BlastPreview:
    start = battle_map.tile_of(thrower)
    reach = grenade_range(int(sheet[STRENGTH]))
    distance = blast_measure(start, target)
    reason = None
    if not battle_map.inside(target):
        reason = QT_TRANSLATE_NOOP("rules", "That tile is off the map.")
    elif grenades_left(sheet, state) < 1:
        reason = QT_TRANSLATE_NOOP("rules", "No grenade left.")
    elif distance > reach:
        reason = QT_TRANSLATE_NOOP("rules", "Out of range: a grenade flies as far as the thrower's Strength.")
    sure = tuple(tiles_within(battle_map, target, GRENADE_LOW, blast_measure))
    possible = tuple(t for t in tiles_within(battle_map, target, GRENADE_HIGH, blast_measure) if t not in set(sure))
    sure_set, possible_set = set(sure), set(possible)
    tokens = sorted(battle_map.tokens.items())
    return BlastPreview(
        distance, reach, reason, sure, possible,
        tuple(c for c, t in tokens if t in sure_set), tuple(c for c, t in tokens if t in possible_set),
    )


def knockback_on_map(battle_map: BattleMap, kinds: Mapping[str, TileKind], source: Tile, victim: int,
                     tiles: int, attacker_strength: int) -> tuple[Tile, int, int]:
    """Where ``tiles`` of knockback from ``source`` land ``victim``: (the tile, the obstacle damage,
    the tiles travelled).  Each further tile goes to the text's next destination; a destination
    that is blocked stops it there, and each tile not travelled costs the attacker's Strength."""
    start = battle_map.tile_of(victim)
    landed = start
    if source == start or tiles <= 0:
        return start, 0, 0
    for k in range(1, tiles + 1):
        free = [t for t in knockback_destination(source, start, k)
                if t == landed or step_refusal(battle_map, kinds, victim, t) is None]
        if not free:
            return landed, obstacle_damage(attacker_strength, tiles - k + 1), k - 1
        landed = free[0]
    return landed, 0, tiles


def _knockback_lines(battle_map: BattleMap, kinds: Mapping[str, TileKind], source: Tile, victim: int,
                     landed: Tile, damage: int, travelled: int, text_of: Any, tiles: int,
                     strength: int) -> list[LogLine]:
    """Where the victim landed, what stopped him short (not moved at all, or stopped there), and an
    obstacle's damage with its arithmetic: "you will take your opponent's strength as damage once
    for each tile of knockback you were meant to move"."""
    out = []
    if travelled and landed != battle_map.tile_of(victim):
        out.append(LogLine(QT_TRANSLATE_NOOP("rules", "Knocked back to {tile}."), {"tile": text_of(landed)}))
    if travelled < tiles and source != battle_map.tile_of(victim):  # on the blast's own tile: no direction
        out.append(stop_line(obstacle_of(battle_map, kinds, source, victim, travelled), travelled))
    if damage:
        out.append(LogLine(QT_TRANSLATE_NOOP(
            "rules", "Flung against an obstacle: the attacker's Strength {strength} × {tiles} "
                     "{tiles|tile|tiles} of knockback not travelled = {damage} damage."),
            {"strength": max(0, strength), "tiles": tiles - travelled, "damage": damage}))
    return out


def knockback_of_tiles(
    battle_map: BattleMap, kinds: Mapping[str, TileKind], source: Tile, victim: int, tiles: int,
    attacker_strength: int, text_of: Any = str,
) -> tuple[Tile | None, int, list[LogLine]]:
    """``tiles`` of knockback from ``source`` on the map: the tile the victim lands on (None: none),
    the obstacle damage, and the lines saying so."""
    if tiles <= 0:
        return None, 0, []
    landed, hurt, travelled = knockback_on_map(battle_map, kinds, source, victim, tiles, attacker_strength)
    return landed, hurt, _knockback_lines(battle_map, kinds, source, victim, landed, hurt, travelled, text_of,
                                          tiles, attacker_strength)


def melee_knockback(battle_map: BattleMap, kinds: Mapping[str, TileKind], source: Tile, victim: int,
                    attacker_strength: int, defender_strength: int,
                    text_of: Any = str) -> tuple[Tile | None, int, list[LogLine]]:
    """A melee blow's knockback on the map: "Knockback occurs when the force behind an attack (in
    melee weapons, force is determined by strength) is double or greater than double the victim's
    strength"; "If unable to be knocked back due to wall or furniture in the way, you will take your
    opponent's strength as damage once for each tile of knockback you were meant to move."  The tile
    the victim lands on (None: no knockback), the obstacle damage, and the lines saying so."""
    tiles = knockback_tiles(attacker_strength, defender_strength)
    if not tiles:
        return None, 0, []
    landed, hurt, travelled = knockback_on_map(battle_map, kinds, source, victim, tiles, attacker_strength)
    return landed, hurt, _knockback_lines(battle_map, kinds, source, victim, landed, hurt, travelled, text_of,
                                          tiles, attacker_strength)


def throw_grenade(battle_map: BattleMap, kinds: Mapping[str, TileKind], thrower: int, sheet: Sheet, state: State,
                  target: Tile, strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
    """Throw a grenade at ``target`` that explodes at once (:func:`grenade_goes_off`); the thrower
    has one grenade less."""
    spent = grenade_thrown_later(battle_map, thrower, sheet, state, target)
    attack = grenade_goes_off(battle_map, kinds, target, int(sheet[STRENGTH]), strengths, dice, text_of)
    return replace(attack, shooter_outcome=spent)


def grenade_thrown_later(battle_map: BattleMap, thrower: int, sheet: Sheet, state: State, target: Tile) -> Outcome:
    """"explodes either the round thrown or the next round": the throw, refused out of range or
    with no grenade left; the thrower's state with one grenade less."""
    preview = blast_preview(battle_map, thrower, sheet, state, target)
    if preview.reason:
        raise RulesError(preview.reason)
    return Outcome(one_grenade_thrown(sheet, state), [])


def grenade_goes_off(battle_map: BattleMap, kinds: Mapping[str, TileKind], target: Tile, strength: int,
                     strengths: Mapping[int, int], dice: Dice, text_of: Any = str) -> AreaAttack:
    """A grenade explodes on ``target`` (thrown by one of Strength ``strength``): the radius and
    the damage rolled once, every token within the radius hit on the torso, then knocked back from
    the blast's tile (farthest first)."""
    radius = grenade_blast_radius(dice)
    damage = grenade_damage(dice)
    lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Blast radius {radius} tiles, {damage} damage."),
                     {"radius": radius.total, "damage": damage.total})]
    inside = [(c, t) for c, t in battle_map.tokens.items() if blast_measure(target, t) <= radius.total]
    inside.sort(key=lambda ct: (-grid_distance(target, ct[1]), ct[0]))
    hits = []
    now = battle_map
    for cid, _tile in inside:
        request = {"amount": damage.total, "part": "torso", "weapon": GRENADE, "attacker_strength": strength}
        tiles = max(1, knockback_tiles(WEAPONS[GRENADE].force, int(strengths.get(cid, 0))))
        landed, hurt, travelled = knockback_on_map(now, kinds, target, cid, tiles, strength)
        extra = _knockback_lines(now, kinds, target, cid, landed, hurt, travelled, text_of, tiles, strength)
        requests: list[Mapping[str, Any]] = [request]
        if hurt:
            requests.append({"amount": hurt, "part": "torso"})
        hits.append(Hit(cid, tuple(requests), landed, hurt, tuple(extra)))
        now = now.with_token(cid, landed)
    if not hits:
        lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Nobody is inside the blast.")))
    return AreaAttack(tuple(hits), tuple(lines), (radius, damage))


def spray_targets(battle_map: BattleMap, shooter: int, sheet: Sheet) -> list[int]:
    """Every other token within (Accuracy) squares of the shooter, nearest first."""
    start = battle_map.tile_of(shooter)
    radius = smg_spray_radius(int(sheet[ACCURACY]))
    found = [(shooting_distance(start, t), c) for c, t in battle_map.tokens.items()
             if c != shooter and shooting_distance(start, t) <= radius]
    return [c for _, c in sorted(found)]


def smg_gun(state: State) -> int:
    for index, gun in enumerate(state.get("guns", [])):
        if gun.get("weapon") == SMG:
            return index
    raise RulesError(QT_TRANSLATE_NOOP("rules", "No SMG carried."))


def spray(battle_map: BattleMap, shooter: int, sheet: Sheet, state: State, fire: Any) -> AreaAttack:
    """An SMG spray: two bullets at every character within Accuracy squares (a point-blank one on a
    random part, the others on the torso), fired from the SMG's loaded clip (``fire(state, gun,
    bullets)`` is the ruleset's)."""
    targets = spray_targets(battle_map, shooter, sheet)
    if not targets:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Nobody is within the SMG's reach."))
    gun = smg_gun(state)
    outcome = fire(state, gun, smg_spray_bullets(len(targets)))
    start = battle_map.tile_of(shooter)
    hits = []
    for cid in targets:
        part = "random" if point_blank(start, battle_map.tokens[cid]) else "torso"
        request = {"amount": 0, "part": part, "weapon": SMG, "bullet": True}
        hits.append(Hit(cid, (request, request)))
    line = LogLine(QT_TRANSLATE_NOOP("rules", "SMG spray: {bullets} bullets at {count} {count|target|targets}."),
                   {"bullets": smg_spray_bullets(len(targets)), "count": len(targets)})
    return AreaAttack(tuple(hits), (line, *outcome.lines), (), outcome)
