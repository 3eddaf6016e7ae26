"""A block declared for the round read by the damage form (gridlimbs): "this will only succeed if
you are faster than them.  If your opponent's damage exceeds your strength, the difference goes
through as damage; however, if their damage does not exceed your strength, you will cause them
knock back.  If you attempt to block when there are no adjacent enemies to you at the start of a
round, and one with faster speed runs at you, the block works as per usual." """

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.gridlimbs import ruleset
from app.rules.gridlimbs.run_past_attacks import declare_block
from app.rules.gridlimbs.state_changes import with_body
from app.rules.worked import english


def say(line) -> str:
    return english({"t": line.text, "args": dict(line.args)})


def blocker(rules, braced=False, **stats):
    """A blocker (Strength 3, Max HP 12 unless told), his block declared with an enemy adjacent or,
    ``braced``, with none."""
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": 12, "strength": 3, **stats})
    enemies = [] if braced else [(1, 2)]
    return sheet, declare_block(rules, sheet, rules.initial_state(sheet), (1, 1), enemies).state


def katana(strength, speed):
    """A katana hit of the attacker's Strength × 2 × 50% × 2, from an attacker of ``speed``."""
    return {"amount": 0, "part": "torso", "bullet": False, "weapon": "katana", "attacker_strength": strength,
            "attacker_hand_share": 50, "attacker_speed": speed}


def test_the_form_asks_for_the_attacker_s_speed_only_while_the_target_blocks():
    rules = ruleset()
    sheet, state = blocker(rules, speed=4)
    assert "attacker_speed" in [f.key for f in rules.damage_rules().damage_form(sheet, state)]
    assert "attacker_speed" not in [f.key for f in rules.damage_rules().damage_form(sheet, rules.initial_state(sheet))]
    attacker = rules.validate_sheet({**rules.new_sheet(), "speed": 5})
    assert rules.damage_rules().damage_defaults(sheet, state, (attacker, rules.initial_state(attacker))) == {
        "attacker_speed": "5", "attacker_strength": 2}
    assert rules.damage_rules().damage_defaults(
        sheet, rules.initial_state(sheet), (attacker, rules.initial_state(attacker))
    ) == {"attacker_strength": 2}


def test_a_faster_blocker_lets_through_only_what_exceeds_his_strength():
    rules = ruleset()
    sheet, state = blocker(rules, speed=4)
    out = rules.damage_rules().apply_damage(
        sheet, state, katana(4, 3), Dice(seed=1)
    )  # 4×2×50%×2 = 8 against Strength 3
    assert out.state["torso"] == 12 - 5
    assert english(out.arithmetic) == "Strength 4 × Katana 2 × hand 50% × 2 = 8; 8 − block 3 = 5"
    assert [say(line) for line in out.lines][:2] == [
        "Blocks: Speed 4 is faster than the attacker's 3.",
        "8 exceeds Strength 3: 5 goes through.",
    ]


def test_a_slower_or_equal_blocker_fails_and_takes_it_all():
    rules = ruleset()
    for speed in (2, 3):
        sheet, state = blocker(rules, speed=speed)
        out = rules.damage_rules().apply_damage(sheet, state, katana(4, 3), Dice(seed=1))
        assert out.state["torso"] == 12 - 8
        assert say(out.lines[0]) == (
            f"Blocks, but fails: Speed {speed} is not faster than the attacker's 3; all 8 goes through."
        )


def test_a_block_declared_with_no_enemy_adjacent_holds_against_a_faster_runner():
    rules = ruleset()
    sheet, state = blocker(rules, braced=True, speed=2)
    out = rules.damage_rules().apply_damage(sheet, state, katana(4, 6), Dice(seed=1))
    assert out.state["torso"] == 12 - 5
    assert say(out.lines[0]) == (
        "Blocks (declared with no enemy adjacent): holds against the attacker who ran in (Speed 6 against 2)."
    )


def test_damage_not_above_the_blocker_s_strength_knocks_the_attacker_back_and_the_blocker_takes_nothing():
    rules = ruleset()
    sheet, state = blocker(rules, speed=4, strength=4)
    out = rules.damage_rules().apply_damage(sheet, state, katana(2, 3), Dice(seed=1))  # 2×2×50%×2 = 4, Strength 4
    assert out.state["torso"] == 12
    said = [say(line) for line in out.lines]
    assert said == [
        "Blocks: Speed 4 is faster than the attacker's 3.",
        "4 does not exceed Strength 4: nothing goes through, and the attacker is knocked back.",
    ]


def test_a_shot_and_a_hit_without_the_attacker_s_speed_are_not_blocked():
    rules = ruleset()
    sheet, state = blocker(rules, speed=4)
    shot = rules.damage_rules().apply_damage(
        sheet, state, {"part": "left_arm", "weapon": "pistol", "attacker_speed": 1}, Dice(seed=1)
    )
    assert shot.state["left_arm"] == 9 - 6
    passing = {**katana(4, 3)}
    del passing["attacker_speed"]  # the map's run past read the block already
    assert rules.damage_rules().apply_damage(sheet, state, passing, Dice(seed=1)).state["torso"] == 12 - 8
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(sheet, state, katana(4, -1), Dice(seed=1))


def limping(rules, sheet, state):
    """``state`` with its left leg useless (Speed halved)."""
    body = rules.body(sheet, state)
    return with_body(state, body.hit("left_leg", body.pool("left_leg")))


def test_halved_speeds_are_compared_exactly_not_rounded():
    """A blocker of Speed 5 with a useless leg moves 2.5: against an attacker of 2.5 (the same
    limp) he is not faster, and the block fails; against 2 it holds.  The attacker's Speed is
    filled in with its half ("2.5"), never rounded down to 2 (which made this block hold)."""
    rules = ruleset()
    sheet, state = blocker(rules, speed=5)
    state = limping(rules, sheet, state)
    assert rules.speed(sheet, state) == Fraction(5, 2)
    attacker = rules.validate_sheet({**rules.new_sheet(), "speed": 5})
    lame = limping(rules, attacker, rules.initial_state(attacker))
    assert rules.damage_rules().damage_defaults(sheet, state, (attacker, lame))["attacker_speed"] == "2.5"
    failed = rules.damage_rules().apply_damage(sheet, state, katana(4, "2.5"), Dice(seed=1))
    assert say(failed.lines[0]) == (
        "Blocks, but fails: Speed 2.5 is not faster than the attacker's 2.5; all 8 goes through."
    )
    held = rules.damage_rules().apply_damage(sheet, state, katana(4, "2"), Dice(seed=1))
    assert say(held.lines[0]) == "Blocks: Speed 2.5 is faster than the attacker's 2."
    assert say(rules.damage_rules().apply_damage(sheet, state, katana(4, "2,5"), Dice(seed=1)).lines[0]).startswith(
        "Blocks, but"
    )


@pytest.mark.parametrize("typed", ["fast", "2.3", "-1", "100", True, 2.5])
def test_a_speed_that_is_not_a_whole_or_half_number_is_refused(typed):
    rules = ruleset()
    sheet, state = blocker(rules, speed=4)
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(sheet, state, katana(4, typed), Dice(seed=1))
