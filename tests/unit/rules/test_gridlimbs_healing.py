"""First aid and pain pills (rule text, "Healing")."""

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import Body, first_aid, first_aid_cap_left, first_aid_harm_chance, pain_pills


def test_no_first_aid_points_is_a_fifty_fifty_chance_to_hurt():
    # "if you don't put any points in your first aid stat ... have fun with your 50/50 chance to damage
    #  yourself"
    assert first_aid_harm_chance(0) == Fraction(1, 2)
    assert first_aid_harm_chance(3) == Fraction(1, 5)


def test_first_aid_heals_the_roll_and_stops_bleeding():
    body = Body.fresh(20).hit("left_leg", 10)  # leg 5 of 15: bleeding
    result = first_aid(body, "left_leg", 2, TypedDice([3]))  # d4
    assert result.succeeded and result.restored == 3
    assert result.body.pool("left_leg") == 8
    assert result.body.is_bandaged("left_leg")
    assert result.body.bleeding("left_leg") == 0
    assert [f.sides for f in result.records[0].faces] == [4]


def test_a_one_rolls_the_die_again_as_damage():
    # "with a one resulting in another d[(First Aid)+2] roll to determine how many hitpoints are deducted"
    body = Body.fresh(20).hit("right_arm", 10)  # arm 5, main 15
    result = first_aid(body, "right_arm", 0, TypedDice([1, 2]))  # d2, d2
    assert not result.succeeded and result.harm == 2
    assert result.body.pool("right_arm") == 3
    assert result.body.pool("torso") == 14
    assert not result.body.is_bandaged("right_arm")


def test_first_aid_never_restores_more_than_half_a_limb_in_total():
    # "your limbs cannot be restored by any more than half of their hitpoints via first-aid"
    body = Body.fresh(20).hit("left_arm", 15)  # arm 0 of 15: cap ⌊15/2⌋ = 7
    first = first_aid(body, "left_arm", 4, TypedDice([6]))
    assert first.body.pool("left_arm") == 6
    assert first_aid_cap_left(first.body, "left_arm") == 1
    second = first_aid(first.body, "left_arm", 4, TypedDice([5]))
    assert second.restored == 1 and second.body.pool("left_arm") == 7
    third = first_aid(second.body, "left_arm", 4, TypedDice([6]))
    assert third.restored == 0 and third.body.pool("left_arm") == 7
    # "First aid on a bleeding limb prevents bleed damage, even if it can no longer restore hitpoints"
    assert third.body.bleeding("left_arm") == 0


def test_more_damage_reverses_the_blood_stopping():
    body = first_aid(Body.fresh(20).hit("left_leg", 10), "left_leg", 2, TypedDice([2])).body
    assert body.hit("left_leg", 1).bleeding("left_leg") == 1


def test_first_aid_not_on_the_head_or_torso():
    with pytest.raises(RulesError):
        first_aid(Body.fresh(20), "head", 2, Dice(seed=1))
    with pytest.raises(RulesError):
        first_aid(Body.fresh(20), "torso", 2, Dice(seed=1))


def test_pain_pills_restore_half_max_hp_to_the_main_pool():
    # "restore ... half of your maximum hitpoints to your main pool"
    body = Body.fresh(12).hit("torso", 10)
    assert pain_pills(body).pool("torso") == 8
    assert pain_pills(Body.fresh(12).hit("torso", 3)).pool("torso") == 12


def test_pain_pills_leave_limbs_and_head_alone():
    body = Body.fresh(12).hit("left_leg", 9)
    assert pain_pills(body).pool("left_leg") == 0



def test_the_heal_form_says_where_a_bleed_first_aid_cannot_reach_is():
    # "basic first aid, which can keep your limbs functioning (but not the head)": the torso and the
    # head bleed where the form's Limb list does not go, and pain pills only help the main pool
    from app.rules.gridlimbs import ruleset
    from app.rules.gridlimbs.state_changes import with_body

    rules = ruleset()
    damage = rules.damage_rules()
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": 40})
    state = rules.initial_state(sheet)
    assert damage.heal_notes(sheet, state) == []
    hurt = with_body(state, Body.fresh(40).hit("head", 10))  # head 10 of 20, main 20 of 40
    notes = [(line.text, dict(line.args)) for line in damage.heal_notes(sheet, hurt)]
    assert notes == [
        ("The torso bleeds {points} a round: first aid in these rules treats limbs only. Pain pills give the "
         "main pool {gain}, above half: that stops its bleeding.", {"points": 1, "gain": 20}),
        ("The head bleeds {points} a round: first aid treats limbs only, not the head, and pain pills restore "
         "only the main pool.", {"points": 1}),
    ]
    assert damage.heal_defaults(sheet, hurt) == {"kind": "pain_pills"}  # no limb bleeds
