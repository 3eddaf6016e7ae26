"""A blind audit of afmbe-norms.en.txt (ruleset "afmbe", preset "norms") through the services.

Table of contents: every numbered rule, rule paragraph that changes a number and worked example
of the text, in its order, with the tests that check it (README: /work/shared/rules/README.md).

Intro / Character Types
  - "This is a slimmed down version ..." / background ideas: flavour, no number.
Attributes
  A1 "You have 14 points to spend."                               test_attribute_points_14
  A2 "attributes can be between 0 (far below average) and 4"       test_attributes_0_to_4_at_creation
  A3 "a strength of 4 would cost 4 points and a dexterity of 2 costs 2 points"
                                                                  test_attribute_cost_point_for_point
  A4 "Level 5 and up costs 3 points per additional level."        test_attribute_cost_from_level_5
  A5 "Level 6 is max for human." / "as high as 6"                  test_attribute_human_max_6,
                                                                  test_attribute_human_max_6_when_allowed
Secondary Attributes
  S1 Life Points "(3+2) x 4 + 10 = 30 life points"                test_life_points_example
  S2 Endurance "(3+2+3) x 3 + 5 = 29 Endurance Points"            test_endurance_example
  S3 Speed "(2+2) x 2 = 8 Speed"                                  test_speed_example
  S4 Essence "equal to the sum of your attributes"                test_essence_sum_of_attributes
Skills
  K1 "30 character points to spend on skills"                     test_skill_points_30
  K2 "Normal Skills cost 1 point per level up to level 5. After that, 3"
                                                                  test_normal_skill_cost
  K3 "Special Skills cost 2 points per level up to level 5 ... after 5 costs 5"
                                                                  test_special_skill_cost
  K4 "(Type) ... choose a specific aspect": the skill table's Type column, no number
                                                                  (covered by test_guns_other_type_minus_2)
  K5 "To specialize ... spend 1 skill point ... 2 levels higher"  test_specialization_cost
  K6 Example "Humanities: History ... 6 total ... 1 more ... level 5 skill on ... Ancient Egypt"
                                                                  test_specialization_example_cost,
                                                                  test_specialization_example_roll
Skills List (only the entries with a number; the others name the attribute a task uses, which
the GM picks in the task's Attribute field: test_task_attribute_is_the_gms_choice)
  L1 Acrobatics "Can be used instead of the Dodge Skill to avoid attacks"
                                                                  test_acrobatics_instead_of_dodge
  L2 Brawling "Dexterity and Brawling are used for kicks, punches"  test_punch_dex_brawling
  L3 Guns "other types of guns, but at a -2 penalty"              test_guns_other_type_minus_2
  L4 Language "assumed to have level 5 in their native ... language" test_native_language_level_5_free
  L5 Martial Arts "level 3 does an additional 3 points of damage with a kick or punch"
                                                                  test_martial_arts_adds_level_to_damage
  L6 Running (Marathon) "Add 1 Endurance Point ... for every level" test_running_marathon_endurance
  L7 Running (Dash) "Each Success level ... adds +1 to ... Speed"   test_running_dash_speed
  L8 Veterinary Medicine "-3 penalty ... cannot gain more than 2 Success levels"
                                                                  test_veterinarian_on_human
Qualities & Drawbacks
  Q1 "Drawback points may be added on a one-for-one basis" (non-attribute categories)
                                                                  test_drawback_points_one_for_one
  Q2 "raising an Attibute from level 3 to 4 costs 4 ... 3 to 5 costs 9 Drawback points"
                                                                  test_drawback_attribute_cost
  Q3 "Players get 5 points to spend on Qualities."                test_quality_points_5
  Q4 "Players can take up to 10 points in Drawbacks."             test_drawbacks_at_most_10
Qualities (and Drawbacks): every entry's cost or reward, "(Cost: 2 points)", "(Cost: 1-5 points)",
  "(Reward: 1 point each)", "Cruel (Reward: 1 point)" / "Cruel (Reward: 3 points)" ...
                                                                  test_trait_points, test_trait_level_refused
  Q5 Acute Senses "+3 bonus"; Attractiveness/Charisma "+1" a level; Photographic Memory "+1";
     Resistance (Disease/Poison) "+1"; Situational Awareness "+2": situational bonuses the GM
     adds to a task                                              test_situational_bonus_as_modifier
  Q6 Artistic Talent "+3 ... Essence pool is raised by 12"        test_artistic_talent_essence_12
  Q7 Fast Reaction Time "+1 to initiative checks" a level         test_initiative_instigator_then_d10_dex
  Q8 Hard to Kill "3 bonus life points" a level and "+1 on survival (not the skill) tests to stay alive"
     (the norms preset rolls no survival test: checked on the unisystem preset's)
                                                                  test_hard_to_kill_life_points,
                                                                  test_hard_to_kill_survival
  Q9 Nerves of Steel "+1 on willpower checks to resist fear"      test_fear_nerves_of_steel
  Q10 Resistance (Fatigue/Pain) "further lessens": no number given, none needed
  Q11 Good Luck "a luck point ... improve the results of a roll after it is made ...
      replenished at the start of each game session"              test_good_luck_points,
                                                                  test_luck_points_back_each_session
  Q12 Tireless "3 bonus endurance points"                         test_tireless_endurance
      ("+1 bonus to survival tests to stay awake longer than is normally possible": no rule of
      staying awake in either text; the GM adds it: test_situational_bonus_as_modifier)
Drawbacks
  D1 Impaired Senses "-3"; Addiction "penalty ... equal to the value"; Attractiveness/Charisma
     "-1"; Physical Disability "-3", "-2", "1/3 your base speed": the GM's modifiers
                                                                  test_situational_bonus_as_modifier
  D2 Cowardly "-1 penalty on willpower tests to resist fear"     test_fear_cowardly
  D3 Nightmares "1 in 10 chance every night": a GM's roll, no sheet number (none)
  D4 Bad Luck "points ... the Zombie Master can use ... to subtract from rolls"
                                                                  test_bad_luck_points
  D5 Clown, Cruel, Delusions, Emotional Problems, Humorless, Reckless: points only
                                                                  test_drawback_points_counted
Skill Checks
  C1 "DEX of 3 and a gun skill of 2 would roll 1d10+5"            test_what_to_roll_example
  C2 "The target number for most tasks is 9. If you roll a 9 or higher, you succeed."
                                                                  test_target_number_9
  C3 Degrees of Difficulty: the chart is missing; the GM's bonus or penalty
                                                                  test_difficulty_is_the_gms_modifier
  C4 "score a 22, you're going to reap the benefits of a great success"
                                                                  test_success_levels (README table)
  C5 "natural 10 gives you a bonus d10 ... natural 1 ... subtracted"
                                                                  test_natural_10_adds_a_d10,
                                                                  test_natural_1_subtracts_a_d10
Fear
  F1 "must pass a Willpower test. If the test is failed, the character succumbs to panic."
                                                                  test_fear_willpower_test
Weapons
  W1 "Ammo Points ... on a Point to Combat Turn basis ... 3 Ammo Points ... 3 Combat Turns"
                                                                  test_ammo_point_a_combat_turn
  W2 "more than one firearm ... keep track of each firearm's Ammo Points"
                                                                  test_ammo_points_each_firearm
  W3 "1 melee weapon and 1 ranged weapon"                         test_one_melee_one_ranged_weapon
  W4 "beginning ranged weapon will come with a default 5 Ammo Points"
                                                                  test_ammo_points_each_firearm
  W5 "* - Does either life point or endurance point damage"      test_punch_example
  W6 "** - ... armor protection is subtracted. Remaining damage is doubled."
                                                                  test_knife_example, test_slashing_armor_first
  W7 "& - ... 2-handed, raising the strength of the wielder by 1" test_two_handed_strength_plus_1
  W8 "@ - Weapon must be used 2-handed. Damage modifiers already reflect this."
                                                                  test_two_handed_only_weapon_no_bonus
Initiative
  I1 "the party ... who initiates the violence usually goes first ... after the first combat
     turn ... d10 + DEX ... descending order"                     test_initiative_instigator_then_d10_dex
Damage - Giving and Receiving
  G1 "the damage is subtracted from your life points. When you reach below zero, you're
     incapacitated"                                               test_life_points_below_zero_incapacitated
  G2 "Non-lethal attacks subtract from the target's endurance ... reaches 0, you're unconscious"
                                                                  test_endurance_zero_unconscious
  G3 "Run out of life points and you go unconscious. Lose even more and you die."
                                                                  test_life_points_run_out
  G4 Punch example "rolls a 2, multiplies it by 3 ... 6 damage ... (attacker's choice)"
                                                                  test_punch_example
  G5 Knife example "d4 x strength -1 ... 3 ... 2, coming up with 6 ... now 12"
                                                                  test_knife_example
  G6 Handgun example "1d6 x 4 ... 6 ... 24 ... body armor ... 4 ... 20 ... doubled to 40"
                                                                  test_handgun_example
  G7 (README) success level 4+ adds +1..+4 to the die             test_damage_success_level_bonus
Aiming
  M1 "Perception and the skill ... Each success level gives you a +1 bonus on your next shot"
                                                                  test_aiming_bonus
  M2 "Aiming delays your action ... At the end of the combat round, you shoot."
                                                                  test_aimed_shot_at_round_end
Armor
  R1 "covers a specific area ... If you're struck in that area, the armor subtracts its value"
                                                                  test_armor_only_on_its_area
Avoiding Attacks
  V1 "To block an attack, roll dexterity and brawl."             test_block_dex_brawl
  V2 "To dodge an attack, roll dexterity and dodge."             test_dodge_dex_dodge
  V3 "To shove a zombie ... roll strength and brawl."            test_shove_str_brawl
  V4 "If you beat the attacker's roll, you avoid the attack."    test_defence_must_beat_attack
Hit Locations
  H1 "the Zombie Master determines where the target is hit ... a specific location ... penalty"
                                                                  test_called_shot_penalty_offered
Experience
  E1 "award experience points ... to raise your skills, qualities, and attributes" (the cost
     chart is missing from the text)                              test_experience_award_and_spend
  E2 "Strength and Constitution can only be raised a total of two times each. Dexterity,
     Intelligence, Perception and Willpower ... one time each."   test_experience_raise_limits
  E3 "The human limit for any attribute is 6."                   test_experience_human_limit_6
  E4 "* - Raising a skill also raises any specialties of that skill."
                                                                  test_experience_skill_raise_keeps_specialty
  E5 "*** Within reason ... missing hand": the GM's judgement, no number (none)
"""

from __future__ import annotations

from typing import Any

import pytest

from app.services.bundle import Services
from app.services.rolls import Rolled
from tests.audit.helpers import add, last_line, level_word, lines, roll, sheet, state


def skill(name: str, level: int, special: bool = False, type_: str = "", spec: str = "",
          native: bool = False) -> dict[str, Any]:
    return {"name": name, "type": type_, "special": special, "level": level,
            "specializations": spec, "native": native}


def trait(name: str, level: int = 1, kind: str = "quality") -> dict[str, Any]:
    return {"name": name, "kind": kind, "level": level, "points": 0}


def weapon(name: str, damage: str, damage_type: str = "bludgeoning", ranged: bool = False,
           hands: str = "one", ammo: int = 0) -> dict[str, Any]:
    return {"name": name, "damage": damage, "damage_type": damage_type, "hands": hands,
            "either_pool": False, "ranged": ranged, "heavy_recoil": False, "automatic": False,
            "ammo": ammo}


ZERO: dict[str, Any] = {"str": 0, "dex": 0, "con": 0, "int": 0, "per": 0, "wil": 0}


def budget(s: Services, **values: Any) -> dict[str, Any]:
    """The character form's budget lines for a sheet: key -> (spent, allowed, reason)."""
    lines_ = s.ruleset.budget({**s.ruleset.new_sheet(), **values})
    return {b.key: (b.spent, b.allowed, b.reason) for b in lines_}


def choice(s: Services, cid: int, kind: str, field: str, label: str) -> str:
    for k in s.rolls.kinds(cid):
        if k.key == kind:
            for f in (*k.fields, *k.opponent_fields):
                if f.key == field:
                    for c in f.choices:  # a specialization: "Humanities" + "(Ancient Egypt) 5"
                        if c.label == label or c.label.startswith(label) or f"({label})" in c.suffix:
                            return str(c.value)
    raise AssertionError(f"no {label!r} in {kind}.{field}")


def res(rolled: Rolled) -> Any:
    """The rules' result of a roll the dice dock made."""
    assert rolled.result is not None
    return rolled.result


def total(rolled: Rolled) -> int:
    return int(res(rolled).result.args["total"])


# ---- Attributes ---------------------------------------------------------------------------


def test_attribute_points_14(norms: Services) -> None:
    """"You have 14 points to spend." """
    line = budget(norms, **{**ZERO, "str": 4, "dex": 4, "con": 4, "int": 2})
    assert line["attributes"][:2] == (14, 14) and not line["attributes"][2]
    over = budget(norms, **{**ZERO, "str": 4, "dex": 4, "con": 4, "int": 3})
    assert over["attributes"][:2] == (15, 14)


def test_attributes_0_to_4_at_creation(norms: Services) -> None:
    """"Starting characters' attributes can be between 0 (far below average) and 4 (exceptional).\""""
    assert budget(norms, **{**ZERO, "str": 4})["attribute_max"] == (4, 4, "")
    assert budget(norms, **{**ZERO, "str": 5})["attribute_max"][2]
    cid = add(norms, "Zero Attr", **ZERO)
    assert sheet(norms, cid)["str"] == 0


def test_attribute_cost_point_for_point(norms: Services) -> None:
    """"a strength of 4 would cost 4 points and a dexterity of 2 costs 2 points.\""""
    assert budget(norms, **{**ZERO, "str": 4, "dex": 2})["attributes"][0] == 6


def test_attribute_cost_from_level_5(norms: Services) -> None:
    """"Level 5 and up costs 3 points per additional level.\""""
    assert budget(norms, **{**ZERO, "str": 5})["attributes"][0] == 4 + 3
    assert budget(norms, **{**ZERO, "str": 6})["attributes"][0] == 4 + 3 + 3


def test_attribute_human_max_6(norms: Services) -> None:
    """"Normally, players can have scores in the negatives and as high as 6, but I'm looking for characters
    from the middle of the pack." / "Level 6 is max for human." — the campaign's creation maximum (4 here)
    can be raised to 6 and no higher; the character form's budget flags any attribute above it."""
    spec = next(f for f in norms.ruleset.option_fields() if f.key == "attribute_max")
    assert (spec.default, spec.maximum) == (4, 6)
    assert budget(norms, **{**ZERO, "str": 7})["attribute_max"][2]


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_attribute_human_max_6_when_allowed(fresh: Services) -> None:
    """"Level 6 is max for human." — with the creation maximum at 6, a 6 passes and a 7 is flagged."""
    assert budget(fresh, **{**ZERO, "str": 6})["attribute_max"] == (6, 6, "")
    assert budget(fresh, **{**ZERO, "str": 7})["attribute_max"][2]


# ---- Secondary attributes -----------------------------------------------------------------


def test_life_points_example(norms: Services) -> None:
    """"someone with a 3 STR and a 2 CON would have (3+2) x 4 + 10 = 30 life points.\""""
    cid = add(norms, "Thirty LP", str=3, con=2)
    assert state(norms, cid)["life_points"] == 30
    assert norms.ruleset.derived(sheet(norms, cid))["life_points"] == 30


def test_endurance_example(norms: Services) -> None:
    """"a guy with a 3 STR, 2 CON and a 3 WIL would have (3+2+3) x 3 + 5 = 29 Endurance Points.\""""
    cid = add(norms, "End 29", str=3, con=2, wil=3)
    assert state(norms, cid)["endurance"] == 29


def test_speed_example(norms: Services) -> None:
    """"a guy with a 2 DEX and a 2 CON would have a speed of (2+2) x 2 = 8 Speed\""""
    cid = add(norms, "Speed 8", dex=2, con=2)
    assert norms.ruleset.derived(sheet(norms, cid))["speed"] == 8


def test_essence_sum_of_attributes(norms: Services) -> None:
    """"Your maximum Essence is equal to the sum of your attributes.\""""
    cid = add(norms, "Essence", str=1, dex=2, con=3, int=4, per=0, wil=3)
    assert norms.ruleset.derived(sheet(norms, cid))["essence"] == 13


# ---- Skills -------------------------------------------------------------------------------


def test_skill_points_30(norms: Services) -> None:
    """"Players have 30 character points to spend on skills.\""""
    assert budget(norms, skills=[])["skills"][1] == 30


def test_normal_skill_cost(norms: Services) -> None:
    """"Normal Skills cost 1 point per level up to level 5. After that, they cost 3 points per level.\""""
    assert budget(norms, skills=[skill("Notice", 5)])["skills"][0] == 5
    assert budget(norms, skills=[skill("Notice", 6)])["skills"][0] == 8


def test_special_skill_cost(norms: Services) -> None:
    """"Special Skills cost 2 points per level up to level 5. Each additional level after 5 costs 5.\""""
    assert budget(norms, skills=[skill("Acrobatics", 5, True)])["skills"][0] == 10
    assert budget(norms, skills=[skill("Acrobatics", 6, True)])["skills"][0] == 15


def test_specialization_cost(norms: Services) -> None:
    """"To specialize in a particular skill, you must spend 1 skill point.\""""
    assert budget(norms, skills=[skill("Notice", 2, spec="Sounds")])["skills"][0] == 3


def test_specialization_example_cost(norms: Services) -> None:
    """"a level 3 skill rank in Humanities: History, a cost of 6 total skill points due to it being
    a Special Skill. You then spend 1 more skill point to specialize in Ancient Egypt\""""
    assert budget(norms, skills=[skill("Humanities", 3, True, "History")])["skills"][0] == 6
    assert budget(norms, skills=[skill("Humanities", 3, True, "History", "Ancient Egypt")])["skills"][0] == 7


def test_specialization_example_roll(norms: Services) -> None:
    """"This +2 bonus is added to his base 3 skill in Humanities, thereby making him a level 5 skill on
    any task that would utilize his Ancient Egypt skill.\""""
    cid = add(norms, "Egyptologist", int=2, skills=[skill("Humanities", 3, True, "History", "Ancient Egypt")])
    value = choice(norms, cid, "task", "skill", "Ancient Egypt")
    assert total(roll(norms, "task", cid, "4", attribute="int", skill=value)) == 4 + 2 + 5


def test_task_attribute_is_the_gms_choice(norms: Services) -> None:
    """Skills List: "Use Intelligence and Acting to give a good performance, and Perception and Acting
    to spot ... someone else's act" — the attribute is picked for each task."""
    cid = add(norms, "Actor", int=3, per=1, skills=[skill("Acting", 2)])
    assert total(roll(norms, "task", cid, "5", attribute="int", skill="0")) == 10
    assert total(roll(norms, "task", cid, "5", attribute="per", skill="0")) == 8


def test_acrobatics_instead_of_dodge(norms: Services) -> None:
    """Acrobatics: "Can be used instead of the Dodge Skill to avoid attacks.\""""
    a = add(norms, "Acro Attacker", dex=3, skills=[skill("Brawling", 2)])
    d = add(norms, "Acrobat", dex=2, skills=[skill("Acrobatics", 3, True)])
    rolled = roll(norms, "attack", a, "4 6", opponent=d, attribute="dex", skill="0", weapon="unarmed",
                  melee=True, defence="acrobatics")
    assert res(rolled).success is False  # 9 against 6 + 2 + 3 = 11
    assert "total 11" in last_line(norms)


def test_punch_dex_brawling(norms: Services) -> None:
    """Brawling: "Dexterity and Brawling are used for kicks, punches, and similar maneuvers.\""""
    a = add(norms, "Puncher", dex=3, skills=[skill("Brawling", 2)])
    t = add(norms, "Punchbag")
    rolled = roll(norms, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="unarmed",
                  melee=True, defence="none")
    assert total(rolled) == 9 and res(rolled).success


def test_guns_other_type_minus_2(norms: Services) -> None:
    """Guns: "If the skill is taken in one Type, the character can use other types of guns, but at a
    -2 penalty to all tasks.\""""
    a = add(norms, "Handgunner", dex=3, skills=[skill("Guns", 2, type_="Handgun")],
            weapons=[weapon("Rifle", "d8×5", "bullet", ranged=True)])
    t = add(norms, "Rifle target")
    plain = roll(norms, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none")
    other = roll(norms, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none",
                 other_gun_type=True, other_gun_penalty=-2)
    assert total(plain) - total(other) == 2


def test_native_language_level_5_free(norms: Services) -> None:
    """Language: "Every character is assumed to have level 5 in their native or primary language.\""""
    assert budget(norms, skills=[skill("Language", 5, type_="English", native=True)])["skills"][0] == 0


def test_martial_arts_adds_level_to_damage(norms: Services) -> None:
    """Martial Arts: "a character with Martial Arts level 3 does and additional 3 points of damage
    with a kick or punch.\""""
    a = add(norms, "Karateka", str=3, dex=3, skills=[skill("Martial Arts", 3, True)])
    t = add(norms, "Karate target", str=4, con=4)
    rolled = roll(norms, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="unarmed",
                  melee=True, defence="none")
    offer = res(rolled).damage[0]
    assert norms.characters.damage(t, offer.request, actor_id=a, faces="2")
    assert state(norms, t)["life_points"] == 42 - (2 * 3 + 3)
    assert "→ 33" in last_line(norms)


def test_running_marathon_endurance(norms: Services) -> None:
    """Running: "Add 1 Endurance Point to the character's pool for every level in Running (Marathon).\""""
    cid = add(norms, "Marathoner", skills=[skill("Running", 2, type_="Marathon")])
    assert state(norms, cid)["endurance"] == (2 + 2 + 2) * 3 + 5 + 2


def test_running_dash_speed(norms: Services) -> None:
    """Running (Dash): "use Constitution and Running (Dash) to increase maximum running speed. Each
    Success level acquired adds +1 to the character's Speed Secondary Attribute.\""""
    cid = add(norms, "Sprinter", con=2, skills=[skill("Running", 2, type_="Dash")])
    kinds = {k.key for k in norms.rolls.kinds(cid)}
    assert any("dash" in k or "speed" in k for k in kinds), kinds


def test_veterinarian_on_human(norms: Services) -> None:
    """Veterinary Medicine: "A Veterinarian can treat humans, but is at a -3 penalty to all task rolls,
    and despite the results of the rolls, cannot gain more than 2 Success levels.\""""
    cid = add(norms, "Vet", int=4, skills=[skill("Veterinary Medicine", 4)])
    rolled = roll(norms, "task", cid, "9", attribute="int", skill="0", vet_on_human=True, vet_penalty=-3)
    assert total(rolled) == 9 + 4 + 4 - 3
    assert level_word(rolled) == "Decent"


# ---- Qualities & drawbacks ----------------------------------------------------------------


def test_drawback_points_one_for_one(norms: Services) -> None:
    """"Points acquired from Drawbacks can be used in any point category ... For point categories other
    than Attributes, Drawback points may be added on a one-for-one basis.\""""
    lines_ = budget(norms, traits=[trait("Addiction", 2, "drawback"), trait("Good Luck", 5),
                                   trait("Nerves of Steel", 2)])
    assert lines_["qualities"][0] == 7
    assert not lines_["qualities"][2], lines_


def test_drawback_attribute_cost(norms: Services) -> None:
    """"raising an Attibute from level 3 to 4 costs 4 Drawback points, from level 4 to 5 costs 5 ...
    Raising one Attribute from 3 to 5 costs 9 Drawback points.\""""
    assert budget(norms, **{**ZERO, "str": 4, "raise_str": 1})["drawback_attributes"][0] == 4
    assert budget(norms, **{**ZERO, "str": 5, "raise_str": 1})["drawback_attributes"][0] == 5
    took = [trait("Addiction", 5, "drawback"), trait("Cruel", 3, "drawback"), trait("Humorless", 1, "drawback")]
    line = budget(norms, **{**ZERO, "str": 5, "raise_str": 2}, traits=took)["drawback_attributes"]
    assert line == (9, 9, "")


def test_quality_points_5(norms: Services) -> None:
    """"Players get 5 points to spend on Qualities.\""""
    assert budget(norms, traits=[trait("Good Luck", 5)])["qualities"] == (5, 5, "")
    assert budget(norms, traits=[trait("Good Luck", 5), trait("Charisma", 1)])["qualities"][2]


def test_drawbacks_at_most_10(norms: Services) -> None:
    """"Players can take up to 10 points in Drawbacks.\""""
    ten = [trait("Addiction", 5, "drawback"), trait("Bad Luck", 5, "drawback")]
    assert budget(norms, traits=ten)["drawbacks"] == (10, 10, "")
    assert budget(norms, traits=[*ten, trait("Clown", 1, "drawback")])["drawbacks"][2]


def test_drawback_points_counted(norms: Services) -> None:
    """Drawbacks: "Clown (Reward: 1 point)", "Cruel (Reward: 3 points)", "Humorless (Reward: 1 point)".\""""
    took = [trait("Clown", 1, "drawback"), trait("Cruel", 3, "drawback"), trait("Humorless", 1, "drawback")]
    assert budget(norms, traits=took)["drawbacks"][0] == 5


TRAITS = [
    ("Acute Senses", "quality", 1, 2), ("Artistic Talent", "quality", 1, 3), ("Attractiveness", "quality", 5, 5),
    ("Charisma", "quality", 5, 5), ("Fast Reaction Time", "quality", 3, 3), ("Hard to Kill", "quality", 5, 5),
    ("Nerves of Steel", "quality", 3, 3), ("Photographic Memory", "quality", 1, 2),
    ("Resistance (Disease)", "quality", 5, 5), ("Resistance (Poison)", "quality", 5, 5),
    ("Resistance (Fatigue)", "quality", 5, 5), ("Resistance (Pain)", "quality", 5, 5),
    ("Situational Awareness", "quality", 1, 2), ("Good Luck", "quality", 5, 5), ("Tireless", "quality", 5, 5),
    ("Impaired Senses", "drawback", 1, 2), ("Addiction", "drawback", 5, 5), ("Attractiveness", "drawback", 5, 5),
    ("Charisma", "drawback", 5, 5), ("Clown", "drawback", 1, 1), ("Cowardly", "drawback", 3, 3),
    ("Cruel", "drawback", 1, 1), ("Cruel", "drawback", 3, 3), ("Delusions", "drawback", 3, 3),
    ("Emotional Problems", "drawback", 1, 1), ("Humorless", "drawback", 1, 1),
    ("Physical Disability", "drawback", 4, 4), ("Nightmares/Insomnia", "drawback", 2, 2),
    ("Reckless/Showoff", "drawback", 2, 2), ("Bad Luck", "drawback", 5, 5),
]


@pytest.mark.parametrize(("name", "kind", "level", "points"), TRAITS)
def test_trait_points(norms: Services, name: str, kind: str, level: int, points: int) -> None:
    """Qualities and Drawbacks: "Acute Senses (Cost: 2 points)", "Artistic Talent (Cost: 3 points)",
    "Attractiveness (Cost: 1-5 points)", "Fast Reaction Time (Cost: 1-3 points)", "Photographic Memory (Cost: 2
    points)", "Impaired Senses (Reward: 2 points)", "Clown (Reward: 1 point)", "Cruel (Reward: 1 point)" /
    "Cruel (Reward: 3 points)", "Physical Disability (Reward: 1-4 points)", "Nightmares/Insomnia (Reward: 1
    point each)", "Bad Luck (Reward: 1-5 points)" ... — the points the form sets from the list."""
    cid = add(norms, f"{name} {kind} {level}", traits=[trait(name, level, kind)])
    assert sheet(norms, cid)["traits"][0]["points"] == points


@pytest.mark.parametrize(("name", "kind", "level"), [
    ("Acute Senses", "quality", 2), ("Fast Reaction Time", "quality", 4), ("Hard to Kill", "quality", 6),
    ("Nerves of Steel", "quality", 4), ("Cowardly", "drawback", 4), ("Cruel", "drawback", 2),
    ("Physical Disability", "drawback", 5), ("Bad Luck", "drawback", 6),
])
def test_trait_level_refused(norms: Services, name: str, kind: str, level: int) -> None:
    """"Fast Reaction Time (Cost: 1-3 points)", "Hard to Kill (Cost: 1-5 points)", "Cruel (Reward: 1 point)" /
    "(Reward: 3 points)", "Physical Disability (Reward: 1-4 points)" ... — a level the list has no cost for
    is refused."""
    made = norms.characters.create(f"Refused {name} {level}", "pc",
                                   {**norms.ruleset.new_sheet(), "traits": [trait(name, level, kind)]})
    assert not made


def test_situational_bonus_as_modifier(norms: Services) -> None:
    """Acute Senses: "Any Perception or Notice check using that sense gains a +3 bonus." Impaired Senses:
    "suffers a -3 penalty." — the GM adds them in the task's modifiers."""
    cid = add(norms, "Keen Eyes", per=3, skills=[skill("Notice", 2)], traits=[trait("Acute Senses")])
    assert total(roll(norms, "task", cid, "4", attribute="per", skill="0", modifiers=3)) == 12
    assert total(roll(norms, "task", cid, "4", attribute="per", skill="0", modifiers=-3)) == 6


def test_artistic_talent_essence_12(norms: Services) -> None:
    """Artistic Talent: "Essence pool is raised by 12.\""""
    cid = add(norms, "Painter", traits=[trait("Artistic Talent")])
    assert norms.ruleset.derived(sheet(norms, cid))["essence"] == 12 + 12


def test_hard_to_kill_life_points(norms: Services) -> None:
    """Hard to Kill: "Each level of this quality grants you 3 bonus life points\""""
    cid = add(norms, "Tough", str=3, con=2, traits=[trait("Hard to Kill", 2)])
    assert state(norms, cid)["life_points"] == 30 + 6


@pytest.mark.parametrize("fresh", [("afmbe", "unisystem")], indirect=True)
def test_hard_to_kill_survival(fresh: Services) -> None:
    """Hard to Kill: "Each level of this quality grants you 3 bonus life points and +1 on survival (not the
    skill) tests to stay alive when critically injured.\""""
    s = fresh
    cid = add(s, "Hard to kill", str=3, con=2, wil=3, traits=[trait("Hard to Kill", 2)])
    assert state(s, cid)["life_points"] == 36
    assert s.characters.damage(cid, {"amount": 36 + 21})
    rolled = roll(s, "check:survival", cid, "5")
    assert total(rolled) == 5 + 3 + 2 - 2 + 2


def test_tireless_endurance(norms: Services) -> None:
    """Tireless: "Each level grants 3 bonus endurance points\""""
    cid = add(norms, "Tireless", str=3, con=2, wil=3, traits=[trait("Tireless", 2)])
    assert state(norms, cid)["endurance"] == 29 + 6


def test_good_luck_points(norms: Services) -> None:
    """Good Luck: "Each level of this quality grants you a luck point. A luck point can be used to improve
    the results of a roll after it is made." (README: how much a point adds is the campaign's option.)"""
    cid = add(norms, "Lucky", dex=3, traits=[trait("Good Luck", 2)])
    assert state(norms, cid)["luck"] == 2
    assert any(f.key == "luck_bonus" for f in norms.ruleset.option_fields())
    rolled = roll(norms, "task", cid, "4", attribute="dex")
    assert total(rolled) == 7
    follow = next(f for f in res(rolled).follow_ups if f.key == "luck")
    again = norms.rolls.follow_up(rolled, follow.key, 2)
    assert again is not None and again.result is not None
    assert total(again) == 7 + 2 * norms.ruleset.options["luck_bonus"]
    assert state(norms, cid)["luck"] == 0


def test_luck_points_back_each_session(norms: Services) -> None:
    """Good Luck: "Luck points are replenished at the start of each game session.\""""
    cid = add(norms, "Lucky Again", traits=[trait("Good Luck", 3)])
    rolled = roll(norms, "task", cid, "5", attribute="dex")
    assert norms.rolls.follow_up(rolled, "luck", 3)
    assert state(norms, cid)["luck"] == 0
    assert norms.campaign.start_session("Next night") is not None
    assert state(norms, cid)["luck"] == 3


def test_bad_luck_points(norms: Services) -> None:
    """Bad Luck: "those with bad luck have a number of points equal to the value of the Drawback that the
    Zombie Master can use each game session to subtract from rolls the character makes.\""""
    cid = add(norms, "Jinxed", dex=3, traits=[trait("Bad Luck", 2, "drawback")])
    assert state(norms, cid)["bad_luck"] == 2
    rolled = roll(norms, "task", cid, "6", attribute="dex")
    follow = [f for f in res(rolled).follow_ups if "bad" in f.key]
    assert follow, res(rolled).follow_ups
    again = norms.rolls.follow_up(rolled, follow[0].key, 1)
    assert again is not None and total(again) == 9 - norms.ruleset.options["luck_bonus"]


# ---- Skill checks -------------------------------------------------------------------------


def test_what_to_roll_example(norms: Services) -> None:
    """"Someone with a DEX of 3 and a gun skill of 2 would roll 1d10+5.\""""
    cid = add(norms, "Shooter", dex=3, skills=[skill("Guns", 2, type_="Handgun")])
    rolled = roll(norms, "task", cid, "4", attribute="dex", skill="0")
    assert total(rolled) == 9
    assert last_line(norms).endswith("(d10 4; Dexterity +3; Guns +2; total 9)")
    assert total(roll(norms, "task", cid, "4", attribute="dex", check="unskilled")) == 7


def test_target_number_9(norms: Services) -> None:
    """"The target number for most tasks is 9. If you roll a 9 or higher, you succeed.\""""
    cid = add(norms, "Nine", dex=3, skills=[skill("Guns", 2, type_="Handgun")])
    assert res(roll(norms, "task", cid, "4", attribute="dex", skill="0")).success
    assert not res(roll(norms, "task", cid, "3", attribute="dex", skill="0")).success
    assert "Failure, total 8" in last_line(norms)


def test_difficulty_is_the_gms_modifier(norms: Services) -> None:
    """"performing easier tasks give you a bonus to your roll, while difficult tasks incur a penalty.\""""
    cid = add(norms, "Difficult", dex=3)
    assert total(roll(norms, "task", cid, "5", attribute="dex", modifiers=-4)) == 4
    assert total(roll(norms, "task", cid, "5", attribute="dex", modifiers=2)) == 10


@pytest.mark.parametrize(("face", "word"), [
    (2, "Failure"), (3, "Adequate"), (4, "Adequate"), (5, "Decent"), (6, "Decent"), (7, "Good"),
    (8, "Good"), (9, "Very good"),
])
def test_success_levels(norms: Services, face: int, word: str) -> None:
    """"If the target number for a task is 9 and you manage to score a 22, you're going to reap the benefits
    of a great success." (README: 9-10 Adequate, 11-12 Decent, 13-14 Good, 15-16 Very good, 17-20
    Excellent, 21-23 Extraordinary, 24+ Mind-boggling.)"""
    cid = add(norms, f"Levels {face}", dex=4, skills=[skill("Guns", 2, type_="Handgun")])
    assert level_word(roll(norms, "task", cid, str(face), attribute="dex", skill="0")) == word


@pytest.mark.parametrize(("faces", "word"), [
    ("10 1", "Excellent"), ("10 4", "Excellent"), ("10 5", "Extraordinary"), ("10 7", "Extraordinary"),
    ("10 8", "Mind-boggling"),
])
def test_success_levels_high(norms: Services, faces: str, word: str) -> None:
    """"score a 22, you're going to reap the benefits of a great success" (README: 17-20 Excellent,
    21-23 Extraordinary, 24+ Mind-boggling)."""
    cid = add(norms, f"High {faces}", dex=4, skills=[skill("Guns", 2, type_="Handgun")])
    rolled = roll(norms, "task", cid, faces, attribute="dex", skill="0")
    assert level_word(rolled) == word


def test_great_success_22(norms: Services) -> None:
    """"If the target number for a task is 9 and you manage to score a 22\" — 22 is Extraordinary (README)."""
    cid = add(norms, "Twenty-two", dex=4, skills=[skill("Guns", 2, type_="Handgun")])
    rolled = roll(norms, "task", cid, "10 6", attribute="dex", skill="0")
    assert total(rolled) == 22 and level_word(rolled) == "Extraordinary"


def test_natural_10_adds_a_d10(norms: Services) -> None:
    """"Rolling a natural 10 gives you a bonus d10 roll, the result of which is added to your first roll.\"
    (README: the extra die does not chain.)"""
    cid = add(norms, "Ten", dex=3)
    rolled = roll(norms, "task", cid, "10 6", attribute="dex")
    assert total(rolled) == 10 + 6 + 3
    assert "(Norms: a natural 10 adds another d10: 6): 16" in last_line(norms)
    chained = roll(norms, "task", cid, "10 10", attribute="dex")
    assert total(chained) == 10 + 10 + 3


def test_natural_1_subtracts_a_d10(norms: Services) -> None:
    """"rolling a natural 1 gives you another d10 roll with the result subtracted from your original roll.\""""
    cid = add(norms, "One", dex=3)
    rolled = roll(norms, "task", cid, "1 6", attribute="dex")
    assert total(rolled) == 1 - 6 + 3
    assert "Failure, total −2" in last_line(norms)
    assert total(roll(norms, "task", cid, "1 1", attribute="dex")) == 1 - 1 + 3


# ---- Fear ---------------------------------------------------------------------------------


def test_fear_willpower_test(norms: Services) -> None:
    """Fear: "At times your character must pass a Willpower test. If the test is failed, the character
    succumbs to panic.\""""
    cid = add(norms, "Brave", wil=3)
    assert res(roll(norms, "fear", cid, "6")).success
    assert "total 9" in last_line(norms)
    assert not res(roll(norms, "fear", cid, "5")).success
    assert "Panics" in last_line(norms)


def test_fear_nerves_of_steel(norms: Services) -> None:
    """Nerves of Steel: "Each level of this quality grants you +1 on willpower checks to resist fear.\""""
    cid = add(norms, "Steel", wil=3, traits=[trait("Nerves of Steel", 2)])
    assert total(roll(norms, "fear", cid, "4")) == 9


def test_fear_cowardly(norms: Services) -> None:
    """Cowardly: "Each level of this Drawbacks gives you a -1 penalty on willpower tests to resist fear.\""""
    cid = add(norms, "Coward", wil=3, traits=[trait("Cowardly", 2, "drawback")])
    assert total(roll(norms, "fear", cid, "4")) == 5


# ---- Weapons and ammo ---------------------------------------------------------------------


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_ammo_point_a_combat_turn(fresh: Services) -> None:
    """"Ammo Points will be used to symbolize ammo supply on a Point to Combat Turn basis. For instance,
    if your character has a rifle and you have 3 Ammo Points, which means you have enough ammo for 3
    Combat Turns before running empty.\""""
    s = fresh
    a = add(s, "Rifleman", dex=3, skills=[skill("Guns", 2, type_="Rifle")],
            weapons=[weapon("Rifle", "d8×5", "bullet", ranged=True, ammo=3)])
    t = add(s, "Rifle zombie", "zombie")
    assert s.ammo.stocks(a)[0].stock.count == 3
    assert s.initiative.start([a, t])
    for turn in range(3):
        roll(s, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none")
        roll(s, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none",
             action=2)
        assert s.ammo.stocks(a)[0].stock.count == 2 - turn
        assert s.initiative.end_round()
    assert "Rifle: 1 → 0 Ammo Points" in "\n".join(lines(s))


def test_ammo_points_each_firearm(norms: Services) -> None:
    """"Your beginning ranged weapon will come with a default 5 Ammo Points (AP)." / "If your character has
    more than one firearm you will need to keep track of each firearm's Ammo Points.\""""
    a = add(norms, "Two guns", dex=3, weapons=[weapon("Pistol", "d6×4", "bullet", ranged=True),
                                               weapon("Shotgun", "d6×5", "bullet", ranged=True)])
    t = add(norms, "Two guns target")
    assert [v.stock.count for v in norms.ammo.stocks(a)] == [5, 5]
    roll(norms, "attack", a, "5", opponent=t, attribute="dex", weapon="1", defence="none")
    assert [v.stock.count for v in norms.ammo.stocks(a)] == [5, 4]
    assert "Shotgun: 5 → 4 Ammo Points" in last_line(norms)


def test_one_melee_one_ranged_weapon(norms: Services) -> None:
    """"To start, your character can own 1 melee weapon and 1 ranged weapon.\""""
    two = [weapon("Knife", "d4×STR−1", "slashing"), weapon("Bat", "d6×STR")]
    assert budget(norms, weapons=two)["melee_weapons"][:2] == (2, 1)
    assert budget(norms, weapons=two)["melee_weapons"][2]
    guns = [weapon("Pistol", "d6×4", "bullet", ranged=True)]
    assert budget(norms, weapons=guns)["ranged_weapons"] == (1, 1, "")


def test_punch_example(norms: Services) -> None:
    """"your character with STR 3 punches someone. The damage he rolls is 1d4, multiplied by his strength
    ... He rolls a 2, multiplies it by 3 (his STR level) and comes up with 6 damage, to be taken from
    either life points or endurance (attacker's choice).\""""
    t = add(norms, "Punched", str=3, con=2, wil=3)
    assert norms.characters.damage(t, {"weapon": "d4×STR", "attacker_str": 3}, faces="2")
    assert state(norms, t)["life_points"] == 24
    # the form's Strength, no character's: the sum says it is the attacker's
    assert "d4 2 ×3 (Attacker's Strength 3) = 6" in last_line(norms) and "30 → 24" in last_line(norms)
    assert norms.characters.damage(t, {"weapon": "d4×STR", "attacker_str": 3, "pool": "endurance"}, faces="2")
    assert state(norms, t)["endurance"] == 23
    assert "29 → 23" in last_line(norms)


def test_knife_example(norms: Services) -> None:
    """"stab someone with a small knife, the damage is d4 x strength -1. You roll a d4, getting a 3. Now you
    multiply it by your strength -1, which is 2, coming up with 6 damage. Since slashing weapon damage is
    doubled after factoring in armor protection (in this case none) the 6 damage is now 12.\""""
    t = add(norms, "Stabbed", str=3, con=2)
    assert norms.characters.damage(t, {"weapon": "d4×STR−1", "attacker_str": 3, "damage_type": "slashing"}, faces="3")
    assert state(norms, t)["life_points"] == 30 - 12
    assert "12 damage" in last_line(norms) and "30 → 18" in last_line(norms)


def test_handgun_example(norms: Services) -> None:
    """"you shoot someone with a semi-auto handgun. Damage for that gun is 1d6 x 4. Getting a 6 on your
    roll, multiplying it by 4 gets you 24 damage. However, the target is wearing body armor, which
    reduces all damage taken by 4. The armor blocks 4 of the 24 damage. The 20 points that get through
    are now doubled to 40 damage.\""""
    t = add(norms, "Shot", str=4, con=4, armor=[{"name": "Body armor", "value": 4, "covers": "torso"}])
    assert state(norms, t)["life_points"] == 42
    assert norms.characters.damage(t, {"weapon": "d6×4", "damage_type": "bullet"}, faces="6")
    assert state(norms, t)["life_points"] == 2
    assert "40 damage" in last_line(norms) and "42 → 2" in last_line(norms)


def test_handgun_example_from_the_attack(norms: Services) -> None:
    """The same shot as the dice dock offers it after a hit: "Damage for that gun is 1d6 x 4 ... 24 ... armor
    ... 4 ... The 20 points that get through are now doubled to 40 damage.\""""
    a = add(norms, "Gunman", dex=3, skills=[skill("Guns", 2, type_="Handgun")],
            weapons=[weapon("Semi-auto handgun", "d6×4", "bullet", ranged=True)])
    t = add(norms, "Vest", str=4, con=4, armor=[{"name": "Body armor", "value": 4, "covers": "torso"}])
    rolled = roll(norms, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="0", defence="none")
    offer = res(rolled).damage[0]
    assert norms.characters.damage(t, offer.request, actor_id=a, faces="6")
    assert state(norms, t)["life_points"] == 42 - 40


def test_slashing_armor_first(norms: Services) -> None:
    """"** - Slashing/stabbing weapon. Damage is calculated normally, and then armor protection is
    subtracted. Remaining damage is doubled.\""""
    t = add(norms, "Leather", str=4, con=4, armor=[{"name": "Leather jacket", "value": 2, "covers": "torso"}])
    assert norms.characters.damage(t, {"weapon": "d4×STR−1", "attacker_str": 3, "damage_type": "slashing"}, faces="3")
    assert state(norms, t)["life_points"] == 42 - (6 - 2) * 2


def test_two_handed_strength_plus_1(norms: Services) -> None:
    """"& - Weapon may be used 2-handed, raising the strength of the wielder by 1 for damage purposes.\""""
    t = add(norms, "Bat target", str=4, con=4)
    assert norms.characters.damage(t, {"weapon": "d6×STR", "attacker_str": 3, "two_handed": True}, faces="2")
    assert state(norms, t)["life_points"] == 42 - 2 * 4


def test_two_handed_only_weapon_no_bonus(norms: Services) -> None:
    """"@ - Weapon must be used 2-handed. Damage modifiers already reflect this." — the dice dock offers the
    weapon's damage as written, without the +1 Strength."""
    a = add(norms, "Axeman", str=3, dex=2, skills=[skill("Hand Weapon", 2, type_="Axe")],
            weapons=[weapon("Axe", "d8×(STR+1)", "slashing", hands="two")])
    t = add(norms, "Axed", str=4, con=4)
    rolled = roll(norms, "attack", a, "6", opponent=t, attribute="dex", skill="0", weapon="0", melee=True,
                  defence="none")
    request = res(rolled).damage[0].request
    assert not request.get("two_handed")
    assert norms.characters.damage(t, request, actor_id=a, faces="2")
    assert state(norms, t)["life_points"] == 42 - 2 * 4 * 2


# ---- Initiative ---------------------------------------------------------------------------


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_initiative_instigator_then_d10_dex(fresh: Services) -> None:
    """"the party or person who initiates the violence usually goes first at the beginning of a fight.
    Typically, after the first combat turn, initiative will be settled by a d10 + DEX. The highest result
    wins the initiative ... the remaining characters act in descending order of initiative." / Fast
    Reaction Time: "Each level of this Quality grants you +1 to initiative checks.\""""
    s = fresh
    ann = add(s, "Ann", dex=3, traits=[trait("Fast Reaction Time", 2)])
    bob = add(s, "Bob", dex=4)
    zed = add(s, "Zed", "zombie", dex=1)
    assert s.initiative.start([ann, bob, zed])
    view = s.initiative.view()
    by_character = {c.character_id: int(c.id or 0) for c in view.combatants}
    assert s.initiative.mark(by_character[zed], "first")
    assert s.initiative.roll("5 5 5")
    assert [c.name for c in s.initiative.view().combatants] == ["Zed", "Ann", "Bob"]
    assert {c.name: c.initiative for c in s.initiative.view().combatants} == {"Zed": 6, "Ann": 10, "Bob": 9}
    assert "Ann: initiative 10 (d10 5 + Dexterity 3 + Fast Reaction Time 2 = 10)" in last_line(s)
    assert s.initiative.end_round()
    assert [c.name for c in s.initiative.view().combatants] == ["Ann", "Bob", "Zed"]


# ---- Damage -------------------------------------------------------------------------------


def test_life_points_below_zero_incapacitated(norms: Services) -> None:
    """"Every time you are hit, the damage is subtracted from your life points. When you reach below zero,
    you're incapacitated (and most likely dying).\""""
    t = add(norms, "Dying", str=3, con=2)
    assert norms.characters.damage(t, {"amount": 31})
    assert state(norms, t)["life_points"] == -1
    keys = {c.key for c in norms.ruleset.conditions(sheet(norms, t), state(norms, t))}
    assert "gm_call" in keys, keys  # "most likely dying": the GM's call, dies or kept alive
    assert "30 → −1" in last_line(norms)
    assert norms.characters.roll_check(t, "kept_alive")
    assert "dying" in {c.key for c in norms.ruleset.conditions(sheet(norms, t), state(norms, t))}


def test_endurance_zero_unconscious(norms: Services) -> None:
    """"Non-lethal attacks subtract from the target's endurance point total. Once endurance reaches 0,
    you're unconscious.\""""
    t = add(norms, "Tired", str=3, con=2, wil=3)
    assert norms.characters.damage(t, {"amount": 28, "pool": "endurance"})
    assert not state(norms, t)["unconscious"]
    assert norms.characters.damage(t, {"amount": 1, "pool": "endurance"})
    assert state(norms, t)["endurance"] == 0 and state(norms, t)["unconscious"]
    assert state(norms, t)["life_points"] == 30


def test_life_points_run_out(norms: Services) -> None:
    """"Run out of life points and you go unconscious. Lose even more and you die." (no number: below
    zero the GM's call, dies as the text says or kept alive; docs/readings.md)"""
    t = add(norms, "Out", str=3, con=2)
    assert norms.characters.damage(t, {"amount": 30})
    assert state(norms, t)["life_points"] == 0 and state(norms, t)["unconscious"]
    assert not state(norms, t)["dead"]
    assert norms.characters.damage(t, {"amount": 30})
    assert state(norms, t)["life_points"] == -30 and not state(norms, t)["dead"]
    assert norms.characters.roll_check(t, "dies")
    assert state(norms, t)["dead"]


@pytest.mark.parametrize(("level", "die_bonus"), [(3, 0), (4, 1), (5, 2), (6, 3), (7, 4)])
def test_damage_success_level_bonus(norms: Services, level: int, die_bonus: int) -> None:
    """"the better you roll, the better the results" (README: from success level 4 the die gets +1, +2,
    +3, +4 before multiplying)."""
    t = add(norms, f"Level {level} hit", str=4, con=4)
    assert norms.characters.damage(t, {"weapon": "d6×4", "success_level": level}, faces="2")
    assert state(norms, t)["life_points"] == 42 - (2 + die_bonus) * 4


# ---- Aiming, armor, avoiding attacks, hit locations ---------------------------------------


def test_aiming_bonus(norms: Services) -> None:
    """"Before you shoot, roll Perception and the skill related to the weapon you're aiming with. Each
    success level gives you a +1 bonus on your next shot.\""""
    a = add(norms, "Aimer", per=2, dex=3, skills=[skill("Guns", 2, type_="Handgun")],
            weapons=[weapon("Pistol", "d6×4", "bullet", ranged=True)])
    t = add(norms, "Aimed at")
    aim = roll(norms, "aim", a, "9", skill="0")
    assert level_word(aim) == "Good"
    assert "Aims: +3" in last_line(norms)
    shot = roll(norms, "attack", a, "4", opponent=t, attribute="dex", skill="0", weapon="0", defence="none")
    assert total(shot) == 4 + 3 + 2 + 3
    assert "aiming +3" in last_line(norms)


@pytest.mark.parametrize("fresh", [("afmbe", "norms")], indirect=True)
def test_aimed_shot_at_round_end(fresh: Services) -> None:
    """"Aiming delays your action, meaning that on your turn you begin aiming. At the end of the combat round,
    you shoot.\""""
    s = fresh
    a = add(s, "Round-end aimer", per=2, dex=3, skills=[skill("Guns", 2, type_="Handgun")],
            weapons=[weapon("Pistol", "d6×4", "bullet", ranged=True)])
    z = add(s, "Round-end zombie", "zombie")
    assert s.initiative.start([a, z]) and s.initiative.roll("5 5")
    roll(s, "aim", a, "9", skill="0")
    assert s.rolls.round_end_roll(a) is None
    assert s.initiative.next_turn() and s.initiative.next_turn()
    assert "the aimed shot is due now, +3" in "\n".join(lines(s))
    due = s.rolls.round_end_roll(a)
    assert due is not None and due[0] == "attack"
    # the due roll's own inputs (the gun's skill and Dexterity, as F sets them) over the form's
    shot = roll(s, "attack", a, "4", opponent=z, **{"attribute": "dex", "skill": "0", "defence": "none", **due[1]})
    assert total(shot) == 4 + 3 + 2 + 3


def test_armor_only_on_its_area(norms: Services) -> None:
    """"A typical piece of armor covers a specific are of the body. If you're struck in that area, the armor
    subtracts its value from the damage of the attack\" (README: a helmet on the head)."""
    t = add(norms, "Helmeted", str=4, con=4, armor=[{"name": "Biker helmet", "value": 3, "covers": "head"}])
    assert norms.characters.damage(t, {"amount": 10, "location": "torso"})
    assert state(norms, t)["life_points"] == 32
    assert norms.characters.damage(t, {"amount": 10, "location": "head"})
    assert state(norms, t)["life_points"] == 32 - 7


def _defence(s: Services, defence: str, attacker_face: int, defender_face: int, **defender: Any) -> Any:
    a = add(s, f"Attacker {defence} {attacker_face}{defender_face}", dex=3, skills=[skill("Brawling", 2)])
    d = add(s, f"Defender {defence} {attacker_face}{defender_face}", **defender)
    return roll(s, "attack", a, f"{attacker_face} {defender_face}", opponent=d, attribute="dex", skill="0",
                weapon="unarmed", melee=True, defence=defence)


def test_block_dex_brawl(norms: Services) -> None:
    """"To block an attack, roll dexterity and brawl.\""""
    rolled = _defence(norms, "block", 4, 5, dex=2, str=1, skills=[skill("Brawling", 1)])
    assert res(rolled).result.args["defence"] == 5 + 2 + 1


def test_dodge_dex_dodge(norms: Services) -> None:
    """"To dodge an attack, roll dexterity and dodge.\""""
    rolled = _defence(norms, "dodge", 4, 5, dex=2, skills=[skill("Dodge", 3)])
    assert res(rolled).result.args["defence"] == 5 + 2 + 3


def test_shove_str_brawl(norms: Services) -> None:
    """"To shove a zombie who's trying to grab you, roll strength and brawl.\""""
    rolled = _defence(norms, "shove", 4, 5, dex=1, str=4, skills=[skill("Brawling", 1)])
    assert res(rolled).result.args["defence"] == 5 + 4 + 1


def test_defence_must_beat_attack(norms: Services) -> None:
    """"If you beat the attacker's roll, you avoid the attack." — a tie does not beat it."""
    tie = _defence(norms, "dodge", 4, 5, dex=2, skills=[skill("Dodge", 2)])
    assert res(tie).result.args["defence"] == 9 and res(tie).success
    beat = _defence(norms, "dodge", 4, 6, dex=2, skills=[skill("Dodge", 2)])
    assert not res(beat).success


def test_called_shot_penalty_offered(norms: Services) -> None:
    """Hit Locations: "the Zombie Master determines where the target is hit. If you want to target a
    specific location, go ahead, but beware the penalty to your attack roll.\""""
    a = add(norms, "Caller", dex=3, skills=[skill("Guns", 2, type_="Handgun")],
            weapons=[weapon("Pistol", "d6×4", "bullet", ranged=True)])
    t = add(norms, "Called")
    plain = roll(norms, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none",
                 location="head")
    called = roll(norms, "attack", a, "5", opponent=t, attribute="dex", skill="0", weapon="0", defence="none",
                  location="head", called_shot=True, called_penalty=-4)
    assert total(plain) - total(called) == 4


# ---- Experience ---------------------------------------------------------------------------


def _options(s: Services, cid: int) -> dict[str, str]:
    return {str(c.value): why for c, why in s.experience.options(cid)}


def test_experience_award_and_spend(norms: Services) -> None:
    """"I'll award experience points ... which can be used to raise your skills, qualities, and attributes.\""""
    cid = add(norms, "Veteran", skills=[skill("Notice", 2)])
    assert norms.experience.award(cid, 10)
    assert norms.experience.ledger(cid)["unspent"] == 10
    options = _options(norms, cid)
    assert "skill:0" in options and "attr:str" in options
    assert norms.experience.spend(cid, "skill:0", 3)
    assert sheet(norms, cid)["skills"][0]["level"] == 3
    assert norms.experience.ledger(cid)["unspent"] == 7


def test_experience_raise_limits(norms: Services) -> None:
    """"Strength and Constitution can only be raised a total of two times each. Dexterity, Intelligence,
    Perception and Willpower can only be raised one time each.\""""
    cid = add(norms, "Trainee", str=2, dex=2)
    assert norms.experience.award(cid, 100)
    assert norms.experience.spend(cid, "attr:str", 5)
    assert norms.experience.spend(cid, "attr:str", 5)
    assert sheet(norms, cid)["str"] == 4
    assert _options(norms, cid).get("attr:str", "refused") != ""
    assert norms.experience.spend(cid, "attr:dex", 5)
    assert _options(norms, cid).get("attr:dex", "refused") != ""
    assert not norms.experience.spend(cid, "attr:dex", 5)
    assert sheet(norms, cid)["dex"] == 3


def test_experience_human_limit_6(norms: Services) -> None:
    """"The human limit for any attribute is 6. No amount of experience can raise an attribute higher.\""""
    cid = add(norms, "Strongman", str=6)
    assert norms.experience.award(cid, 100)
    assert _options(norms, cid).get("attr:str", "refused") != ""
    assert not norms.experience.spend(cid, "attr:str", 5)
    assert sheet(norms, cid)["str"] == 6


def test_experience_skill_raise_keeps_specialty(norms: Services) -> None:
    """"* - Raising a skill also raises any specialties of that skill." — the specialty stays on the raised
    skill (its +2 counts on the new level)."""
    cid = add(norms, "Specialist", skills=[skill("Notice", 2, spec="Sounds")])
    assert norms.experience.award(cid, 10)
    assert norms.experience.spend(cid, "skill:0", 3)
    raised = sheet(norms, cid)["skills"][0]
    assert raised["level"] == 3 and raised["specializations"] == "Sounds"
