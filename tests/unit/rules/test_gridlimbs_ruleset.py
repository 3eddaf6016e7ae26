"""The grid-and-limbs Ruleset: sheet, budget, tracks, state, damage, healing, initiative, round end."""

from fractions import Fraction

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import Body, GridLimbs, ruleset
from app.rules.gridlimbs.reading import grenades_left
from app.rules.worked import english


@pytest.fixture
def rules() -> GridLimbs:
    return ruleset(None, None)


def make_sheet(rules: GridLimbs, **stats) -> dict:
    sheet = rules.new_sheet()
    sheet.update(stats)
    return rules.validate_sheet(sheet)


def test_registry_gives_the_ruleset_with_clips():
    rules = get_ruleset("gridlimbs")
    assert isinstance(rules, GridLimbs)
    assert rules.features == frozenset({"ammo_clips", "healer"})
    assert [c.value for c in rules.initiative_modes] == ["speed"]


def test_new_sheet_starts_at_four_hp_zero_first_aid_the_rest_two(rules):
    # "All players start with two points in each stat except HP and First Aid (four and zero respectively)"
    sheet = rules.new_sheet()
    assert {k: sheet[k] for k in ("max_hp", "strength", "speed", "stamina", "accuracy", "first_aid")} == {
        "max_hp": 4, "strength": 2, "speed": 2, "stamina": 2, "accuracy": 2, "first_aid": 0}
    assert sheet["weapons"] == []


def test_budget_is_fifteen_points_above_the_start(rules):
    # "may allocate fifteen more points"
    sheet = make_sheet(rules, max_hp=10, strength=5, speed=6, accuracy=3)
    (line,) = rules.budget(sheet)
    assert line.allowed == 15 and line.spent == 6 + 3 + 4 + 1 and not line.over
    over = make_sheet(rules, max_hp=10, strength=5, speed=8, accuracy=3)
    assert rules.budget(over)[0].over


def test_campaign_can_change_the_budgets():
    rules = ruleset(None, {"creation_points": 20, "start_max_hp": 8})
    assert rules.new_sheet()["max_hp"] == 8
    sheet = make_sheet(rules, max_hp=10)
    assert rules.budget(sheet)[0].spent == 2 and rules.budget(sheet)[0].allowed == 20


def test_bad_campaign_options_are_refused():
    with pytest.raises(RulesError):
        ruleset(None, {"start_max_hp": 1})
    with pytest.raises(RulesError):
        ruleset(None, {"no_such_option": 1})
    with pytest.raises(RulesError):
        ruleset("norms", None)


@pytest.mark.parametrize("bad", [{"max_hp": 1}, {"speed": -1}, {"right_hand": 101}, {"strength": "3"},
                                 {"starting_item": "tank"}, {"weapons": [{"weapon": "bazooka"}]}])
def test_validate_sheet_refuses(rules, bad):
    sheet = rules.new_sheet()
    sheet.update(bad)
    with pytest.raises(RulesError):
        rules.validate_sheet(sheet)


def test_derived_and_tracks(rules):
    sheet = make_sheet(rules, max_hp=12, stamina=5)
    assert rules.derived(sheet) == {"main_hp": 12, "limb_hp": 9, "head_hp": 6, "speed": 2}
    tracks = {t.key: t for t in rules.tracks(sheet)}
    # the stamina left on the roster row and in the fight list, beside the body (a compact row: once spent)
    assert [k for k in tracks if tracks[k].main] == ["head", "torso", "left_arm", "right_arm", "left_leg",
                                                     "right_leg", "stamina"]
    assert [k for k in tracks if tracks[k].spent_only] == ["stamina"]
    assert tracks["left_leg"].maximum == 9 and tracks["head"].maximum == 6 and tracks["stamina"].maximum == 5


def test_initial_state_by_starting_item(rules):
    pistol = rules.initial_state(make_sheet(rules))
    assert pistol["guns"] == [{"weapon": "pistol", "loaded": 15}] and pistol["clips"] == []
    assert pistol["torso"] == 4 and pistol["head"] == 2 and pistol["stamina"] == 2
    assert pistol["score"] == 0 and pistol["sprinted"] is False and pistol["fought"] is False
    assert Body.from_dict(pistol["body"]) == Body.fresh(4)
    clips = rules.initial_state(make_sheet(rules, starting_item="clips"))
    assert clips["clips"] == [15, 15, 15, 15] and clips["guns"] == []
    vest = rules.initial_state(make_sheet(rules, starting_item="vest"))
    assert vest["vest"] == {"worn": True, "failure": 0}
    thrower = make_sheet(rules, starting_item="grenades", weapons=[{"weapon": "rifle"}, {"weapon": "grenade"}])
    grenades = rules.initial_state(thrower)
    assert grenades_left(thrower, grenades) == 3 and grenades["guns"] == [{"weapon": "rifle", "loaded": 15}]


def test_damage_on_a_leg_with_the_arithmetic(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = rules.initial_state(sheet)
    out = rules.damage_rules().apply_damage(sheet, state, {"amount": 6, "part": "left_leg"}, TypedDice([]))
    assert out.state["left_leg"] == 3 and out.state["torso"] == 9
    assert out.state["body"]["pools"]["torso"] == 9
    assert english(out.arithmetic) == "6 damage, main pool ⌈6/2⌉ = 3"
    assert state["torso"] == 12  # the argument is left alone


def test_random_point_blank_part_rolls_the_location_table(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = rules.initial_state(sheet)
    out = rules.damage_rules().apply_damage(sheet, state, {"amount": 2, "part": "random"}, TypedDice([99]))
    assert out.state["head"] == 4 and out.state["torso"] == 8
    assert [f.value for f in out.rolls[0].faces] == [99]
    assert english(out.arithmetic).startswith("d100 rolled 99: Head")


def test_vest_stops_a_bullet_to_the_torso(rules):
    sheet = make_sheet(rules, max_hp=12, starting_item="vest")
    state = rules.initial_state(sheet)
    out = rules.damage_rules().apply_damage(sheet, state, {"amount": 6, "part": "torso", "bullet": True}, TypedDice([]))
    assert out.state["torso"] == 12 and out.state["vest"]["failure"] == 1
    second = rules.damage_rules().apply_damage(sheet, out.state, {"amount": 6, "part": "torso", "bullet": True},
                                TypedDice([1]))
    assert second.state["torso"] == 6 and second.state["vest"]["failure"] == 1
    knife = rules.damage_rules().apply_damage(sheet, out.state, {"amount": 4, "part": "torso"}, TypedDice([]))
    assert knife.state["torso"] == 8 and knife.state["vest"]["failure"] == 5


def test_damage_refused_for_a_dead_character_or_bad_input(rules):
    sheet = make_sheet(rules)
    state = rules.initial_state(sheet)
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(sheet, state, {"amount": -2, "part": "torso"}, Dice(seed=1))
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(sheet, state, {"amount": 2, "part": "tail"}, Dice(seed=1))
    dead = rules.damage_rules().apply_damage(sheet, state, {"amount": 4, "part": "torso"}, Dice(seed=1)).state
    assert any(c.key == "dead" for c in rules.conditions(sheet, dead))
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(sheet, dead, {"amount": 1, "part": "torso"}, Dice(seed=1))


def test_top_level_pool_edits_are_read(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = dict(rules.initial_state(sheet), left_arm=2)
    assert rules.body(sheet, state).pool("left_arm") == 2
    assert rules.body(sheet, dict(state, head=9)).pool("head") == 6
    with pytest.raises(RulesError):
        rules.body(sheet, dict(state, head=-1))


def test_conditions_useless_bleeding_bandaged(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = rules.initial_state(sheet)
    state = rules.damage_rules().apply_damage(sheet, state, {"amount": 9, "part": "left_leg"}, TypedDice([])).state
    keys = {c.key for c in rules.conditions(sheet, state)}
    assert {"useless_left_leg", "bleeding_left_leg"} <= keys
    state = dict(state, bandages=1)
    healed = rules.damage_rules().apply_heal(sheet, state, {"kind": "first_aid", "part": "left_leg", "first_aid": 2},
                              TypedDice([4]))
    keys = {c.key for c in rules.conditions(sheet, healed.state)}
    assert "bandaged_left_leg" in keys and "bleeding_left_leg" not in keys and "useless_left_leg" not in keys
    assert healed.state["left_leg"] == 4 and healed.state["bandages"] == 0


def test_first_aid_needs_a_bandage_unless_given_by_someone_else(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = rules.damage_rules().apply_damage(sheet, rules.initial_state(sheet), {"amount": 4, "part": "right_arm"},
                               TypedDice([])).state
    with pytest.raises(RulesError):
        rules.damage_rules().apply_heal(sheet, state, {"kind": "first_aid", "part": "right_arm"}, TypedDice([2]))
    out = rules.damage_rules().apply_heal(
        sheet, state, {"kind": "first_aid", "part": "right_arm", "own_supplies": False}, TypedDice([2])
    )
    assert out.state["right_arm"] == 7 and out.state["bandages"] == 0


def test_pain_pills_through_the_ruleset(rules):
    sheet = make_sheet(rules, max_hp=12)
    state = (
        rules.damage_rules()
        .apply_damage(sheet, rules.initial_state(sheet), {"amount": 8, "part": "torso"}, TypedDice([]))
        .state
    )
    with pytest.raises(RulesError):
        rules.damage_rules().apply_heal(sheet, state, {"kind": "pain_pills"}, TypedDice([]))
    state = rules.add_supplies(state, pain_pills=2).state
    out = rules.damage_rules().apply_heal(sheet, state, {"kind": "pain_pills"}, TypedDice([]))
    assert out.state["torso"] == 10 and out.state["pain_pills"] == 1


def test_initiative_by_speed_after_useless_legs(rules):
    fast = make_sheet(rules, max_hp=8, speed=10)
    slow = make_sheet(rules, max_hp=8, speed=6)
    lame = (
        rules.damage_rules()
        .apply_damage(fast, rules.initial_state(fast), {"amount": 6, "part": "left_leg"}, TypedDice([]))
        .state
    )
    a = rules.roll_initiative(fast, rules.initial_state(fast), "speed", Dice(seed=1))
    b = rules.roll_initiative(slow, rules.initial_state(slow), "speed", Dice(seed=1))
    c = rules.roll_initiative(fast, lame, "speed", Dice(seed=1))
    assert a.value == 10 and c.value == 5
    assert a.sort_key > b.sort_key > c.sort_key
    with pytest.raises(RulesError):
        rules.roll_initiative(fast, lame, "dex", Dice(seed=1))


def test_end_of_round_bleeds_recovers_stamina_and_clears_the_flags(rules):
    sheet = make_sheet(rules, max_hp=20, stamina=6)
    state = rules.initial_state(sheet)
    state = rules.damage_rules().apply_damage(sheet, state, {"amount": 8, "part": "left_arm"}, TypedDice([])).state
    state = dict(state, stamina=3)
    state = rules.mark_activity(state, fought=True)
    out = rules.end_of_round(sheet, state, Dice(seed=1))
    assert out.state["left_arm"] == 6  # 7 of 15 bleeds 1
    assert out.state["torso"] == 15  # 20 − 4 − 1
    assert out.state["stamina"] == 4  # above zero, fought only: +1
    assert out.state["fought"] is False and out.state["sprinted"] is False


def test_sprint_to_zero_costs_each_leg_one(rules):
    sheet = make_sheet(rules, max_hp=12, speed=8, stamina=3)
    state = rules.initial_state(sheet)
    out = rules.apply_sprint(sheet, state, 3)
    assert out.state["stamina"] == 0 and out.state["sprinted"] is True
    assert out.state["left_leg"] == 8 and out.state["right_leg"] == 8 and out.state["torso"] == 12
    end = rules.end_of_round(sheet, out.state, Dice(seed=1))
    assert end.state["stamina"] == 1  # at zero and did not fight: +1


def test_sprint_limited_by_halved_speed(rules):
    sheet = make_sheet(rules, max_hp=8, speed=8, stamina=10)
    state = (
        rules.damage_rules()
        .apply_damage(sheet, rules.initial_state(sheet), {"amount": 6, "part": "right_leg"}, TypedDice([]))
        .state
    )
    assert rules.speed(sheet, state) == 4
    with pytest.raises(RulesError):
        rules.apply_sprint(sheet, state, Fraction(9, 2))


def test_fire_and_reload_through_the_state(rules):
    sheet = make_sheet(rules, weapons=[{"weapon": "smg"}])
    state = dict(rules.initial_state(sheet), clips=[3, 15])
    state = rules.fire(state, 0, 2).state
    assert state["guns"][0]["loaded"] == 13
    out = rules.reload(state, 0, keep=True, dice=TypedDice([1]))
    assert out.state["guns"][0]["loaded"] == 3 and out.state["clips"] == [15, 13]
    assert out.rolls and out.rolls[0].total == 3
    chosen = rules.reload(out.state, 1, keep=False, dice=TypedDice([]), declared=13)
    assert chosen.state["guns"][1]["loaded"] == 13 and chosen.state["clips"] == [15]
    with pytest.raises(RulesError):
        rules.fire(state, 5)


def test_record_kill_adds_score(rules):
    state = rules.initial_state(make_sheet(rules))
    out = rules.record_kill(state, 2)
    assert out.state["score"] == 2 and out.state["kills"] == 2


def test_damage_fields_offer_random_point_blank_and_bullet(rules):
    fields = {f.key: f for f in rules.damage_rules().damage_fields(make_sheet(rules))}
    assert list(fields)[:4] == ["part", "amount", "bullet", "weapon"]  # where it lands, picked by letter, first
    assert fields["part"].choices[0].value == "random"
    heal = {f.key: f for f in rules.damage_rules().heal_fields(make_sheet(rules, first_aid=3))}
    assert heal["first_aid"].default == 3


def test_weapon_damage_from_the_list_and_pistol_bullets_meet_the_vest(rules):
    sheet = make_sheet(rules, max_hp=30, strength=2, starting_item="vest")
    state = rules.initial_state(sheet)
    out = rules.damage_rules().apply_damage(sheet, state, {"part": "left_arm", "weapon": "rifle"}, TypedDice([]))
    assert out.state["left_arm"] == 22 - 12 and out.state["torso"] == 30 - 6  # rifle: twelve damage
    vest = rules.damage_rules().apply_damage(sheet, state, {"part": "torso", "weapon": "pistol"}, TypedDice([]))
    assert vest.state["torso"] == 30 and vest.state["vest"]["failure"] == 1  # a pistol shot is a bullet
    # pistol force 5 against Strength 2: one tile ("double or greater than double the victim's strength")
    assert any(line.args.get("tiles") == 1 for line in vest.lines)


def test_grenade_damage_is_rolled_ten_to_fifteen(rules):
    sheet = make_sheet(rules, max_hp=30, strength=20)
    state = rules.initial_state(sheet)
    out = rules.damage_rules().apply_damage(sheet, state, {"part": "torso", "weapon": "grenade"}, TypedDice([3]))
    assert out.state["torso"] == 30 - 12
    assert out.rolls[0].total == 12
    assert any(line.args.get("tiles") == 1 for line in out.lines)  # automatic knockback


def test_katana_damage_by_strength_and_hand_share_and_the_flinch(rules):
    # Strength 3 × 2 at 50/50: 6; at 100/0: 12.  Max HP 20: a quarter is 5.
    sheet = make_sheet(rules, max_hp=20, strength=3)
    state = rules.initial_state(sheet)
    even = rules.damage_rules().apply_damage(
        sheet, state, {"part": "torso", "weapon": "katana", "attacker_strength": 3}, TypedDice([])
    )
    assert even.state["torso"] == 14
    assert any(line.text == "Flinched: no strike back." for line in even.lines)
    strong = rules.damage_rules().apply_damage(
        sheet,
        state,
        {"part": "torso", "weapon": "katana", "attacker_strength": 3, "attacker_hand_share": 100},
        TypedDice([]),
    )
    assert strong.state["torso"] == 8
    weak = rules.damage_rules().apply_damage(
        sheet, state, {"part": "torso", "weapon": "katana", "attacker_strength": 1}, TypedDice([])
    )
    assert weak.state["torso"] == 18
    assert any(line.text == "Not flinched: strikes back." for line in weak.lines)


def test_no_damage_typed_and_no_weapon_is_refused_with_a_reason(rules):
    """Issue 41: 0 damage and no weapon wrote "Damage to Dov" with nothing; refused, as afmbe's form."""
    sheet = make_sheet(rules, max_hp=12)
    state = rules.initial_state(sheet)
    with pytest.raises(RulesError, match="Type the damage, or pick the weapon that deals it"):
        rules.damage_rules().apply_damage(sheet, state, {"amount": 0, "part": "left_arm"}, TypedDice([]))
