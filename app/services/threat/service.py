"""The threat service: what the threat dock asks for and one method per action."""

from __future__ import annotations

from typing import Any

from app.rules.base import MAX_THREAT, MIN_THREAT, ThreatLevelSpec
from app.services.service import Service
from app.services.threat.avoid import AvoidDead, AvoidPlan, ResolveAvoid, avoid_plan
from app.services.threat.dial import (
    ALTERNATIVES,
    REASONS,
    Reason,
    SetTensionMeter,
    StepThreat,
    reason_effect,
    reason_refusal,
    threat_of,
)
from app.services.threat.harm import HarmOfSingleAttack
from app.services.threat.single import SingleAttack, all_of, roll_due_of


class ThreatService(Service):
    """What the threat dock asks for: the level, its name and situation, the timeline, and the
    actions (a step with a reason, avoiding the dead and the GM's pick after a failure)."""


    # ------------------------------------------------------------------ reading
    def level(self) -> int:
        return threat_of(self.campaign.campaign.state)

    def enabled(self) -> bool:
        """The dial works: the ruleset has a Threat Level, or the GM switched the tension meter on."""
        return "threat" in self.ruleset.features or bool(self.campaign.campaign.state.get("tension_meter"))

    def preview(self, step: int) -> int:
        """Where one step would take the dial (clamped by the ruleset)."""
        return int(self.ruleset.change_threat(self.level(), step))

    def has_levels(self) -> bool:
        """Whether the ruleset names its levels (a threat dial) or not (a plain tension meter)."""
        return bool(self.ruleset.threat_levels())

    def level_spec(self, level: int | None = None) -> ThreatLevelSpec:
        """The level's name and situation (English source strings, context ``rules``); empty texts
        for a plain tension meter."""
        value = self.level() if level is None else level
        for spec in self.ruleset.threat_levels():
            if spec.level == value:
                return spec
        return ThreatLevelSpec(value, "", "")

    def level_word(self, level: int | None = None) -> str:
        """The word the players read beside the level (English source string, context ``rules``): the
        Threat Level's name, or the ruleset's word for that step of a plain tension meter."""
        value = self.level() if level is None else level
        spec = self.level_spec(value)
        if spec.name or self.has_levels():
            return spec.name
        words = self.ruleset.tension_words()
        return words[value] if 0 <= value < len(words) else ""

    def reasons(self, direction: int) -> list[Reason]:
        """The reasons offered for a step this way, in the order of the text."""
        features = self.ruleset.features
        return [r for r in REASONS if r.direction in (0, direction) and (not r.feature or r.feature in features)]

    def reason_refusal(self, key: str) -> str:
        """Why the reason ``key`` cannot lower the dial from its level now (a marked text, context
        ``rules``; twdu: the dead won't be waited out from Threat 3); "" where it can."""
        return reason_refusal(self.ruleset, key, self.level())

    def reason_effect(self, key: str, step: int) -> tuple[str, dict[str, Any]]:
        """What the reason ``key`` of a step this way does besides the step (a marked text, context
        ``log``, and its arguments; twdu: each PC's stress when it alerts the dead); ("", {}) for nothing."""
        return reason_effect(self.ruleset, key, self.level(), self.preview(step))

    def alternatives(self) -> list[Reason]:
        """What the GM may do instead of a step up (twdu: a single attack, Swarm Size +1); none
        without a Threat Level."""
        features = self.ruleset.features
        if "threat" not in features:
            return []
        return [r for r in ALTERNATIVES if not r.feature or r.feature in features]

    def timeline(self) -> list[tuple[int, str]]:
        """(level, reason key) for the open session, oldest first; just the level when untouched."""
        state = self.campaign.campaign.state
        session = self.campaign.current_session()
        number = session.number if session else None
        points = [
            (int(h["level"]), str(h.get("reason", "")))
            for h in state.get("threat_history", [])
            if h.get("session") == number
        ]
        return points or [(self.level(), "session_start")]

    def can_avoid(self) -> bool:
        rules = self.ruleset.threat_rules()
        return "threat" in self.ruleset.features and rules is not None and rules.can_avoid(self.level())

    def avoid_levels(self) -> list[int]:
        """The dial's levels at which the ruleset lets the dead be avoided (none without its Threat Level)."""
        rules = self.ruleset.threat_rules()
        if "threat" not in self.ruleset.features or rules is None:
            return []
        return [level for level in range(MIN_THREAT, MAX_THREAT + 1) if rules.can_avoid(level)]

    def dial_range(self) -> tuple[int, int]:
        """The dial's lowest and highest level."""
        return MIN_THREAT, MAX_THREAT

    def avoid_pending(self) -> dict[str, Any] | None:
        pending = self.campaign.campaign.state.get("avoid_pending")
        return pending if isinstance(pending, dict) else None

    def single_attack(self) -> SingleAttack | None:
        """The session's latest single attack from the dead given from the threat dock, and what came
        of it (read from the log)."""
        return next((a for a in reversed(self.single_attacks()) if a.dial), None)

    def single_attacks(self) -> list[SingleAttack]:
        """The session's recent single attacks from the dead, the threat dock's and the swarm fight's,
        oldest first, each with what came of it (read from the log)."""
        return all_of(self.campaign) if "threat" in self.ruleset.features else []

    def roll_due_of(self, character_id: int) -> SingleAttack | None:
        """The earliest single attack on ``character_id`` still waiting for its roll: the one the roll
        its offer sets up answers (None without one, or without the ruleset's Threat Level)."""
        return roll_due_of(self.campaign, character_id) if "threat" in self.ruleset.features else None

    def skills(self) -> list[tuple[str, str]]:
        """(key, label) of the skills a roll to avoid the dead may use, the ruleset's usual ones first."""
        rules = self.ruleset.threat_rules()
        return rules.avoid_skills() if rules is not None else []

    # ------------------------------------------------------------------ writing
    def set_tension_meter(self, on: bool) -> bool:
        return self.run(SetTensionMeter(on))

    def single_attack_harm(self, attack_id: int, character_id: int, damage: int) -> bool:
        """``damage`` to the victim of the single attack logged as ``attack_id`` (its roll failed)."""
        return self.run(HarmOfSingleAttack(attack_id, character_id, damage))

    def step(self, step: int, reason: str = "gm") -> bool:
        return self.run(StepThreat(step, reason))

    def avoid_plan(self, character_id: int, skill: str, modifier: int = 0) -> AvoidPlan | None:
        """The roll to avoid the dead as the threat dock sets it up: the dice it takes ("6 × d6", a
        nested log value) and its chance of getting past them; None when it cannot be rolled."""
        row = self.campaign.characters_by_id((character_id,)).get(character_id)
        if row is None:
            return None
        return avoid_plan(self.ruleset, self.campaign.campaign.state, row, skill, modifier)

    def avoid(self, character_id: int, skill: str, modifier: int = 0, faces: str = "") -> bool:
        return self.run(AvoidDead(character_id, skill, modifier, faces))

    def resolve_avoid(self, pick: str) -> bool:
        return self.run(ResolveAvoid(pick))
