"""afmbe automatic fire takes its rounds off the weapon's magazine (unisystem §4.2.1.3)."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import DiceError, TypedDice
from app.rules.rolling import Roller

GUNS = [{"name": "Guns", "type": "Submachine Gun", "level": 2}]
SMG = {"name": "SMG", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 30, "automatic": True}


def roller(rules, state=None, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {})}, True)


@pytest.fixture
def fight():
    rules = get_ruleset("afmbe", "unisystem")
    return rules, roller(rules, dex=3, skills=GUNS, weapons=[SMG]), roller(rules)


def test_a_burst_leaves_the_magazine_short_of_its_rounds(fight):
    rules, gunner, target = fight
    inputs = {"skill": "0", "weapon": "0", "fire": "burst", "burst_size": 3, "defence": "none"}
    shot = rules.roll_rules().resolve_roll("attack", gunner, inputs, TypedDice([7]), target)
    assert shot.state["ammo"]["SMG"] == {"loaded": 27, "spare": 0}
    assert rules.ammo_rules().ammo_stocks(gunner.sheet, shot.state)[0].count == 27


def test_rock_and_roll_at_0_rounds_sprays_the_whole_magazine_in_the_odds_and_the_roll(fight):
    rules, gunner, target = fight
    short = roller(rules, {"ammo": {"SMG": {"loaded": 25, "spare": 0}}}, dex=3, skills=GUNS, weapons=[SMG])
    inputs = {"skill": "0", "weapon": "0", "fire": "rock_and_roll", "defence": "none"}
    odds = rules.roll_rules().roll_odds("attack", short, inputs, target)
    assert [c.args["group"] for c in odds] == [1, 2, 3]  # 10, 10 and 5 rounds
    spray = rules.roll_rules().resolve_roll("attack", short, inputs, TypedDice([9, 9, 9]), target)
    assert len(spray.records) == 3 and spray.state["ammo"]["SMG"]["loaded"] == 0


def test_too_few_rounds_are_refused_before_a_die_is_rolled(fight):
    rules, gunner, target = fight
    two = roller(rules, {"ammo": {"SMG": {"loaded": 2, "spare": 9}}}, dex=3, skills=GUNS, weapons=[SMG])
    burst = {"skill": "0", "weapon": "0", "fire": "burst", "burst_size": 3, "defence": "none"}
    with pytest.raises(RulesError, match="fewer rounds than this fire needs"):  # the odds say so before the roll
        rules.roll_rules().roll_odds("attack", two, burst, target)
    dice = TypedDice([7])
    with pytest.raises(RulesError, match="fewer rounds than this fire needs"):
        rules.roll_rules().resolve_roll("attack", two, burst, dice, target)
    with pytest.raises(DiceError):  # the typed die is still there: nothing was rolled
        dice.check_used_up()
    with pytest.raises(RulesError, match="magazine is not counted"):
        rules.roll_rules().resolve_roll("attack", roller(rules, dex=3, skills=GUNS, weapons=[{**SMG, "ammo": 0}]),
                           {**burst, "fire": "rock_and_roll"}, TypedDice([9]), target)
