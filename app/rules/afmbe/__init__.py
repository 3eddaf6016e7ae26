"""All Flesh Must Be Eaten: presets ``norms`` (the slimmed English rules) and ``unisystem``
(the fuller Spanish summary).

``ruleset(preset, options)`` builds the :class:`~app.rules.base.Ruleset`; the arithmetic lives in
the modules: :mod:`.odds` (exact odds), :mod:`.task` (rolling tasks), :mod:`.levels`,
:mod:`.character` (sheet, costs, budgets, secondary attributes), :mod:`.damage`, :mod:`.ranged`,
:mod:`.ammo`, :mod:`.wounds`, :mod:`.fatigue` and :mod:`.advancement`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.advancement import attribute_raise_refusal, fear_bonus, fear_test
from app.rules.afmbe.ammo import NEW_WEAPON_AMMO_POINTS, rounds_used, spend_ammo_points, spend_rounds
from app.rules.afmbe.character import (
    attribute_cost,
    drawback_raise_cost,
    endurance_points,
    essence,
    life_points,
    skill_cost,
    speed,
)
from app.rules.afmbe.damage import (
    DAMAGE_TYPES,
    LOCATIONS,
    RANGES,
    resolve_damage,
    roll_weapon_damage,
)
from app.rules.afmbe.damage_formula import parse_weapon_damage
from app.rules.afmbe.levels import (
    LEVEL_NAMES,
    damage_die_bonus,
    level_name,
    success_level,
    success_level_against,
)
from app.rules.afmbe.odds import (
    TotalOdds,
    chance_at_least,
    chance_of_success,
    die_at_least,
    die_chance,
    success_level_distribution,
    total_chance,
    total_distribution,
    total_odds,
)
from app.rules.afmbe.ranged import (
    burst_hits,
    burst_penalty,
    consecutive_shot_penalty,
    ranged_modifiers,
    rock_and_roll_groups,
    rock_and_roll_hits,
    rock_and_roll_penalty,
)
from app.rules.afmbe.ruleset import AfmbeRuleset
from app.rules.afmbe.task import TaskResult, roll_die, roll_task, several_actions_penalty, task_bonus

PRESETS = ("norms", "unisystem")


def ruleset(preset: str | None = None, options: Mapping[str, Any] | None = None) -> AfmbeRuleset:
    """The All Flesh Must Be Eaten ruleset with ``preset`` (``norms`` by default) and house rules."""
    return AfmbeRuleset(preset or "norms", options)


__all__ = [
    "PRESETS", "ruleset", "AfmbeRuleset", "TaskResult", "TotalOdds",
    "success_level_distribution", "success_level", "success_level_against", "level_name", "LEVEL_NAMES",
    "damage_die_bonus", "die_chance", "die_at_least", "total_chance", "chance_at_least", "chance_of_success",
    "total_distribution", "total_odds", "roll_die", "roll_task", "task_bonus", "several_actions_penalty",
    "attribute_cost", "drawback_raise_cost", "skill_cost", "life_points", "endurance_points", "speed",
    "essence", "DAMAGE_TYPES", "LOCATIONS", "RANGES", "parse_weapon_damage", "roll_weapon_damage",
    "resolve_damage", "burst_hits", "burst_penalty", "consecutive_shot_penalty", "ranged_modifiers",
    "rock_and_roll_groups", "rock_and_roll_hits", "rock_and_roll_penalty", "NEW_WEAPON_AMMO_POINTS",
    "spend_ammo_points", "rounds_used", "spend_rounds", "fear_bonus", "fear_test", "attribute_raise_refusal",
]
