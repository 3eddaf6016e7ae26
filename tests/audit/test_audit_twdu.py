"""The Walking Dead Universe RPG: violence, hazards and the dead (twdu-violence-hazards.en.txt), read
alone and checked through the services the way the dice dock, the damage and healing forms, the
fight list in brawl phases, the threat dial and the swarm dock call them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.services.character_commands import EditCharacter
from app.services.command import CommandError
from app.services.swarm import RollerSpec, RoundSetup
from tests.audit.helpers import add, last_line, odds, refusal, roll, state

KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2, "range": "short"}
REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}


def successes(rolled) -> int:
    """The successes the dice dock shows for the roller's pool ("base dice 6 6 1 2 3 4,
    stress dice none; in all 2 successes")."""
    assert rolled.result is not None
    return int(rolled.result.result.args.get("count", rolled.result.records[0].total))


def stress(services, cid, amount):
    """The stress a character has, given the way the console gives it (lingering over a choice)."""
    for _ in range(amount):
        roll(services, "dither", cid, "", stress=1)


def arm(services, cid, *weapons):
    row = services.characters.character(cid)
    services.campaign.execute(EditCharacter(cid, sheet={**row.sheet, "weapons": list(weapons)}))


def runner(services, name="Runner", kind="pc", **values):
    """Agility 4 + Mobility 2: six Mobility dice."""
    return add(services, name, kind, **{"agility": 4, "mobility": 2, **values})


# ---- Dice pools ------------------------------------------------------------------------------

@pytest.mark.parametrize(("faces", "count"), [
    ("6 6 1 2 3 4", 2), ("1 2 3 4 5 5", 0), ("6 6 6 6 6 6", 6), ("6 1 1 1 1 1", 1),
])
def test_each_six_is_a_success(twdu, faces, count):
    """README: "A roll is a pool of d6 … Each 6 is a success." (Agility 4 + Mobility 2: six dice) """
    cid = runner(twdu)
    rolled = roll(twdu, "skill", cid, faces, skill="mobility")
    assert successes(rolled) == count
    assert rolled.result.success is (count > 0)


@pytest.mark.parametrize("dice", [1, 2, 4, 6, 8])
def test_the_odds_of_at_least_one_six_are_exact(twdu, dice):
    """The odds shown: at least one 6 in the pool (Agility + Mobility dice) """
    cid = add(twdu, "Odds", agility=min(dice, 5), mobility=max(0, dice - 5))
    assert odds(twdu, "skill", cid, skill="mobility")["Success"] == 1 - Fraction(5, 6) ** dice


@pytest.mark.parametrize(("stress_level", "faces", "messed_up"), [
    (1, "6 2 3 4 5 6 1", True), (1, "6 2 3 4 5 6 4", False), (2, "2 2 3 4 5 2 1 6", True),
    (2, "1 1 1 1 1 1 2 3", False),
])
def test_a_one_on_a_stress_die_is_a_walker_the_roll_is_messed_up(twdu, stress_level, faces, messed_up):
    """README: "base dice plus stress dice (the character's stress level) … A 1 on a stress die is a walker:
    the roll is messed up." (the 1s on base dice are nothing) """
    cid = runner(twdu)
    stress(twdu, cid, stress_level)
    roll(twdu, "skill", cid, faces, skill="mobility")
    assert ("MESSED UP" in last_line(twdu)) is messed_up


@pytest.mark.parametrize("stress_level", [1, 2, 3])
def test_the_odds_show_the_chance_of_a_walker(twdu, stress_level):
    """"Rolling a walker on a stress die and messing up" — the odds: 1 − (5/6)^stress """
    cid = runner(twdu)
    stress(twdu, cid, stress_level)
    assert odds(twdu, "skill", cid, skill="mobility")["Mess-up"] == 1 - Fraction(5, 6) ** stress_level


@pytest.fixture
def fresh_twdu(tmp_path, qapp):
    from tests.audit.helpers import campaign

    with campaign(tmp_path, "twdu") as services:
        yield services


def test_pushing_adds_a_stress_die_and_rerolls_all_but_the_sixes(twdu):
    """README: "Pushing a roll (a PC's, once) adds one stress and one more stress die, then rerolls every
    die but the 6s and the walkers" """
    cid = runner(twdu)
    rolled = roll(twdu, "skill", cid, "6 2 3 4 5 5", skill="mobility")
    assert [f.key for f in rolled.result.follow_ups] == ["push"]
    pushed = twdu.rolls.follow_up(rolled, "push", faces="6 2 2 2 2 3")
    assert pushed is not None
    assert successes(pushed) == 2
    assert state(twdu, cid)["stress"] == 1
    assert pushed.result.follow_ups == ()  # once


def test_a_messed_up_roll_cannot_be_pushed(twdu):
    """README: "a messed-up roll cannot be pushed" """
    cid = runner(twdu)
    stress(twdu, cid, 1)
    rolled = roll(twdu, "skill", cid, "2 2 3 4 5 2 1", skill="mobility")
    assert rolled.result.follow_ups == ()


@pytest.mark.parametrize(("gear", "help_", "modifier", "dice"), [
    (0, 0, 0, 6), (2, 0, 0, 8), (0, 1, 0, 7), (0, 3, 0, 9), (0, 0, -2, 4), (0, 0, -6, 0), (1, 1, -1, 7),
])
def test_gear_help_and_modifiers_add_or_take_dice(twdu, gear, help_, modifier, dice):
    """"WEAPON BONUS When you use a weapon, you can add a number of dice equal to the weapon's gear bonus
    to the skill roll." "HELP If someone helps you attack your opponent … you get an additional die to your
    roll." README: "Dice modifiers add or remove dice, never below 0 dice." (six Mobility dice) """
    cid = runner(twdu)
    faces = " ".join(["2"] * dice)
    if dice:
        roll(twdu, "skill", cid, faces, skill="mobility", gear=gear, help=help_, modifier=modifier)
        assert f"(base dice {faces}, stress dice none; in all 0 successes)" in last_line(twdu)
    else:
        assert odds(twdu, "skill", cid, skill="mobility", gear=gear, help=help_, modifier=modifier)["Success"] == 0


# ---- Duels -----------------------------------------------------------------------------------

def duelists(services):
    """Ana: Strength 3 + Close Combat 1 (4 dice); Bo: Strength 3 + Close Combat 2 (5 dice)."""
    ana = add(services, "Ana", strength=3, close_combat=1, agility=4, ranged_combat=3)
    bo = add(services, "Bo", "npc", strength=3, close_combat=2, agility=2)
    return ana, bo


@pytest.mark.parametrize(("faces", "line", "to", "amount"), [
    ("6 6 2 2 6 3 3 3 3", "Wins the duel, 2 against 1: 1 damage", "opponent", 1),
    ("6 6 6 2 2 3 3 3 3", "Wins the duel, 3 against 0: 3 damage", "opponent", 3),
    ("6 2 2 2 6 6 3 3 3", None, "roller", 1),
    ("2 2 2 2 3 3 3 3 3", None, None, 0),
])
def test_the_duel_winner_deals_weapon_damage_plus_extra_successes(twdu, faces, line, to, amount):
    """"The fighter with the most successes wins, and they inflict damage on the other fighter equal to
    their own weapon's Damage rating." "If both fail the roll, neither of you deal damage." "each extra
    success increases the damage done by one point." (bare hands: damage 1) """
    ana, bo = duelists(twdu)
    rolled = roll(twdu, "duel", ana, faces, bo, skill="close_combat")
    if line:
        assert rolled.result.result.text.startswith("Wins the duel")
    offers = [(o.to, o.amount) for o in rolled.result.damage]
    assert offers == ([(to, amount)] if to else [])


def test_equal_successes_both_hit(twdu):
    """"Should you and your enemy get an equal amount of successes when you roll, you will hit each other
    simultaneously, both inflicting damage on the other." (Ana's knife 2, Bo's bare hands 1) """
    ana, bo = duelists(twdu)
    arm(twdu, ana, KNIFE)
    rolled = roll(twdu, "duel", ana, "6 2 2 2 2 6 3 3 3 3", bo, skill="close_combat", item="w0")
    assert sorted((o.to, o.amount) for o in rolled.result.damage) == [("opponent", 2), ("roller", 1)]


RIFLE = {"name": "Hunting rifle", "kind": "ranged", "bonus": 2, "damage": 3, "range": "extreme", "ammo": 5}


@pytest.mark.parametrize(("weapon", "band", "allowed"), [
    (KNIFE, "short", True), (KNIFE, "long", False), (REVOLVER, "long", True), (REVOLVER, "extreme", False),
    (RIFLE, "extreme", True),
])
def test_the_range_bands_a_weapon_reaches(twdu, weapon, band, allowed):
    """"Short Range is less than 25 meters … close enough for you to run up to your enemy and attack in close
    combat or fire a revolver at them. Long Range means that you need to use Ranged Combat … Anything beyond two
    zones or 100 meters is considered Extreme Range. Only some special weapons can be used at that distance." """
    ana, bo = duelists(twdu)
    arm(twdu, ana, weapon)
    skill = "close_combat" if weapon is KNIFE or band == "short" else "ranged_combat"
    message = refusal(twdu, "duel", ana, "", bo, skill=skill, item="w0", band=band, ranged=band != "short")
    assert (message == "") is allowed, message


def test_a_weapon_adds_its_gear_bonus_dice(twdu):
    """"you can add a number of dice equal to the weapon's gear bonus to the skill roll" (a knife +1: five
    dice for Ana) """
    ana, bo = duelists(twdu)
    arm(twdu, ana, KNIFE)
    assert refusal(twdu, "duel", ana, "2 2 2 2 3 3 3 3 3", bo, skill="close_combat", item="w0") != ""
    assert roll(twdu, "duel", ana, "2 2 2 2 2 3 3 3 3 3", bo, skill="close_combat", item="w0")


def test_at_short_range_a_gun_is_close_combat_with_agility(twdu):
    """"engaging with a target at Short Range will always be a Close Combat roll, even if you're attacking
    with a ranged weapon. You will, instead, use Agility as your base attribute to pair with Close Combat"
    (Ana: Agility 4 + Close Combat 1 + the revolver's 2: seven dice, not Strength 3's six) """
    ana, bo = duelists(twdu)
    arm(twdu, ana, REVOLVER)
    roll(twdu, "duel", ana, "2 2 2 2 2 2 2 3 3 3 3 3", bo, skill="close_combat", item="w0", band="short")
    assert "(Close Combat, Revolver (+2))" in last_line(twdu)
    assert "base dice 2 2 2 2 2 2 2, stress dice none" in last_line(twdu)


def test_a_ranged_combat_roll_at_short_range_is_made_close_combat(twdu):
    """"engaging with a target at Short Range will always be a Close Combat roll" — asked for Ranged Combat
    at Short range, the dock rolls Close Combat with Agility (or refuses) """
    ana, bo = duelists(twdu)
    arm(twdu, ana, REVOLVER)
    message = refusal(twdu, "duel", ana, "", bo, skill="ranged_combat", item="w0", band="short")
    assert message != "" or "(Close Combat, Revolver (+2))" in last_line(twdu)


@pytest.mark.parametrize(("in_cover", "offers"), [(False, [("roller", 2)]), (True, [])])
def test_cover_takes_a_success_from_the_ranged_attacker(twdu, in_cover, offers):
    """"If you are behind solid cover, any ranged attack against you needs an additional success to hit
    you. Remove one success from your enemy's dice roll before comparing the results." (Ana in cover with a
    revolver, 9 dice, no six; Bo shooting back with a revolver, 2 Agility + 2 dice, one six: damage 2) """
    ana, bo = duelists(twdu)
    arm(twdu, ana, REVOLVER)
    arm(twdu, bo, REVOLVER)
    rolled = roll(twdu, "duel", ana, "2 2 2 2 2 2 2 2 2 6 3 3 3", bo, skill="ranged_combat", item="w0", band="long",
                  ranged=True, in_cover=in_cover, opponent_skill="ranged_combat", opponent_gear=2,
                  opponent_firearm=True, opponent_damage=2)
    assert [(o.to, o.amount) for o in rolled.result.damage] == offers


def test_cover_does_not_protect_from_close_combat(twdu):
    """"Cover does not protect you from close combat attacks." """
    ana, bo = duelists(twdu)
    rolled = roll(twdu, "duel", ana, "2 2 2 2 6 3 3 3 3", bo, skill="close_combat", in_cover=True)
    assert [(o.to, o.amount) for o in rolled.result.damage] == [("roller", 1)]


@pytest.mark.parametrize(("faces", "damage"), [("6 2 2 2", 1), ("6 6 2 2", 2), ("6 6 6 2", 3), ("2 2 2 2", None)])
def test_a_defenseless_target_takes_damage_plus_successes_beyond_the_first(twdu, faces, damage):
    """"DEFENSELESS OR UNAWARE … You simply need to succeed with the skill roll to hit, and each success
    beyond the first increases the damage done by one point." (Ana with bare hands: 4 dice, damage 1) """
    ana, bo = duelists(twdu)
    rolled = roll(twdu, "defenseless", ana, faces, bo)
    assert [o.amount for o in rolled.result.damage] == ([damage] if damage else [])


def test_ganging_up_the_lone_fighter_is_defenseless_against_the_other(twdu):
    """"If two fighters gang up on a single enemy, the lone fighter must first decide who to roll an opposed
    roll against. The lone fighter is then considered a defenseless target against the other opponent." """
    ana, bo = duelists(twdu)
    [gang] = [k for k in twdu.rolls.kinds(ana) if k.key == "gang_up"]
    assert gang.opposed
    roll(twdu, "gang_up", ana, "6 6 2 2 2 2 2 2 2 6 2", bo, skill="close_combat")
    assert "Alone against two: deals 2 damage, takes 1" in last_line(twdu)  # 2 − 0: 1 + 1; the other: 1 + 0


@pytest.mark.parametrize(("faces", "passed"), [("6 2 2 2 2 2", True), ("2 2 2 2 2 2", False)])
def test_movement_is_a_straight_mobility_roll(twdu, faces, passed):
    """"MOVEMENT … you can instead try to seek cover or reduce/increase the distance to the enemy by one zone
    (but not both). Both of these actions require a straight Mobility roll to succeed." """
    cid = runner(twdu)
    assert roll(twdu, "move", cid, faces, direction="further").result.success is passed
    assert roll(twdu, "cover", cid, faces).result.success is passed


@pytest.mark.parametrize(("runner_faces", "chaser_faces", "outcome"), [
    ("6 6 2 2 2 2", "6 2 2 2 2 2", "runner"), ("6 2 2 2 2 2", "6 2 2 2 2 2", "same"),
    ("2 2 2 2 2 2", "6 2 2 2 2 2", "chaser"),
])
def test_a_chase_is_mobility_against_mobility(twdu, runner_faces, chaser_faces, outcome):
    """"If someone chases you, make an opposed roll, Mobility versus Mobility. The winner moves one distance
    closer or further away from the opponent. An equal result means the distance stays the same." """
    cid = runner(twdu)
    chaser = runner(twdu, "Chaser", "npc")
    rolled = roll(twdu, "chase", cid, f"{runner_faces} {chaser_faces}", chaser, role="runner")
    assert rolled.result.success is (outcome == "runner")
    if outcome == "same":
        assert "Chase, 1 against 1: now Short" in last_line(twdu)


# ---- Brawls ----------------------------------------------------------------------------------

def test_brawl_phases_run_one_to_six_npcs_declaring_first(fresh_twdu):
    """"In a Brawl, actions are divided into six categories, resolved in phases numbering from 1 to 6. …
    NPCs declare first, then PCs." """
    pc = add(fresh_twdu, "Pia")
    npc = add(fresh_twdu, "Ned", "npc")
    assert [c.value for c in fresh_twdu.initiative.phases("phases")] == ["1", "2", "3", "4", "5", "6"]
    assert fresh_twdu.initiative.start([pc, npc], mode="phases", name="Store")
    ids = {c.name: c.id for c in fresh_twdu.initiative.view().combatants}
    assert fresh_twdu.initiative.declare(ids["Pia"], "3")
    assert fresh_twdu.initiative.declare(ids["Ned"], "3")
    assert [c.name for c in fresh_twdu.initiative.view().combatants] == ["Ned", "Pia"]
    assert fresh_twdu.initiative.declare(ids["Pia"], "1")
    assert [c.name for c in fresh_twdu.initiative.view().combatants] == ["Pia", "Ned"]


def test_lingering_over_the_choice_costs_one_stress(twdu):
    """"Lingering further means the PC takes one point of stress" """
    cid = add(twdu, "Slow")
    roll(twdu, "dither", cid, "", stress=1)
    assert state(twdu, cid)["stress"] == 1


# ---- Damage and Health -----------------------------------------------------------------------

@pytest.mark.parametrize(("damage", "health", "broken"), [(1, 2, False), (2, 1, False), (3, 0, True), (5, 0, True)])
def test_three_health_points_and_broken_at_zero(twdu, damage, health, broken):
    """"All living PCs and NPCs have three Health Points. When you take one point of damage, you lose one
    Health Point. If you lose all three Health Points, you are Broken. … As soon as a character becomes
    Broken, they take one stress and take a critical injury. … Taking more than three damage from a single
    attack does not have any extra effect." """
    cid = add(twdu, "Hurt")
    assert state(twdu, cid)["health"] == 3
    assert twdu.characters.damage(cid, {"damage": damage, "source": "attack", "armor": False,
                                              "injury_name": "Broken ribs", "injury_penalty": 1})
    after = state(twdu, cid)
    assert after["health"] == health and not after["dead"]
    assert after["stress"] == (1 if broken else 0)
    assert len(after["injuries"]) == (1 if broken else 0)


def test_a_broken_person_who_gets_injured_again_dies(twdu):
    """"A Broken person who gets injured again dies." """
    cid = add(twdu, "Doomed")
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Gut"})
    assert twdu.characters.damage(cid, {"damage": 1, "source": "attack", "armor": False})
    assert state(twdu, cid)["dead"]


def test_all_skill_rolls_fail_while_broken(twdu):
    """"Also, all skill rolls fail automatically while you are Broken." """
    cid = runner(twdu)
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Leg"})
    assert odds(twdu, "skill", cid, skill="mobility", penalties=False)["Success"] == 0
    rolled = roll(twdu, "skill", cid, "", skill="mobility", penalties=False)
    assert rolled.result.success is False


@pytest.mark.parametrize(("faces", "health"), [("6 2", 1), ("6 6", 2), ("6 6 6 2 2", 3)])
def test_first_aid_on_the_broken_heals_one_and_one_a_further_success(twdu, faces, health):
    """"When you are Broken, someone else can give you first aid. This requires a Medicine roll. … If the
    roll is successful, you get back on your feet … and you regain one Health Point. Each extra success on
    the Medicine roll heals one additional Health Point." """
    dice = len(faces.split())
    medic = add(twdu, "Medic", empathy=dice - (1 if dice > 2 else 0), medicine=1 if dice > 2 else 0)
    cid = add(twdu, "Downed")
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Arm"})
    rolled = roll(twdu, "first_aid", medic, faces, cid)
    if rolled.result.damage:
        [offer] = rolled.result.damage
        assert twdu.characters.heal(cid, dict(offer.request), actor_id=medic)
    assert state(twdu, cid)["health"] == health
    assert len(state(twdu, cid)["injuries"]) == 1  # "You still suffer from the critical injury"


def test_you_cannot_give_first_aid_to_yourself(twdu):
    """"5 - FIRST AID You may give first aid to anyone within Short range. You cannot give first aid to
    yourself." """
    cid = add(twdu, "Self", empathy=3, medicine=2)
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Arm"})
    assert refusal(twdu, "first_aid", cid, "6 6 6 6 6", cid) != ""


def test_without_first_aid_broken_for_d6_minutes_then_one_health(fresh_twdu):
    """"If there is no one to give you first aid … you are Broken for D6 minutes. The GM makes the roll in
    secret. After the allotted time has passed you are no longer Broken and heal one Health point, but you
    are still critically injured." """
    cid = add(fresh_twdu, "Alone")
    assert fresh_twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Head"})
    minutes = state(fresh_twdu, cid)["broken_minutes"]
    assert 1 <= minutes <= 6
    fresh_twdu.game_time.pass_time(minutes)
    after = state(fresh_twdu, cid)
    assert after["health"] == 1 and len(after["injuries"]) == 1


@pytest.mark.parametrize(("ration", "health"), [(True, 2), (False, 1)])
def test_one_health_a_day_with_a_ration(twdu, ration, health):
    """"A PC or NPC naturally recovers one point of Health each day, as long as they are able to consume one
    ration of food during that day. A PC that has no food cannot heal." """
    cid = add(twdu, "Hungry")
    assert twdu.characters.damage(cid, {"damage": 2, "source": "attack", "armor": False})
    twdu.characters.heal(cid, {"kind": "day", "ate_ration": ration})
    assert state(twdu, cid)["health"] == health


@pytest.mark.parametrize(("armor_faces", "taken"), [("6 6", 0), ("6 2", 1), ("2 2", 2), ("1 1", 2)])
def test_armor_each_six_removes_one_damage(twdu, armor_faces, taken):
    """"Armor gives you an Armor Level. When hit by an attack, roll a number of dice equal to the Armor
    Level. Each success reduces the damage you take by one." (Armor Level 2, 2 damage) """
    cid = add(twdu, "Armored", armor_level=2)
    assert twdu.characters.damage(cid, {"damage": 2, "source": "attack", "armor": True}, faces=armor_faces)
    assert state(twdu, cid)["health"] == 3 - taken


def test_the_armor_penalty_is_taken_from_mobility_rolls(twdu):
    """"the armor's penalty value is the number of dice you need to subtract from any Mobility skill roll
    while wearing it." (six Mobility dice, penalty 2: four) """
    cid = runner(twdu, armor_level=2, armor_penalty=2)
    roll(twdu, "skill", cid, "2 2 2 2", skill="mobility")
    assert "(base dice 2 2 2 2, stress dice none; in all 0 successes)" in last_line(twdu)


@pytest.mark.parametrize("penalties", [(1,), (1, 2)])
def test_critical_injury_penalties_are_cumulative(twdu, penalties):
    """"As long as the injury remains, a number of dice are subtracted from all skill rolls you make. If you
    have more than one critical injury, the penalties from each are cumulative." """
    cid = runner(twdu)
    for n, penalty in enumerate(penalties):
        twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False,
                                           "injury_name": f"Wound {n}", "injury_penalty": penalty})
        if n == 0:
            twdu.characters.heal(cid, {"kind": "broken_over"})
    twdu.characters.heal(cid, {"kind": "broken_over"})
    dice = 6 - sum(penalties)
    assert len(state(twdu, cid)["injuries"]) == len(penalties)
    stressed = state(twdu, cid)["stress"]  # one a time Broken
    roll(twdu, "skill", cid, " ".join(["2"] * (dice + stressed)), skill="mobility")
    assert f"(base dice {' '.join(['2'] * dice)}, stress dice " in last_line(twdu)


@pytest.mark.parametrize(("count", "hours"), [(2, -2), (1, -1), (0, +1)])
def test_tending_shortens_recovery_one_unit_a_success_a_failure_adds_one(twdu, count, hours):
    """"If you are tended to by someone who uses basic medical gear and makes a Medicine roll, recovery time
    may be shortened by one hour/day/week for each success. A failed roll means the recovery time is
    increased by one." """
    cid = add(twdu, "Patient")
    medic = add(twdu, "Doc", wits=2, medicine=1)
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Ribs",
                                              "injury_penalty": 1, "injury_recovery_unit": "hours"})
    before = state(twdu, cid)["injuries"][0]["recovery"]
    assert twdu.characters.heal(cid, {"kind": "tend", "injury": 1, "equipment": "B", "successes": count},
                                      actor_id=medic)
    assert state(twdu, cid)["injuries"][0]["recovery"] == max(0, before + hours)


def test_the_penalty_is_removed_when_the_recovery_time_has_passed(fresh_twdu):
    """"The GM rolls a die for recovery time secretly – you won't know how long it takes. When the recovery time
    has passed, the penalty is removed." (six Mobility dice, a −2 injury) """
    cid = runner(fresh_twdu)
    assert fresh_twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Ribs",
                                              "injury_penalty": 2, "injury_recovery_unit": "hours"})
    assert fresh_twdu.characters.heal(cid, {"kind": "broken_over"})
    hours = state(fresh_twdu, cid)["injuries"][0]["recovery"]
    stressed = state(fresh_twdu, cid)["stress"]
    roll(fresh_twdu, "skill", cid, " ".join(["2"] * (4 + stressed)), skill="mobility")
    fresh_twdu.game_time.pass_time(hours * 60)
    assert last_line(fresh_twdu).endswith("Runner: Ribs has healed: the recovery time has passed; −2 dice removed.")
    roll(fresh_twdu, "skill", cid, " ".join(["2"] * (6 + stressed)), skill="mobility")


def test_a_lethal_injury_allows_one_stabilize_attempt_a_day(fresh_twdu):
    """"If someone attempts to stabilize you and succeeds at a roll for Medicine before the time limit runs
    out, you survive. … Only one attempt can be made each day." """
    cid = add(fresh_twdu, "Bleeding")
    medic = add(fresh_twdu, "Nurse", wits=2, medicine=1)
    assert fresh_twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Artery",
                                              "injury_lethal": True, "injury_time_unit": "days",
                                              "injury_equipment": "B"})
    assert fresh_twdu.characters.heal(cid, {"kind": "stabilize", "injury": 1, "equipment": "B", "successes": 0},
                                      actor_id=medic)
    assert not fresh_twdu.characters.heal(cid, {"kind": "stabilize", "injury": 1, "equipment": "B", "successes": 2},
                                          actor_id=medic)
    fresh_twdu.game_time.pass_time(24 * 60)
    assert fresh_twdu.characters.heal(cid, {"kind": "stabilize", "injury": 1, "equipment": "B", "successes": 2},
                                      actor_id=medic)
    assert "stabilized" in last_line(fresh_twdu)


def test_without_the_right_gear_nothing_is_to_be_done(twdu):
    """"The time limit also states what kind of medical equipment is necessary to help you, either basic (B)
    or advanced (A) … Without the right equipment, there is nothing to be done." """
    cid = add(twdu, "Critical")
    medic = add(twdu, "Medic", wits=2, medicine=1)
    assert twdu.characters.damage(cid, {"damage": 3, "source": "attack", "armor": False, "injury_name": "Skull",
                                              "injury_lethal": True, "injury_time_unit": "hours",
                                              "injury_equipment": "A"})
    assert not twdu.characters.heal(cid, {"kind": "stabilize", "injury": 1, "equipment": "B", "successes": 3},
                                          actor_id=medic)


# ---- Hazards ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("faces", "damage"), [("6 6 2 2 2 2", 2), ("2 2 2 2 2 2", 0), ("6 6 6 6 6 1", 5)])
def test_an_explosion_deals_a_point_a_success_of_its_blast_power(twdu, faces, damage):
    """"Explosions have a Blast Power (BP). Roll a number of dice equal to the Blast Power; each success
    means one point of damage to all targets. The Blast Power roll cannot be pushed." """
    cid = add(twdu, "Blasted")
    rolled = roll(twdu, "blast", cid, faces, blast_power=6, dodge=False)
    assert [o.amount for o in rolled.result.damage] == ([damage] if damage else [])
    assert rolled.result.follow_ups == ()


def test_a_mobility_success_negates_an_explosion(twdu):
    """"A successful Mobility roll negates all damage from explosions." """
    cid = runner(twdu)
    rolled = roll(twdu, "blast", cid, "6 2 2 2 2 2 6 6 6 6 6 6", blast_power=6, dodge=True)
    assert rolled.result.damage == ()


@pytest.mark.parametrize(("faces", "damage"), [("6 6 2 2 2 2", 2), ("6 2 2 2 2 2", 1), ("2 2 2 2 2 2", 0)])
def test_fire_deals_a_point_a_success_of_its_intensity_armor_no_help(twdu, faces, damage):
    """"When exposed to fire, roll a number of dice equal to the Intensity. For each success, you take one
    point of damage. The roll cannot be pushed, and Armor does not protect you." """
    cid = add(twdu, "Burnt", armor_level=3)
    rolled = roll(twdu, "fire", cid, faces, intensity=6)
    assert [o.amount for o in rolled.result.damage] == ([damage] if damage else [])
    assert rolled.result.follow_ups == ()
    for offer in rolled.result.damage:
        assert offer.request.get("armor") in (False, None) or offer.request.get("source") == "fire"


@pytest.mark.parametrize(("endure", "poison", "damage"), [
    ("6 6", "6 2 2 2 2 2", 0), ("6 2", "6 2 2 2 2 2", 0), ("2 2", "6 6 2 2 2 2", 2),
])
def test_poison_endure_against_toxicity(twdu, endure, poison, damage):
    """"roll for your Endure against the poison's Toxicity. If you win, the poison doesn't affect you. If it
    is a draw, you are still affected by the poison, but you do not take any damage. For each success the
    Toxicity gets more than you, you take one point of damage." (Strength 2 + Endure 0; Toxicity 6) """
    cid = add(twdu, "Poisoned")
    rolled = roll(twdu, "poison", cid, f"{endure} {poison}", toxicity=6)
    assert sum(o.amount for o in rolled.result.damage) == damage


@pytest.mark.parametrize(("endure", "disease", "damage"), [
    ("6 6", "6 2 2 2 2 2 2", 0), ("2 2", "6 6 6 2 2 2 2", 3)])
def test_disease_sickness_roll_against_virulence(twdu, endure, disease, damage):
    """"make an opposed roll for Endure against the Virulence of the disease. … For each success the disease
    gets more than you, it inflicts one point of damage." (Virulence 7) """
    cid = add(twdu, "Sick")
    rolled = roll(twdu, "disease", cid, f"{endure} {disease}", virulence=7)
    assert sum(o.amount for o in rolled.result.damage) == damage


@pytest.mark.parametrize(("meters", "damage"), [(1, 0), (4, 2), (5, 2), (7, 3), (12, 6)])
def test_falling_height_over_two_rounded_down(twdu, meters, damage):
    """"Falling on a hard surface automatically inflicts damage equal to the height in meters divided by two,
    rounded down. … Armor does not protect you." """
    cid = add(twdu, "Faller")
    rolled = roll(twdu, "fall", cid, "", meters=meters)
    assert sum(o.amount for o in rolled.result.damage) == damage


@pytest.mark.parametrize(("faces", "damage"), [("2 2 2 2 2 2", 2), ("6 2 2 2 2 2", 1), ("6 6 2 2 2 2", 0)])
def test_a_controlled_jump_each_mobility_success_takes_one_off(twdu, faces, damage):
    """"In a controlled jump, roll Mobility. Each success reduces the damage by one." (5 meters: 2) """
    cid = runner(twdu)
    rolled = roll(twdu, "fall", cid, faces, meters=5, controlled=True)
    assert sum(o.amount for o in rolled.result.damage) == damage


@pytest.mark.parametrize(("faces", "damage"), [
    ("6 2 2 2 2 2 6 6 6", 0), ("2 2 2 2 2 2 6 2 2", 1 + 1), ("2 2 2 2 2 2 2 2 2", 0 + 1),
])
def test_a_sprung_trap_mobility_to_avoid_else_attack_successes_plus_damage(twdu, faces, damage):
    """"If you spring a trap, you get to make a Mobility roll to avoid its effect. Should you succeed, you are
    safe. … They have an Attack rating and a Damage rating. Roll a number of dice equal to the Attack rating.
    Each success means one point of damage. Add the Damage value" (Attack 3, Damage 1) """
    cid = runner(twdu)
    rolled = roll(twdu, "trap", cid, faces, attack=3, trap_damage=1)
    assert sum(o.amount for o in rolled.result.damage) == damage


# ---- The dead --------------------------------------------------------------------------------

@pytest.mark.parametrize(("dead", "size"), [
    (5, 1), (10, 1), (11, 2), (20, 2), (21, 3), (50, 3), (51, 4), (100, 4), (101, 5), (999, 5), (1000, 6), (5000, 6),
])
def test_swarm_sizes(twdu, dead, size):
    """"NUMBER OF DEAD / SWARM SIZE: 5-10 1, 11-20 2, 21-50 3, 51-100 4, 100+ 5, 1000+ 6" """
    assert twdu.swarm.set_dead(dead)
    assert twdu.swarm.fight().size == size


def test_fewer_than_five_dead_is_no_swarm(fresh_twdu):
    """"A group of undead, typically five or more, is referred to as a swarm." "A single attack is used when
    you encounter … just one or a few undead (less than a swarm)." """
    up(fresh_twdu, 3)
    assert fresh_twdu.swarm.set_dead(4)
    assert not fresh_twdu.swarm.start()


def up(services, level):
    while services.threat.level() < level:
        assert services.threat.step(+1, "gm")


@pytest.mark.parametrize(("level", "words"), [
    (0, "You are in a cleared area and safe. For now."),
    (1, "There are dead around, but they have not noticed you."),
    (2, "There are dead close by, but they are not aware of you."),
    (3, "The dead are aware of you."),
    (4, "The dead are closing in on you."),
    (5, "They are at arm's length away from you."),
    (6, "The dead are in your face, surrounding you."),
])
def test_the_threat_levels_and_their_situations(fresh_twdu, level, words):
    """"THREAT LEVEL … on a scale from 0 to 6" with the situation of each level """
    up(fresh_twdu, level)
    assert fresh_twdu.threat.level() == level
    assert fresh_twdu.threat.level_spec().situation.startswith(words)


def test_the_threat_dial_stops_at_six(fresh_twdu):
    """"on a scale from 0 to 6" """
    up(fresh_twdu, 6)
    assert not fresh_twdu.threat.step(+1, "gm")
    assert fresh_twdu.threat.level() == 6


@pytest.mark.parametrize("reason", ["walker", "failed_avoid", "placed_group", "noise"])
def test_the_four_ways_to_raise_the_threat(fresh_twdu, reason):
    """"The Threat Level can be increased in four ways: Rolling a walker on a stress die and messing up;
    Failing a skill roll to avoid the undead; Facing a group of undead that has been placed …; Doing
    something in the game that attracts the dead" """
    assert fresh_twdu.threat.step(+1, reason)
    assert fresh_twdu.threat.timeline()[-1] == (1, reason)


@pytest.mark.parametrize(("level", "allowed"), [(0, False), (1, True), (2, True), (3, False)])
def test_avoiding_the_dead_at_threat_one_or_two(fresh_twdu, level, allowed):
    """"AVOIDING THE DEAD At Threat Level 1 or 2, you can still try to avoid the dead" """
    up(fresh_twdu, level)
    assert fresh_twdu.threat.can_avoid() is allowed


@pytest.mark.parametrize(("pick", "threat", "pending"), [("raise", 2, None), ("single_attack", 1, None)])
def test_failing_to_avoid_the_gm_picks_threat_or_a_single_attack(fresh_twdu, pick, threat, pending):
    """"Failing the skill roll means that the GM can have one of two things happen: The Threat Level is
    increased one step; You suffer a single attack" """
    cid = runner(fresh_twdu, stealth=0)
    up(fresh_twdu, 1)
    assert fresh_twdu.threat.avoid(cid, "mobility", faces="2 2 2 2 2 2")
    assert fresh_twdu.threat.avoid_pending() is not None
    assert fresh_twdu.threat.resolve_avoid(pick)
    assert fresh_twdu.threat.level() == threat and fresh_twdu.threat.avoid_pending() is pending


def test_messing_up_an_avoid_roll_both_things_happen(fresh_twdu):
    """"Should you also mess up on the skill roll, both things happen." """
    cid = runner(fresh_twdu)
    stress(fresh_twdu, cid, 1)
    up(fresh_twdu, 1)
    assert fresh_twdu.threat.avoid(cid, "mobility", faces="2 2 2 2 2 2 1")
    assert fresh_twdu.threat.level() == 2
    assert "single attack" in last_line(fresh_twdu).lower()


# ---- Fighting a swarm ------------------------------------------------------------------------

def party(services):
    ana = add(services, "Ana", agility=4, ranged_combat=3, strength=3, close_combat=1)   # 7 Ranged Combat
    ben = add(services, "Ben", strength=4, close_combat=3, leadership=2, empathy=3)      # 7 Close Combat
    mia = add(services, "Mia", agility=3, mobility=2, strength=2)                        # 2 Close Combat
    return ana, ben, mia


def swarm_at(services, dead=30, threat=3):
    up(services, threat)
    assert services.swarm.set_dead(dead)
    assert services.swarm.start()


@pytest.mark.parametrize(("dead", "threat", "swarm_threat"), [(30, 3, 6), (60, 3, 7), (5, 4, 5), (2000, 6, 12)])
def test_swarm_threat_is_size_plus_threat_level(fresh_twdu, dead, threat, swarm_threat):
    """"The Swarm Threat is calculated round by round by adding Swarm Size to the current Threat Level." """
    party(fresh_twdu)
    swarm_at(fresh_twdu, dead, threat)
    assert fresh_twdu.swarm.fight().swarm_threat == swarm_threat


def test_a_swarm_is_fought_from_threat_three(fresh_twdu):
    """"Once the Threat Level reaches 3, when the dead are aware of you and move in for their meal, the
    situation is dealt with in rounds" """
    up(fresh_twdu, 2)
    fresh_twdu.swarm.set_dead(30)
    assert not fresh_twdu.swarm.start()


def test_no_more_than_three_may_roll(fresh_twdu):
    """"no more than three may roll" """
    ana, ben, mia = party(fresh_twdu)
    fourth = add(fresh_twdu, "Rick", "npc", strength=3, close_combat=2)
    swarm_at(fresh_twdu)
    setup = RoundSetup(tuple(RollerSpec(c, "close_combat") for c in (ana, ben, mia, fourth)))
    with pytest.raises(CommandError):
        fresh_twdu.swarm.plan(setup)
    assert fresh_twdu.swarm.max_rolls == 3


def test_two_fighters_one_rolls_twice_the_second_at_minus_two(fresh_twdu):
    """"SMALL GROUPS: If just two characters face a swarm of dead, they still make three skill rolls, with
    one of them rolling twice. The second of those roll gets a –2 modifier." """
    ana, ben, _mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    plan = fresh_twdu.swarm.plan(RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(ben, "close_combat")),
                                            twice=ana))
    assert [(r.name, r.modifier, r.dice) for r in plan.rolls] == [("Ana", 0, 7), ("Ben", 0, 7), ("Ana", -2, 5)]


def test_one_fighter_rolls_three_times_at_zero_minus_two_minus_four(fresh_twdu):
    """"If a single PC fights a swarm, they roll all three rolls themselves, with a –2 modifier to the second
    roll and –4 to the third roll." """
    ana, _ben, _mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    plan = fresh_twdu.swarm.plan(RoundSetup((RollerSpec(ana, "ranged_combat"),)))
    assert [(r.modifier, r.dice) for r in plan.rolls] == [(0, 7), (-2, 5), (-4, 3)]


def test_leadership_one_die_a_success_three_at_most_to_one(fresh_twdu):
    """"LEADERSHIP: … the PC may hand out one extra die per success on the Leadership skill roll. No more
    than three dice can be given to the same person. Only one person per round can roll for Leadership" """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    assert fresh_twdu.swarm.leadership(ben, "6 6 6 6 2")   # Empathy 3 + Leadership 2: four sixes
    assert "4 dice to hand out" in last_line(fresh_twdu)
    assert fresh_twdu.swarm.max_dice_to_one == 3
    too_many = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(mia, "close_combat")), twice=ana,
                          allocation={ana: 4})
    with pytest.raises(CommandError):
        fresh_twdu.swarm.plan(too_many)
    fine = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(mia, "close_combat")), twice=ana,
                      allocation={ana: 3, mia: 1})
    assert [r.dice for r in fresh_twdu.swarm.plan(fine).rolls] == [10, 3, 5]
    assert not fresh_twdu.swarm.leadership(ana, "6 6 6 6 6 6")


ROUND = ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"]  # 3 successes


def three(ana, ben, mia):
    return RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(ben, "close_combat"),
                       RollerSpec(mia, "close_combat")))


@pytest.mark.parametrize(("dead", "won_line"), [(30, "won: the fight is over"), (60, "won: Swarm Size 4 → 3")])
def test_winning_a_round(fresh_twdu, dead, won_line):
    """"If you get a total number of successes equal to or greater than the Swarm Threat, and the Swarm Size
    is 3 or lower, you win the fight. The Threat Level goes down to 0, 1, or 2 … If the Swarm Size is 4 or
    higher, winning a round just means the Swarm Size is reduced one step." """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu, dead)
    setup = three(ana, ben, mia)
    target = fresh_twdu.swarm.fight().swarm_threat
    faces = ["6 6 6 6 2 2 2", "6 6 6 2 2 2 2", "6 2"] if target <= 8 else []
    assert fresh_twdu.swarm.roll_round(setup, faces)
    assert won_line in last_line(fresh_twdu)
    if dead <= 50:
        assert fresh_twdu.swarm.won_threat_levels() == [0, 1, 2]
        assert not fresh_twdu.swarm.end_won(3)
        assert fresh_twdu.swarm.end_won(2)
        assert fresh_twdu.threat.level() == 2
    else:
        assert fresh_twdu.swarm.fight().size == 3


def test_losing_a_round_the_gm_picks_one_and_almost_making_it(fresh_twdu):
    """"If you get fewer successes than the current Swarm Threat, the dead win the round. The GM chooses one
    of the following options: The Threat Level is increased one step. The Swarm Size is increased one step.
    The Swarm attacks." "ALMOST MAKING IT: If you fail the roll but get at least half the successes you need
    … You get one free extra success the next round." (3 successes against 6) """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    setup = three(ana, ben, mia)
    assert fresh_twdu.swarm.roll_round(setup, ROUND)
    fight = fresh_twdu.swarm.fight()
    assert (fight.pending, fight.picks_due, fight.free_successes) == ("loss_picks", 1, 1)
    picks = {p.value for p in fresh_twdu.swarm.pick_choices()}
    assert picks >= {"threat", "size", "single_attack", "block", "mass_attack"}
    assert not fresh_twdu.swarm.loss_picks(["threat", "size"])
    assert fresh_twdu.swarm.loss_picks(["size"])
    assert fresh_twdu.swarm.fight().size == 4


def test_less_than_half_brings_no_free_success(fresh_twdu):
    """"If you fail the roll but get at least half the successes you need" — 2 of 6 is less than half """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    setup = three(ana, ben, mia)
    assert fresh_twdu.swarm.roll_round(setup, ["6 2 2 2 2 2 2", "6 2 2 2 2 2 2", "2 2"])
    assert fresh_twdu.swarm.fight().free_successes == 0


def test_a_pc_messing_up_a_lost_round_brings_two_picks(fresh_twdu):
    """"If one or more PCs messed up in a lost round, the GM chooses two options instead of one." """
    ana, ben, mia = party(fresh_twdu)
    stress(fresh_twdu, mia, 1)
    swarm_at(fresh_twdu)
    setup = three(ana, ben, mia)
    assert fresh_twdu.swarm.roll_round(setup, ["2 2 2 2 2 2 2", "2 2 2 2 2 2 2", "2 2 1"])
    assert fresh_twdu.swarm.fight().picks_due == 2


def test_each_swarm_attack_lowers_the_swarm_threat_by_one(fresh_twdu):
    """"For every attack the swarm makes, Swarm Threat is calculated with a –1 modifier." """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    setup = three(ana, ben, mia)
    assert fresh_twdu.swarm.roll_round(setup, ROUND)
    assert fresh_twdu.swarm.loss_picks(["single_attack"], faces="1")
    assert fresh_twdu.swarm.fight().swarm_threat == 5
    assert "Single attack on Ana" in last_line(fresh_twdu)


def test_the_block_needs_one_more_success_on_mobility_and_stealth(fresh_twdu):
    """"BLOCK: The swarm block off all escape routes. Until the fight is won, all rolls for Mobility or
    Stealth need one extra success to succeed." """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    setup = three(ana, ben, mia)
    assert fresh_twdu.swarm.roll_round(setup, ROUND)
    assert fresh_twdu.swarm.loss_picks(["block"])
    assert fresh_twdu.swarm.fight().block
    plan = fresh_twdu.swarm.plan(RoundSetup((RollerSpec(mia, "mobility"),)))
    assert [r.dice for r in plan.rolls] == [5, 3, 1]


def test_the_swarm_threat_at_zero_ends_the_attack(fresh_twdu):
    """"If Swarm Threat is reduced to zero this way, the attack is over, and the undead move on." (Swarm Size
    1 at Threat 3: 4, four attacks) """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu, dead=5)
    setup = RoundSetup((RollerSpec(mia, "close_combat"),))
    for _ in range(4):
        if not fresh_twdu.swarm.active():
            break
        assert fresh_twdu.swarm.roll_round(setup, ["2 2", "", ""])
        assert fresh_twdu.swarm.loss_picks(["mass_attack"], faces="")  # Mia alone fights: no die for the victim
    assert not fresh_twdu.swarm.active()


def test_sacrificing_another_takes_one_of_the_three_rolls(fresh_twdu):
    """"SACRIFICING ANOTHER: … Make an opposed roll for Force. If you win, you are out of the fight, while the
    victim must suffer the consequences. … The Force roll counts as one of the three rolls" """
    ana, ben, mia = party(fresh_twdu)
    swarm_at(fresh_twdu)
    assert fresh_twdu.swarm.sacrifice(ben, mia, faces="6 2 2 2", victim_faces="2 2")
    two = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(mia, "close_combat")))
    assert fresh_twdu.swarm.plan(two).sacrifices == 1
    with pytest.raises(CommandError):
        fresh_twdu.swarm.plan(RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(mia, "close_combat"),
                                          RollerSpec(ana, "close_combat"))))


@pytest.mark.parametrize(("method", "threat"), [("shooting", 3), ("close_combat", 5)])
def test_failing_to_clear_out_an_area_raises_the_threat(fresh_twdu, method, threat):
    """"CLEARING OUT AN AREA … while the Threat Level is still 2 … Should you fail to clear out the swarm on the
    first round, the Threat Level goes up, either to 3 if you are shooting at them, or to 5 if you fight them
    in close combat." """
    ana, ben, mia = party(fresh_twdu)
    up(fresh_twdu, 2)
    assert fresh_twdu.swarm.set_dead(30)
    assert method in [c.value for c in fresh_twdu.swarm.clearing_methods()]
    assert fresh_twdu.swarm.start(clearing=True)
    skill = "ranged_combat" if method == "shooting" else "close_combat"
    setup = RoundSetup((RollerSpec(ana, skill), RollerSpec(ben, skill), RollerSpec(mia, skill)), method=method)
    faces = [" ".join(["2"] * planned.dice) for planned in fresh_twdu.swarm.plan(setup).rolls]
    assert fresh_twdu.swarm.roll_round(setup, faces)
    assert fresh_twdu.threat.level() == threat


# ---- Amputation, explosive weapons, poison's penalty ---------------------------------------------

@pytest.mark.parametrize(("faces", "lethal"), [("6 2 2 2", False), ("2 2 2 2", True)])
def test_amputation_both_take_stress_and_the_amputee_a_severed_limb(twdu, faces, lethal):
    """"The person who is cutting off a piece of you must make a Medicine roll. Both of you take one point of
    stress. Whether the roll is successful or not, the amputee takes the critical injury "severed limb". But if
    the Medicine roll is successful, the injury is not lethal … Should the skill roll fail, the injury is lethal"
    (Empathy 3 + Medicine 1: four dice) """
    cutter = add(twdu, "Cutter", empathy=3, medicine=1)
    amputee = add(twdu, "Amputee")
    rolled = roll(twdu, "amputate", cutter, faces, amputee)
    assert state(twdu, cutter)["stress"] == 1
    [offer] = rolled.result.damage
    assert twdu.characters.damage(amputee, dict(offer.request))
    after = state(twdu, amputee)
    assert after["stress"] == 1
    assert [(i["name"], i["lethal"]) for i in after["injuries"]] == [("Severed limb", lethal)]


@pytest.mark.parametrize(("attack", "blast", "damage"), [
    ("6 2 2 2 2 2 2", "6 6 2 2", 2), ("6 6 2 2 2 2 2", "6 6 2 2", 3), ("2 2 2 2 2 2 2", "6 6 2 2", 0),
])
def test_an_explosive_weapon_hits_with_ranged_combat_and_extra_successes_add(twdu, attack, blast, damage):
    """"EXPLOSIVE WEAPONS: Attacks with an explosive weapon are rolled using Ranged Combat. If you hit, all
    targets within Short range of the impact point suffer blast damage as per above. Extra successes on your
    attack roll increase the damage on all targets. A failed skill roll means that you hit the wrong location
    and your target(s) escape damage." (Agility 4 + Ranged Combat 3; Blast Power 4) """
    thrower = add(twdu, "Thrower", agility=4, ranged_combat=3)
    target = add(twdu, "Target", "npc")
    rolled = roll(twdu, "explosive", thrower, f"{attack} {blast}".strip(), target, blast_power=4)
    assert sum(o.amount for o in rolled.result.damage) == damage


def test_poisoned_minus_one_die_on_every_roll(twdu):
    """"While poisoned, you have a –1 penalty on all dice rolls, including the Endure roll." (six Mobility dice:
    five) """
    cid = runner(twdu)
    assert twdu.characters.damage(cid, {"damage": 1, "source": "poison"})
    assert state(twdu, cid)["poisoned"]
    roll(twdu, "skill", cid, "2 2 2 2 2", skill="mobility")
    assert "(base dice 2 2 2 2 2, stress dice none; in all 0 successes)" in last_line(twdu)
