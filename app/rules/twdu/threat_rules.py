"""twdu's Threat Level as the threat feature declares it: its seven levels, avoiding the dead at
Threat 1 or 2, the stress of alerting them, and waiting them out only at 2 and below (:mod:`.dead`
holds the rules themselves)."""

from __future__ import annotations

from app.rules.features.threat import ThreatRules
from app.rules.twdu import dead
from app.rules.twdu.skill_rolls import StressTrack, TwduSkillRolls

#: the skills offered first for a roll to avoid the dead
AVOID_FIRST = ("stealth", "mobility")
#: the Threat Levels at which the dead can be avoided
AVOID_LEVELS = (1, 2)


class TwduThreat(ThreatRules):
    """Avoiding and alerting the dead; stress goes on ``stress`` (the ruleset's damage rules)."""

    def __init__(self, stress: StressTrack) -> None:
        super().__init__(TwduSkillRolls(stress))

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

    def wait_out_refusal(self, level: int) -> str:
        return dead.wait_out_refusal(level)
