"""Stepping back in the History (``undo_to``): many actions taken back at once."""

from __future__ import annotations

from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.stores import campaign_target


def test_a_step_back_stops_at_an_action_it_may_not_take_back(tmp_path, qapp):
    """Ana steps back past her two damages to Vera, but the other console hurt Vera after them:
    the first undo is refused, the step back ends there (it used to ask again forever) and says why."""
    target = campaign_target(tmp_path, "club.deadwatch")
    create_campaign(target, "Club night", "d10under").close()
    ana = open_services(target, console="Ana's laptop")
    vera = int(ana.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    ana.characters.damage(vera, {"amount": 2})
    first = ana.campaign.undo_target()
    ana.characters.damage(vera, {"amount": 3})
    ben = open_services(target, console="Swarm")
    ben.characters.damage(vera, {"amount": 4})
    ana.campaign.poll_external()
    said: list[str] = []

    def refused(_ctx: str, message: str) -> None:
        said.append(message)
        if len(said) > 1:  # asked again: with nothing to undo, the loop of the code before the fix ends
            ana.campaign.undo_redo.targets["undo"] = None

    ana.campaign.failed.connect(refused)
    assert first is not None
    assert ana.campaign.undo_to(first.event_id) == 0
    assert said == ["A later action changed the same things (perhaps in another window): take that back first."]
    assert ana.characters.character(vera).state["health"] == 91  # nothing taken back
    ana.close()
    ben.close()


def test_a_step_back_takes_back_each_action_and_tells_the_screens_once(tmp_path, qapp):
    """Five damages taken back by one step back: five undos in the log (each redone on its own),
    Vera's health whole again, and the screens told once, with the five undo lines, not five
    times (each telling refreshed every dock: 149 actions took five seconds)."""
    target = campaign_target(tmp_path, "night.deadwatch")
    create_campaign(target, "Night", "d10under").close()
    services = open_services(target)
    campaign = services.campaign
    vera = int(campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    services.characters.damage(vera, {"amount": 1})
    first = campaign.undo_target()
    for amount in (2, 3, 4, 5):
        services.characters.damage(vera, {"amount": amount})
    told: list = []
    undo_told: list = []
    campaign.changed.connect(told.append)
    campaign.undoChanged.connect(lambda: undo_told.append(1))
    assert first is not None
    assert campaign.undo_to(first.event_id) == 5
    assert services.characters.character(vera).state["health"] == 100
    assert len(told) == 1 and len(undo_told) == 1
    assert [e.kind for e in told[0].events] == ["undo"] * 5
    assert told[0].characters == {vera} and told[0].of_kind("damage")
    assert campaign.undo_target().args == {"name": "Vera"}  # her joining the campaign is next
    for _ in range(5):
        assert campaign.redo()
    assert services.characters.character(vera).state["health"] == 85
    services.close()
