"""Melee attacks while running past enemies.

Rule text (revision), "Movement and Combat": "you may attack in melee everything you run past;
however, you may only attack one thing per drawn melee weapon for each tile you step on".  The
text's example: a player runs straight up between two columns of two zombies each; on each of
the two tiles between them two zombies are side neighbours, so "the only way they could attack all
four zombies is by dual-wielding melee weapons".

Melee reaches side neighbours only, never diagonal ones (rules README, grid).  Each tile stepped
on (not the starting tile) allows one attack per drawn melee weapon (at most two, one a hand) on
an enemy in reach from that tile; an enemy is attacked at most once in a run.  The most enemies a
run can attack is a matching of those attacks to enemies, worked out exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.rules.base import RulesError
from app.rules.gridlimbs.movement import Tile, in_melee_reach, step_cost
from app.rules.text import QT_TRANSLATE_NOOP

#: one melee weapon a hand
MAX_DRAWN = 2


@dataclass(frozen=True)
class TileAttacks:
    """One tile stepped on: the enemies in melee reach from it and the attacks it allows."""

    tile: Tile
    in_reach: tuple[Tile, ...]
    attacks: int


def _check(path: Sequence[Tile], drawn: int) -> None:
    if not 0 <= drawn <= MAX_DRAWN:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "At most two melee weapons can be drawn, one a hand."))
    if len(path) < 2:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A run goes at least one step."))
    for a, b in zip(path, path[1:], strict=False):
        step_cost(b[0] - a[0], b[1] - a[1])  # refuses anything but a step to a neighbouring tile


def attacks_along(path: Sequence[Tile], enemies: Iterable[Tile], drawn: int) -> list[TileAttacks]:
    """For each tile stepped on after the start, the enemies in reach and the attacks allowed
    there: one per drawn melee weapon, no more than the enemies in reach."""
    _check(path, drawn)
    foes = tuple(dict.fromkeys(enemies))
    out = []
    for tile in path[1:]:
        reach = tuple(e for e in foes if in_melee_reach(tile, e))
        out.append(TileAttacks(tile, reach, min(drawn, len(reach))))
    return out


def most_enemies_attacked(path: Sequence[Tile], enemies: Iterable[Tile], drawn: int) -> int:
    """How many different enemies a run can attack at most: each tile's attacks (one per drawn
    melee weapon) matched to enemies in reach, each enemy attacked once."""
    return len(matched_attacks(path, enemies, drawn))


def matched_attacks(path: Sequence[Tile], enemies: Iterable[Tile], drawn: int) -> list[tuple[int, int, Tile]]:
    """The most enemies a run attacks, each once: ``(step, weapon, enemy)`` in the order of the
    run, ``step`` counting the tiles stepped on from 1 and ``weapon`` the drawn weapon (0, 1) that
    strikes there."""
    along = attacks_along(path, enemies, drawn)
    slots_of = [(i + 1, w) for i, t in enumerate(along) for w in range(t.attacks)]
    slots = [t.in_reach for t in along for _ in range(t.attacks)]
    owner: dict[Tile, int] = {}

    def assign(slot: int, seen: set[Tile]) -> bool:
        for enemy in slots[slot]:
            if enemy in seen:
                continue
            seen.add(enemy)
            if enemy not in owner or assign(owner[enemy], seen):
                owner[enemy] = slot
                return True
        return False

    for slot in range(len(slots)):
        assign(slot, set())
    return sorted((*slots_of[slot], enemy) for enemy, slot in owner.items())
