"""The damage form's melee hit on a character who declared a block from the map (gridlimbs): the
attacker's Speed is a field of the request, the block's lines go in the damage's log line, undo
takes it back, and a speed out of range changes nothing."""

from __future__ import annotations

from tests.unit.services.test_battle_map import character, last_line
from tests.unit.services.test_map_run_past import columns, grid_campaign  # noqa: F401  (the fixture)

HIT = {"amount": 0, "part": "torso", "bullet": False, "weapon": "katana", "attacker_strength": 3,
       "attacker_hand_share": 50}


def test_a_melee_hit_through_the_damage_form_reads_the_block_and_undo_takes_it_back(grid_campaign):  # noqa: F811
    services = grid_campaign()
    ann, z1, z2 = columns(services, zombie_speed=4)
    services.battle_map.place({z2: (1, 2)})  # beside Ann: not braced
    assert services.battle_map.declare_block(z2)
    torso = character(services, z2).state["torso"]
    assert services.characters.damage(z2, {**HIT, "attacker_speed": "3"}, actor_id=ann)  # Z2 faster: holds
    assert last_line(services) == (
        "Damage to Z2: Strength 3 × Katana 2 × hand 50% × 2 = 6; 6 − block 2 = 4 — "
        "Blocks: Speed 4 is faster than the attacker's 3. "
        "6 exceeds Strength 2: 4 goes through. Torso (main pool) takes 4; the main pool loses 4. "
        "Flinched: no strike back."
    )
    assert character(services, z2).state["torso"] == torso - 4
    services.campaign.undo()
    assert character(services, z2).state["torso"] == torso
    assert services.characters.damage(z2, {**HIT, "attacker_speed": "6"}, actor_id=ann)  # Ann faster: fails
    assert "Blocks, but fails: Speed 4 is not faster than the attacker's 6; all 6 goes through." in last_line(services)
    assert character(services, z2).state["torso"] == torso - 6


def test_the_attacker_s_speed_is_refused_when_the_target_does_not_block(grid_campaign):  # noqa: F811
    services = grid_campaign()
    ann, z1, z2 = columns(services)
    services.battle_map.place({z2: (1, 2)})  # beside Ann: in the katana's reach
    torso = character(services, z2).state["torso"]
    assert not services.characters.damage(z2, {**HIT, "attacker_speed": "3"}, actor_id=ann)
    assert services.characters.damage(z2, HIT, actor_id=ann)
    assert character(services, z2).state["torso"] == torso - 6
