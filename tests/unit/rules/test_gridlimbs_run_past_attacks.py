"""Running past enemies, resolved blow by blow (gridlimbs): the text's example of four zombies, the
katanas in the working hands, the block that meets a run, and a block that lasts one round."""

from __future__ import annotations

import pytest

from app.rules.base import RulesError
from app.rules.gridlimbs import ruleset
from app.rules.gridlimbs.run_past import matched_attacks
from app.rules.gridlimbs.run_past_attacks import declare_block, run_past
from app.rules.worked import english
from tests.unit.rules.test_gridlimbs_against_text import TEXT_RUN, TEXT_ZOMBIES

KATANA = {"weapon": "katana", "concealed": False}


def say(line) -> str:
    return english({"t": line.text, "args": dict(line.args)})


def runner(rules, katanas=2, **stats):
    sheet = rules.validate_sheet({**rules.new_sheet(), "weapons": [KATANA] * katanas, "speed": 6, **stats})
    return sheet, rules.initial_state(sheet)


def zombies(rules, **stats):
    sheet = rules.validate_sheet({**rules.new_sheet(), "max_hp": 12, **stats})
    return {i + 10: (tile, sheet, rules.initial_state(sheet)) for i, tile in enumerate(TEXT_ZOMBIES)}


def test_the_texts_run_strikes_two_zombies_with_one_katana_and_all_four_with_two():
    assert [(step, tile) for step, _w, tile in matched_attacks(TEXT_RUN, TEXT_ZOMBIES, 1)] == [
        (2, (2, 2)), (3, (2, 1))]
    rules = ruleset()
    one = run_past(rules, TEXT_RUN, *runner(rules, katanas=1), zombies(rules))
    two = run_past(rules, TEXT_RUN, *runner(rules), zombies(rules))
    assert len(one.hits) == 2 and len(two.hits) == 4
    assert [say(line) for hit in two.hits[:2] for line in hit.intro] == [
        "Struck in passing at D3 (Right hand): 4 damage.",
        "Struck in passing at D3 (Left hand): 4 damage.",
    ]
    assert two.hits[0].requests[0]["weapon"] == "katana"
    assert two.shooter_outcome.state["fought"] is True  # stamina recovery reads it


def test_a_useless_arm_holds_no_katana_and_a_lone_katana_goes_in_the_stronger_hand():
    rules = ruleset()
    sheet, state = runner(rules, right_hand=20)
    state = {**state, "right_arm": 0}
    attack = run_past(rules, TEXT_RUN, sheet, state, zombies(rules))
    assert len(attack.hits) == 2  # one katana left to strike with: the left hand's
    assert say(attack.hits[0].intro[0]) == (
        "Struck in passing at D3 (Left hand): 6 damage.")  # 2 × 2 × 80% × 2, rounded down


def test_a_block_declared_with_no_enemy_adjacent_holds_against_a_faster_runner_for_one_round():
    rules = ruleset()
    foes = zombies(rules)
    tile, sheet, state = foes[10]
    declared = declare_block(rules, sheet, state, tile, [(3, 4)])
    assert declared.state["blocking"] == {"braced": True}
    assert "Blocking" in [c.label for c in rules.conditions(sheet, declared.state)]
    foes[10] = (tile, sheet, declared.state)
    attack = run_past(rules, TEXT_RUN, *runner(rules), foes)
    blocked = next(h for h in attack.hits if h.character_id == 10)
    assert blocked.requests[0]["amount"] == 2  # 4 − Strength 2
    assert rules.end_of_round(sheet, declared.state, None).state.get("blocking") is None
    unbraced = declare_block(rules, sheet, state, tile, [(3, 1)])  # a runner beside it
    assert unbraced.state["blocking"] == {"braced": False}
    foes[10] = (tile, sheet, unbraced.state)
    hit = next(h for h in run_past(rules, TEXT_RUN, *runner(rules), foes).hits if h.character_id == 10)
    assert hit.requests[0]["amount"] == 4  # the block failed: the whole blow
    assert say(hit.intro[1]) == "The block fails: the runner is not slower."


def test_the_dead_neither_run_nor_block():
    rules = ruleset()
    sheet, state = runner(rules)
    dead = {**state, "torso": 0}
    with pytest.raises(RulesError):
        run_past(rules, TEXT_RUN, sheet, dead, zombies(rules))
    with pytest.raises(RulesError):
        declare_block(rules, sheet, dead, (0, 0), [])
