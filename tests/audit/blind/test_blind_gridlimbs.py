"""A blind audit of grid-limbs.en.txt (ruleset ``gridlimbs``) through the console's services.

The text holds a first draft and a revision; the revision (second half) holds (rules/README.md).

Table of contents: every rule that gives a number, every worked example.

Grid
  G01 "'Adjacent' means 'adjacent', not 'diagonal to'. To move to a tile diagonal ... takes 1.5 movement" —
      test_diagonal_step_costs_one_and_a_half
  G02 "a player with a maximum movement of three tiles can move across two diagonal tiles" —
      test_worked_example_three_tiles_two_diagonals
  G03 "You must end movement in a tile, not between tiles": no number (the map only has tiles; no test)
  G04 "You may not hit anyone with a melee weapon if they are on a tile diagonally across ... it still
      counts as point blank for a firearm" — test_diagonal_is_out_of_melee_reach,
      test_diagonal_is_point_blank_for_a_firearm
Character Creation
  G05 "All players start with two points in each stat except HP and First Aid (four and zero
      respectively), and may allocate fifteen more points" — test_new_sheet_start_values,
      test_fifteen_creation_points
  G06 starting items "pistol (one clip fifteen rounds), katana, bulletproof vest, two grenades, or four
      fifteen-bullet clips" — test_starting_items (parametrized), test_starting_vest_is_worn
  G07 "to draw a concealed katana takes up a round of combat" — test_concealed_katana_must_be_drawn
  G08 handedness "A zero in one hand means it cannot be used to wield a single-handed weapon" —
      test_zero_hand_cannot_wield_one_handed
Key: tile legend, no number — test_map_key_tiles (the console paints the text's tiles)
Damage
  G09 "half the damage that body part sustained is deducted from the main pool (unless you were hit in
      the head, in which case you lose double)" + worked example "hit in the left leg for six hitpoints,
      you also lose three" — test_worked_example_left_leg_six, test_head_hit_costs_double,
      test_torso_hit_is_the_main_pool, test_odd_limb_damage_rounds_up
  G10 "each leg lost will halve your speed" — test_useless_leg_halves_speed, test_two_useless_legs_quarter_speed
  G11 "Some weapons cannot be used with only one hand, and no weapons can be used when both arms fail" —
      test_one_useless_arm_no_two_handed_weapon, test_two_useless_arms_no_weapon
  G12 "If your head loses all its hitpoints before you lose your main hitpoints, then you die" —
      test_head_at_zero_is_dead, test_main_pool_at_zero_is_dead
  G13 "Your limbs have HP pools equal to 3/4 of your main HP pool; your head ... 1/2" —
      test_pools_from_max_hp (parametrized)
  G14 "If any limb reaches half its hitpoints, it starts to bleed out, losing one hitpoint and also
      deducting one ... If the main pool reaches half hitpoints, you start to lose one hitpoint per round"
      — test_limb_at_half_bleeds, test_main_pool_at_half_bleeds, test_limb_above_half_does_not_bleed
  G15 worked example "if all your hitpoint pools have been halved, you're taking six damage a round" —
      test_worked_example_six_damage_a_round
Healing
  G16 "pain pills, which will restore your half of your maximum hitpoints to your main pool" —
      test_pain_pills_restore_half_max, test_pain_pills_never_above_max, test_pain_pills_need_pills
  G17 "your limbs cannot be restored by any more than half of their hitpoints via first-aid" —
      test_first_aid_never_restores_more_than_half
  G18 "First aid requires bandages ... requires three rounds of combat. The amount healed ... d[(First
      Aid)+2] roll, with a one resulting in another d[(First Aid)+2] roll ... deducted" —
      test_first_aid_heals_d_first_aid_plus_2, test_first_aid_one_hurts, test_first_aid_needs_bandages
  G19 "(So if you don't put any points in your first aid stat ... 50/50 chance to damage yourself)" —
      test_worked_example_first_aid_zero_is_fifty_fifty
  G20 "First aid on a bleeding limb prevents bleed damage ... more damage to that limb reverses" —
      test_first_aid_stops_bleeding_until_hit
  G21 stamina "at zero stamina and do not fight, you gain one ... above zero ... do not sprint or fight,
      you gain two ... fulfilling one of the non-zero stamina criteria replenishes one" —
      test_stamina_at_zero_gains_one, test_stamina_rest_gains_two, test_stamina_sprint_gains_one,
      test_stamina_fight_gains_one
Movement and Combat
  G22 "walk up to 1/5 of your speed per turn (rounded to the nearest half tile, minimum one)" —
      test_walk_allowance (parametrized)
  G23 "sprint up to your entire speed per turn at the cost of stamina equal to the amount you ran" —
      test_sprint_costs_its_distance, test_sprint_beyond_speed_refused, test_sprint_beyond_stamina_refused
  G24 "Allowing your stamina to reach zero this way deducts one HP from your legs" —
      test_sprint_to_zero_stamina_hurts_legs
  G25 "You may move and attack with a ranged weapon in the same turn with half accuracy" —
      test_moving_shooter_half_accuracy
  G26 worked example (Y running past four Z) "The only way they could attack all four zombies is by
      dual-wielding" — test_worked_example_running_past_four_one_katana,
      test_worked_example_running_past_four_dual_katanas
  G27 "unless you flinch your opponent (by doing a quarter of their maximum HP to them or incapacitating
      a limb) ... they will strike back" — test_flinch_at_a_quarter_of_max_hp
  G28 "the player with the highest speed has their action resolve first" — test_initiative_by_speed
  G29 "Damage in melee is determined by your Strength stat multiplied by the weapon's damage modifier ...
      split between your hands ... then doubled (... 50/50 ... katanas will deal standard damage ...
      100/0 R/L player hitting with a single katana will deal double standard damage)" —
      test_worked_example_katana_handedness (parametrized)
  G30 "Knockback occurs when the force ... is double or greater than double the victim's strength" —
      test_no_knockback_under_double_strength, test_knockback_at_double_strength
      "If there are two equally probably tiles, they will be knocked to the least dangerous": the GM's
      judgment, no number (no test)
  G31 worked example (Y knocked from X diagonally) "lands like so ... as does the same player taking two
      square's knockback" — test_worked_example_knockback_one_lot, test_worked_example_knockback_two_lots
  G32 "Each time the force reaches a whole multiple of the defender's strength, it knocks them back another
      tile" — test_knockback_tiles_by_multiples
  G33 "you will take your opponent's strength as damage once for each tile of knockback ... against the
      obstacle" — test_knockback_into_a_wall
  G34 "you may attempt to block; this will only succeed if you are faster ... If your opponent's damage
      exceeds your strength, the difference goes through ... does not exceed your strength, you will cause
      them knock back" — test_block_takes_the_difference, test_block_knocks_back_a_weak_blow,
      test_slower_blocker_fails (the damage dialog, the attacker picked in By);
      test_block_holds_against_the_dice_docks_strike, test_block_knockback_moves_the_attacker
      "If you attempt to block when there are no adjacent ememies ... and one with faster speed runs at you, the
      block works as per usual" — test_block_declared_alone_holds_against_a_faster_runner
  G35 "each shot you fire at a different target lowers your Accuracy by 1 for each of them, with a minimum
      of 1" — test_several_targets_lower_accuracy (parametrized)
  G36 "Accuracy is split through the handedness the same way as melee damage is" —
      test_accuracy_split_by_hand (parametrized)
  G37 "Reloading weapons takes a round, and discards the entire clip unless ... extra round ... a
      non-existent clip ... load a random clip" — test_reload_offers_hasty_and_chosen,
      test_reload_keeps_or_discards_the_clip, test_clips_counted_each_on_its_own
  G38 "Ranged weapons always hit at point-blank range" — test_point_blank_always_hits
  G39 "The minimum roll required to hit something at a distance starts at two, and increases for each
      tile" + "decimals are rounded up" — test_aimed_shot_reaches_the_roll (parametrized),
      test_diagonal_distance_rounds_up
  G40 worked example "a player with only four Accuracy who wishes to shoot something six squares away can
      still do so if they roll four and don't specify any body-part" — test_worked_example_four_accuracy_six_squares
  G41 "Each square your target moved, if it has higher speed than you, deducts one from your accuracy" —
      test_target_moved_lowers_accuracy
  G42 "legshot ... minimum hit number ... the body ... second-lowest ... the opposite leg" —
      test_legshot_lowest_numbers (parametrized)
  G43 "armshot, if the minimum hit number is rolled, the body is hit instead" — test_armshot_lowest_number
  G44 "headshot, the bottom two hit numbers are considered misses, and the third-bottom number hits the
      main body" — test_headshot_lowest_numbers (parametrized)
  G45 "Point-blank shots ... 64% the torso, 8% for each limb, and 4% the head" — test_point_blank_parts_odds
  G46 "If a non-functioning limb is hit, it automatically adds a point per round's bleed damage to that
      limb" — test_hit_on_useless_limb_adds_bleeding
Moving Furniture/Breaking Furniture/Eating Furniture
  G47 "weight is determined by the number of tiles it occupies, give or take 10% ... subtract your strength
      from its weight, and use the difference as a speed penalty ... as if you are sprinting" —
      test_furniture_move_weight_against_strength, test_furniture_penalty_when_heavier
  G48 "If multiple people are moving furniture, the combined strength is subtracted" —
      test_furniture_team_combined_strength
  G49 "If a tile of furniture is reduced to half hitpoints, it takes double damage, and attacks will be
      able to go through it" — test_furniture_half_hit_points_double_damage,
      test_furniture_stops_a_shot_until_half
  G50 "Furniture can suffer knockback if it suffers a blow double or greater than double its weight" —
      test_furniture_knockback_at_double_weight
  G51 "All attempts at eating furniture automatically fail, and do not deal any damage" —
      test_eating_furniture_fails
Weapon List
  G52 "Pistol: Two shots per round, six damage, five ... force" — test_pistol_damage_and_force
  G53 "Rifle: One shot per round, twelve damage, seven force, two-handed" — test_rifle_damage_and_force
  G54 "SMG: ... All characters within (Accuracy) squares ... two bullets per target, nine damage, six
      force" — test_smg_spray
  G55 "Grenade: Range equal to the thrower's strength ... blast radius between ten and fifteen tiles, all
      targets take between ten and fifteen damage, and take automatic knockback" —
      test_grenade_range_is_strength, test_grenade_blast_and_damage; "explodes either the round thrown or the
      next round" — test_grenade_may_explode_next_round
  G52b "Two shots per round" / "One shot per round" — test_shots_per_round (parametrized)
  G56 "Katana: Melee weapon, ×2 damage" — test_worked_example_katana_handedness
Bulletproof Vest
  G57 "prevent any bullet damage to the main body (though it does not prevent knockback). After the first
      bullet, there is a 1/100 chance ... add another 1/100 ... non-bullet damage ... /100 ... reaches
      100, it is deemed useless" — test_vest_stops_first_bullet, test_vest_failure_rises,
      test_vest_non_bullet_damage_adds, test_vest_useless_at_100
EXP and Score
  G58 "Each time you do something, you gain one point in the stats used/affected" — test_experience_offered
  G59 "Each zombie killed is worth one point. Each time a player dies, all remaining players gain points
      equal to the number of players dead" — test_score_zombie_kill, test_score_player_deaths
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.audit.helpers import add, last_line, lines, odds, refusal, roll, sheet, state

GRID = [("gridlimbs", None)]
PARTS = ("head", "torso", "left_arm", "right_arm", "left_leg", "right_leg")
SHOT = {"weapon": "pistol", "hand": "right", "distance": 3, "diagonal": False, "aim": "", "shooter_moved": False,
        "targets": 1, "target_moved": 0, "blocked": False}


def grenades(services, cid):
    """The grenades the ammunition dock shows the character carrying."""
    return next(v.stock.count for v in services.ammo.stocks(cid) if v.stock.key == "grenades")


def pools(services, cid: int) -> dict[str, int]:
    now = state(services, cid)
    return {part: now[part] for part in PARTS}


def refused(service: Any, call: Any, *args: Any) -> tuple[bool, list[str]]:
    """What a service call returns and the messages it refused with."""
    heard: list[str] = []

    def hear(_context: str, message: str) -> None:
        heard.append(message)

    service.failed.connect(hear)
    try:
        done = call(*args)
    finally:
        service.failed.disconnect(hear)
    return done, heard


def sides(services, cid: int, opponent: int, **inputs: Any) -> int:
    """The die of a shot as the dice dock asks for it (d(Accuracy) after every change)."""
    from app.services.rolls import RollRequest

    wanted = services.rolls.dice_wanted(RollRequest("shot", cid, {**SHOT, **inputs}, opponent))
    assert wanted is not None
    return int(wanted["args"]["sides"])


def on_map(services, width: int, height: int, placements: dict[int, tuple[int, int]], fight: bool = True) -> None:
    assert services.battle_map.set_size(width, height)
    assert services.battle_map.place(placements)
    if fight:
        assert services.initiative.start(list(placements))


# Grid

@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_diagonal_step_costs_one_and_a_half(fresh):
    """«To move to a tile diagonal from the one you currently occupies takes 1.5 movement»"""
    mover = add(fresh, "Mover", speed=10, stamina=10)
    on_map(fresh, 8, 8, {mover: (1, 1)})
    assert fresh.battle_map.plan(mover, [(1, 1), (2, 2)]).cost == 1.5
    assert fresh.battle_map.plan(mover, [(1, 1), (2, 2), (3, 3)]).cost == 3
    assert fresh.battle_map.plan(mover, [(1, 1), (1, 2), (2, 3)]).cost == 2.5


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_three_tiles_two_diagonals(fresh):
    """«a player with a maximum movement of three tiles can move across two diagonal tiles»"""
    mover = add(fresh, "Three", speed=3, stamina=10)
    on_map(fresh, 8, 8, {mover: (1, 1)})
    two = fresh.battle_map.plan(mover, [(1, 1), (2, 2), (3, 3)])
    assert two.reason is None and two.cost == 3
    three = fresh.battle_map.plan(mover, [(1, 1), (2, 2), (3, 3), (4, 4)])
    assert three.reason is not None


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_diagonal_is_out_of_melee_reach(fresh):
    """«You may not hit anyone with a melee weapon if they are on a tile diagonally across from yours»"""
    blade = add(fresh, "Blade", strength=4, starting_item="katana")
    zombie = add(fresh, "Diag", "zombie")
    on_map(fresh, 5, 5, {blade: (1, 3), zombie: (2, 2)})
    assert fresh.battle_map.attack_view(blade, zombie).melee_reach is False
    assert "diagonal" in refusal(fresh, "strike", blade, "", zombie, weapon="katana", hand="right", part="torso")
    assert fresh.battle_map.place({zombie: (1, 2)})
    assert fresh.battle_map.attack_view(blade, zombie).melee_reach is True


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_diagonal_is_point_blank_for_a_firearm(fresh):
    """«However, it still counts as point blank for a firearm.»"""
    gunner = add(fresh, "Gunner")
    zombie = add(fresh, "Diag", "zombie")
    on_map(fresh, 5, 5, {gunner: (1, 3), zombie: (2, 2)})
    view = fresh.battle_map.attack_view(gunner, zombie)
    assert view.point_blank is True
    assert view.aimed == 1 and view.unaimed == 1


# Character Creation

def test_new_sheet_start_values(grid):
    """«All players start with two points in each stat except HP and First Aid (four and zero respectively)»"""
    new = grid.ruleset.new_sheet()
    assert [new[k] for k in ("max_hp", "strength", "speed", "stamina", "accuracy", "first_aid")] == [4, 2, 2, 2, 2, 0]


def test_fifteen_creation_points(grid):
    """«and may allocate fifteen more points between the five stats» (README: any of the six)"""
    new = grid.ruleset.new_sheet()
    fifteen = {**new, "max_hp": 9, "first_aid": 4, "accuracy": 8}
    line = next(b for b in grid.ruleset.budget(fifteen) if b.key == "creation_points")
    assert (line.spent, line.allowed, line.reason) == (15, 15, "")
    sixteen = {**fifteen, "speed": 3}
    line = next(b for b in grid.ruleset.budget(sixteen) if b.key == "creation_points")
    assert (line.spent, line.allowed) == (16, 15) and line.reason


@pytest.mark.parametrize(("item", "key", "expected"), [
    ("pistol", "guns", [{"weapon": "pistol", "loaded": 15}]),
    ("clips", "clips", [15, 15, 15, 15]),
])
def test_starting_items(grid, item, key, expected):
    """«pistol (one clip fifteen rounds), katana, bulletproof vest ..., two grenades, or four fifteen-bullet
    clips of 9mm rounds»"""
    cid = add(grid, f"Start {item}", starting_item=item)
    assert state(grid, cid)[key] == expected


def test_starting_vest_is_worn(grid):
    """«bulletproof vest (for protection from your allies, not from the zombies)»"""
    cid = add(grid, "Vest start", starting_item="vest")
    assert state(grid, cid)["vest"] == {"worn": True, "failure": 0}


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_concealed_katana_must_be_drawn(fresh):
    """«All items can be concealed; however, to draw a concealed katana takes up a round of combat.»"""
    blade = add(fresh, "Hidden", strength=3, starting_item="pistol",
                weapons=[{"weapon": "katana", "concealed": True}])
    zombie = add(fresh, "Near", "zombie")
    on_map(fresh, 5, 5, {blade: (1, 1), zombie: (1, 2)})
    assert refusal(fresh, "strike", blade, "", zombie, weapon="katana", hand="right", part="torso")
    roll(fresh, "draw", blade, "")
    assert "katana" in last_line(fresh).lower()


def test_zero_hand_cannot_wield_one_handed(grid):
    """«A zero in one hand means it cannot be used to wield a single-handed weapon»"""
    cid = add(grid, "Righty", right_hand=100, starting_item="pistol")
    target = add(grid, "Righty T", "zombie")
    assert refusal(grid, "shot", cid, "3", target, **{**SHOT, "hand": "left"})


def test_map_key_tiles(grid):
    """Key: «| = wall ... + = window g = grass ... f/F/u/U furniture ... C = weapons' cabinet c = crate»"""
    kinds = [k.key for k in grid.battle_map.grid().tile_kinds()]
    assert kinds == ["wall", "window", "grass", "f", "F", "u", "U", "C", "c"]


# Damage

def test_worked_example_left_leg_six(grid):
    """«if you are hit in the left leg for six hitpoints, you also lose three hitpoints from your main
    hitpoints»"""
    cid = add(grid, "Leg six", max_hp=16)
    assert grid.characters.damage(cid, {"part": "left_leg", "amount": 6})
    assert pools(grid, cid)["left_leg"] == 6 and pools(grid, cid)["torso"] == 13
    assert "Left leg takes 6; the main pool loses 3" in last_line(grid)


def test_head_hit_costs_double(grid):
    """«unless you were hit in the head, in which case you lose double»"""
    cid = add(grid, "Head hit", max_hp=16)
    assert grid.characters.damage(cid, {"part": "head", "amount": 3})
    assert pools(grid, cid)["head"] == 5 and pools(grid, cid)["torso"] == 10


def test_torso_hit_is_the_main_pool(grid):
    """«the exception is the torso, which in a sense has the main HP pool as its own»"""
    cid = add(grid, "Torso hit", max_hp=16)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 5})
    assert pools(grid, cid) == {"head": 8, "torso": 11, "left_arm": 12, "right_arm": 12, "left_leg": 12,
                                "right_leg": 12}


def test_odd_limb_damage_rounds_up(grid):
    """«half the damage that body part sustained is deducted from the main pool» (README: ⌈d/2⌉)"""
    cid = add(grid, "Odd", max_hp=16)
    assert grid.characters.damage(cid, {"part": "right_arm", "amount": 3})
    assert pools(grid, cid)["torso"] == 14


@pytest.mark.parametrize(("max_hp", "limb", "head"), [(4, 3, 2), (7, 5, 3), (10, 7, 5), (16, 12, 8), (21, 15, 10)])
def test_pools_from_max_hp(grid, max_hp, limb, head):
    """«Your limbs have HP pools equal to 3/4 of your main HP pool; your head, however, only has 1/2»"""
    cid = add(grid, f"Pools {max_hp}", max_hp=max_hp)
    assert pools(grid, cid) == {"head": head, "torso": max_hp, "left_arm": limb, "right_arm": limb,
                                "left_leg": limb, "right_leg": limb}


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_useless_leg_halves_speed(fresh):
    """«In the case of your legs, each leg lost will halve your speed.» (Speed 10: a sprint of 5 at most.)"""
    runner = add(fresh, "Limper", max_hp=16, speed=10, stamina=10)
    on_map(fresh, 12, 3, {runner: (0, 1)})
    assert fresh.characters.damage(runner, {"part": "left_leg", "amount": 12})
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(6)]).reason is None
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(7)]).reason is not None


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_two_useless_legs_quarter_speed(fresh):
    """«each leg lost will halve your speed» — both legs: Speed 12 → 3."""
    runner = add(fresh, "Crawler", max_hp=16, speed=12, stamina=20)
    on_map(fresh, 14, 3, {runner: (0, 1)})
    assert fresh.characters.damage(runner, {"part": "left_leg", "amount": 12})
    assert fresh.characters.damage(runner, {"part": "right_leg", "amount": 12})
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(4)]).reason is None
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(5)]).reason is not None


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_one_useless_arm_no_two_handed_weapon(fresh):
    """«Some weapons cannot be used with only one hand» (the rifle: two-handed)"""
    gunner = add(fresh, "One arm", max_hp=20, weapons=[{"weapon": "rifle", "concealed": False}])
    target = add(fresh, "Far", "zombie")
    assert fresh.characters.damage(gunner, {"part": "left_arm", "amount": 15})
    assert refusal(fresh, "shot", gunner, "2", target, **{**SHOT, "weapon": "rifle"})


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_two_useless_arms_no_weapon(fresh):
    """«no weapons can be used when both arms fail»"""
    gunner = add(fresh, "No arms", max_hp=40, starting_item="pistol")
    target = add(fresh, "Far", "zombie")
    assert fresh.characters.damage(gunner, {"part": "left_arm", "amount": 30})
    assert fresh.characters.damage(gunner, {"part": "right_arm", "amount": 30})
    assert refusal(fresh, "shot", gunner, "2", target, **SHOT)


def test_head_at_zero_is_dead(grid):
    """«If your head loses all its hitpoints before you lose your main hitpoints, then you die.»"""
    cid = add(grid, "Headshot", max_hp=21)
    assert grid.characters.damage(cid, {"part": "head", "amount": 10})
    assert pools(grid, cid)["head"] == 0 and pools(grid, cid)["torso"] == 1
    assert grid.ruleset.is_dead(sheet(grid, cid), state(grid, cid))


def test_main_pool_at_zero_is_dead(grid):
    """«Hitpoints determines the amount of damage you can take before you die» (README: main at 0: dead)."""
    cid = add(grid, "Gutted", "zombie", max_hp=8)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 8})
    assert grid.ruleset.is_dead(sheet(grid, cid), state(grid, cid))
    assert "Dead" in last_line(grid)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_limb_at_half_bleeds(fresh):
    """«If any limb reaches half its hitpoints, it starts to bleed out, losing one hitpoint and also deducting
    one hitpoint from your total score.»"""
    cid = add(fresh, "Bleeder", max_hp=40)
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 15})  # 30 → 15, main 40 → 32
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_arm"] == 14 and pools(fresh, cid)["torso"] == 31
    assert "Left arm 15 → 14" in last_line(fresh)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_limb_above_half_does_not_bleed(fresh):
    """«If any limb reaches half its hitpoints» — above half, no bleeding."""
    cid = add(fresh, "Scratched", max_hp=40)
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 14})  # 30 → 16
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_arm"] == 16 and pools(fresh, cid)["torso"] == 33


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_main_pool_at_half_bleeds(fresh):
    """«If the main pool reaches half hitpoints, you start to lose one hitpoint per round.»"""
    cid = add(fresh, "Gut", max_hp=40)
    assert fresh.characters.damage(cid, {"part": "torso", "amount": 20})
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["torso"] == 19


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_six_damage_a_round(fresh):
    """«Bleed damage stacks, so if all your hitpoint pools have been halved, you're taking six damage a
    round» (Max HP 100: limbs 75 → 37, head 50 → 25, main at 50)."""
    cid = add(fresh, "Halved", max_hp=100)
    roll(fresh, "pick_up", cid, "", bandages=0, pain_pills=3)
    for limb in ("left_arm", "right_arm", "left_leg", "right_leg"):
        assert fresh.characters.damage(cid, {"part": limb, "amount": 38})
    assert fresh.characters.heal(cid, {"kind": "pain_pills"})
    assert fresh.characters.damage(cid, {"part": "head", "amount": 25})
    assert fresh.characters.heal(cid, {"kind": "pain_pills"})
    main = pools(fresh, cid)["torso"]
    assert fresh.characters.damage(cid, {"part": "torso", "amount": main - 50})
    assert pools(fresh, cid) == {"head": 25, "torso": 50, "left_arm": 37, "right_arm": 37, "left_leg": 37,
                                 "right_leg": 37}
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["torso"] == 44


# Healing

def test_pain_pills_restore_half_max(grid):
    """«take pain pills, which will restore your half of your maximum hitpoints to your main pool»"""
    cid = add(grid, "Pills", max_hp=16)
    roll(grid, "pick_up", cid, "", bandages=0, pain_pills=1)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 10})
    assert grid.characters.heal(cid, {"kind": "pain_pills"})
    assert pools(grid, cid)["torso"] == 14
    assert state(grid, cid)["pain_pills"] == 0


def test_pain_pills_never_above_max(grid):
    """«restore your half of your maximum hitpoints to your main pool» (README: never above max)"""
    cid = add(grid, "Pills cap", max_hp=16)
    roll(grid, "pick_up", cid, "", bandages=0, pain_pills=1)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 3})
    assert grid.characters.heal(cid, {"kind": "pain_pills"})
    assert pools(grid, cid)["torso"] == 16


def test_pain_pills_need_pills(grid):
    """«take pain pills» — without any, nothing is healed."""
    cid = add(grid, "No pills", max_hp=16)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 3})
    assert not grid.characters.heal(cid, {"kind": "pain_pills"})
    assert pools(grid, cid)["torso"] == 13


def _first_aid(services, cid, faces, part="left_arm", first_aid=2):
    return services.characters.heal(cid, {"kind": "first_aid", "part": part, "first_aid": first_aid,
                                          "own_supplies": True}, faces=faces)


def test_first_aid_heals_d_first_aid_plus_2(grid):
    """«The amount healed by first aid is determined by a d[(First Aid)+2] roll» (First Aid 2: a d4)."""
    cid = add(grid, "Medic", max_hp=16, first_aid=2)
    roll(grid, "pick_up", cid, "", bandages=1, pain_pills=0)
    assert grid.characters.damage(cid, {"part": "left_arm", "amount": 10})
    assert _first_aid(grid, cid, "3")
    assert pools(grid, cid)["left_arm"] == 5
    assert "d4 rolled 3" in last_line(grid) and "3 rounds" in last_line(grid)
    assert state(grid, cid)["bandages"] == 0


def test_first_aid_one_hurts(grid):
    """«with a one resulting in another d[(First Aid)+2] roll to determine how many hitpoints are deducted»"""
    cid = add(grid, "Clumsy", max_hp=16, first_aid=2)
    roll(grid, "pick_up", cid, "", bandages=1, pain_pills=0)
    assert grid.characters.damage(cid, {"part": "left_arm", "amount": 4})
    assert _first_aid(grid, cid, "1 3")
    assert pools(grid, cid)["left_arm"] == 5
    assert "d4 rolled 1, then 3" in last_line(grid)


def test_first_aid_needs_bandages(grid):
    """«First aid requires bandages»"""
    cid = add(grid, "No bandage", max_hp=16, first_aid=2)
    assert grid.characters.damage(cid, {"part": "left_arm", "amount": 4})
    assert not _first_aid(grid, cid, "3")
    assert pools(grid, cid)["left_arm"] == 8


def test_worked_example_first_aid_zero_is_fifty_fifty(grid):
    """«So if you don't put any points in your first aid stat on character creation, have fun with your 50/50
    chance to damage yourself» (First Aid 0: a d2, a 1 hurts)."""
    cid = add(grid, "Novice", max_hp=16, first_aid=0)
    roll(grid, "pick_up", cid, "", bandages=2, pain_pills=0)
    assert grid.characters.damage(cid, {"part": "left_arm", "amount": 6})
    assert _first_aid(grid, cid, "2", first_aid=0)
    assert "d2 rolled 2" in last_line(grid)
    assert _first_aid(grid, cid, "1 2", first_aid=0)
    assert "d2 rolled 1, then 2" in last_line(grid)


def test_first_aid_never_restores_more_than_half(grid):
    """«your limbs cannot be restored by any more than half of their hitpoints via first-aid» (limb 12: 6)"""
    cid = add(grid, "Patched", max_hp=16, first_aid=4)
    roll(grid, "pick_up", cid, "", bandages=3, pain_pills=0)
    assert grid.characters.damage(cid, {"part": "left_arm", "amount": 11})
    assert _first_aid(grid, cid, "4", first_aid=4)  # a d6: 1 → 5
    assert _first_aid(grid, cid, "5", first_aid=4)  # 2 more at most: 7
    assert pools(grid, cid)["left_arm"] == 1 + 6
    assert _first_aid(grid, cid, "6", first_aid=4)
    assert pools(grid, cid)["left_arm"] == 7


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_first_aid_stops_bleeding_until_hit(fresh):
    """«First aid on a bleeding limb prevents bleed damage, even if it can no longer restore hitpoints to that
    limb. However, more damage to that limb reverses the blood-stopping first aid.»"""
    cid = add(fresh, "Wrapped", max_hp=40, first_aid=2)
    roll(fresh, "pick_up", cid, "", bandages=1, pain_pills=0)
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 20})  # 30 → 10, main 40 → 30
    assert _first_aid(fresh, cid, "2")  # 12: still at half or less, bandaged
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_arm"] == 12 and pools(fresh, cid)["torso"] == 30
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 2})  # 10, main 29
    assert fresh.initiative.end_round()
    assert pools(fresh, cid)["left_arm"] == 9 and pools(fresh, cid)["torso"] == 28


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_stamina_at_zero_gains_one(fresh):
    """«Each round, if you are at zero stamina and do not fight, you gain one point of stamina.»"""
    runner = add(fresh, "Spent", speed=10, stamina=3, max_hp=8)
    on_map(fresh, 8, 8, {runner: (1, 1)})
    assert fresh.battle_map.move(runner, [(1, 1), (1, 2), (1, 3), (1, 4)])
    assert state(fresh, runner)["stamina"] == 0
    assert fresh.initiative.end_round()
    assert state(fresh, runner)["stamina"] == 1


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_stamina_rest_gains_two(fresh):
    """«If you are above zero stamina and you do not sprint or fight, you gain two stamina»"""
    runner = add(fresh, "Rested", speed=10, stamina=8, max_hp=8)
    on_map(fresh, 8, 8, {runner: (1, 1)})
    assert fresh.battle_map.move(runner, [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5)])  # sprint 4: 8 → 4
    assert fresh.initiative.end_round()
    assert fresh.initiative.end_round()
    assert state(fresh, runner)["stamina"] == 4 + 1 + 2


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_stamina_sprint_gains_one(fresh):
    """«fulfilling one of the non-zero stamina criteria replenishes one stamina» (sprinted, did not fight)"""
    runner = add(fresh, "Sprinter", speed=10, stamina=8, max_hp=8)
    on_map(fresh, 8, 8, {runner: (1, 1)})
    assert fresh.battle_map.move(runner, [(1, 1), (1, 2), (1, 3), (1, 4)])  # 8 → 5
    assert fresh.initiative.end_round()
    assert state(fresh, runner)["stamina"] == 6
    assert "Stamina +1" in last_line(fresh)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_stamina_fight_gains_one(fresh):
    """«fulfilling one of the non-zero stamina criteria replenishes one stamina» (fought, did not sprint)"""
    fighter = add(fresh, "Brawler", speed=10, stamina=8, strength=3, max_hp=8)
    zombie = add(fresh, "Punchbag", "zombie", max_hp=40)
    on_map(fresh, 8, 8, {fighter: (1, 1), zombie: (1, 2)})
    assert fresh.battle_map.move(fighter, [(1, 1), (2, 1), (3, 1), (4, 1)])  # 8 → 5
    assert fresh.initiative.end_round()  # 6
    assert fresh.battle_map.place({fighter: (1, 1)})
    rolled = roll(fresh, "strike", fighter, "", zombie, weapon="unarmed", hand="right", part="torso")
    assert fresh.characters.damage(zombie, rolled.result.damage[0].request, fighter)
    assert fresh.initiative.end_round()
    assert state(fresh, fighter)["stamina"] == 7


# Movement and Combat

@pytest.mark.parametrize(("speed", "walk"), [(2, 1), (5, 1), (7, 1.5), (10, 2), (12, 2.5), (14, 3)])
def test_walk_allowance(speed, walk, tmp_path, qapp):
    """«You may walk up to 1/5 of your speed per turn (rounded to the nearest half tile, minimum one)»"""
    from tests.audit.helpers import campaign

    with campaign(tmp_path, "gridlimbs") as services:
        walker = add(services, "Walker", speed=speed, stamina=0, max_hp=8)
        on_map(services, 20, 3, {walker: (0, 1)})
        plan = services.battle_map.plan(walker, [(0, 1), (1, 1)])
        assert plan.mode == "walk"
        assert plan.allowance == walk


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_sprint_costs_its_distance(fresh):
    """«or sprint up to your entire speed per turn at the cost of stamina equal to the amount you ran»"""
    runner = add(fresh, "Runner", speed=10, stamina=8, max_hp=8)
    on_map(fresh, 12, 12, {runner: (1, 1)})
    plan = fresh.battle_map.plan(runner, [(1, 1), (2, 2), (2, 3)])
    assert (plan.mode, plan.cost, plan.stamina) == ("sprint", 2.5, 2.5)
    assert fresh.battle_map.move(runner, [(1, 1), (1, 2), (1, 3), (1, 4)])
    assert state(fresh, runner)["stamina"] == 5
    assert "Sprints 3 tiles (3 of 10 this turn) for 3 stamina" in last_line(fresh)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_sprint_beyond_speed_refused(fresh):
    """«sprint up to your entire speed per turn»"""
    runner = add(fresh, "Slow", speed=4, stamina=20, max_hp=8)
    on_map(fresh, 12, 3, {runner: (0, 1)})
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(5)]).reason is None
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(6)]).reason is not None


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_sprint_beyond_stamina_refused(fresh):
    """«at the cost of stamina equal to the amount you ran» — no more than the stamina left."""
    runner = add(fresh, "Tired", speed=10, stamina=3, max_hp=8)
    on_map(fresh, 12, 3, {runner: (0, 1)})
    assert fresh.battle_map.plan(runner, [(x, 1) for x in range(5)]).reason is not None


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_sprint_to_zero_stamina_hurts_legs(fresh):
    """«Allowing your stamina to reach zero this way deducts one HP from your legs.»"""
    runner = add(fresh, "Empty", speed=10, stamina=3, max_hp=8)
    on_map(fresh, 8, 8, {runner: (1, 1)})
    assert fresh.battle_map.move(runner, [(1, 1), (1, 2), (1, 3), (1, 4)])
    assert (pools(fresh, runner)["left_leg"], pools(fresh, runner)["right_leg"]) == (5, 5)
    assert "each leg loses 1" in last_line(fresh)


def test_moving_shooter_half_accuracy(grid):
    """«You may move and attack with a ranged weapon in the same turn with half accuracy» (Accuracy 6: d3)"""
    cid = add(grid, "Run and gun", accuracy=6, right_hand=50)
    target = add(grid, "Run T", "zombie")
    assert sides(grid, cid, target) == 6
    assert sides(grid, cid, target, shooter_moved=True) == 3


def _running_past(services, weapons):
    runner = add(services, "Y", max_hp=8, speed=10, stamina=10, strength=3, starting_item="katana", weapons=weapons)
    dead = [add(services, f"Z{i}", "zombie", max_hp=40) for i in range(4)]
    on_map(services, 6, 5, {runner: (3, 4), dead[0]: (2, 1), dead[1]: (4, 1), dead[2]: (2, 2), dead[3]: (4, 2)})
    path = [(3, 4), (3, 3), (3, 2), (3, 1), (3, 0)]
    attack = services.battle_map.passing_attacks(runner, path)
    assert services.battle_map.move(runner, path, attacks=True)
    return attack, [pools(services, z)["torso"] for z in dead]


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_running_past_four_one_katana(fresh):
    """«you may only attack one thing per drawn melee weapon for each tile you step on ... The only way they
    could attack all four zombies is by dual-wielding melee weapons.» — one katana: two of them."""
    attack, torsos = _running_past(fresh, [])
    assert len(attack.hits) == 2
    assert sorted(torsos) == [34, 34, 40, 40]


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_running_past_four_dual_katanas(fresh):
    """«The only way they could attack all four zombies is by dual-wielding melee weapons.»"""
    attack, torsos = _running_past(fresh, [{"weapon": "katana", "concealed": False}])
    assert len(attack.hits) == 4
    assert torsos == [34, 34, 34, 34]


def test_flinch_at_a_quarter_of_max_hp(grid):
    """«unless you flinch your opponent (by doing a quarter of their maximum HP to them or incapacitating a
    limb) ... they will strike back» (Max HP 40: 10 flinches, 9 does not)."""
    nine = add(grid, "Nine fists", strength=9, right_hand=50)
    ten = add(grid, "Ten fists", strength=5, right_hand=100)
    for attacker, damage, said in ((nine, 9, "Not flinched: strikes back"), (ten, 10, "Flinched: no strike back")):
        victim = add(grid, f"Victim {damage}", "zombie", max_hp=40, strength=5)  # no knockback
        rolled = roll(grid, "strike", attacker, "", victim, weapon="unarmed", hand="right", part="torso")
        assert [o.amount for o in rolled.result.damage] == [damage]
        assert grid.characters.damage(victim, rolled.result.damage[0].request, attacker)
        assert said in last_line(grid)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_initiative_by_speed(fresh):
    """«the player with the highest speed has their action resolve first»"""
    slow = add(fresh, "Slow", speed=2)
    quick = add(fresh, "Quick", speed=9)
    middle = add(fresh, "Middle", speed=5)
    assert fresh.initiative.start([slow, quick, middle])
    assert "Quick, Middle, Slow" in last_line(fresh)


@pytest.mark.parametrize(("hand", "expected"), [(50, 8), (100, 16), (80, 12)])
def test_worked_example_katana_handedness(grid, hand, expected):
    """«Damage in melee is determined by your Strength stat multiplied by the weapon's damage modifier. The
    damage will be split between your hands in accordance with your handedness, then doubled (... a 50/50 R/L
    player dual-wielding katanas will deal standard damage with both ... a 100/0 R/L player hitting with a
    single katana will deal double standard damage).» Katana ×2, Strength 4: standard 8 (80/20: 12.8, the text
    gives no rounding; the console rounds down)."""
    blade = add(grid, f"Blade {hand}", strength=4, right_hand=hand, starting_item="katana")
    target = add(grid, f"Cut {hand}", "zombie", max_hp=40)
    rolled = roll(grid, "strike", blade, "", target, weapon="katana", hand="right", part="torso")
    assert [o.amount for o in rolled.result.damage] == [expected]


def _pistol_blow(services, shooter, target, weapon="pistol"):
    return services.characters.damage(target, {"part": "torso", "amount": 0, "weapon": weapon, "bullet": True},
                                      shooter)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_no_knockback_under_double_strength(fresh):
    """«Knockback occurs when the force ... is double or greater than double the victim's strength» — the
    pistol's force 5 against Strength 3 (double is 6): no knockback."""
    shooter = add(fresh, "Shooter")
    target = add(fresh, "Sturdy", strength=3, max_hp=40)
    on_map(fresh, 6, 6, {shooter: (1, 1), target: (1, 2)}, fight=False)
    assert _pistol_blow(fresh, shooter, target)
    assert fresh.battle_map.battle_map().tokens[target] == (1, 2)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_knockback_at_double_strength(fresh):
    """«double or greater than double the victim's strength» — force 6 (SMG) against Strength 3."""
    shooter = add(fresh, "Shooter")
    target = add(fresh, "Pushed", strength=3, max_hp=40)
    on_map(fresh, 6, 6, {shooter: (1, 1), target: (1, 2)}, fight=False)
    assert _pistol_blow(fresh, shooter, target, "smg")
    assert fresh.battle_map.battle_map().tokens[target] == (1, 3)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_knockback_one_lot(fresh):
    """«a player (Y) taking one lot of knockback from (X) like so: xxxxx/xxxxx/xxYxx/xXxxx lands like so
    xxxxx/xxxYx/xxxxx/xXxxx» (pistol force 5 against Strength 2: one lot)."""
    x = add(fresh, "X")
    y = add(fresh, "Y", strength=2, max_hp=40)
    on_map(fresh, 5, 4, {x: (1, 3), y: (2, 2)}, fight=False)
    assert _pistol_blow(fresh, x, y)
    assert "Knocked back 1 tile" in last_line(fresh)
    assert fresh.battle_map.battle_map().tokens[y] == (3, 1)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_worked_example_knockback_two_lots(fresh):
    """«as does the same player taking two square's knockback from X» (rifle force 7 against Strength 2)."""
    x = add(fresh, "X")
    y = add(fresh, "Y", strength=2, max_hp=40)
    on_map(fresh, 5, 4, {x: (1, 3), y: (2, 2)}, fight=False)
    assert _pistol_blow(fresh, x, y, "rifle")
    assert "Knocked back 2 tiles" in last_line(fresh)
    assert fresh.battle_map.battle_map().tokens[y] == (3, 1)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_knockback_tiles_by_multiples(fresh):
    """«Each time the force reaches a whole multiple of the defender's strength, it knocks them back another
    tile» — rifle force 7 against Strength 1: 2×…7×, six tiles."""
    x = add(fresh, "X")
    y = add(fresh, "Feather", strength=1, max_hp=40)
    on_map(fresh, 3, 12, {x: (1, 0), y: (1, 1)}, fight=False)
    assert _pistol_blow(fresh, x, y, "rifle")
    assert fresh.battle_map.battle_map().tokens[y] == (1, 7)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_knockback_into_a_wall(fresh):
    """«If unable to be knocked back due to wall or furniture in the way, you will take your opponent's strength
    as damage once for each tile of knockback you were meant to move» (Strength 4 katana 100/0: 16, force 4
    against Strength 2: one tile; the wall: 4 more)."""
    x = add(fresh, "X", strength=4, right_hand=100, starting_item="katana")
    y = add(fresh, "Y", strength=2, max_hp=40)
    on_map(fresh, 5, 4, {x: (1, 2), y: (2, 2)}, fight=False)
    assert fresh.battle_map.paint([(3, 2)], "wall")
    rolled = roll(fresh, "strike", x, "", y, weapon="katana", hand="right", part="torso")
    assert fresh.characters.damage(y, rolled.result.damage[0].request, x)
    assert pools(fresh, y)["torso"] == 40 - 16 - 4
    assert fresh.battle_map.battle_map().tokens[y] == (2, 2)
    assert "Strength 4 × 1 tile" in last_line(fresh)


def _block(services, blocker_speed, blocker_strength, attacker_strength, dialog=True):
    """A zombie's bare-handed blow on a blocker who declared the block (K on the map). ``dialog``: applied
    from the damage dialog with the attacker picked in By (its values read off the attacker, as the
    dialog fills them); else from the dice dock's offer of the strike (the offer's request as it is)."""
    attacker = add(services, "Attacker", "zombie", strength=attacker_strength, speed=3, right_hand=100)
    blocker = add(services, "Blocker", strength=blocker_strength, speed=blocker_speed, max_hp=40)
    on_map(services, 6, 6, {attacker: (1, 1), blocker: (1, 2)})
    assert services.battle_map.declare_block(blocker)
    rolled = roll(services, "strike", attacker, "", blocker, weapon="unarmed", hand="right", part="torso")
    request = dict(rolled.result.damage[0].request)
    if dialog:
        request.update(services.ruleset.damage_rules().damage_defaults(
            sheet(services, blocker), state(services, blocker),
            (sheet(services, attacker), state(services, attacker))))
    assert services.characters.damage(blocker, request, attacker)
    return attacker, blocker


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_block_takes_the_difference(fresh):
    """«If your opponent's damage exceeds your strength, the difference goes through as damage» (blow 10
    against Strength 4: 6)."""
    _attacker, blocker = _block(fresh, 6, 4, 5)
    assert pools(fresh, blocker)["torso"] == 34
    assert "6 goes through" in last_line(fresh)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_block_holds_against_the_dice_docks_strike(fresh):
    """«If your opponent's damage exceeds your strength, the difference goes through as damage» — the strike
    rolled in the dice dock and its damage applied from there (its offer): 10 against Strength 4, 6 through."""
    _attacker, blocker = _block(fresh, 6, 4, 5, dialog=False)
    assert pools(fresh, blocker)["torso"] == 34


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_block_knocks_back_a_weak_blow(fresh):
    """«if their damage does not exceed your strength, you will cause them knock back» (blow 6 against
    Strength 6)."""
    _attacker, blocker = _block(fresh, 6, 6, 3)
    assert pools(fresh, blocker)["torso"] == 40
    assert "the attacker is knocked back" in last_line(fresh)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_block_knockback_moves_the_attacker(fresh):
    """«you will cause them knock back» — on the map, the attacker is moved away from the blocker."""
    attacker, _blocker = _block(fresh, 6, 6, 3)
    assert fresh.battle_map.battle_map().tokens[attacker] != (1, 1)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_slower_blocker_fails(fresh):
    """«you may attempt to block; this will only succeed if you are faster than them»"""
    _attacker, blocker = _block(fresh, 2, 4, 5)
    assert pools(fresh, blocker)["torso"] == 30


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_block_declared_alone_holds_against_a_faster_runner(fresh):
    """«If you attempt to block when there are no adjacent ememies to you at the start of a round, and one with
    faster speed runs at you, the block works as per usual.» (Speed 2 blocker, Speed 6 runner: 10 − 4 = 6.)"""
    runner = add(fresh, "Runner", "zombie", strength=5, speed=6, right_hand=100, stamina=10)
    blocker = add(fresh, "Braced", strength=4, speed=2, max_hp=40)
    on_map(fresh, 8, 8, {runner: (1, 5), blocker: (1, 2)})
    assert fresh.battle_map.declare_block(blocker)
    assert "No enemy adjacent" in last_line(fresh)
    assert fresh.battle_map.move(runner, [(1, 5), (1, 4), (1, 3)])
    rolled = roll(fresh, "strike", runner, "", blocker, weapon="unarmed", hand="right", part="torso")
    request = dict(rolled.result.damage[0].request)
    request.update(fresh.ruleset.damage_rules().damage_defaults(
        sheet(fresh, blocker), state(fresh, blocker), (sheet(fresh, runner), state(fresh, runner))))
    assert fresh.characters.damage(blocker, request, runner)
    assert pools(fresh, blocker)["torso"] == 34


@pytest.mark.parametrize(("targets", "die"), [(1, 5), (2, 4), (3, 3), (9, 1)])
def test_several_targets_lower_accuracy(grid, targets, die):
    """«each shot you fire at a different target lowers your Accuracy by 1 for each of them, with a minimum of
    1 Accuracy»"""
    cid = add(grid, f"Spread {targets}", accuracy=5)
    target = add(grid, f"Spread T {targets}", "zombie")
    assert sides(grid, cid, target, targets=targets) == die


@pytest.mark.parametrize(("hand", "right", "left"), [(50, 5, 5), (100, 10, 0), (80, 8, 2)])
def test_accuracy_split_by_hand(grid, hand, right, left):
    """«Accuracy is split through the handedness the same way as melee damage is» (Accuracy 5)."""
    cid = add(grid, f"Hands {hand}", accuracy=5, right_hand=hand)
    target = add(grid, f"Hands T {hand}", "zombie")
    assert sides(grid, cid, target, hand="right") == right
    if left:
        assert sides(grid, cid, target, hand="left") == left


def test_reload_offers_hasty_and_chosen(grid):
    """«Reloading weapons takes a round, and discards the entire clip unless otherwise specified ... you cannot
    choose which clips you load into your gun without taking an extra round ... a non-existent clip, you will
    still take the two rounds to reload and load a random clip»"""
    cid = add(grid, "Reloader", starting_item="pistol")
    fields = {f.key: f for f in grid.ammo.reload_fields(cid, "gun1")}
    assert [c.value for c in fields["how"].choices] == ["hasty", "chosen"]
    assert fields["keep"].default is False
    assert fields["declared"].maximum == 15


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_reload_keeps_or_discards_the_clip(fresh):
    """«Reloading weapons takes a round, and discards the entire clip unless otherwise specified by the reloading
    player ... If you believe you can spare the two rounds to load a specific clip, you are to tell me the number
    of bullets in the clip» — three shots (12 left), a chosen 15 with the old clip kept, then a hasty reload."""
    cid = add(fresh, "Loader", starting_item="pistol")
    assert fresh.ammo.refill(cid, "clips", 2)
    for _ in range(3):
        assert fresh.ammo.fire(cid, "gun1")
    assert fresh.ammo.reload(cid, "gun1", {"how": "chosen", "declared": 15, "keep": True})
    assert "Reloads in 2 rounds" in last_line(fresh)
    assert state(fresh, cid)["guns"][0]["loaded"] == 15 and sorted(state(fresh, cid)["clips"]) == [12, 15]
    assert not fresh.ammo.reload(cid, "gun1", {"how": "hasty", "keep": False})  # a full gun: refused, kept
    assert fresh.ammo.fire(cid, "gun1")  # one shot: 14 in the gun, a clip the hasty reload discards
    assert fresh.ammo.reload(cid, "gun1", {"how": "hasty", "keep": False})
    loaded = state(fresh, cid)["guns"][0]["loaded"]
    assert loaded in (12, 15)
    assert state(fresh, cid)["clips"] == [27 - loaded]  # the other clip; the one in the gun discarded


def test_clips_counted_each_on_its_own(grid):
    """«You do not know how much ammo is in each clip, though they all start at fifteen-rounds» / README:
    «clips of 15 rounds, each clip counted on its own»"""
    cid = add(grid, "Clips", starting_item="clips")
    spare = next(v.stock for v in grid.ammo.stocks(cid) if v.stock.key == "clips")
    assert spare.clips == (15, 15, 15, 15)


def test_point_blank_always_hits(grid):
    """«Ranged weapons always hit at point-blank range»"""
    cid = add(grid, "Close", accuracy=2)
    target = add(grid, "Close T", "zombie")
    assert odds(grid, "shot", cid, target, **{**SHOT, "distance": 1})["Hit"] == 1


@pytest.mark.parametrize(("face", "distance", "hit"), [(2, 2, True), (2, 3, False), (5, 5, True), (4, 5, False)])
def test_aimed_shot_reaches_the_roll(grid, face, distance, hit):
    """«The minimum roll required to hit something at a distance starts at two, and increases for each tile
    out they are from you» — an aimed shot (at the torso) reaches as many tiles as the roll."""
    cid = add(grid, f"Aim {face}{distance}", accuracy=5)
    target = add(grid, f"Aim T {face}{distance}", "zombie")
    rolled = roll(grid, "shot", cid, str(face), target, **{**SHOT, "distance": distance, "aim": "torso"})
    assert bool(rolled.result.damage) is hit
    assert f"the target is {distance} tiles away" in last_line(grid)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_diagonal_distance_rounds_up(fresh):
    """«if two possible distances are measured, the smallest one is taken; however, decimals are rounded up»
    (one diagonal and one straight step: 2.5, counted 3)."""
    shooter = add(fresh, "Measurer")
    target = add(fresh, "Measured", "zombie")
    on_map(fresh, 8, 8, {shooter: (1, 1), target: (3, 2)}, fight=False)
    view = fresh.battle_map.attack_view(shooter, target)
    assert view.exact_distance == 2.5 and view.distance == 3


def test_worked_example_four_accuracy_six_squares(grid):
    """«a player with only four Accuracy who wishes to shoot something six squares away can still do so if they
    roll four and don't specify any body-part that is being aimed for»"""
    cid = add(grid, "Four", accuracy=4, right_hand=50)
    target = add(grid, "Six away", "zombie")
    rolled = roll(grid, "shot", cid, "4", target, **{**SHOT, "distance": 6})
    assert rolled.result.damage
    assert "rolled 4 on d4" in last_line(grid) and "reaches 6 tiles" in last_line(grid)
    aimed = roll(grid, "shot", cid, "4", target, **{**SHOT, "distance": 6, "aim": "torso"})
    assert not aimed.result.damage


def test_target_moved_lowers_accuracy(grid):
    """«Each square your target moved, if it has higher speed than you, deducts one from your accuracy»"""
    cid = add(grid, "Tracker", accuracy=5)
    target = add(grid, "Dodger", "zombie")
    assert sides(grid, cid, target, target_moved=2) == 3


@pytest.mark.parametrize(("face", "part"), [(3, "Torso"), (4, "Right leg"), (5, "Left leg")])
def test_legshot_lowest_numbers(grid, face, part):
    """«When going for a legshot, if the minimum hit number is rolled, the body is hit instead, and if the
    second-lowest hit number is rolled, the opposite leg is hit.» (3 tiles away: 3 is the minimum.)"""
    cid = add(grid, f"Leg {face}", accuracy=5)
    target = add(grid, f"Leg T {face}", "zombie")
    roll(grid, "shot", cid, str(face), target, **{**SHOT, "aim": "left_leg"})
    assert f"Hit: {part}" in last_line(grid)


def test_armshot_lowest_number(grid):
    """«When going for an armshot, if the minimum hit number is rolled, the body is hit instead.»"""
    cid = add(grid, "Arm", accuracy=5)
    target = add(grid, "Arm T", "zombie")
    roll(grid, "shot", cid, "3", target, **{**SHOT, "aim": "left_arm"})
    assert "Hit: Torso" in last_line(grid)
    roll(grid, "shot", cid, "4", target, **{**SHOT, "aim": "left_arm"})
    assert "Hit: Left arm" in last_line(grid)


@pytest.mark.parametrize(("face", "result"), [(3, "Miss"), (4, "Miss"), (5, "Hit: Torso"), (6, "Hit: Head")])
def test_headshot_lowest_numbers(grid, face, result):
    """«When going for a headshot, the bottom two hit numbers are considered misses, and the third-bottom
    number hits the main body.» (3 tiles away, Accuracy 6.)"""
    cid = add(grid, f"Head {face}", accuracy=6)
    target = add(grid, f"Head T {face}", "zombie")
    roll(grid, "shot", cid, str(face), target, **{**SHOT, "aim": "head"})
    assert result in last_line(grid)


def test_point_blank_parts_odds(grid):
    """«Point-blank shots are heat-of-the-moment, and therefore randomly hit a bodypart; 64% the torso, 8% for
    each limb, and 4% the head.»"""
    cid = add(grid, "Random", accuracy=2)
    target = add(grid, "Random T", "zombie")
    shown = odds(grid, "shot", cid, target, **{**SHOT, "distance": 1})
    assert shown["Torso (main pool)"] == pytest.approx(0.64)
    assert shown["Head"] == pytest.approx(0.04)
    for limb in ("Left arm", "Right arm", "Left leg", "Right leg"):
        assert shown[limb] == pytest.approx(0.08)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_hit_on_useless_limb_adds_bleeding(fresh):
    """«If a non-functioning limb is hit, it automatically adds a point per round's bleed damage to that limb,
    regardless of whether or not it's already bleeding.»"""
    cid = add(fresh, "Stump", max_hp=40)
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 30})  # 0, main 40 → 25
    assert fresh.initiative.start([cid])
    assert fresh.initiative.end_round()
    before = pools(fresh, cid)["torso"]
    assert fresh.characters.damage(cid, {"part": "left_arm", "amount": 1})
    assert state(fresh, cid)["body"]["bleed_marks"]["left_arm"] == 1
    hit = pools(fresh, cid)["torso"]
    assert fresh.initiative.end_round()
    assert before - hit == 1  # the hit itself: ⌈1/2⌉
    # a round's bleeding: the stump 1 + its mark 1 (the main pool, 23 of 40, is above half)
    assert hit - pools(fresh, cid)["torso"] == 2
    assert "Left arm bleeds 2" in last_line(fresh)


# Moving Furniture/Breaking Furniture/Eating Furniture

@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_move_weight_against_strength(fresh):
    """«subtract your strength from its weight, and use the difference as a speed penalty, with negative numbers
    meaning no penalty – I will treat the movement as if you are sprinting» (weight 2, Strength 4)."""
    mover = add(fresh, "Mover", strength=4, speed=5, stamina=10)
    on_map(fresh, 6, 6, {mover: (0, 1)})
    assert fresh.battle_map.paint([(0, 0), (1, 0)], "f")
    plan = fresh.furniture.plan((0, 0), [mover], (0, 1), 1, 2)
    assert plan.reason is None and plan.allowed == 5
    assert fresh.furniture.move((0, 0), [mover], (0, 1), 1, 2)
    assert state(fresh, mover)["stamina"] == 9


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_penalty_when_heavier(fresh):
    """«subtract your strength from its weight, and use the difference as a speed penalty» (weight 6,
    Strength 2, Speed 5: 1 tile)."""
    mover = add(fresh, "Weak", strength=2, speed=5, stamina=10)
    on_map(fresh, 8, 8, {mover: (0, 1)})
    assert fresh.battle_map.paint([(x, 0) for x in range(6)], "F")
    plan = fresh.furniture.plan((0, 0), [mover], (0, 1), 1, 6)
    assert plan.allowed == 1


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_team_combined_strength(fresh):
    """«If multiple people are moving furniture, the combined strength is subtracted from the weight, but the
    team can only move at the speed of the slowest player.» (weight 6, Strength 2 + 2, speeds 5 and 4: 2)"""
    one = add(fresh, "One", strength=2, speed=5, stamina=10)
    two = add(fresh, "Two", strength=2, speed=4, stamina=10)
    on_map(fresh, 8, 8, {one: (0, 1), two: (1, 1)})
    assert fresh.battle_map.paint([(x, 0) for x in range(6)], "F")
    plan = fresh.furniture.plan((0, 0), [one, two], (0, 1), 1, 6)
    assert plan.allowed == 2


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_half_hit_points_double_damage(fresh):
    """«If a tile of furniture is reduced to half hitpoints, it takes double damage, and attacks will be able to
    go through it»"""
    actor = add(fresh, "Smasher", strength=2)
    on_map(fresh, 6, 6, {actor: (0, 1)}, fight=False)
    assert fresh.battle_map.paint([(0, 0), (1, 0)], "f")
    assert fresh.furniture.hit((1, 0), 3, 6, actor)
    assert fresh.furniture.wear((1, 0)) == (3, 6)
    assert "go through" in last_line(fresh)
    assert fresh.furniture.hit((1, 0), 1, 6, actor)
    assert fresh.furniture.wear((1, 0)) == (1, 6)


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_stops_a_shot_until_half(fresh):
    """«If a tile of furniture is reduced to half hitpoints ... attacks will be able to go through it» — before,
    a shot across it is stopped; after, Accuracy 5 at 4 tiles: aimed 2 in 5, unaimed 3 in 5."""
    shooter = add(fresh, "Behind", accuracy=5)
    target = add(fresh, "Across", "zombie")
    on_map(fresh, 6, 2, {shooter: (0, 0), target: (4, 0)}, fight=False)
    assert fresh.battle_map.paint([(2, 0)], "f")
    view = fresh.battle_map.attack_view(shooter, target)
    assert view.in_the_way == (2, 0) and view.aimed == 0 and view.unaimed == 0
    assert fresh.furniture.hit((2, 0), 5, 10, shooter)
    view = fresh.battle_map.attack_view(shooter, target)
    assert view.in_the_way is None
    assert (view.aimed, view.unaimed) == (pytest.approx(0.4), pytest.approx(0.6))


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_furniture_knockback_at_double_weight(fresh):
    """«Furniture can suffer knockback if it suffers a blow double or greater than double its weight»"""
    actor = add(fresh, "Kicker", strength=2)
    on_map(fresh, 6, 6, {actor: (0, 2)}, fight=False)
    assert fresh.battle_map.paint([(0, 1)], "f")
    assert fresh.furniture.hit((0, 1), 1, 10, actor, force=1)
    assert fresh.battle_map.battle_map().cells.get((0, 1)) == "f"
    assert fresh.furniture.hit((0, 1), 1, 10, actor, force=2)
    assert fresh.battle_map.battle_map().cells.get((0, 0)) == "f"


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_eating_furniture_fails(fresh):
    """«All attempts at eating furniture automatically fail, and do not deal any damage.»"""
    actor = add(fresh, "Hungry")
    on_map(fresh, 6, 6, {actor: (0, 1)}, fight=False)
    assert fresh.battle_map.paint([(0, 0)], "f")
    assert fresh.furniture.eat((0, 0), actor)
    assert fresh.furniture.wear((0, 0)) is None
    assert "automatically fail" in last_line(fresh)


# Weapon List

@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_pistol_damage_and_force(fresh):
    """«Pistol: Two shots per round, six damage, five [undetermined units of] force»"""
    shooter = add(fresh, "Pistolero", accuracy=5)
    target = add(fresh, "Shot", "zombie", max_hp=40)
    rolled = roll(fresh, "shot", shooter, "5", target, **SHOT)
    assert [o.amount for o in rolled.result.damage] == [6]
    assert _pistol_blow(fresh, shooter, target)
    assert pools(fresh, target)["torso"] == 34


@pytest.mark.parametrize(("weapon", "per_round"), [("pistol", 2), ("rifle", 1)])
def test_shots_per_round(weapon, per_round, tmp_path, qapp):
    """«Pistol: Two shots per round» «Rifle: One shot per round» — one shot more in the round is refused."""
    from tests.audit.helpers import campaign

    with campaign(tmp_path, "gridlimbs") as services:
        shooter = add(services, "Trigger", accuracy=5, speed=9, weapons=[{"weapon": "rifle", "concealed": False}])
        target = add(services, "Range", "zombie", max_hp=60)
        on_map(services, 8, 8, {shooter: (1, 1), target: (1, 4)})
        for _ in range(per_round):
            roll(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon})
        assert refusal(services, "shot", shooter, "5", target, **{**SHOT, "weapon": weapon})


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_rifle_damage_and_force(fresh):
    """«Rifle: One shot per round, twelve damage, seven force, two-handed»"""
    shooter = add(fresh, "Rifleman", accuracy=5, weapons=[{"weapon": "rifle", "concealed": False}])
    target = add(fresh, "Sniped", "zombie", max_hp=40)
    rolled = roll(fresh, "shot", shooter, "5", target, **{**SHOT, "weapon": "rifle"})
    assert [o.amount for o in rolled.result.damage] == [12]


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_smg_spray(fresh):
    """«SMG: Either One shot per round or All characters within (Accuracy) squares of the shooter at two bullets
    per target, nine damage, six force» (Accuracy 3: the one 3 tiles away, not the one 4 away)."""
    shooter = add(fresh, "Sprayer", accuracy=3, weapons=[{"weapon": "smg", "concealed": False}])
    near = add(fresh, "Near", "zombie", max_hp=40, strength=9)
    far = add(fresh, "Far", "zombie", max_hp=40, strength=9)
    on_map(fresh, 20, 20, {shooter: (10, 10), near: (10, 13), far: (10, 14)})
    assert fresh.battle_map.spray_targets(shooter) == [near]
    assert fresh.battle_map.spray(shooter)
    assert pools(fresh, near)["torso"] == 40 - 18
    assert pools(fresh, far)["torso"] == 40
    assert "2 bullets at 1 target" in last_line(fresh)
    assert [g["loaded"] for g in state(fresh, shooter)["guns"] if g["weapon"] == "smg"] == [13]


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_grenade_range_is_strength(fresh):
    """«Grenade: Range equal to the thrower's strength»"""
    thrower = add(fresh, "Thrower", strength=4, starting_item="grenades")
    zombie = add(fresh, "Target", "zombie", max_hp=40)
    on_map(fresh, 40, 40, {thrower: (2, 20), zombie: (30, 20)})
    assert fresh.battle_map.blast_preview(thrower, (6, 20)).reason is None
    assert fresh.battle_map.blast_preview(thrower, (7, 20)).reason is not None
    done, why = refused(fresh.battle_map, fresh.battle_map.throw_grenade, thrower, (7, 20))
    assert not done and why
    assert grenades(fresh, thrower) == 2


def test_grenade_may_explode_next_round(grid):
    """«Grenade: ... explodes either the round thrown or the next round» — the console offers the choice."""
    import inspect

    assert len(inspect.signature(grid.battle_map.throw_grenade).parameters) > 2


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_grenade_blast_and_damage(fresh):
    """«blast radius between ten and fifteen tiles, all targets take between ten and fifteen damage, and take
    automatic knockback» — 10 tiles surely in the blast, 16 never."""
    thrower = add(fresh, "Thrower", strength=4, starting_item="grenades")
    sure = add(fresh, "Sure", "zombie", max_hp=60, strength=1)
    maybe = add(fresh, "Maybe", "zombie", max_hp=60, strength=1)
    never = add(fresh, "Never", "zombie", max_hp=60, strength=1)
    on_map(fresh, 60, 5, {thrower: (0, 2), sure: (14, 2), maybe: (17, 2), never: (20, 2)})
    preview = fresh.battle_map.blast_preview(thrower, (4, 2))
    assert sure in preview.sure_tokens and maybe in preview.possible_tokens
    assert never not in preview.sure_tokens and never not in preview.possible_tokens
    assert fresh.battle_map.throw_grenade(thrower, (4, 2))
    assert 10 <= 60 - pools(fresh, sure)["torso"] <= 15
    assert fresh.battle_map.battle_map().tokens[sure] != (14, 2)
    assert pools(fresh, never)["torso"] == 60
    assert grenades(fresh, thrower) == 1


# Bulletproof Vest

def _bullet(services, cid, faces=""):
    return services.characters.damage(cid, {"part": "torso", "amount": 6, "bullet": True, "weapon": "pistol"},
                                      faces=faces)


def test_vest_stops_first_bullet(grid):
    """«Initially, a bulletproof vest will prevent any bullet damage to the main body (though it does not prevent
    knockback).»"""
    cid = add(grid, "Vested", starting_item="vest", max_hp=20)
    assert _bullet(grid, cid)
    assert pools(grid, cid)["torso"] == 20
    assert "Knocked back" in last_line(grid)
    assert state(grid, cid)["vest"]["failure"] == 1


def test_vest_failure_rises(grid):
    """«After the first bullet, there is a 1/100 chance that the next bullet will hit a damaged part of the vest,
    and deal full damage. Each time the vest prevents damage, add another 1/100»"""
    cid = add(grid, "Vest odds", starting_item="vest", max_hp=20)
    assert _bullet(grid, cid)
    assert _bullet(grid, cid, "1")  # the 1 in 100: through
    assert pools(grid, cid)["torso"] == 14 and state(grid, cid)["vest"]["failure"] == 1
    assert _bullet(grid, cid, "50")
    assert pools(grid, cid)["torso"] == 14 and state(grid, cid)["vest"]["failure"] == 2


def test_vest_non_bullet_damage_adds(grid):
    """«any non-bullet damage sustained to the torso adds the amount of damage dealt to you/100 chance for the BP
    vest to fail»"""
    cid = add(grid, "Vest cut", starting_item="vest", max_hp=20)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 5, "bullet": False})
    assert state(grid, cid)["vest"]["failure"] == 5


def test_vest_useless_at_100(grid):
    """«Once the chance for the BP vest to fail reaches 100, it is deemed useless.»"""
    cid = add(grid, "Vest ruined", starting_item="vest", max_hp=400)
    assert grid.characters.damage(cid, {"part": "torso", "amount": 100, "bullet": False})
    assert state(grid, cid)["vest"]["failure"] >= 100
    before = pools(grid, cid)["torso"]
    assert _bullet(grid, cid)
    assert pools(grid, cid)["torso"] == before - 6


# EXP and Score

@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_experience_offered(fresh):
    """«Each time you do something, you gain one point in the stats used/affected (e.g., getting shot boosts your
    Max HP by one, and shooting someone boosts your Accuracy by one).»"""
    shooter = add(fresh, "Learner", accuracy=5)
    target = add(fresh, "Learnt", "zombie", max_hp=40)
    rolled = roll(fresh, "shot", shooter, "5", target, **SHOT)
    assert fresh.characters.damage(target, rolled.result.damage[0].request, shooter)
    proposals = fresh.experience.proposals()
    assert [c.value for c in proposals[shooter]] == ["shot_someone"]
    assert [c.value for c in proposals[target]] == ["got_shot"]
    for cid, choices in proposals.items():
        assert fresh.experience.confirm(cid, [c.value for c in choices])
    assert sheet(fresh, shooter)["accuracy"] == 6
    assert sheet(fresh, target)["max_hp"] == 41


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_score_zombie_kill(fresh):
    """«Each zombie killed is worth one point.»"""
    killer = add(fresh, "Killer")
    zombie = add(fresh, "Walker", "zombie", max_hp=4)
    assert fresh.characters.damage(zombie, {"part": "torso", "amount": 4}, killer)
    assert state(fresh, killer)["score"] == 1


@pytest.mark.parametrize("fresh", GRID, indirect=True)
def test_score_player_deaths(fresh):
    """«Each time a player dies, all remaining players gain points equal to the number of players dead.»"""
    ann, ben, cat = (add(fresh, n, max_hp=4) for n in ("Ann", "Ben", "Cat"))
    assert fresh.characters.damage(ann, {"part": "torso", "amount": 4})
    assert (state(fresh, ben)["score"], state(fresh, cat)["score"]) == (1, 1)
    assert fresh.characters.damage(ben, {"part": "torso", "amount": 4})
    assert state(fresh, cat)["score"] == 1 + 2
    assert any("Cat" in line for line in lines(fresh)[-1:])


def test_starting_grenades(grid):
    """«two grenades»: the ammunition dock counts them."""
    cid = add(grid, "Start grenades", starting_item="grenades")
    assert grenades(grid, cid) == 2
