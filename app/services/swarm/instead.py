"""The GM's alternatives to raising the Threat Level (twdu, "Threat Level"): "In situations where
increasing the Threat Level seems illogical or not appropriate, the GM may instead do one of the
following: • Let a PC or NPC suffer a single attack from the dead. • Increase the Swarm Size by one
step."  Offered from the dial where a step up asks its reason (:data:`~app.services.threat.dial.ALTERNATIVES`);
one action, one log line.  It lives with the swarm's commands, whose Swarm Size it may change."""

from __future__ import annotations

from typing import Any

from app.rules.features.swarm import SwarmRules
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.row_ids import row_id
from app.services.swarm.fallen import is_dead_row
from app.services.swarm.state import campaign_row, fight_of, is_active, store_fight, swarm_rules
from app.services.threat.avoid import threat_rules
from app.services.threat.dial import SINGLE_ATTACK, SWARM_SIZE, level_arg, threat_of

#: what each alternative does, said beside it on the dial before the GM picks one (context ``log``)
SINGLE_SAID = QT_TRANSLATE_NOOP("log", "Threat stays at {level}; you pick who suffers it, and they roll against it")
SIZE_SAID = QT_TRANSLATE_NOOP("log", "Threat stays at {level}; Swarm Size {old} → {new}")
#: a single attack refused on one already dead (the dial offers only the living)
DEAD_VICTIM = QT_TRANSLATE_NOOP("log", "{name} is dead: a single attack falls on the living only.")
SIZE_TOP = QT_TRANSLATE_NOOP("log", "Swarm Size {size} is already at its top")


def instead_effect(state: dict[str, Any], rules: SwarmRules | None, pick: str) -> tuple[str, dict[str, Any]]:
    """What the alternative ``pick`` does, as :class:`InsteadOfThreat` would do it now (a marked
    text, context ``log``, and its arguments): the Threat Level that stays, and the single attack
    to give or the Swarm Size's step; ("", {}) for a pick it does not know."""
    level = threat_of(state)
    if pick == SINGLE_ATTACK:
        return SINGLE_SAID, {"level": level}
    if pick != SWARM_SIZE or rules is None:
        return "", {}
    fight = fight_of(rules, state)
    if fight.size >= min(6, rules.max_size):
        return SIZE_TOP, {"size": fight.size}
    return SIZE_SAID, {"level": level, "old": fight.size, "new": rules.with_size_step(fight, 1).size}


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
            if is_dead_row(ctx.ruleset, row):
                raise CommandError(DEAD_VICTIM, name=row.name)
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
