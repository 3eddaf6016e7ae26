"""twdu: a walker picked in "Roll for", or on its own turn, was set up on the survivor's skill roll
(Mobility), with first aid, amputation and fire among what it "could" roll: the rules of the twdu
dice dock were never asked what a walker makes (the checks' wrapper answered yes to all).  A walker
makes its attack in close combat (the duel, the straight roll at a defenseless target), as the
grid game's zombie its bite; a survivor still opens on his skill roll."""

from __future__ import annotations

from tests.unit.services.twdu_party import twdu_services


def test_a_walker_is_set_up_on_its_attack_and_a_survivor_on_his_skill_roll(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        rolls = services.rolls
        walker, rick = ids["Walker"], ids["Rick"]
        skill = next(k for k in rolls.kinds(walker) if k.key == "skill")
        assert rolls.opening_kind(walker) == "duel"
        assert rolls.opening_kind(walker, skill) == "duel"  # the survivor's roll shown before: its attack
        made = [k.key for k in rolls.kinds(walker) if rolls.can_make(walker, k.key) and not k.key.startswith("check:")]
        assert made == ["duel", "defenseless"]
        assert rolls.opening_kind(rick) == "skill" and rolls.can_make(rick, "first_aid")
    finally:
        services.close()
