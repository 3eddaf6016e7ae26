"""d10under's melee in groups through the melee service, the way the melee dialog calls it: the
GM's first grouping set for the fight, a group's exchange rolled with its hits dealt, each one
undoable log line, and what is refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bundle import Services
from app.services.logtext import render_event
from tests.audit.helpers import add, campaign, state


@pytest.fixture
def fight(tmp_path, qapp) -> Iterator[tuple[Services, dict[str, int]]]:
    with campaign(tmp_path, "d10under") as services:
        who = {"Ann": add(services, "Ann", agility=6), "Ben": add(services, "Ben", agility=4, strength=6)}
        for i in range(1, 6):
            who[f"Z{i}"] = add(services, f"Z{i}", "zombie", agility=2)
        who["Out"] = add(services, "Out", "zombie", agility=2)  # not in the fight
        assert services.initiative.start([who[k] for k in who if k != "Out"], name="Yard")
        yield services, who


def last_line(services):
    return render_event(services.campaign.events()[-1])


def refusal(services, work):
    said = []
    services.melee.failed.connect(lambda _ctx, message: said.append(message))
    before = len(services.campaign.events())
    assert not work()
    assert len(services.campaign.events()) == before  # nothing written
    return said[-1]


def test_the_first_grouping_shares_the_zombies_out_and_is_set_for_the_fight(fight):
    services, who = fight
    assert services.melee.available
    # "если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с 3-мя"; five: as even as it goes
    first = services.melee.first_grouping()
    assert first == [([who["Ann"]], [who["Z1"], who["Z2"], who["Z3"]]), ([who["Ben"]], [who["Z4"], who["Z5"]])]
    assert services.melee.groups() == []
    assert services.melee.set_groups(first)
    assert services.melee.groups() == first
    assert last_line(services) == "Melee groups: Ann against Z1, Z2, Z3; Ben against Z4, Z5"
    assert services.campaign.undo()
    assert services.melee.groups() == []
    # the undo names the groups it takes away (it said "Undone: Melee groups", naming nothing)
    assert last_line(services) == "Undo: Melee groups: Ann against Z1, Z2, Z3; Ben against Z4, Z5"


def test_the_gm_may_turn_more_on_one_and_sides_may_change(fight):
    services, who = fight
    # "Мастер может решить, что больше противников обратят внимание на одного, чем на другого"
    groups = [([who["Ann"]], [who["Z1"], who["Z2"], who["Z3"], who["Z4"]]), ([who["Ben"]], [who["Z5"]])]
    assert services.melee.set_groups(groups)
    assert services.melee.groups() == groups
    # a fighter put on the players' side (Z5 turned): four zombies shared out among three
    assert services.melee.first_grouping({who["Z5"]: 1}) == [
        ([who["Ann"]], [who["Z1"], who["Z2"]]), ([who["Ben"]], [who["Z3"]]), ([who["Z5"]], [who["Z4"]])]


def test_the_texts_exchange_one_against_three_hits_the_one_the_gm_picks(fight):
    services, who = fight
    assert services.melee.set_groups(services.melee.first_grouping())
    # "У игрока выпало 4, 6 и 9, у зомби с ловкостью 2 - 1, 8 и 9 … Победил игрок"
    assert services.melee.exchange(0, target=who["Z2"], faces="4 6 9 1 8 9")
    assert state(services, who["Z2"])["health"] == 75  # Strength 5 × 5
    assert [state(services, who[z])["health"] for z in ("Z1", "Z3")] == [100, 100]
    line = last_line(services)
    assert line.startswith("Melee exchange with table dice: Ann: won the exchange against Z1, Z2, Z3 "
                           "(a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2)")
    assert "Damage to Z2: Health 100 − damage 25 = 75" in line
    assert "Ann hits Z2: 25 damage" in line and "hits Z1" not in line and "hits Z3" not in line
    assert services.campaign.undo()
    assert state(services, who["Z2"])["health"] == 100


def test_several_winners_against_one_each_deal_full_damage(fight):
    services, who = fight
    # "Если же например 3 игрока победили 1 зомби (или 3 зомби 1 игрока) то КАЖДЫЙ наносит ему полный урон"
    assert services.melee.set_groups([([who["Ann"], who["Ben"]], [who["Z1"]])])
    assert services.melee.exchange(0, faces="9 2 3 4 5 6")  # Ann 9 2 3, Ben 4 5, Z1 6
    assert state(services, who["Z1"])["health"] == 100 - 25 - 30
    line = last_line(services)  # the log says who hit whom, each hit as it was dealt
    assert "Ann hits Z1: 25 damage" in line and "Ben hits Z1: 30 damage" in line


def test_mixed_agility_a_tie_goes_to_who_rolled_it(fight):
    services, who = fight
    assert services.melee.set_groups([([who["Ben"]], [who["Z1"]])])
    odds = services.melee.odds([who["Ben"]], [who["Z1"]])  # Agility 4: two dice against one
    assert odds[0].label == "Win the exchange" and odds[0].chance > odds[1].chance
    assert services.melee.exchange(0, faces="7 3 7")  # highest dice 7 and 7: Agility 4 beats 2
    assert state(services, who["Z1"])["health"] == 70


def test_what_is_refused_changes_nothing(fight):
    services, who = fight
    assert "split the groups" in refusal(services, lambda: services.melee.set_groups(
        [([who["Ann"], who["Ben"]], [who["Z1"], who["Z2"]])]))
    assert "in this fight" in refusal(services, lambda: services.melee.set_groups([([who["Ann"]], [who["Out"]])]))
    assert "only one melee group" in refusal(services, lambda: services.melee.set_groups(
        [([who["Ann"]], [who["Z1"]]), ([who["Ben"]], [who["Z1"]])]))
    assert "no such melee group" in refusal(services, lambda: services.melee.exchange(0)).lower()
    assert services.melee.set_groups(services.melee.first_grouping())
    assert "lone winner" in refusal(services, lambda: services.melee.exchange(0, target=who["Z4"]))
    assert refusal(services, lambda: services.melee.exchange(0, faces="4 6 9 1 8 9 5"))  # a die too many
    assert [state(services, who[z])["health"] for z in ("Z1", "Z2", "Z3")] == [100, 100, 100]


def test_the_dice_to_type_name_each_fighter_in_turn(fight):
    """«Dice to type, in this order: 3 × d10 (Melee)» named no one: each fighter's dice are said in
    the order they are typed."""
    from app.services.logtext import qt_translate, render_value

    services, who = fight
    assert services.melee.set_groups([([who["Ben"]], [who["Z1"]]), ([who["Ann"]], [who["Z2"], who["Z3"]])])
    said = render_value(services.melee.dice_wanted(0), qt_translate)
    assert said == "Dice to type, in this order: Ben: 2 × d10; Z1: 1 × d10", said
    said = render_value(services.melee.dice_wanted(1), qt_translate)
    assert said.startswith("Dice to type, in this order: Ann: 3 × d10; Z2: 1 × d10; Z3: 1 × d10"), said
