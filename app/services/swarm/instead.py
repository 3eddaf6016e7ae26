"""The GM's alternatives to raising the Threat Level (twdu, "Threat Level"): "In situations where
increasing the Threat Level seems illogical or not appropriate, the GM may instead do one of the
following: • Let a PC or NPC suffer a single attack from the dead. • Increase the Swarm Size by one
step."  Offered from the dial where a step up asks its reason (:data:`~app.services.threat.dial.ALTERNATIVES`);
one action, one log line.  It lives with the swarm's commands, whose Swarm Size it may change."""

from __future__ import annotations

from typing import Any

from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.row_ids import row_id
from app.services.swarm.state import campaign_row, fight_of, is_active, store_fight, swarm_rules
from app.services.threat.avoid import threat_rules
from app.services.threat.dial import SINGLE_ATTACK, SWARM_SIZE, level_arg, threat_of


@record(eq=False, repr=False)
class InsteadOfThreat(Command):
    """The Threat Level stays; a single attack comes, or the Swarm Size goes one step up.

    ``victim_id``: the PC or NPC the single attack falls on (the GM's pick; the victim then rolls to
    avoid it, :meth:`app.services.swarm.service.SwarmService.single_attack_roll`); none: the log
    names no one."""

    pick: str
    victim_id: int | None = None
    kind = "threat"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        threat_rules(ctx)  # refused where the ruleset has no Threat Level
        level = threat_of(ctx.campaign.state)
        args: dict[str, Any] = {"level": level, "name": level_arg(ctx, level)}
        if self.pick == SINGLE_ATTACK and self.victim_id is not None:
            row = sound_character(tx, ctx, self.victim_id)
            if row.kind == "zombie":
                raise CommandError(
                    QT_TRANSLATE_NOOP("log", "Only a PC or an NPC suffers a single attack from the dead."))
            args["victim"] = row.name
            text = QT_TRANSLATE_NOOP(
                "log", "Threat {level} ({name}) stays: instead, a single attack from the dead on {victim}")
            payload = {"instead": self.pick, "single_attack": row.name, "victim_id": row_id(row)}
            return LogEntry("threat", text, args, target=row.name, payload=payload, label=text, label_args=args)
        if self.pick == SINGLE_ATTACK:
            text = QT_TRANSLATE_NOOP(
                "log", "Threat {level} ({name}) stays: instead, a single attack from the dead")
            return LogEntry("threat", text, args, payload={"instead": self.pick}, label=text, label_args=args)
        if self.pick != SWARM_SIZE:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown reason for the change."))
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = fight_of(rules, campaign.state)
        most = min(6, rules.max_size)
        if fight.size >= most:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The Swarm Size is already at its top."))
        after = rules.with_size_step(fight, 1)  # a step of the rules: more dead later keep it
        store_fight(rules, campaign, after, is_active(campaign.state))
        tx.save(campaign)
        text = QT_TRANSLATE_NOOP("log", "Threat {level} ({name}) stays: instead, Swarm Size {old} → {new}")
        args.update(old=fight.size, new=after.size)
        return LogEntry("threat", text, args, payload={"instead": self.pick}, label=text, label_args=args)
