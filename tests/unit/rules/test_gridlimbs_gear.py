"""Clips, the bulletproof vest and the weapon list (rule text, "Movement and Combat", "Weapon List",
"Bulletproof Vest")."""

from fractions import Fraction

import pytest

from app.rules.base import RulesError
from app.rules.dice import Dice, TypedDice
from app.rules.gridlimbs import (
    CLIP_SIZE,
    WEAPONS,
    Clips,
    Vest,
    chosen_reload,
    grenade_blast_radius,
    grenade_damage,
    hasty_reload,
    rounds_to_draw,
    shoot,
    smg_spray_bullets,
    stop_chance,
    torso_hit,
)
from app.services.logtext import render


def test_weapon_list_figures():
    pistol, rifle, smg = WEAPONS["pistol"], WEAPONS["rifle"], WEAPONS["smg"]
    assert (pistol.shots_per_round, pistol.damage, pistol.force, pistol.two_handed) == (2, 6, 5, False)
    assert (rifle.shots_per_round, rifle.damage, rifle.force, rifle.two_handed) == (1, 12, 7, True)
    assert (smg.shots_per_round, smg.damage, smg.force, smg.two_handed) == (1, 9, 6, True)
    assert WEAPONS["katana"].melee_modifier == 2 and not WEAPONS["katana"].ranged
    assert not WEAPONS["grenade"].two_handed


def test_smg_spray_is_two_bullets_a_target():
    assert smg_spray_bullets(3) == 6


def test_grenade_damage_and_radius_ten_to_fifteen():
    assert grenade_damage(TypedDice([1])).total == 10
    assert grenade_blast_radius(TypedDice([6])).total == 15
    record = grenade_damage(TypedDice([4]))
    assert record.total == 13 and [f.value for f in record.faces] == [4]


def test_clips_start_at_fifteen_and_count_one_by_one():
    assert CLIP_SIZE == 15
    clips = shoot(shoot(Clips(15), 2), 1)
    assert clips.loaded == 12


def test_cannot_fire_more_than_the_clip_holds():
    with pytest.raises(RulesError):
        shoot(Clips(1), 2)


def test_reload_discards_the_old_clip_by_default_choice():
    result = hasty_reload(Clips(3, (15, 15)), keep=False, dice=TypedDice([]))
    assert result.clips == Clips(15, (15,))
    assert result.rounds == 1 and result.record is None  # both spares alike: no roll


def test_reload_keeping_the_old_clip_puts_it_with_the_spares():
    result = hasty_reload(Clips(3, (15,)), keep=True, dice=TypedDice([]))
    assert result.clips == Clips(15, (3,))


def test_hasty_reload_risks_the_three_bullet_clip():
    # "if you reload and keep a three-bullet clip, and then later have to reload within a round ...
    #  you risk loading the three-bullet clip in the heat of the moment"
    clips = Clips(0, (3, 15, 15))
    result = hasty_reload(clips, keep=False, dice=TypedDice([1]))
    assert result.clips == Clips(3, (15, 15))
    assert result.random and [f.value for f in result.record.faces] == [1]
    assert render("{roll}", {"roll": result.record.text}, "rules") == "d3 rolled 1: a clip of 3 rounds"
    one = hasty_reload(Clips(0, (1, 15)), keep=False, dice=TypedDice([1])).record
    assert render("{roll}", {"roll": one.text}, "rules") == "d2 rolled 1: a clip of 1 round"
    assert hasty_reload(clips, keep=False, dice=TypedDice([3])).clips == Clips(15, (3, 15))


def test_chosen_reload_takes_two_rounds_and_loads_the_named_clip():
    result = chosen_reload(Clips(0, (3, 15, 9)), declared_rounds=9, keep=False, dice=TypedDice([]))
    assert result.rounds == 2 and not result.random
    assert result.clips == Clips(9, (3, 15))


def test_chosen_reload_of_a_clip_that_does_not_exist_loads_a_random_one():
    # "if you declare a non-existent clip, you will still take the two rounds to reload and load a
    #  random clip"
    result = chosen_reload(Clips(0, (3, 15)), declared_rounds=7, keep=True, dice=TypedDice([1]))
    assert result.rounds == 2 and result.random
    assert result.clips == Clips(3, (15, 0))


def test_reload_without_spares_is_refused():
    with pytest.raises(RulesError):
        hasty_reload(Clips(0), keep=False, dice=Dice(seed=1))


def test_vest_stops_the_first_bullet_without_a_roll():
    # "Initially, a bulletproof vest will prevent any bullet damage to the main body"
    result = torso_hit(Vest(True), 6, bullet=True, dice=TypedDice([]))
    assert result.damage == 0 and result.stopped and result.record is None
    assert result.vest.failure == 1  # "After the first bullet, there is a 1/100 chance"


def test_vest_failure_chance_rises_by_one_per_stopped_bullet():
    vest = Vest(True, 1)
    assert stop_chance(vest) == Fraction(99, 100)
    held = torso_hit(vest, 6, bullet=True, dice=TypedDice([2]))
    assert held.stopped and held.vest.failure == 2
    failed = torso_hit(vest, 6, bullet=True, dice=TypedDice([1]))
    assert not failed.stopped and failed.damage == 6 and failed.vest.failure == 1


def test_non_bullet_torso_damage_adds_its_amount_to_the_failure_chance():
    result = torso_hit(Vest(True, 5), 12, bullet=False, dice=TypedDice([]))
    assert result.damage == 12 and result.vest.failure == 17


def test_vest_useless_at_a_hundred():
    # "Once the chance for the BP vest to fail reaches 100, it is deemed useless."
    worn = torso_hit(Vest(True, 95), 10, bullet=False, dice=TypedDice([])).vest
    assert worn.failure == 100 and worn.useless
    assert stop_chance(worn) == 0
    assert torso_hit(worn, 6, bullet=True, dice=TypedDice([])).damage == 6


def test_no_vest_no_protection():
    assert torso_hit(Vest(False), 6, bullet=True, dice=TypedDice([])).damage == 6


def test_drawing_a_concealed_katana_takes_a_round():
    # "to draw a concealed katana takes up a round of combat"
    assert rounds_to_draw("katana", concealed=True) == 1
    assert rounds_to_draw("katana", concealed=False) == 0
    assert rounds_to_draw("pistol", concealed=True) == 0


def test_a_drawn_katana_is_put_away_at_once_and_drawn_again_in_a_round():
    # "All items can be concealed; however, to draw a concealed katana takes up a round of combat":
    # concealing has no cost in the text, the draw back out takes the round again (not one spent on a blow)
    from app.rules.gridlimbs.drawing import draw, drawn_katanas, put_away, put_away_odds, round_ends

    sheet = {"starting_item": "katana", "weapons": [{"weapon": "katana", "concealed": False},
                                                     {"weapon": "pistol"}]}
    state: dict = {"drawn": [], "fought": True}  # he has struck this round: no matter
    assert drawn_katanas(sheet, state) == 2
    once = put_away(sheet, state)
    assert (once.result.text, dict(once.result.args)) == (
        "Puts a katana away, concealed; {count} {count|katana|katanas} still drawn", {"count": 1})
    assert once.state["put_away"] == [0] and drawn_katanas(sheet, once.state) == 1
    twice = put_away(sheet, once.state)
    assert twice.state["put_away"] == [-1, 0] and drawn_katanas(sheet, twice.state) == 0
    with pytest.raises(RulesError, match="every katana is concealed already"):
        put_away_odds(sheet, twice.state)
    with pytest.raises(RulesError, match="Has already struck this round"):  # the round went to his blow
        draw(sheet, twice.state, fighting=True)
    drawing = draw(sheet, {**twice.state, "fought": False}, fighting=True)  # the starting one first, a round's work
    assert drawing.state["drawing"] == [-1] and drawn_katanas(sheet, drawing.state) == 0
    with pytest.raises(RulesError, match="the one being drawn is out at the round's end"):
        put_away(sheet, drawing.state)
    out = round_ends(drawing.state)
    assert drawn_katanas(sheet, out) == 1 and put_away(sheet, out).state["drawn"] == []


def test_a_round_spent_moving_furniture_leaves_no_round_to_draw_a_katana_in():
    # moving furniture is "as if you are sprinting": the round is spent, the draw waits for the next
    from app.rules.gridlimbs.drawing import draw, draw_odds

    sheet = {"weapons": [{"weapon": "katana", "concealed": True}]}
    state: dict = {"sprinted": True}
    with pytest.raises(RulesError, match="Has already sprinted or moved furniture this round"):
        draw_odds(sheet, state, fighting=True)
    with pytest.raises(RulesError, match="drawn in the next round"):
        draw(sheet, state, fighting=True)
    assert draw(sheet, state, fighting=False).state["drawn"] == [0]  # out of a fight: at once
