"""Attributes, derived values and the creation budget of the roll-under d10 system (rule text, 1)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.rules import d10under as d10
from app.rules.base import RulesError


def test_six_attributes_in_text_order():
    assert d10.ATTRIBUTES == ("strength", "agility", "endurance", "perception", "intellect", "luck")


@pytest.mark.parametrize(("strength", "damage"), [(1, 5), (5, 25), (7, 35), (10, 50)])
def test_base_damage_is_strength_times_5(strength, damage):
    assert d10.base_damage(strength) == damage


@pytest.mark.parametrize(("agility", "attacks"), [(1, 0), (2, 1), (3, 1), (5, 2), (6, 3), (9, 4), (10, 5)])
def test_attacks_are_agility_halved_rounded_down(agility, attacks):
    # text's example: zombies of Agility 2 have one attack each; a player of Agility 6 rolls three dice;
    # "Agility divided by 2 rounded down": Agility 1 gives none
    assert d10.attacks_per_turn(agility) == attacks


@pytest.mark.parametrize(("endurance", "health"), [(1, 20), (5, 100), (8, 160), (10, 200)])
def test_health_is_endurance_times_20(endurance, health):
    assert d10.max_health(endurance) == health


@pytest.mark.parametrize("bad", [0, 11, -3, "5", 5.0, True])
def test_attribute_out_of_range_refused(bad):
    with pytest.raises(RulesError):
        d10.check_attribute(bad)


def _attrs(**raised):
    values = dict.fromkeys(d10.ATTRIBUTES, 5)
    values.update(raised)
    return values


def test_seven_points_spent_fits_the_budget():
    line, lowered = d10.attribute_budget(_attrs(strength=8, agility=7, perception=7))
    assert (line.spent, line.allowed, line.over, line.reason) == (7, 7, False, "")
    assert lowered.spent == 0 and not lowered.over


def test_eight_points_is_over_budget():
    line, _ = d10.attribute_budget(_attrs(strength=10, agility=8))
    assert line.spent == 8 and line.over and line.reason


def test_lowered_attribute_is_flagged():
    _, lowered = d10.attribute_budget(_attrs(luck=3))
    assert lowered.spent == 2 and lowered.over and lowered.reason


def test_campaign_budget_changes_allowance():
    line, _ = d10.attribute_budget(_attrs(strength=6), start=4, points=10)
    assert (line.spent, line.allowed) == (2 + 5, 10)  # five attributes at 5 are 1 above 4 each, strength 2


@given(st.lists(st.integers(1, 10), min_size=6, max_size=6))
def test_derived_values_within_ranges(values):
    derived = d10.derived_values(dict(zip(d10.ATTRIBUTES, values, strict=True)))
    assert 5 <= derived["base_damage"] <= 50
    assert 0 <= derived["attacks"] <= 5
    assert 20 <= derived["health"] <= 200
