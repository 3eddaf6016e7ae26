"""Grenades thrown to go off later, exploding at the end of their round.

Rule text (grid-limbs), "Weapon List": a grenade "explodes either the round thrown or the next
round".  A grenade the GM throws for the next round waits on the map (drawn on its tile) and goes
off when the fight's next round ends, before the round's own end effects (bleeding, the turn
order): the same blast as a grenade that explodes at once (:meth:`app.rules.grid.GridRules.grenade_goes_off`),
every token inside hit through the damage pipeline and knocked back.  It is part of the command
that ends the round: its lines stand under the round's one log line, and undoing the round takes
the blast back with it (the grenade waits on the map again).  A fight that ends while a grenade
still waits sets it off in the same way, under the fight's last line.
"""

from __future__ import annotations

from typing import Any

from app.rules.base import RulesError
from app.rules.dice import DiceError
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError, Context, Tx
from app.services.row_ids import row_id
from app.store.models import Campaign, Character, Encounter


def blasts_due(tx: Tx, ctx: Context, enc: Encounter, round_: int) -> tuple[list[dict[str, Any]], list[Any]]:
    """The grenades of fight ``enc`` due at the end of round ``round_`` go off: the map changed
    (the grenades gone, the tokens knocked back), the lines saying so and the dice rolled."""
    grid = ctx.ruleset.grid()
    if grid is None:
        return [], []
    from app.services.map_attacks import blast_strengths, resolve  # with the rules of a grid only
    from app.services.map_store import KEY, load, store, tile_text

    campaign = tx.get(Campaign, row_id(ctx.campaign))
    stored = campaign.state.get(KEY)
    if not isinstance(stored, dict) or not stored.get("blasts"):
        return [], []
    grid, campaign, battle_map = load(tx, ctx)
    due = [b for b in battle_map.blasts if b.encounter == row_id(enc) and b.round <= round_]
    if not due:
        return [], []
    lines: list[dict[str, Any]] = []
    faces: list[Any] = []
    now = battle_map.without_blasts(due)
    for blast in due:
        thrower = tx.session.get(Character, blast.by)
        name = thrower.name if thrower is not None else "?"
        lines.append({"t": QT_TRANSLATE_NOOP("log", "The grenade {name} threw explodes at {tile}"), "ctx": "log",
                      "args": {"name": name, "tile": tile_text(blast.tile)}})
        try:
            strength = grid.strength(thrower.sheet) if thrower is not None else 0
            attack = grid.grenade_goes_off(now, blast.tile, strength, blast_strengths(tx, grid, now), ctx.dice,
                                           tile_text)
            now, said, rolled = resolve(tx, ctx, thrower, now, attack)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        lines += said
        faces += rolled
    store(tx, campaign, now)
    tx.session.flush()  # the round's end reads the characters as the blast left them
    return lines, faces
