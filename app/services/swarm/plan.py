"""A round as the GM sets it up (who rolls, with which skill and extra dice, the Leadership dice)
and its plan: every roll's pool checked against the rules, with the exact odds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, DiceError
from app.rules.features.swarm import SwarmRules
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import SWARM_EXTRA
from app.services.checks import is_int, need_int
from app.services.command import CommandError
from app.services.swarm.fallen import is_dead_row
from app.services.swarm.state import (
    fight_of,
    prep_of,
    rules_error,
)
from app.services.threat import skill_label
from app.store.models import Character


@record(frozen=True, eq=False, repr=False)
class RollerSpec:
    """One character rolling against the swarm: the skill ("": the ruleset's own for a swarm fight)
    and extra dice (help, gear, modifiers)."""

    character_id: int
    skill: str = ""
    extra: int = 0


@record(frozen=True, eq=False, repr=False)
class RoundSetup:
    """The round as the GM sets it up: up to three rollers, who rolls twice when two fight, the
    Leadership dice handed out (by character id), how an area is being cleared out ("": the
    ruleset's reading of the rollers' skills), the GM's own modifier for each planned roll in order, where the GM
    typed one over the rules' (None or missing: the rules' :attr:`SwarmRules.roll_modifier`), and
    what a running block costs the rolls it hinders, where the GM typed it (None: the rules')."""

    rollers: tuple[RollerSpec, ...]
    twice: int | None = None
    allocation: Mapping[int, int] = field(default_factory=dict)
    method: str = ""
    modifiers: tuple[int | None, ...] = ()
    block_cost: int | None = None


@record(frozen=True, eq=False, repr=False)
class PlannedRoll:
    """One of the round's rolls: who, which skill, its modifier (the rules' ``rules_modifier``
    unless the GM typed another), the Leadership dice, the ruleset's pool and the dice it comes to."""

    character_id: int
    name: str
    skill: str
    modifier: int
    leadership: int
    pool: Any
    dice: int
    rules_modifier: int = 0


@record(frozen=True, eq=False, repr=False)
class RoundPlan:
    rolls: tuple[PlannedRoll, ...]
    swarm_threat: int
    free_successes: int
    block: bool
    sacrifices: int
    # how an area is being cleared out (read from the rollers' skills unless the GM picked one)
    method: str = ""
    # the GM picked the way (not read from the rollers' skills)
    method_by_gm: bool = False
    # what the block costs the rolls it hinders, where the GM typed it (None: the rules' own)
    block_cost: int | None = None


def refuse_dead(ruleset: Ruleset, rows: Mapping[int, Character], setup: RoundSetup) -> None:
    """The dead roll nothing against the swarm: a dead roller is refused."""
    for r in setup.rollers:
        row = rows.get(r.character_id)
        if row is not None and is_dead_row(ruleset, row):
            raise CommandError(QT_TRANSLATE_NOOP("log", "{name} is dead and cannot fight the swarm."), name=row.name)


def plan_round(
    rules: SwarmRules, state: Mapping[str, Any], rows: Mapping[int, Character], setup: RoundSetup
) -> RoundPlan:
    """Check the setup against the rules and work out every roll's pool."""
    fight = fight_of(rules, state)
    prep = prep_of(state)
    sacrifices = len(prep.get("sacrifices", []))
    if len(setup.rollers) > rules.max_rolls:
        raise CommandError(
            QT_TRANSLATE_NOOP("rules", "No more than {count} {count|roll|rolls} a round."),
            "rules",
            count=rules.max_rolls,
        )
    for r in setup.rollers:  # the swarm dock's spin boxes
        need_int(r.extra, *SWARM_EXTRA, QT_TRANSLATE_NOOP("log", "Extra dice run from -10 to 10."))
    for dice in setup.allocation.values():
        if is_int(dice) and dice > rules.max_dice_to_one:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "No more than {count} {count|die|dice} from {skill} to one roller."),
                count=rules.max_dice_to_one,
                skill=skill_label(rules, rules.leadership_skill),
            )
        need_int(dice, 0, rules.max_dice_to_one, QT_TRANSLATE_NOOP("log", "Dice handed out cannot be fewer than none."))
    if setup.twice is not None and setup.twice not in {r.character_id for r in setup.rollers}:
        raise CommandError(QT_TRANSLATE_NOOP("log", "Whoever rolls twice must be one of those rolling."))
    actors = [str(r.character_id) for r in setup.rollers]
    skills = {str(r.character_id): r.skill or rules.fight_skill for r in setup.rollers}
    if any(not rules.has_skill(skill) for skill in skills.values()):
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown skill."), "rules")
    method = setup.method or rules.clearing_method_of(list(skills.values()))
    if method not in [c.value for c in rules.clearing_methods()]:
        raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown way of clearing out an area."), "rules")
    escaped = {s.get("escaped_id") for s in prep.get("sacrifices", [])}
    for r in setup.rollers:
        if r.character_id not in rows:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        if r.character_id in escaped:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Whoever got away by a sacrifice is out of the fight."))
    try:
        by_rules = rules.round_rolls(actors, None if setup.twice is None else str(setup.twice), sacrifices)
        plan = with_modifiers(rules, by_rules, setup.modifiers)
        given: dict[str, int] = {}
        if any(setup.allocation.values()):
            if "leader_id" not in prep:
                first = QT_TRANSLATE_NOOP("log", "Roll {skill} before handing out its dice.")
                raise CommandError(first, skill=skill_label(rules, rules.leadership_skill))
            given = rules.leadership_dice(
                str(prep["leader_id"]),
                int(prep.get("leadership", 0)),
                {str(k): v for k, v in setup.allocation.items()},
                actors,
            )
        elif "leader_id" in prep and str(prep["leader_id"]) in actors:
            raise CommandError(QT_TRANSLATE_NOOP("rules", "The leader cannot be one of those rolling."), "rules")
        pools: dict[str, Any] = {}
        for r in setup.rollers:
            row = rows[r.character_id]
            pools[str(r.character_id)] = rules.skill_pool(
                row.sheet, row.state, skills[str(r.character_id)], modifier=r.extra, is_pc=row.kind == "pc"
            )
        bases = rules.round_pools(plan, {a: rules.pool_base(p) for a, p in pools.items()}, given)
    except RulesError as exc:
        raise rules_error(exc) from exc
    planned = []
    handed = dict(given)
    for (actor, modifier), (_, rules_modifier), base in zip(plan, by_rules, bases, strict=True):
        pool = rules.with_base(pools[actor], base)
        planned.append(
            PlannedRoll(
                int(actor), rows[int(actor)].name, skills[actor], modifier, handed.pop(actor, 0), pool,
                rules.pool_dice(pool), rules_modifier,
            )
        )
    return RoundPlan(
        tuple(planned), fight.swarm_threat, fight.free_successes, fight.block, sacrifices, method,
        block_cost=typed_block_cost(rules, setup.block_cost), method_by_gm=bool(setup.method),
    )


def typed_block_cost(rules: SwarmRules, typed: int | None) -> int | None:
    """The block's cost the GM typed, checked against the rules' field (refused where they have no block)."""
    if typed is None:
        return None
    field_spec = rules.block_cost
    if field_spec is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "These rules have no block."))
    return need_int(
        typed, field_spec.minimum, field_spec.maximum, QT_TRANSLATE_NOOP("log", "That modifier is out of range.")
    )


def with_modifiers(
    rules: SwarmRules, plan: list[tuple[str, int]], typed: tuple[int | None, ...]
) -> list[tuple[str, int]]:
    """The rules' plan with the modifiers the GM typed over the rules' (refused out of the field's
    range, or where the rules put no modifier on a round's rolls)."""
    given = [(i, m) for i, m in enumerate(typed) if m is not None]
    if not given:
        return plan
    field_spec = rules.roll_modifier
    if field_spec is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "These rules put no modifier on a round's rolls."))
    out = list(plan)
    for i, modifier in given:
        need_int(
            modifier, field_spec.minimum, field_spec.maximum, QT_TRANSLATE_NOOP("log", "That modifier is out of range.")
        )
        if i < len(out):
            out[i] = (out[i][0], modifier)
    return out


def first_clearing_method(rules: SwarmRules) -> str:
    """The ruleset's first way of clearing out an area (its default)."""
    methods = rules.clearing_methods()
    return methods[0].value if methods else ""


def round_odds(rules: SwarmRules, plan: RoundPlan, faces: Sequence[str] = (),
               state: Mapping[str, Any] | None = None) -> dict[str, Fraction]:
    """The exact chances of winning the round, almost making it and losing outright (the ruleset's
    odds of the rolls' dice and skills, a block included), given the dice already typed: a roll
    whose ``faces`` are typed whole counts the successes they show (less a block's cost), the others
    their odds."""
    rolls: list[tuple[int, str]] = []
    fixed = 0
    fight = fight_of(rules, state) if state is not None else None
    for index, roll in enumerate(plan.rolls):
        typed = faces[index] if index < len(faces) else ""
        successes = typed_successes(rules, roll, typed)
        if successes is None:
            rolls.append((roll.dice, roll.skill))
            continue
        penalty = rules.block_penalty(fight, roll.skill) if plan.block and fight is not None else 0
        if penalty and plan.block_cost is not None:
            penalty = plan.block_cost
        fixed += max(0, successes - penalty)
    return rules.round_odds(rolls, plan.swarm_threat, plan.free_successes + fixed, plan.block, plan.block_cost)


def typed_successes(rules: SwarmRules, roll: PlannedRoll, faces: str) -> int | None:
    """The successes the faces typed for ``roll`` show, when they are the whole roll; None when
    none are typed or they do not fit it (too few, too many, a face out of range)."""
    if not faces.strip():
        return None
    try:
        return int(rules.roll(roll.pool, Dice(), faces).successes)
    except (DiceError, RulesError):
        return None
