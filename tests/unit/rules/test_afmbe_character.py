"""afmbe characters: costs, creation budgets, secondary attributes, sheet validation."""

from __future__ import annotations

import pytest

from app.rules.afmbe import ruleset
from app.rules.afmbe.advancement import attribute_raise_refusal
from app.rules.afmbe.character import (
    attribute_cost,
    drawback_raise_cost,
    skill_cost,
    skill_level,
    skill_row_cost,
)
from app.rules.base import RulesError


def sheet(**values):
    base = {"str": 2, "dex": 2, "con": 2, "int": 2, "per": 2, "wil": 2}
    base.update(values)
    return base


def lines(rs, s):
    return {line.key: line for line in rs.budget(s)}


def test_life_points_example():
    # norms: STR 3, CON 2 → (3+2) × 4 + 10 = 30
    assert ruleset("norms").derived(sheet(str=3, con=2))["life_points"] == 30


def test_endurance_example():
    # norms: STR 3, CON 2, WIL 3 → (3+2+3) × 3 + 5 = 29
    assert ruleset("norms").derived(sheet(str=3, con=2, wil=3))["endurance"] == 29


def test_speed_example():
    # norms: DEX 2, CON 2 → (2+2) × 2 = 8
    assert ruleset("norms").derived(sheet(dex=2, con=2))["speed"] == 8


def test_essence_and_bonuses():
    s = sheet(str=3, con=2, wil=3, traits=[
        {"name": "Hard to Kill", "kind": "quality", "level": 2},
        {"name": "Tireless", "kind": "quality", "level": 1},
        {"name": "Artistic Talent", "kind": "quality", "level": 1},
    ], skills=[{"name": "Running", "type": "Marathon", "level": 2}])
    d = ruleset("norms").derived(s)
    assert d["life_points"] == 30 + 6      # +3 a level of Hard to Kill
    assert d["endurance"] == 29 + 3 + 2    # +3 a level of Tireless, +1 a level of Running (Marathon)
    assert d["essence"] == 3 + 2 + 2 + 2 + 2 + 3 + 12


def test_attribute_costs():
    # "a strength of 4 would cost 4 points and a dexterity of 2 costs 2 points. Level 5 and up costs 3"
    assert attribute_cost(4) == 4 and attribute_cost(2) == 2
    assert attribute_cost(5) == 7 and attribute_cost(6) == 10
    assert attribute_cost(0) == 0


def test_drawback_attribute_costs():
    # "raising an Attribute from level 3 to 4 costs 4 ... 4 to 5 costs 5 ... 3 to 5 costs 9"
    assert drawback_raise_cost(3, 4) == 4
    assert drawback_raise_cost(4, 5) == 5
    assert drawback_raise_cost(3, 5) == 9


def test_skill_costs_and_specialization_example():
    # Humanities: History level 3 as a special skill: 6 points; Ancient Egypt specialization +1 point
    row = {"name": "Humanities", "type": "History", "special": True, "level": 3,
           "specializations": "Ancient Egypt", "native": False}
    assert skill_cost(3, special=True) == 6
    assert skill_row_cost(row) == 7
    # "thereby making him a level 5 skill on any task that would utilize his Ancient Egypt skill"
    assert skill_level({"skills": [row]}, "Humanities", "History", "Ancient Egypt") == 5
    assert skill_level({"skills": [row]}, "Humanities", "History") == 3
    # normal 1 a level to 5 then 3; special 2 to 5 then 5
    assert skill_cost(7) == 5 + 3 + 3
    assert skill_cost(7, special=True) == 10 + 5 + 5
    # the native language is level 5 for free
    assert skill_cost(6, native=True) == 3


def test_norms_default_budgets():
    rs = ruleset("norms")
    by_key = lines(rs, sheet())
    assert (by_key["attributes"].spent, by_key["attributes"].allowed) == (12, 14)
    assert by_key["skills"].allowed == 30 and by_key["qualities"].allowed == 5
    assert by_key["drawbacks"].allowed == 10
    assert not any(line.over for line in by_key.values())


def test_over_budget_is_flagged_not_fixed():
    rs = ruleset("norms")
    s = sheet(str=4, dex=4, con=4, int=2)  # 4+4+4+2+2+2 = 18 > 14
    by_key = lines(rs, s)
    assert by_key["attributes"].over and by_key["attributes"].spent == 18
    assert by_key["attributes"].reason
    assert rs.validate_sheet(s)["str"] == 4


def test_creation_range_is_flagged():
    by_key = lines(ruleset("norms"), sheet(str=5, dex=1, con=1, int=1, per=1, wil=1))
    assert by_key["attribute_max"].over and by_key["attribute_max"].allowed == 4


def test_drawback_points_pay_for_attribute_levels_and_skills():
    rs = ruleset("norms", {"attribute_max": 6})
    # STR 5: levels 4 and 5 bought with drawback points (4 + 5 = 9), base STR 3 for 3 attribute points
    s = sheet(str=5, raise_str=2, traits=[
        {"name": "Addiction", "kind": "drawback", "level": 5},
        {"name": "Bad Luck", "kind": "drawback", "level": 5},
    ], skills=[{"name": "Dodge", "level": 5}] * 6 + [{"name": "Notice", "level": 1}])
    by_key = lines(rs, s)
    assert by_key["drawback_attributes"].spent == 9 and not by_key["drawback_attributes"].over
    assert by_key["attributes"].spent == 3 + 10
    # 31 skill points: the one over 30 is paid by the last drawback point
    assert by_key["skills"].spent == 31 and by_key["skills"].allowed == 31
    assert not by_key["skills"].over


def test_drawback_cap_and_overspent_drawbacks():
    rs = ruleset("norms")
    s = sheet(traits=[{"name": "Addiction", "kind": "drawback", "level": 5},
                      {"name": "Bad Luck", "kind": "drawback", "level": 5},
                      {"name": "Clown", "kind": "drawback", "level": 1}])
    by_key = lines(rs, s)
    assert by_key["drawbacks"].over and by_key["drawbacks"].spent == 11
    s2 = sheet(str=4, raise_str=1, traits=[{"name": "Clown", "kind": "drawback", "level": 1}])
    assert lines(rs, s2)["drawback_attributes"].over  # level 4 costs 4, only 1 drawback point


def test_campaign_changes_budgets():
    rs = ruleset("norms", {"attribute_points": 20, "skill_points": 40})
    by_key = lines(rs, sheet(str=4, dex=4, con=4, int=2))
    assert not by_key["attributes"].over and by_key["skills"].allowed == 40
    with pytest.raises(RulesError):
        ruleset("norms", {"no_such_option": 1})
    with pytest.raises(RulesError):
        ruleset("norms", {"attribute_points": -1})


def test_qualities_take_listed_points():
    rs = ruleset("norms")
    clean = rs.validate_sheet(sheet(traits=[{"name": "Acute Senses", "kind": "quality", "level": 1,
                                             "points": 0}]))
    assert clean["traits"][0]["points"] == 2
    with pytest.raises(RulesError):
        rs.validate_sheet(sheet(traits=[{"name": "Fast Reaction Time", "kind": "quality", "level": 4}]))
    quality_heavy = sheet(traits=[{"name": "Hard to Kill", "kind": "quality", "level": 5},
                                  {"name": "Acute Senses", "kind": "quality", "level": 1}])
    assert lines(rs, quality_heavy)["qualities"].over


@pytest.mark.parametrize("bad", [
    {"str": "3"}, {"str": 11}, {"str": True}, {"nonsense": 1}, {"skills": "Guns"},
    {"skills": [{"name": "Guns", "level": 2}]},  # Guns needs its type
    {"skills": [{"name": "", "level": 2}]},
    {"weapons": [{"name": "Stick", "damage": "lots"}]},
    {"weapons": [{"name": "Gun", "damage": "d6×4", "damage_type": "laser"}]},
    {"armor": [{"name": "Vest", "value": 4, "covers": "soul"}]},
    {"raise_str": 3, "str": 2},
    {"traits": [{"name": "Hard to Kill", "kind": "quality", "level": 5}] * 2},
])
def test_malformed_sheets_are_refused(bad):
    with pytest.raises(RulesError):
        ruleset("norms").validate_sheet(sheet(**bad))


def test_special_skills_from_the_list():
    clean = ruleset("norms").validate_sheet(sheet(skills=[{"name": "Martial Arts", "level": 2}]))
    assert clean["skills"][0]["special"] is True


def test_experience_raising_limits():
    # "Strength and Constitution can only be raised a total of two times each. Dexterity ... one time"
    assert attribute_raise_refusal("str", 3, 1) == ""
    assert attribute_raise_refusal("str", 3, 2)
    assert attribute_raise_refusal("dex", 3, 0) == ""
    assert attribute_raise_refusal("dex", 3, 1)
    assert attribute_raise_refusal("con", 6, 0)  # the human limit is 6


def test_other_gun_types_at_minus_two():
    # norms "Guns": "the character can use other types of guns, but at a -2 penalty"
    from app.rules.afmbe.character import typed_skill

    s = {"skills": [{"name": "Guns", "type": "Handgun", "level": 3, "specializations": ""}]}
    assert typed_skill(s, "Guns", "Handgun") == (3, 0)
    assert typed_skill(s, "Guns", "Rifle") == (3, -2)
    assert typed_skill(s, "Driving", "Car") == (0, 0)


def test_martial_arts_and_dash():
    from app.rules.afmbe.character import dash_speed, martial_arts_bonus

    # "a character with Martial Arts level 3 does an additional 3 points of damage with a kick or punch"
    assert martial_arts_bonus({"skills": [{"name": "Martial Arts", "level": 3, "specializations": ""}]}) == 3
    # Running (Dash): "Each Success level acquired adds +1 to the character's Speed"
    assert dash_speed(8, 2) == 10


def test_a_skill_marked_special_on_the_sheet_costs_as_special():
    # the norms example: "a level 3 skill rank in Humanities: History, a cost of 6 total skill points due
    # to it being a Special Skill", then 1 more point for the Ancient Egypt specialization
    rs = ruleset("norms")
    row = {"name": "Humanities", "type": "History", "special": True, "level": 3, "specializations": "Ancient Egypt"}
    clean = rs.validate_sheet(sheet(skills=[row]))
    assert clean["skills"][0]["special"] is True
    assert lines(rs, clean)["skills"].spent == 7
    # unmarked, the same skill is a normal one (3 + 1); a listed Special skill stays Special
    plain = rs.validate_sheet(sheet(skills=[{**row, "special": False}]))
    assert lines(rs, plain)["skills"].spent == 4
    martial = rs.validate_sheet(sheet(skills=[{"name": "Martial Arts", "level": 2, "special": False}]))
    assert martial["skills"][0]["special"] is True


def test_norms_a_new_character_owns_one_melee_and_one_ranged_weapon():
    # norms "Weapons": "To start, your character can own 1 melee weapon and 1 ranged weapon."
    rs = ruleset("norms")
    bat = {"name": "Baseball bat", "damage": "d6×STR"}
    pistol = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}
    kit = lines(rs, rs.validate_sheet(sheet(weapons=[bat, pistol])))
    assert (kit["melee_weapons"].spent, kit["melee_weapons"].allowed) == (1, 1) and not kit["melee_weapons"].over
    assert (kit["ranged_weapons"].spent, kit["ranged_weapons"].allowed) == (1, 1) and not kit["ranged_weapons"].over
    two_guns = lines(rs, rs.validate_sheet(sheet(weapons=[pistol, {**pistol, "name": "Rifle"}])))
    assert two_guns["ranged_weapons"].over
    assert two_guns["ranged_weapons"].reason == "More ranged weapons than a new character may own."
    assert lines(rs, rs.validate_sheet(sheet(weapons=[bat, bat])))["melee_weapons"].over
    # the unisystem text sets no such limit; a campaign may
    assert "ranged_weapons" not in lines(ruleset("unisystem"), sheet(weapons=[pistol, pistol]))
    assert lines(ruleset("unisystem", {"ranged_weapons": 1}), sheet(weapons=[pistol, pistol]))["ranged_weapons"].over
