"""twdu: the shot F sets up (a straight roll at someone who "does not shoot back"): "You simply need
to succeed with the skill roll to hit, and each success beyond the first increases the damage done
by one point"; "If you are behind solid cover, any ranged attack against you needs an additional
success to hit you"; "engaging with a target at Short Range will always be a Close Combat roll, even
if you're attacking with a ranged weapon. You will, instead, use Agility"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 1, "range": "short", "ammo": 0}


def rolls_and_roller():
    ruleset = get_ruleset("twdu")
    sheet = {**ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "close_combat": 1, "weapons": [KNIFE, REVOLVER]}
    return ruleset, ruleset.roll_rules(), Roller(sheet, ruleset.initial_state(sheet), True, "Ana")


def target(ruleset, cover=False):
    sheet = ruleset.new_sheet()
    state = {**ruleset.initial_state(sheet), **({"cover": "in"} if cover else {})}
    return Roller(sheet, state, False, "Raider")


def test_f_sets_up_the_shot_at_long_range_and_two_sixes_offer_damage_3():
    ruleset, rolls, ana = rolls_and_roller()
    kind, inputs = ruleset.ammo_rules().fire_roll(ana.sheet, ana.state, "Revolver", {})
    assert (kind, inputs) == ("shot", {"item": "w1", "band": "long"})
    result = rolls.resolve_roll(kind, ana, inputs, TypedDice([6, 6, 1, 2, 3, 4, 5, 2, 3]), target(ruleset))
    assert [(o.to, o.amount, dict(o.request)) for o in result.damage] == [
        ("opponent", 3, {"damage": 3, "source": "attack"})
    ]
    parts = rolls.roll_parts(kind, ana, inputs, target(ruleset))
    assert parts is not None and parts.total == 9  # Agility 4 + Ranged Combat 3 + the revolver's 2


def test_cover_takes_one_six_and_a_shot_at_no_one_offers_nothing():
    ruleset, rolls, ana = rolls_and_roller()
    inputs = {"item": "w1", "band": "long", "target_in_cover": True}
    one = rolls.resolve_roll("shot", ana, inputs, TypedDice([6, 1, 2, 3, 4, 5, 1, 2, 3]), target(ruleset))
    assert one.damage == () and one.success is False
    two = rolls.resolve_roll("shot", ana, {"item": "w1", "band": "long"}, TypedDice([6, 6, 1, 2, 3, 4, 5, 1, 2]),
                             target(ruleset, cover=True))
    assert [o.amount for o in two.damage] == [2]
    alone = rolls.resolve_roll("shot", ana, {"item": "w1", "distance": 60}, TypedDice([6, 6, 1, 2, 3, 4, 5, 1, 2]),
                               None)
    assert alone.success is True and alone.damage == ()


def test_at_short_range_the_shot_is_close_combat_with_agility_and_no_gun_no_shot_kind():
    ruleset, rolls, ana = rolls_and_roller()
    parts = rolls.roll_parts("shot", ana, {"item": "w1", "band": "short"}, target(ruleset))
    assert parts is not None and parts.total == 4 + 1 + 2  # Agility + Close Combat + gear
    with pytest.raises(RulesError):  # the knife is no ranged weapon: not one of the shot's weapons
        rolls.resolve_roll("shot", ana, {"item": "w0"}, TypedDice([6] * 9), target(ruleset))
    bare = ruleset.new_sheet()
    assert "shot" not in [k.key for k in rolls.roll_kinds(bare)]
    assert "shot" in [k.key for k in rolls.roll_kinds(ana.sheet)]


def _band(rolls, sheet):
    spec = next(k for k in rolls.roll_kinds(sheet) if k.key == "shot")
    return next(f for f in spec.fields if f.key == "band")


def test_the_band_starts_at_the_farthest_the_weapon_reaches_and_extreme_is_offered_to_every_weapon():
    # "Anything beyond two zones or 100 meters is considered Extreme Range. Only some special weapons can
    # be used at that distance": the band is offered, the weapon that does not reach it refused
    ruleset, rolls, ana = rolls_and_roller()
    band = _band(rolls, ana.sheet)
    assert band.default == "long" and [c.value for c in band.choices] == ["short", "long", "extreme"]
    rifle = {**REVOLVER, "name": "Rifle", "range": "extreme"}
    band = _band(rolls, {**ana.sheet, "weapons": [rifle, REVOLVER]})
    assert band.default == "extreme" and [c.value for c in band.choices] == ["short", "long", "extreme"]
    derringer = {**REVOLVER, "name": "Derringer", "range": "short"}
    assert _band(rolls, {**ana.sheet, "weapons": [derringer]}).default == "short"
    kind, inputs = ruleset.ammo_rules().fire_roll(ana.sheet | {"weapons": [rifle]}, ana.state, "Rifle", {})
    assert inputs["band"] == "extreme"
    with pytest.raises(RulesError) as refused:
        rolls.resolve_roll("shot", ana, {"item": "w1", "band": "extreme"}, TypedDice([6] * 9), target(ruleset))
    assert str(refused.value).startswith("Only special weapons reach Extreme range: {weapon} has Range {range}")
    assert refused.value.words["range"] == {"t": "Long", "ctx": "rules"}  # the revolver's own, named


def test_the_shot_takes_the_duels_distance_fields_and_the_distance_sets_the_band():
    # "Short Range is less than 25 meters or within a single zone … between 25 - 100 meters, or two
    # zones … Anything beyond two zones or 100 meters is considered Extreme Range."
    from app.rules.field_presets import followed_values
    from app.rules.twdu.range_fields import DISTANCE_FIELD, DISTANCE_UNIT_FIELD

    ruleset, rolls, ana = rolls_and_roller()
    shot = next(k for k in rolls.roll_kinds(ana.sheet) if k.key == "shot")
    duel = next(k for k in rolls.roll_kinds(ana.sheet) if k.key == "duel")
    fields = {f.key: f for f in shot.fields}
    theirs = {f.key: f for f in duel.fields}
    # the duel's own field, opened at the metres that set the revolver's Long range (not "0 m, Long")
    # (worded as its own beside any weapon: the range stays in sight with bare hands, refused beyond Short)
    shooting = theirs["distance"].with_value
    assert theirs["distance"] == replace(DISTANCE_FIELD, with_value=shooting, other_label="Distance")
    assert theirs["distance"].with_value and theirs["distance"].with_value[0] == "item"
    assert fields["distance"] == replace(DISTANCE_FIELD, default=25)
    assert fields["distance_unit"] is DISTANCE_UNIT_FIELD
    assert theirs["distance_unit"] == replace(DISTANCE_UNIT_FIELD, with_value=shooting, other_label="Counted in")
    assert fields["band"].presets is theirs["band"].presets
    assert followed_values(shot.fields, {"distance": 24}, ["distance"])["band"] == "short"
    assert followed_values(shot.fields, {"distance": 100}, ["distance"])["band"] == "long"
    assert followed_values(shot.fields, {"distance": 150}, ["distance"])["band"] == "extreme"
    zones = {"distance": 3, "distance_unit": "zones"}
    assert followed_values(shot.fields, zones, ["distance_unit"])["band"] == "extreme"
    # a request with the distance alone shoots at its band: 60 m is Long, Ranged Combat
    parts = rolls.roll_parts("shot", ana, {"item": "w1", "distance": 60}, target(ruleset))
    assert parts is not None and parts.total == 4 + 3 + 2  # Agility + Ranged Combat + gear
    with pytest.raises(RulesError) as refused:  # 150 m with a revolver whose Range is Long
        rolls.roll_parts("shot", ana, {"item": "w1", "distance": 150}, target(ruleset))
    assert str(refused.value).startswith("Only special weapons reach Extreme range: {weapon} has Range {range}")
    assert refused.value.words["range"] == {"t": "Long", "ctx": "rules"}  # the revolver's own, named


def test_the_record_names_what_the_shot_rolls():
    ruleset, rolls, ana = rolls_and_roller()
    short = rolls.resolve_roll("shot", ana, {"item": "w1", "band": "short"}, TypedDice([1] * 7), target(ruleset))
    assert short.records[0].label == "Shot at Short range (Close Combat + Agility, as the text says)"
    long = rolls.resolve_roll("shot", ana, {"item": "w1", "band": "long"}, TypedDice([1] * 9), target(ruleset))
    assert long.records[0].label == "Shot (Ranged Combat)"


def test_a_declared_phase_names_its_roll():
    ruleset, rolls, ana = rolls_and_roller()
    assert rolls.declared_roll(ana.sheet, "2") == (
        "shot", {"item": "w1", "distance": 25, "distance_unit": "metres", "band": "long"})
    assert rolls.declared_roll(ana.sheet, "3") == ("skill", {"skill": "close_combat", "item": "w0"})
    # nothing to shoot with: what he can do is Close Combat (bare hands), the attack at his target where he has one
    assert rolls.declared_roll(ruleset.new_sheet(), "2") == ("skill", {"skill": "close_combat", "item": ""})
    assert rolls.declared_roll(ruleset.new_sheet(), "2", False) == (
        "defenseless", {"item": "", "distance": 0, "distance_unit": "metres", "band": "short"})
    assert rolls.declared_roll(ana.sheet, "1") == ("cover", {})
    assert rolls.declared_roll(ana.sheet, "4") == ("move", {})  # "Roll Mobility"
    assert rolls.declared_roll(ana.sheet, "6") is None


def test_a_declared_close_combat_attack_is_a_duel_with_one_who_fights_back_else_a_straight_roll():
    ruleset, rolls, ana = rolls_and_roller()
    knife = {"item": "w0", "distance": 0, "distance_unit": "metres", "band": "short"}
    assert rolls.declared_roll(ana.sheet, "3", True) == ("duel", knife)
    assert rolls.declared_roll(ana.sheet, "3", False) == ("defenseless", knife)
    bare = rolls.declared_roll(ruleset.new_sheet(), "3", True)
    assert bare is not None and bare[0] == "duel" and bare[1]["item"] == ""
    # the duel is rolled as set up: Close Combat at Short range with the knife, against the raider
    parts = rolls.roll_parts("duel", ana, knife, target(ruleset))
    assert parts is not None and parts.total == ana.sheet["strength"] + 1 + 1  # Strength + Close Combat + knife


def test_first_aid_with_no_one_to_tend_says_so_not_that_an_opposed_roll_needs_an_opponent():
    ruleset, rolls, ana = rolls_and_roller()
    with pytest.raises(RulesError) as refused:
        rolls.roll_odds("first_aid", ana, {}, None)
    assert str(refused.value) == "First aid needs someone to tend: pick them in On."
    with pytest.raises(RulesError) as duel:
        rolls.roll_odds("duel", ana, {}, None)
    assert str(duel.value) == "An opposed roll needs an opponent."


def test_a_declared_shot_at_one_who_shoots_back_is_a_duel_else_a_straight_roll():
    """"NPCs state targets first, then the PCs select theirs. Then start resolving skill rolls. This is
    handled as an opposed roll, as in a Duel. When done, resolve any situation where someone shoots at
    a person who does not shoot back (resolved as a straight roll)." (Brawls, 2 - Ranged Combat)"""
    ruleset, rolls, ana = rolls_and_roller()
    long = {"item": "w1", "distance": 25, "distance_unit": "metres", "band": "long"}
    assert rolls.declared_roll(ana.sheet, "2", True) == ("duel", {**long, "ranged": True, "skill": "ranged_combat"})
    assert rolls.declared_roll(ana.sheet, "2", False) == ("shot", long)
    assert rolls.declared_roll(ana.sheet, "2") == ("shot", long)


def test_the_duel_s_opponent_takes_his_best_weapon_for_the_band():
    ruleset, rolls, ana = rolls_and_roller()
    shotgun = {"name": "Shotgun", "kind": "ranged", "bonus": 3, "damage": 2, "range": "short"}
    rifle = {"name": "Rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long"}
    rook = Roller({**ruleset.new_sheet(), "weapons": [shotgun]}, {}, False, "Rook")
    assert rolls.opponent_defaults("duel", rook, {"band": "short"}) == {
        "opponent_damage": 2, "opponent_gear": 3, "opponent_firearm": True, "opponent_skill": "close_combat"}
    # beyond Short range only a weapon that reaches the band answers: the shotgun does not
    assert rolls.opponent_defaults("duel", rook, {"band": "long"})["opponent_damage"] == 1
    mia = Roller({**ruleset.new_sheet(), "weapons": [rifle]}, {}, True, "Mia")
    assert rolls.opponent_defaults("duel", mia, {"band": "long"}) == {
        "opponent_damage": 2, "opponent_gear": 2, "opponent_firearm": True, "opponent_skill": "ranged_combat"}
    bare = Roller(ruleset.new_sheet(), {}, True, "Ben")
    assert rolls.opponent_defaults("duel", bare, {})["opponent_damage"] == 1
    assert rolls.opponent_defaults("shot", mia, {"band": "long"}) == {}


def test_the_duel_s_opponent_fights_with_the_weapon_of_the_action_he_declared():
    """One who declared Close Combat (phase 3) fights with his close combat weapon and Strength, not
    the gun he carries; one who declared Ranged Combat (phase 2) answers with his gun; nothing
    declared: the best weapon for the band."""
    ruleset, rolls, _ = rolls_and_roller()
    pistol = {"name": "Pistol", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short"}
    knife = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 1}
    ana = Roller({**ruleset.new_sheet(), "weapons": [pistol, knife]}, {}, True, "Ana")
    assert rolls.opponent_defaults("duel", ana, {"band": "short"}, declared="3") == {
        "opponent_damage": 1, "opponent_gear": 1, "opponent_firearm": False, "opponent_skill": "close_combat"}
    assert rolls.opponent_defaults("duel", ana, {"band": "short"}, declared="2")["opponent_firearm"] is True
    assert rolls.opponent_defaults("duel", ana, {"band": "short"})["opponent_firearm"] is True
    unarmed = Roller({**ruleset.new_sheet(), "weapons": [pistol]}, {}, True, "Ana")
    assert rolls.opponent_defaults("duel", unarmed, {"band": "short"}, declared="3") == {
        "opponent_damage": 1, "opponent_gear": 0, "opponent_firearm": False, "opponent_skill": "close_combat"}
