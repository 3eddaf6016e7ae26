"""gridlimbs: furniture moved and broken on the battle map through the services, the way the map
dock's furniture dialog calls them: one undoable log line each, refused with the reason."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bundle import Services
from app.services.logtext import render_event
from tests.audit.helpers import add, campaign, state


@pytest.fixture
def room(tmp_path, qapp) -> Iterator[tuple[Services, int]]:
    with campaign(tmp_path, "gridlimbs") as services:
        ann = add(services, "Ann", strength=2, speed=6, stamina=8)
        assert services.battle_map.set_size(6, 5)
        assert services.battle_map.paint([(1, 2), (2, 2), (3, 2), (4, 2)], "f")  # a table of four tiles
        assert services.battle_map.place({ann: (2, 3)})
        assert services.initiative.start([ann], name="Kitchen")
        yield services, ann


def refused(services, work):
    said = []
    services.furniture.failed.connect(lambda _ctx, message: said.append(message))
    before = len(services.campaign.events())
    assert not work()
    assert len(services.campaign.events()) == before
    return said[-1]


def test_pushing_the_table_is_a_sprint_and_the_mover_goes_with_it(room):
    services, ann = room
    assert services.furniture.next_to(ann) == [((1, 2), (2, 2), (3, 2), (4, 2))]
    # weight 4 − Strength 2 = a penalty of 2 on speed 6: four tiles this turn
    plan = services.furniture.plan((2, 2), [ann], (0, -1), 2, 4)
    assert plan.allowed == 4 and plan.reason is None
    assert services.furniture.move((2, 2), [ann], (0, -1), 2, 4)
    battle_map = services.battle_map.battle_map()
    assert [battle_map.kind((x, 0)) for x in range(1, 5)] == ["f"] * 4
    assert battle_map.kind((2, 2)) == "floor" and battle_map.tokens[ann] == (2, 1)
    assert state(services, ann)["stamina"] == 6  # "as if you are sprinting"
    line = render_event(services.campaign.events()[-1])
    assert line.startswith("Furniture moved B3 → B1 by Ann")
    assert "weight 4, Strength 2" in line
    fight = services.campaign.active_encounter()
    assert battle_map.moved_by(ann, fight.id, fight.round).distance == 2  # the turn's movement is spent
    assert services.campaign.undo()
    battle_map = services.battle_map.battle_map()
    assert battle_map.kind((2, 2)) == "f" and battle_map.tokens[ann] == (2, 3)
    assert state(services, ann)["stamina"] == 8


def test_a_push_beyond_the_turn_is_refused_with_the_numbers(room):
    services, ann = room
    message = refused(services, lambda: services.furniture.move((2, 2), [ann], (0, -1), 2, 7))
    assert message == ("Too far for this turn: it moves 1 at most (weight 7 against Strength 2, at the "
                       "slowest mover's speed).")


def test_hitting_a_tile_asks_its_hit_points_once_then_counts_them(room):
    services, ann = room
    assert "hit points of a tile" in refused(services, lambda: services.furniture.hit((2, 2), 4))
    assert services.furniture.hit((2, 2), 4, 10, actor_id=ann)
    assert services.furniture.wear((2, 2)) == (6, 10)
    assert render_event(services.campaign.events()[-1]) == (
        "Ann hits the furniture on C3 for 4 — C3: hit points 10 − 4 = 6 of 10.")
    assert services.furniture.hit((2, 2), 3)
    assert services.furniture.hit((2, 2), 2)  # 3 left, at half: double
    assert services.battle_map.battle_map().kind((2, 2)) == "floor"
    assert "splits into 2 pieces" in render_event(services.campaign.events()[-1])
    assert services.campaign.undo()
    assert services.furniture.wear((2, 2)) == (3, 10)


def test_a_strong_blow_knocks_a_crate_away_from_the_one_who_struck(room):
    services, ann = room
    assert services.battle_map.paint([(3, 3)], "c")  # a crate to Ann's right, weight 1
    assert "on the map" in refused(services, lambda: services.furniture.hit((3, 3), 1, 5, force=4))
    assert services.furniture.hit((3, 3), 1, 5, actor_id=ann, force=4)  # 3 tiles meant, the map ends at F
    battle_map = services.battle_map.battle_map()
    assert battle_map.kind((3, 3)) == "floor" and battle_map.kind((5, 3)) == "c"
    assert render_event(services.campaign.events()[-1]).endswith(
        "Knocked back 2 tiles (force 4 against weight 1). Stopped by what is in the way (3 meant).")
    assert services.campaign.undo()
    assert services.battle_map.battle_map().kind((3, 3)) == "c"
