"""The grenades a grid-and-limbs character has to throw are the sheet's: "two grenades" as the
starting item, one for each grenade taken as a weapon found ("Grenade: … One-handed one-time use").
A grenade taken from a cabinet, or a sheet whose starting item is changed to two grenades, can be
thrown from the map; a throw spends one, and the ammunition dock counts them."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.character_commands import EditCharacter
from tests.audit.helpers import add, campaign, roll, sheet


@pytest.fixture
def services(tmp_path: Path, qapp):
    with campaign(tmp_path, "gridlimbs") as opened:
        yield opened


def grenades(services, cid):
    """The grenades the ammunition dock shows the character carrying."""
    return next((v.stock.count for v in services.ammo.stocks(cid) if v.stock.key == "grenades"), None)


def _on_map(services, thrower):
    zed = add(services, "Zed", "zombie", max_hp=60)
    assert services.battle_map.set_size(30, 5)
    assert services.battle_map.place({thrower: (0, 2), zed: (3, 2)})
    return zed


def test_a_grenade_taken_as_a_weapon_found_is_thrown_and_spent(services):
    kit = add(services, "Kit", strength=4, starting_item="vest")
    assert grenades(services, kit) is None  # none carried: the dock has no grenades to show
    _on_map(services, kit)
    assert services.battle_map.blast_preview(kit, (3, 2)).reason == "No grenade left."
    roll(services, "find_weapon", kit, "", weapon="grenade", concealed=False)
    assert grenades(services, kit) == 1
    assert services.battle_map.blast_preview(kit, (3, 2)).reason is None
    assert services.battle_map.throw_grenade(kit, (3, 2))
    assert grenades(services, kit) == 0
    assert services.battle_map.blast_preview(kit, (3, 2)).reason == "No grenade left."
    services.campaign.undo()
    assert grenades(services, kit) == 1


def test_a_sheet_changed_to_two_grenades_carries_two(services):
    kit = add(services, "Kit", strength=4, starting_item="pistol")
    _on_map(services, kit)
    assert services.campaign.execute(EditCharacter(kit, sheet={**sheet(services, kit), "starting_item": "grenades"}))
    assert grenades(services, kit) == 2
    assert services.battle_map.throw_grenade(kit, (3, 2))
    assert grenades(services, kit) == 1
