"""Melee exchange: a d10 per attack, highest single die wins, ties to the higher Agility, equal
Agility rolls again; a lone winner hits one loser of its choice, several winners each hit the lone
loser in full (rule text, 2)."""

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import d10under as d10
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english

PLAYER = d10.Fighter("player", agility=6, attacks=3, damage=30)
ZOMBIES = [d10.Fighter(f"zombie{i}", agility=2, attacks=1, damage=10) for i in (1, 2, 3)]


def test_text_example_player_agility_6_beats_three_zombies_on_tied_nines():
    # "the player rolled 4, 6 and 9, the zombies with Agility 2 rolled 1, 8 and 9 … the player won"
    rnd = d10.read_round([PLAYER], ZOMBIES, [[4, 6, 9]], [[1], [8], [9]])
    assert (rnd.top_a, rnd.top_b, rnd.agility_a, rnd.agility_b, rnd.winner) == (9, 9, 6, 2, "a")


def test_text_example_rolled_through_dice_lone_winner_hits_one_zombie_of_its_choice():
    dice = TypedDice([4, 6, 9, 1, 8, 9])
    result = d10.melee_exchange(dice, [PLAYER], ZOMBIES)
    dice.check_used_up()
    assert result.winner == "a" and len(result.rounds) == 1
    assert result.hits == (d10.Hit("player", 30, ("zombie1", "zombie2", "zombie3")),)
    assert [f.value for f in result.faces] == [4, 6, 9, 1, 8, 9]
    assert english(result.records[0].text) == "4 6 9 against 1 | 8 | 9"  # fighters without names: the faces


def test_several_winners_each_deal_full_damage_to_the_lone_loser():
    result = d10.melee_exchange(TypedDice([4, 6, 9, 10, 2, 3]), [PLAYER], ZOMBIES)
    assert result.winner == "b"
    assert result.hits == tuple(d10.Hit(z.key, 10, ("player",)) for z in ZOMBIES)


def test_highest_single_die_wins_not_the_sum():
    a = d10.Fighter("a", 5, 2, 25)
    b = d10.Fighter("b", 5, 1, 25)
    assert d10.read_round([a], [b], [[6, 6]], [[7]]).winner == "b"


def test_lower_agility_loses_the_tie():
    a = d10.Fighter("a", 3, 1, 15)
    b = d10.Fighter("b", 7, 3, 20)
    assert d10.read_round([a], [b], [[8]], [[8, 2, 1]]).winner == "b"


def test_tie_uses_agility_of_the_fighters_who_rolled_the_top_die():
    nimble = d10.Fighter("nimble", 8, 4, 20)
    slow = d10.Fighter("slow", 2, 1, 10)
    lone = d10.Fighter("lone", 6, 3, 30)
    # the Agility-8 fighter rolled only 3s; the tied 9 is the Agility-2 fighter's
    rnd = d10.read_round([lone], [nimble, slow], [[9, 1, 1]], [[3, 3, 3, 3], [9]])
    assert (rnd.agility_b, rnd.winner) == (2, "a")


def test_equal_agility_tie_rolls_the_exchange_again():
    a = d10.Fighter("a", 4, 2, 20)
    b = d10.Fighter("b", 4, 2, 20)
    dice = TypedDice([7, 2, 7, 5, 3, 1, 5, 2])
    result = d10.melee_exchange(dice, [a], [b])
    dice.check_used_up()
    assert [r.winner for r in result.rounds] == [None, "b"]
    assert result.winner == "b" and len(result.records) == 2
    assert result.hits == (d10.Hit("b", 20, ("a",)),)


def test_one_against_one_winner_deals_full_damage():
    a = d10.Fighter("a", 5, 2, 25)
    b = d10.Fighter("b", 5, 2, 40)
    assert d10.exchange_hits([a], [b], "a") == (d10.Hit("a", 25, ("b",)),)


@pytest.mark.parametrize(
    ("side_a", "side_b"),
    [
        ([], [PLAYER]),
        (ZOMBIES[:2], ZOMBIES[1:]),  # several against several
        ([PLAYER], [d10.Fighter("z", 2, -1, 10)]),  # negative attacks
        ([d10.Fighter("y", 1, 0, 5)], [d10.Fighter("z", 1, 0, 10)]),  # nobody has an attack
        ([PLAYER], [d10.Fighter("z", 11, 1, 10)]),
        ([PLAYER], [PLAYER]),
    ],
)
def test_bad_sides_refused(side_a, side_b):
    with pytest.raises(RulesError):
        d10.melee_exchange(Dice(seed=1), side_a, side_b)


def test_read_round_refuses_wrong_die_counts():
    with pytest.raises(RulesError):
        d10.read_round([PLAYER], ZOMBIES, [[4, 6]], [[1], [8], [9]])
    with pytest.raises(RulesError):
        d10.read_round([PLAYER], ZOMBIES, [[4, 6, 9]], [[1], [8]])


def test_split_two_players_against_six_zombies_three_each():
    # "if there are 2 players and 6 zombies come at them, each player fights 3"
    zombies = [f"z{i}" for i in range(1, 7)]
    assert d10.split_melee(["ann", "bob"], zombies) == [(["ann"], zombies[:3]), (["bob"], zombies[3:])]


def test_split_odd_numbers_and_several_against_one():
    assert d10.split_melee(["ann", "bob"], ["z1", "z2", "z3"]) == [(["ann"], ["z1", "z2"]), (["bob"], ["z3"])]
    assert d10.split_melee(["ann", "bob", "cid"], ["z1"]) == [(["ann", "bob", "cid"], ["z1"])]
    assert d10.split_melee(["ann", "bob", "cid"], ["z1", "z2"]) == [(["ann", "bob"], ["z1"]), (["cid"], ["z2"])]
    with pytest.raises(RulesError):
        d10.split_melee([], ["z1"])
    with pytest.raises(RulesError):
        d10.split_melee(["z1"], ["z1"])


@given(st.integers(1, 8), st.integers(1, 20))
def test_split_uses_everyone_once_one_against_some(players, enemies):
    one = [f"p{i}" for i in range(players)]
    two = [f"e{i}" for i in range(enemies)]
    groups = d10.split_melee(one, two)
    assert sorted(k for a, _ in groups for k in a) == sorted(one)
    assert sorted(k for _, b in groups for k in b) == sorted(two)
    assert all(min(len(a), len(b)) == 1 for a, b in groups)
    sizes = [max(len(a), len(b)) for a, b in groups]
    assert max(sizes) - min(sizes) <= 1


# --------------------------------------------------------------------------- exact odds

@pytest.mark.parametrize(
    ("dice_a", "agility_a", "dice_b", "agility_b", "chance"),
    [
        (1, 6, 1, 2, Fraction(55, 100)),  # 45 higher + 10 ties of 100
        (1, 2, 1, 6, Fraction(45, 100)),
        (1, 4, 1, 4, Fraction(1, 2)),
        # two dice against one, ties won: b is strictly higher in 285 of 1000
        (2, 6, 1, 2, Fraction(715, 1000)),
        # same, ties lost: 1000 − 285 − 100 ties (19+17+…+1 = 100) = 615
        (2, 2, 1, 6, Fraction(615, 1000)),
        # same, equal Agility: 615 / (615 + 285)
        (2, 5, 1, 5, Fraction(615, 900)),
    ],
)
def test_melee_win_probability_values(dice_a, agility_a, dice_b, agility_b, chance):
    assert d10.melee_win_probability(dice_a, agility_a, dice_b, agility_b) == chance


def test_round_odds_one_die_each():
    assert d10.round_odds(1, 1) == {"a": Fraction(45, 100), "b": Fraction(45, 100), "tie": Fraction(1, 10)}


def test_bad_odds_arguments_refused():
    with pytest.raises(RulesError):
        d10.melee_win_probability(0, 5, 0, 5)  # nobody has an attack
    with pytest.raises(RulesError):
        d10.melee_win_probability(1, 0, 1, 5)
    with pytest.raises(RulesError):
        d10.melee_win_probability(-1, 5, 1, 5)


@given(st.integers(1, 12), st.integers(1, 12))
def test_round_odds_sum_to_one(dice_a, dice_b):
    odds = d10.round_odds(dice_a, dice_b)
    assert sum(odds.values()) == 1 and all(p > 0 for p in odds.values())


@given(st.integers(1, 12), st.integers(1, 10), st.integers(1, 12), st.integers(1, 10))
def test_win_probability_and_its_swap_sum_to_one(dice_a, agility_a, dice_b, agility_b):
    p = d10.melee_win_probability(dice_a, agility_a, dice_b, agility_b)
    q = d10.melee_win_probability(dice_b, agility_b, dice_a, agility_a)
    assert 0 < p < 1 and p + q == 1


@given(st.integers(1, 11), st.integers(1, 10), st.integers(1, 12), st.integers(1, 10))
def test_one_more_die_never_hurts(dice_a, agility_a, dice_b, agility_b):
    base = d10.melee_win_probability(dice_a, agility_a, dice_b, agility_b)
    assert d10.melee_win_probability(dice_a + 1, agility_a, dice_b, agility_b) > base


def _brute_force(dice_a, agility_a, dice_b, agility_b):
    a = d10.Fighter("a", agility_a, dice_a, 1)
    b = d10.Fighter("b", agility_b, dice_b, 1)
    wins = losses = 0
    for faces in itertools.product(range(1, 11), repeat=dice_a + dice_b):
        winner = d10.read_round([a], [b], [faces[:dice_a]], [faces[dice_a:]]).winner
        wins += winner == "a"
        losses += winner == "b"
    # a tie at equal Agility is rolled again: only decided rolls count
    return Fraction(wins, wins + losses)


@pytest.mark.parametrize(("dice_a", "dice_b"), [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (1, 3)])
@pytest.mark.parametrize(("agility_a", "agility_b"), [(6, 2), (2, 6), (4, 4)])
def test_win_probability_equals_enumeration(dice_a, dice_b, agility_a, agility_b):
    expected = _brute_force(dice_a, agility_a, dice_b, agility_b)
    assert d10.melee_win_probability(dice_a, agility_a, dice_b, agility_b) == expected


def test_group_odds_equal_enumerating_a_lone_fighter_against_two_zombies():
    # an Agility-4 fighter with 2 dice against two Agility-2 zombies with 1 die each is, for the odds,
    # 2 dice against 2 dice with every tie going to Agility 4
    lone = d10.Fighter("lone", 4, 2, 20)
    wins = 0
    for faces in itertools.product(range(1, 11), repeat=4):
        wins += d10.read_round([lone], ZOMBIES[:2], [faces[:2]], [[f] for f in faces[2:]]).winner == "a"
    assert d10.melee_win_probability(2, 4, 2, 2) == Fraction(wins, 10**4)


@settings(max_examples=40)
@given(st.integers(1, 4), st.integers(1, 10), st.integers(1, 4), st.integers(1, 10), st.integers(0, 2**32))
def test_rolled_and_typed_exchanges_agree(attacks_a, agility_a, attacks_b, agility_b, seed):
    a = d10.Fighter("a", agility_a, attacks_a, 5)
    b = d10.Fighter("b", agility_b, attacks_b, 5)
    dice = Dice(random.Random(seed))
    rolled = d10.melee_exchange(dice, [a], [b])
    typed_dice = TypedDice([f.value for f in dice.faces])
    typed = d10.melee_exchange(typed_dice, [a], [b])
    typed_dice.check_used_up()
    assert typed.rounds == rolled.rounds and typed.hits == rolled.hits
    assert d10.melee_exchange(Dice(random.Random(seed)), [a], [b]).rounds == rolled.rounds
