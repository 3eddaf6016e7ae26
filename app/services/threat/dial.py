"""The threat dial itself: the reasons it moves, its level and timeline as the campaign keeps them,
one step up or down, alerting the dead, and the plain tension meter of a ruleset without a Threat Level."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import col, select

from app.rules.base import RulesError, Ruleset
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import damage_kept
from app.services.row_ids import row_id
from app.services.unseen_mark import TOLD
from app.store.models import Campaign, Character, GameSession

HISTORY_MAX = 200

UP, DOWN = 1, -1


@record(frozen=True)
class Reason:
    """Why the dial moved: a key for the log, its label (context ``log``), the direction it
    belongs to (+1, −1, 0 for both) and the ruleset feature it needs, if any."""

    key: str
    label: str
    direction: int
    feature: str = ""


REASONS: tuple[Reason, ...] = (
    Reason("walker", QT_TRANSLATE_NOOP("log", "Messed up (a walker)"), UP, "threat"),
    Reason("failed_avoid", QT_TRANSLATE_NOOP("log", "Failed to avoid the dead"), UP, "threat"),
    Reason("placed_group", QT_TRANSLATE_NOOP("log", "A group the GM placed beforehand"), UP),
    Reason("noise", QT_TRANSLATE_NOOP("log", "Noise, or something else that draws the dead"), UP),
    Reason("lost_round", QT_TRANSLATE_NOOP("log", "Lost a swarm round"), UP, "swarm"),
    Reason("swarm_won", QT_TRANSLATE_NOOP("log", "Won the swarm fight"), DOWN, "swarm"),
    Reason("waited_out", QT_TRANSLATE_NOOP("log", "Waited for the dead to leave"), DOWN),
    Reason("distraction", QT_TRANSLATE_NOOP("log", "The dead were lured away"), DOWN),
    Reason("gm", QT_TRANSLATE_NOOP("log", "GM's call"), 0),
)
REASON_BY_KEY = {r.key: r for r in REASONS}
#: the reason the ruleset may refuse at a high level (twdu: the dead "won't just go away" from 3)
WAITED_OUT = "waited_out"

SINGLE_ATTACK = "instead_single_attack"
SWARM_SIZE = "instead_swarm_size"

#: twdu: "In situations where increasing the Threat Level seems illogical or not appropriate, the GM
#: may instead do one of the following: • Let a PC or NPC suffer a single attack from the dead.
#: • Increase the Swarm Size by one step" — shown after the reasons of a step up (Swarm Size +1
#: where the ruleset has swarms); :class:`app.services.swarm.instead.InsteadOfThreat` does it
ALTERNATIVES: tuple[Reason, ...] = (
    Reason(SINGLE_ATTACK, QT_TRANSLATE_NOOP("log", "Instead: a single attack from the dead"), UP, "threat"),
    Reason(SWARM_SIZE, QT_TRANSLATE_NOOP("log", "Instead: Swarm Size one step up"), UP, "swarm"),
)

#: rises the PCs cause, by which they alert the dead (the GM's own setting of the scene does not)
ALERTING_REASONS = frozenset({"walker", "failed_avoid", "noise"})
#: reasons the swarm panel writes by itself (not offered on the dial)
SWARM_REASONS = {
    "clearing_failed": QT_TRANSLATE_NOOP("log", "Failed to clear out the area"),
    "session_start": QT_TRANSLATE_NOOP("log", "Start of the session"),
}


#: what a step up does besides the step, said beside its reason before the GM picks one: where the
#: rise alerts the dead (twdu: from 2 or below to 3 or above), the reasons the PCs caused cost each
#: PC stress (:func:`alert_the_dead`) and the others none
ALERTS = QT_TRANSLATE_NOOP("log", "each PC takes {amount} stress: the dead are alerted")
ALERTS_NOT = QT_TRANSLATE_NOOP("log", "no stress for the PCs")


def reason_effect(ruleset: Ruleset, key: str, old: int, new: int) -> tuple[str, dict[str, Any]]:
    """What the reason ``key`` does when the dial goes from ``old`` to ``new``, beside the step (a
    marked text, context ``log``, and its arguments): ("", {}) where it does nothing more."""
    rules = ruleset.threat_rules() if "threat" in ruleset.features else None
    amount = rules.alert_stress(old, new) if rules is not None and key in REASON_BY_KEY else 0
    if not amount:
        return "", {}
    if key in ALERTING_REASONS:
        return ALERTS, {"amount": amount}
    return ALERTS_NOT, {}


def reason_label(key: str) -> str:
    reason = REASON_BY_KEY.get(key)
    return reason.label if reason else SWARM_REASONS.get(key, key)


def reason_refusal(ruleset: Ruleset, key: str, level: int) -> str:
    """Why the reason ``key`` does not lower the dial from ``level`` (a marked text, context
    ``rules``): waiting for the dead to leave where the ruleset says they won't; "" otherwise."""
    rules = ruleset.threat_rules() if "threat" in ruleset.features else None
    if key != WAITED_OUT or rules is None:
        return ""
    return rules.wait_out_refusal(level)


def threat_of(state: dict[str, Any]) -> int:
    value = state.get("threat", 0)
    return value if isinstance(value, int) and 0 <= value <= 6 else 0


def open_session_number(tx: Tx, campaign_id: int) -> int:
    game = tx.session.exec(
        select(GameSession)
        .where(GameSession.campaign_id == campaign_id, col(GameSession.ended).is_(None))
        .order_by(col(GameSession.number).desc())
    ).first()
    return game.number if game else 0


def level_arg(ctx: Context, level: int) -> dict[str, Any] | str:
    """The level's name as a log argument to translate, or "" where the ruleset names none."""
    for spec in ctx.ruleset.threat_levels():
        if spec.level == level:
            return {"t": spec.name, "ctx": "rules"}
    return ""


def write_threat(tx: Tx, ctx: Context, campaign: Campaign, level: int, reason: str) -> dict[str, Any]:
    """Set the dial to ``level`` (already within 0-6): the timeline gets a point, the swarm (and
    a running fight) follows, a pending avoid-the-dead choice lapses.  Returns the new state (also saved)."""
    campaign.state = threat_state(tx, ctx, campaign, level, reason)
    tx.save(campaign)
    return campaign.state


def threat_state(
    tx: Tx, ctx: Context, campaign: Campaign, level: int, reason: str, state: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The campaign's state (or ``state``, the one a command is making) with the dial at
    ``level`` (see :func:`write_threat`); the row is left as it was (its state is copied where it
    changes, never changed in place)."""
    state = dict(campaign.state if state is None else state)
    old = threat_of(state)
    # the open session's number: the one the action is written to, else read
    session = ctx.game.number if ctx.game is not None else open_session_number(tx, row_id(campaign))
    history = [h for h in state.get("threat_history", []) if h.get("session") == session]
    if not history:
        history.append({"session": session, "level": old, "reason": "session_start"})
    history.append({"session": session, "level": level, "reason": reason})
    state["threat"] = level
    state["threat_history"] = history[-HISTORY_MAX:]
    state.pop("avoid_pending", None)
    swarm = state.get("swarm")
    swarms = ctx.ruleset.swarm_rules()
    if isinstance(swarm, dict) and swarms is not None:
        try:
            fight = swarms.with_threat(swarms.fight_from_dict(swarm), level)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        state["swarm"] = {**swarm, **fight.to_dict()}
    return state


def alert_the_dead(tx: Tx, ctx: Context, old: int, new: int) -> list[dict[str, Any]]:
    """When a rise alerts the dead, every living PC takes the stress the ruleset says; the log's
    extra line, or none.  (A failed clearing-out is the swarm panel's: it stresses the fighters.)"""
    rules = ctx.ruleset.threat_rules()
    amount = rules.alert_stress(old, new) if rules is not None else 0
    if rules is None or not amount:
        return []
    rows = tx.session.exec(
        select(Character).where(
            Character.campaign_id == ctx.campaign.id, Character.kind == "pc", col(Character.archived).is_(False)
        )
    )
    stressed = 0
    for row in rows:
        if damage_kept(ctx.ruleset, row) is not None:  # a damaged record is passed by, never handed to the rules
            continue
        if not row.state.get("dead"):
            tx.touch(row)
            row.state = rules.add_stress(row.state, amount).state
            tx.save(row)
            stressed += 1
    if not stressed:
        return []
    text = QT_TRANSLATE_NOOP("log", "The dead are alerted: each PC takes {amount} stress.")
    return [{"t": text, "ctx": "log", "args": {"amount": amount}}]


def threat_text(ctx: Context) -> tuple[str, str, str]:
    """The change's log line, short label and the line without its reason (what the players' copy
    says of the step a secret roll's mess-up made: their screens showed the level, not why):
    "Threat" where the ruleset names levels, else "Tension"."""
    if ctx.ruleset.threat_levels():
        return (
            QT_TRANSLATE_NOOP("log", "Threat {old} → {new} ({level}): {reason}"),
            QT_TRANSLATE_NOOP("log", "Threat {old} → {new}"),
            QT_TRANSLATE_NOOP("log", "Threat {old} → {new} ({level})"),
        )
    tension = QT_TRANSLATE_NOOP("log", "Tension {old} → {new}")
    return QT_TRANSLATE_NOOP("log", "Tension {old} → {new}: {reason}"), tension, tension


@record(eq=False, repr=False)
class StepThreat(Command):
    """One step up or down, with a reason from :data:`REASONS`; clamped to 0-6."""

    step: int
    reason: str = "gm"
    kind = "threat"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if "threat" not in ctx.ruleset.features and not ctx.campaign.state.get("tension_meter"):
            raise CommandError(QT_TRANSLATE_NOOP("log", "Switch the tension meter on first."))
        reason = REASON_BY_KEY.get(self.reason)
        if reason is None or reason.feature and reason.feature not in ctx.ruleset.features:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown reason for the change."))
        if self.step not in (UP, DOWN) or reason.direction not in (0, self.step):
            raise CommandError(QT_TRANSLATE_NOOP("log", "That reason does not move the dial this way."))
        campaign = ctx.campaign  # read in this transaction
        old = threat_of(campaign.state)
        refused = reason_refusal(ctx.ruleset, reason.key, old)
        if refused:
            raise CommandError(refused, "rules")
        new = ctx.ruleset.change_threat(old, self.step)
        if new == old:
            if self.step > 0:
                raise CommandError(QT_TRANSLATE_NOOP("log", "The dial is already at its top."))
            raise CommandError(QT_TRANSLATE_NOOP("log", "The dial is already at 0."))
        # one UPDATE of the state, recorded as it goes (the unit of work's flush, the row's
        # snapshot and its comparison with the state after, of a timeline of 200 points, were a
        # third of the step); the row read keeps the new state as the store's
        before = campaign.state
        state = threat_state(tx, ctx, campaign, new, reason.key)
        tx.set_columns(Campaign, row_id(campaign), {"state": before}, {"state": state})
        set_committed_value(campaign, "state", state)
        text, label, told = threat_text(ctx)
        reason_arg = {"t": reason.label, "ctx": "log"}
        args: dict[str, Any] = {"old": old, "new": new, "level": level_arg(ctx, new), "reason": reason_arg}
        alerted = alert_the_dead(tx, ctx, old, new) if reason.key in ALERTING_REASONS else []
        if alerted:
            args["lines"] = alerted
        return LogEntry(
            "threat", text, args, payload={"reason": reason.key, TOLD: told}, label=label,
            label_args={"old": old, "new": new},
        )


@record(eq=False, repr=False)
class SetTensionMeter(Command):
    """Switch the plain 0-6 tension meter on or off, for a ruleset without a Threat Level."""

    on: bool
    kind = "threat"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if "threat" in ctx.ruleset.features:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has its own Threat Level."))
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        if bool(campaign.state.get("tension_meter")) == self.on:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Nothing to change."))
        campaign.state = {**campaign.state, "tension_meter": self.on}
        tx.save(campaign)
        text = (
            QT_TRANSLATE_NOOP("log", "Tension meter switched on")
            if self.on
            else QT_TRANSLATE_NOOP("log", "Tension meter switched off")
        )
        return LogEntry("threat", text, label=text)
