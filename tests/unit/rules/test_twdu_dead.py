"""twdu the dead: Swarm Size, Threat Level, rises, avoiding the dead, single attacks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.base import RulesError
from app.rules.twdu import swarm_size
from app.rules.twdu.dead import (
    RISE_ALTERNATIVES,
    THREAT_LEVELS,
    THREAT_RISES,
    avoid_dead,
    can_wait_out,
    change_threat,
    clamp_threat,
    single_attack_stopped,
    threat_level,
    threat_rises,
)


@pytest.mark.parametrize(
    ("dead", "size"),
    [(0, 0), (4, 0), (5, 1), (10, 1), (11, 2), (20, 2), (21, 3), (50, 3), (51, 4), (100, 4), (101, 5),
     (999, 5), (1000, 6), (25000, 6)],
)
def test_swarm_size_table(dead: int, size: int) -> None:
    # the table: 5-10 → 1, 11-20 → 2, 21-50 → 3, 51-100 → 4, 100+ → 5, 1000+ → 6
    assert swarm_size(dead) == size


def test_swarm_size_refuses_negative() -> None:
    with pytest.raises(RulesError):
        swarm_size(-1)


def test_seven_threat_levels_with_the_texts_situations() -> None:
    assert [t.level for t in THREAT_LEVELS] == list(range(7))
    assert threat_level(0).situation == "You are in a cleared area and safe. For now."
    assert threat_level(5).situation == "They are at arm's length away from you."
    assert threat_level(6).situation == "The dead are in your face, surrounding you. Good luck."
    assert threat_level(3).situation.startswith("The dead are aware of you.")
    assert all(t.name for t in THREAT_LEVELS)
    with pytest.raises(RulesError):
        threat_level(7)


def test_threat_clamped_5_plus_2_is_6() -> None:
    assert change_threat(5, 2) == 6
    assert change_threat(6, 1) == 6
    assert change_threat(1, -3) == 0
    assert clamp_threat(9) == 6


def test_four_ways_to_rise_and_the_alternatives() -> None:
    assert set(THREAT_RISES) == {"walker", "failed_avoid", "placed_group", "noise"}
    assert set(RISE_ALTERNATIVES) == {"raise", "single_attack", "swarm_size"}
    assert threat_rises(2, 1, "noise") == threat_rises(2, 1, "noise", "raise")
    assert threat_rises(2, 1, "noise").threat_level == 3
    assert threat_rises(6, 1, "walker").threat_level == 6
    alt = threat_rises(2, 1, "placed_group", "single_attack")
    assert (alt.threat_level, alt.swarm_size, alt.single_attack) == (2, 1, True)
    alt = threat_rises(2, 6, "noise", "swarm_size")
    assert (alt.threat_level, alt.swarm_size) == (2, 6)
    assert threat_rises(2, 3, "noise", "swarm_size").swarm_size == 4
    with pytest.raises(RulesError):
        threat_rises(2, 1, "bad luck")


def test_avoiding_the_dead_at_threat_1_or_2() -> None:
    assert avoid_dead(1, 1, False).avoided
    raised = avoid_dead(2, 0, False, "raise")
    assert (raised.threat_level, raised.single_attack) == (3, False)
    bitten = avoid_dead(2, 0, False, "single_attack")
    assert (bitten.threat_level, bitten.single_attack) == (2, True)
    both = avoid_dead(1, 0, True, "single_attack")  # failed and messed up: both happen
    assert (both.threat_level, both.single_attack) == (2, True)
    for level in (0, 3, 6):
        with pytest.raises(RulesError):
            avoid_dead(level, 1, False)


def test_single_attack_and_waiting_out() -> None:
    assert single_attack_stopped(1) and not single_attack_stopped(0)
    assert can_wait_out(2) and not can_wait_out(3)


@given(st.integers(0, 10**6))
@settings(max_examples=100)
def test_swarm_size_in_range_and_monotone(dead: int) -> None:
    size = swarm_size(dead)
    assert 0 <= size <= 6
    assert swarm_size(dead + 1) >= size


@given(st.integers(-20, 20), st.integers(-20, 20))
@settings(max_examples=100)
def test_threat_changes_stay_in_0_to_6(level: int, step: int) -> None:
    assert 0 <= change_threat(level, step) <= 6
