"""A grid ruleset whose text has no moves or attacks on the map: the base GridRules refuses them with
a message the GM can read (the map service calls each of them on any grid), and offers nothing."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.grid import NOT_ON_THIS_MAP, AttackView, BattleMap, GridRules, Moved, MovePlan


def test_a_map_without_moves_or_attacks_refuses_them_and_offers_none():
    grid = GridRules()
    battle_map = BattleMap(6, 6).with_token(1, (0, 0)).with_token(2, (3, 0))
    sheet: dict[str, object] = {}
    with pytest.raises(RulesError, match="no such move or attack"):
        grid.plan_move(battle_map, 1, [(1, 0)], sheet, {}, in_fight=True)
    with pytest.raises(RulesError) as shot:
        grid.attack_view(battle_map, 1, 2, sheet)
    assert str(shot.value) == NOT_ON_THIS_MAP
    with pytest.raises(RulesError):
        grid.throw_grenade(battle_map, 1, sheet, {}, (3, 0), {}, Dice(random.Random(1)))
    with pytest.raises(RulesError):
        grid.spray(battle_map, 1, sheet, {})
    assert grid.cheapest_path(battle_map, 1, (3, 0)) is None
    assert grid.spray_targets(battle_map, 1, sheet) == []
    assert grid.strength(sheet) == 0
    view = AttackView(distance=3, exact_distance=Fraction(3), point_blank=False, melee_reach=False, accuracy=6,
                      aimed=Fraction(0), unaimed=Fraction(0))
    assert grid.attack_lines(view) == []


def test_a_move_the_base_never_plans_changes_nothing_it_is_given():
    grid = GridRules()
    before = Moved()
    plan = MovePlan(1, ((0, 0), (1, 0)), Fraction(1), "walk")
    assert grid.moved_after(plan, before) is before
    assert grid.apply_move({}, {"stamina": 4}, plan).state == {"stamina": 4}
