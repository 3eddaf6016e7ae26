"""Melee, handedness and knockback (rule text, "Movement and Combat")."""

from fractions import Fraction

from app.rules.gridlimbs import (
    Body,
    block,
    can_wield,
    flinches,
    knockback_destination,
    knockback_tiles,
    melee_damage,
    obstacle_damage,
    strikes_back,
)


def test_katana_at_fifty_fifty_deals_standard_damage_with_both():
    # "a 50/50 R/L player dual-wielding katanas will deal standard damage with both"
    assert melee_damage(3, 2, right_percent=50, hand="right") == 6
    assert melee_damage(3, 2, right_percent=50, hand="left") == 6


def test_katana_at_hundred_zero_deals_double():
    # "a 100/0 R/L player hitting with a single katana will deal double standard damage"
    assert melee_damage(3, 2, right_percent=100, hand="right") == 12
    assert melee_damage(3, 2, right_percent=100, hand="left") == 0


def test_uneven_split_rounds_down():
    assert melee_damage(5, 2, right_percent=70, hand="right") == 14
    assert melee_damage(5, 2, right_percent=70, hand="left") == 6


def test_zero_hand_cannot_wield_one_handed_but_can_two_handed():
    # "A zero in one hand means it cannot be used to wield a single-handed weapon; however,
    #  two-handed weapons can still be used"
    body = Body.fresh(8)
    assert not can_wield(body, 100, "left", two_handed=False)
    assert can_wield(body, 100, "right", two_handed=False)
    assert can_wield(body, 100, "left", two_handed=True)


def test_useless_arms_and_weapons():
    # "Some weapons cannot be used with only one hand, and no weapons can be used when both arms fail."
    one = Body.fresh(8).hit("left_arm", 6)
    assert not can_wield(one, 50, "left", two_handed=False)
    assert can_wield(one, 50, "right", two_handed=False)
    assert not can_wield(one, 50, "right", two_handed=True)
    both = one.hit("right_arm", 6)
    assert not any(can_wield(both, 50, h, t) for h in ("left", "right") for t in (False, True))


def test_flinch_at_a_quarter_of_max_hp_or_a_disabled_limb():
    assert flinches(3, 12)
    assert not flinches(2, 12)
    assert flinches(1, 12, limb_disabled=True)


def test_strike_back_unless_flinched_knocked_back_or_killed():
    assert strikes_back(False, False, False)
    assert not strikes_back(True, False, False)
    assert not strikes_back(False, True, False)
    assert not strikes_back(False, False, True)


def test_knockback_at_double_strength_and_a_tile_more_per_multiple():
    # "double or greater than double the victim's strength"; "each time the force reaches a whole
    #  multiple of the defender's strength, it knocks them back another tile"
    assert knockback_tiles(7, 4) == 0
    assert knockback_tiles(8, 4) == 1
    assert knockback_tiles(11, 4) == 1
    assert knockback_tiles(12, 4) == 2
    assert knockback_tiles(5, 2) == 1   # pistol force 5 against Strength 2


def test_obstacle_damage_is_attacker_strength_per_tile():
    # "you will take your opponent's strength as damage once for each tile of knockback"
    assert obstacle_damage(6, 2) == 12


def test_block_needs_more_speed():
    result = block(3, 5, 3, 8)
    assert not result.succeeded and result.damage_through == 8


def test_block_lets_the_excess_over_strength_through():
    # "If your opponent's damage exceeds your strength, the difference goes through as damage"
    result = block(Fraction(5, 2), 5, 2, 8)
    assert result.succeeded and result.damage_through == 3 and not result.knocks_back_attacker


def test_block_knocks_back_when_damage_does_not_exceed_strength():
    # "if their damage does not exceed your strength, you will cause them knock back"
    result = block(4, 5, 2, 5)
    assert result.succeeded and result.damage_through == 0 and result.knocks_back_attacker


def test_knockback_example_lands_on_the_diagonal_for_one_and_for_two_tiles():
    # xxxxx       xxxxx
    # xxxxx       xxxYx
    # xxYxx  -->  xxxxx
    # xXxxx       xXxxx
    # "as does the same player taking two square's knockback from X"
    assert knockback_destination((1, 3), (2, 2), 1) == ((3, 1),)
    assert knockback_destination((1, 3), (2, 2), 2) == ((3, 1),)
    assert knockback_destination((1, 3), (2, 2), 3) == ((4, 0),)


def test_knockback_along_a_row_and_off_the_grid_lines():
    assert knockback_destination((0, 0), (1, 0), 2) == ((3, 0),)
    assert knockback_destination((0, 0), (2, 1), 1) == ((3, 1),)
    assert knockback_destination((0, 0), (2, 1), 0) == ((2, 1),)


def test_no_two_tiles_are_ever_equally_near_the_knockback_s_point():
    # "they will be knocked as closely as possible to a point collinear to the other two. If there
    # are two equally probably tiles, they will be knocked to the least dangerous": with the point
    # at a whole number of tiles along the attacker-defender line, two tiles tie only where a
    # coordinate of the point ends in .5; a length √n that is irrational gives an irrational point,
    # and a whole length c (a Pythagorean offset, c odd when primitive) gives t·a/c, a half only when
    # c divides 2t·a, that is c divides t, and then the coordinate is whole.  So the engine never has
    # a tie to offer the GM, and the first of the tuple is the only tile; this holds it to that.
    ties = [((x, y), tiles) for x in range(-15, 16) for y in range(-15, 16) if (x, y) != (0, 0)
            for tiles in range(1, 6) if len(knockback_destination((0, 0), (x, y), tiles)) > 1]
    assert ties == []
