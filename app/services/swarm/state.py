"""The swarm as the campaign stores it, and what every swarm command shares: the ruleset's swarm
rules, the stored fight, the round in preparation, the log's lines of a roll and of a round's outcome."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlmodel import col, select

from app.rules.base import RulesError
from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.numbers import signed
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic
from app.services.command import CommandError, Context, Tx
from app.services.row_ids import row_id
from app.services.threat import level_arg, skill_label, threat_of
from app.store.models import Campaign, Character


def rules_error(exc: Exception) -> CommandError:
    return CommandError(str(exc), "rules")


def swarm_rules(ctx: Context) -> SwarmRules:
    """The ruleset's swarm rules; refused where it has no swarms."""
    rules = ctx.ruleset.swarm_rules()
    if "swarm" not in ctx.ruleset.features or rules is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
    return rules


def fight_of(rules: SwarmRules, state: Mapping[str, Any]) -> SwarmState:
    """The stored fight (or the swarm as counted, before any fight), its Threat Level the dial's."""
    data = state.get("swarm")
    if isinstance(data, Mapping):
        try:
            return rules.fight_from_dict(data)
        except RulesError:
            pass
    return rules.no_fight(threat_of(dict(state)))


def is_active(state: Mapping[str, Any]) -> bool:
    data = state.get("swarm")
    return isinstance(data, Mapping) and bool(data.get("active"))


def store_fight(
    rules: SwarmRules, campaign: Campaign, fight: SwarmState, active: bool, **extra: Any
) -> dict[str, Any]:
    """Keep the fight; once it is over, what only a running fight has (attacks made, a block, a
    free success, a pending choice) is cleared, so the panel shows the swarm as it now stands."""
    campaign.state = fight_state(rules, campaign.state, fight, active, **extra)
    return campaign.state


def fight_state(
    rules: SwarmRules, state: Mapping[str, Any], fight: SwarmState, active: bool, **extra: Any
) -> dict[str, Any]:
    """``state`` with the fight kept (see :func:`store_fight`), a new dict (``state`` is left alone)."""
    if not active:
        fight = rules.at_rest(fight)
    out = dict(state)
    out["swarm"] = {**fight.to_dict(), "active": active}
    out.update(extra)
    return out


def campaign_row(tx: Tx, ctx: Context) -> Campaign:
    if "swarm" not in ctx.ruleset.features:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
    return tx.get(Campaign, row_id(ctx.campaign))


def running(rules: SwarmRules, campaign: Campaign) -> SwarmState:
    if not is_active(campaign.state):
        raise CommandError(QT_TRANSLATE_NOOP("log", "No swarm fight is running."))
    return fight_of(rules, campaign.state)


def running_fight(tx: Tx, ctx: Context) -> tuple[SwarmRules, Campaign, SwarmState]:
    """The ruleset's swarm rules, the campaign row and its running fight (refused when none runs)."""
    rules = swarm_rules(ctx)
    campaign = campaign_row(tx, ctx)
    return rules, campaign, running(rules, campaign)


def ready_for_rolls(fight: SwarmState) -> None:
    if fight.pending == "loss_picks":
        raise CommandError(QT_TRANSLATE_NOOP("rules", "The GM must first pick what the dead do."), "rules")
    if fight.pending == "threat_choice":
        raise CommandError(QT_TRANSLATE_NOOP("rules", "The GM must first set the Threat Level."), "rules")


def prep_of(state: Mapping[str, Any]) -> dict[str, Any]:
    prep = state.get("swarm_round")
    return dict(prep) if isinstance(prep, Mapping) else {"sacrifices": []}


def roll_line(
    rules: SwarmRules, name: str, skill: str, record_text: Arithmetic, dice: int, modifier: int, typed: bool = False
) -> dict[str, Any]:
    """One roll of a round in its log line; ``typed``: the GM typed its modifier over the rules'
    (the line names the rules' field and says so, issue 21)."""
    if typed and rules.roll_modifier is not None:
        return {
            "t": QT_TRANSLATE_NOOP("log", "{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier} typed): {roll}"),
            "ctx": "log",
            "args": {
                "name": name,
                "skill": skill_label(rules, skill),
                "dice": dice,
                "what": {"t": rules.roll_modifier.label, "ctx": "rules"},
                "modifier": signed(modifier),
                "roll": record_text,
            },
        }
    if modifier and rules.roll_modifier is not None:  # the rules' own: named, so the line says why
        return {
            "t": QT_TRANSLATE_NOOP("log", "{name}, {skill} ({dice} {dice|die|dice}, {what} {modifier}): {roll}"),
            "ctx": "log",
            "args": {
                "name": name,
                "skill": skill_label(rules, skill),
                "dice": dice,
                "what": {"t": rules.roll_modifier.label, "ctx": "rules"},
                "modifier": signed(modifier),
                "roll": record_text,
            },
        }
    if modifier:
        return {
            "t": QT_TRANSLATE_NOOP("log", "{name}, {skill} ({dice} dice, {modifier}): {roll}"),
            "ctx": "log",
            "args": {
                "name": name,
                "skill": skill_label(rules, skill),
                "dice": dice,
                "modifier": signed(modifier),
                "roll": record_text,
            },
        }
    return {
        "t": QT_TRANSLATE_NOOP("log", "{name}, {skill} ({dice} dice): {roll}"),
        "ctx": "log",
        "args": {"name": name, "skill": skill_label(rules, skill), "dice": dice, "roll": record_text},
    }


def typed_block_line(rules: SwarmRules, cost: int | None) -> dict[str, Any] | None:
    """The block's cost the GM typed for the round, as its log line says it (None: the rules' own)."""
    if cost is None or rules.block_cost is None:
        return None
    return {
        "t": QT_TRANSLATE_NOOP("log", "{what} costs {count} {count|success|successes} (typed)"),
        "ctx": "log",
        "args": {"what": {"t": rules.block_cost.label, "ctx": "rules"}, "count": cost},
    }


def round_outcome(ctx: Context, fight: SwarmState, result: Any) -> dict[str, Any]:
    """What a round came to, as the log and the dock say it (a nested log line)."""
    after = result.fight
    outcome: dict[str, Any]
    if result.won and after.pending == "threat_choice":
        outcome = {
            "t": QT_TRANSLATE_NOOP("log", "won: the fight is over, the GM sets the Threat Level to 0, 1 or 2"),
            "ctx": "log",
        }
    elif result.won:
        outcome = {
            "t": QT_TRANSLATE_NOOP("log", "won: Swarm Size {old} → {new}"),
            "ctx": "log",
            "args": {"old": fight.size, "new": after.size},
        }
    elif result.alerted:
        outcome = {
            "t": QT_TRANSLATE_NOOP(
                "log", "lost: the dead are alerted, Threat {old} → {new} ({level}), one stress for each PC"
            ),
            "ctx": "log",
            "args": {
                "old": fight.threat_level,
                "new": after.threat_level,
                "level": level_arg(ctx, after.threat_level),
            },
        }
    else:
        outcome = {
            "t": QT_TRANSLATE_NOOP("log", "lost: the GM picks {picks}"),
            "ctx": "log",
            "args": {"picks": result.picks_due},
        }
    return outcome


def load_rows(session: Any, ids: Sequence[int], ctx: Context | None = None) -> dict[int, Character]:
    """The rows of ``ids`` not archived; with ``ctx``, as the action's transaction sees them (the
    rows the campaign service keeps, not read again)."""
    if not ids:
        return {}
    if ctx is not None:
        return {i: r for i, r in ctx.characters(session, ids).items() if not r.archived}
    rows = session.exec(select(Character).where(col(Character.id).in_(list(ids)))).all()
    return {int(r.id): r for r in rows if not r.archived}
