"""Grid and limbs: "The Fantastic ASCII Finally Starting Game".

A grid game of six hit-point pools (head, torso as the main pool, two arms, two legs), bleeding,
first aid, stamina, d(Accuracy) shots against distance and clips counted round by round.  The
modules follow the rule text's sections; :class:`GridLimbs` is what the rest of Deadwatch reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import RulesError
from app.rules.gridlimbs.ammo import CLIP_SIZE, Clips, ReloadResult, chosen_reload, hasty_reload, shoot
from app.rules.gridlimbs.body import ARMS, LEGS, LIMBS, PART_LABELS, PARTS, Body, main_pool_loss, part_maximum
from app.rules.gridlimbs.hands import can_wield, hand_share, hand_value, split_by_hand
from app.rules.gridlimbs.healing import (
    FIRST_AID_ROUNDS,
    FirstAidResult,
    first_aid,
    first_aid_cap_left,
    first_aid_harm_chance,
    pain_pills,
)
from app.rules.gridlimbs.knockback import knockback_destination
from app.rules.gridlimbs.melee import (
    BlockResult,
    block,
    flinches,
    knockback_tiles,
    melee_damage,
    obstacle_damage,
    strikes_back,
)
from app.rules.gridlimbs.movement import (
    effective_speed,
    grid_distance,
    in_melee_reach,
    path_cost,
    point_blank,
    recover_stamina,
    shooting_distance,
    sprint,
    stamina_recovery,
    walk_allowance,
)
from app.rules.gridlimbs.ruleset import GridLimbs
from app.rules.gridlimbs.score import after_player_death, death_award, gain_experience, zombie_kill
from app.rules.gridlimbs.shooting import (
    MISS,
    POINT_BLANK_TABLE,
    ShotResult,
    called_shot_part,
    hit_probability,
    point_blank_distribution,
    point_blank_part,
    resolve_shot,
    shooting_accuracy,
    shot_distribution,
)
from app.rules.gridlimbs.vest import Vest, VestResult, stop_chance, torso_hit
from app.rules.gridlimbs.weapons import (
    WEAPONS,
    Weapon,
    grenade_blast_radius,
    grenade_damage,
    rounds_to_draw,
    smg_spray_bullets,
)
from app.rules.text import QT_TRANSLATE_NOOP


def ruleset(preset: str | None = None, options: Mapping[str, Any] | None = None) -> GridLimbs:
    """The grid-and-limbs ruleset (it has no presets) with the campaign's options."""
    if preset:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    return GridLimbs(options)


__all__ = [
    "ARMS", "BlockResult", "Body", "CLIP_SIZE", "Clips", "FIRST_AID_ROUNDS", "FirstAidResult",
    "GridLimbs", "LEGS", "LIMBS", "MISS", "PARTS", "PART_LABELS", "POINT_BLANK_TABLE", "ReloadResult",
    "ShotResult", "Vest", "VestResult", "WEAPONS", "Weapon", "after_player_death", "block",
    "called_shot_part", "can_wield", "chosen_reload", "death_award", "effective_speed", "first_aid",
    "first_aid_cap_left", "first_aid_harm_chance", "flinches", "gain_experience",
    "grenade_blast_radius", "grenade_damage", "grid_distance", "hand_share", "hand_value",
    "hasty_reload", "hit_probability", "in_melee_reach", "knockback_destination", "knockback_tiles",
    "main_pool_loss", "melee_damage", "obstacle_damage", "pain_pills", "part_maximum", "path_cost",
    "point_blank", "point_blank_distribution", "point_blank_part", "recover_stamina", "resolve_shot",
    "rounds_to_draw", "ruleset", "shoot", "shooting_accuracy", "shooting_distance", "shot_distribution",
    "smg_spray_bullets", "split_by_hand", "sprint", "stamina_recovery", "stop_chance", "strikes_back",
    "torso_hit", "walk_allowance", "zombie_kill",
]
