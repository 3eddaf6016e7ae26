"""Whom a shot on the map goes at, in the order X offers them, and what the map knows of the turn.

``target_order`` is the order X cycles through: the shooter's enemies first (the zombies for the
living, PCs and NPCs alike; the living for a zombie), nearest first, then the shooter's own side;
the dead (who cannot act) only when nobody else is left (a zombie put down stays on its tile).

``tab_order`` is the order Tab chooses tokens in: the living by id, then the dead (a zombie put
down stays on its tile, and a GM tabs to those who can still act).

``offer_turn`` is the start of a turn on the map: the dice dock's shot for the one whose turn it is
at the nearest living enemy (never an ally: with no enemy standing, nothing is offered), from what
the map says now (the real distance, whether they moved this turn); under a ruleset without a grid
it asks nothing of the map's service (a fight resumed at start does not load the map).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character
    from ui.selection import Selection


def _is_zombie(row: Character | None) -> bool:
    """The side a character fights on: the dead (zombies) against the living (PCs and NPCs)."""
    return row is not None and row.kind == "zombie"


def target_order(services: Services, shooter: int) -> list[int]:
    """The other tokens in the order X offers them as ``shooter``'s target (empty off the map)."""
    battle_map = services.battle_map.battle_map() if services.battle_map.available() else None
    if battle_map is None or shooter not in battle_map.tokens:
        return []
    grid = services.battle_map.grid()
    assert grid is not None, "a map is read only under a ruleset that plays on a grid"
    here = battle_map.tokens[shooter]
    rows = {c: services.characters.character(c) for c in battle_map.tokens}
    mine = _is_zombie(rows[shooter])
    # nearest by the one distance the map, the dice dock and a refusal say (the ruleset's)
    others = sorted(
        (_is_zombie(rows[c]) == mine, grid.distance(here, t), c)
        for c, t in battle_map.tokens.items()
        if c != shooter
    )
    rules = services.ruleset
    standing = [c for *_, c in others if (row := rows[c]) is not None and rules.can_act(row.sheet, row.state)]
    return standing or [c for *_, c in others]


def tab_order(services: Services) -> list[int]:
    """The map's tokens in the order Tab chooses them: those who can act first, the dead last."""
    battle_map = services.battle_map.battle_map() if services.battle_map.available() else None
    if battle_map is None:
        return []
    rules = services.ruleset
    rows = services.battle_map.tokens()

    def dead(cid: int) -> bool:
        row = rows.get(cid)
        return row is None or rules.is_dead(row.sheet, row.state)

    return sorted(battle_map.tokens, key=lambda cid: (dead(cid), cid))


def turn_key(services: Services) -> tuple[int | None, int, int, int | None] | None:
    """Which turn it is (the fight, its round, the turn and whose it is); None out of a fight."""
    enc = services.initiative.encounter()
    if enc is None:
        return None
    current = services.initiative.current()
    return enc.id, enc.round, enc.turn, current.character_id if current is not None else None


def offer_turn(services: Services, selection: Selection, actor: int) -> None:
    """The shot of ``actor`` at their nearest enemy on the map, offered to the dice dock with the
    map's inputs (distance, moved this turn); nothing when they are not on the map."""
    # the ruleset answers whether it plays on a grid: the map's service and its modules are made
    # only where there is a map to read
    grid = services.ruleset.grid()
    order = target_order(services, actor) if grid is not None else []
    if grid is None or not order:
        return
    rows = {c: services.characters.character(c) for c in (actor, order[0])}
    target, rules = rows[order[0]], services.ruleset
    if target is None or _is_zombie(target) == _is_zombie(rows[actor]) or not rules.can_act(target.sheet, target.state):
        return  # no enemy standing: an ally is never the turn's target
    view = services.battle_map.attack_view(actor, order[0])
    if view is not None:
        selection.offer_roll_inputs(actor, grid.roll_inputs(view), order[0])
