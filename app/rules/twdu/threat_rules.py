"""twdu's Threat Level as the threat feature declares it: its seven levels, avoiding the dead at
Threat 1 or 2 and the stress of alerting them (:mod:`.dead` holds the rules themselves)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.rules.base import ThreatLevelSpec
from app.rules.features.threat import ThreatRules
from app.rules.twdu import dead
from app.rules.twdu.skill_rolls import TwduSkillRolls
from app.rules.twdu.swarm_rules import TwduSwarms

if TYPE_CHECKING:
    from app.rules.twdu.ruleset import TwduRuleset

#: the skills offered first for a roll to avoid the dead
AVOID_FIRST = ("stealth", "mobility")
#: the Threat Levels at which the dead can be avoided
AVOID_LEVELS = (1, 2)


class TwduThreat(TwduSkillRolls, ThreatRules):
    """Avoiding and alerting the dead."""

    def can_avoid(self, level: int) -> bool:
        return level in AVOID_LEVELS

    def avoid_skills(self) -> list[tuple[str, str]]:
        """Stealth and Mobility first, then the other skills the GM may allow."""
        skills = dict(self.skills())
        return [(k, skills[k]) for k in AVOID_FIRST] + [(k, v) for k, v in skills.items() if k not in AVOID_FIRST]

    def avoid_dead(self, level: int, successes: int, messed_up: bool, pick: str = "raise") -> dead.AvoidResult:
        return dead.avoid_dead(level, successes, messed_up, pick)

    def alert_stress(self, old: int, new: int) -> int:
        return dead.alert_stress(old, new)


class TwduTheDead:
    """The dead in :class:`TwduRuleset`: the Threat Level's steps and the features' rules."""

    def threat_levels(self) -> Sequence[ThreatLevelSpec]:
        """The seven Threat Levels of the text, each with its situation."""
        return tuple(ThreatLevelSpec(t.level, t.name, t.situation) for t in dead.THREAT_LEVELS)

    def change_threat(self, level: int, step: int) -> int:
        """A step of the Threat Level, clamped to 0-6 (5 + 2 is 6)."""
        return dead.change_threat(dead.clamp_threat(level), step)

    def alert_stress(self, old: int, new: int) -> int:
        """Stress each PC takes when the Threat Level moving ``old`` → ``new`` alerts the dead."""
        return dead.alert_stress(old, new)

    def threat_rules(self: TwduRuleset) -> TwduThreat:  # type: ignore[misc]
        return TwduThreat(self)

    def swarm_rules(self: TwduRuleset) -> TwduSwarms:  # type: ignore[misc]
        return TwduSwarms(self)
