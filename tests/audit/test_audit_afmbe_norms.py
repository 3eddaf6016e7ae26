"""All Flesh Must Be Eaten, the "Norms" summary (afmbe-norms.en.txt), read alone and checked
through the services the way the character form, the dice dock, the damage form, the fight list
and the ammunition dock call them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.audit.helpers import add, level_word, odds, roll, state

HISTORY = {"name": "Humanities", "type": "History", "special": True, "level": 3,
           "specializations": "Ancient Egypt", "native": False}
GUNS = {"name": "Guns", "type": "Handgun", "level": 2}
KNIFE = {"name": "Small knife", "damage": "d4×(STR−1)", "damage_type": "slashing"}
HANDGUN = {"name": "Semi-auto handgun", "damage": "d6×4", "damage_type": "bullet", "ranged": True}


def budget(services, cid):
    row = services.characters.character(cid)
    return {line.key: line for line in services.ruleset.budget(row.sheet)}


# ---- Secondary attributes -------------------------------------------------------------------

@pytest.mark.parametrize(("st", "con", "life"), [
    (3, 2, 30), (2, 2, 26), (0, 0, 10), (4, 4, 42), (1, 3, 26), (4, 0, 26)])
def test_life_points(norms, st, con, life):
    """"Add your Strength and Constitution. Multiply the result by 4. Then add 10. That's your Life
    Point total. For example, someone with a 3 STR and a 2 CON would have (3+2) x 4 + 10 = 30 life
    points." """
    cid = add(norms, "Life", str=st, con=con)
    assert state(norms, cid)["life_points"] == life
    assert norms.ruleset.derived(norms.characters.character(cid).sheet)["life_points"] == life


@pytest.mark.parametrize(("st", "con", "wil", "endurance"), [
    (3, 2, 3, 29), (2, 2, 2, 23), (0, 0, 0, 5), (4, 4, 4, 41), (1, 0, 2, 14)])
def test_endurance_points(norms, st, con, wil, endurance):
    """"Add your Strength, Constitution and Willpower. Multiply the result by 3, then add 5. … a guy
    with a 3 STR, 2 CON and a 3 WIL would have (3+2+3) x 3 + 5 = 29 Endurance Points." """
    cid = add(norms, "Stamina", str=st, con=con, wil=wil)
    assert state(norms, cid)["endurance"] == endurance


@pytest.mark.parametrize(("dex", "con", "speed"), [(2, 2, 8), (4, 3, 14), (0, 1, 2), (1, 1, 4)])
def test_speed(norms, dex, con, speed):
    """"take your Dexterity and Constitution and add them up, then multiply the result by 2. For
    example, a guy with a 2 DEX and a 2 CON would have a speed of (2+2) x 2 = 8 Speed" """
    cid = add(norms, "Runner", dex=dex, con=con)
    assert norms.ruleset.derived(norms.characters.character(cid).sheet)["speed"] == speed


@pytest.mark.parametrize("attrs", [(2, 2, 2, 2, 2, 2), (4, 3, 2, 1, 4, 0), (0, 0, 0, 0, 0, 0)])
def test_essence(norms, attrs):
    """"Your maximum Essence is equal to the sum of your attributes." """
    names = ("str", "dex", "con", "int", "per", "wil")
    cid = add(norms, "Spirit", **dict(zip(names, attrs, strict=True)))
    assert norms.ruleset.derived(norms.characters.character(cid).sheet)["essence"] == sum(attrs)


@pytest.mark.parametrize("level", [1, 2, 5])
def test_hard_to_kill_adds_three_life_points_a_level(norms, level):
    """"Hard to Kill (Cost: 1-5 points) - Each level of this quality grants you 3 bonus life points" """
    cid = add(norms, "Tough", str=3, con=2, traits=[{"name": "Hard to Kill", "kind": "quality", "level": level}])
    assert state(norms, cid)["life_points"] == 30 + 3 * level


@pytest.mark.parametrize("level", [1, 3])
def test_tireless_adds_three_endurance_points_a_level(norms, level):
    """"Tireless (Cost: 1-5 points) - Each level grants 3 bonus endurance points" """
    cid = add(norms, "Tireless", str=3, con=2, wil=3, traits=[{"name": "Tireless", "kind": "quality", "level": level}])
    assert state(norms, cid)["endurance"] == 29 + 3 * level


# ---- Character points -----------------------------------------------------------------------

@pytest.mark.parametrize(("attrs", "spent"), [
    ((4, 2, 2, 2, 2, 2), 14), ((4, 4, 4, 2, 0, 0), 14), ((2, 2, 2, 2, 2, 2), 12)])
def test_attributes_bought_point_for_point_from_fourteen(norms, attrs, spent):
    """"You have 14 points to spend. … Attributes are bought on a point for point basis, such as a
    strength of 4 would cost 4 points and a dexterity of 2 costs 2 points." """
    names = ("str", "dex", "con", "int", "per", "wil")
    cid = add(norms, "Points", **dict(zip(names, attrs, strict=True)))
    line = budget(norms, cid)["attributes"]
    assert (line.spent, line.allowed) == (spent, 14)


def test_a_starting_attribute_is_at_most_four(norms):
    """"Starting characters' attributes can be between 0 (far below average) and 4 (exceptional)." """
    cid = add(norms, "Capped", str=4)
    assert budget(norms, cid)["attribute_max"].allowed == 4


def test_the_specialization_example_costs_seven_and_counts_as_level_five(norms):
    """"You give your character a level 3 skill rank in Humanities: History, a cost of 6 total skill
    points due to it being a Special Skill. You then spend 1 more skill point to specialize in Ancient
    Egypt … thereby making him a level 5 skill" (of 30 skill points) """
    cid = add(norms, "Scholar", skills=[HISTORY])
    line = budget(norms, cid)["skills"]
    assert (line.spent, line.allowed) == (7, 30)


@pytest.mark.parametrize(("level", "special", "cost"), [
    (5, False, 5), (6, False, 8), (7, False, 11), (5, True, 10), (6, True, 15)])
def test_skill_costs_past_level_five(norms, level, special, cost):
    """"Normal Skills cost 1 point per level up to level 5. After that, they cost 3 points per level.
    Special Skills cost 2 points per level up to level 5. Each additional level after 5 costs 5 points." """
    skill = {"name": "Acrobatics" if special else "Notice", "type": "", "special": special, "level": level}
    cid = add(norms, "Skilled", skills=[skill])
    assert budget(norms, cid)["skills"].spent == cost


def test_qualities_have_five_points(norms):
    """"Players get 5 points to spend on Qualities." """
    cid = add(norms, "Quality", traits=[{"name": "Hard to Kill", "kind": "quality", "level": 2}])
    line = budget(norms, cid)["qualities"]
    assert (line.spent, line.allowed) == (2, 5)


def test_drawbacks_are_at_most_ten_points(norms):
    """"Players can take up to 10 points in Drawbacks." """
    cid = add(norms, "Flawed", traits=[{"name": "Cowardly", "kind": "drawback", "level": 3}])
    line = budget(norms, cid)["drawbacks"]
    assert (line.spent, line.allowed) == (3, 10)


# ---- Skill checks ---------------------------------------------------------------------------

@pytest.mark.parametrize(("face", "total", "hit"), [(4, 9, True), (3, 8, False), (9, 14, True), (2, 7, False)])
def test_the_worked_skill_check_rolls_d10_plus_five_against_nine(norms, face, total, hit):
    """"Someone with a DEX of 3 and a gun skill of 2 would roll 1d10+5." "The target number for most
    tasks is 9. If you roll a 9 or higher, you succeed." """
    cid = add(norms, "Shooter", dex=3, skills=[GUNS])
    rolled = roll(norms, "task", cid, str(face), attribute="dex", skill="0")
    assert rolled.result.records[-1].total == total
    assert rolled.result.success is hit


def test_unskilled_is_dexterity_alone(norms):
    """"shooting at someone requires dexterity + guns (or just dexterity, if you're unskilled)" """
    cid = add(norms, "Untrained", dex=3)
    assert roll(norms, "task", cid, "6", attribute="dex", skill="").result.records[-1].total == 9


@pytest.mark.parametrize(("faces", "total"), [
    ("10 7", 19), ("10 1", 13), ("10 10", 22), ("1 6", -3), ("1 1", 2), ("1 10", -7)])
def test_natural_ten_adds_and_natural_one_subtracts_one_more_d10(norms, faces, total):
    """"Rolling a natural 10 gives you a bonus d10 roll, the result of which is added to your first
    roll. Conversely, rolling a natural 1 gives you another d10 roll with the result subtracted from
    your original roll." (DEX 2: the roll's total) """
    cid = add(norms, "Lucky", dex=2)
    assert roll(norms, "task", cid, faces, attribute="dex").result.records[-1].total == total


@pytest.mark.parametrize(("modifier", "level"), [
    (-1, ""), (0, "Adequate"), (2, "Decent"), (4, "Good"), (6, "Very good"), (8, "Excellent"), (11, "Excellent"),
    (12, "Extraordinary"), (15, "Mind-boggling")])
def test_the_better_you_roll_the_better_the_results(norms, modifier, level):
    """"The better you roll, the better the results. If the target number for a task is 9 and you manage
    to score a 22, you're going to reap the benefits of a great success." (the levels of README.md:
    9-10 Adequate … 24+ Mind-boggling; DEX 2, a 7 rolled) """
    cid = add(norms, "Graded", dex=2)
    rolled = roll(norms, "task", cid, "7", attribute="dex", modifiers=modifier)
    assert rolled.result.success is (level != "")
    if level:
        assert level_word(rolled) == level


def test_the_odds_shown_count_the_bonus_and_penalty_die(norms):
    """"Rolling a natural 10 gives you a bonus d10 roll …" — DEX 2 against 9: 7-10 succeed (2/5); a
    Decent 11+ needs a 9, or a 10 (1/5); Good 13+ every 10 (1/10); Very good 15+ a 10 then 3+ (2/25) """
    cid = add(norms, "Odds", dex=2)
    shown = odds(norms, "task", cid, attribute="dex")
    assert shown["Success"] == Fraction(2, 5)
    assert shown["Decent or better"] == Fraction(1, 5)
    assert shown["Good or better"] == Fraction(1, 10)
    assert shown["Very good or better"] == Fraction(2, 25)


def test_several_actions_in_a_turn(norms):
    """README: "Several actions in one turn: −2 for the second, −4 for the third" """
    cid = add(norms, "Busy", dex=2)
    assert roll(norms, "task", cid, "7", attribute="dex", action=2).result.records[-1].total == 7
    assert roll(norms, "task", cid, "7", attribute="dex", action=3).result.records[-1].total == 5


def test_another_type_of_gun_is_at_minus_two(norms):
    """"If the skill is taken in one Type, the character can use other types of guns, but at a -2
    penalty to all tasks." """
    cid = add(norms, "Pistolero", dex=3, skills=[GUNS], weapons=[HANDGUN])
    zed = add(norms, "Target", "zombie")
    same = roll(norms, "attack", cid, "5", zed, skill="0", weapon="0", defence="none")
    other = roll(norms, "attack", cid, "5", zed, skill="0", weapon="0", defence="none", other_gun_type=True)
    assert (same.result.records[0].total, other.result.records[0].total) == (10, 8)


def test_a_veterinarian_on_a_human_is_at_minus_three_and_two_levels_at_most(norms):
    """"A Veterinarian can treat humans, but is at a -3 penalty to all task rolls, and despite the
    results of the rolls, cannot gain more than 2 Success levels." """
    vet = {"name": "Veterinary Medicine", "type": "", "special": True, "level": 4}
    cid = add(norms, "Vet", int=4, skills=[vet])
    rolled = roll(norms, "task", cid, "9", attribute="int", skill="0", vet_on_human=True, vet_penalty=-3)
    assert rolled.result.records[-1].total == 9 + 4 + 4 - 3
    assert level_word(rolled) == "Decent"


# ---- Damage ---------------------------------------------------------------------------------

def test_the_punch_example(norms):
    """"Let's say your character with STR 3 punches someone. The damage he rolls is 1d4, multiplied by
    his strength … He rolls a 2, multiplies it by 3 (his STR level) and comes up with 6 damage, to be
    taken from either life points or endurance (attacker's choice)." """
    puncher = add(norms, "Puncher", str=3, dex=3)
    victim = add(norms, "Victim", str=3, con=2)
    rolled = roll(norms, "attack", puncher, "6", victim, weapon="unarmed", defence="none")
    offer, to_endurance = rolled.result.damage  # the attacker's choice, one offer each
    assert offer.request["success_level"] == 1
    assert norms.characters.damage(victim, dict(offer.request), faces="2")
    assert state(norms, victim)["life_points"] == 30 - 6
    assert to_endurance.request["pool"] == "endurance"
    assert norms.characters.damage(victim, dict(to_endurance.request), faces="2")
    assert state(norms, victim)["endurance"] == 26 - 6  # (3+2+2) × 3 + 5


def test_the_small_knife_example(norms):
    """"say you stab someone with a small knife, the damage is d4 x strength -1. You roll a d4, getting
    a 3. Now you multiply it by your strength -1, which is 2, coming up with 6 damage. Since slashing
    weapon damage is doubled after factoring in armor protection (in this case none) the 6 damage is
    now 12." """
    stabber = add(norms, "Stabber", str=3, dex=3, weapons=[KNIFE])
    victim = add(norms, "Stabbed", str=3, con=2)
    [offer] = roll(norms, "attack", stabber, "6", victim, weapon="0", defence="none").result.damage
    assert norms.characters.damage(victim, dict(offer.request), faces="3")
    assert state(norms, victim)["life_points"] == 30 - 12


def test_the_handgun_through_body_armor_example(norms):
    """"you shoot someone with a semi-auto handgun. Damage for that gun is 1d6 x 4. Getting a 6 on your
    roll, multiplying it by 4 gets you 24 damage. However, the target is wearing body armor, which
    reduces all damage taken by 4. The armor blocks 4 of the 24 damage. The 20 points that get through
    are now doubled to 40 damage." """
    shooter = add(norms, "Gunman", dex=3, skills=[GUNS], weapons=[HANDGUN])
    victim = add(norms, "Armored", str=4, con=4)  # 42 Life Points
    [offer] = roll(norms, "attack", shooter, "6", victim, skill="0", weapon="0", defence="none").result.damage
    request = {**offer.request, "worn_armor": False, "armor": 4}
    assert norms.characters.damage(victim, request, faces="6")
    assert state(norms, victim)["life_points"] == 42 - 40


@pytest.mark.parametrize(("die", "armor", "taken"), [(1, 0, 4), (3, 0, 12), (6, 0, 24), (6, 4, 20), (1, 6, 0)])
def test_blunt_damage_is_not_doubled(norms, die, armor, taken):
    """"Slashing/stabbing weapon. Damage is calculated normally, and then armor protection is
    subtracted. Remaining damage is doubled." — a club is not one: d6×4 less the armor """
    victim = add(norms, "Clubbed", str=4, con=4)
    request = {"weapon": "d6×4", "damage_type": "bludgeoning", "success_level": 1, "worn_armor": False, "armor": armor}
    assert norms.characters.damage(victim, request, faces=str(die))
    assert state(norms, victim)["life_points"] == 42 - taken


@pytest.mark.parametrize("level", [4, 5, 6, 7])
def test_better_rolls_add_to_the_damage_die(norms, level):
    """README (applied to norms): "From success level 4 the die gets +1, +2, +3, +4 (levels 4-7) before
    multiplying" — a punch of STR 3 rolling 2 """
    victim = add(norms, "Hit hard", str=4, con=4)
    request = {"weapon": "d4×STR", "attacker_str": 3, "damage_type": "bludgeoning", "success_level": level}
    assert norms.characters.damage(victim, request, faces="2")
    assert state(norms, victim)["life_points"] == 42 - (2 + level - 3) * 3


def test_martial_arts_adds_its_level_to_a_punch(norms):
    """"Kicks and punches performed with the Martial Arts Skill have a damage bonus equal to the
    character's skill level. So, a character with Martial Arts level 3 does and additional 3 points of
    damage with a kick or punch." """
    karate = {"name": "Martial Arts", "type": "", "special": True, "level": 3}
    fighter = add(norms, "Karateka", str=3, dex=3, skills=[karate])
    victim = add(norms, "Kicked", str=4, con=4)
    offer, _to_endurance = roll(norms, "attack", fighter, "3", victim, skill="0", weapon="unarmed",
                                defence="none").result.damage
    assert norms.characters.damage(victim, dict(offer.request), faces="2")
    assert state(norms, victim)["life_points"] == 42 - (6 + 3)


def test_non_lethal_damage_goes_to_endurance(norms):
    """"Non-lethal attacks subtract from the target's endurance point total. Once endurance reaches 0,
    you're unconscious." """
    victim = add(norms, "Winded", str=2, con=2, wil=2)  # 23 Endurance
    assert norms.characters.damage(victim, {"amount": 23, "pool": "endurance"})
    after = state(norms, victim)
    assert (after["endurance"], after["life_points"], after["unconscious"]) == (0, 26, True)


def test_out_of_life_points_unconscious_below_zero_incapacitated(norms):
    """"Run out of life points and you go unconscious. Lose even more and you die." "When you reach
    below zero, you're incapacitated (and most likely dying)." """
    victim = add(norms, "Falling", str=2, con=2)
    assert norms.characters.damage(victim, {"amount": 26})
    assert state(norms, victim)["life_points"] == 0
    assert norms.characters.damage(victim, {"amount": 5})
    after = state(norms, victim)
    assert after["life_points"] == -5 and not after["dead"]
    assert not norms.ruleset.can_act(norms.characters.character(victim).sheet, after)


# ---- Avoiding attacks ----------------------------------------------------------------------

@pytest.mark.parametrize(("defence", "skill", "attack_face", "defence_face", "hit"), [
    ("block", "Brawling", "6", "6", True),      # 6+3 = 9 against 6+2+1 = 9: not beaten, a hit
    ("block", "Brawling", "6", "7", False),     # 10 beats 9
    ("dodge", "Dodge", "7", "8", False),        # 11 beats 10
    ("dodge", "Dodge", "7", "6", True),         # 9 does not beat 10
    ("acrobatics", "Acrobatics", "6", "7", False),
])
def test_beat_the_attackers_roll_to_avoid_the_attack(norms, defence, skill, attack_face, defence_face, hit):
    """"To block an attack, roll dexterity and brawl. To dodge an attack, roll dexterity and dodge.
    … If you beat the attacker's roll, you avoid the attack." (Acrobatics "Can be used instead of
    the Dodge Skill to avoid attacks") — DEX 3 unarmed attacker; DEX 2 defender with the skill at 1 """
    attacker = add(norms, "Brawler", str=2, dex=3)
    defender = add(norms, "Dodger", dex=2, skills=[{"name": skill, "type": "", "level": 1,
                                                    "special": skill == "Acrobatics"}])
    rolled = roll(norms, "attack", attacker, f"{attack_face} {defence_face}", defender,
                  weapon="unarmed", defence=defence, melee=True)
    assert rolled.result.success is hit


def test_shoving_a_zombie_is_strength_and_brawl(norms):
    """"To shove a zombie who's trying to grab you, roll strength and brawl." — STR 4 + Brawling 2
    with a 4 (10) beats the zombie's DEX 2 + 7 (9) """
    zed = add(norms, "Grabber", "zombie", dex=2)
    pc = add(norms, "Shover", str=4, dex=1, skills=[{"name": "Brawling", "type": "", "level": 2}])
    rolled = roll(norms, "attack", zed, "7 4", pc, weapon="unarmed", defence="shove", melee=True)
    assert rolled.result.success is False


# ---- Aiming ---------------------------------------------------------------------------------

def test_each_aiming_success_level_adds_one_to_the_next_shot(norms):
    """"Before you shoot, roll Perception and the skill related to the weapon you're aiming with. Each
    success level gives you a +1 bonus on your next shot." — PER 3 + Guns 2 + 8 = 13, Good: +3 """
    shooter = add(norms, "Sniper", dex=3, per=3, skills=[GUNS], weapons=[HANDGUN])
    zed = add(norms, "Far", "zombie")
    assert level_word(roll(norms, "aim", shooter, "8", skill="0")) == "Good"
    shot = roll(norms, "attack", shooter, "4", zed, skill="0", weapon="0", defence="none")
    assert shot.result.records[0].total == 4 + 3 + 2 + 3


# ---- Initiative -----------------------------------------------------------------------------

@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_initiative_after_the_first_turn_is_d10_plus_dex_highest_first(fresh):
    """"Typically, after the first combat turn, initiative will be settled by a d10 + DEX. The highest
    result wins the initiative and makes the first move, the remaining characters act in descending
    order of initiative." README: "Ties … higher DEX first" """
    ann = add(fresh, "Ann", dex=1)
    ben = add(fresh, "Ben", dex=4)
    cat = add(fresh, "Cat", dex=2)
    assert fresh.initiative.start([ann, ben, cat], name="Diner")
    assert fresh.initiative.roll("9 3 5")
    view = fresh.initiative.view()
    assert [(c.name, c.initiative) for c in view.combatants] == [("Ann", 10), ("Ben", 7), ("Cat", 7)]


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_the_one_who_started_the_violence_goes_first_in_the_first_turn(fresh):
    """"Initiative is a matter of common sense; the party or person who initiates the violence usually
    goes first at the beginning of a fight." — the GM's call: the fight list lets the GM put them first """
    ann = add(fresh, "Ann", dex=4)
    zed = add(fresh, "Lurker", "zombie", dex=1)
    assert fresh.initiative.start([ann, zed], name="Porch")
    lurker = next(c for c in fresh.initiative.view().combatants if c.name == "Lurker")
    assert fresh.initiative.move(lurker.id, 0)
    assert [c.name for c in fresh.initiative.view().combatants] == ["Lurker", "Ann"]
    assert fresh.initiative.current().name == "Lurker"


# ---- Ammunition -----------------------------------------------------------------------------

RIFLE = {**HANDGUN, "name": "Rifle", "damage": "d8×5"}


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_the_beginning_ranged_weapon_has_five_ammo_points_one_a_combat_turn(fresh):
    """"Your beginning ranged weapon will come with a default 5 Ammo Points (AP)." "Ammo Points will be
    used to symbolize ammo supply on a Point to Combat Turn basis." — the ammunition dock's Fire """
    cid = add(fresh, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(fresh, "Biter", "zombie")
    assert fresh.ammo.stocks(cid)[0].stock.count == 5
    assert fresh.initiative.start([cid, zed], name="Yard")
    assert fresh.ammo.fire(cid, "Rifle")
    assert not fresh.ammo.fire(cid, "Rifle")  # the same combat turn: paid already
    assert fresh.ammo.stocks(cid)[0].stock.count == 4
    assert fresh.initiative.end_round()
    assert fresh.ammo.fire(cid, "Rifle")
    assert fresh.ammo.stocks(cid)[0].stock.count == 3


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_three_ammo_points_are_three_combat_turns_of_firing(fresh):
    """"For instance, if your character has a rifle and you have 3 Ammo Points, which means you have
    enough ammo for 3 Combat Turns before running empty." — shots rolled in the dice dock, in a fight """
    cid = add(fresh, "Rifleman", dex=3, skills=[GUNS], weapons=[RIFLE])
    zed = add(fresh, "Biter", "zombie")
    assert fresh.initiative.start([cid, zed], name="Yard")
    for _turn in range(3):
        roll(fresh, "attack", cid, "7", zed, skill="0", weapon="0", defence="none")
        roll(fresh, "attack", cid, "7", zed, skill="0", weapon="0", defence="none", action=2)
        assert fresh.initiative.end_round()
    assert fresh.ammo.stocks(cid)[0].stock.count == 5 - 3


# ---- Fear and luck --------------------------------------------------------------------------

@pytest.mark.parametrize(("trait", "level", "total"), [
    (None, 0, 4 + 3), ("Nerves of Steel", 2, 4 + 3 + 2), ("Cowardly", 2, 4 + 3 - 2),
])
def test_fear_is_a_willpower_test(norms, trait, level, total):
    """"At times your character must pass a Willpower test. If the test is failed, the character succumbs to
    panic." "Nerves of Steel … Each level of this quality grants you +1 on willpower checks to resist fear."
    "Cowardly … Each level of this Drawbacks gives you a -1 penalty on willpower tests to resist fear." (WIL 3,
    a 4 rolled) """
    traits = [{"name": trait, "kind": "quality" if trait == "Nerves of Steel" else "drawback", "level": level}]
    cid = add(norms, "Scared", wil=3, traits=traits if trait else [])
    rolled = roll(norms, "fear", cid, "4")
    assert rolled.result.records[0].total == total
    assert rolled.result.success is (total >= 9)


def test_good_luck_points_improve_a_roll_after_it_is_made(norms):
    """"Good Luck (Cost: 1-5 points) - Each level of this quality grants you a luck point. A luck point can be
    used to improve the results of a roll after it is made. Multiple points can be spent on a single roll" """
    cid = add(norms, "Lucky one", dex=2, traits=[{"name": "Good Luck", "kind": "quality", "level": 2}])
    assert state(norms, cid)["luck"] == 2
    rolled = roll(norms, "task", cid, "5", attribute="dex")
    assert rolled.result.success is False
    spent = norms.rolls.follow_up(rolled, "luck", points=2)
    assert spent is not None and spent.result is not None
    assert spent.result.result.args["total"] == 9
    assert spent.result.success is True
    assert state(norms, cid)["luck"] == 0
