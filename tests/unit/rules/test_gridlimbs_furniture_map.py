"""gridlimbs: furniture moved and broken on the battle map, through the map rules the ruleset
returns, with the text's own words ("Moving Furniture/Breaking Furniture", the revision)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.grid import Moved
from app.rules.gridlimbs.map_furniture import piece_at
from app.services.logtext import render
from tests.unit.rules.test_gridlimbs_map import GRID, grid_from, person

UP, RIGHT = (0, -1), (1, 0)


def test_a_clump_of_one_letter_is_one_piece():
    # "clumps of 'f's are part of the same furniture": side to side, one kind
    battle_map = grid_from("xffx", "xfFx", "fxxx", tokens={})
    assert GRID.furniture_next_to(battle_map, (0, 1)) == [((1, 0), (2, 0), (1, 1)), ((0, 2),)]
    assert GRID.furniture_next_to(battle_map, (1, 2)) == [((1, 0), (2, 0), (1, 1)), ((0, 2),)]
    assert GRID.furniture_next_to(battle_map, (3, 1)) == [((2, 1),)]  # an F is another piece


def test_weight_less_strength_is_the_speed_penalty_and_the_mover_sprints():
    # "subtract your strength from its weight, and use the difference as a speed penalty"; "I will
    # treat the movement as if you are sprinting, and deduct stamina accordingly"
    battle_map = grid_from("xxxxxx", "xxxxxx", "xffffx", "xxAxxx", tokens={"A": 1})
    ann = person(strength=2, speed=6, stamina=8)
    plan = GRID.plan_furniture_move(battle_map, (1, 2), {1: ann}, UP, 2, 4)
    assert plan.allowed == 6 - (4 - 2) and plan.cost == 2 and plan.reason is None
    assert plan.after.kind((1, 0)) == "f" and plan.after.kind((1, 2)) == "floor"
    assert plan.after.tokens[1] == (2, 1)  # the mover comes along
    outcome = GRID.apply_furniture_move(*ann, plan)
    assert outcome.state["stamina"] == 8 - 2
    too_far = GRID.plan_furniture_move(battle_map, (1, 2), {1: ann}, UP, 2, 8)  # weight 8: 6 − 6 = 0
    assert too_far.allowed == 0 and too_far.reason is not None
    assert too_far.reason_args["weight"] == 8 and too_far.reason_args["strength"] == 2


def test_a_team_adds_its_strength_and_moves_at_the_slowest_speed():
    # "the combined strength is subtracted from the weight, but the team can only move at the speed
    #  of the slowest player"
    battle_map = grid_from("xxxxxx", "xxxxxx", "xffffx", "xxABxx", tokens={"A": 1, "B": 2})
    ann, ben = person(strength=2, speed=6), person(strength=3, speed=4)
    plan = GRID.plan_furniture_move(battle_map, (1, 2), {1: ann, 2: ben}, UP, 2, 4)
    assert plan.allowed == 4 and plan.reason is None  # 4 − (2 + 3) < 0: no penalty, Ben's speed 4
    assert (plan.after.tokens[1], plan.after.tokens[2]) == ((2, 1), (3, 1))
    # what a mover already ran this round comes off the turn
    tired = GRID.plan_furniture_move(battle_map, (1, 2), {1: ann, 2: ben}, UP, 2, 4,
                                     before={2: Moved(Fraction(3), True)})
    assert tired.allowed == 1 and tired.reason is not None


def test_a_wall_or_a_token_in_the_way_stops_it_and_only_those_beside_move_it():
    battle_map = grid_from("x|xxx", "xffxx", "xAxxx", "xxxxD", tokens={"A": 1, "D": 3})
    ann = person(strength=4, speed=6)
    blocked = GRID.plan_furniture_move(battle_map, (1, 1), {1: ann}, UP, 1, 2)
    # what is in the way is named: the wall on B1 ("Something is in the way on B1." said neither)
    assert render(blocked.reason, dict(blocked.reason_args), "rules") == "In the way on B1: Wall."
    pushed = GRID.plan_furniture_move(battle_map, (1, 1), {1: ann}, RIGHT, 2, 2)  # Ann beside: she goes along
    assert pushed.reason is None and pushed.after.tokens[1] == (3, 2)
    with pytest.raises(RulesError, match="beside the furniture"):
        GRID.plan_furniture_move(battle_map, (1, 1), {3: ann}, RIGHT, 1, 2)


def test_a_tile_at_half_takes_double_lets_attacks_through_and_at_zero_splits_the_piece():
    # "Each individual tile of furniture has hitpoints"; "If a tile of furniture is reduced to half
    # hitpoints, it takes double damage, and attacks will be able to go through it"; "tiles of one
    # piece of furniture are destroyed in such a way to split the furniture into two pieces"
    battle_map = grid_from("fff", "xxx")
    with pytest.raises(RulesError, match="hit points of a tile"):
        GRID.hit_furniture(battle_map, (1, 0), 4, 0)  # how many is the GM's to say
    first = GRID.hit_furniture(battle_map, (1, 0), 4, 10)
    assert (first.before, first.taken, first.after) == (10, 4, 6)
    second = GRID.hit_furniture(first.battle_map, (1, 0), 2, 0)  # its 10 are known now
    assert (second.after, second.most) == (4, 10)
    assert second.lines[-1].text == "Broken through: attacks go through it."
    third = GRID.hit_furniture(second.battle_map, (1, 0), 3, 0)
    assert third.taken == 6 and third.after == 0  # 3 × 2
    assert third.battle_map.kind((1, 0)) == "floor"
    assert (piece_at(third.battle_map, (0, 0)), piece_at(third.battle_map, (2, 0))) == (((0, 0),), ((2, 0),))
    assert [line.args.get("count") for line in third.lines if "splits" in line.text] == [2]
    assert (1, 0) not in third.battle_map.wear


def test_the_hit_points_a_tile_took_move_with_it_and_are_kept():
    battle_map = grid_from("xxx", "ffx", "Axx", tokens={"A": 1})
    hit = GRID.hit_furniture(battle_map, (0, 1), 3, 8)
    moved = GRID.plan_furniture_move(hit.battle_map, (0, 1), {1: person(strength=3, speed=6)}, UP, 1, 2)
    assert moved.reason is None and moved.after.wear == {(0, 0): (5, 8)}
    assert type(moved.after).from_dict(moved.after.to_dict()) == moved.after


def test_a_blow_of_twice_its_weight_knocks_the_piece_back_as_far_as_the_way_is_free():
    # "Furniture can suffer knockback if it suffers a blow double or greater than double its weight;
    # the rules for determining knockback are the same as those outlined previously"
    battle_map = grid_from("xcxxx|", "xxxxxx", tokens={})
    light = GRID.hit_furniture(battle_map, (1, 0), 1, 10, force=1, source=(0, 0))  # below twice 1: stays
    assert light.battle_map.kind((1, 0)) == "c"
    knocked = GRID.hit_furniture(battle_map, (1, 0), 1, 10, force=4, source=(0, 0))  # ⌊4 / 1⌋ − 1 = 3 tiles
    assert knocked.battle_map.kind((4, 0)) == "c" and knocked.battle_map.kind((1, 0)) == "floor"
    assert knocked.battle_map.wear == {(4, 0): (9, 10)}  # its hit points go with it
    walled = GRID.hit_furniture(battle_map, (1, 0), 1, 10, force=6, source=(0, 0))  # 5 meant, the wall at F1
    assert walled.battle_map.kind((4, 0)) == "c"
    assert [line.args for line in walled.lines[-2:]] == [{"count": 3, "force": 6, "weight": 1}, {"tiles": 5}]
