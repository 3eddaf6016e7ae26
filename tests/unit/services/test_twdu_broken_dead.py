"""Issue 40: a Walker (a zombie on the roster) brought to Health 0 took "+1 stress and a critical
injury" as a Broken person does.  The text: "The undead don't have skills, attributes, Health Points,
or any other mechanical characteristics." and "All living PCs and NPCs have three Health Points. [...]
As soon as a character becomes Broken, they take one stress and take a critical injury."  So a
zombie at 0 is down for good, with no stress and no injury; a living NPC is Broken as the text says."""

from __future__ import annotations

from app.rules.dice import TypedDice
from tests.unit.services.twdu_party import lines, twdu_services

ATTACK = {"damage": 3, "source": "attack", "armor": False}


def test_a_walker_at_health_0_is_down_for_good_without_stress_or_injury(tmp_path):
    services, ids = twdu_services(tmp_path)
    assert services.characters.damage(ids["Walker"], ATTACK)
    walker = services.characters.character(ids["Walker"])
    assert walker.state["dead"] and walker.state["health"] == 0
    assert walker.state["stress"] == 0 and walker.state["injuries"] == []
    assert "undead" not in walker.state  # the roster's kind is read, not stored
    assert lines(services)[-1].endswith("Down for good: the dead take no stress and no critical injury.")
    assert "stress" not in lines(services)[-1].split(" — ")[0]
    assert not services.ruleset.can_act(walker.sheet, walker.state)
    assert services.campaign.undo()  # one action, taken back whole
    assert services.characters.character(ids["Walker"]).state["health"] == 3
    services.close()


def test_a_living_npc_is_broken_with_one_stress_and_a_critical_injury(tmp_path):
    services, ids = twdu_services(tmp_path)
    services.campaign.dice = TypedDice([1, 1, 1, 3])  # the injury's table roll and the minutes Broken
    assert services.characters.damage(ids["Rick"], ATTACK)
    rick = services.characters.character(ids["Rick"])
    assert not rick.state["dead"] and rick.state["health"] == 0
    assert rick.state["stress"] == 1 and len(rick.state["injuries"]) == 1
    assert "undead" not in rick.state
    assert "Broken: one stress" in lines(services)[-1]
    services.close()
