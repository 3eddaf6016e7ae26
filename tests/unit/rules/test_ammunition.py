"""The ammunition declarations every ruleset offers the ammo ledger (app.rules.base defaults)."""

from __future__ import annotations

import pytest

from app.rules.base import AmmoStock, Outcome, RulesError, Ruleset, TrackSpec
from app.rules.dice import Dice
from app.rules.features.ammo import NO_AMMO, NoAmmo
from app.rules.features.damage import DamageRules


class NoHarm(DamageRules):
    """Damage and healing that change nothing."""

    def damage_fields(self, sheet):
        return ()

    def apply_damage(self, sheet, state, request, dice):
        return Outcome(dict(state))

    def heal_fields(self, sheet):
        return ()

    def apply_heal(self, sheet, state, request, dice):
        return Outcome(dict(state))


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

    def damage_rules(self):
        return NoHarm()

    def roll_initiative(self, sheet, state, mode, dice):
        raise RulesError("none")


def test_a_ruleset_without_ammunition_lists_no_stock_and_refuses_every_change():
    assert Bare().ammo_rules() is None
    ammo = NO_AMMO  # what the ledger uses for it (app.services.ammo.ledger.ammo_of)
    assert ammo.ammo_stocks({}, {"hp": 5}) == []
    assert not ammo.ammo_fires_once_per_round()
    assert ammo.ammo_fire_fields({}, {}, "gun") == ()
    assert ammo.ammo_reload_fields({}, {}, "gun") == ()
    assert [c.value for c in ammo.ammo_empty_reasons()] == ["lost"]
    for call in (
        lambda: ammo.fire_ammo({}, {}, "gun", {}, Dice(seed=1)),
        lambda: ammo.reload_ammo({}, {}, "gun", {}, Dice(seed=1)),
        lambda: ammo.add_ammo({}, {}, "gun", 1),
        lambda: ammo.take_ammo({}, {}, "gun", 1),
        lambda: ammo.empty_ammo({}, {}, "gun"),
    ):
        with pytest.raises(RulesError, match="keeps no ammunition"):
            call()


def test_a_stock_totals_its_count_and_spare_rounds():
    stock = AmmoStock("rifle", "Rifle", "rounds", 7, capacity=10, spare=23)
    assert stock.total == 30
    assert Outcome({}).secret is False


def test_giving_ammunition_takes_from_one_and_adds_to_the_other_by_default():
    class Counted(NoAmmo):
        def take_ammo(self, sheet, state, key, amount):
            return Outcome({**state, key: state[key] - amount})

        def add_ammo(self, sheet, state, key, amount):
            return Outcome({**state, key: state[key] + amount})

    taken, added = Counted().give_ammo(({}, {"ap": 5}, "ap"), ({}, {"ap": 1}, "ap"), 2)
    assert (taken.state, added.state) == ({"ap": 3}, {"ap": 3})
    with pytest.raises(RulesError):
        NO_AMMO.give_ammo(({}, {}, "ap"), ({}, {}, "ap"), 1)


# ---- each ruleset, in its own currency --------------------------------------------------------------
from app.rules import get_ruleset  # noqa: E402


def afmbe(preset, weapons):
    rules = get_ruleset("afmbe", preset, {})
    sheet = rules.validate_sheet({**rules.new_sheet(), "weapons": weapons})
    return rules, sheet, rules.initial_state(sheet)


SHOTGUN = {"name": "Shotgun", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 0}
KNIFE = {"name": "Knife", "damage": "d4×STR", "damage_type": "slashing", "ranged": False}


def test_norms_a_new_ranged_weapon_has_five_ammo_points_and_spends_one_a_turn():
    rules, sheet, state = afmbe("norms", [KNIFE, SHOTGUN])
    assert rules.ammo_rules().ammo_fires_once_per_round()
    [stock] = rules.ammo_rules().ammo_stocks(sheet, state)
    assert (stock.key, stock.unit, stock.count, "reload" in stock.actions) == ("Shotgun", "AP", 5, False)
    state = rules.ammo_rules().fire_ammo(sheet, state, "Shotgun", {}, Dice(seed=1)).state
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 4
    state = rules.ammo_rules().add_ammo(sheet, state, "Shotgun", 3).state
    state = rules.ammo_rules().take_ammo(sheet, state, "Shotgun", 2).state
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 5
    with pytest.raises(RulesError, match="Not that many Ammo Points"):
        rules.ammo_rules().take_ammo(sheet, state, "Shotgun", 6)
    state = rules.ammo_rules().empty_ammo(sheet, state, "Shotgun").state
    with pytest.raises(RulesError, match="is empty: no Ammo Points left"):
        rules.ammo_rules().fire_ammo(sheet, state, "Shotgun", {}, Dice(seed=1))
    with pytest.raises(RulesError, match="No such weapon"):
        rules.ammo_rules().fire_ammo(sheet, state, "Knife", {}, Dice(seed=1))


def test_norms_the_sheet_can_give_other_starting_points():
    rules, sheet, state = afmbe("norms", [{**SHOTGUN, "ammo": 2}])
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 2


def test_unisystem_shots_bursts_and_rock_and_roll_spend_rounds_and_reload_from_spares():
    rules, sheet, state = afmbe("unisystem", [{**SHOTGUN, "name": "SMG", "automatic": True, "ammo": 30}])
    assert not rules.ammo_rules().ammo_fires_once_per_round()
    assert [f.key for f in rules.ammo_rules().ammo_fire_fields(sheet, state, "SMG")] == [
        "shots",
        "bursts",
        "burst_size",
        "groups",
    ]
    fired = rules.ammo_rules().fire_ammo(
        sheet, state, "SMG", {"shots": 2, "bursts": 2, "burst_size": 3, "groups": 1}, Dice()
    )
    [stock] = rules.ammo_rules().ammo_stocks(sheet, fired.state)
    assert (stock.count, stock.capacity, stock.spare) == (12, 30, 0)  # 30 − (2 + 3 + 3 + 10)
    with pytest.raises(RulesError, match="A burst is 2 to 5"):
        rules.ammo_rules().fire_ammo(sheet, state, "SMG", {"shots": 0, "bursts": 1, "burst_size": 6}, Dice())
    with pytest.raises(RulesError, match="loaded, {asked}"):
        rules.ammo_rules().fire_ammo(sheet, fired.state, "SMG", {"shots": 0, "groups": 2}, Dice())
    with pytest.raises(RulesError, match="No spare rounds"):
        rules.ammo_rules().reload_ammo(sheet, fired.state, "SMG", {}, Dice())
    found = rules.ammo_rules().add_ammo(sheet, fired.state, "SMG", 25).state
    reloaded = rules.ammo_rules().reload_ammo(sheet, found, "SMG", {}, Dice()).state
    [stock] = rules.ammo_rules().ammo_stocks(sheet, reloaded)
    assert (stock.count, stock.spare, stock.total) == (30, 7, 37)
    with pytest.raises(RulesError, match="is full") as full:
        rules.ammo_rules().reload_ammo(sheet, reloaded, "SMG", {}, Dice())
    assert full.value.words == {"weapon": "SMG", "count": 30, "capacity": 30}  # which weapon, how full
    given = rules.ammo_rules().take_ammo(sheet, reloaded, "SMG", 7).state
    assert rules.ammo_rules().ammo_stocks(sheet, given)[0].spare == 0


def gridlimbs(clips=4):
    rules = get_ruleset("gridlimbs", None, {})
    sheet = rules.validate_sheet({**rules.new_sheet(), "starting_item": "pistol"})
    state = {**rules.initial_state(sheet), "clips": [15] * clips}
    return rules, sheet, state


def test_gridlimbs_guns_fire_from_the_loaded_clip_and_spare_clips_are_one_stock():
    rules, sheet, state = gridlimbs()
    gun, clips = rules.ammo_rules().ammo_stocks(sheet, state)
    assert (gun.key, gun.count, gun.capacity, gun.label_ctx) == ("gun1", 15, 15, "rules")
    assert (clips.key, clips.unit, clips.count, clips.clips) == ("clips", "clips", 4, (15, 15, 15, 15))
    state = rules.ammo_rules().fire_ammo(sheet, state, "gun1", {"bullets": 12}, Dice()).state
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 3
    with pytest.raises(RulesError, match="does not hold that many"):
        rules.ammo_rules().fire_ammo(sheet, state, "gun1", {"bullets": 4}, Dice())
    with pytest.raises(RulesError, match="cannot be done"):
        rules.ammo_rules().fire_ammo(sheet, state, "clips", {}, Dice())


def test_gridlimbs_a_hasty_reload_is_secret_and_a_named_clip_is_not():
    rules, sheet, state = gridlimbs()
    state = {**rules.ammo_rules().fire_ammo(sheet, state, "gun1", {"bullets": 12}, Dice()).state, "clips": [15, 4, 9]}
    hasty = rules.ammo_rules().reload_ammo(sheet, state, "gun1", {"how": "hasty", "keep": True}, Dice(seed=3))
    gun, clips = rules.ammo_rules().ammo_stocks(sheet, hasty.state)
    assert hasty.secret and hasty.arithmetic == "1" and len(hasty.rolls) == 1
    assert sorted([gun.count, *clips.clips]) == [3, 4, 9, 15]  # the old clip of 3 kept
    chosen = rules.ammo_rules().reload_ammo(
        sheet, state, "gun1", {"how": "chosen", "declared": 9, "keep": False}, Dice()
    )
    gun, clips = rules.ammo_rules().ammo_stocks(sheet, chosen.state)
    assert (chosen.secret, chosen.arithmetic, gun.count, clips.clips) == (False, "2", 9, (15, 4))
    missing = rules.ammo_rules().reload_ammo(sheet, state, "gun1", {"how": "chosen", "declared": 7}, Dice(seed=2))
    assert missing.secret and missing.arithmetic == "2"


def test_gridlimbs_a_full_clip_is_not_reloaded():
    """A full pistol is not reloaded: its clip of fifteen was thrown away for one drawn at random."""
    rules, sheet, state = gridlimbs()
    with pytest.raises(RulesError, match="is full") as full:
        rules.ammo_rules().reload_ammo(sheet, state, "gun1", {"how": "hasty", "keep": False}, Dice(seed=3))
    assert full.value.words == {"weapon": {"t": "Pistol", "ctx": "rules"}, "count": 15, "capacity": 15}


def test_gridlimbs_clips_found_are_full_and_clips_given_keep_their_rounds():
    rules, sheet, state = gridlimbs(clips=0)
    state = {**state, "clips": [4, 15]}
    found = rules.ammo_rules().add_ammo(sheet, state, "clips", 2).state
    assert found["clips"] == [4, 15, 15, 15]
    other = gridlimbs(clips=0)[2]
    taken, added = rules.ammo_rules().give_ammo((sheet, found, "clips"), (sheet, other, "clips"), 1)
    assert (taken.state["clips"], added.state["clips"]) == ([15, 15, 15], [4])
    with pytest.raises(RulesError, match="Not that many spare clips"):
        rules.ammo_rules().give_ammo((sheet, other, "clips"), (sheet, found, "clips"), 1)
    emptied = rules.ammo_rules().empty_ammo(sheet, state, "gun1").state
    assert rules.ammo_rules().ammo_stocks(sheet, emptied)[0].count == 0


def test_d10under_rounds_loaded_spend_a_turns_shots_and_reload_to_the_magazine():
    rules = get_ruleset("d10under", None, {})
    rifle = {"name": "Rifle", "kind": "ranged", "damage": 30, "shots": 2, "magazine": 5, "criticals": True}
    sheet = rules.validate_sheet({**rules.new_sheet(), "weapons": [rifle]})
    state = rules.initial_state(sheet)
    [stock] = rules.ammo_rules().ammo_stocks(sheet, state)
    assert (stock.count, stock.capacity) == (5, 5)
    state = rules.ammo_rules().fire_ammo(sheet, state, "Rifle", {"shots": 2}, Dice()).state
    with pytest.raises(RulesError, match="fires at most") as refused:
        rules.ammo_rules().fire_ammo(sheet, state, "Rifle", {"shots": 3}, Dice())
    assert refused.value.words == {"count": 2}  # the rifle's shots a turn, said in the refusal
    # «Перезарядка обычно занимает весь ход»: a reload takes the rounds carried, none from nowhere
    with pytest.raises(RulesError, match="No spare rounds to reload with"):
        rules.ammo_rules().reload_ammo(sheet, state, "Rifle", {}, Dice())
    state = rules.ammo_rules().add_ammo(sheet, state, "Rifle", 1).state  # one round found: carried
    [stock] = rules.ammo_rules().ammo_stocks(sheet, state)
    assert (stock.count, stock.spare, stock.total) == (3, 1, 4)
    reloaded = rules.ammo_rules().reload_ammo(sheet, state, "Rifle", {}, Dice())
    assert (reloaded.state["ammo"], reloaded.state["spare"]) == ({"Rifle": 4}, {"Rifle": 0})
    assert [(line.text, line.args) for line in reloaded.lines][-1] == (
        "{moved} rounds into the magazine; {spare} spare left.", {"moved": 1, "spare": 0})
    state = rules.ammo_rules().add_ammo(sheet, state, "Rifle", 9).state
    with pytest.raises(RulesError, match="Not that many spare rounds"):
        rules.ammo_rules().take_ammo(sheet, state, "Rifle", 11)
    state = rules.ammo_rules().empty_ammo(sheet, state, "Rifle").state
    assert state["ammo"] == {"Rifle": 0}
    reloaded = rules.ammo_rules().reload_ammo(sheet, state, "Rifle", {}, Dice()).state
    assert (reloaded["ammo"], reloaded["spare"]) == ({"Rifle": 5}, {"Rifle": 5})  # 10 carried, 5 went in
    with pytest.raises(RulesError, match="is full") as full:
        rules.ammo_rules().reload_ammo(sheet, reloaded, "Rifle", {}, Dice())
    assert full.value.words == {"weapon": "Rifle", "count": 5, "capacity": 5}  # "Rifle is full (5/5)."


def test_twdu_a_simple_count_that_a_mess_up_can_empty():
    rules = get_ruleset("twdu", None, {})
    revolver = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}
    axe = {"name": "Fire axe", "kind": "close", "bonus": 2, "damage": 2, "range": "short", "ammo": 0}
    sheet = rules.validate_sheet({**rules.new_sheet(), "weapons": [axe, revolver]})
    state = rules.initial_state(sheet)
    [stock] = rules.ammo_rules().ammo_stocks(sheet, state)
    assert (stock.key, stock.count, stock.capacity) == ("Revolver", 6, 0)
    assert rules.ammo_rules().ammo_empty_reasons()[0].value == "mess_up"
    state = rules.ammo_rules().fire_ammo(sheet, state, "Revolver", {"shots": 2}, Dice()).state
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 4
    with pytest.raises(RulesError, match="Not enough ammunition"):
        rules.ammo_rules().fire_ammo(sheet, state, "Revolver", {"shots": 5}, Dice())
    with pytest.raises(RulesError, match="at least 1"):
        rules.ammo_rules().add_ammo(sheet, state, "Revolver", -2)
    state = rules.ammo_rules().empty_ammo(sheet, state, "Revolver").state
    assert rules.ammo_rules().ammo_stocks(sheet, state)[0].count == 0
