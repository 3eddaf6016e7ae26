"""What stops a knockback on the map, named, and a blow's share of it said before the blow is applied.

Rule text (revision), "Movement and Combat": "If unable to be knocked back due to wall or furniture
in the way, you will take your opponent's strength as damage once for each tile of knockback you
were meant to move as you are flung against the obstacle."  The log says what happened: the victim
stopped by the wall (not moved, or moved so far), then the wall's damage with its arithmetic; the
dice dock's offer of a blow says the wall's share beside the blow's own ("Apply 6 damage (+6
against the wall) to Kit"), since applying it applies both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, RulesError, Sheet, State
from app.rules.grid import BattleMap, Tile, TileKind
from app.rules.gridlimbs import reading
from app.rules.gridlimbs.body import PARTS
from app.rules.gridlimbs.damage_block import blocked_hit
from app.rules.gridlimbs.hands import split_by_hand
from app.rules.gridlimbs.knockback import knockback_destination
from app.rules.gridlimbs.melee import knockback_tiles
from app.rules.gridlimbs.sheet import STRENGTH
from app.rules.gridlimbs.weapons import BLOWS, GRENADE
from app.rules.text import QT_TRANSLATE_NOOP

#: what a knockback is flung against, by the tile's kind (any other that blocks: furniture)
_NOUNS = {
    "wall": QT_TRANSLATE_NOOP("rules", "the wall"),
    "window": QT_TRANSLATE_NOOP("rules", "the window"),
    "C": QT_TRANSLATE_NOOP("rules", "the weapons' cabinet"),
    "c": QT_TRANSLATE_NOOP("rules", "the crate"),
}
_FURNITURE = QT_TRANSLATE_NOOP("rules", "the furniture")
_EDGE = QT_TRANSLATE_NOOP("rules", "the map's edge")
_TOKEN = QT_TRANSLATE_NOOP("rules", "another token")

#: the knockback's line where nothing was travelled: the victim stays on his tile
NOT_MOVED = QT_TRANSLATE_NOOP("rules", "Stopped by {obstacle}: not moved.")
#: the knockback's line where some tiles were travelled before the obstacle
STOPPED_THERE = QT_TRANSLATE_NOOP("rules", "Stopped there by {obstacle}.")
#: the lines of a knockback stopped short
STOPS = frozenset({NOT_MOVED, STOPPED_THERE})
#: a blow's offer: the obstacle's share beside the blow's own damage
OFFER_SHARE = QT_TRANSLATE_NOOP("rules", "+{damage} against {obstacle}")


def obstacle_at(battle_map: BattleMap, kinds: Mapping[str, TileKind], victim: int, tile: Tile) -> dict[str, Any]:
    """What stands on ``tile`` in ``victim``'s way, as a marked noun ("the wall", "the map's edge")."""
    if not battle_map.inside(tile):
        return {"t": _EDGE}
    other = battle_map.occupant(tile)
    if other is not None and other != victim:
        return {"t": _TOKEN}
    return {"t": _NOUNS.get(battle_map.kind(tile), _FURNITURE)}


def obstacle_of(battle_map: BattleMap, kinds: Mapping[str, TileKind], source: Tile, victim: int,
                travelled: int) -> dict[str, Any]:
    """The obstacle that stopped ``victim``'s knockback from ``source`` after ``travelled`` tiles."""
    start = battle_map.tile_of(victim)
    return obstacle_at(battle_map, kinds, victim, knockback_destination(source, start, travelled + 1)[0])


def stop_line(obstacle: dict[str, Any], travelled: int) -> LogLine:
    """The victim stopped by ``obstacle``: not moved, or stopped where he landed."""
    return LogLine(STOPPED_THERE if travelled else NOT_MOVED, {"obstacle": obstacle})


def blow_knockback_tiles(request: Mapping[str, Any], sheet: Sheet, state: State) -> int:
    """The tiles of knockback the damage form's ``request`` gives the one of ``sheet`` (as
    :func:`.state_changes.log_fight_effects` reads it: a melee blow's force is the attacker's
    Strength, a gun's its own): none when the hit kills him first, or a block he holds throws the
    attacker back."""
    weapon = BLOWS.get(str(request.get("weapon") or ""))
    part = request.get("part")
    if weapon is None or weapon.key == GRENADE or part not in PARTS:  # a part still to roll: said once it lands
        return 0
    strength = request.get("attacker_strength", 2)
    share = request.get("attacker_hand_share", 50)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (strength, share)):
        return 0
    amount = request.get("amount") or (weapon.damage if weapon.ranged
                                       else split_by_hand(strength * weapon.melee_modifier, share))
    try:
        body = reading.body(sheet, state)
        if not weapon.ranged:
            blocked = blocked_hit(sheet, state, body, request, weapon, amount)
            if blocked is not None:
                if blocked[0].knocks_back_attacker:
                    return 0
                amount = blocked[0].damage_through
        if body.dead or body.hit(part, amount).dead:
            return 0
        return knockback_tiles(weapon.force if weapon.ranged else strength, int(sheet.get(STRENGTH, 0)))
    except (RulesError, KeyError, TypeError, ValueError):
        return 0


def wall_strength(request: Mapping[str, Any], attacker_strength: int) -> int:
    """The Strength an obstacle hurts by: a melee blow's own (the form's, which gave the knockback),
    else the attacker's sheet's (a shot), as :meth:`.map_rules.GridLimbsGrid.damage_knockback` reads it."""
    weapon = BLOWS.get(str(request.get("weapon") or ""))
    strength = request.get("attacker_strength")
    if weapon is not None and not weapon.ranged and isinstance(strength, int) and not isinstance(strength, bool):
        return strength
    return attacker_strength
