"""The ammunition declarations every ruleset offers the ammo ledger (app.rules.base defaults)."""

from __future__ import annotations

import pytest

from app.rules.base import AmmoStock, Outcome, RulesError, Ruleset, TrackSpec
from app.rules.dice import Dice


class Bare(Ruleset):
    """A ruleset that declares no ammunition."""

    def sheet_fields(self):
        return ()

    def validate_sheet(self, sheet):
        return dict(sheet)

    def tracks(self, sheet):
        return [TrackSpec("hp", "HP", 5)]

    def initial_state(self, sheet):
        return {"hp": 5}

    def damage_fields(self, sheet):
        return ()

    def apply_damage(self, sheet, state, request, dice):
        return Outcome(dict(state))

    def heal_fields(self, sheet):
        return ()

    def apply_heal(self, sheet, state, request, dice):
        return Outcome(dict(state))

    def roll_initiative(self, sheet, state, mode, dice):
        raise RulesError("none")


def test_a_ruleset_without_ammunition_lists_no_stock_and_refuses_every_change():
    rules = Bare()
    assert rules.ammo_stocks({}, {"hp": 5}) == []
    assert not rules.ammo_fires_once_per_round()
    assert rules.ammo_fire_fields({}, {}, "gun") == ()
    assert rules.ammo_reload_fields({}, {}, "gun") == ()
    assert [c.value for c in rules.ammo_empty_reasons()] == ["lost"]
    for call in (
        lambda: rules.fire_ammo({}, {}, "gun", {}, Dice(seed=1)),
        lambda: rules.reload_ammo({}, {}, "gun", {}, Dice(seed=1)),
        lambda: rules.add_ammo({}, {}, "gun", 1),
        lambda: rules.take_ammo({}, {}, "gun", 1),
        lambda: rules.empty_ammo({}, {}, "gun"),
    ):
        with pytest.raises(RulesError, match="keeps no ammunition"):
            call()


def test_a_stock_totals_its_count_and_spare_rounds():
    stock = AmmoStock("rifle", "Rifle", "rounds", 7, capacity=10, spare=23)
    assert stock.total == 30
    assert Outcome({}).secret is False


def test_giving_ammunition_takes_from_one_and_adds_to_the_other_by_default():
    class Counted(Bare):
        def take_ammo(self, sheet, state, key, amount):
            return Outcome({**state, key: state[key] - amount})

        def add_ammo(self, sheet, state, key, amount):
            return Outcome({**state, key: state[key] + amount})

    taken, added = Counted().give_ammo(({}, {"ap": 5}, "ap"), ({}, {"ap": 1}, "ap"), 2)
    assert (taken.state, added.state) == ({"ap": 3}, {"ap": 3})
    with pytest.raises(RulesError):
        Bare().give_ammo(({}, {}, "ap"), ({}, {}, "ap"), 1)
