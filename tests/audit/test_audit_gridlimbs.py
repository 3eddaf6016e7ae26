""""The Fantastic ASCII Finally Starting Game": grid, limbs and bleeding (grid-limbs.en.txt; where the
first draft and the revision differ, the revision holds), read alone and checked through the services
the way the character form, the damage and healing forms, the dice dock, the battle map, the fight
list and the ammunition dock call them."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from tests.audit.helpers import add, last_line, odds, refusal, roll, state
from tests.unit.services.twdu_party import set_state

LIMBS = ("left_arm", "right_arm", "left_leg", "right_leg")


def grenades(services, cid):
    """The grenades the ammunition dock shows the character carrying."""
    return next(v.stock.count for v in services.ammo.stocks(cid) if v.stock.key == "grenades")


def pools(services, cid):
    return dict(state(services, cid)["body"]["pools"])


def derived(services, cid):
    row = services.characters.character(cid)
    return services.ruleset.derived(row.sheet)


def hit(services, cid, part, amount, **more):
    assert services.characters.damage(cid, {"part": part, "amount": amount, **more})


# ---- Character creation -----------------------------------------------------------------------

def test_everyone_starts_with_two_in_each_stat_but_hp_four_and_first_aid_zero(grid):
    """"All players start with two points in each stat except HP and First Aid (four and zero respectively)" """
    fresh = grid.ruleset.new_sheet()
    assert {k: fresh[k] for k in ("max_hp", "strength", "speed", "stamina", "accuracy", "first_aid")} == {
        "max_hp": 4, "strength": 2, "speed": 2, "stamina": 2, "accuracy": 2, "first_aid": 0}


@pytest.mark.parametrize(("stats", "spent"), [
    ({}, 0), ({"max_hp": 19}, 15), ({"speed": 7, "accuracy": 7, "first_aid": 5}, 15), ({"strength": 5}, 3),
])
def test_fifteen_more_points_to_allocate(grid, stats, spent):
    """"and may allocate fifteen more points between the five stats" (README: to any of the six) """
    cid = add(grid, "Points", **stats)
    row = grid.characters.character(cid)
    line = next(b for b in grid.ruleset.budget(row.sheet) if b.allowed == 15)
    assert line.spent == spent


@pytest.mark.parametrize(("max_hp", "limb", "head"), [(4, 3, 2), (12, 9, 6), (10, 7, 5), (7, 5, 3), (19, 14, 9)])
def test_limbs_three_quarters_and_the_head_half_of_the_main_pool(grid, max_hp, limb, head):
    """"Your limbs have HP pools equal to 3/4 of your main HP pool; your head, however, only has 1/2 the HP of
    your main pool." (rounded down) """
    cid = add(grid, "Body", max_hp=max_hp)
    assert pools(grid, cid) == {"head": head, "torso": max_hp, **dict.fromkeys(LIMBS, limb)}


@pytest.mark.parametrize(("item", "check"), [
    ("pistol", lambda st: st["guns"] == [{"weapon": "pistol", "loaded": 15}]),
    ("clips", lambda st: [c if isinstance(c, int) else c.get("rounds", c) for c in st["clips"]] == [15, 15, 15, 15]),
    ("vest", lambda st: st["vest"]["worn"] is True and st["vest"]["failure"] == 0),
])
def test_the_starting_items(grid, item, check):
    """"You may also choose a starting item from the following – pistol (one clip fifteen rounds), katana,
    bulletproof vest …, two grenades, or four fifteen-bullet clips of 9mm rounds" """
    cid = add(grid, "Starter", starting_item=item)
    assert check(state(grid, cid))


# ---- Damage -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("part", "amount", "limb_after", "main_after"), [
    ("left_leg", 6, 3, 9), ("right_arm", 5, 4, 9), ("left_arm", 1, 8, 11), ("head", 2, 4, 8), ("head", 1, 5, 10),
    ("torso", 5, None, 7),
])
def test_a_hit_part_and_the_main_pool(grid, part, amount, limb_after, main_after):
    """"unless you are hit in the torso, the majority of the hitpoints are deducted from the pool of the hit
    body part, and half the damage that body part sustained is deducted from the main pool (unless you were hit
    in the head, in which case you lose double). For example, if you are hit in the left leg for six
    hitpoints, you also lose three hitpoints from your main hitpoints." (Max HP 12; README: ⌈d/2⌉) """
    cid = add(grid, "Hit", max_hp=12)
    hit(grid, cid, part, amount)
    after = pools(grid, cid)
    assert after["torso"] == main_after
    if limb_after is not None:
        assert after[part] == limb_after


def test_the_left_leg_example_in_the_log(grid):
    """"if you are hit in the left leg for six hitpoints, you also lose three hitpoints from your main
    hitpoints." """
    cid = add(grid, "Example", max_hp=12)
    hit(grid, cid, "left_leg", 6)
    assert "Left leg takes 6; the main pool loses 3." in last_line(grid)  # (and it starts bleeding: half of 12)


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
@pytest.mark.parametrize(("legs", "speed"), [(0, 8), (1, 4), (2, 2)])
def test_each_useless_leg_halves_speed(fresh, legs, speed):
    """"If a body part loses all its hitpoints, it is rendered useless. In the case of your legs, each leg lost
    will halve your speed." (Speed 8, Max HP 40: the battle map's reach in a fight) """
    cid = add(fresh, "Legs", max_hp=40, speed=8, stamina=10)
    for leg in ("left_leg", "right_leg")[:legs]:
        hit(fresh, cid, leg, 30)
    fighting(fresh, cid)
    assert Fraction(fresh.battle_map.plan(cid, [(1, 1), (2, 1)]).lines[0].args["speed"]) == speed


@pytest.mark.parametrize(("arms", "weapon", "usable"), [
    (1, "rifle", False), (1, "pistol", True), (2, "pistol", False),
])
def test_useless_arms_and_the_weapons_left(grid, arms, weapon, usable):
    """"Some weapons cannot be used with only one hand, and no weapons can be used when both arms fail." """
    cid = add(grid, "Arms", max_hp=20, starting_item="pistol", right_hand=100, accuracy=6,
              weapons=[{"weapon": "rifle"}, {"weapon": "pistol"}])
    zed = add(grid, "Target", "zombie")
    for arm in ("left_arm", "right_arm")[:arms]:
        hit(grid, cid, arm, 15)
    message = refusal(grid, "shot", cid, "4", zed, weapon=weapon, distance=3, hand="right")
    assert (message == "") is usable, message


@pytest.mark.parametrize(("part", "dead"), [("head", True), ("torso", True), ("left_arm", False)])
def test_the_head_or_the_main_pool_at_zero_is_death(grid, part, dead):
    """"If your head loses all its hitpoints before you lose your main hitpoints, then you die." (Max HP 20:
    head 10; an arm of 15 lost costs the main pool 8, not all) """
    cid = add(grid, "Mortal", max_hp=20)
    hit(grid, cid, part, {"head": 10, "torso": 20, "left_arm": 15}[part])
    row = grid.characters.character(cid)
    assert grid.ruleset.is_dead(row.sheet, row.state) is dead


# ---- Bleeding ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("hits", "pools_after"), [
    ({"left_leg": 5}, {"left_leg": 3, "torso": 8}),          # leg 4 of 9 bleeds: −1, main −1; main 9 of 12 not
    ({"left_leg": 4}, {"left_leg": 5, "torso": 10}),         # leg 5 of 9: above half, no bleeding
    ({"head": 3}, {"head": 2, "torso": 4}),                  # head 3 of 6 bleeds; main 6 of 12 bleeds too
    ({"torso": 6}, {"torso": 5}),                            # main 6 of 12: one a round
    ({"left_arm": 5, "right_arm": 5}, {"left_arm": 3, "right_arm": 3, "torso": 3}),
])
@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_bleeding_at_the_end_of_a_round(fresh, hits, pools_after):
    """"If any limb reaches half its hitpoints, it starts to bleed out, losing one hitpoint and also deducting
    one hitpoint from your total score. If the main pool reaches half hitpoints, you start to lose one hitpoint
    per round. Bleed damage stacks" (Max HP 12: limbs 9, head 6) """
    cid = add(fresh, "Bleeder", max_hp=12)
    for part, amount in hits.items():
        hit(fresh, cid, part, amount)
    assert fresh.initiative.start([cid], name="Mall")
    assert fresh.initiative.end_round()
    after = pools(fresh, cid)
    assert {k: after[k] for k in pools_after} == pools_after


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_all_pools_halved_bleed_six_a_round(fresh):
    """"Bleed damage stacks, so if all your hitpoint pools have been halved, you're taking six damage a round"
    (Max HP 40: limbs 30, head 20; each hit to half and the main pool at half with them) """
    cid = add(fresh, "Dying", max_hp=40)
    halved = {"head": 10, "torso": 20, **dict.fromkeys(LIMBS, 15)}
    set_state(fresh, cid, body={**state(fresh, cid)["body"], "pools": halved}, **halved)
    assert fresh.initiative.start([cid], name="End")
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["torso"] == 20 - 6


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_hit_on_a_useless_limb_adds_to_its_bleeding_for_good(fresh):
    """"If a non-functioning limb is hit, it automatically adds a point per round's bleed damage to that limb,
    regardless of whether or not it's already bleeding." (Max HP 40: arm 30 at 0, hit again) """
    cid = add(fresh, "Stump", max_hp=40)
    hit(fresh, cid, "left_arm", 30)
    main = pools(fresh, cid)["torso"]
    hit(fresh, cid, "left_arm", 2)
    assert state(fresh, cid)["body"]["bleed_marks"]["left_arm"] == 1
    main_after_hit = pools(fresh, cid)["torso"]
    assert main_after_hit == main - 1
    assert fresh.initiative.start([cid], name="Blood")
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["torso"] == main_after_hit - 2  # its own bleeding and the mark


# ---- Healing ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("torso", "after"), [(2, 8), (8, 12), (6, 12)])
def test_pain_pills_give_the_main_pool_half_of_max(grid, torso, after):
    """"take pain pills, which will restore your half of your maximum hitpoints to your main pool, though it
    will not prevent limbs from becoming useless" (Max HP 12: +6, never past 12) """
    cid = add(grid, "Pills", max_hp=12)
    hit(grid, cid, "torso", 12 - torso)
    set_state(grid, cid, pain_pills=1)
    assert grid.characters.heal(cid, {"kind": "pain_pills"})
    assert pools(grid, cid)["torso"] == after
    assert state(grid, cid)["pain_pills"] == 0


@pytest.mark.parametrize(("first_aid", "faces", "leg_after"), [
    (0, "2", 3 + 2), (2, "4", 3 + 4), (2, "1 3", 3 - 3), (0, "1 2", 3 - 2), (2, "3", 3 + 3),
])
def test_first_aid_heals_d_first_aid_plus_two_and_a_one_hurts(grid, first_aid, faces, leg_after):
    """"The amount healed by first aid is determined by a d[(First Aid)+2] roll, with a one resulting in another
    d[(First Aid)+2] roll to determine how many hitpoints are deducted." (a leg of 9 at 3) """
    medic = add(grid, "Medic", first_aid=first_aid)
    cid = add(grid, "Patient", max_hp=12)
    hit(grid, cid, "left_leg", 6)
    set_state(grid, cid, bandages=1)
    set_state(grid, medic, bandages=1)
    assert grid.characters.heal(cid, {"kind": "first_aid", "part": "left_leg", "first_aid": first_aid}, faces=faces)
    assert pools(grid, cid)["left_leg"] == max(0, leg_after)


def test_first_aid_restores_a_limb_by_no_more_than_half_its_hitpoints(grid):
    """"your limbs cannot be restored by any more than half of their hitpoints via first-aid" (a leg of 9 at
    1: at most 4 back in all) """
    cid = add(grid, "Patched", max_hp=12, first_aid=4)
    hit(grid, cid, "left_leg", 8)
    set_state(grid, cid, bandages=3)
    assert grid.characters.heal(cid, {"kind": "first_aid", "part": "left_leg", "first_aid": 4}, faces="3")
    assert grid.characters.heal(cid, {"kind": "first_aid", "part": "left_leg", "first_aid": 4}, faces="5")
    assert pools(grid, cid)["left_leg"] == 1 + 4


def test_first_aid_needs_bandages(grid):
    """"First aid requires bandages" """
    cid = add(grid, "Unbandaged", max_hp=12)
    hit(grid, cid, "left_leg", 6)
    assert not grid.characters.heal(cid, {"kind": "first_aid", "part": "left_leg", "first_aid": 0}, faces="2")
    assert pools(grid, cid)["left_leg"] == 3


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_first_aid_stops_a_limbs_bleeding_until_it_is_hit_again(fresh):
    """"First aid on a bleeding limb prevents bleed damage, even if it can no longer restore hitpoints to that
    limb. However, more damage to that limb reverses the blood-stopping first aid." """
    cid = add(fresh, "Bandaged", max_hp=12)
    hit(fresh, cid, "left_leg", 7)   # 2 of 9
    set_state(fresh, cid, bandages=2)
    assert fresh.characters.heal(cid, {"kind": "first_aid", "part": "left_leg", "first_aid": 0}, faces="2")
    assert pools(fresh, cid)["left_leg"] == 4
    assert fresh.initiative.start([cid], name="Aid")
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_leg"] == 4   # bandaged: no bleeding
    hit(fresh, cid, "left_leg", 1)
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_leg"] == 2   # hit again: it bleeds


# ---- Stamina and movement ---------------------------------------------------------------------

def mapped(services, cid, tile=(1, 1), size=(10, 10)):
    assert services.battle_map.set_size(*size)
    assert services.battle_map.place({cid: tile})


def fighting(services, cid, *others):
    """On the map in a running fight: moves cost what the text says."""
    mapped(services, cid)
    assert services.initiative.start([cid, *others], name="Fight")


@pytest.mark.parametrize(("speed", "walk"), [(2, Fraction(1)), (5, Fraction(1)), (8, Fraction(3, 2)), (10, Fraction(2)),
                                             (13, Fraction(5, 2)), (12, Fraction(5, 2))])
@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_walking_is_a_fifth_of_speed_to_the_nearest_half_tile_at_least_one(fresh, speed, walk):
    """"You may walk up to 1/5 of your speed per turn (rounded to the nearest half tile, minimum one)" """
    cid = add(fresh, "Walker", speed=speed, stamina=20)
    fighting(fresh, cid)
    plan = fresh.battle_map.plan(cid, [(1, 1), (2, 1)])
    reach = plan.lines[0].args["walk"]  # a half tile is given as {"num": "2.5"}, shown in the GM's decimals
    assert (plan.mode, Fraction(reach["num"] if isinstance(reach, dict) else reach)) == ("walk", walk)


@pytest.mark.parametrize(("path", "cost"), [
    ([(1, 1), (2, 1), (3, 1)], Fraction(2)), ([(1, 1), (2, 2)], Fraction(3, 2)),
    ([(1, 1), (2, 2), (3, 3)], Fraction(3)),
    ([(1, 1), (2, 2), (3, 2)], Fraction(5, 2)),
])
@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_diagonal_step_costs_one_and_a_half(fresh, path, cost):
    """"To move to a tile diagonal from the one you currently occupies takes 1.5 movement; this means a player
    with a maximum movement of three tiles can move across two diagonal tiles." """
    cid = add(fresh, "Mover", speed=6, stamina=6)
    fighting(fresh, cid)
    assert fresh.battle_map.plan(cid, path).cost == cost


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_three_tiles_of_movement_cross_two_diagonals_not_three(fresh):
    """"a player with a maximum movement of three tiles can move across two diagonal tiles" """
    cid = add(fresh, "Three", speed=3, stamina=6)
    fighting(fresh, cid)
    assert fresh.battle_map.plan(cid, [(1, 1), (2, 2), (3, 3)]).reason is None
    assert fresh.battle_map.plan(cid, [(1, 1), (2, 2), (3, 3), (4, 4)]).reason is not None


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_sprinting_costs_stamina_equal_to_the_distance(fresh):
    """"or sprint up to your entire speed per turn at the cost of stamina equal to the amount you ran." """
    cid = add(fresh, "Sprinter", speed=6, stamina=6)
    fighting(fresh, cid)
    assert fresh.battle_map.move(cid, [(1, 1), (2, 1), (3, 1), (4, 1)])
    assert state(fresh, cid)["stamina"] == 3


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_sprinting_stamina_to_zero_costs_the_legs_one(fresh):
    """"Allowing your stamina to reach zero this way deducts one HP from your legs." """
    cid = add(fresh, "Spent", speed=6, stamina=3, max_hp=12)
    fighting(fresh, cid)
    assert fresh.battle_map.move(cid, [(1, 1), (2, 1), (3, 1), (4, 1)])
    after = pools(fresh, cid)
    assert state(fresh, cid)["stamina"] == 0
    assert (after["left_leg"], after["right_leg"]) == (8, 8)  # "one HP from your legs": each of them


@pytest.mark.parametrize(("start", "sprint", "fight", "after"), [
    (0, False, False, 1), (3, False, False, 5), (3, True, False, 4 - 2 + 0), (3, False, True, 4), (0, False, True, 0),
])
@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_stamina_back_at_the_end_of_a_round(fresh, start, sprint, fight, after):
    """"Each round, if you are at zero stamina and do not fight, you gain one point of stamina. If you are above
    zero stamina and you do not sprint or fight, you gain two stamina; fulfilling one of the non-zero stamina
    criteria replenishes one stamina." (a sprint of 2 tiles from 3: 1, then +1) """
    cid = add(fresh, "Breather", speed=6, stamina=6, starting_item="katana")
    zed = add(fresh, "Zed", "zombie", max_hp=40)
    set_state(fresh, cid, stamina=start)
    fighting(fresh, cid, zed)
    if sprint:
        assert fresh.battle_map.move(cid, [(1, 1), (2, 1), (3, 1)])
    if fight:
        assert fresh.characters.damage(zed, {"weapon": "katana", "attacker_strength": 2, "part": "torso"}, actor_id=cid)
    assert fresh.initiative.end_round()
    assert state(fresh, cid)["stamina"] == after


# ---- Ranged -----------------------------------------------------------------------------------

def test_point_blank_always_hits_a_random_part(grid):
    """"Point-blank shots are heat-of-the-moment, and therefore randomly hit a bodypart; 64% the torso, 8% for
    each limb, and 4% the head." """
    cid = add(grid, "Close", accuracy=4)
    zed = add(grid, "Near", "zombie")
    shown = odds(grid, "shot", cid, zed, weapon="pistol", distance=1)
    assert shown["Hit"] == 1
    assert shown["Torso (main pool)"] == Fraction(64, 100)
    assert shown["Head"] == Fraction(4, 100)
    assert all(shown[name] == Fraction(8, 100) for name in ("Left arm", "Right arm", "Left leg", "Right leg"))


def test_a_diagonal_neighbour_is_point_blank(grid):
    """"You may not hit anyone with a melee weapon if they are on a tile diagonally across from yours …
    However, it still counts as point blank for a firearm." """
    cid = add(grid, "Corner", accuracy=2)
    zed = add(grid, "Diagonal", "zombie")
    assert odds(grid, "shot", cid, zed, weapon="pistol", distance=2, diagonal=True)["Hit"] == 1


@pytest.mark.parametrize(("distance", "aim", "chance"), [
    (2, "torso", Fraction(3, 4)), (4, "torso", Fraction(1, 4)), (5, "torso", Fraction(0)), (5, "", Fraction(1, 4)),
    (6, "", Fraction(1, 4)), (4, "", Fraction(2, 4)), (3, "", Fraction(3, 4)), (7, "", Fraction(0)),
])
def test_a_d_accuracy_roll_aimed_or_unaimed(grid, distance, aim, chance):
    """"a d(Accuracy) is rolled for non-point-blank shots. … A roll can hit 50% further than usual, rounded
    down, if no particular body-part is being aimed for, (so a player with only four Accuracy who wishes to
    shoot something six squares away can still do so if they roll four and don't specify any body-part …)"
    (Accuracy 4; README: an aimed shot hits at distance ≤ roll) """
    cid = add(grid, "Aimer", accuracy=4)
    zed = add(grid, "Far", "zombie")
    assert odds(grid, "shot", cid, zed, weapon="pistol", distance=distance, aim=aim)["Hit"] == chance


def test_the_texts_six_squares_example(grid):
    """"a player with only four Accuracy who wishes to shoot something six squares away can still do so if
    they roll four and don't specify any body-part that is being aimed for" """
    cid = add(grid, "Four", accuracy=4)
    zed = add(grid, "Six", "zombie")
    assert roll(grid, "shot", cid, "4", zed, weapon="pistol", distance=6).result.success is True
    assert roll(grid, "shot", cid, "3", zed, weapon="pistol", distance=6).result.success is False


@pytest.mark.parametrize(("targets", "moved", "chance"), [(1, False, Fraction(3, 4)), (2, False, Fraction(2, 3)),
                                                          (1, True, Fraction(1, 2)), (4, False, Fraction(0))])
def test_more_targets_and_moving_lower_accuracy(grid, targets, moved, chance):
    """"each shot you fire at a different target lowers your Accuracy by 1 for each of them, with a minimum of 1
    Accuracy." "You may move and attack with a ranged weapon in the same turn with half accuracy" (Accuracy 4,
    an aimed shot at 2 squares) """
    cid = add(grid, "Busy", accuracy=4)
    zed = add(grid, "Mark", "zombie")
    shown = odds(grid, "shot", cid, zed, weapon="pistol", distance=2, aim="torso", targets=targets,
                 shooter_moved=moved)
    assert shown["Hit"] == chance


def test_a_faster_target_moving_lowers_accuracy_a_square(grid):
    """"Each square your target moved, if it has higher speed than you, deducts one from your accuracy while
    shooting." (Accuracy 4 → 2: an aimed shot at 2 squares, 1 in 2) """
    cid = add(grid, "Slow", accuracy=4, speed=2)
    zed = add(grid, "Quick", "zombie", speed=6)
    shown = odds(grid, "shot", cid, zed, weapon="pistol", distance=2, aim="torso", target_moved=2)
    assert shown["Hit"] == Fraction(1, 2)


@pytest.mark.parametrize(("aim", "face", "part"), [
    ("left_leg", "2", "torso"), ("left_leg", "3", "right_leg"), ("left_leg", "4", "left_leg"),
    ("left_arm", "2", "torso"), ("left_arm", "3", "left_arm"), ("head", "2", None), ("head", "3", None),
    ("head", "4", "torso"), ("head", "5", "head"),
])
def test_aimed_shots_going_awry(grid, aim, face, part):
    """"When going for a legshot, if the minimum hit number is rolled, the body is hit instead, and if the
    second-lowest hit number is rolled, the opposite leg is hit. When going for an armshot, if the minimum hit
    number is rolled, the body is hit instead. When going for a headshot, the bottom two hit numbers are
    considered misses, and the third-bottom number hits the main body." (Accuracy 6, 2 squares: 2 is the
    minimum hit number) """
    cid = add(grid, "Sniper", accuracy=6)
    zed = add(grid, "Aimed", "zombie")
    rolled = roll(grid, "shot", cid, face, zed, weapon="pistol", distance=2, aim=aim)
    if part is None:
        assert rolled.result.success is False
    else:
        [offer] = rolled.result.damage
        assert offer.request["part"] == part


# ---- Weapons ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("weapon", "damage"), [("pistol", 6), ("rifle", 12), ("smg", 9)])
def test_gun_damage(grid, weapon, damage):
    """"Pistol: … six damage" "Rifle: … twelve damage" "SMG: … nine damage" (to the torso of Max HP 40) """
    cid = add(grid, "Shot at", max_hp=40)
    assert grid.characters.damage(cid, {"part": "torso", "weapon": weapon, "bullet": True})
    assert pools(grid, cid)["torso"] == 40 - damage


@pytest.mark.parametrize(("strength", "hand", "damage"), [(2, 50, 2 * 2), (3, 100, 3 * 2 * 2), (4, 50, 4 * 2)])
def test_katana_strength_times_two_split_by_the_hand_then_doubled(grid, strength, hand, damage):
    """"Damage in melee is determined by your Strength stat multiplied by the weapon's damage modifier. The
    damage will be split between your hands in accordance with your handedness, then doubled (for example, a
    50/50 R/L player dual-wielding katanas will deal standard damage with both. On the other hand, a 100/0 R/L
    player hitting with a single katana will deal double standard damage)." "Katana: Melee weapon, ×2" """
    cid = add(grid, "Cut", max_hp=40)
    assert grid.characters.damage(cid, {"part": "torso", "weapon": "katana", "attacker_strength": strength,
                                        "attacker_hand_share": hand})
    assert pools(grid, cid)["torso"] == 40 - damage


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_two_pistol_shots_spend_two_rounds(fresh):
    """"Pistol: Two shots per round" "they all start at fifteen-rounds, so count your shots." """
    cid = add(fresh, "Twice", accuracy=6)
    zed = add(fresh, "Twice hit", "zombie")
    fighting(fresh, cid, zed)
    roll(fresh, "shot", cid, "6", zed, weapon="pistol")
    roll(fresh, "shot", cid, "6", zed, weapon="pistol")
    assert state(fresh, cid)["guns"][0]["loaded"] == 13


def test_the_ammunition_dock_fires_the_pistols_rounds(grid):
    """"Pistol: Two shots per round" "count your shots" — the ammunition dock's Fire """
    cid = add(grid, "Gunner", starting_item="pistol")
    key = grid.ammo.stocks(cid)[0].stock.key
    assert grid.ammo.fire(cid, key)
    assert grid.ammo.stocks(cid)[0].stock.count == 14


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_grenade_deals_ten_to_fifteen_damage(fresh):
    """"Grenade: Range equal to the thrower's strength, … blast radius between ten and fifteen tiles, all targets
    take between ten and fifteen damage" """
    cid = add(fresh, "Thrower", strength=4, starting_item="grenades")
    zed = add(fresh, "Boom", "zombie", max_hp=60)
    assert fresh.battle_map.set_size(20, 20)
    assert fresh.battle_map.place({cid: (1, 1), zed: (4, 1)})
    preview = fresh.battle_map.blast_preview(cid, (4, 1))
    assert preview is not None
    assert fresh.battle_map.throw_grenade(cid, (4, 1))
    found = re.search(r"Blast radius (\d+) tiles, (\d+) damage", last_line(fresh))
    assert found is not None
    radius, damage = int(found.group(1)), int(found.group(2))
    assert 10 <= radius <= 15 and 10 <= damage <= 15
    assert f"Damage to Boom: {damage} damage" in last_line(fresh)
    assert pools(fresh, zed)["torso"] == 60 - damage
    assert grenades(fresh, cid) == 1


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_grenade_reaches_only_the_throwers_strength(fresh):
    """"Grenade: Range equal to the thrower's strength" """
    cid = add(fresh, "Weak", strength=2, starting_item="grenades")
    assert fresh.battle_map.set_size(20, 20)
    assert fresh.battle_map.place({cid: (1, 1)})
    assert not fresh.battle_map.throw_grenade(cid, (8, 1))
    assert grenades(fresh, cid) == 2


# ---- Melee on the grid --------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_melee_cannot_reach_a_diagonal_tile(fresh):
    """"You may not hit anyone with a melee weapon if they are on a tile diagonally across from yours; they are
    just out of range." — passing a zombie diagonally offers no strike """
    cid = add(fresh, "Blade", starting_item="katana", speed=6, stamina=6)
    zed = add(fresh, "Corner", "zombie", max_hp=12)
    assert fresh.battle_map.set_size(8, 8)
    assert fresh.battle_map.place({cid: (1, 1), zed: (3, 2)})
    assert fresh.battle_map.passing_attacks(cid, [(1, 1), (2, 1)]).hits == ()
    assert len(fresh.battle_map.passing_attacks(cid, [(1, 1), (2, 1), (3, 1)]).hits) == 1


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_one_strike_per_drawn_melee_weapon_for_each_tile_stepped_on(fresh):
    """"you may only attack one thing per drawn melee weapon for each tile you step on … The only way they
    could attack all four zombies is by dual-wielding melee weapons." (the text's two columns of zombies) """
    cid = add(fresh, "Runner", starting_item="katana", speed=8, stamina=8)
    zeds = [add(fresh, f"Z{n}", "zombie", max_hp=30) for n in range(4)]
    assert fresh.battle_map.set_size(6, 5)
    assert fresh.battle_map.place({cid: (3, 4), zeds[0]: (2, 1), zeds[1]: (4, 1), zeds[2]: (2, 2), zeds[3]: (4, 2)})
    strikes = fresh.battle_map.passing_attacks(cid, [(3, 4), (3, 3), (3, 2), (3, 1), (3, 0)]).hits
    assert len(strikes) == 2


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_concealed_katana_takes_a_round_to_draw(fresh):
    """"All items can be concealed; however, to draw a concealed katana takes up a round of combat." """
    cid = add(fresh, "Hidden", weapons=[{"weapon": "katana", "concealed": True}], speed=6, stamina=6)
    zed = add(fresh, "Passing", "zombie", max_hp=12)
    assert fresh.battle_map.set_size(6, 4)
    assert fresh.battle_map.place({cid: (1, 1), zed: (2, 0)})
    path = [(1, 1), (2, 1), (3, 1)]
    assert fresh.battle_map.passing_attacks(cid, path).hits == ()
    assert fresh.initiative.start([cid, zed], name="Draw")  # a round of combat to take up
    assert roll(fresh, "draw", cid, "")
    assert fresh.battle_map.passing_attacks(cid, path).hits == ()  # the round goes on drawing
    assert fresh.initiative.end_round()
    assert len(fresh.battle_map.passing_attacks(cid, path).hits) == 1


# ---- Ammunition ---------------------------------------------------------------------------------

def test_clips_are_counted_each_on_its_own(grid):
    """"You do not know how much ammo is in each clip, though they all start at fifteen-rounds, so count your
    shots." """
    cid = add(grid, "Counter", starting_item="pistol")
    stocks = {view.stock.key: view.stock for view in grid.ammo.stocks(cid)}
    assert (stocks["gun1"].label, stocks["gun1"].count, stocks["gun1"].capacity) == ("Pistol", 15, 15)
    loaded = add(grid, "Clips", starting_item="clips")
    assert [view.stock.count for view in grid.ammo.stocks(loaded) if view.stock.key == "clips"] == [4]


# ---- Bulletproof vest ---------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_the_vest_stops_bullets_to_the_torso_and_wears(fresh):
    """"Initially, a bulletproof vest will prevent any bullet damage to the main body … After the first bullet,
    there is a 1/100 chance that the next bullet will hit a damaged part of the vest … Each time the vest
    prevents damage, add another 1/100" """
    cid = add(fresh, "Vested", starting_item="vest", max_hp=20)
    assert fresh.characters.damage(cid, {"part": "torso", "weapon": "pistol", "bullet": True})  # no chance yet
    assert pools(fresh, cid)["torso"] == 20
    assert state(fresh, cid)["vest"]["failure"] == 1
    assert fresh.characters.damage(cid, {"part": "torso", "weapon": "pistol", "bullet": True}, faces="50")
    assert (pools(fresh, cid)["torso"], state(fresh, cid)["vest"]["failure"]) == (20, 2)
    assert fresh.characters.damage(cid, {"part": "torso", "weapon": "pistol", "bullet": True}, faces="2")
    assert pools(fresh, cid)["torso"] == 20 - 6  # the 2 in 100: through a damaged part


def test_non_bullet_torso_damage_wears_the_vest_by_its_amount(grid):
    """"any non-bullet damage sustained to the torso adds the amount of damage dealt to you/100 chance for the
    BP vest to fail." """
    cid = add(grid, "Clawed", starting_item="vest", max_hp=20)
    hit(grid, cid, "torso", 5)
    assert state(grid, cid)["vest"]["failure"] == 5


def test_the_vest_does_not_cover_the_limbs(grid):
    """"a bulletproof vest will prevent any bullet damage to the main body" — a bullet to the arm still hurts """
    cid = add(grid, "Armhit", starting_item="vest", max_hp=20)
    assert grid.characters.damage(cid, {"part": "left_arm", "weapon": "pistol", "bullet": True})
    assert pools(grid, cid)["left_arm"] == 15 - 6


# ---- Score --------------------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_a_zombie_killed_is_one_point(fresh):
    """"Each zombie killed is worth one point." """
    cid = add(fresh, "Killer", starting_item="katana", strength=5)
    zed = add(fresh, "Victim", "zombie", max_hp=4)
    assert fresh.characters.damage(zed, {"part": "head", "weapon": "katana", "attacker_strength": 5}, actor_id=cid)
    assert state(fresh, cid)["score"] == 1


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_each_player_death_scores_the_living_the_dead_so_far(fresh):
    """"Each time a player dies, all remaining players gain points equal to the number of players dead." """
    ann, ben, cat = (add(fresh, name, max_hp=4) for name in ("Ann", "Ben", "Cat"))
    hit(fresh, ann, "torso", 4)
    assert (state(fresh, ben)["score"], state(fresh, cat)["score"]) == (1, 1)
    hit(fresh, ben, "torso", 4)
    assert state(fresh, cat)["score"] == 1 + 2


# ---- Knockback ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("weapon", "strength", "tiles"), [
    ("pistol", 2, 1), ("pistol", 3, 0), ("rifle", 2, 2), ("rifle", 3, 1), ("rifle", 4, 0), ("smg", 3, 1),
])
@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_knockback_from_double_the_victims_strength_a_tile_a_further_multiple(fresh, weapon, strength, tiles):
    """"Knockback occurs when the force behind an attack … is double or greater than double the victim's
    strength. … Each time the force reaches a whole multiple of the defender's strength, it knocks them back
    another tile(-and-a-half)." (pistol force 5, rifle 7, SMG 6) """
    cid = add(fresh, "Pushed", strength=strength, max_hp=60)
    shooter = add(fresh, "Shooter")
    assert fresh.battle_map.set_size(12, 5)
    assert fresh.battle_map.place({shooter: (1, 2), cid: (4, 2)})
    assert fresh.characters.damage(cid, {"part": "torso", "weapon": weapon, "bullet": True}, actor_id=shooter)
    line = last_line(fresh)
    if tiles:
        assert f"Knocked back {tiles} tile" in line
    else:
        assert "Knocked back" not in line


@pytest.mark.parametrize("fresh", [("gridlimbs", None)], indirect=True)
def test_knockback_moves_the_token_on_the_map(fresh):
    """"A particularly strong attack done to a player with low strength may cause knockback; this forcibly moves
    the defending player to another tile." "If the line between the attacker and defender conforms perfectly to
    a row/column/diagonal on the grid, then the victim will be knocked one or one-and-a-half tile(s) along that
    line" (a rifle, force 7, against Strength 2: two tiles) """
    cid = add(fresh, "Flung", strength=2, max_hp=60)
    shooter = add(fresh, "Rifleman")
    assert fresh.battle_map.set_size(12, 5)
    assert fresh.battle_map.place({shooter: (1, 2), cid: (4, 2)})
    assert fresh.characters.damage(cid, {"part": "torso", "weapon": "rifle", "bullet": True}, actor_id=shooter)
    assert tuple(fresh.battle_map.battle_map().tokens[cid]) == (6, 2)


def test_two_grenades_as_the_starting_item(grid):
    """"two grenades": the ammunition dock counts them."""
    cid = add(grid, "Starter", starting_item="grenades")
    assert grenades(grid, cid) == 2
