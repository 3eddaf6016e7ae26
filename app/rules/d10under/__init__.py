"""A home-made roll-under d10 system (ruleset id ``d10under``).

Six attributes 1-10; a test passes on a d10 at or under attribute + modifier; shooting is a
Perception test with the rules of the 10 and of the 1; melee is an exchange of d10s, highest die
wins.  Each topic has its own module; everything is exposed here.
"""

from app.rules.d10under.ammo import WEAPON_KINDS, Weapon, find_weapon, full_ammo, reload, spend_shots
from app.rules.d10under.attributes import (
    ATTRIBUTE_LABELS,
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    ATTRIBUTES,
    START_POINTS,
    START_VALUE,
    attacks_per_turn,
    attribute_budget,
    base_damage,
    check_attribute,
    derived_values,
    max_health,
    points_below_start,
    points_spent,
)
from app.rules.d10under.checks import (
    D10,
    TestResult,
    check_modifier,
    roll_test,
    target_number,
    test_passes,
    test_probability,
)
from app.rules.d10under.damage import (
    Armor,
    DamageResult,
    apply_hit,
    armor_deflects,
    check_amount,
    damage_after_armor,
    heal,
)
from app.rules.d10under.melee import (
    ExchangeRound,
    Fighter,
    Hit,
    MeleeResult,
    check_sides,
    exchange_hits,
    melee_exchange,
    melee_win_probability,
    read_round,
    round_odds,
    split_melee,
)
from app.rules.d10under.ruleset import D10UnderRuleset, ruleset
from app.rules.d10under.shooting import (
    CRITICAL_MULTIPLIER,
    OUTCOME_LABELS,
    OUTCOMES,
    ShotResult,
    critical_probability,
    roll_shot,
    shot_damage,
    shot_distribution,
    shot_hit_probability,
    shot_outcome,
)
from app.rules.d10under.turn import ACTIONS, ACTIONS_PER_TURN

__all__ = [
    "ATTRIBUTES", "ATTRIBUTE_LABELS", "ATTRIBUTE_MAX", "ATTRIBUTE_MIN", "START_POINTS", "START_VALUE",
    "attacks_per_turn", "attribute_budget", "base_damage", "check_attribute", "derived_values", "max_health",
    "points_below_start", "points_spent",
    "D10", "TestResult", "check_modifier", "roll_test", "target_number", "test_passes", "test_probability",
    "CRITICAL_MULTIPLIER", "OUTCOMES", "OUTCOME_LABELS", "ShotResult", "critical_probability", "roll_shot",
    "shot_damage", "shot_distribution", "shot_hit_probability", "shot_outcome",
    "ExchangeRound", "Fighter", "Hit", "MeleeResult", "check_sides", "exchange_hits", "melee_exchange",
    "melee_win_probability", "read_round", "round_odds", "split_melee",
    "Armor", "DamageResult", "apply_hit", "armor_deflects", "check_amount", "damage_after_armor", "heal",
    "WEAPON_KINDS", "Weapon", "find_weapon", "full_ammo", "reload", "spend_shots",
    "ACTIONS", "ACTIONS_PER_TURN",
    "D10UnderRuleset", "ruleset",
]
