"""A katana blow through the damage form needs reach when both tokens are on the map (gridlimbs,
"You may not hit anyone with a melee weapon if they are on a tile diagonally across from yours"):
refused with the distance, nothing written; beside, or with a token off the map, it lands; a bullet
is not a melee blow and needs no reach."""

from __future__ import annotations

from tests.unit.services.test_battle_map import character
from tests.unit.services.test_map_run_past import columns, grid_campaign  # noqa: F401  (the fixture)

HIT = {"amount": 0, "part": "torso", "bullet": False, "weapon": "katana", "attacker_strength": 3,
       "attacker_hand_share": 50}


def test_a_katana_blow_on_a_diagonal_is_refused_with_the_distance_and_writes_nothing(grid_campaign):  # noqa: F811
    services = grid_campaign()
    ann, z1, z2 = columns(services)  # Ann at B2, Z1 at C1: a diagonal neighbour
    said = []
    services.characters.failed.connect(lambda _context, message: said.append(message))
    torso = character(services, z1).state["torso"]
    events = len(services.campaign.events())
    assert not services.characters.damage(z1, HIT, actor_id=ann)
    # a diagonal neighbour is said as one (the map's distance for it is 1: point blank for a gun)
    assert said == ["Out of melee reach: the two tokens stand diagonally on the map, and the katana strikes only "
                    "an adjacent tile (not a diagonal one)."]
    assert character(services, z1).state["torso"] == torso
    assert len(services.campaign.events()) == events
    assert services.characters.damage(z1, {**HIT, "weapon": "pistol"}, actor_id=ann)  # a shot: no reach needed
    services.battle_map.place({z2: (1, 2)})  # beside Ann
    torso = character(services, z2).state["torso"]
    assert services.characters.damage(z2, HIT, actor_id=ann)
    assert character(services, z2).state["torso"] == torso - 6
    assert services.characters.damage(z2, HIT)  # no attacker named: the map cannot say
