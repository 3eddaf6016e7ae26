"""AFMBE unisystem: the defender's action this turn is counted from the log, as the attacker's is.
«Acciones»: «Cada personaje puede realizar una acción por turno sin penalización … un penalizador −2 a
la segunda acción, la tercera un −4»; «En combate cuerpo se puede realizar una acción de ataque y otra
de defensa por Turno sin penalización.  Cualquier acción posterior a esas sufriría la regla del −2
acumulativo».  Ben, who parried Ann's first blow, parried her second at −2 only if the GM typed his
action; the form now says "Defender's action this turn" 2 and the odds and the line under them the −2."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render
from app.services.rolls import RollRequest
from tests.stores import campaign_target

KNIFE = [{"name": "Kitchen knife", "damage": "d4×STR-1", "damage_type": "slashing"}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
BLADE = [{"name": "Hand Weapon", "type": "Knife", "level": 3}, {"name": "Dodge", "level": 2},
         {"name": "Guns", "type": "Handgun", "level": 2}]
DEFENDER = ("defence_action", "defence_attacks_before")


@pytest.fixture
def fight(tmp_path, qapp):
    path = campaign_target(tmp_path, "defender.deadwatch")
    create_campaign(str(path), "Defender", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=5))

    def add(name):
        sheet = {**services.ruleset.new_sheet(), "dex": 2, "skills": BLADE, "weapons": [*KNIFE, PISTOL]}
        return int(services.campaign.execute(CreateCharacter(name, "pc", sheet)).changes[0]["id"])

    ann, ben = add("Ann"), add("Ben")
    assert services.initiative.start([ann, ben], name="Kitchen")
    yield services, ann, ben
    services.close()


def blow(defence="parry", **more):
    return {"weapon": "0", "skill": "0", "melee": True, "defence": defence, **more}


def counted(services, who, target, inputs):
    """What the dice dock puts in the attack form from the log before the roll."""
    form = {"action": 1, "defences_before": 0, "defence_action": 1, "defence_attacks_before": 0, **inputs}
    rolls = services.rolls
    return rolls.turn_counts("attack", form, rolls.turn_rolls(who), rolls.turn_rolls_against(who),
                             (rolls.turn_rolls(target), rolls.turn_rolls_against(target)))


def parry_total(services, who, target, inputs, faces):
    rolled = services.rolls.roll(RollRequest("attack", who, inputs, target), faces)
    assert rolled is not None
    return rolled.result.records[-1].total


def test_a_second_parry_in_a_turn_takes_minus_two_counted_from_the_log(fight):
    services, ann, ben = fight
    first = counted(services, ann, ben, blow())
    assert {k: first[k] for k in DEFENDER} == {"defence_action": 1, "defence_attacks_before": 0}
    # Ann's blow: 8 + DEX 2 + Hand Weapon 3 = 13, a hit to parry; Ben's parry: 5 + DEX 2 + 3 = 10
    assert parry_total(services, ann, ben, {**blow(), **first}, "8 5") == 10
    second = counted(services, ann, ben, blow())
    assert {k: second[k] for k in DEFENDER} == {"defence_action": 2, "defence_attacks_before": 0}
    assert second["action"] == 2  # and Ann's own second blow is her second action
    # the same faces: his second parry is 2 lower (−2 for the defence after his free one)
    assert parry_total(services, ann, ben, {**blow(), **second}, "8 5") == 8
    # the line under the odds names his −2 after Ann's own parts
    request = RollRequest("attack", ann, {**blow(), **counted(services, ann, ben, blow())}, ben)
    line = " ".join(render(p["t"], p.get("args", {}), p.get("ctx", "rules"))
                    for p in services.rolls.roll_factors(request))
    assert "· Ben defends: d10 + Dexterity 2 + Hand Weapon 3 − several actions 4 = d10 +1" in line, line


def test_a_miss_asks_for_no_defence_and_counts_none(fight):
    services, ann, ben = fight
    assert parry_total(services, ann, ben, blow(), "1 5") < 9  # the blow misses: no parry rolled
    assert counted(services, ann, ben, blow())["defence_action"] == 1


def test_one_attack_and_one_defence_are_free_in_melee_but_a_dodge_after_a_shot_is_the_second_action(fight):
    services, ann, ben = fight
    assert services.rolls.roll(RollRequest("attack", ben, blow("none"), ann), "2") is not None  # Ben attacks
    after_attack = counted(services, ann, ben, blow())
    assert {k: after_attack[k] for k in DEFENDER} == {"defence_action": 2, "defence_attacks_before": 1}
    assert parry_total(services, ann, ben, {**blow(), **after_attack}, "8 5") == 10  # his free defence
    # a dodge against a shot is no melee: after his attack and his parry it is his third action, −4
    shot = {"weapon": "1", "skill": "2", "melee": False, "defence": "dodge"}
    dodge = counted(services, ann, ben, shot)
    assert dodge["defence_action"] == 3
    assert parry_total(services, ann, ben, {**shot, **dodge}, "8 5") == 5 + 2 + 2 - 4


def test_the_attacker_counts_his_own_defences_too(fight):
    services, ann, ben = fight
    assert parry_total(services, ben, ann, blow(), "8 5") == 10  # Ann parries Ben's blow
    mine = counted(services, ann, ben, blow())
    # her parry is an action of hers: her blow is her second, but in melee the first attack is free
    assert mine["action"] == 2 and mine["defences_before"] == 1
    rolled = services.rolls.roll(RollRequest("attack", ann, {**blow("none"), **mine}, ben), "8")
    assert rolled is not None and rolled.result.records[0].total == 13
