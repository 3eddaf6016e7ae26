"""The features of a ruleset beyond its sheet (see :mod:`app.rules.base`): damage and healing,
checks, rolls, ammunition, experience, melee in groups, the Threat Level and swarms (the battle map is
:class:`app.rules.grid.GridRules`).  Each is an interface the ruleset implements in its own package
with a class of its own; the ruleset returns it (``ruleset.ammo_rules()``…, None where it has
none) and the services use it without naming the ruleset."""

from app.rules.features.ammo import NO_AMMO, AmmoRules, NoAmmo
from app.rules.features.checks import CheckRules
from app.rules.features.damage import DamageRules
from app.rules.features.experience import ExperienceRules
from app.rules.features.melee_groups import GroupExchange, MeleeFighter, MeleeGroupRules, MeleeHit
from app.rules.features.rolls import RollRules
from app.rules.features.skill_rolls import HeldSkillRolls, SkillRoll, SkillRolls
from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.features.swarm_choices import LossPick, RollModifier
from app.rules.features.threat import AvoidResult, ThreatRules

__all__ = [
    "NO_AMMO", "AmmoRules", "AvoidResult", "CheckRules", "DamageRules", "ExperienceRules", "GroupExchange",
    "HeldSkillRolls", "LossPick", "MeleeFighter", "MeleeGroupRules", "MeleeHit", "NoAmmo", "RollModifier",
    "RollRules", "SkillRoll", "SkillRolls", "SwarmRules", "SwarmState", "ThreatRules",
]
