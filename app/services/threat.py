"""The threat dial: one step up or down with a reason, its timeline, and avoiding the dead.

The level lives in ``Campaign.state["threat"]`` (0-6); ``state["threat_history"]`` keeps the
session's levels for the timeline (``{"session", "level", "reason"}``, the first entry of a
session being the level it started at).  A running swarm fight (``state["swarm"]``) follows every
change.  Rulesets without the ``"threat"`` feature get a plain 0-6 tension meter: the same steps
and reasons, no level names, no avoiding the dead.

Signals (on :class:`ThreatService`)
-----------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import col, select

from app.rules.base import RulesError, ThreatLevelSpec
from app.rules.dice import DiceError
from app.rules.features import SkillRoll, SkillRolls, ThreatRules
from app.services.bounds import MODIFIER
from app.services.checks import live_character, need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.service import Service
from app.store.models import Campaign, Character, GameSession

HISTORY_MAX = 200

UP, DOWN = 1, -1


@dataclass(frozen=True)
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
#: rises the PCs cause, by which they alert the dead (the GM's own setting of the scene does not)
ALERTING_REASONS = frozenset({"walker", "failed_avoid", "noise"})
#: reasons the swarm panel writes by itself (not offered on the dial)
SWARM_REASONS = {
    "clearing_failed": QT_TRANSLATE_NOOP("log", "Failed to clear out the area"),
    "session_start": QT_TRANSLATE_NOOP("log", "Start of the session"),
}


def reason_label(key: str) -> str:
    reason = REASON_BY_KEY.get(key)
    return reason.label if reason else SWARM_REASONS.get(key, key)


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
    state = dict(campaign.state)
    old = threat_of(state)
    # the open session's number: the one the action is written to, else read
    session = ctx.game.number if ctx.game is not None else open_session_number(tx, int(campaign.id))  # type: ignore[arg-type]
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
    campaign.state = state
    tx.save(campaign)
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
        if not row.state.get("dead"):
            tx.touch(row)
            row.state = rules.add_stress(row.state, amount).state
            tx.save(row)
            stressed += 1
    if not stressed:
        return []
    text = QT_TRANSLATE_NOOP("log", "The dead are alerted: each PC takes {amount} stress.")
    return [{"t": text, "ctx": "log", "args": {"amount": amount}}]


def threat_text(ctx: Context) -> tuple[str, str]:
    """The change's log line and short label: "Threat" where the ruleset names levels, else "Tension"."""
    if ctx.ruleset.threat_levels():
        return (
            QT_TRANSLATE_NOOP("log", "Threat {old} → {new} ({level}): {reason}"),
            QT_TRANSLATE_NOOP("log", "Threat {old} → {new}"),
        )
    return (
        QT_TRANSLATE_NOOP("log", "Tension {old} → {new}: {reason}"),
        QT_TRANSLATE_NOOP("log", "Tension {old} → {new}"),
    )


@dataclass
class StepThreat(Command):
    """One step up or down, with a reason from :data:`REASONS`; clamped to 0-6."""

    step: int
    reason: str = "gm"
    kind = "threat"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if "threat" not in ctx.ruleset.features and not ctx.campaign.state.get("tension_meter"):
            raise CommandError(QT_TRANSLATE_NOOP("log", "Switch the tension meter on first."))
        reason = REASON_BY_KEY.get(self.reason)
        if reason is None or reason.feature and reason.feature not in ctx.ruleset.features:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown reason for the change."))
        if self.step not in (UP, DOWN) or reason.direction not in (0, self.step):
            raise CommandError(QT_TRANSLATE_NOOP("log", "That reason does not move the dial this way."))
        campaign = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
        old = threat_of(campaign.state)
        new = ctx.ruleset.change_threat(old, self.step)
        if new == old:
            if self.step > 0:
                raise CommandError(QT_TRANSLATE_NOOP("log", "The dial is already at its top, 6."))
            raise CommandError(QT_TRANSLATE_NOOP("log", "The dial is already at 0."))
        write_threat(tx, ctx, campaign, new, reason.key)
        text, label = threat_text(ctx)
        args = {"old": old, "new": new, "level": level_arg(ctx, new), "reason": {"t": reason.label, "ctx": "log"}}
        alerted = alert_the_dead(tx, ctx, old, new) if reason.key in ALERTING_REASONS else []
        if alerted:
            args["lines"] = alerted
        return LogEntry(
            "threat", text, args, payload={"reason": reason.key}, label=label, label_args={"old": old, "new": new}
        )


@dataclass
class SetTensionMeter(Command):
    """Switch the plain 0-6 tension meter on or off, for a ruleset without a Threat Level."""

    on: bool
    kind = "threat"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if "threat" in ctx.ruleset.features:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has its own Threat Level."))
        campaign = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
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


def skill_label(rolls: SkillRolls, skill: str) -> dict[str, str]:
    return {"t": rolls.skill_label(skill), "ctx": "rules"}


def threat_rules(ctx: Context) -> ThreatRules:
    """The ruleset's Threat Level rules; refused where it has none."""
    rules = ctx.ruleset.threat_rules()
    if "threat" not in ctx.ruleset.features or rules is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no Threat Level."))
    return rules


def roll_for(ctx: Context, rolls: SkillRolls, row: Character, skill: str, modifier: int, faces: str) -> SkillRoll:
    """A skill roll of a character (its sheet, injuries and stress), rolled or typed."""
    if not rolls.has_skill(skill):
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown skill."), "rules")
    try:
        pool = rolls.skill_pool(row.sheet, row.state, skill, modifier=modifier, is_pc=row.kind == "pc")
        return rolls.roll(pool, ctx.dice, faces)
    except (RulesError, DiceError) as exc:
        raise CommandError(str(exc), "rules") from exc


@dataclass
class AvoidDead(Command):
    """A Stealth or Mobility roll (or another skill the GM allows) past the dead at Threat 1 or 2.

    Success: avoided.  Failure and a mess-up: Threat +1 and a single attack.  Failure alone: the
    GM's pick is pending (:class:`ResolveAvoid`)."""

    character_id: int
    skill: str = "stealth"
    modifier: int = 0
    faces: str = ""
    kind = "threat"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.modifier, *MODIFIER, QT_TRANSLATE_NOOP("log", "A modifier runs from -10 to 10."))
        rules = threat_rules(ctx)
        campaign = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
        row = live_character(tx, ctx, self.character_id)
        threat = threat_of(campaign.state)
        roll = roll_for(ctx, rules, row, self.skill, self.modifier, self.faces)
        swarm = campaign.state.get("swarm")
        swarms = ctx.ruleset.swarm_rules()
        penalty = 0
        if isinstance(swarm, dict) and swarms is not None:
            penalty = swarms.block_penalty(swarms.fight_from_dict(swarm), self.skill)
        successes = max(0, roll.successes - penalty)
        try:
            result = rules.avoid_dead(threat, successes, roll.messed_up, "raise")
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        record = roll.record(rules.skill_label(self.skill), bool(self.faces.strip()))
        args: dict[str, Any] = {"name": row.name, "skill": skill_label(rules, self.skill), "roll": record.text}
        if penalty:
            args["lines"] = [{"t": QT_TRANSLATE_NOOP("log", "The block costs one success."), "ctx": "log"}]
        entry = {"faces": [record.faces_payload()], "actor": row.name, "label_args": {"name": row.name}}
        label = QT_TRANSLATE_NOOP("log", "{name} tries to avoid the dead")
        if result.avoided:
            text = QT_TRANSLATE_NOOP("log", "{name} avoids the dead ({skill}: {roll})")
            return LogEntry("threat", text, args, label=label, **entry)
        if roll.messed_up:
            write_threat(tx, ctx, campaign, result.threat_level, "failed_avoid")
            args.update(old=threat, new=result.threat_level, level=level_arg(ctx, result.threat_level))
            alerted = alert_the_dead(tx, ctx, threat, result.threat_level)
            if alerted:
                args["lines"] = args.get("lines", []) + alerted
            text = QT_TRANSLATE_NOOP(
                "log",
                "{name} fails to avoid the dead and messes up ({skill}: {roll}): Threat {old} → {new} ({level}) and a single attack",  # noqa: E501
            )
            return LogEntry("threat", text, args, label=label, payload={"single_attack": row.name}, **entry)
        state = dict(campaign.state)
        state["avoid_pending"] = {"character": row.name, "character_id": row.id, "threat": threat}
        campaign.state = state
        tx.save(campaign)
        text = QT_TRANSLATE_NOOP(
            "log", "{name} fails to avoid the dead ({skill}: {roll}): the GM picks Threat +1 or a single attack"
        )
        return LogEntry("threat", text, args, label=label, **entry)


@dataclass
class ResolveAvoid(Command):
    """The GM's pick after a failed roll to avoid the dead: ``"raise"`` or ``"single_attack"``."""

    pick: str
    kind = "threat"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        campaign = tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]
        pending = campaign.state.get("avoid_pending")
        if not isinstance(pending, dict):
            raise CommandError(QT_TRANSLATE_NOOP("log", "No failed roll to avoid the dead is waiting."))
        threat = threat_of(campaign.state)
        try:
            result = threat_rules(ctx).avoid_dead(threat, 0, False, self.pick)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        name = str(pending.get("character", ""))
        if self.pick == "raise":
            write_threat(tx, ctx, campaign, result.threat_level, "failed_avoid")
            args = {
                "name": name,
                "old": threat,
                "new": result.threat_level,
                "level": level_arg(ctx, result.threat_level),
            }
            alerted = alert_the_dead(tx, ctx, threat, result.threat_level)
            if alerted:
                args["lines"] = alerted
            text = QT_TRANSLATE_NOOP("log", "{name} was noticed: Threat {old} → {new} ({level})")
            return LogEntry(
                "threat",
                text,
                args,
                target=name,
                label=QT_TRANSLATE_NOOP("log", "Threat {old} → {new}"),
                label_args={"old": threat, "new": result.threat_level},
            )
        state = dict(campaign.state)
        state.pop("avoid_pending", None)
        campaign.state = state
        tx.save(campaign)
        text = QT_TRANSLATE_NOOP("log", "{name} suffers a single attack from the dead")
        return LogEntry(
            "threat",
            text,
            {"name": name},
            target=name,
            payload={"single_attack": name},
            label=QT_TRANSLATE_NOOP("log", "Single attack on {name}"),
            label_args={"name": name},
        )


class ThreatService(Service):
    """What the threat dock asks for: the level, its name and situation, the timeline, and the
    actions (a step with a reason, avoiding the dead and the GM's pick after a failure)."""


    # ------------------------------------------------------------------ reading
    def level(self) -> int:
        return threat_of(self.campaign.campaign.state)

    def enabled(self) -> bool:
        """The dial works: the ruleset has a Threat Level, or the GM switched the tension meter on."""
        return "threat" in self.ruleset.features or bool(self.campaign.campaign.state.get("tension_meter"))

    def preview(self, step: int) -> int:
        """Where one step would take the dial (clamped by the ruleset)."""
        return int(self.ruleset.change_threat(self.level(), step))

    def has_levels(self) -> bool:
        """Whether the ruleset names its levels (a threat dial) or not (a plain tension meter)."""
        return bool(self.ruleset.threat_levels())

    def level_spec(self, level: int | None = None) -> ThreatLevelSpec:
        """The level's name and situation (English source strings, context ``rules``); empty texts
        for a plain tension meter."""
        value = self.level() if level is None else level
        for spec in self.ruleset.threat_levels():
            if spec.level == value:
                return spec
        return ThreatLevelSpec(value, "", "")

    def reasons(self, direction: int) -> list[Reason]:
        """The reasons offered for a step this way, in the order of the text."""
        features = self.ruleset.features
        return [r for r in REASONS if r.direction in (0, direction) and (not r.feature or r.feature in features)]

    def timeline(self) -> list[tuple[int, str]]:
        """(level, reason key) for the open session, oldest first; just the level when untouched."""
        state = self.campaign.campaign.state
        session = self.campaign.current_session()
        number = session.number if session else None
        points = [
            (int(h["level"]), str(h.get("reason", "")))
            for h in state.get("threat_history", [])
            if h.get("session") == number
        ]
        return points or [(self.level(), "session_start")]

    def can_avoid(self) -> bool:
        rules = self.ruleset.threat_rules()
        return "threat" in self.ruleset.features and rules is not None and rules.can_avoid(self.level())

    def avoid_pending(self) -> dict[str, Any] | None:
        pending = self.campaign.campaign.state.get("avoid_pending")
        return pending if isinstance(pending, dict) else None

    def skills(self) -> list[tuple[str, str]]:
        """(key, label) of the skills a roll to avoid the dead may use, Stealth and Mobility first."""
        rules = self.ruleset.threat_rules()
        return rules.avoid_skills() if rules is not None else []

    # ------------------------------------------------------------------ writing
    def set_tension_meter(self, on: bool) -> bool:
        return self.run(SetTensionMeter(on))

    def step(self, step: int, reason: str = "gm") -> bool:
        return self.run(StepThreat(step, reason))

    def avoid(self, character_id: int, skill: str, modifier: int = 0, faces: str = "") -> bool:
        return self.run(AvoidDead(character_id, skill, modifier, faces))

    def resolve_avoid(self, pick: str) -> bool:
        return self.run(ResolveAvoid(pick))
