"""afmbe: every modifier the texts name is a number field of the roll it changes, set to the text's
value by the choice that names the situation; the GM may type another and the odds, the roll and the
log use it (range bands, light, called shots and their damage multipliers, a veterinarian treating a
human, a hospital's life support)."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.errors import RulesError
from app.rules.field_presets import followed_values
from app.rules.rolling import Roller
from app.services.logtext import render

PISTOL = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]
GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def uni():
    return get_ruleset("afmbe", "unisystem")


def field(rules, kind, key, sheet):
    spec = next(k for k in rules.roll_rules().roll_kinds(sheet) if k.key == kind)
    return next(f for f in spec.fields + spec.opponent_fields if f.key == key)


def texts(result):
    return [render(line.text, line.args, "rules") for line in result.lines]


def test_the_range_band_sets_its_modifier_and_the_gm_may_type_another():
    rules = uni()
    gunner = roller(rules, dex=3, skills=GUNS, weapons=PISTOL)
    target = roller(rules, str=6, con=6)
    spec = field(rules, "attack", "range_modifier", gunner.sheet)
    assert spec.default == 0
    fields = next(k for k in rules.roll_rules().roll_kinds(gunner.sheet) if k.key == "attack").fields
    # §4.2.1.2: long range −3 and −1 to the damage multiplier, extreme −6 and −2
    assert followed_values(fields, {"range": "long"}, ["range"]) == {"range_modifier": -3, "range_multiplier": -1}
    assert followed_values(fields, {"range": "extreme"}, ["range"]) == {"range_modifier": -6, "range_multiplier": -2}
    base = {"skill": "0", "weapon": "0", "defence": "none"}
    long = rules.roll_rules().resolve_roll("attack", gunner, {**base, "range": "long"}, TypedDice([7]), target)
    assert long.records[0].total == 7 + 5 - 3
    assert "Range modifier −3" in texts(long)
    typed = rules.roll_rules().resolve_roll(
        "attack", gunner, {**base, "range": "long", "range_modifier": -1}, TypedDice([7]), target
    )
    assert typed.records[0].total == 7 + 5 - 1 and "Range modifier −1" in texts(typed)
    odds = (
        rules.roll_rules()
        .roll_odds("attack", gunner, {**base, "range": "long", "range_modifier": -1}, target)[0]
        .chance
    )
    assert odds == rules.roll_rules().roll_odds("attack", gunner, {**base, "modifiers": -1}, target)[0].chance


def test_the_range_change_to_the_damage_multiplier_is_a_field_too():
    rules = uni()
    gunner = roller(rules, dex=3, skills=GUNS, weapons=PISTOL)
    target = roller(rules, str=6, con=6)
    base = {"skill": "0", "weapon": "0", "defence": "none", "range": "long"}
    hit = rules.roll_rules().resolve_roll("attack", gunner, base, TypedDice([9]), target)
    request = dict(hit.damage[0].request)
    assert request["range_multiplier"] == -1
    # d6×4 at long range: ×3; a 6 is 18, bullet ×2 = 36
    out = rules.damage_rules().apply_damage(target.sheet, target.state, request, TypedDice([6]))
    assert target.state["life_points"] - out.state["life_points"] == 36
    typed = rules.roll_rules().resolve_roll("attack", gunner, {**base, "range_multiplier": 0}, TypedDice([9]), target)
    out = rules.damage_rules().apply_damage(target.sheet, target.state, dict(typed.damage[0].request), TypedDice([6]))
    assert target.state["life_points"] - out.state["life_points"] == 48
    assert "Range change to the damage multiplier −1" in texts(hit)


def test_light_sets_its_modifier_in_melee_too():
    rules = uni()
    fighter = roller(rules, dex=3, skills=[{"name": "Brawling", "level": 2}])
    target = roller(rules)
    base = {"skill": "0", "weapon": "", "defence": "none", "melee": True}
    poor = rules.roll_rules().resolve_roll("attack", fighter, {**base, "light": "very_poor"}, TypedDice([7]), target)
    assert poor.records[0].total == 7 + 5 - 4 and "Light modifier −4" in texts(poor)
    typed = rules.roll_rules().resolve_roll(
        "attack", fighter, {**base, "light": "very_poor", "light_modifier": -2}, TypedDice([7]), target
    )
    assert typed.records[0].total == 7 + 5 - 2 and "Light modifier −2" in texts(typed)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_called_shot_sets_its_penalty_and_the_gm_may_type_another(preset):
    rules = get_ruleset("afmbe", preset)
    gunner = roller(rules, dex=3, skills=GUNS, weapons=PISTOL)
    target = roller(rules, str=6, con=6)
    called = {"skill": "0", "weapon": "0", "defence": "none", "location": "head", "called_shot": True}
    plain = rules.roll_rules().resolve_roll("attack", gunner, called, TypedDice([9]), target)
    assert plain.records[0].total == 9 + 5 - 4 and "Called shot at Head −4" in texts(plain)
    typed = rules.roll_rules().resolve_roll("attack", gunner, {**called, "called_penalty": -2}, TypedDice([7]), target)
    assert typed.records[0].total == 7 + 5 - 2 and "Called shot at Head −2" in texts(typed)
    odds = rules.roll_rules().roll_odds("attack", gunner, {**called, "called_penalty": -2}, target)[0].chance
    assert (
        odds
        == rules.roll_rules()
        .roll_odds("attack", gunner, {"skill": "0", "defence": "none", "modifiers": -2}, target)[0]
        .chance
    )
    told = rules.roll_rules().resolve_roll("attack", gunner, {**called, "called_shot": False}, TypedDice([7]), target)
    assert told.records[0].total == 12 and not any("Called shot" in t for t in texts(told))


def test_a_called_shot_sets_the_damage_multiplier_of_the_location():
    # §4.4: bullets two levels up at the head: ×4; the norms example's 24 − 4 armor = 20 becomes 80
    rules = uni()
    gunner = roller(rules, dex=3, skills=GUNS, weapons=PISTOL)
    helmet = [{"name": "Biker helmet", "value": 4, "covers": "head"}]
    target = roller(rules, str=6, con=6, armor=helmet)
    called = {"skill": "0", "weapon": "0", "defence": "none", "location": "head", "called_shot": True}
    hit = rules.roll_rules().resolve_roll("attack", gunner, called, TypedDice([9]), target)
    assert hit.damage[0].request["multiplier"] == 4 and "Damage multiplier at Head ×4" in texts(hit)
    out = rules.damage_rules().apply_damage(target.sheet, target.state, dict(hit.damage[0].request), TypedDice([6]))
    assert target.state["life_points"] - out.state["life_points"] == 80
    typed = rules.roll_rules().resolve_roll(
        "attack", gunner, {**called, "damage_multiplier": 3}, TypedDice([9]), target
    )
    out = rules.damage_rules().apply_damage(target.sheet, target.state, dict(typed.damage[0].request), TypedDice([6]))
    assert target.state["life_points"] - out.state["life_points"] == 60
    assert "Damage multiplier at Head ×3" in texts(typed)


def test_the_damage_form_multiplier_follows_type_and_location():
    rules = uni()
    s = rules.validate_sheet({**rules.new_sheet(), "str": 6, "con": 6})
    fields = rules.damage_rules().damage_fields(s)
    assert followed_values(fields, {"damage_type": "slashing", "location": "neck"}, ["location"]) == {"multiplier": 4}
    out = rules.damage_rules().apply_damage(
        s,
        rules.initial_state(s),
        {"amount": 10, "damage_type": "slashing", "location": "neck", "multiplier": 2},
        TypedDice([]),
    )
    assert rules.initial_state(s)["life_points"] - out.state["life_points"] == 20


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_veterinarian_treating_a_human_takes_minus_3_and_two_levels_at_most(preset):
    # norms "Veterinary Medicine": "at a −3 penalty to all task rolls, and despite the results of the
    # rolls, cannot gain more than 2 Success levels"
    rules = get_ruleset("afmbe", preset)
    vet = roller(rules, int=4, skills=[{"name": "Veterinary Medicine", "level": 4}])
    task = {"attribute": "int", "skill": "0", "vet_on_human": True}
    out = rules.roll_rules().resolve_roll("task", vet, task, TypedDice([9]), None)
    assert out.records[0].total == 9 + 8 - 3
    assert out.result.args["level"]["t"] == "Decent"  # 14 would be Very good: 2 levels at most
    assert "Veterinarian treating a human −3 (2 success levels at most)" in texts(out)
    typed = rules.roll_rules().resolve_roll("task", vet, {**task, "vet_penalty": -1}, TypedDice([5]), None)
    assert typed.records[0].total == 5 + 8 - 1
    odds = rules.roll_rules().roll_odds("task", vet, task, None)
    assert [c.args.get("level", {}).get("t") for c in odds] == [None, "Decent"]
    animal = rules.roll_rules().resolve_roll("task", vet, {"attribute": "int", "skill": "0"}, TypedDice([9]), None)
    assert animal.records[0].total == 17 and not texts(animal)


def test_the_hospital_adds_3_to_the_revival_check():
    # §4.7.1: −5 for each 5 LP below 0, +1 a level of the doctor's Medicine, +3 hospital life support
    rules = uni()
    patient = roller(rules, wil=2, con=3)
    dead = {**patient.state, "life_points": -12, "dead": True}
    body = Roller(patient.sheet, dead, True)
    values = {"doctor_levels": 2, "hospital": True}
    out = rules.roll_rules().resolve_roll("revival", body, values, TypedDice([4]), None)
    assert out.records[0].total == 4 + 5 - 10 + 2 + 3
    assert "Hospital life support +3" in texts(out)
    typed = rules.roll_rules().resolve_roll("revival", body, {**values, "life_support": 5}, TypedDice([9]), None)
    assert typed.records[0].total == 9 + 5 - 10 + 2 + 5 and typed.success and typed.state["dead"] is False
    odds = rules.roll_rules().roll_odds("revival", body, values, None)
    assert odds[0].chance > rules.roll_rules().roll_odds("revival", body, {"doctor_levels": 2}, None)[0].chance
    with pytest.raises(RulesError):
        rules.roll_rules().roll_odds("revival", patient, values, None)


def test_a_veterinarian_tending_a_human_wound_takes_minus_3_too():
    rules = uni()
    vet = roller(rules, int=4, skills=[{"name": "Veterinary Medicine", "level": 4}])
    patient = roller(rules, str=2, con=2)
    hurt = Roller(patient.sheet, {**patient.state, "life_points": 10, "wounds_untreated": 1}, True)
    aid = {"skill": "0", "vet_on_human": True}
    out = rules.roll_rules().resolve_roll("first_aid", vet, aid, TypedDice([9]), hurt)
    # 9 + 4 + 4 − 3 = 14 would be Very good (3 Life Points): 2 success levels at most
    assert out.records[0].total == 14 and out.opponent_state["life_points"] == 12
    assert "Veterinarian treating a human −3 (2 success levels at most)" in texts(out)
    odds = rules.roll_rules().roll_odds("first_aid", vet, aid, hurt)
    assert [c.args["n"] for c in odds] == [1, 2] and odds[1].chance > 0
