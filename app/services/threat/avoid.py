"""Avoiding the dead at a low Threat Level: a character's skill roll (rolled or typed) past them, and
the GM's pick after a failure."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, DiceError, parse_faces
from app.rules.features.skill_rolls import SkillRoll, SkillRolls
from app.rules.features.threat import ThreatRules
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import MODIFIER
from app.services.checks import need_int, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.logtext import qt_translate, render_value
from app.services.row_ids import row_id
from app.services.threat.dial import alert_the_dead, level_arg, threat_of, write_threat
from app.store.models import Campaign, Character


def skill_label(rolls: SkillRolls, skill: str) -> dict[str, str]:
    return {"t": rolls.skill_label(skill), "ctx": "rules"}


def threat_rules(ctx: Context) -> ThreatRules:
    """The ruleset's Threat Level rules; refused where it has none."""
    rules = ctx.ruleset.threat_rules()
    if "threat" not in ctx.ruleset.features or rules is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no Threat Level."))
    return rules


#: the words of app.services.rolls.wanted (the rolls' package loads this one): the count a roll takes
MISCOUNTED = ("Not enough dice typed for this roll.", "More dice were typed than this roll uses.")
TAKES = QT_TRANSLATE_NOOP("log", "This roll takes {wanted}; {typed} typed.")
ONE_KIND = QT_TRANSLATE_NOOP("log", "{count} × d{sides}")


def pool_dice(rolls: SkillRolls, pool: Any) -> dict[str, Any] | None:
    """The dice a skill roll of ``pool`` takes, "6 × d6" (a nested log value), read from a trial roll;
    None when it takes none or dice of several kinds."""
    dice = Dice(seed=1)
    try:
        rolls.roll(pool, dice)
    except (RulesError, DiceError):
        return None
    sides = {face.sides for face in dice.faces}
    if len(sides) != 1:
        return None
    return {"t": ONE_KIND, "ctx": "log", "args": {"count": len(dice.faces), "sides": sides.pop()}}


def typed_count(faces: str) -> int | None:
    try:
        return len(parse_faces(faces))
    except DiceError:
        return None


def roll_for(ctx: Context, rolls: SkillRolls, row: Character, skill: str, modifier: int, faces: str) -> SkillRoll:
    """A skill roll of a character (its sheet, injuries and stress), rolled or typed; faces typed
    too few or too many are refused with the count the roll takes ("This roll takes 6 × d6; 2 typed.")."""
    if not rolls.has_skill(skill):
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown skill."), "rules")
    try:
        pool = rolls.skill_pool(row.sheet, row.state, skill, modifier=modifier, is_pc=row.kind == "pc")
        return rolls.roll(pool, ctx.dice, faces)
    except DiceError as exc:
        typed = typed_count(faces)
        wanted = pool_dice(rolls, pool) if str(exc) in MISCOUNTED and typed is not None else None
        if wanted is not None:
            raise CommandError(TAKES, "log", wanted=render_value(wanted, qt_translate), typed=typed) from exc
        raise CommandError(str(exc), "rules") from exc
    except RulesError as exc:
        raise CommandError(str(exc), "rules") from exc


@record(frozen=True, eq=False, repr=False)
class AvoidPlan:
    """The roll to avoid the dead as set up: the dice it takes (a nested log value, "6 × d6") and
    its chance of at least the one success it needs (None where the rules give no odds)."""

    dice: dict[str, Any] | None
    chance: Fraction | None


def avoid_plan(ruleset: Ruleset, state: Mapping[str, Any], row: Character, skill: str,
               modifier: int) -> AvoidPlan | None:
    """The roll to avoid the dead ``row`` would make; None where it cannot be rolled."""
    rules = ruleset.threat_rules()
    if "threat" not in ruleset.features or rules is None or not rules.has_skill(skill):
        return None
    try:
        pool = rules.skill_pool(row.sheet, row.state, skill, modifier=modifier, is_pc=row.kind == "pc")
    except (RulesError, DiceError):
        return None
    dice = pool_dice(rules, pool)
    chance = None
    swarms = ruleset.swarm_rules()
    if swarms is not None:  # one success gets past, less what a running swarm's block costs
        swarm = state.get("swarm")
        block = False
        if isinstance(swarm, dict):
            try:
                block = swarms.block_penalty(swarms.fight_from_dict(swarm), skill) > 0
            except RulesError:
                block = False
        chance = swarms.round_odds([(rules.pool_dice(pool), skill)], 1, 0, block)["win"]
    return AvoidPlan(dice, chance)


@record(eq=False, repr=False)
class AvoidDead(Command):
    """A Stealth or Mobility roll (or another skill the GM allows) past the dead at Threat 1 or 2.

    Success: avoided.  Failure and a mess-up: Threat +1 and a single attack.  Failure alone: the
    GM's pick is pending (:class:`ResolveAvoid`)."""

    character_id: int
    skill: str = "stealth"
    modifier: int = 0
    faces: str = ""
    kind = "threat"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.modifier, *MODIFIER, QT_TRANSLATE_NOOP("log", "A modifier runs from -10 to 10."))
        rules = threat_rules(ctx)
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        row = sound_character(tx, ctx, self.character_id)
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
            cost = QT_TRANSLATE_NOOP("log", "The block costs {count} {count|success|successes}.")
            args["lines"] = [{"t": cost, "ctx": "log", "args": {"count": penalty}}]
        entry: dict[str, Any] = {"faces": [record.faces_payload()], "actor": row.name, "label_args": {"name": row.name}}
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
            payload = {"single_attack": row.name, "victim_id": row_id(row)}
            return LogEntry("threat", text, args, label=label, payload=payload, **entry)
        state = dict(campaign.state)
        state["avoid_pending"] = {"character": row.name, "character_id": row.id, "threat": threat}
        campaign.state = state
        tx.save(campaign)
        text = QT_TRANSLATE_NOOP(
            "log", "{name} fails to avoid the dead ({skill}: {roll}): the GM picks Threat +1 or a single attack"
        )
        return LogEntry("threat", text, args, label=label, **entry)


@record(eq=False, repr=False)
class ResolveAvoid(Command):
    """The GM's pick after a failed roll to avoid the dead: ``"raise"`` or ``"single_attack"``."""

    pick: str
    kind = "threat"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        campaign = tx.get(Campaign, row_id(ctx.campaign))
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
            payload={"single_attack": name, "victim_id": pending.get("character_id")},
            label=QT_TRANSLATE_NOOP("log", "Single attack on {name}"),
            label_args={"name": name},
        )
