"""The AFMBE attack form starts on the skill a GM would pick, not on "No skill"."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_the_attack_starts_on_guns_and_the_task_on_no_skill(preset):
    rules = get_ruleset("afmbe", preset)
    sheet = rules.new_sheet()
    sheet["skills"] = [
        {"name": "Notice", "level": 4},
        {"name": "Guns", "type": "Handgun", "level": 2},
        {"name": "Brawling", "level": 1},
    ]
    sheet["weapons"] = [{"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]
    kinds = {k.key: k for k in rules.roll_rules().roll_kinds(sheet)}
    attack = next(k for k in kinds.values() if k.opposed)
    skill = next(f for f in attack.fields if f.key == "skill")
    assert skill.default == "1"  # Guns 2 for the pistol, not Notice 4
    task = next(k for k in kinds.values() if not k.opposed and any(f.key == "skill" for f in k.fields))
    assert next(f for f in task.fields if f.key == "skill").default == ""
    sheet["weapons"] = []  # the bare hands: Brawling
    attack = next(k for k in rules.roll_rules().roll_kinds(sheet) if k.opposed)
    assert next(f for f in attack.fields if f.key == "skill").default == "2"
    sheet["skills"] = [{"name": "Notice", "level": 4}, {"name": "Drive", "type": "Car", "level": 5}]
    attack = next(k for k in rules.roll_rules().roll_kinds(sheet) if k.opposed)
    assert next(f for f in attack.fields if f.key == "skill").default == ""  # no skill for the blow: unskilled
