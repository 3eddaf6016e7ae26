"""d10under: the points where Deadwatch read the text wrong (issue 21)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import d10under as d10
from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller


def roller(rules, player=True, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), player)


def test_agility_1_gives_no_attack_on_the_sheet():
    # "Ловкость поделённая на 2 с округлением вниз равняется числу атак": 1 // 2 = 0
    rules = get_ruleset("d10under")
    sheet = rules.validate_sheet({**rules.new_sheet(), "agility": 1})
    assert rules.fighter("a", sheet).attacks == 0


def test_fighter_without_attack_rolls_nothing_and_loses_the_exchange():
    clumsy = d10.Fighter("clumsy", agility=1, attacks=0, damage=25)
    zombie = d10.Fighter("zombie", agility=2, attacks=1, damage=10)
    dice = TypedDice([1])
    result = d10.melee_exchange(dice, [clumsy], [zombie])
    dice.check_used_up()
    assert result.winner == "b" and result.hits == (d10.Hit("zombie", 10, ("clumsy",)),)
    assert d10.melee_win_probability(0, 1, 1, 2) == 0
    assert d10.melee_win_probability(1, 2, 0, 1) == 1
    # a side that also has a fighter with attacks still fights; the one without deals nothing
    ann = d10.Fighter("ann", agility=4, attacks=2, damage=20)
    won = d10.melee_exchange(TypedDice([3, 3, 9]), [zombie], [ann, clumsy])
    assert won.winner == "b" and won.hits == (d10.Hit("ann", 20, ("zombie",)),)
    with pytest.raises(RulesError):
        d10.melee_exchange(TypedDice([]), [clumsy], [d10.Fighter("other", 1, 0, 5)])


def test_dock_melee_with_agility_1_offers_only_the_opponents_win():
    rules = get_ruleset("d10under")
    me = roller(rules, agility=1)
    zombie = roller(rules, player=False, agility=2, strength=2)
    shown = {c.label: c.chance for c in rules.roll_odds("melee", me, {}, zombie)}
    assert shown == {"Win the exchange": Fraction(0), "Lose the exchange": Fraction(1)}
    result = rules.resolve_roll("melee", me, {}, TypedDice([4]), zombie)
    assert result.success is False and result.damage[0].to == "roller" and result.damage[0].amount == 10


def test_critical_shot_damage_is_doubled_once_from_the_shot_to_the_damage_form():
    # "если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида"
    rules = get_ruleset("d10under")
    pistol = {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
    shooter = roller(rules, perception=6, weapons=[pistol])
    shot = rules.resolve_roll("shot", shooter, {"weapon": "pistol"}, TypedDice([1]))
    assert shot.result.args["outcome"] == {"t": "Critical hit"} and shot.result.args["damage"] == 40
    vest = {"name": "vest", "deflect": 9, "absorb": 10}
    target = rules.validate_sheet({**rules.new_sheet(), "endurance": 5, "armor": [vest]})
    hit = rules.apply_damage(target, rules.initial_state(target), {"amount": 40, "critical": True, "armor": "0"},
                             TypedDice([]))
    assert hit.state["health"] == 100 - 40  # not 100 − 80: doubled once, the vest ignored
