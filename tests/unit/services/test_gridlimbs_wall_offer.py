"""A blow that knocks its target back into a wall: the dice dock's offer says the wall's share and
the log says the target stayed where he stood.  Rule text (revision), "Movement and Combat": "If
unable to be knocked back due to wall or furniture in the way, you will take your opponent's
strength as damage once for each tile of knockback you were meant to move as you are flung against
the obstacle."  The offer read "Apply 6 damage to Kit" and applied 12; the line said "Knocked back
1 tile." of a Kit who never moved."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from tests.unit.services.test_battle_map import add, character, last_line
from ui.widgets.roll_result import RollResultView


@pytest.fixture
def grid(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Grid", "gridlimbs", None).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


def test_a_fist_into_the_wall_offers_and_applies_the_blow_and_the_wall_and_kit_stays(grid, qtbot):
    dov = add(grid, "Dov", strength=6, speed=6)  # a fist: Strength 6 × 1 × hand 50% × 2 = 6, force 6
    kit = add(grid, "Kit", strength=3, max_hp=30)  # 6 is twice Strength 3: one tile of knockback
    grid.battle_map.set_size(6, 4)
    grid.battle_map.paint([(3, 2)], "wall")  # right behind Kit, on the line of the blow
    grid.battle_map.place({dov: (1, 2), kit: (2, 2)})
    rolled = grid.rolls.roll(RollRequest("strike", dov, {"weapon": "unarmed", "hand": "right", "part": "torso"},
                                         opponent_id=kit))
    assert rolled is not None and rolled.result is not None
    view = RollResultView()
    qtbot.addWidget(view)
    view.show_result(rolled.result, False, ["Kit"], False)
    assert view.damage_buttons[0].text() == "Apply 6 damage (+6 against the wall) to Kit"
    torso = character(grid, kit).state["torso"]
    offer = rolled.result.damage[0]
    assert grid.characters.damage(kit, offer.request, actor_id=dov, of_roll=rolled.event_id, hit=0)
    assert character(grid, kit).state["torso"] == torso - 6 - 6  # what the offer said: the blow and the wall
    assert grid.battle_map.battle_map().tokens[kit] == (2, 2)
    line = last_line(grid)
    assert "Knocked back" not in line, line
    assert ("Stopped by the wall: not moved. Flung against an obstacle: the attacker's Strength 6 × 1 tile of "
            "knockback not travelled = 6 damage.") in line, line
