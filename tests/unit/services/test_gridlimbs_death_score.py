"""A player's death through the damage form scores once, even when the wall finishes the blow."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.stores import campaign_target
from tests.unit.services.test_battle_map import add, character, last_line


@pytest.fixture
def grid(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Grid", "gridlimbs", None).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


def test_a_player_knocked_dead_into_a_wall_gives_the_others_the_award_once(grid):
    # "Each time a player dies, all remaining players gain points equal to the number of players
    # dead."  One death, one award: the old code settled it in the wall's damage and again in the
    # blow's, "Dov: A player died: +1, score 1. Dov: A player died: +1, score 2."
    dov = add(grid, "Dov", starting_item="katana", strength=9, speed=6)
    kit = add(grid, "Kit", strength=2, max_hp=20)
    grid.battle_map.set_size(6, 4)
    grid.battle_map.paint([(3, 2)], "wall")
    grid.battle_map.place({dov: (1, 2), kit: (2, 2)})
    assert grid.characters.damage(kit, {"weapon": "katana", "attacker_strength": 9, "part": "left_arm"},
                                  actor_id=dov)
    line = last_line(grid)
    assert "Flung against an obstacle" in line
    assert grid.ruleset.is_dead(character(grid, kit).sheet, character(grid, kit).state)
    assert line.count("A player died") == 1, line
    assert "Dov: A player died: +1 as a player still standing, score 1" in line
    assert character(grid, dov).state.get("score") == 1
    grid.campaign.undo()
    assert character(grid, dov).state.get("score", 0) == 0


def test_a_teammate_or_an_ally_killed_is_no_kill_that_scores(grid):
    # "Each zombie killed is worth one point.  Each time a player dies, all remaining players gain
    # points equal to the number of players dead."  Dov killing Kit gains what Eve gains, as a player
    # still standing, and the line says the kill itself scored nothing (it read "Dov: A player died:
    # +1, score 1." beside the kill, taken for a point for it); killing Al, an ally, scores nothing.
    dov = add(grid, "Dov", strength=9)
    eve = add(grid, "Eve")
    kit = add(grid, "Kit", max_hp=4)
    al = add(grid, "Al", "npc", max_hp=4)
    blow = {"weapon": "unarmed", "attacker_strength": 9, "part": "head"}
    assert grid.characters.damage(kit, blow, actor_id=dov)
    line = last_line(grid)
    assert ("Dov: A player died: +1 as a player still standing, score 1; the kill itself scores nothing "
            "(only a zombie killed does).") in line, line
    assert "Eve: A player died: +1, score 1." in line
    assert grid.characters.damage(al, blow, actor_id=dov)
    assert "Dov: No point for the kill: only a zombie killed scores." in last_line(grid)
    assert [(character(grid, c).state.get("score"), character(grid, c).state.get("kills")) for c in (dov, eve)] == [
        (1, 0), (1, 0)]
