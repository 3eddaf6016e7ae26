"""d10under exchange odds in whole numbers (app.rules.d10under.exchange_odds) against every face."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from app.rules.base import RulesError
from app.rules.d10under.exchange_odds import round_counts, side_counts, win_probability
from app.rules.d10under.group_melee import exchange_round_odds, exchange_win_probability, side_distribution
from app.rules.d10under.melee import Fighter, read_round

FACES = range(1, 11)
# the text's example (section 2): a player of Agility 6 (3 attacks) against 3 zombies of Agility 2
PLAYER = Fighter("player", 6, 3, 30)
ZOMBIES = [Fighter(f"z{i}", 2, 1, 10) for i in (1, 2, 3)]


def split(side, faces):
    out, at = [], 0
    for fighter in side:
        out.append(faces[at : at + fighter.attacks])
        at += fighter.attacks
    return out


def rolls(side):
    return product(FACES, repeat=sum(f.attacks for f in side))


def by_every_face(side_a, side_b) -> Counter:
    """Every face of every die of both sides, each roll read by the application's read_round."""
    won = Counter()
    for faces_a in rolls(side_a):
        for faces_b in rolls(side_b):
            won[read_round(side_a, side_b, split(side_a, faces_a), split(side_b, faces_b)).winner] += 1
    return won


def by_each_sides_faces(side_a, side_b) -> Counter:
    """Each side's faces walked apart and grouped by what read_round sees of them (its top face and
    the Agility deciding a tie); one roll of each group read by read_round, weighted by the counts."""

    def shown(side):
        groups: dict[tuple[int, int], tuple[int, list]] = {}
        for faces in rolls(side):
            dice = split(side, faces)
            top = max(faces, default=0)
            key = (top, max((f.agility for f, d in zip(side, dice, strict=True) if top in d), default=0))
            count, example = groups.get(key, (0, dice))
            groups[key] = (count + 1, example)
        return groups.values()

    won = Counter()
    for count_a, dice_a in shown(side_a):
        for count_b, dice_b in shown(side_b):
            won[read_round(side_a, side_b, dice_a, dice_b).winner] += count_a * count_b
    return won


@pytest.mark.parametrize(
    ("side_a", "side_b"),
    [
        ([Fighter("a", 5, 2, 20)], [Fighter("z1", 2, 1, 10), Fighter("z2", 5, 1, 10)]),
        ([Fighter("a", 4, 1, 10)], [Fighter("z1", 4, 1, 10), Fighter("z2", 7, 1, 10), Fighter("z3", 2, 1, 5)]),
        ([Fighter("a", 3, 2, 10)], [Fighter("z", 3, 2, 10)]),
        ([Fighter("none", 1, 0, 10)], [Fighter("z", 2, 1, 10), Fighter("y", 1, 0, 5)]),
    ],
)
def test_round_equals_every_face_read_by_read_round(side_a, side_b):
    won = by_every_face(side_a, side_b)
    a, b, again, whole = round_counts(side_a, side_b)
    assert (a, b, again, whole) == (won["a"], won["b"], won[None], sum(won.values()))
    expected = {"a": Fraction(a, whole), "b": Fraction(b, whole), "again": Fraction(again, whole)}
    assert exchange_round_odds(side_a, side_b) == expected


@pytest.mark.parametrize("attacks", [1, 2, 3])
@pytest.mark.parametrize("agility", [2, 4, 6, 7])
@pytest.mark.parametrize("zombies", [(2, 2, 2), (2, 3, 6), (7, 7, 1)])
def test_one_against_three_equals_each_sides_faces(attacks, agility, zombies):
    one = [Fighter("pc", agility, attacks, 20)]
    three = [Fighter(f"z{i}", g, 1, 10) for i, g in enumerate(zombies)]
    won = by_each_sides_faces(one, three)
    expected = Fraction(won["a"], won["a"] + won["b"])
    assert exchange_win_probability(one, three) == win_probability(one, three) == expected
    assert exchange_win_probability(three, one, "b") == expected
    assert exchange_win_probability(one, three, "b") == 1 - expected


def test_the_texts_example_player_against_three_zombies():
    # the text's roll (player 4, 6, 9; zombies 1, 8, 9) is a win for the player on Agility
    assert read_round([PLAYER], ZOMBIES, [[4, 6, 9]], [[1], [8], [9]]).winner == "a"
    won = by_each_sides_faces([PLAYER], ZOMBIES)
    assert won[None] == 0  # Agility 6 against 2: no roll is rolled again
    assert exchange_win_probability([PLAYER], ZOMBIES) == Fraction(won["a"], 10**6)


def test_side_counts_are_the_side_distribution_in_whole_numbers():
    for side in ([PLAYER], ZOMBIES, [Fighter("a", 4, 2, 1), Fighter("b", 4, 1, 1), Fighter("c", 9, 0, 1)]):
        states, counts, whole = side_counts(side)
        assert list(states) == sorted(states)
        assert {s: Fraction(c, whole) for s, c in zip(states, counts, strict=True)} == side_distribution(side)


def test_bad_sides_are_refused_as_before():
    with pytest.raises(RulesError, match="at least one fighter"):
        exchange_win_probability([], ZOMBIES)
    with pytest.raises(RulesError, match="split the groups"):
        exchange_round_odds(ZOMBIES[:2], [PLAYER, Fighter("p2", 5, 2, 10)])
