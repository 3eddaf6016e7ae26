"""The Walking Dead Universe RPG's features, each built alone and checked against the rule text
(twdu-violence-hazards.en.txt): damage to 0 Health breaks a character with one stress and a critical
injury, more damage while Broken kills; first aid's Medicine successes give back one Health each;
every 6 is a success; the Threat Level and swarms put a push's stress on the track they are given."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import Outcome, RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.rolling import Roller
from app.rules.twdu.ammunition import TwduAmmo
from app.rules.twdu.damage_rules import TwduDamage, add_stress
from app.rules.twdu.rolls import TwduRolls
from app.rules.twdu.swarm_rules import TwduSwarms
from app.rules.twdu.threat_rules import TwduThreat

RULES = get_ruleset("twdu")
REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}


def fresh():
    sheet = RULES.new_sheet()
    return sheet, RULES.initial_state(sheet)


def test_broken_at_zero_then_first_aid_gives_back_a_health_point_a_success():
    damage = TwduDamage()
    sheet, state = fresh()
    request = {"damage": 4, "armor": False, "injury_name": "Gut wound"}
    broken = damage.apply_damage(sheet, state, request, Dice(seed=3))
    assert (broken.state["health"], broken.state["stress"], len(broken.state["injuries"])) == (0, 1, 1)
    # "If the roll is successful ... you regain one Health Point.  Each extra success ... one additional"
    aided = damage.apply_heal(sheet, broken.state, {"kind": "first_aid", "successes": 2}, Dice(seed=1))
    assert aided.state["health"] == 2
    dead = damage.apply_damage(sheet, broken.state, {"damage": 1, "armor": False}, Dice(seed=1))
    assert dead.state["dead"]
    with pytest.raises(RulesError):
        damage.apply_heal(sheet, dead.state, {"kind": "stress", "amount": 1}, Dice(seed=1))


def test_stress_stops_at_the_top_of_its_track():
    assert add_stress({"stress": 9}, 3).state["stress"] == 10
    with pytest.raises(RulesError):
        add_stress({"stress": 0}, -1)


def test_a_weapons_ammunition_is_a_count_the_shots_spend():
    ammo = TwduAmmo()
    sheet = RULES.validate_sheet({**RULES.new_sheet(), "weapons": [REVOLVER]})
    state = RULES.initial_state(sheet)
    [stock] = ammo.ammo_stocks(sheet, state)
    assert (stock.key, stock.count) == ("Revolver", 6)
    state = ammo.fire_ammo(sheet, state, "Revolver", {"shots": 2}, Dice()).state
    assert ammo.ammo_stocks(sheet, state)[0].count == 4
    assert ammo.empty_ammo(sheet, state, "Revolver").state["ammo"]["Revolver"] == 0


def test_every_six_is_a_success():
    rolls = TwduRolls()
    sheet = {**RULES.new_sheet(), "strength": 2, "close_combat": 0}
    roller = Roller(sheet, RULES.initial_state(sheet), True, "Ana")
    inputs = {"skill": "close_combat"}
    success = rolls.roll_odds("skill", roller, inputs)[0]
    assert success.chance == 1 - Fraction(5, 6) ** 2  # two base dice, no stress die
    assert rolls.resolve_roll("skill", roller, inputs, TypedDice([6, 3])).success is True
    assert rolls.resolve_roll("skill", roller, inputs, TypedDice([5, 3])).success is False


class Track:
    """A stress track that keeps what it was given."""

    def __init__(self) -> None:
        self.given: list[int] = []

    def add_stress(self, state, amount=1):
        self.given.append(amount)
        return Outcome({**state, "stress": int(state.get("stress", 0)) + amount})


def test_the_threat_level_and_swarms_put_stress_on_the_track_they_hold():
    track = Track()
    threat, swarms = TwduThreat(track), TwduSwarms(track)
    # the dead become aware from Threat 3: one stress each; Stealth and Mobility avoid them first
    assert threat.alert_stress(2, 3) == 1 and threat.alert_stress(3, 4) == 0
    assert [k for k, _ in threat.avoid_skills()[:2]] == ["stealth", "mobility"]
    assert threat.add_stress({"stress": 1}, 1).state["stress"] == 2
    assert swarms.add_stress({}, 1).state["stress"] == 1
    assert track.given == [1, 1]
    assert swarms.swarm_size(30) == 3
