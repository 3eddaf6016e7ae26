"""The twdu damage's table dice, said as the rules take them: the armor's dice first, then the
critical injury's only when the damage they leave breaks the character (the Damage dialog said "4
dice" and then refused "6 2 3 4" when the six stopped a point); faces typed beyond what the damage
used with them are refused naming how many it used."""

from __future__ import annotations

from app.services.logtext import qt_translate, render, render_value
from app.store.models import Character
from tests.unit.services.twdu_party import lines, set_state, twdu_services

HIT = {"damage": 2, "source": "attack", "armor": True}


def _armored(services, ids):
    cid = ids["Rick"]
    with services.campaign._session() as s:  # test set-up only: Rick in armor
        row = s.get(Character, cid)
        row.sheet = {**row.sheet, "armor_level": 2}
        s.add(row)
        s.commit()
    set_state(services, cid, health=2)
    return cid


def test_the_armor_s_dice_first_then_the_injury_s_only_if_broken(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        cid = _armored(services, ids)
        wanted = render_value(services.characters.dice_wanted(cid, HIT), qt_translate)
        assert wanted == ("Dice to type, in this order: 2 × d6 (Armor); then, only if those dice call for them: "
                          "1 × d6 (Broken minutes)")  # an injury taken unnamed: its recovery dice after the D66
    finally:
        services.close()


def test_faces_beyond_what_the_damage_used_name_how_many_it_used(tmp_path):
    from app.services.command import CommandError

    services, ids = twdu_services(tmp_path)
    try:
        cid = _armored(services, ids)
        try:
            services.characters.preview(cid, HIT, faces="6 2 3 4")
        except CommandError as exc:
            said = render(exc.message, exc.args_, exc.context)
        else:
            raise AssertionError("four faces for a damage that used two were taken")
        assert said == "With the faces typed this roll uses only 2 × d6 (Armor); 4 typed."
        refused: list[str] = []
        services.characters.failed.connect(lambda ctx, msg: refused.append(msg))
        before = len(lines(services))
        assert not services.characters.damage(cid, HIT, faces="6 2 3 4")  # the service refuses them too
        assert len(lines(services)) == before
        assert services.characters.damage(cid, HIT, faces="6 2")
        assert lines(services)[-1].startswith("Damage to Rick, dice from the table: damage 2 − armor 1 = 1")
    finally:
        services.close()


def test_whether_the_dice_decide_the_damage(tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        cid = _armored(services, ids)
        assert services.characters.dice_decide(cid, HIT)  # the armor's sixes: 2, 1 or no damage
        unarmored = {**HIT, "armor": False, "damage": 1}
        assert not services.characters.dice_decide(cid, unarmored)  # a bruise: the same whatever the dice
    finally:
        services.close()
