"""Body pools, hits and bleeding of the grid-and-limbs game (rule text, "Damage" and "Healing")."""

import pytest

from app.rules.base import RulesError
from app.rules.gridlimbs import Body, main_pool_loss, part_maximum


def test_pool_maxima_limbs_three_quarters_head_half():
    # "Your limbs have HP pools equal to 3/4 of your main HP pool; your head ... 1/2"
    body = Body.fresh(12)
    assert body.pool("torso") == 12
    assert [body.pool(p) for p in ("left_arm", "right_arm", "left_leg", "right_leg")] == [9, 9, 9, 9]
    assert body.pool("head") == 6


def test_pool_maxima_round_down_for_the_starting_four_hp():
    # Start 4 HP: limbs ⌊3⌋ = 3, head 2; 5 HP: limbs ⌊3.75⌋ = 3, head ⌊2.5⌋ = 2
    assert part_maximum("left_leg", 4) == 3 and part_maximum("head", 4) == 2
    assert part_maximum("right_arm", 5) == 3 and part_maximum("head", 5) == 2


def test_six_point_leg_hit_costs_the_main_pool_three():
    # "if you are hit in the left leg for six hitpoints, you also lose three hitpoints from your main"
    body = Body.fresh(12).hit("left_leg", 6)
    assert body.pool("left_leg") == 3
    assert body.pool("torso") == 9


def test_odd_limb_hit_rounds_the_main_share_up():
    assert main_pool_loss("right_arm", 5) == 3
    assert Body.fresh(20).hit("right_arm", 5).pool("torso") == 17


def test_head_hit_costs_the_main_pool_double():
    body = Body.fresh(20).hit("head", 3)
    assert body.pool("head") == 7
    assert body.pool("torso") == 14


def test_torso_hit_takes_the_main_pool_only():
    body = Body.fresh(20).hit("torso", 5)
    assert body.pool("torso") == 15
    assert body.pool("head") == 10 and body.pool("left_leg") == 15


def test_hit_returns_a_new_body_and_leaves_the_old_one():
    body = Body.fresh(12)
    body.hit("left_leg", 6)
    assert body.pool("left_leg") == 9


def test_limb_at_zero_is_useless_and_pools_stop_at_zero():
    body = Body.fresh(12).hit("right_leg", 20)
    assert body.pool("right_leg") == 0
    assert body.useless("right_leg")
    assert body.pool("torso") == 2  # 12 − ⌈20/2⌉
    assert not body.dead


def test_head_at_zero_is_death_even_with_main_pool_left():
    # "If your head loses all its hitpoints before you lose your main hitpoints, then you die."
    body = Body.fresh(40).with_pool("head", 1).hit("head", 1)
    assert body.pool("head") == 0
    assert body.pool("torso") == 38
    assert body.dead


def test_main_pool_at_zero_is_death_without_a_head_or_torso_wound():
    # "you can go without taking a single wound to the torso or head but die from shock/pain"
    body = Body.fresh(8)
    for limb in ("left_arm", "right_arm", "left_leg", "right_leg"):
        body = body.hit(limb, 2)
    assert body.pool("head") == 4
    assert body.pool("torso") == 4
    body = body.hit("left_leg", 4).hit("right_leg", 4)
    assert body.pool("torso") == 0
    assert body.dead


def test_every_pool_at_half_bleeds_six_a_round():
    # "if all your hitpoint pools have been halved, you're taking six damage a round"
    body = Body.fresh(20)
    body = body.with_pool("head", 5).with_pool("torso", 10)
    for limb in ("left_arm", "right_arm", "left_leg", "right_leg"):
        body = body.with_pool(limb, 7)  # limbs max 15: 7 is at or below half
    assert body.bleeding_per_round() == 6
    after = body.end_of_round()
    assert after.pool("torso") == 4
    assert after.pool("head") == 4
    assert after.pool("left_arm") == 6


def test_above_half_does_not_bleed():
    body = Body.fresh(20).with_pool("left_leg", 8)  # max 15: 8 > 7.5
    assert body.bleeding("left_leg") == 0
    assert body.end_of_round() == body


def test_limb_exactly_at_half_bleeds():
    body = Body.fresh(20).with_pool("torso", 10)
    assert body.bleeding("torso") == 1
    assert body.end_of_round().pool("torso") == 9


def test_bleeding_limb_loses_one_and_costs_the_main_pool_one():
    # "it starts to bleed out, losing one hitpoint and also deducting one hitpoint from your total"
    body = Body.fresh(20).with_pool("left_arm", 5).end_of_round()
    assert body.pool("left_arm") == 4
    assert body.pool("torso") == 19


def test_hit_on_a_useless_limb_adds_a_point_of_bleeding_for_good():
    # "If a non-functioning limb is hit, it automatically adds a point per round's bleed damage"
    body = Body.fresh(20).hit("left_leg", 15)
    assert body.useless("left_leg") and body.bleed_mark("left_leg") == 0
    assert body.bleeding("left_leg") == 1
    body = body.hit("left_leg", 2).hit("left_leg", 1)
    assert body.bleed_mark("left_leg") == 2
    assert body.bleeding("left_leg") == 3
    before = body.pool("torso")
    assert body.end_of_round().pool("torso") == before - 3 - 1  # limb 3, main at or below half 1


def test_bandaged_limb_stops_bleeding_until_hit_again():
    body = Body.fresh(20).with_pool("right_leg", 4).bandage("right_leg", 0)
    assert body.bleeding("right_leg") == 0
    assert body.end_of_round() == body
    hit = body.hit("right_leg", 1)
    assert not hit.is_bandaged("right_leg")
    assert hit.bleeding("right_leg") == 1


def test_dead_body_no_longer_bleeds():
    body = Body.fresh(4).hit("head", 2)
    assert body.dead
    assert body.end_of_round() == body


def test_round_trip_through_the_json_form():
    body = Body.fresh(20).hit("left_leg", 15).hit("left_leg", 1).bandage("right_arm", 2)
    data = body.to_dict()
    assert data["pools"]["left_leg"] == 0
    assert data["bleed_marks"]["left_leg"] == 1
    assert data["bandaged"]["right_arm"] is True
    assert data["first_aid_restored"]["right_arm"] == 0  # already full: nothing to restore
    assert Body.from_dict(data) == body


@pytest.mark.parametrize("bad", [
    {"max_hp": 4},
    {"max_hp": 4, "pools": {"head": 3, "torso": 4, "left_arm": 3, "right_arm": 3, "left_leg": 3,
                            "right_leg": 3}},
    {"max_hp": 1, "pools": {}},
    {"max_hp": 4, "pools": {"tail": 1}},
])
def test_from_dict_refuses_bad_data(bad):
    with pytest.raises(RulesError):
        Body.from_dict(bad)


def test_negative_damage_and_unknown_parts_are_refused():
    with pytest.raises(RulesError):
        Body.fresh(4).hit("torso", -1)
    with pytest.raises(RulesError):
        Body.fresh(4).hit("tail", 1)


def test_useless_legs_count_and_new_max_hp_keeps_pools():
    body = Body.fresh(8).hit("left_leg", 6)
    assert body.useless_legs() == 1
    grown = body.with_max_hp(9)
    assert grown.maximum("torso") == 9 and grown.pool("torso") == body.pool("torso")
    assert grown.maximum("left_arm") == 6
