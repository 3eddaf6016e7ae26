"""The Threat Level as a ruleset declares it beyond the dial's named steps (those are
:meth:`app.rules.base.Ruleset.threat_levels`): avoiding the dead, alerting them and waiting them out.

A ruleset with the ``"threat"`` feature returns a :class:`ThreatRules` from
:meth:`app.rules.base.Ruleset.threat_rules`; the threat service asks it and never names the ruleset.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Protocol

from app.rules.features.skill_rolls import HeldSkillRolls


class AvoidResult(Protocol):
    """What a roll to avoid the dead came to: avoided or not, and the Threat Level after."""

    @property
    def avoided(self) -> bool: ...

    @property
    def threat_level(self) -> int: ...


class ThreatRules(HeldSkillRolls):
    """Avoiding the dead at a low Threat Level, and the stress of alerting them; its skill rolls are
    the ruleset's (:class:`~app.rules.features.skill_rolls.SkillRolls`, given at construction)."""

    @abstractmethod
    def can_avoid(self, level: int) -> bool:
        """Whether the dead can be avoided (sneaked past) at Threat Level ``level``."""

    @abstractmethod
    def avoid_skills(self) -> list[tuple[str, str]]:
        """(key, marked label) of the skills a roll to avoid the dead may use, the usual ones first."""

    @abstractmethod
    def avoid_dead(self, level: int, successes: int, messed_up: bool, pick: str = "raise") -> AvoidResult:
        """A roll to avoid the dead at ``level``: ``successes`` (after any penalty), whether it messed
        up, and the GM's ``pick`` after a plain failure (``"raise"`` or ``"single_attack"``)."""

    @abstractmethod
    def alert_stress(self, old: int, new: int) -> int:
        """The stress each PC takes when the Threat Level moving ``old`` → ``new`` alerts the dead."""

    def wait_out_refusal(self, level: int) -> str:
        """Why the dead cannot simply be waited out at Threat Level ``level`` (a marked rules text,
        context ``rules``); "" where waiting lowers the level."""
        return ""
