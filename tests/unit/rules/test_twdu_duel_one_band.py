"""twdu: one duel, one distance and one band, read the same from either fighter's turn, the band
set by the distance through the text's range table: "Short Range is less than 25 meters or within a
single zone … You could be anywhere between 25 - 100 meters, or two zones, from your enemy.
Anything beyond two zones or 100 meters is considered Extreme Range"."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.field_presets import followed_values
from app.rules.twdu.combat import range_band
from app.rules.twdu.declared import declared_roll
from app.rules.twdu.range_fields import band_at, band_distance

SHOTGUN = {"name": "Shotgun", "kind": "ranged", "bonus": 3, "damage": 2, "range": "short"}
RIFLE = {"name": "Hunting rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long"}
SNIPER = {"name": "Sniper rifle", "kind": "ranged", "bonus": 2, "damage": 3, "range": "extreme"}


@pytest.mark.parametrize(("metres", "band"), [(0, "short"), (24, "short"), (24.9, "short"), (25, "long"),
                                              (100, "long"), (101, "extreme"), (300, "extreme")])
def test_metres_set_the_band_at_the_text_s_boundaries(metres, band):
    assert range_band(meters=metres) == band


@pytest.mark.parametrize(("zones", "band"), [(0, "short"), (1, "long"), (2, "long"), (3, "extreme")])
def test_zones_set_the_band_at_the_text_s_boundaries(zones, band):
    assert range_band(zones=zones) == band


def test_a_band_given_without_a_distance_comes_with_the_distance_that_sets_it():
    for band in ("short", "long", "extreme"):
        at = band_distance(band)
        assert at["band"] == band == band_at(at["distance"], at["distance_unit"])["band"]
    assert band_distance("short") == {"distance": 0, "distance_unit": "metres", "band": "short"}


def sheet(*weapons):  # noqa: ANN002, ANN201
    rules = get_ruleset("twdu")
    return rules.validate_sheet({**rules.new_sheet(), "weapons": list(weapons)})


@pytest.mark.parametrize(("mine", "theirs", "band"), [
    (SHOTGUN, RIFLE, "short"), (RIFLE, RIFLE, "long"), (SNIPER, RIFLE, "long"), (SNIPER, SNIPER, "extreme")])
def test_both_halves_of_a_shot_duel_read_one_distance_and_one_band(mine, theirs, band):
    a = declared_roll(sheet(mine), "2", True, sheet(theirs))
    b = declared_roll(sheet(theirs), "2", True, sheet(mine))
    assert a is not None and b is not None and a[0] == b[0] == "duel"
    keys = ("distance", "distance_unit", "band", "skill", "ranged")
    assert {k: a[1][k] for k in keys} == {k: b[1][k] for k in keys}
    assert a[1]["band"] == band == band_at(a[1]["distance"], a[1]["distance_unit"])["band"]
    # the skill the band rolls: Close Combat at Short ("always be a Close Combat roll"), else Ranged Combat
    assert a[1]["skill"] == ("close_combat" if band == "short" else "ranged_combat")


def test_the_shot_form_opens_at_a_distance_that_sets_its_band():
    """A shot picked by hand opened at "0 m" with the rifle's Long range beside it."""
    rules = get_ruleset("twdu")
    shot = next(k for k in rules.roll_rules().roll_kinds(sheet(RIFLE)) if k.key == "shot")
    defaults = {f.key: f.default for f in shot.fields}
    assert (defaults["distance"], defaults["distance_unit"], defaults["band"]) == (25, "metres", "long")
    band = followed_values(shot.fields, {"distance": 0, "distance_unit": "metres"}, ["distance"])["band"]
    assert band == "short"  # 0 m typed: Short, as the table says
