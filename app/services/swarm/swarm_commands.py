"""The swarm itself: the count of dead, an override of its size, starting a fight (or clearing out
an area) and calling it off."""

from __future__ import annotations

from typing import Any

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import SWARM_DEAD, SWARM_SIZE
from app.services.checks import is_int, need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.swarm.size_parts import size_parts
from app.services.swarm.state import (
    campaign_row,
    fight_of,
    is_active,
    rules_error,
    running_fight,
    store_fight,
    swarm_rules,
)
from app.services.threat import threat_of
from app.services.threat.single import SWARM_OVER


@record(eq=False, repr=False)
class SetDead(Command):
    """The count of dead; the Swarm Size follows it again (the GM's override is dropped; the steps
    the rounds gave stay on top of the new count)."""

    dead: int
    stepped: bool = False  # a step of + or − held on the count (StepDead and StepDeadDown join a burst)
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.dead, *SWARM_DEAD, QT_TRANSLATE_NOOP("log", "The count of dead runs from 0 to 100000."))
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = fight_of(rules, campaign.state)
        if self.dead == fight.dead and not fight.size_override:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That is already the count of dead."))
        try:
            after = rules.with_dead(fight, self.dead)
        except RulesError as exc:
            raise rules_error(exc) from exc
        store_fight(rules, campaign, after, is_active(campaign.state))
        tx.save(campaign)
        args: dict[str, Any] = {"old": fight.dead, "new": after.dead, "size": after.size}
        parts = size_parts(rules, after)  # a step or the GM's size on top of the count: said, with its count
        if parts:
            args["parts"] = parts
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The dead: {old} → {new} (Swarm Size {size}: {parts})") if parts
            else QT_TRANSLATE_NOOP("log", "The dead: {old} → {new} (Swarm Size {size})"),
            args,
            label=QT_TRANSLATE_NOOP("log", "The dead: {new}"),
            label_args={"new": after.dead},
        )


@record(eq=False, repr=False)
class StepDead(SetDead):
    """A step of the count of dead (+ or − held on it): the steps of one burst are one action, one
    line from the count it started at to the last (app.services.bursts)."""

    merge = "swarm.dead.up"
    merge_keep = ("old",)


@record(eq=False, repr=False)
class StepDeadDown(StepDead):
    """A step down: it does not join a burst of steps up (+ held then − is two changes, not one
    line from 30 back to 30)."""

    merge = "swarm.dead.down"


@record(eq=False, repr=False)
class SetSwarmSize(Command):
    """Override the Swarm Size the count gives (1-6), or 0 to follow the count again."""

    size: int
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = fight_of(rules, campaign.state)
        if not is_int(self.size) or not SWARM_SIZE[0] <= self.size <= min(SWARM_SIZE[1], rules.max_size):
            most = min(SWARM_SIZE[1], rules.max_size)
            raise CommandError(QT_TRANSLATE_NOOP("rules", "The Swarm Size runs from 1 to {most}."), "rules", most=most)
        if self.size == fight.size_override and not fight.size_steps:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That is already the Swarm Size."))
        after = rules.with_size(fight, self.size)
        store_fight(rules, campaign, after, is_active(campaign.state))
        tx.save(campaign)
        args = {"old": fight.size, "new": after.size, "dead": fight.dead, "counted": rules.swarm_size(fight.dead)}
        text = (
            QT_TRANSLATE_NOOP("log", "Swarm Size {old} → {new} (set by the GM; {dead} dead make {counted})")
            if self.size
            else QT_TRANSLATE_NOOP("log", "Swarm Size {old} → {new} ({dead} dead)")
        )
        return LogEntry(
            "swarm", text, args, label=QT_TRANSLATE_NOOP("log", "Swarm Size {new}"), label_args={"new": after.size}
        )


@record(eq=False, repr=False)
class StartSwarmFight(Command):
    """A swarm fight from Threat Level 3, or clearing out an area at Threat Level 2."""

    clearing: bool = False
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        if is_active(campaign.state):
            raise CommandError(QT_TRANSLATE_NOOP("log", "A swarm fight is already running."))
        counted = fight_of(rules, campaign.state)
        threat = threat_of(campaign.state)
        try:
            kept = counted.size if counted.size_override or counted.size_steps else None  # a step before it
            fight = rules.start_fight(counted.dead, threat, kept, self.clearing)
            if counted.size_steps:  # the steps stay steps on the count (said so), not a size the GM set
                base = rules.with_size(fight, counted.size_override)
                fight = rules.with_size_step(base, counted.size - base.size)
        except RulesError as exc:
            raise rules_error(exc) from exc
        store_fight(rules, campaign, fight, True, swarm_round={"sacrifices": []}, swarm_last={})
        tx.save(campaign)
        args = {"dead": fight.dead, "size": fight.size, "threat": threat, "swarm_threat": fight.swarm_threat}
        text = (
            QT_TRANSLATE_NOOP(
                "log",
                "Clearing out an area: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}",
            )
            if self.clearing
            else QT_TRANSLATE_NOOP(
                "log", "Swarm fight: {dead} dead, Swarm Size {size}, Threat {threat}, Swarm Threat {swarm_threat}"
            )
        )
        return LogEntry("swarm", text, args, label=QT_TRANSLATE_NOOP("log", "Swarm fight starts"))


@record(eq=False, repr=False)
class CallOffFight(Command):
    """The GM ends the fight outside the rules (the story moved on).  ``dropped``: the victims of the
    last round's single attacks whose roll is not made (its panel alone offers them): the line says
    they are dropped (undone, the fight and their rolls come back)."""

    dropped: tuple[str, ...] = ()
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, campaign, fight = running_fight(tx, ctx)
        store_fight(
            rules,
            campaign,
            fight,
            False,
            swarm_round={"sacrifices": []},
        )
        tx.save(campaign)
        args: dict[str, Any] = {}
        if self.dropped:
            dropped = QT_TRANSLATE_NOOP("log", "the single attack on {name} is dropped before its roll")
            args["lines"] = [{"t": dropped, "ctx": "log", "args": {"name": str(name)}} for name in self.dropped]
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The GM calls the swarm fight off"),
            args,
            payload={SWARM_OVER: True},  # its single attacks' offers go with it (an undo brings them back)
            label=QT_TRANSLATE_NOOP("log", "Swarm fight called off"),
        )
