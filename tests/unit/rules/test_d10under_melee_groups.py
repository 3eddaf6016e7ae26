"""d10under's melee in groups (text, section 2) through the feature the ruleset returns: the GM's
first grouping, fighters of mixed Agility in one exchange, several against one, and the hits."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.features.melee_groups import MeleeFighter
from app.rules.rolling import Roller


@pytest.fixture
def groups():
    return get_ruleset("d10under").melee_groups()


def fighter(key, agility, strength=5, player=True, **sheet):
    rules = get_ruleset("d10under")
    clean = rules.validate_sheet({**rules.new_sheet(), "agility": agility, "strength": strength, **sheet})
    return MeleeFighter(key, Roller(clean, rules.initial_state(clean), player, key.capitalize()))


def test_two_players_against_six_zombies_fight_three_each(groups):
    # "если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с 3-мя"
    zombies = [f"z{i}" for i in range(1, 7)]
    assert groups.first_grouping(["ann", "ben"], zombies) == [
        (["ann"], ["z1", "z2", "z3"]), (["ben"], ["z4", "z5", "z6"])]
    # "когда на чётное количество игроков нападает нечётное количество врагов": as even as it goes
    assert groups.first_grouping(["ann", "ben"], zombies[:5]) == [
        (["ann"], ["z1", "z2", "z3"]), (["ben"], ["z4", "z5"])]
    # three players on one zombie: one group, several against one
    assert groups.first_grouping(["ann", "ben", "cid"], ["z1"]) == [(["ann", "ben", "cid"], ["z1"])]


def test_the_texts_example_one_against_three_and_the_one_hit_he_picks(groups):
    # "игрок с Ловкостью 6 броется против 3 зомби. У игрока выпало 4, 6 и 9, у зомби с ловкостью 2 -
    # 1, 8 и 9 … Победил игрок, так как при равных значениях у него Ловкость больше"; "он наносит
    # повреждения только одному на выбор"
    player = fighter("ann", 6)
    zombies = [fighter(f"z{i}", 2, player=False) for i in (1, 2, 3)]
    won = groups.exchange(TypedDice([4, 6, 9, 1, 8, 9]), [player], zombies, target="z2")
    assert won.winner == "a"
    assert [(h.attacker, h.target, h.amount) for h in won.hits] == [("ann", "z2", 25)]
    assert won.result.args["why"]["args"] == {"best": 9, "their_best": 9, "agility": 6, "their_agility": 2}


def test_mixed_agility_each_rolls_its_own_attacks_and_the_tie_goes_to_who_rolled_it(groups):
    # "Каждая сражающаяся сторона кидает столько кубов Д10, сколько у них атак": Agility 2 one die,
    # Agility 7 three dice, Agility 1 none; a tie of 9s goes to the Agility of those who rolled 9
    player = fighter("ann", 6)
    slow, quick, clumsy = fighter("slow", 2, player=False), fighter("quick", 7, 3, player=False), \
        fighter("clumsy", 1, player=False)
    lost = groups.exchange(TypedDice([4, 6, 9, 1, 2, 3, 9]), [player], [slow, clumsy, quick])
    assert lost.winner == "b"  # the quick one's 9 and Agility 7 beat the player's 9 and Agility 6
    # "3 зомби 1 игрока … КАЖДЫЙ наносит ему полный урон": each winner with an attack hits the player
    assert [(h.attacker, h.target, h.amount) for h in lost.hits] == [("slow", "ann", 25), ("quick", "ann", 15)]
    assert lost.result.args["why"]["args"] == {"best": 9, "their_best": 9, "agility": 7, "their_agility": 6}


def test_three_players_beating_one_zombie_each_deal_full_damage(groups):
    # "Если же например 3 игрока победили 1 зомби … то КАЖДЫЙ наносит ему полный урон"
    players = [fighter("ann", 4), fighter("ben", 2, 6), fighter("cid", 5, 8)]
    zombie = fighter("z1", 2, player=False)
    won = groups.exchange(TypedDice([3, 7, 2, 9, 1, 5]), players, [zombie])
    assert won.winner == "a"
    assert [(h.attacker, h.target, h.amount) for h in won.hits] == [("ann", "z1", 25), ("ben", "z1", 30),
                                                                    ("cid", "z1", 40)]


def test_several_against_several_is_split_first(groups):
    with pytest.raises(RulesError, match="split the groups"):
        groups.check_group([fighter("ann", 6), fighter("ben", 6)], [fighter("z1", 2), fighter("z2", 2)])


def test_the_odds_of_a_mixed_group_are_those_of_every_face(groups):
    # Agility 4 (2 dice) against Agility 2 (1 die) and Agility 5 (2 dice): every one of the 10^5 rolls
    player, slow, quick = fighter("ann", 4), fighter("slow", 2), fighter("quick", 5)
    wins = losses = 0
    for faces in itertools.product(range(1, 11), repeat=5):
        mine, theirs = max(faces[:2]), max(faces[2:])
        their_agility = max(a for a, dice in ((2, faces[2:3]), (5, faces[3:])) if theirs in dice)
        if mine > theirs or (mine == theirs and 4 > their_agility):
            wins += 1
        elif mine < theirs or 4 < their_agility:
            losses += 1
    odds = groups.exchange_odds([player], [slow, quick])
    assert odds[0].chance == Fraction(wins, wins + losses)
    assert odds[1].chance == 1 - odds[0].chance


def test_what_each_fighter_brings(groups):
    line = groups.fighter_line(fighter("ann", 7, 6))
    assert line.args == {"agility": 7, "attacks": 3, "damage": 30}
    assert get_ruleset("afmbe").melee_groups() is None  # a melee not fought in groups
