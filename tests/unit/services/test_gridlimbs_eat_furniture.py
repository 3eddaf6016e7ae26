"""gridlimbs: "All attempts at eating furniture automatically fail, and do not deal any damage."
(rule text, both drafts, "Moving Furniture/Breaking Furniture/Eating Furniture").  The try is one
undoable line in the session log; the tile keeps its hit points; a tile that is no furniture is
refused with the reason and nothing is written."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event


def test_eating_furniture_fails_deals_no_damage_and_is_one_undoable_line(tmp_path):
    path = tmp_path / "grid.deadwatch"
    create_campaign(str(path), "Grid", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert services.characters.create("Walker", "zombie", {})
        walker = int(services.characters.characters()[0].id)
        services.battle_map.set_size(4, 3)
        services.battle_map.paint([(1, 1), (2, 1)], "U")
        services.battle_map.place({walker: (1, 2)})
        assert services.furniture.hit((1, 1), 3, 10)
        before = services.battle_map.battle_map()
        count = len(services.campaign.events())
        assert services.furniture.eat((1, 1), walker)
        after = services.battle_map.battle_map()
        assert after.wear == before.wear and after.cells == before.cells  # "do not deal any damage"
        new = services.campaign.events()[count:]
        assert len(new) == 1 and new[0].undoable
        assert render_event(new[0]) == ("Walker tries to eat the furniture on B2 — All attempts at eating "
                                        "furniture automatically fail, and do not deal any damage.")
        refused: list[tuple[str, str]] = []
        services.furniture.failed.connect(lambda context, message: refused.append((context, message)))
        assert not services.furniture.eat((0, 0), walker)  # floor: nothing to eat
        assert refused == [("rules", "There is no furniture there.")]
        assert len(services.campaign.events()) == count + 1
        assert services.campaign.undo()
        assert services.campaign.events()[count].undone
    finally:
        services.close()
