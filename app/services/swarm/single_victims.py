"""The victims of a swarm fight's single attacks as its log line keeps them, ``{"name", "victim_id"}``
(the payload's ``single_attacks``): the log reader of single attacks (:mod:`app.services.threat.single`)
follows each to its victim's roll and its harm, as it follows the threat dock's.  One who messed up
twice in a round (a fighter who rolls twice) suffers two single attacks: their name comes twice, and
each is rolled for and harmed in turn."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlmodel import col, select

from app.rules.features.swarm import SwarmAttackDone, SwarmRules
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.store.models import Character


def single_victims(tx: Tx, ctx: Context, last: Mapping[str, Any], names: Iterable[str]) -> list[dict[str, Any]]:
    """Each name (as often as it comes: one attack each, in order) with its character's id: a roller's
    from the round's rolls, another's (the Leadership roller, a sacrifice's victim) by name among the
    campaign's living characters."""
    wanted = [str(n) for n in names if n]
    if not wanted:
        return []
    ids: dict[str, int] = {}
    for roll in last.get("rolls", []):
        cid = roll.get("character_id") if isinstance(roll, dict) else None
        if isinstance(cid, int) and not isinstance(cid, bool):
            ids.setdefault(str(roll.get("name")), cid)
    missing = list(dict.fromkeys(n for n in wanted if n not in ids))
    if missing:
        rows = tx.session.exec(
            select(Character).where(
                Character.campaign_id == ctx.campaign.id,
                col(Character.archived).is_(False),
                col(Character.name).in_(missing),
                Character.kind != "zombie",
            )
        )
        for row in rows:
            ids.setdefault(row.name, row_id(row))
    return [{"name": n, "victim_id": ids[n]} for n in wanted if n in ids]


def can_be_hurt(tx: Tx, ctx: Context, last: Mapping[str, Any], names: Iterable[str]) -> list[str]:
    """``names`` (the round's participants) but the dead, in order: a random attack is drawn among
    those it can hurt (the Broken among them: further damage kills)."""
    from app.services.swarm.fallen import is_dead_row

    wanted = [str(n) for n in names if n]
    ids = {v["name"]: v["victim_id"] for v in single_victims(tx, ctx, last, wanted)}
    rows = ctx.characters(tx.session, list(ids.values())) if ids else {}
    dead = {name for name, cid in ids.items() if cid in rows and is_dead_row(ctx.ruleset, rows[cid])}
    return [n for n in wanted if n not in dead]


def single_payload(tx: Tx, ctx: Context, last: Mapping[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """The log line's payload entry for the single attacks ``names`` suffer (none: nothing)."""
    victims = single_victims(tx, ctx, last, names)
    return {"single_attacks": victims} if victims else {}


def rolled_victims(rules: SwarmRules, attacks: Iterable[SwarmAttackDone]) -> list[str]:
    """The victims of the GM's picks that they roll to avoid (a single attack), in order."""
    rolled = {p.value for p in rules.loss_picks() if p.rolled}
    return [a.victim for a in attacks if a.kind in rolled and a.victim]
