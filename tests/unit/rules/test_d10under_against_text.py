"""d10under: the points where Deadwatch read the text wrong (issue 21)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import d10under as d10
from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller
from app.rules.worked import english


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
    shown = {c.label: c.chance for c in rules.roll_rules().roll_odds("melee", me, {}, zombie)}
    assert shown == {"Win the exchange": Fraction(0), "Lose the exchange": Fraction(1)}
    result = rules.roll_rules().resolve_roll("melee", me, {}, TypedDice([4]), zombie)
    assert result.success is False and result.damage[0].to == "roller" and result.damage[0].amount == 10


def test_critical_shot_damage_is_doubled_once_from_the_shot_to_the_damage_form():
    # "если игрок выкинул 1, то попадание наносит двойной урон и игнорирует защиту цели любого вида"
    rules = get_ruleset("d10under")
    pistol = {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True}
    shooter = roller(rules, perception=6, weapons=[pistol])
    shot = rules.roll_rules().resolve_roll("shot", shooter, {"weapon": "pistol"}, TypedDice([1]))
    assert shot.result.args["outcome"] == {"t": "Critical hit"} and shot.result.args["damage"] == 40
    vest = {"name": "vest", "deflect": 9, "absorb": 10}
    target = rules.validate_sheet({**rules.new_sheet(), "endurance": 5, "armor": [vest]})
    hit = rules.damage_rules().apply_damage(
        target, rules.initial_state(target), {"amount": 40, "critical": True, "armor": "0"}, TypedDice([])
    )
    assert hit.state["health"] == 100 - 40  # not 100 − 80: doubled once, the vest ignored


# "a player with Agility 6 fights 3 zombies. The player rolled 4, 6 and 9, the zombies with Agility 2
#  rolled 1, 8 and 9 (three values, because each zombie has 1 attack). The player won"
PLAYER = d10.Fighter("player", agility=6, attacks=3, damage=30)
ZOMBIES = [d10.Fighter(f"z{i}", agility=2, attacks=1, damage=10) for i in (1, 2, 3)]


def _enumerate(side_a, side_b):
    """Brute force over every face of every die of each side (each side's faces counted apart,
    then paired): (a wins, b wins) counts of the rolls that are decided."""
    from collections import Counter
    from itertools import product

    def shown(side):
        dice = [f.attacks for f in side]
        counts = Counter()
        for faces in product(range(1, 11), repeat=sum(dice)):
            it = iter(faces)
            per = [[next(it) for _ in range(n)] for n in dice]
            top = max(faces, default=0)
            counts[(top, max((f.agility for f, d in zip(side, per, strict=True) if top in d), default=0))] += 1
        return counts

    wins = {"a": 0, "b": 0}
    for shown_a, na in shown(side_a).items():
        for shown_b, nb in shown(side_b).items():
            if shown_a != shown_b:
                wins["a" if shown_a > shown_b else "b"] += na * nb
    return wins


def test_text_example_one_against_three_exact_odds_match_every_face():
    from app.rules.d10under.group_melee import exchange_round_odds, exchange_win_probability

    wins = _enumerate([PLAYER], ZOMBIES)
    assert exchange_win_probability([PLAYER], ZOMBIES) == Fraction(wins["a"], wins["a"] + wins["b"])
    assert exchange_round_odds([PLAYER], ZOMBIES)["again"] == 0  # Agility 6 against 2: no tie is rolled again
    assert exchange_win_probability([PLAYER], ZOMBIES, "b") == 1 - exchange_win_probability([PLAYER], ZOMBIES)


def test_one_against_several_each_with_its_own_agility_rolls_equal_agility_ties_again():
    from app.rules.d10under.group_melee import exchange_win_probability

    lone = d10.Fighter("lone", agility=4, attacks=2, damage=20)
    group = [d10.Fighter("same", 4, 1, 10), d10.Fighter("quick", 7, 1, 10), d10.Fighter("none", 1, 0, 5)]
    wins = _enumerate([lone], group)
    assert exchange_win_probability([lone], group) == Fraction(wins["a"], wins["a"] + wins["b"])
    # several against one, the other way round
    assert exchange_win_probability(group, [lone]) == Fraction(wins["b"], wins["a"] + wins["b"])


def test_one_against_one_odds_agree_with_the_pairwise_formula():
    from app.rules.d10under.group_melee import exchange_win_probability

    for a, ag_a, b, ag_b in [(3, 6, 1, 2), (2, 4, 2, 4), (1, 3, 3, 7), (5, 10, 4, 9)]:
        mine, theirs = d10.Fighter("a", ag_a, a, 1), d10.Fighter("b", ag_b, b, 1)
        assert exchange_win_probability([mine], [theirs]) == d10.melee_win_probability(a, ag_a, b, ag_b)


def test_dock_melee_against_three_zombies_text_example_typed():
    from app.rules.d10under.group_melee import exchange_win_probability

    rules = get_ruleset("d10under")
    me = roller(rules, agility=6, strength=6)
    zombie = roller(rules, player=False, agility=2, strength=2)
    shown = {c.label: c.chance for c in rules.roll_rules().roll_odds("melee", me, {"opponents": 3}, zombie)}
    assert shown["Win the exchange"] == exchange_win_probability([PLAYER], ZOMBIES)
    won = rules.roll_rules().resolve_roll("melee", me, {"opponents": 3}, TypedDice([4, 6, 9, 1, 8, 9]), zombie)
    assert won.success is True and english(won.records[0].text) == "4 6 9 against 1 | 8 | 9"
    assert [(o.to, o.amount) for o in won.damage] == [("opponent", 30)]  # one zombie of the GM's choice
    lost = rules.roll_rules().resolve_roll("melee", me, {"opponents": 3}, TypedDice([4, 6, 8, 1, 9, 9]), zombie)
    assert lost.success is False and (lost.result.args["count"], lost.result.args["damage"]) == (3, 10)
    assert [(o.to, o.amount) for o in lost.damage] == [("roller", 10)] * 3  # each zombie deals full damage
