"""The twdu Ruleset: sheet, tracks, conditions, damage and heal pipelines, phases."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.twdu import TwduRuleset, ruleset
from app.rules.twdu.sheet import roll_penalty, skill_pool
from app.rules.worked import english

RS = ruleset(None, None)


def test_registry_and_declarations() -> None:
    rs = get_ruleset("twdu")
    assert isinstance(rs, TwduRuleset)
    assert rs.features == frozenset({"threat", "swarm", "ammo_count"})
    assert [c.value for c in rs.initiative_modes] == ["phases"]
    with pytest.raises(RulesError):
        ruleset("norms", None)


def test_sheet_fields_and_validation() -> None:
    keys = [f.key for f in RS.sheet_fields()]
    for key in ("strength", "agility", "wits", "empathy", "close_combat", "ranged_combat", "mobility",
                "medicine", "leadership", "force", "endure", "weapons", "gear", "armor_level", "armor_penalty"):
        assert key in keys
    sheet = RS.new_sheet()
    assert RS.validate_sheet(sheet) == sheet
    sheet["weapons"] = [{"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short",
                         "ammo": 6}]
    assert RS.validate_sheet(sheet)["weapons"][0]["ammo"] == 6
    for bad in ({"strength": 9}, {"strength": "3"}, {"unknown": 1},
                {"weapons": [{"name": "x", "kind": "laser"}]}, {"weapons": [{"colour": "red"}]}):
        with pytest.raises(RulesError):
            RS.validate_sheet({**RS.new_sheet(), **bad})


def test_tracks_health_steps_and_stress() -> None:
    health, stress = RS.tracks(RS.new_sheet())
    assert (health.key, health.maximum, health.style) == ("health", 3, "steps")
    assert dict(health.value_labels) == {3: "Unharmed", 2: "Bruised", 1: "Battered", 0: "Broken"}
    assert stress.key == "stress" and stress.higher_is_worse


def test_initial_state_is_plain_json() -> None:
    state = RS.initial_state(RS.new_sheet())
    assert state["health"] == 3 and state["stress"] == 0 and state["injuries"] == []
    json.dumps(state)
    assert RS.conditions(RS.new_sheet(), state) == []


def test_damage_to_zero_breaks_with_stress_and_critical_injury() -> None:
    sheet, state = RS.new_sheet(), RS.initial_state(RS.new_sheet())
    request = {"damage": 4, "source": "attack", "armor": True, "injury_name": "Gut wound",
               "injury_penalty": 1, "injury_lethal": True, "injury_time_unit": "hours",
               "injury_equipment": "A", "injury_recovery_unit": "weeks"}
    out = RS.damage_rules().apply_damage(sheet, state, request, TypedDice([3, 5, 2]))  # 2: the Broken minutes
    assert out.state["health"] == 0 and out.state["stress"] == 1
    assert state["health"] == 3  # the argument is not changed
    injury = out.state["injuries"][0]
    assert (injury["name"], injury["penalty"], injury["lethal"], injury["time_limit"], injury["recovery"]) == (
        "Gut wound", 1, True, 3, 5)
    json.dumps(out.state)
    conds = {c.key: c for c in RS.conditions(sheet, out.state)}
    assert "broken" in conds and conds["injury:1"].label == "Gut wound"
    assert conds["injury:1"].args["penalty"] == 1 and conds["injury:1"].args["time"] == 3
    assert "{penalty}" in conds["injury:1"].detail
    dead = RS.damage_rules().apply_damage(sheet, out.state, {"damage": 1, "armor": False}, Dice(seed=1))
    assert dead.state["dead"]
    assert [c.key for c in RS.conditions(sheet, dead.state)] == ["dead"]
    with pytest.raises(RulesError):
        RS.damage_rules().apply_damage(sheet, dead.state, {"damage": 1}, Dice(seed=1))


def test_armor_roll_in_the_damage_pipeline() -> None:
    sheet = {**RS.new_sheet(), "armor_level": 2}
    state = RS.initial_state(sheet)
    out = RS.damage_rules().apply_damage(
        sheet, state, {"damage": 2, "source": "attack", "armor": True}, TypedDice([6, 2])
    )
    assert out.state["health"] == 2
    assert english(out.arithmetic) == "damage 2 − armor 1 = 1"  # each number with its name
    assert out.rolls[0].faces_payload() == [[6, 6], [6, 2]]
    fire = RS.damage_rules().apply_damage(sheet, state, {"damage": 2, "source": "fire", "armor": True}, Dice(seed=1))
    assert fire.state["health"] == 1 and fire.rolls == []


def test_poison_and_disease_sources_leave_the_character_affected() -> None:
    sheet, state = RS.new_sheet(), RS.initial_state(RS.new_sheet())
    out = RS.damage_rules().apply_damage(sheet, state, {"damage": 0, "source": "poison"}, Dice(seed=1))
    assert out.state["poisoned"] and out.state["health"] == 3
    out = RS.damage_rules().apply_damage(sheet, out.state, {"damage": 1, "source": "disease"}, Dice(seed=1))
    assert out.state["sick"]
    assert roll_penalty(out.state) == 2
    cured = RS.damage_rules().apply_heal(sheet, out.state, {"kind": "cure_poison"}, Dice(seed=1)).state
    assert not cured["poisoned"] and roll_penalty(cured) == 1
    day = RS.damage_rules().apply_heal(sheet, cured, {"kind": "day", "ate_ration": True}, Dice(seed=1)).state
    assert day["health"] == 2  # no healing while sick


def test_heal_first_aid_and_broken_minutes() -> None:
    sheet = RS.new_sheet()
    broken = {**RS.initial_state(sheet), "health": 0}
    assert (
        RS.damage_rules().apply_heal(sheet, broken, {"kind": "first_aid", "successes": 2}, Dice(seed=1)).state["health"]
        == 2
    )
    assert RS.damage_rules().apply_heal(sheet, broken, {"kind": "broken_over"}, Dice(seed=1)).state["health"] == 1
    with pytest.raises(RulesError):
        RS.damage_rules().apply_heal(
            sheet, RS.initial_state(sheet), {"kind": "first_aid", "successes": 1}, Dice(seed=1)
        )
    hurt = {**RS.initial_state(sheet), "health": 1}
    assert (
        RS.damage_rules().apply_heal(sheet, hurt, {"kind": "day", "ate_ration": False}, Dice(seed=1)).state["health"]
        == 1
    )
    assert (
        RS.damage_rules().apply_heal(sheet, hurt, {"kind": "day", "ate_ration": True}, Dice(seed=1)).state["health"]
        == 2
    )


def test_heal_injuries_stabilize_tend_recover_and_time() -> None:
    sheet = RS.new_sheet()
    request = {
        "damage": 3,
        "armor": False,
        "injury_name": "Cut artery",
        "injury_penalty": 2,
        "injury_lethal": True,
        "injury_time_unit": "minutes",
        "injury_equipment": "B",
    }
    state = RS.damage_rules().apply_damage(sheet, RS.initial_state(sheet), request, TypedDice([4, 2, 6])).state
    with pytest.raises(RulesError):
        RS.damage_rules().apply_heal(sheet, state, {"kind": "stabilize", "injury": 2, "successes": 1}, Dice(seed=1))
    with pytest.raises(RulesError):
        RS.damage_rules().apply_heal(
            sheet, state, {"kind": "stabilize", "injury": 1, "successes": 1, "equipment": ""}, Dice(seed=1)
        )
    later = RS.damage_rules().apply_heal(sheet, state, {"kind": "time", "minutes": 3}, Dice(seed=1)).state
    assert not later.get("dead")
    gone = RS.damage_rules().apply_heal(sheet, later, {"kind": "time", "minutes": 1}, Dice(seed=1)).state
    assert gone["dead"]
    saved = (
        RS.damage_rules()
        .apply_heal(sheet, later, {"kind": "stabilize", "injury": 1, "successes": 1, "equipment": "B"}, Dice(seed=1))
        .state
    )
    assert saved["injuries"][0]["lethal"] is False
    assert (
        not RS.damage_rules().apply_heal(sheet, saved, {"kind": "time", "minutes": 999}, Dice(seed=1)).state.get("dead")
    )
    tended = (
        RS.damage_rules().apply_heal(sheet, saved, {"kind": "tend", "injury": 1, "successes": 1}, Dice(seed=1)).state
    )
    assert tended["injuries"][0]["recovery"] == 1
    healed = RS.damage_rules().apply_heal(sheet, tended, {"kind": "recovered", "injury": 1}, Dice(seed=1)).state
    assert healed["injuries"] == [] and roll_penalty(healed) == 0


def test_stress_add_and_relieve() -> None:
    state = RS.initial_state(RS.new_sheet())
    pushed = RS.add_stress(state, 1).state
    assert pushed["stress"] == 1
    assert (
        RS.damage_rules()
        .apply_heal(RS.new_sheet(), pushed, {"kind": "stress", "amount": 3}, Dice(seed=1))
        .state["stress"]
        == 0
    )


def test_skill_pool_from_sheet_and_state() -> None:
    sheet = {**RS.new_sheet(), "agility": 4, "mobility": 2, "armor_penalty": 1, "close_combat": 3}
    state = {
        **RS.initial_state(sheet),
        "stress": 2,
        "poisoned": True,
        "injuries": [
            {"name": "a", "penalty": 1, "lethal": False, "recovery": 3},
            {"name": "b", "penalty": 2, "lethal": False, "recovery": 1},
        ],
    }
    pool = skill_pool(sheet, state, "mobility", is_pc=True)
    # Agility 4 + Mobility 2 − armor 1 − injuries (1 + 2) − poisoned 1
    assert (pool.base, pool.stress) == (1, 2)
    gun = skill_pool(sheet, RS.initial_state(sheet), "close_combat", attribute="agility", gear_bonus=2, help_dice=1)
    assert gun.base == 4 + 3 + 2 + 1
    assert skill_pool(sheet, {**state, "health": 0}, "mobility").broken
    with pytest.raises(RulesError):
        skill_pool(sheet, state, "cooking")


def test_initiative_is_the_declared_phase() -> None:
    sheet = RS.new_sheet()
    state = RS.initial_state(sheet)
    first = RS.roll_initiative(sheet, {**state, "phase": 1}, "phases", Dice(seed=1), is_pc=True)
    npc = RS.roll_initiative(sheet, {**state, "phase": 2}, "phases", Dice(seed=1))
    pc = RS.roll_initiative(sheet, {**state, "phase": 2}, "phases", Dice(seed=1), is_pc=True)
    other = RS.roll_initiative(sheet, state, "phases", Dice(seed=1))
    assert (first.value, other.value) == (1, 6) and first.roll is None
    assert first.sort_key > npc.sort_key > pc.sort_key > other.sort_key
    with pytest.raises(RulesError):
        RS.roll_initiative(sheet, state, "rolled", Dice(seed=1))


@given(
    st.lists(st.tuples(st.integers(0, 5), st.sampled_from(["attack", "fire", "poison", "fall"])), max_size=6),
    st.integers(0, 3),
    st.integers(0, 1000),
)
@settings(max_examples=50, deadline=None)
def test_health_stays_in_0_to_3_through_any_damage(hits: list[tuple[int, str]], armor: int, seed: int) -> None:
    sheet = {**RS.new_sheet(), "armor_level": armor}
    state = RS.initial_state(sheet)
    dice = Dice(random.Random(seed))
    for damage, source in hits:
        if state.get("dead"):
            break
        state = RS.damage_rules().apply_damage(sheet, state, {"damage": damage, "source": source}, dice).state
        assert 0 <= state["health"] <= 3
        assert 0 <= state["stress"] <= 10
        assert len(state["injuries"]) <= 1 + len(hits)
