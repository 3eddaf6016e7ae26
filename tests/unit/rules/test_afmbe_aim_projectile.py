"""An aim waiting counts for a weapon that fires a projectile only (norms "Aiming": "any weapon that
fires a projectile can be aimed"): a knife thrust by a character who aimed before takes no aim's
bonus into its sum (the form does not offer it), and the aim waits for the shot; the pistol's shot
then takes it."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.rules.worked import english
from tests.unit.rules.test_afmbe_read_by_a_gm import roller

WEAPONS = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True},
           {"name": "Knife", "damage": "d4×STR−1", "damage_type": "slashing"}]
AIMED = {"aim_bonus": 3, "aiming": True}


def _attack(rules, weapon):  # noqa: ANN001, ANN202
    dana = roller(rules, AIMED, dex=3, weapons=WEAPONS)
    biter = roller(rules, zombie=True)
    return rules.roll_rules().resolve_roll("attack", dana, {"skill": "", "weapon": weapon}, TypedDice([6]), biter)


def test_a_knife_takes_no_aim_and_the_aim_waits_for_the_shot():
    for preset in ("norms", "unisystem"):
        rules = get_ruleset("afmbe", preset)
        knife = _attack(rules, "1")
        worked = english(knife.records[0].text)
        unskilled = -2 if preset == "unisystem" else 0  # no skill: §2.3's unskilled −2 in unisystem
        assert "aiming" not in worked and knife.records[0].total == 6 + 3 + unskilled, worked
        assert knife.state is None or knife.state.get("aiming")  # still waiting
        pistol = _attack(rules, "0")
        assert "aiming +3" in english(pistol.records[0].text) and pistol.records[0].total == 6 + 3 + 3 + unskilled
        assert not pistol.state.get("aiming")  # spent on the shot


def test_an_aimed_shot_in_total_darkness_says_its_aim_does_not_count():
    # unisystem §4.2.1.2 "Oscuridad absoluta. Tira 1D10 sin modificador"
    rules = get_ruleset("afmbe", "unisystem")
    dana = roller(rules, AIMED, dex=3, weapons=WEAPONS)
    biter = roller(rules, zombie=True)
    inputs = {"skill": "", "weapon": "0", "light": "darkness"}
    shot = rules.roll_rules().resolve_roll("attack", dana, inputs, TypedDice([9]), biter)
    assert english(shot.records[0].text) == "d10 9 = 9"  # the sum shown is the whole total
    said = [english({"t": line.text, "args": dict(line.args)}) for line in shot.lines]
    assert "Total darkness: a plain d10 with no modifier; the aim's +3 does not count and is spent." in said
    assert not shot.state.get("aiming")
