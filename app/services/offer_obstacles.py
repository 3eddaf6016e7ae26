"""A blow's damage offer says what an obstacle on the battle map adds to it.

The dice dock offers a melee blow's damage ("Apply 6 damage to Kit"); where the blow knocks Kit back
into a wall on the map, applying it applies the wall's damage too (the ruleset's grid says how much:
:meth:`app.rules.grid.GridRules.blow_obstacle`).  The offer says so beside its own figure, "Apply
6 damage (+6 against the wall) to Kit", read off the map as it stands when the roll is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.rules.base import RulesError
from app.rules.rolling import DamageOffer
from app.services.command import Context, Tx
from app.services.damage_knockback import grid_strength
from app.services.row_ids import row_id
from app.store.models import Campaign, Character


def with_obstacles(tx: Tx, ctx: Context, attacker: Character, victim: Character,
                   offers: Sequence[DamageOffer]) -> tuple[DamageOffer, ...]:
    """``offers`` (a roll's, ``attacker``'s against ``victim``), each damage offered to ``victim``
    saying what an obstacle on the map adds to it."""
    grid = ctx.ruleset.grid()
    if grid is None or not any(o.to == "opponent" and not o.heal for o in offers):
        return tuple(offers)
    from app.services.map_store import shown_map  # with the rules of a grid only

    battle_map = shown_map(grid, tx.get(Campaign, row_id(ctx.campaign)))
    if battle_map is None:
        return tuple(offers)
    out = []
    for offer in offers:
        if offer.to == "opponent" and not offer.heal:
            try:
                line = grid.blow_obstacle(battle_map, row_id(attacker), row_id(victim), offer.request,
                                          victim.sheet, ctx.ruleset.with_kind(victim.kind, victim.state),
                                          grid_strength(ctx, attacker))
            except (RulesError, KeyError, TypeError, ValueError):
                line = None
            if line is not None:
                offer = replace(offer, aside={"t": line.text, "args": dict(line.args)})
        out.append(offer)
    return tuple(out)
