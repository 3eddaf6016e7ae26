"""afmbe punches and kicks: d4 × STR, and Martial Arts adds its level (norms "Martial Arts")."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.rolling import Roller

SKILLS = [{"name": "Brawling", "level": 2}, {"name": "Martial Arts", "level": 3}]


def roller(rules, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, rules.initial_state(clean), True)


def punch(rules, skill, faces, damage_face):
    attacker = roller(rules, str=3, dex=3, skills=SKILLS)
    target = roller(rules, str=2, con=2)
    hit = rules.roll_rules().resolve_roll("attack", attacker, {"skill": skill, "weapon": "unarmed", "melee": True,
                                                  "defence": "none"}, TypedDice(faces), target)
    # to Life Points or to Endurance, the attacker's choice: two offers, each the other's alternative
    assert hit.success is True and [o.request["pool"] for o in hit.damage] == ["life_points", "endurance"]
    assert [o.instead for o in hit.damage] == [(1,), (0,)]
    request = dict(hit.damage[0].request)
    out = rules.damage_rules().apply_damage(target.sheet, target.state, request, TypedDice([damage_face]))
    return request, target.state["life_points"] - out.state["life_points"]


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_martial_arts_punch_adds_the_skill_level(preset):
    # the text: "a character with Martial Arts level 3 does an additional 3 points of damage with a kick
    # or punch"; the STR 3 punch of the damage example rolls 2: 2 × 3 = 6, so 6 + 3 = 9
    rules = get_ruleset("afmbe", preset)
    request, taken = punch(rules, "1", [5], 2)
    assert request["weapon"] == "d4×(STR)+3" and request["damage_type"] == "bludgeoning"
    assert taken == 9


def test_a_brawling_punch_is_d4_times_strength():
    rules = get_ruleset("afmbe", "norms")
    request, taken = punch(rules, "0", [5], 2)
    assert request["weapon"] == "d4×STR" and taken == 6
