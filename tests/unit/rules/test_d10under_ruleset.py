"""The roll-under d10 ruleset as the tracker, sheet and damage forms use it."""

import copy

import pytest

from app.rules import d10under as d10
from app.rules import get_ruleset
from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english


@pytest.fixture
def rules():
    return get_ruleset("d10under")


def _sheet(rules, **values):
    sheet = rules.new_sheet()
    sheet.update(values)
    return rules.validate_sheet(sheet)


@pytest.fixture
def gunner(rules):
    return _sheet(
        rules, strength=6, agility=7, endurance=6, perception=6,
        weapons=[
            {"name": "pistol", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8, "criticals": True},
            {"name": "axe", "kind": "melee", "damage": 10, "shots": 1, "magazine": 0, "criticals": True},
        ],
        armor=[{"name": "vest", "deflect": 4, "absorb": 0}, {"name": "plate", "deflect": 3, "absorb": 10}],
    )


def test_factory_and_declarations(rules):
    assert isinstance(rules, Ruleset) and rules.id == "d10under"
    assert rules.features == frozenset({"ammo_rounds"})
    assert [c.value for c in rules.initiative_modes] == ["side", "agility"]
    with pytest.raises(RulesError):
        get_ruleset("d10under", "norms")


def test_options_default_to_5_and_7_and_are_checked():
    assert get_ruleset("d10under").options == {"attribute_start": 5, "attribute_points": 7}
    with pytest.raises(RulesError):
        get_ruleset("d10under", None, {"attribute_start": 11})
    with pytest.raises(RulesError):
        get_ruleset("d10under", None, {"attribute_points": -1})
    with pytest.raises(RulesError):
        get_ruleset("d10under", None, {"skill_points": 3})


def test_sheet_fields_and_new_sheet(rules):
    keys = [f.key for f in rules.sheet_fields()]
    assert keys == [*d10.ATTRIBUTES, "player", "weapons", "armor"]
    sheet = rules.new_sheet()
    assert all(sheet[key] == 5 for key in d10.ATTRIBUTES)
    assert sheet["weapons"] == [] and sheet["armor"] == [] and sheet["player"] is True


def test_validate_cleans_and_refuses(rules):
    sheet = rules.new_sheet()
    sheet["notes"] = "dropped"
    assert "notes" not in rules.validate_sheet(sheet)
    for bad in (
        {"agility": 0},
        {"luck": "7"},
        {"player": "yes"},
        {"weapons": [{"name": "", "kind": "ranged"}]},
        {"weapons": [{"name": "bow", "kind": "thrown"}]},
        {"weapons": [{"name": "bow", "shots": 0}]},
        {"weapons": [{"name": "bow"}, {"name": "bow"}]},
        {"armor": [{"name": "vest", "deflect": 11}]},
        {"armor": [{"name": "vest", "absorb": -2}]},
        {"armor": "vest"},
        {"weapons": ["pistol"]},
    ):
        before = copy.deepcopy(sheet)
        with pytest.raises(RulesError):
            rules.validate_sheet({**sheet, **bad})
        assert sheet == before


def test_budget_follows_campaign_options(gunner):
    # strength 6, agility 7, endurance 6, perception 6: 1 + 2 + 1 + 1 = 5 points of 7
    line = get_ruleset("d10under").budget(gunner)[0]
    assert (line.spent, line.allowed, line.over) == (5, 7, False)
    tight = get_ruleset("d10under", None, {"attribute_points": 4}).budget(gunner)[0]
    assert tight.over


def test_derived_tracks_and_initial_state(rules, gunner):
    assert rules.derived(gunner) == {"base_damage": 30, "attacks": 3, "health": 120}
    assert set(rules.derived_labels()) == {"base_damage", "attacks", "health"}
    (track,) = rules.tracks(gunner)
    assert (track.key, track.maximum, track.minimum, track.main) == ("health", 120, 0, True)
    assert rules.initial_state(gunner) == {"health": 120, "ammo": {"pistol": 8}}


def test_conditions_dead_at_zero_and_out_of_ammo(rules, gunner):
    state = rules.initial_state(gunner)
    assert rules.conditions(gunner, state) == []
    dead = rules.conditions(gunner, {"health": 0, "ammo": {"pistol": 0}})
    assert [c.key for c in dead] == ["dead", "out_of_ammo"]
    assert dead[0].severity == "danger" and dead[1].args == {"weapon": "pistol"}


def test_damage_form_offers_the_sheet_armor(rules, gunner):
    fields = {f.key: f for f in rules.damage_rules().damage_fields(gunner)}
    assert list(fields) == ["amount", "critical", "armor"]
    assert [c.value for c in fields["armor"].choices] == ["", "0", "1"]
    assert [c.label for c in fields["armor"].choices][1:] == ["vest", "plate"]


def test_apply_damage_through_armor_without_changing_the_state(rules, gunner):
    state = rules.initial_state(gunner)
    before = copy.deepcopy(state)
    out = rules.damage_rules().apply_damage(gunner, state, {"amount": 30, "armor": "1"}, TypedDice([8]))
    assert state == before
    assert out.state["health"] == 100 and out.state["ammo"] == {"pistol": 8}
    assert english(out.arithmetic) == ("damage 30; armor d10 rolled 8, deflects on 3 or less: gets through; "
                                       "damage 30 − absorbed 10 = 20; Health 120 − damage 20 = 100")
    assert out.lines[0].text == "{armor} absorbs {absorb}." and out.lines[0].args == {"armor": "plate", "absorb": 10}
    assert [f.value for r in out.rolls for f in r.faces] == [8]


def test_apply_damage_deflected_critical_and_death(rules, gunner):
    state = rules.initial_state(gunner)
    deflected = rules.damage_rules().apply_damage(gunner, state, {"amount": 30, "armor": "0"}, TypedDice([2]))
    assert deflected.state["health"] == 120 and len(deflected.lines) == 2
    assert deflected.lines[0].args == {"armor": "vest"}
    critical = rules.damage_rules().apply_damage(
        gunner, state, {"amount": 140, "critical": True, "armor": "0"}, TypedDice([])
    )
    assert critical.state["health"] == 0 and critical.rolls == []
    assert critical.lines[0].text == "Critical hit (damage already doubled): armor ignored."
    assert critical.lines[-1].text == "Dead."
    assert [c.key for c in rules.conditions(gunner, critical.state)] == ["dead"]


@pytest.mark.parametrize("request_", [{"amount": -3}, {"amount": 5, "armor": "7"}, {"amount": 5, "critical": 1}])
def test_apply_damage_refuses_bad_requests(rules, gunner, request_):
    with pytest.raises(RulesError):
        rules.damage_rules().apply_damage(gunner, rules.initial_state(gunner), request_, Dice(seed=1))


def test_heal_up_to_health(rules, gunner):
    assert [f.key for f in rules.damage_rules().heal_fields(gunner)] == ["amount"]
    state = {"health": 50, "ammo": {"pistol": 8}}
    assert rules.damage_rules().apply_heal(gunner, state, {"amount": 30}, Dice(seed=1)).state["health"] == 80
    full = rules.damage_rules().apply_heal(gunner, state, {"amount": 500}, Dice(seed=1))
    assert full.state["health"] == 120 and full.lines[0].args["amount"] == 70
    assert english(full.arithmetic) == "Health 50 + healed 500 = 550, at most 120"
    assert english(rules.damage_rules().apply_heal(gunner, state, {"amount": 30}, Dice(seed=1)).arithmetic) == (
        "Health 50 + healed 30 = 80"
    )
    assert state["health"] == 50


def test_initiative_sides_and_agility(rules):
    player_fast = _sheet(rules, agility=8)
    player_slow = _sheet(rules, agility=3)
    zombie = _sheet(rules, agility=9, player=False)
    dice = TypedDice([])
    side = sorted(
        [zombie, player_slow, player_fast],
        key=lambda s: rules.roll_initiative(s, {}, "side", dice).sort_key,
        reverse=True,
    )
    assert [s["agility"] for s in side] == [8, 3, 9]
    by_agility = sorted(
        [player_slow, zombie, player_fast],
        key=lambda s: rules.roll_initiative(s, {}, "agility", dice).sort_key,
        reverse=True,
    )
    assert [s["agility"] for s in by_agility] == [9, 8, 3]
    # the tracker may say who is a player through the state
    assert rules.roll_initiative(player_fast, {"player": False}, "side", dice).sort_key == (0, 8)
    assert rules.roll_initiative(player_fast, {"kind": "zombie"}, "side", dice).sort_key == (0, 8)
    assert rules.roll_initiative(zombie, {"kind": "pc"}, "side", dice).sort_key == (1, 9)
    with pytest.raises(RulesError):
        rules.roll_initiative(zombie, {}, "dex", dice)
    dice.check_used_up()


def test_fire_rolls_each_shot_and_spends_ammo(rules, gunner):
    state = rules.initial_state(gunner)
    # Perception 6: a 1 is a critical (20 × 2), a 7 misses
    out = rules.fire(gunner, state, "pistol", 2, 0, TypedDice([1, 7]))
    assert out.state["ammo"] == {"pistol": 6} and state["ammo"] == {"pistol": 8}
    assert english(out.arithmetic) == "shots' damage 40 + 0 = 40"
    one = rules.fire(gunner, state, "pistol", 1, 0, TypedDice([3]))
    assert english(one.arithmetic) == "shot's damage 20"
    assert [line.args["outcome"] for line in out.lines] == [{"t": "Critical hit"}, {"t": "Miss"}]
    with pytest.raises(RulesError):
        rules.fire(gunner, state, "pistol", 3, 0, Dice(seed=1))
    with pytest.raises(RulesError):
        rules.fire(gunner, state, "axe", 1, 0, Dice(seed=1))


def test_reload_refills_from_the_spare_rounds_carried(rules, gunner):
    out = rules.reload(gunner, {"health": 120, "ammo": {"pistol": 0}, "spare": {"pistol": 10}}, "pistol")
    assert (out.state["ammo"], out.state["spare"]) == ({"pistol": 8}, {"pistol": 2})
    with pytest.raises(RulesError, match="No spare rounds to reload with"):  # no round from nowhere
        rules.reload(gunner, {"health": 120, "ammo": {"pistol": 7}}, "pistol")


def test_fighter_from_sheet(rules, gunner):
    assert rules.fighter("g", gunner) == d10.Fighter("g", 7, 3, 30)
    assert rules.fighter("g", gunner, "axe") == d10.Fighter("g", 7, 3, 40)
    with pytest.raises(RulesError):
        rules.fighter("g", gunner, "pistol")


def test_attribute_test_and_end_of_round(rules, gunner):
    assert rules.attribute_test(gunner, "strength", 0, TypedDice([6])).passed
    assert not rules.attribute_test(gunner, "strength", -1, TypedDice([6])).passed
    with pytest.raises(RulesError):
        rules.attribute_test(gunner, "charm", 0, TypedDice([6]))
    state = rules.initial_state(gunner)
    assert rules.end_of_round(gunner, state, Dice(seed=1)).state == state


def test_one_action_a_turn_from_the_text_list():
    assert d10.ACTIONS_PER_TURN == 1
    assert [a.value for a in d10.ACTIONS] == ["run", "cover", "door", "fire", "melee", "retreat", "reload", "other"]
