"""Before a round's rolls: one character's Leadership roll and the attempts to sacrifice someone."""

from __future__ import annotations

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.swarm.state import (
    prep_of,
    ready_for_rolls,
    rules_error,
    running_fight,
)
from app.services.threat import roll_for, skill_label

#: the line of orders barked in logs written before it named the skill the ruleset rolls (read as it
#: was; English's plural forms in :data:`app.services.plurals.ENGLISH`)
ORDERS_BEFORE = QT_TRANSLATE_NOOP("log", "{name} barks orders (Leadership: {roll}): {dice} dice to hand out")


@record(eq=False, repr=False)
class LeadershipRoll(Command):
    """One character not rolling this round barks orders: one die per success to hand out."""

    character_id: int
    faces: str = ""
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, campaign, fight = running_fight(tx, ctx)
        skill = rules.leadership_skill
        if not skill:
            no_roll = QT_TRANSLATE_NOOP("rules", "These rules have no roll to hand out dice before a swarm round.")
            raise CommandError(no_roll, "rules")
        ready_for_rolls(fight)
        prep = prep_of(campaign.state)
        if "leader_id" in prep:
            only_one = QT_TRANSLATE_NOOP("log", "Only one person a round can roll {skill}.")
            raise CommandError(only_one, skill=skill_label(rules, skill))
        row = sound_character(tx, ctx, self.character_id)
        roll = roll_for(ctx, rules, row, skill, 0, self.faces)
        record = roll.record(rules.skill_label(skill), bool(self.faces.strip()))
        prep.update(leader_id=row.id, leader=row.name, leadership=roll.successes)
        state = dict(campaign.state)
        state["swarm_round"] = prep
        campaign.state = state
        tx.save(campaign)
        args = {"name": row.name, "skill": skill_label(rules, skill), "roll": record.text, "dice": roll.successes}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "{name} barks orders ({skill}: {roll}): {dice} {dice|die|dice} to hand out"),
            args,
            actor=row.name,
            faces=[record.faces_payload()],
            label=QT_TRANSLATE_NOOP("log", "{name} barks orders"),
            label_args={"name": row.name},
        )


@record(eq=False, repr=False)
class SacrificeAttempt(Command):
    """At the start of a round, an opposed Force roll to throw someone to the dead; it takes one
    of the round's three rolls."""

    sacrificer_id: int
    victim_id: int
    faces: str = ""
    victim_faces: str = ""
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, campaign, fight = running_fight(tx, ctx)
        skill = rules.sacrifice_skill
        if not skill:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "These rules have no sacrifices in a swarm fight."), "rules")
        ready_for_rolls(fight)
        prep = prep_of(campaign.state)
        if len(prep.get("sacrifices", [])) >= rules.max_rolls:
            raise CommandError(
                QT_TRANSLATE_NOOP("rules", "No more than {count} {count|roll|rolls} a round."),
                "rules",
                count=rules.max_rolls,
            )
        one = sound_character(tx, ctx, self.sacrificer_id)
        other = sound_character(tx, ctx, self.victim_id)
        if one.id == other.id:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "Nobody can sacrifice themselves this way."), "rules")
        roll_a = roll_for(ctx, rules, one, skill, 0, self.faces)
        roll_b = roll_for(ctx, rules, other, skill, 0, self.victim_faces)
        try:
            result = rules.sacrifice(one.name, other.name, roll_a.successes, roll_b.successes)
        except RulesError as exc:
            raise rules_error(exc) from exc
        escaped_id = one.id if result.escaped == one.name else other.id
        prep["sacrifices"] = [
            *prep.get("sacrifices", []),
            {
                "sacrificer": one.name,
                "victim": other.name,
                "escaped": result.escaped,
                "suffers": result.suffers,
                "escaped_id": escaped_id,
            },
        ]
        state = dict(campaign.state)
        state["swarm_round"] = prep
        campaign.state = state
        tx.save(campaign)
        rec_a = roll_a.record(rules.skill_label(skill), bool(self.faces.strip()))
        rec_b = roll_b.record(rules.skill_label(skill), bool(self.victim_faces.strip()))
        args = {
            "name": one.name,
            "victim": other.name,
            "skill": skill_label(rules, skill),
            "roll": rec_a.text,
            "victim_roll": rec_b.text,
            "escaped": result.escaped,
            "suffers": result.suffers,
        }
        text = QT_TRANSLATE_NOOP(
            "log",
            "{name} tries to throw {victim} to the dead ({skill} {roll} against {victim_roll}): {escaped} gets away, {suffers} suffers the consequences",  # noqa: E501
        )
        return LogEntry(
            "swarm",
            text,
            args,
            actor=one.name,
            target=other.name,
            faces=[rec_a.faces_payload(), rec_b.faces_payload()],
            label=QT_TRANSLATE_NOOP("log", "{name} sacrifices {victim}"),
            label_args={"name": one.name, "victim": other.name},
        )
