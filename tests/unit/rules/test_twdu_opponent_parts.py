"""twdu: a duel is "a simple opposed roll", so the dice dock names where the opponent's dice come
from as it names the roller's, and the opponent rolls what the names add up to."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import TypedDice
from app.rules.rolling import Roller

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}


def roller(rules, name, player=True, state=None, **sheet):
    clean = rules.validate_sheet({**rules.new_sheet(), **sheet})
    return Roller(clean, {**rules.initial_state(clean), **(state or {})}, player, name)


def named(parts):
    return [(p.text, p.count, p.args.get("name", {}).get("t")) for p in parts.parts]


def test_a_duel_names_the_opponent_s_dice_and_the_opponent_rolls_their_sum():
    # "It is handled as a simple opposed roll": the opponent rolls a pool of their own.  The old
    # code named only the roller's ("9 × d6 = Agility 4 + Ranged Combat 3 + gear 2").
    rules = get_ruleset("twdu")
    ana = roller(rules, "Ana", agility=4, ranged_combat=3, weapons=[REVOLVER])
    rook = roller(rules, "Rook", False, {"stress": 1}, agility=3, ranged_combat=2, weapons=[REVOLVER])
    inputs = {"item": "w0", "band": "long", "opponent_gear": 1, "opponent_modifier": -1}
    mine = rules.roll_rules().roll_parts("duel", ana, inputs, rook)
    assert mine is not None and mine.total == 9
    theirs = rules.roll_rules().opponent_parts("duel", ana, inputs, rook)
    assert theirs is not None
    assert named(theirs) == [("{name} {count}", 3, "Agility"), ("{name} {count}", 2, "Ranged Combat"),
                             ("gear {count}", 1, None), ("modifier {count}", -1, None),
                             ("{count} stress {count|die|dice}", 1, None)]
    assert theirs.total == theirs.summed == 6
    # the opponent rolls what the parts add up to: 9 faces of the roller's, then 6 of the opponent's
    result = rules.roll_rules().resolve_roll("duel", ana, inputs, TypedDice([1] * 9 + [6, 6, 2, 2, 2, 2]), rook)
    assert [len(r.faces) for r in result.records] == [9, 6]
    # at Short range the opponent's skill follows the band: Close Combat, with Agility for a firearm
    short = rules.roll_rules().opponent_parts(
        "duel", ana, {"item": "w0", "band": "short", "opponent_firearm": True}, rook)
    assert named(short)[:2] == [("{name} {count}", 3, "Agility"), ("{name} {count}", 0, "Close Combat")]
    with pytest.raises(RulesError):  # what the roll refuses, the parts refuse: Ranged Combat at Short range
        rules.roll_rules().opponent_parts(
            "duel", ana, {"item": "w0", "band": "short", "opponent_skill": "ranged_combat"}, rook)


def test_a_roll_without_an_opposing_pool_names_none():
    rules = get_ruleset("twdu")
    ana = roller(rules, "Ana", agility=4, ranged_combat=3, weapons=[REVOLVER])
    rook = roller(rules, "Rook", False)
    assert rules.roll_rules().opponent_parts("skill", ana, {}, rook) is None
    assert rules.roll_rules().opponent_parts("defenseless", ana, {"item": "w0"}, rook) is None
