"""The afmbe Ruleset object: declarations, initiative, luck, and the no-mutation contract."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import get_ruleset
from app.rules.afmbe import ruleset
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.worked import english


def body(**extra):
    s = {"str": 3, "dex": 3, "con": 2, "int": 2, "per": 2, "wil": 2}
    s.update(extra)
    return s


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_registry_and_declarations(preset):
    rs = get_ruleset("afmbe", preset)
    assert rs.id == "afmbe" and rs.preset == preset
    keys = [f.key for f in rs.sheet_fields()]
    assert keys[:6] == ["str", "dex", "con", "int", "per", "wil"]
    assert {"skills", "traits", "weapons", "armor"} <= set(keys)
    fresh = rs.new_sheet()
    assert rs.validate_sheet(fresh) == fresh
    assert set(rs.derived(fresh)) == set(rs.derived_labels())
    tracks = rs.tracks(fresh)
    assert [t.key for t in tracks if t.main] == ["life_points", "endurance"]
    assert tracks[0].minimum < 0
    state = rs.initial_state(fresh)
    assert json.loads(json.dumps(state)) == state
    assert state["life_points"] == tracks[0].maximum
    assert [m.value for m in rs.initiative_modes] == ["dex"]
    assert rs.damage_rules().damage_fields(fresh)[0].key == "amount"


def test_preset_differences():
    assert "range" not in {f.key for f in ruleset("norms").damage_rules().damage_fields({})}
    assert "location" in {f.key for f in ruleset("norms").damage_rules().damage_fields({})}
    assert {"location", "range"} <= {f.key for f in ruleset("unisystem").damage_rules().damage_fields({})}
    assert [c.value for c in ruleset("norms").damage_rules().heal_fields({})[0].choices] == ["amount"]
    with pytest.raises(RulesError):
        get_ruleset("afmbe", "deluxe")


def test_initiative_fast_reaction_time_and_ties():
    rs = ruleset("norms")
    s = body(traits=[{"name": "Fast Reaction Time", "kind": "quality", "level": 2}])
    roll = rs.roll_initiative(s, rs.initial_state(s), "dex", TypedDice([7]))
    assert roll.value == 7 + 3 + 2
    assert roll.roll is not None and english(roll.roll.text) == "d10 7 + Dexterity 3 + Fast Reaction Time 2 = 12"
    slow = body(dex=2)
    tie = rs.roll_initiative(slow, rs.initial_state(slow), "dex", TypedDice([9]))
    # equal totals: the higher Dexterity acts first
    fast = rs.roll_initiative(body(), rs.initial_state(body()), "dex", TypedDice([8]))
    assert tie.value == fast.value == 11
    assert fast.sort_key > tie.sort_key
    with pytest.raises(RulesError):
        rs.roll_initiative(s, rs.initial_state(s), "sides", TypedDice([7]))


def test_initiative_under_load_unisystem():
    rs = ruleset("unisystem")
    s = body()
    st0 = rs.set_load(s, rs.initial_state(s), "light").state
    loaded = rs.roll_initiative(s, st0, "dex", TypedDice([5]))
    assert loaded.value == 5 + 3 - 1
    assert loaded.roll is not None and english(loaded.roll.text) == "d10 5 + Dexterity 3 − load 1 = 7"


def test_luck_points_raise_a_roll_and_come_back():
    rs = ruleset("norms", {"luck_bonus": 3})
    s = body(traits=[{"name": "Good Luck", "kind": "quality", "level": 2},
                     {"name": "Bad Luck", "kind": "drawback", "level": 1}])
    state = rs.initial_state(s)
    assert state["luck"] == 2 and state["bad_luck"] == 1
    result = rs.roll_task(s, state, TypedDice([3]), attribute="dex", skill=2)
    assert result.total == 8 and not result.success
    raised, out = rs.spend_luck(s, state, result, 1)
    assert raised.total == 11 and raised.level == 2 and out.state["luck"] == 1
    with pytest.raises(RulesError):
        rs.spend_luck(s, out.state, raised, 2)
    lowered, out2 = rs.spend_luck(s, out.state, raised, 1, bad=True)
    assert lowered.total == 8 and out2.state["bad_luck"] == 0
    back = rs.new_session(s, out2.state).state
    assert back["luck"] == 2 and back["bad_luck"] == 1
    tracks = {t.key: t for t in rs.tracks(s)}
    assert tracks["luck"].maximum == 2 and tracks["luck"].main  # in sight on the roster row
    lines = rs.new_session(s, out2.state).lines
    assert [(line.text, dict(line.args)) for line in lines] == [
        ("{count} Luck points for the session.", {"count": 2}),
        ("{count} bad luck points for the GM this session.", {"count": 1}),
    ]


def test_weapon_request_from_the_attackers_sheet():
    rs = ruleset("norms")
    attacker = rs.validate_sheet(body(weapons=[{"name": "Small knife", "damage": "d4×STR-1",
                                                "damage_type": "slashing"}]))
    target = body()
    request = rs.weapon_request(attacker, 0)
    out = rs.damage_rules().apply_damage(target, rs.initial_state(target), request, TypedDice([3]))
    assert out.state["life_points"] == 30 - 12
    with pytest.raises(RulesError):
        rs.weapon_request(attacker, 0, two_handed=True)  # not marked &
    with pytest.raises(RulesError):
        rs.weapon_request(attacker, 0, pool="endurance")  # not marked *
    with pytest.raises(RulesError):
        rs.weapon_request(attacker, 1)
    bat = rs.validate_sheet(body(weapons=[{"name": "Bat", "damage": "d6×STR", "hands": "optional",
                                           "either_pool": True}]))
    request = rs.weapon_request(bat, 0, two_handed=True, pool="endurance")
    out = rs.damage_rules().apply_damage(target, rs.initial_state(target), request, TypedDice([2]))
    assert out.state["endurance"] == rs.derived(target)["endurance"] - 2 * 4  # STR 3 + 1


def test_functions_do_not_change_their_arguments():
    rs = ruleset("unisystem")
    s = body(armor=[{"name": "Jacket", "value": 2, "covers": "torso"}])
    state = rs.initial_state(s)
    s_copy, state_copy = copy.deepcopy(s), copy.deepcopy(state)
    request = {"amount": 40, "location": "left_arm"}
    hurt = rs.damage_rules().apply_damage(s, state, request, Dice(seed=3)).state
    rs.damage_rules().apply_heal(s, hurt, {"kind": "first_aid", "amount": 2}, Dice(seed=3))
    rs.end_of_round(s, hurt, Dice(seed=3))
    rs.conditions(s, hurt)
    assert s == s_copy and state == state_copy and request == {"amount": 40, "location": "left_arm"}


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), preset=st.sampled_from(("norms", "unisystem")),
       weapon=st.sampled_from(("d4×STR", "d6×4", "d8×STR-1", "2d6×3+2")), level=st.integers(0, 7))
def test_seeded_damage_reproducible_and_typed_faces_agree(seed, preset, weapon, level):
    rs = ruleset(preset)
    s = body()
    request = {"weapon": weapon, "attacker_str": 3, "success_level": level, "damage_type": "slashing"}
    a = rs.damage_rules().apply_damage(s, rs.initial_state(s), request, Dice(random.Random(seed)))
    b = rs.damage_rules().apply_damage(s, rs.initial_state(s), request, Dice(random.Random(seed)))
    assert a.state == b.state and a.arithmetic == b.arithmetic
    faces = [f.value for f in a.rolls[0].faces]
    typed = TypedDice(faces)
    c = rs.damage_rules().apply_damage(s, rs.initial_state(s), request, typed)
    typed.check_used_up()
    assert c.state == a.state and c.arithmetic == a.arithmetic
    assert c.rolls[0].typed and not a.rolls[0].typed
