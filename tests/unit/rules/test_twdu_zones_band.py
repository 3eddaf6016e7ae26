"""twdu: a distance counted in zones sets the range band the way metres do, in the attack forms
where the metres are ("Short Range is less than 25 meters or within a single zone … You could be
anywhere between 25 - 100 meters, or two zones, from your enemy.  Anything beyond two zones or 100
meters is considered Extreme Range")."""

from __future__ import annotations

import pytest

from app.rules import get_ruleset
from app.rules.field_presets import followed_values, with_presets
from tests.unit.rules.test_twdu_duel_range import REVOLVER, roller

ATTACKS = ("duel", "defenseless")


@pytest.mark.parametrize("kind", ATTACKS)
@pytest.mark.parametrize(("zones", "band"), [(0, "short"), (1, "long"), (2, "long"), (3, "extreme"), (12, "extreme")])
def test_zones_between_the_two_set_the_band(kind, zones, band):
    rules = get_ruleset("twdu")
    shooter = roller(rules, agility=4, ranged_combat=3, weapons=[REVOLVER])
    spec = next(k for k in rules.roll_rules().roll_kinds(shooter.sheet) if k.key == kind)
    keys = [f.key for f in spec.fields]
    assert keys.index("distance") + 1 == keys.index("distance_unit") == keys.index("band") - 1
    typed = followed_values(spec.fields, {"distance": zones, "distance_unit": "zones"}, ["distance"])
    assert typed["band"] == band
    picked = followed_values(spec.fields, {"distance": zones, "distance_unit": "zones"}, ["distance_unit"])
    assert picked["band"] == band
    # a roll asked for without the form: the band of the zones given
    assert with_presets(spec.fields, {"distance": zones, "distance_unit": "zones"})["band"] == band


def test_the_same_number_in_metres_and_in_zones_is_not_the_same_band():
    rules = get_ruleset("twdu")
    shooter = roller(rules, agility=4, ranged_combat=3, weapons=[REVOLVER])
    duel = next(k for k in rules.roll_rules().roll_kinds(shooter.sheet) if k.key == "duel")
    assert followed_values(duel.fields, {"distance": 2, "distance_unit": "metres"}, ["distance"])["band"] == "short"
    both = followed_values(duel.fields, {"distance": 2, "distance_unit": "zones"}, ["distance_unit"])
    # two zones: Long, and with it Ranged Combat and cover counting, as for 25-100 metres
    assert (both["band"], both["skill"], both["ranged"]) == ("long", "ranged_combat", True)
    assert with_presets(duel.fields, {"distance": 60})["band"] == "long"  # metres unless zones are said


def test_the_band_picked_by_hand_moves_the_distance_and_the_distance_typed_keeps_its_number():
    from app.rules import get_ruleset
    from app.rules.field_presets import followed_values
    from app.rules.twdu.range_fields import attack_range_fields

    fields = attack_range_fields(get_ruleset("twdu").new_sheet())
    assert followed_values(fields, {"distance": 25, "distance_unit": "metres", "band": "extreme"}, ["band"]) == {
        "distance": 101}  # 25 m beside Extreme no more
    assert followed_values(fields, {"distance": 1, "distance_unit": "zones", "band": "extreme"}, ["band"]) == {
        "distance": 3}
    # typed, the distance sets the band and stays as typed; a unit picked keeps the number typed
    assert followed_values(fields, {"distance": 60, "distance_unit": "metres", "band": "short"}, ["distance"]) == {
        "band": "long"}
    assert followed_values(fields, {"distance": 25, "distance_unit": "zones", "band": "long"}, ["distance_unit"]) == {
        "band": "extreme"}
