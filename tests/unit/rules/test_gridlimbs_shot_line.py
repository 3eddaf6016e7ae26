"""gridlimbs: furniture stops a shot until a tile of it is broken through (rule text, revision,
"Moving Furniture/Breaking Furniture": "If a tile of furniture is reduced to half hitpoints, it
takes double damage, and attacks will be able to go through it")."""

from __future__ import annotations

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice
from app.rules.gridlimbs.shooting import hit_probability
from app.rules.gridlimbs.shot_line import tiles_crossed
from app.rules.rolling import Roller
from tests.unit.rules.test_gridlimbs_map import GRID, RULES, grid_from, person

ROW = ("xxxxxx", "AxUxBx", "xxxxxx")


def _view(battle_map):  # noqa: ANN001, ANN202
    shooter, _ = person(accuracy=8)
    return GRID.attack_view(battle_map, 1, 2, shooter)


def test_unbroken_furniture_stops_the_shot_and_the_map_says_so():
    view = _view(grid_from(*ROW, tokens={"A": 1, "B": 2}))
    assert view.in_the_way == (2, 1)
    assert view.aimed == 0 and view.unaimed == 0
    said = [line.text for line in GRID.attack_lines(view)]
    assert any("stops the shot" in text for text in said)
    assert GRID.roll_inputs(view)["blocked"] is True


def test_a_tile_broken_through_lets_the_shot_pass():
    # "reduced to half hitpoints … attacks will be able to go through it"
    battle_map = grid_from(*ROW, tokens={"A": 1, "B": 2})
    battle_map = GRID.hit_furniture(battle_map, (2, 1), 5, 10).battle_map  # 10 → 5 of 10: half
    view = _view(battle_map)
    assert view.in_the_way is None
    assert view.aimed == hit_probability(view.accuracy, view.distance, True) > 0
    assert GRID.roll_inputs(view)["blocked"] is False
    # above half it still stands in the way
    scratched = GRID.hit_furniture(grid_from(*ROW, tokens={"A": 1, "B": 2}), (2, 1), 4, 10).battle_map
    assert _view(scratched).in_the_way == (2, 1)


def test_the_line_runs_centre_to_centre_and_a_corner_is_not_crossed():
    assert tiles_crossed((0, 1), (4, 1)) == [(1, 1), (2, 1), (3, 1)]
    assert tiles_crossed((0, 0), (2, 2)) == [(1, 1)]  # through the middle tile's inside
    assert tiles_crossed((0, 0), (1, 1)) == []  # a diagonal neighbour: corners only
    assert tiles_crossed((0, 0), (2, 1)) == [(1, 0), (1, 1)]  # the inside of both, either side of x = 1
    battle_map = grid_from("AU", "UB", tokens={"A": 1, "B": 2})
    assert _view(battle_map).in_the_way is None  # point blank past two corners


def test_the_dice_dock_refuses_a_shot_the_map_says_furniture_stops():
    shooter = person(accuracy=8)
    roller = Roller(shooter[0], shooter[1], True, "Ann")
    inputs = {"distance": 4, "blocked": True}
    with pytest.raises(RulesError, match="Furniture stops the shot"):
        RULES.roll_rules().roll_odds("shot", roller, inputs)
    with pytest.raises(RulesError, match="Furniture stops the shot"):
        RULES.roll_rules().resolve_roll("shot", roller, inputs, Dice(seed=1))
