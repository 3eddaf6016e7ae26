"""A first night's GM pressed Shift+F on Dana's 9mm pistol (AFMBE unisystem) and was offered Bursts
and "Rock and roll".  The text gives bursts and rock and roll to automatic weapons only (§4.2.1
"Ráfagas de fuego automático … un arma automática"; "Rock and Roll: fuego automático a
discreción"); a semiautomatic fires one shot a pull of the trigger.  The weapons' table now has an
Automatic column: a weapon not ticked there offers single shots only, and a burst from it is refused."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.base import RulesError
from app.rules.dice import Dice

PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
RIFLE = {**PISTOL, "name": "Assault rifle", "automatic": True, "ammo": 30}


def test_a_pistol_offers_single_shots_and_an_automatic_weapon_bursts_and_rock_and_roll():
    rules = get_ruleset("afmbe", "unisystem", {})
    sheet = {"weapons": [PISTOL, RIFLE]}
    pistol = [f.key for f in rules.ammo_rules().ammo_fire_fields(sheet, {}, "9mm pistol")]
    rifle = [f.key for f in rules.ammo_rules().ammo_fire_fields(sheet, {}, "Assault rifle")]
    assert pistol == ["shots"]
    assert {"shots", "bursts", "burst_size", "groups"} <= set(rifle)


@pytest.mark.parametrize("request_", [{"shots": 0, "bursts": 1}, {"shots": 0, "groups": 1}])
def test_a_burst_from_a_pistol_is_refused_and_fires_nothing(request_):
    rules = get_ruleset("afmbe", "unisystem", {})
    sheet = {"weapons": [PISTOL, RIFLE]}
    with pytest.raises(RulesError, match="Only an automatic weapon"):
        rules.ammo_rules().fire_ammo(sheet, {}, "9mm pistol", request_, Dice(seed=1))
    rifle = rules.ammo_rules().fire_ammo(sheet, {}, "Assault rifle", request_, Dice(seed=1)).state
    assert rifle["ammo"]["Assault rifle"]["loaded"] < 30
    pistol = rules.ammo_rules().fire_ammo(sheet, {}, "9mm pistol", {"shots": 2}, Dice(seed=1)).state
    assert pistol["ammo"]["9mm pistol"]["loaded"] == 13
