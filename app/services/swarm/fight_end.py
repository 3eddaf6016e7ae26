"""A swarm fight ended with the fight it runs in (Fight → End fight, Ctrl+Alt+F).

The swarm fight lives in the campaign's state, the fight's rounds in its encounter: ending the fight
left the swarm fight running ("Swarm fight · round 1" in the status bar, its offers in the Threat
dock, its result and who fell on the players' screen, long after).  Ending the fight ends the swarm
fight too, in the same action and its one log line, as a call-off does: the single attacks still
waiting for their roll or their harm are dropped, and the line says so; an undo brings all of it back.
"""

from __future__ import annotations

from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Context, Tx
from app.services.row_ids import row_id
from app.services.swarm.state import fight_of, is_active, store_fight
from app.services.threat.single import waiting_of_swarm
from app.store.models import Campaign

ENDS = QT_TRANSLATE_NOOP("log", "the swarm fight ends with it")
ROLL_DROPPED = QT_TRANSLATE_NOOP("log", "the single attack on {name} is dropped before its roll")
HARM_DROPPED = QT_TRANSLATE_NOOP("log", "the harm of the single attack on {name} is no longer offered")


def dropped_lines(tx: Tx, ctx: Context, session_id: int, campaign_id: int) -> list[dict[str, Any]]:
    """The lines naming the swarm fight's single attacks that wait for their roll or their harm."""
    return [{"t": ROLL_DROPPED if roll else HARM_DROPPED, "ctx": "log", "args": {"name": name}}
            for name, roll in waiting_of_swarm(tx.session, session_id, campaign_id, ctx.ruleset)]


def end_with_fight(tx: Tx, ctx: Context, session_id: int) -> list[dict[str, Any]]:
    """End the running swarm fight, if one runs: the lines the fight's end adds (none without one)."""
    rules = ctx.ruleset.swarm_rules()
    if "swarm" not in ctx.ruleset.features or rules is None or not is_active(ctx.campaign.state):
        return []
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    if not is_active(campaign.state):
        return []
    lines = [{"t": ENDS, "ctx": "log", "args": {}}, *dropped_lines(tx, ctx, session_id, row_id(campaign))]
    store_fight(rules, campaign, fight_of(rules, campaign.state), False, swarm_round={"sacrifices": []})
    tx.save(campaign)
    return lines
