"""Running past enemies on the battle map (gridlimbs): one melee attack per drawn katana for each
tile stepped on, each through the damage pipeline, in the move's one undoable log line; and the
block declared from the map that meets such a run (declared with no enemy adjacent it holds against
a faster runner)."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.stores import campaign_target
from tests.unit.services.test_battle_map import add, character, last_line


@pytest.fixture
def grid_campaign(tmp_path, qapp):
    opened = []

    def make():
        path = campaign_target(tmp_path, "run.deadwatch")
        create_campaign(str(path), "Run", "gridlimbs", None).engine.dispose()
        opened.append(open_services(str(path), Dice(seed=3)))
        return opened[-1]

    yield make
    for services in opened:
        services.close()


def columns(services, katanas=2, zombie_speed=2):
    """The text's example: Ann runs from B2 up the gap between two zombies, one on each side."""
    ann = add(services, "Ann", weapons=[{"weapon": "katana", "concealed": False}] * katanas, speed=6)
    z1 = add(services, "Z1", "zombie", speed=zombie_speed, max_hp=12)
    z2 = add(services, "Z2", "zombie", speed=zombie_speed, max_hp=12)
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ann: (1, 1), z1: (2, 0), z2: (2, 2)})
    return ann, z1, z2


PATH = [(1, 1), (2, 1), (3, 1)]


def test_two_katanas_strike_both_zombies_beside_one_tile_and_one_undo_takes_it_all_back(grid_campaign):
    services = grid_campaign()
    ann, z1, z2 = columns(services)
    before = {z: character(services, z).state["torso"] for z in (z1, z2)}
    preview = services.battle_map.passing_attacks(ann, PATH)
    assert [h.character_id for h in preview.hits] == [z1, z2]
    assert services.battle_map.move(ann, PATH, attacks=True)
    line = last_line(services)
    assert line.startswith("Ann runs B2 → D2, striking in passing")
    assert "Z1: Struck in passing at C2 (Right hand): 4 damage." in line
    assert "Z2: Struck in passing at C2 (Left hand): 4 damage." in line
    assert {z: character(services, z).state["torso"] for z in (z1, z2)} == {z: v - 4 for z, v in before.items()}
    assert character(services, ann).state["fought"] is True  # stamina recovery reads it
    services.campaign.undo()
    assert {z: character(services, z).state["torso"] for z in (z1, z2)} == before
    assert services.battle_map.battle_map().tokens[ann] == (1, 1)


def test_one_katana_strikes_one_of_them_and_a_move_past_nobody_is_refused(grid_campaign):
    services = grid_campaign()
    ann, z1, z2 = columns(services, katanas=1)
    assert len(services.battle_map.passing_attacks(ann, PATH).hits) == 1
    assert not services.battle_map.move(ann, [(1, 1), (0, 1), (0, 2)], attacks=True)  # no zombie beside
    assert services.battle_map.battle_map().tokens[ann] == (1, 1)  # refused: nothing moved
    assert services.battle_map.move(ann, PATH, attacks=True)
    assert last_line(services).count("Struck in passing") == 1


def test_a_block_declared_with_no_enemy_adjacent_holds_against_the_faster_runner(grid_campaign):
    services = grid_campaign()
    ann, z1, z2 = columns(services, zombie_speed=2)  # Ann (Speed 6) is faster than both
    assert services.battle_map.declare_block(z2)  # Ann on a diagonal: not adjacent
    assert last_line(services) == (
        "Block: Z2 — Blocks this round (Speed 2, Strength 2). "
        "No enemy adjacent: the block holds against a faster enemy who runs in."
    )
    torso = character(services, z2).state["torso"]
    assert services.battle_map.move(ann, PATH, attacks=True)
    line = last_line(services)
    assert "Z2: Blocked (declared with no enemy adjacent): 2 goes through." in line
    assert character(services, z2).state["torso"] == torso - 2  # 4 − Strength 2


def test_a_block_declared_next_to_the_runner_fails_against_a_faster_one(grid_campaign):
    services = grid_campaign()
    ann, z1, z2 = columns(services)
    services.battle_map.place({z2: (1, 2)})  # beside Ann when the block is declared
    assert services.battle_map.declare_block(z2)
    assert "No enemy adjacent" not in last_line(services)
    services.battle_map.place({z2: (2, 2)})
    torso = character(services, z2).state["torso"]
    assert services.battle_map.move(ann, PATH, attacks=True)
    assert "Z2: The block fails: the runner is not slower." in last_line(services)
    assert character(services, z2).state["torso"] == torso - 4
    assert services.battle_map.declare_block(z2)  # K again: taken back
    assert last_line(services) == "Block: Z2 — No longer blocks this round."
