"""Every ruleset returns its features as objects it built once (issue 39): damage and healing
always, and each other feature exactly where the ruleset declares it; None where it has none."""

from __future__ import annotations

import pytest

from app.rules import PRESETS, RULESETS, get_ruleset
from app.rules.features.ammo import AmmoRules
from app.rules.features.checks import CheckRules
from app.rules.features.damage import DamageRules
from app.rules.features.experience import ExperienceRules
from app.rules.features.rolls import RollRules
from app.rules.features.swarm import SwarmRules
from app.rules.features.threat import ThreatRules
from app.rules.grid import GridRules

CASES = [(r, p) for r in RULESETS for p in (PRESETS[r] or (None,))]
ACCESSORS = {
    "damage_rules": DamageRules, "check_rules": CheckRules, "roll_rules": RollRules, "ammo_rules": AmmoRules,
    "experience_rules": ExperienceRules, "grid": GridRules, "threat_rules": ThreatRules, "swarm_rules": SwarmRules,
}


@pytest.mark.parametrize(("ruleset_id", "preset"), CASES)
def test_each_feature_is_one_object_of_its_interface_or_none(ruleset_id: str, preset: str | None) -> None:
    rules = get_ruleset(ruleset_id, preset)
    for name, interface in ACCESSORS.items():
        feature = getattr(rules, name)()
        assert feature is None or isinstance(feature, interface), name
        assert getattr(rules, name)() is feature, name  # built once, with the ruleset
    assert rules.damage_rules() is not None  # every ruleset hurts and heals
    assert any(f.startswith("ammo_") for f in rules.features) == (rules.ammo_rules() is not None)
    experience = rules.experience_rules()
    assert experience is None or experience.style in {"points", "events"}
    checks = rules.check_rules()
    assert checks is None or not checks.checks_due(rules.new_sheet(), rules.initial_state(rules.new_sheet()))


def test_each_ruleset_has_features_of_its_own_classes_not_the_ruleset_itself() -> None:
    for ruleset_id, preset in CASES:
        rules = get_ruleset(ruleset_id, preset)
        features = [getattr(rules, name)() for name in ACCESSORS]
        assert all(f is not rules for f in features)
        assert len({id(f) for f in features if f is not None}) == sum(f is not None for f in features)
