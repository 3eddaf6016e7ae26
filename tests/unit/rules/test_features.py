"""The features a ruleset declares (the Threat Level, swarms) come with their rules objects, so the
services reach them through the ruleset and never name it."""

from __future__ import annotations

import pytest

from app.rules import PRESETS, RULESETS, get_ruleset
from app.rules.base import Choice, Ruleset, field_fits
from app.rules.declarations import Choice as DeclaredChoice
from app.rules.dice import Dice
from app.rules.features.swarm import SwarmRules
from app.rules.features.threat import ThreatRules
from app.rules.stored import field_fits as stored_field_fits

CASES = [(r, p) for r in RULESETS for p in (PRESETS[r] or (None,))]


@pytest.mark.parametrize(("ruleset_id", "preset"), CASES)
def test_declared_features_have_their_rules(ruleset_id: str, preset: str | None) -> None:
    rules = get_ruleset(ruleset_id, preset)
    threat, swarms = rules.threat_rules(), rules.swarm_rules()
    assert ("threat" in rules.features) == isinstance(threat, ThreatRules)
    assert ("swarm" in rules.features) == isinstance(swarms, SwarmRules)


def test_twdu_threat_and_swarm_rules_answer_as_the_text() -> None:
    rules = get_ruleset("twdu")
    threat, swarms = rules.threat_rules(), rules.swarm_rules()
    assert threat is not None and swarms is not None
    assert [k for k, _ in threat.avoid_skills()[:2]] == ["stealth", "mobility"]
    assert threat.can_avoid(2) and not threat.can_avoid(3)
    assert threat.alert_stress(2, 3) == 1 and threat.alert_stress(3, 4) == 0
    assert swarms.swarm_size(30) == 3 and swarms.max_rolls == 3 and swarms.fight_skill == "close_combat"
    assert [c.value for c in swarms.clearing_methods()] == ["shooting", "close_combat"]  # shooting the default
    fight = swarms.start_fight(30, 3, None, False)
    assert fight.swarm_threat == 6 and swarms.fight_from_dict(fight.to_dict()) == fight
    sheet = rules.new_sheet()
    pool = swarms.skill_pool(sheet, rules.initial_state(sheet), "close_combat", modifier=2, is_pc=True)
    dice = swarms.pool_dice(pool)
    assert dice == swarms.pool_base(pool) >= 3  # no stress: base dice alone
    roll = swarms.roll(pool, Dice(seed=1), " ".join(["6", "6"] + ["3"] * (dice - 2)))
    assert roll.successes == 2 and swarms.from_memo(swarms.memo(roll)) == roll
    assert swarms.add_stress({"stress": 9}, 3).state["stress"] == 10  # the track's top


def test_base_re_exports_its_declarations_and_hands_no_call_on() -> None:
    assert Choice is DeclaredChoice and field_fits is stored_field_fits
    # the ruleset hands no call on: each is asked of its feature (ruleset.ammo_rules().ammo_stocks…)
    assert not any(hasattr(Ruleset, name) for name in ("ammo_stocks", "apply_damage", "resolve_roll", "checks_due"))
