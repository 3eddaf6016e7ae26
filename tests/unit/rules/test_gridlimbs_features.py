"""The grid-and-limbs ruleset's features, each built alone and checked against the rule text
(grid-limbs.en.txt): a limb hit costs the main pool half its damage rounded up, a head hit twice
it; pain pills give the main pool half Max HP back and use a pill; a clip holds fifteen rounds;
play earns +1s (getting shot: Max HP +1)."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.gridlimbs.ammunition import SPARE_CLIPS, GridLimbsAmmo
from app.rules.gridlimbs.damage_rules import GridLimbsDamage
from app.rules.gridlimbs.experience_rules import GridLimbsExperience

RULES = get_ruleset("gridlimbs")


def character(**stats):
    sheet = RULES.validate_sheet({**RULES.new_sheet(), **stats})
    return sheet, RULES.initial_state(sheet)


def test_limb_and_head_hits_cost_the_main_pool_as_the_text_says():
    damage = GridLimbsDamage()
    sheet, state = character(max_hp=12)
    leg = damage.apply_damage(sheet, state, {"amount": 6, "part": "left_leg"}, TypedDice([]))
    assert (leg.state["left_leg"], leg.state["torso"]) == (3, 9)  # main pool ⌈6/2⌉ = 3
    head = damage.apply_damage(sheet, state, {"amount": 2, "part": "head"}, TypedDice([]))
    assert (head.state["head"], head.state["torso"]) == (4, 8)  # main pool 2 × 2 = 4


def test_pain_pills_give_the_main_pool_half_max_hp_and_use_a_pill():
    damage = GridLimbsDamage()
    sheet, state = character(max_hp=12)
    hurt = damage.apply_damage(sheet, state, {"amount": 8, "part": "torso"}, TypedDice([])).state
    out = damage.apply_heal(sheet, {**hurt, "pain_pills": 2}, {"kind": "pain_pills"}, TypedDice([]))
    assert out.state["torso"] == 10 and out.state["pain_pills"] == 1  # 4 + 12/2


def test_a_gun_fires_from_its_clip_of_fifteen_and_clips_found_are_full():
    ammo = GridLimbsAmmo()
    sheet, state = character(max_hp=8, starting_item="pistol", weapons=[])  # the pistol the character starts with
    gun, spare = ammo.ammo_stocks(sheet, state)
    assert (gun.key, gun.count, gun.capacity, spare.key, spare.count) == ("gun1", 15, 15, SPARE_CLIPS, 0)
    fired = ammo.fire_ammo(sheet, state, "gun1", {"bullets": 13}, TypedDice([])).state
    assert ammo.ammo_stocks(sheet, fired)[0].count == 2
    found = ammo.add_ammo(sheet, fired, SPARE_CLIPS, 2).state
    assert found["clips"] == [15, 15]


def test_play_earns_plus_ones_and_each_raises_the_sheet():
    experience = GridLimbsExperience(RULES.options)
    sheet, _ = character(max_hp=8)
    shot = {"kind": "damage", "role": "target", "request": {"amount": 3, "bullet": True}}
    assert experience.style == "events"
    assert [c.value for c in experience.experience_events(sheet, shot)] == ["got_shot"]
    assert experience.apply_raise(sheet, "got_shot", {})["max_hp"] == 9
