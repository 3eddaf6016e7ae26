"""gridlimbs: the points where Deadwatch read the text wrong (issue 21), each with the text's words."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.gridlimbs.movement import in_melee_reach, shooting_distance
from app.rules.gridlimbs.shooting import hit_probability, point_blank_distribution, shot_distribution
from app.rules.rolling import Roller
from app.rules.worked import english

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
    shown = {
        c.label if not c.args else c.args["part"]["t"]: c.chance
        for c in rules.roll_rules().roll_odds("shot", me, inputs)
    }
    assert shown["Hit"] == 1 and shown["Head"] == Fraction(4, 100) and shown["Torso (main pool)"] == Fraction(64, 100)
    rolled = rules.roll_rules().resolve_roll("shot", me, inputs, TypedDice([98]))
    assert rolled.success is True and rolled.result.args == {"part": {"t": "Head"}}


def test_sprinting_costs_stamina_equal_to_the_distance_run_a_diagonal_step_one_and_a_half():
    # "sprint up to your entire speed per turn at the cost of stamina equal to the amount you ran";
    # "a player with a maximum movement of three tiles can move across two diagonal tiles"
    rules = get_ruleset("gridlimbs")
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": 12, "speed": 3, "stamina": 5})
    state = rules.initial_state(sheet)
    two_diagonals = rules.apply_sprint(sheet, state, 3)
    assert two_diagonals.state["stamina"] == 2
    one_diagonal = rules.apply_sprint(sheet, state, Fraction(3, 2))
    assert english(one_diagonal.arithmetic) == "Stamina 5 − 1.5 = 3.5"
    assert one_diagonal.lines[0].args == {"distance": {"num": "1.5"}, "cost": {"num": "1.5"}}  # 1,5 in Spanish
    # 3.5 left: the tracker shows 4 (half a point is not zero stamina), a second diagonal leaves 2
    assert one_diagonal.state["stamina"] == 4 and one_diagonal.state["stamina_half"] == 4
    again = rules.apply_sprint(sheet, one_diagonal.state, Fraction(3, 2))
    assert again.state["stamina"] == 2 and again.state["stamina_half"] is None
    # sprinted this round, above zero: +1, half point kept
    rested = rules.end_of_round(sheet, one_diagonal.state, TypedDice([]))
    assert rested.state["stamina"] == 5 and rested.state["stamina_half"] == 5  # 4.5
    assert english(rested.arithmetic) == "Stamina 3.5 → 4.5"
    # the GM setting the track by hand to 3: a whole 3, the half point dropped
    by_hand = dict(one_diagonal.state, stamina=3)
    assert english(rules.apply_sprint(sheet, by_hand, 1).arithmetic) == "Stamina 3 − 1 = 2"


def test_sprint_of_half_points_down_to_zero_costs_the_legs():
    rules = get_ruleset("gridlimbs")
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": 12, "speed": 8, "stamina": 3})
    state = rules.initial_state(sheet)
    first = rules.apply_sprint(sheet, state, Fraction(3, 2))
    assert first.state["left_leg"] == 9  # 1.5 left: not exhausted
    second = rules.apply_sprint(sheet, first.state, Fraction(3, 2))
    assert second.state["stamina"] == 0 and second.state["left_leg"] == 8 and second.state["right_leg"] == 8


# "xxxxxx / xxZxZx / xxZxZx / xxxxxx / xxxYxx": Y runs straight up the column between the zombies
TEXT_ZOMBIES = [(2, 1), (4, 1), (2, 2), (4, 2)]
TEXT_RUN = [(3, 4), (3, 3), (3, 2), (3, 1), (3, 0)]


def test_running_past_enemies_one_attack_per_drawn_melee_weapon_for_each_tile():
    # "you may only attack one thing per drawn melee weapon for each tile you step on ... The only
    #  way they could attack all four zombies is by dual-wielding melee weapons."
    from app.rules.gridlimbs.run_past import attacks_along, most_enemies_attacked

    tiles = attacks_along(TEXT_RUN, TEXT_ZOMBIES, drawn=1)
    assert [(t.tile, len(t.in_reach), t.attacks) for t in tiles] == [
        ((3, 3), 0, 0),  # (2, 2) and (4, 2) are diagonal from here: out of reach
        ((3, 2), 2, 1),
        ((3, 1), 2, 1),
        ((3, 0), 0, 0),
    ]
    assert most_enemies_attacked(TEXT_RUN, TEXT_ZOMBIES, drawn=1) == 2
    assert most_enemies_attacked(TEXT_RUN, TEXT_ZOMBIES, drawn=2) == 4
    assert most_enemies_attacked(TEXT_RUN, TEXT_ZOMBIES, drawn=0) == 0


def test_an_enemy_is_attacked_once_and_a_run_steps_tile_by_tile():
    from app.rules.gridlimbs.run_past import most_enemies_attacked

    # one zombie beside three tiles of the run: a single katana still attacks it once only
    assert most_enemies_attacked([(0, 0), (0, 1), (0, 2), (0, 3)], [(1, 2)], drawn=1) == 1
    # a zombie beside each tile stepped on; the one beside the starting tile is not run past
    assert most_enemies_attacked([(0, 0), (1, 0), (2, 0)], [(1, 1), (0, 1), (2, 1)], drawn=1) == 2
    with pytest.raises(RulesError):
        most_enemies_attacked([(0, 0), (0, 2)], TEXT_ZOMBIES, drawn=1)  # a jump, not a step
    with pytest.raises(RulesError):
        most_enemies_attacked(TEXT_RUN, TEXT_ZOMBIES, drawn=3)


def test_a_block_declared_with_no_enemy_adjacent_works_against_a_faster_enemy_running_in():
    # "If you attempt to block when there are no adjacent ememies to you at the start of a round, and
    #  one with faster speed runs at you, the block works as per usual."
    from app.rules.gridlimbs.melee import block

    # Strength 5, Speed 3 against a Speed-6 runner hitting for 8: 3 goes through, no knockback
    braced = block(3, 5, 6, 8, braced=True)
    assert (braced.succeeded, braced.damage_through, braced.knocks_back_attacker) == (True, 3, False)
    # a hit of 4 does not exceed the Strength: the runner is knocked back
    assert block(3, 5, 6, 4, braced=True).knocks_back_attacker
    # a block against an enemy already adjacent still needs the speed
    assert block(3, 5, 6, 8).succeeded is False


# "Pistol: Two shots per round, six damage"; "unless you are hit in the torso, the majority of the
#  hitpoints are deducted from the pool of the hit body part"; "a bulletproof vest will prevent any
#  bullet damage to the main body"


def test_a_gun_hit_on_a_target_offers_the_guns_damage_to_the_part_it_hit():
    rules = get_ruleset("gridlimbs")
    kit = roller(rules, accuracy=7, starting_item="pistol")
    biter = roller(rules, max_hp=12)
    # aimed at the left arm, 3 squares: the lowest hit number (3) hits the torso, 4 and up the arm
    inputs = {"weapon": "pistol", "distance": 3, "aim": "left_arm"}
    arm = rules.roll_rules().resolve_roll("shot", kit, inputs, TypedDice([5]), biter)
    assert arm.result.args == {"part": {"t": "Left arm"}}
    [offer] = arm.damage
    assert (offer.to, offer.amount) == ("opponent", 6)
    hit = rules.damage_rules().apply_damage(biter.sheet, biter.state, offer.request, TypedDice([]))
    body = rules.body(biter.sheet, hit.state)
    assert body.pool("left_arm") == 9 - 6 and body.pool("torso") == 12 - 3  # ⌈6/2⌉ from the main pool
    # the torso of a target in a vest: the bullet is stopped
    torso = rules.roll_rules().resolve_roll("shot", kit, inputs, TypedDice([3]), biter)
    assert torso.result.args == {"part": {"t": "Torso (main pool)"}}
    vested = roller(rules, max_hp=12, starting_item="vest")
    stopped = rules.damage_rules().apply_damage(vested.sheet, vested.state, torso.damage[0].request, TypedDice([]))
    assert rules.body(vested.sheet, stopped.state).pool("torso") == 12
    # a miss, a shot at no character, or no gun offer nothing
    assert rules.roll_rules().resolve_roll("shot", kit, inputs, TypedDice([2]), biter).damage == ()
    assert rules.roll_rules().resolve_roll("shot", kit, inputs, TypedDice([5])).damage == ()
    unarmed = {**inputs, "weapon": ""}  # no gun picked: refused, nothing rolled, nothing offered
    with pytest.raises(RulesError, match="No firearm picked"):
        rules.roll_rules().resolve_roll("shot", kit, unarmed, TypedDice([5]), biter)
