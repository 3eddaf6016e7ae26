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


def test_a_gun_swung_as_a_club_deals_a_blunt_blow_not_its_bullets():
    # an empty 9mm as a club dealt "weapon d6×4: d6 4 ×4 = 16, bullet damage after armor ×2 = 32": the
    # gun's bullet and its ×2; the texts give no club, the punch's d4 × STR is the blunt blow
    from app.rules.dice import TypedDice
    from app.rules.rolling import Roller

    for preset in ("unisystem", "norms"):
        rules = get_ruleset("afmbe", preset)
        sheet = rules.validate_sheet({**rules.new_sheet(), "str": 3, "dex": 3, "weapons": WEAPONS, "skills": SKILLS})
        gunner = Roller(sheet, rules.initial_state(sheet), True)
        target_sheet = rules.validate_sheet(rules.new_sheet())
        target = Roller(target_sheet, rules.initial_state(target_sheet), True)
        blow = {"skill": "1", "weapon": "0", "melee": True, "defence": "none"}
        hit = rules.roll_rules().resolve_roll("attack", gunner, blow, TypedDice([9, 5]), target)
        assert hit.success and hit.damage, preset
        request = hit.damage[0].request
        assert (request["weapon"], request["damage_type"]) == ("d4×STR", "bludgeoning"), (preset, request)
        shot = rules.roll_rules().resolve_roll("attack", gunner, {**blow, "melee": False, "skill": "0"},
                                               TypedDice([9, 5]), target)
        assert shot.damage and shot.damage[0].request["weapon"] == "d6×5", preset  # fired, the gun's own
