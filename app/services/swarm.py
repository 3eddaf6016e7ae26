"""The swarm: the count of dead, its Swarm Size and Threat, and a swarm fight round by round.

State in ``Campaign.state``:

- ``"swarm"``: the ruleset's fight (:class:`app.rules.features.SwarmState`) ``to_dict`` plus ``"active"``
  (a fight is running);
- ``"swarm_round"``: what the round in preparation already rolled: the Leadership roll
  (``leader_id``, ``leader``, ``leadership``) and the sacrifice attempts;
- ``"swarm_last"``: the last round rolled (rolls, total against the Swarm Threat, outcome, who was
  in the fight), shown by the panel until the next round.

Every step is one command: set the dead, override the size, start (or clear out an area), roll
Leadership, sacrifice someone, roll the round, the GM's picks after a loss, the Threat Level after
a won fight, call the fight off.  The threat dial follows through :func:`write_threat`.

Signals (on :class:`SwarmService`)
----------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import col, select

from app.rules.base import RulesError
from app.rules.dice import DiceError
from app.rules.features import SwarmRules, SwarmState
from app.rules.numbers import signed
from app.services.bounds import SWARM_DEAD, SWARM_EXTRA, SWARM_SIZE
from app.services.checks import as_tuple, is_int, live_character, need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.service import Service
from app.services.threat import level_arg, roll_for, skill_label, threat_of, write_threat
from app.services.typed import used_up, with_dice
from app.store.models import Campaign, Character

CLEARING_LABELS = {
    "shooting": QT_TRANSLATE_NOOP("log", "shooting (a lost round: Threat 3)"),
    "close_combat": QT_TRANSLATE_NOOP("log", "close combat (a lost round: Threat 5)"),
}


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
    if not active:
        fight = rules.at_rest(fight)
    state = dict(campaign.state)
    state["swarm"] = {**fight.to_dict(), "active": active}
    state.update(extra)
    campaign.state = state
    return state


def campaign_row(tx: Tx, ctx: Context) -> Campaign:
    if "swarm" not in ctx.ruleset.features:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
    return tx.get(Campaign, int(ctx.campaign.id))  # type: ignore[arg-type]


def running(rules: SwarmRules, campaign: Campaign) -> SwarmState:
    if not is_active(campaign.state):
        raise CommandError(QT_TRANSLATE_NOOP("log", "No swarm fight is running."))
    return fight_of(rules, campaign.state)


def ready_for_rolls(fight: SwarmState) -> None:
    if fight.pending == "loss_picks":
        raise CommandError(QT_TRANSLATE_NOOP("rules", "The GM must first pick what the dead do."), "rules")
    if fight.pending == "threat_choice":
        raise CommandError(QT_TRANSLATE_NOOP("rules", "The GM must first set the Threat Level."), "rules")


def prep_of(state: Mapping[str, Any]) -> dict[str, Any]:
    prep = state.get("swarm_round")
    return dict(prep) if isinstance(prep, Mapping) else {"sacrifices": []}


def roll_line(rules: SwarmRules, name: str, skill: str, record_text: str, dice: int, modifier: int) -> dict[str, Any]:
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


# --------------------------------------------------------------------------- the swarm itself


@dataclass
class SetDead(Command):
    """The count of dead; the Swarm Size follows it again (an override is dropped)."""

    dead: int
    kind = "swarm"  # type: ignore[assignment]

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
        args = {"old": fight.dead, "new": after.dead, "size": after.size}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The dead: {old} → {new} (Swarm Size {size})"),
            args,
            label=QT_TRANSLATE_NOOP("log", "The dead: {new}"),
            label_args={"new": after.dead},
        )


@dataclass
class SetSwarmSize(Command):
    """Override the Swarm Size the count gives (1-6), or 0 to follow the count again."""

    size: int
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = fight_of(rules, campaign.state)
        if not is_int(self.size) or not SWARM_SIZE[0] <= self.size <= SWARM_SIZE[1]:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "The Swarm Size runs from 1 to 6."), "rules")
        if self.size == fight.size_override:
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


@dataclass
class StartSwarmFight(Command):
    """A swarm fight from Threat Level 3, or clearing out an area at Threat Level 2."""

    clearing: bool = False
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        if is_active(campaign.state):
            raise CommandError(QT_TRANSLATE_NOOP("log", "A swarm fight is already running."))
        counted = fight_of(rules, campaign.state)
        threat = threat_of(campaign.state)
        try:
            fight = rules.start_fight(counted.dead, threat, counted.size_override or None, self.clearing)
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


@dataclass
class CallOffFight(Command):
    """The GM ends the fight outside the rules (the story moved on)."""

    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        store_fight(
            rules,
            campaign,
            fight,
            False,
            swarm_round={"sacrifices": []},
        )
        tx.save(campaign)
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The GM calls the swarm fight off"),
            label=QT_TRANSLATE_NOOP("log", "Swarm fight called off"),
        )


# --------------------------------------------------------------------------- before the rolls


@dataclass
class LeadershipRoll(Command):
    """One character not rolling this round barks orders: one die per success to hand out."""

    character_id: int
    faces: str = ""
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        ready_for_rolls(fight)
        prep = prep_of(campaign.state)
        if "leader_id" in prep:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Only one person a round can roll for Leadership."))
        row = live_character(tx, ctx, self.character_id)
        roll = roll_for(ctx, rules, row, "leadership", 0, self.faces)
        record = roll.record(rules.skill_label("leadership"), bool(self.faces.strip()))
        prep.update(leader_id=row.id, leader=row.name, leadership=roll.successes)
        state = dict(campaign.state)
        state["swarm_round"] = prep
        campaign.state = state
        tx.save(campaign)
        args = {"name": row.name, "roll": record.text, "dice": roll.successes}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "{name} barks orders (Leadership: {roll}): {dice} dice to hand out"),
            args,
            actor=row.name,
            faces=[record.faces_payload()],
            label=QT_TRANSLATE_NOOP("log", "Leadership: {name}"),
            label_args={"name": row.name},
        )


@dataclass
class SacrificeAttempt(Command):
    """At the start of a round, an opposed Force roll to throw someone to the dead; it takes one
    of the round's three rolls."""

    sacrificer_id: int
    victim_id: int
    faces: str = ""
    victim_faces: str = ""
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        ready_for_rolls(fight)
        prep = prep_of(campaign.state)
        if len(prep.get("sacrifices", [])) >= rules.max_rolls:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "No more than three rolls a round."), "rules")
        one = live_character(tx, ctx, self.sacrificer_id)
        other = live_character(tx, ctx, self.victim_id)
        if one.id == other.id:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "Nobody can sacrifice themselves this way."), "rules")
        roll_a = roll_for(ctx, rules, one, "force", 0, self.faces)
        roll_b = roll_for(ctx, rules, other, "force", 0, self.victim_faces)
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
        rec_a = roll_a.record(rules.skill_label("force"), bool(self.faces.strip()))
        rec_b = roll_b.record(rules.skill_label("force"), bool(self.victim_faces.strip()))
        args = {
            "name": one.name,
            "victim": other.name,
            "roll": rec_a.text,
            "victim_roll": rec_b.text,
            "escaped": result.escaped,
            "suffers": result.suffers,
        }
        text = QT_TRANSLATE_NOOP(
            "log",
            "{name} tries to throw {victim} to the dead (Force {roll} against {victim_roll}): {escaped} gets away, {suffers} suffers the consequences",  # noqa: E501
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


# --------------------------------------------------------------------------- the round


@dataclass(frozen=True)
class RollerSpec:
    """One character rolling against the swarm: the skill and extra dice (help, gear, modifiers)."""

    character_id: int
    skill: str = "close_combat"
    extra: int = 0


@dataclass(frozen=True)
class RoundSetup:
    """The round as the GM sets it up: up to three rollers, who rolls twice when two fight, the
    Leadership dice handed out (by character id) and how an area is being cleared out."""

    rollers: tuple[RollerSpec, ...]
    twice: int | None = None
    allocation: Mapping[int, int] = field(default_factory=dict)
    method: str = "shooting"


@dataclass(frozen=True)
class PlannedRoll:
    """One of the round's rolls: who, which skill, the small-group modifier, the Leadership dice,
    the ruleset's pool and the dice it comes to."""

    character_id: int
    name: str
    skill: str
    modifier: int
    leadership: int
    pool: Any
    dice: int


@dataclass(frozen=True)
class RoundPlan:
    rolls: tuple[PlannedRoll, ...]
    swarm_threat: int
    free_successes: int
    block: bool
    sacrifices: int


def plan_round(
    rules: SwarmRules, state: Mapping[str, Any], rows: Mapping[int, Character], setup: RoundSetup
) -> RoundPlan:
    """Check the setup against the rules and work out every roll's pool."""
    fight = fight_of(rules, state)
    prep = prep_of(state)
    sacrifices = len(prep.get("sacrifices", []))
    if len(setup.rollers) > rules.max_rolls:
        raise CommandError(QT_TRANSLATE_NOOP("rules", "No more than three rolls a round."), "rules")
    for r in setup.rollers:  # the swarm dock's spin boxes
        need_int(r.extra, *SWARM_EXTRA, QT_TRANSLATE_NOOP("log", "Extra dice run from -10 to 10."))
    for dice in setup.allocation.values():
        need_int(dice, 0, rules.max_dice_to_one, QT_TRANSLATE_NOOP("log", "Too many Leadership dice to one roller."))
    if setup.twice is not None and setup.twice not in {r.character_id for r in setup.rollers}:
        raise CommandError(QT_TRANSLATE_NOOP("log", "Whoever rolls twice must be one of those rolling."))
    actors = [str(r.character_id) for r in setup.rollers]
    if any(not rules.has_skill(r.skill) for r in setup.rollers):
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown skill."), "rules")
    if setup.method not in rules.clearing_methods():
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown way of clearing out an area."), "rules")
    escaped = {s.get("escaped_id") for s in prep.get("sacrifices", [])}
    for r in setup.rollers:
        if r.character_id not in rows:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        if r.character_id in escaped:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Whoever got away by a sacrifice is out of the fight."))
    try:
        plan = rules.round_rolls(actors, None if setup.twice is None else str(setup.twice), sacrifices)
        given: dict[str, int] = {}
        if any(setup.allocation.values()):
            if "leader_id" not in prep:
                raise CommandError(QT_TRANSLATE_NOOP("log", "Roll Leadership before handing out its dice."))
            given = rules.leadership_dice(
                str(prep["leader_id"]),
                int(prep.get("leadership", 0)),
                {str(k): v for k, v in setup.allocation.items()},
                actors,
            )
        elif "leader_id" in prep and str(prep["leader_id"]) in actors:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "The leader cannot be one of the three rolling."), "rules")
        pools: dict[str, Any] = {}
        for r in setup.rollers:
            row = rows[r.character_id]
            pools[str(r.character_id)] = rules.skill_pool(
                row.sheet, row.state, r.skill, modifier=r.extra, is_pc=row.kind == "pc"
            )
        bases = rules.round_pools(plan, {a: rules.pool_base(p) for a, p in pools.items()}, given)
    except RulesError as exc:
        raise rules_error(exc) from exc
    skills = {str(r.character_id): r.skill for r in setup.rollers}
    planned = []
    handed = dict(given)
    for (actor, modifier), base in zip(plan, bases, strict=True):
        pool = rules.with_base(pools[actor], base)
        planned.append(
            PlannedRoll(
                int(actor), rows[int(actor)].name, skills[actor], modifier, handed.pop(actor, 0), pool,
                rules.pool_dice(pool),
            )
        )
    return RoundPlan(tuple(planned), fight.swarm_threat, fight.free_successes, fight.block, sacrifices)


def round_odds(rules: SwarmRules, plan: RoundPlan) -> dict[str, Fraction]:
    """The exact chances of winning the round, almost making it and losing outright (the ruleset's
    odds of the rolls' dice and skills, a block included)."""
    rolls = [(r.dice, r.skill) for r in plan.rolls]
    return rules.round_odds(rolls, plan.swarm_threat, plan.free_successes, plan.block)


def round_outcome(ctx: Context, fight: SwarmState, result: Any) -> dict[str, Any]:
    """What a round came to, as the log and the dock say it (a nested log line)."""
    after = result.fight
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


def load_rows(session: Any, ids: Sequence[int]) -> dict[int, Character]:
    if not ids:
        return {}
    rows = session.exec(select(Character).where(col(Character.id).in_(list(ids)))).all()
    return {int(r.id): r for r in rows if not r.archived}


@dataclass
class RollRound(Command):
    """Roll the round (or take the faces typed from physical dice, one text per roll) and settle
    it against the Swarm Threat."""

    setup: RoundSetup
    faces: tuple[str, ...] = ()
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        ready_for_rolls(fight)
        if not self.setup.rollers:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick who rolls against the swarm."))
        rows = load_rows(tx.session, [r.character_id for r in self.setup.rollers])
        plan = plan_round(rules, campaign.state, rows, self.setup)
        prep = prep_of(campaign.state)
        lines: list[dict[str, Any]] = []
        fighter_rolls: list[Any] = []
        shown: list[dict[str, Any]] = []
        faces: list[Any] = []
        for i, planned in enumerate(plan.rolls):
            typed = self.faces[i].strip() if i < len(self.faces) else ""
            try:
                roll = rules.roll(planned.pool, ctx.dice, typed)
            except (RulesError, DiceError) as exc:
                raise rules_error(exc) from exc
            record = roll.record(rules.skill_label(planned.skill), bool(typed))
            faces.append(record.faces_payload())
            is_pc = rows[planned.character_id].kind == "pc"
            fighter_rolls.append(rules.fighter_roll(planned.name, roll, is_pc, planned.skill))
            lines.append(roll_line(rules, planned.name, planned.skill, record.text, planned.dice, planned.modifier))
            shown.append(
                {
                    "name": planned.name,
                    "skill": planned.skill,
                    "dice": planned.dice,
                    "modifier": planned.modifier,
                    "leadership": planned.leadership,
                    "roll": record.text,
                    "successes": roll.successes,
                    "messed_up": roll.messed_up,
                    # what a push of this roll needs (see app.services.swarm_push)
                    "character_id": planned.character_id,
                    "is_pc": is_pc,
                    "memo": rules.memo(roll),
                }
            )
        try:
            result = rules.resolve_round(fight, fighter_rolls, plan.sacrifices, self.setup.method)
        except RulesError as exc:
            raise rules_error(exc) from exc
        escaped = {s["escaped"] for s in prep.get("sacrifices", [])}
        names = [p.name for p in plan.rolls] + [s["suffers"] for s in prep.get("sacrifices", [])]
        if prep.get("leader"):
            names.append(str(prep["leader"]))
        participants = [n for i, n in enumerate(names) if n not in escaped and n not in names[:i]]
        after = result.fight
        args: dict[str, Any] = {"round": fight.round, "total": result.total, "needed": result.needed}
        outcome = round_outcome(ctx, fight, result)
        args["outcome"] = outcome
        if result.almost:
            lines.append({"t": QT_TRANSLATE_NOOP("log", "Almost made it: one free success next round"), "ctx": "log"})
        if plan.free_successes:
            lines.insert(
                0,
                {
                    "t": QT_TRANSLATE_NOOP("log", "{count} free success from the last round"),
                    "ctx": "log",
                    "args": {"count": plan.free_successes},
                },
            )
        for name in result.single_attacks:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "{name} messed up: a single attack"),
                    "ctx": "log",
                    "args": {"name": name},
                }
            )
        args["lines"] = lines
        last = {
            "round": fight.round,
            "total": result.total,
            "needed": result.needed,
            "won": result.won,
            "almost": result.almost,
            "single_attacks": list(result.single_attacks),
            "picks_due": result.picks_due,
            "alerted": result.alerted,
            "rolls": shown,
            "participants": participants,
            "free_used": plan.free_successes,
            "outcome": outcome,
            "before": fight.to_dict(),
            "after": after.to_dict(),
            "sacrifices": plan.sacrifices,
            "method": self.setup.method,
        }
        store_fight(rules, campaign, after, True, swarm_round={"sacrifices": []}, swarm_last=last)
        if after.threat_level != fight.threat_level:
            write_threat(tx, ctx, campaign, after.threat_level, "clearing_failed")
        tx.save(campaign)
        if result.alerted:
            self._stress(tx, ctx, rules, plan)
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP(
                "log", "Swarm round {round}: {total} successes against Swarm Threat {needed} — {outcome}"
            ),
            args,
            faces=faces,
            payload={"won": result.won, "total": result.total},
            label=QT_TRANSLATE_NOOP("log", "Swarm round {round}"),
            label_args={"round": fight.round},
        )

    @staticmethod
    def _stress(tx: Tx, ctx: Context, rules: SwarmRules, plan: RoundPlan) -> None:
        """A failed clearing-out alerts the dead: each PC in the fight takes one stress."""
        for cid in dict.fromkeys(r.character_id for r in plan.rolls):
            row = live_character(tx, ctx, cid)
            if row.kind == "pc":
                row.state = rules.add_stress(row.state, 1).state
                tx.save(row)


# --------------------------------------------------------------------------- after the roll


@dataclass
class LossPicks(Command):
    """The GM's pick (two if a PC messed up) after a lost round; victims by a random die."""

    picks: tuple[str, ...]
    faces: str = ""  # the victims' dice typed from the table (app.services.typed); empty: rolled here
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        last = dict(campaign.state.get("swarm_last") or {})
        participants = [str(n) for n in last.get("participants", [])]
        start = len(ctx.dice.faces)
        try:
            result = rules.apply_loss_picks(fight, list(self.picks), participants, ctx.dice)
        except (RulesError, DiceError) as exc:
            raise rules_error(exc) from exc
        used_up(ctx.dice)
        typed = bool(self.faces.strip())
        rolled = [[f.sides, f.value] for f in ctx.dice.faces[start:]]
        after = result.fight
        lines: list[dict[str, Any]] = []
        for attack in result.attacks:
            if attack.kind == "single_attack":
                lines.append(
                    {
                        "t": QT_TRANSLATE_NOOP("log", "Single attack on {name} (die from the table)")
                        if typed
                        else QT_TRANSLATE_NOOP("log", "Single attack on {name} (random die)"),
                        "ctx": "log",
                        "args": {"name": attack.victim},
                    }
                )
            elif attack.kind == "mass_attack":
                lines.append(
                    {
                        "t": QT_TRANSLATE_NOOP("log", "Mass attack on {name} (die from the table), no roll to avoid it")
                        if typed
                        else QT_TRANSLATE_NOOP("log", "Mass attack on {name} (random die), no roll to avoid it"),
                        "ctx": "log",
                        "args": {"name": attack.victim},
                    }
                )
        if after.threat_level != fight.threat_level:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "Threat {old} → {new} ({level})"),
                    "ctx": "log",
                    "args": {
                        "old": fight.threat_level,
                        "new": after.threat_level,
                        "level": level_arg(ctx, after.threat_level),
                    },
                }
            )
        if after.size != fight.size:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "Swarm Size {old} → {new}"),
                    "ctx": "log",
                    "args": {"old": fight.size, "new": after.size},
                }
            )
        lines.append(
            {
                "t": QT_TRANSLATE_NOOP("log", "Swarm Threat now {value}"),
                "ctx": "log",
                "args": {"value": after.swarm_threat},
            }
        )
        if after.over:
            lines.append({"t": QT_TRANSLATE_NOOP("log", "The Swarm Threat is 0: the dead move on"), "ctx": "log"})
        last["attacks"] = [{"kind": a.kind, "victim": a.victim} for a in result.attacks]
        last["picks"] = list(self.picks)
        store_fight(rules, campaign, after, not after.over, swarm_last=last)
        if after.threat_level != fight.threat_level:
            write_threat(tx, ctx, campaign, after.threat_level, "lost_round")
        tx.save(campaign)
        picks = [{"t": rules.loss_pick_label(p), "ctx": "rules"} for p in self.picks]
        args = {"round": fight.round, "picks": picks, "lines": lines}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The dead win round {round}: {picks}"),
            args,
            faces=rolled,
            payload={"attacks": last["attacks"]},
            label=QT_TRANSLATE_NOOP("log", "The dead win round {round}"),
            label_args={"round": fight.round},
        )


@dataclass
class EndWonFight(Command):
    """After a won round at Swarm Size 3 or less: the fight is over, the Threat Level 0, 1 or 2."""

    level: int
    kind = "swarm"  # type: ignore[assignment]

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = campaign_row(tx, ctx)
        fight = running(rules, campaign)
        try:
            after = rules.end_won_fight(fight, self.level)
        except RulesError as exc:
            raise rules_error(exc) from exc
        store_fight(rules, campaign, after, False, swarm_round={"sacrifices": []})
        old = threat_of(campaign.state)
        write_threat(tx, ctx, campaign, after.threat_level, "swarm_won")
        args = {"old": old, "new": after.threat_level, "level": level_arg(ctx, after.threat_level)}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The swarm fight is won: Threat {old} → {new} ({level})"),
            args,
            label=QT_TRANSLATE_NOOP("log", "Swarm fight won"),
        )


# --------------------------------------------------------------------------- the service


class SwarmService(Service):
    """What the swarm dock asks for: the swarm and the fight as stored, the round's plan and exact
    odds, and one method per step of the fight."""

    def available(self) -> bool:
        return "swarm" in self.ruleset.features and self.ruleset.swarm_rules() is not None

    def rules(self) -> SwarmRules:
        """The ruleset's swarm rules (CommandError where it has no swarms)."""
        rules = self.ruleset.swarm_rules()
        if "swarm" not in self.ruleset.features or rules is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
        return rules

    @property
    def max_dice_to_one(self) -> int:
        """At most this many Leadership dice to one roller."""
        return self.rules().max_dice_to_one

    @property
    def max_rolls(self) -> int:
        return self.rules().max_rolls

    # ------------------------------------------------------------------ reading
    def state(self) -> dict[str, Any]:
        return dict(self.campaign.campaign.state)

    def fight(self) -> SwarmState:
        return fight_of(self.rules(), self.state())

    def active(self) -> bool:
        return is_active(self.state())

    def counted_size(self) -> int:
        return self.rules().swarm_size(self.fight().dead)

    def prep(self) -> dict[str, Any]:
        return prep_of(self.state())

    def last_round(self) -> dict[str, Any]:
        return dict(self.state().get("swarm_last") or {})

    def skills(self) -> list[tuple[str, str]]:
        return list(self.rules().skills()) if self.available() else []

    def fighters(self) -> list[Character]:
        """Who may fight the dead: the PCs and NPCs of the campaign."""
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(Character)
                    .where(
                        Character.campaign_id == self.campaign.campaign_id,
                        col(Character.archived).is_(False),
                        col(Character.kind).in_(["pc", "npc"]),
                    )
                    .order_by(col(Character.position), col(Character.id))
                )
            )

    def plan(self, setup: RoundSetup) -> RoundPlan:
        """The round's rolls as set up; raises CommandError with the reason if the rules refuse."""
        with self.campaign._session() as s:
            rows = load_rows(s, [r.character_id for r in setup.rollers])
        return plan_round(self.rules(), self.state(), rows, setup)

    def odds(self, setup: RoundSetup) -> tuple[RoundPlan, dict[str, Fraction]]:
        plan = self.plan(setup)
        return plan, round_odds(self.rules(), plan)

    # ------------------------------------------------------------------ writing
    def set_dead(self, dead: int) -> bool:
        return self.run(SetDead(dead))

    def set_size(self, size: int) -> bool:
        return self.run(SetSwarmSize(size))

    def start(self, clearing: bool = False) -> bool:
        return self.run(StartSwarmFight(clearing))

    def call_off(self) -> bool:
        return self.run(CallOffFight())

    def leadership(self, character_id: int, faces: str = "") -> bool:
        return self.run(LeadershipRoll(character_id, faces))

    def sacrifice(self, sacrificer_id: int, victim_id: int, faces: str = "", victim_faces: str = "") -> bool:
        return self.run(SacrificeAttempt(sacrificer_id, victim_id, faces, victim_faces))

    def roll_round(self, setup: RoundSetup, faces: Sequence[str] = ()) -> bool:
        return self.run(RollRound(setup, as_tuple(faces)))

    def loss_picks(self, picks: Sequence[str], faces: str = "") -> bool:
        """``faces``: the random victims' dice typed from the table, else rolled here."""
        return self.run(LossPicks(as_tuple(picks), faces))

    def end_won(self, level: int) -> bool:
        return self.run(EndWonFight(level))

    def push_odds(self, index: int) -> dict[str, Fraction]:
        """The chances of roll ``index`` of the lost round once pushed (CommandError if it cannot be)."""
        from app.services.swarm_push import push_odds

        return push_odds(self.rules(), self.state(), index)

    def push(self, index: int, faces: str = "") -> bool:
        """Push roll ``index`` of the lost round before the GM's picks (app.services.swarm_push)."""
        from app.services.swarm_push import PushSwarmRoll

        return self.run(PushSwarmRoll(index, faces))
