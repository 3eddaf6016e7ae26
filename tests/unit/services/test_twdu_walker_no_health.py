"""twdu's walkers as the text has them: "The undead don't have skills, attributes, Health Points, or
any other mechanical characteristics."  A walker on the roster carried Health 3 and Stress 0 pools
and took a hit of 2 as the living do, left at Health 1.  Now the ruleset declares Health and Stress
for the living alone ("All living PCs and NPCs have three Health Points"): the roster and the fight
list draw no pool for a walker, and a hit that lands takes it down ("If you succeed, you have
dispatched the undead"), with no stress and no critical injury."""

from __future__ import annotations

from tests.unit.services.twdu_party import lines, twdu_services


def test_the_living_have_health_and_stress_and_a_walker_neither(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        rules = services.ruleset
        walker = services.characters.character(ids["Walker"])
        rick = services.characters.character(ids["Rick"])
        ana = services.characters.character(ids["Ana"])
        assert [t.key for t in rules.tracks_of(walker.sheet, walker.kind)] == []
        assert [t.key for t in rules.tracks_of(rick.sheet, rick.kind)] == ["health", "stress"]
        assert [t.key for t in rules.tracks_of(ana.sheet, ana.kind)] == ["health", "stress"]
    finally:
        services.close()


def test_a_hit_of_one_takes_a_walker_down_and_an_undo_brings_it_back(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        assert services.characters.damage(ids["Walker"], {"damage": 1, "source": "attack", "armor": False})
        walker = services.characters.character(ids["Walker"])
        assert walker.state["dead"] and walker.state["stress"] == 0 and walker.state["injuries"] == []
        assert lines(services)[-1].endswith("Down for good: the dead take no stress and no critical injury.")
        assert services.campaign.undo()
        assert not services.characters.character(ids["Walker"]).state["dead"]
        # the living still count their Health: one point off Rick's three
        assert services.characters.damage(ids["Rick"], {"damage": 1, "source": "attack", "armor": False})
        rick = services.characters.character(ids["Rick"])
        assert rick.state["health"] == 2 and not rick.state["dead"]
    finally:
        services.close()


def test_no_damage_leaves_a_walker_standing(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        rules = services.ruleset
        walker = services.characters.character(ids["Walker"])
        outcome = rules.damage_rules().apply_damage(
            walker.sheet, rules.with_kind("zombie", walker.state), {"damage": 0, "source": "attack", "armor": False},
            services.campaign.dice)
        assert not outcome.state.get("dead")
    finally:
        services.close()
