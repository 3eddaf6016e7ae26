"""afmbe: an empty shotgun swung as a club (Melee ticked) is a melee weapon attack, rolled with the
melee weapons skill (unisystem §4.1.1); the form kept "No skill" and the odds of the bare attribute."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.field_presets import followed_values, with_presets

WEAPONS = [{"name": "Pump shotgun", "damage": "d6×5", "damage_type": "bullet", "ranged": True}]
SKILLS = [{"name": "Guns", "type": "Rifle", "level": 1}, {"name": "Hand Weapon", "type": "Club", "level": 3}]


def attack_fields(rules):
    sheet = rules.validate_sheet({**rules.new_sheet(), "weapons": WEAPONS, "skills": SKILLS})
    return next(k for k in rules.roll_rules().roll_kinds(sheet) if k.key == "attack").fields


def test_a_gun_swung_in_melee_takes_the_melee_weapons_skill():
    fields = attack_fields(get_ruleset("afmbe", "unisystem"))
    skill = next(f for f in fields if f.key == "skill")
    assert skill.default == "0"  # the shot: Guns
    # the GM ticks Melee: Hand Weapon (Club); unticks it: Guns again
    assert followed_values(fields, {"weapon": "0", "melee": True}, ["melee"])["skill"] == "1"
    assert followed_values(fields, {"weapon": "0", "melee": False}, ["melee"])["skill"] == "0"
    # a request without the skill rolls the blow as the form would
    assert with_presets(fields, {"weapon": "0", "melee": True})["skill"] == "1"
