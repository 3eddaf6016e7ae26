"""The features a ruleset may have beyond what every ruleset declares (see :mod:`app.rules.base`):
ammunition, skill rolls, the Threat Level and swarms, each an interface the ruleset implements in
its own package and the services use without naming the ruleset."""

from app.rules.features.ammo import AmmoFeature
from app.rules.features.skill_rolls import SkillRoll, SkillRolls
from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.features.swarm_choices import LossPick, RollModifier
from app.rules.features.threat import AvoidResult, ThreatRules

__all__ = [
    "AmmoFeature", "AvoidResult", "LossPick", "RollModifier", "SkillRoll", "SkillRolls", "SwarmRules", "SwarmState",
    "ThreatRules",
]
