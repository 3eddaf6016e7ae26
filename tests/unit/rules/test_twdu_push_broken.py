"""twdu: one Broken since his roll pushes nothing ("Broken: … any skill roll fails"): the push his
roll offered is refused with the reason, his own and his side of a duel alike."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller


def test_a_roll_of_one_broken_since_is_not_pushed():
    rules = get_ruleset("twdu")
    rolls = rules.roll_rules()
    sheet = rules.validate_sheet({**rules.new_sheet(), "strength": 2, "close_combat": 1})
    mia = Roller(sheet, rules.initial_state(sheet), True, "Mia")
    failed = rolls.resolve_roll("skill", mia, {"skill": "close_combat"}, TypedDice([2, 3, 4]))
    assert [f.key for f in failed.follow_ups] == ["push"]
    assert rolls.follow_up_refusal("push", failed.memo, mia) is None
    broken = Roller(sheet, {**mia.state, "health": 0}, True, "Mia")
    assert rolls.follow_up_refusal("push", failed.memo, broken) == "Broken: one out of the fight cannot push a roll."
    assert rolls.follow_up_refusal("push_opponent", failed.memo, broken) is not None
    with pytest.raises(RulesError, match="Broken"):
        rolls.follow_up_roll("push", failed.memo, broken, TypedDice([6, 6, 6, 6]))
    pushed = rolls.follow_up_roll("push", failed.memo, mia, TypedDice([6, 2, 2, 2]))
    assert pushed.success


def test_a_broken_character_rolls_nothing_against_the_swarm():
    rules = get_ruleset("twdu")
    swarm = rules.swarm_rules()
    sheet = rules.validate_sheet({**rules.new_sheet(), "strength": 2, "close_combat": 1})
    state = rules.initial_state(sheet)
    assert swarm.rolls_nothing(sheet, state) is None
    assert swarm.rolls_nothing(sheet, {**state, "health": 0}) == "Broken: every roll fails"
    assert swarm.pool_dice(swarm.skill_pool(sheet, {**state, "health": 0}, "close_combat", is_pc=True)) == 0
