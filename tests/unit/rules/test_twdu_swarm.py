"""twdu swarm fight: rolls, leadership, sacrifice, winning, losing, attacks, clearing out, odds."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.twdu import swarm_round_win_probability
from app.rules.twdu.swarm import (
    FighterRoll,
    SwarmFight,
    apply_loss_picks,
    block_penalty,
    end_won_fight,
    leadership_dice,
    resolve_round,
    round_pools,
    round_rolls,
    sacrifice,
    start_fight,
    swarm_round_odds,
    with_dead,
    with_threat,
)

PARTY = ["ann", "bob", "cat"]


def rolls(*successes: int, messed: tuple[int, ...] = ()) -> list[FighterRoll]:
    return [FighterRoll(PARTY[i], s, i in messed) for i, s in enumerate(successes)]


def test_swarm_threat_is_size_plus_threat_minus_attacks() -> None:
    fight = start_fight(30, 3)  # 21-50 dead: Swarm Size 3
    assert fight.size == 3 and fight.swarm_threat == 6
    assert SwarmFight(30, 3, attacks_made=2).swarm_threat == 4
    assert SwarmFight(30, 3, size_override=5).swarm_threat == 8


def test_threat_and_dead_set_from_outside() -> None:
    fight = start_fight(30, 5)
    assert with_threat(fight, 5 + 2).threat_level == 6  # 5 + 2 is 6, never 7
    bigger = with_dead(fight, 120)
    assert bigger.size == 5 and bigger.swarm_threat == 10
    assert with_dead(SwarmFight(30, 3, size_override=4), 8, keep_size=True).size == 4
    with pytest.raises(RulesError):
        with_dead(fight, -1)


def test_start_refusals() -> None:
    with pytest.raises(RulesError):
        start_fight(4, 3)  # fewer than five: single attacks
    with pytest.raises(RulesError):
        start_fight(30, 2)  # a swarm is fought from Threat Level 3
    with pytest.raises(RulesError):
        start_fight(30, 3, clearing=True)  # clearing out is at Threat Level 2
    with pytest.raises(RulesError):
        start_fight(-1, 3)
    assert start_fight(30, 2, clearing=True).clearing
    assert start_fight(3, 4, size=2).size == 2


def test_small_group_rolls() -> None:
    assert round_rolls(["ann"]) == [("ann", 0), ("ann", -2), ("ann", -4)]
    assert round_rolls(["ann", "bob"], twice="bob") == [("ann", 0), ("bob", 0), ("bob", -2)]
    assert round_rolls(["ann", "bob", "cat"]) == [("ann", 0), ("bob", 0), ("cat", 0)]
    assert round_rolls(["ann"], sacrifices=1) == [("ann", 0), ("ann", -2)]
    with pytest.raises(RulesError):
        round_rolls(["ann", "bob", "cat", "dan"])
    with pytest.raises(RulesError):
        round_rolls(["ann", "bob"], twice="cat")


def test_leadership_one_die_per_success_at_most_three_to_one() -> None:
    assert leadership_dice("dan", 4, {"ann": 3, "bob": 1}, ["ann", "bob", "cat"]) == {"ann": 3, "bob": 1}
    with pytest.raises(RulesError):
        leadership_dice("dan", 4, {"ann": 4}, ["ann"])
    with pytest.raises(RulesError):
        leadership_dice("dan", 2, {"ann": 2, "bob": 1}, ["ann", "bob"])
    with pytest.raises(RulesError):
        leadership_dice("ann", 2, {"bob": 1}, ["ann", "bob"])  # the leader does not roll
    with pytest.raises(RulesError):
        leadership_dice("dan", 2, {"eve": 1}, ["ann", "bob"])


def test_round_pools_modifiers_and_leadership_never_below_zero() -> None:
    plan = round_rolls(["ann"])
    assert round_pools(plan, {"ann": 3}, {"ann": 2}) == [5, 1, 0]
    assert round_pools(round_rolls(["ann", "bob"]), {"ann": 4, "bob": 2}) == [4, 2, 2]


def test_sacrifice_opposed_force() -> None:
    assert sacrifice("ann", "bob", 2, 1).escaped == "ann"
    assert sacrifice("ann", "bob", 2, 1).suffers == "bob"
    assert sacrifice("ann", "bob", 1, 2).suffers == "ann"
    assert sacrifice("ann", "bob", 1, 1).suffers == "ann"
    # the Force roll takes one of the three rolls
    with pytest.raises(RulesError):
        resolve_round(start_fight(30, 3), rolls(1, 1, 1), sacrifices=1)


def test_win_at_size_3_or_less_ends_the_fight_with_gm_threat() -> None:
    fight = start_fight(15, 3)  # size 2, threat 5
    result = resolve_round(fight, rolls(2, 2, 1, messed=(1,)))
    assert result.won and result.total == 5 and result.needed == 5
    assert result.single_attacks == ("bob",)  # a PC who messed up suffers a single attack
    assert result.fight.threat_level == 3  # a mess-up in a won round does not raise the threat
    assert result.fight.pending == "threat_choice"
    with pytest.raises(RulesError):
        resolve_round(result.fight, rolls(1))
    with pytest.raises(RulesError):
        end_won_fight(result.fight, 3)
    over = end_won_fight(result.fight, 1)
    assert over.over and over.ending == "won" and over.threat_level == 1
    with pytest.raises(RulesError):
        resolve_round(over, rolls(1))


def test_win_at_size_4_or_more_lowers_the_size() -> None:
    fight = start_fight(80, 3)  # size 4, threat 7
    result = resolve_round(fight, rolls(3, 2, 2))
    assert result.won and not result.fight.over
    assert result.fight.size == 3 and result.fight.swarm_threat == 6
    assert result.fight.round == 2


def test_loss_one_pick_two_after_a_pc_messup() -> None:
    fight = start_fight(30, 3)
    lost = resolve_round(fight, rolls(1, 0, 1))
    assert not lost.won and lost.picks_due == 1 and not lost.almost
    with pytest.raises(RulesError):
        resolve_round(lost.fight, rolls(1))  # the GM picks first
    with pytest.raises(RulesError):
        apply_loss_picks(lost.fight, ["threat", "size"], PARTY, Dice(seed=1))
    after = apply_loss_picks(lost.fight, ["threat"], PARTY, Dice(seed=1)).fight
    assert after.threat_level == 4 and after.pending == "" and after.round == 2
    messed = resolve_round(fight, rolls(1, 0, 0, messed=(0,)))
    assert messed.picks_due == 2
    after = apply_loss_picks(messed.fight, ["size", "threat"], PARTY, Dice(seed=1)).fight
    assert (after.size, after.threat_level) == (4, 4)
    with pytest.raises(RulesError):
        apply_loss_picks(messed.fight, ["single_attack", "mass_attack"], PARTY, Dice(seed=1))
    npc_messed = resolve_round(fight, [FighterRoll("zed", 0, True, is_pc=False)])
    assert npc_messed.picks_due == 1


def test_almost_making_it_gives_one_free_success() -> None:
    fight = start_fight(30, 3)  # Swarm Threat 6
    lost = resolve_round(fight, rolls(2, 1, 0))  # 3 of 6: at least half
    assert lost.almost and lost.fight.free_successes == 1
    after = apply_loss_picks(lost.fight, ["threat"], PARTY, Dice(seed=2)).fight  # threat 7
    result = resolve_round(after, rolls(3, 2, 1))  # 6 + 1 free = 7
    assert result.won and result.total == 7
    assert result.fight.free_successes == 0
    assert not resolve_round(fight, rolls(2, 0, 0)).almost  # 2 of 6


def test_swarm_attacks_lower_swarm_threat_and_pick_random_victims() -> None:
    fight = start_fight(30, 3)
    lost = resolve_round(fight, rolls(0, 0, 0))
    single = apply_loss_picks(lost.fight, ["single_attack"], PARTY, TypedDice([2]))
    assert single.attacks[0].kind == "single_attack" and single.attacks[0].victim == "bob"
    assert single.fight.attacks_made == 1 and single.fight.swarm_threat == 5
    mass = apply_loss_picks(lost.fight, ["mass_attack"], PARTY, TypedDice([3]))
    assert mass.attacks[0].victim == "cat"
    block = apply_loss_picks(lost.fight, ["block"], PARTY, Dice(seed=1))
    assert block.fight.block and block.fight.swarm_threat == 5 and block.attacks[0].victim == ""
    assert block_penalty(block.fight, "mobility") == 1 and block_penalty(block.fight, "stealth") == 1
    assert block_penalty(block.fight, "close_combat") == 0
    with pytest.raises(RulesError):
        apply_loss_picks(lost.fight, ["single_attack"], [], Dice(seed=1))


def test_block_makes_mobility_and_stealth_count_one_less() -> None:
    fight = SwarmFight(30, 3, block=True, attacks_made=1)  # Swarm Threat 5
    mixed = [FighterRoll("ann", 2, skill="mobility"), FighterRoll("bob", 2, skill="close_combat"),
             FighterRoll("cat", 1, skill="stealth")]
    assert resolve_round(fight, mixed).total == 3


def test_swarm_threat_at_zero_the_dead_move_on() -> None:
    fight = SwarmFight(6, 3, attacks_made=3, size_override=1)  # Swarm Threat 1
    lost = resolve_round(fight, [FighterRoll("ann", 0, True)])
    assert lost.picks_due == 2
    done = apply_loss_picks(lost.fight, ["single_attack", "size"], PARTY, TypedDice([1]))
    # size +1 then an attack: 2 + 3 − 4 = 1, still on
    assert not done.fight.over and done.fight.swarm_threat == 1
    done = apply_loss_picks(lost.fight, ["mass_attack", "threat"], PARTY, TypedDice([1]))
    # an attack then threat +1: 1 + 4 − 4 = 1, still on
    assert not done.fight.over and done.fight.swarm_threat == 1
    lost_once = resolve_round(fight, [FighterRoll("ann", 0)])
    moved_on = apply_loss_picks(lost_once.fight, ["block"], PARTY, Dice(seed=1)).fight
    assert moved_on.swarm_threat == 0 and moved_on.over and moved_on.ending == "moved_on"
    assert not moved_on.block


def test_threat_and_size_never_pass_6() -> None:
    fight = SwarmFight(5000, 6)
    lost = resolve_round(fight, [FighterRoll("ann", 0, True)])
    after = apply_loss_picks(lost.fight, ["threat", "size"], PARTY, Dice(seed=1)).fight
    assert after.threat_level == 6 and after.size == 6


def test_clearing_out_an_area_fails_to_3_shooting_or_5_close_combat() -> None:
    fight = start_fight(15, 2, clearing=True)  # size 2 + threat 2 = 4
    assert fight.swarm_threat == 4
    shot = resolve_round(fight, rolls(1, 0, 0))
    assert shot.alerted and shot.picks_due == 0
    assert shot.fight.threat_level == 3 and not shot.fight.clearing and shot.fight.pending == ""
    melee = resolve_round(fight, rolls(2, 0, 0), clearing_method="close_combat")
    assert melee.fight.threat_level == 5 and melee.almost and melee.fight.free_successes == 1
    won = resolve_round(fight, rolls(2, 1, 1))
    assert won.won and not won.alerted
    assert end_won_fight(won.fight, 0).threat_level == 0


def test_state_round_trips_through_a_plain_dict() -> None:
    fight = SwarmFight(30, 4, size_override=5, attacks_made=1, block=True, free_successes=1)
    data = fight.to_dict()
    assert all(isinstance(v, (int, str, bool)) for v in data.values())
    assert SwarmFight.from_dict(data) == fight
    with pytest.raises(RulesError):
        SwarmFight.from_dict({"dead": 3})
    with pytest.raises(RulesError):
        SwarmFight.from_dict({**data, "threat_level": 7})


# --------------------------------------------------------------------------- odds

def brute_force_win(pools: list[int], threat: int, free: int) -> Fraction:
    n = sum(pools)
    wins = sum(1 for faces in product(range(1, 7), repeat=n) if sum(f == 6 for f in faces) + free >= threat)
    return Fraction(wins, 6**n)


def test_win_probability_exact_examples() -> None:
    assert swarm_round_win_probability([1], 1) == Fraction(1, 6)
    assert swarm_round_win_probability([1, 1], 2) == Fraction(1, 36)
    assert swarm_round_win_probability([2], 1, free_successes=1) == 1
    assert swarm_round_win_probability([], 0) == 1
    assert swarm_round_win_probability([0, 0, 0], 1) == 0
    with pytest.raises(RulesError):
        swarm_round_win_probability([-1], 1)


@given(st.lists(st.integers(0, 2), min_size=1, max_size=3).filter(lambda p: sum(p) <= 5),
       st.integers(0, 7), st.integers(0, 1))
@settings(max_examples=40, deadline=None)
def test_win_probability_equals_brute_force(pools: list[int], threat: int, free: int) -> None:
    assert swarm_round_win_probability(pools, threat, free) == brute_force_win(pools, threat, free)


@given(st.lists(st.integers(0, 10), max_size=3), st.integers(0, 12), st.integers(0, 1))
@settings(max_examples=60)
def test_round_odds_sum_to_one(pools: list[int], threat: int, free: int) -> None:
    odds = swarm_round_odds(pools, threat, free)
    assert sum(odds.values()) == 1
    assert odds["win"] == swarm_round_win_probability(pools, threat, free)


@given(
    st.integers(5, 3000),
    st.integers(3, 6),
    st.lists(
        st.tuples(st.lists(st.tuples(st.integers(0, 6), st.booleans()), max_size=3),
                  st.sampled_from(["threat", "size", "single_attack", "block", "mass_attack"]),
                  st.sampled_from(["threat", "size", "single_attack", "block", "mass_attack"]),
                  st.integers(0, 2)),
        max_size=8,
    ),
    st.integers(0, 1000),
)
@settings(max_examples=60, deadline=None)
def test_random_fights_keep_size_and_threat_in_range(
    dead: int, threat: int, rounds: list[tuple[list[tuple[int, bool]], str, str, int]], seed: int
) -> None:
    fight = start_fight(dead, threat)
    dice = Dice(seed=seed)
    for raw, first, second, gm_threat in rounds:
        if fight.over:
            break
        result = resolve_round(fight, [FighterRoll(PARTY[i], s, m) for i, (s, m) in enumerate(raw)])
        fight = result.fight
        if fight.pending == "threat_choice":
            fight = end_won_fight(fight, gm_threat)
        elif fight.pending == "loss_picks":
            picks = [first] if fight.picks_due == 1 else [first, second]
            try:
                fight = apply_loss_picks(fight, picks, PARTY, dice).fight
            except RulesError:
                fight = apply_loss_picks(fight, ["threat", "size"][: fight.picks_due], PARTY, dice).fight
        assert 0 <= fight.size <= 6
        assert 0 <= fight.threat_level <= 6
        assert 0 <= fight.swarm_threat <= 12
        assert fight.free_successes in (0, 1)


def test_a_step_up_stays_when_the_dead_thin_out_below_a_swarm():
    fight = SwarmFight(dead=6, threat_level=4, size_steps=1)
    thinned = with_dead(fight, 2)
    assert (thinned.size, thinned.swarm_threat) == (1, 5)
    assert SwarmFight(dead=2, threat_level=4).size == 0  # no step: no swarm
    assert SwarmFight(dead=2, threat_level=4, size_steps=-1).size == 0
