"""gridlimbs: the points where Deadwatch read the text wrong (issue 21), each with the text's words."""

from __future__ import annotations

from fractions import Fraction

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.gridlimbs.movement import in_melee_reach, shooting_distance
from app.rules.gridlimbs.shooting import hit_probability, point_blank_distribution, shot_distribution
from app.rules.rolling import Roller

# "You may not hit anyone with a melee weapon if they are on a tile diagonally across from yours;
#  they are just out of range. However, it still counts as point blank for a firearm."


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def test_diagonal_neighbour_is_shot_at_point_blank_distance():
    distance = shooting_distance((4, 4), (5, 5))
    assert distance == 1
    assert hit_probability(1, distance, aimed=True) == 1
    assert shot_distribution(2, distance, "head") == point_blank_distribution()
    assert shot_distribution(2, 2, "head", point_blank=True) == point_blank_distribution()
    # two diagonal steps away is no neighbour: 3 squares, rounded up from 3
    assert shooting_distance((4, 4), (6, 6)) == 3
    # and melee never reaches it; "adjacent" means a side neighbour only
    assert not in_melee_reach((4, 4), (5, 5))
    assert [in_melee_reach((4, 4), t) for t in ((4, 5), (5, 4), (3, 4), (4, 3))] == [True] * 4


def test_dice_dock_shot_at_a_diagonal_neighbour_always_hits_a_random_part():
    rules = get_ruleset("gridlimbs")
    me = roller(rules, accuracy=2)
    inputs = {"distance": 2, "diagonal": True, "aim": "head"}
    shown = {c.label if not c.args else c.args["part"]["t"]: c.chance for c in rules.roll_odds("shot", me, inputs)}
    assert shown["Hit"] == 1 and shown["Head"] == Fraction(4, 100) and shown["Torso (main pool)"] == Fraction(64, 100)
    rolled = rules.resolve_roll("shot", me, inputs, TypedDice([98]))
    assert rolled.success is True and rolled.result.args == {"part": {"t": "Head"}}
