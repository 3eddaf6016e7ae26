"""twdu: the heal form (H) opens on the care this patient needs, not on first aid for everyone —
first aid is for the Broken ("Health 0"), and was refused for a character still standing, so the GM
opened the list every time."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.twdu.injuries import UNNAMED_INJURY


def _defaults(state: dict) -> dict:
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    return rules.damage_rules().heal_defaults(sheet, {**rules.initial_state(sheet), **state})


def test_the_broken_get_first_aid():
    assert _defaults({"health": 0}) == {"kind": "first_aid"}


def test_a_lethal_injury_not_yet_stabilized_comes_first_for_one_still_standing():
    injuries = [{"name": "Cracked ribs", "penalty": 1, "lethal": False},
                {"name": "Bleeding gut", "penalty": 1, "lethal": True, "time_limit": 2, "equipment": "B"}]
    assert _defaults({"health": 2, "injuries": injuries}) == {"kind": "stabilize", "injury": 2}


def test_hurt_but_standing_gets_a_day_s_healing_and_unhurt_with_stress_stress_relieved():
    assert _defaults({"health": 2}) == {"kind": "day"}
    assert _defaults({"health": 3, "stress": 2}) == {"kind": "stress"}
    assert _defaults({"health": 3}) == {}  # the form's own default
    assert _defaults({"health": 0, "dead": True}) == {}


def test_in_a_fight_the_hurt_get_first_aid_never_a_day_s_healing():
    rules = get_ruleset("twdu")
    sheet = rules.new_sheet()
    hurt = {**rules.initial_state(sheet), "health": 2}
    assert rules.damage_rules().heal_defaults(sheet, hurt, fighting=True) == {"kind": "first_aid"}


def test_an_injury_whose_d66_is_rolled_is_named_next_its_number_the_unnamed_one():
    """Ana Broken, her injury taken unnamed, its D66 rolled in the dice dock (42): H opened on first
    aid and «Número de herida» 1, the injury named before; now on Name an injury, number 2."""
    rules = get_ruleset("twdu")
    named = {"name": "Cracked ribs", "penalty": 1, "lethal": False}
    unnamed = {"name": UNNAMED_INJURY, "penalty": 1, "lethal": False}
    rolled = {**unnamed, "description": "D66 42"}
    assert _defaults({"health": 0, "injuries": [named, rolled]}) == {"kind": "name", "injury": 2}
    # its D66 still to roll: nothing to read off the table yet, first aid as before
    assert _defaults({"health": 0, "injuries": [named, unnamed]}) == {"kind": "first_aid"}
    assert rules.damage_rules().heal_defaults(rules.new_sheet(), {"dead": True, "injuries": [rolled]}) == {}
