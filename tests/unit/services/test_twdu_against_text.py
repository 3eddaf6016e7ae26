"""twdu against its text, through the services the way the dice dock and the damage form call them:
the weapon's range on the sheet, and injuries whose recovery time has passed."""

from __future__ import annotations

import pytest

from app.services.character_commands import EditCharacter
from app.services.command import CommandError
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.unit.services.twdu_party import twdu_services

KNIFE = {"name": "Knife", "kind": "close", "bonus": 1, "damage": 2, "range": "short", "ammo": 4}
REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
RIFLE = {"name": "Hunting rifle", "kind": "ranged", "bonus": 2, "damage": 3, "range": "extreme", "ammo": 5}
FAR = "Only special weapons reach Extreme range: {weapon} has Range Long (the character's sheet, Gear → Weapons)."


@pytest.fixture
def party(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()


def arm(services, cid, *weapons):
    row = services.characters.character(cid)
    services.campaign.execute(EditCharacter(cid, sheet={**row.sheet, "weapons": list(weapons)}))


def duel(ana, walker, band, item):
    return RollRequest("duel", ana, {"item": item, "band": band}, walker)


def test_a_weapon_reaches_only_the_bands_its_range_allows(party):
    # "Long Range means that you need to use Ranged Combat to attack your opponent … Anything beyond
    # two zones or 100 meters is considered Extreme Range. Only some special weapons can be used at
    # that distance."
    services, ids = party
    ana, walker = ids["Ana"], ids["Walker"]
    arm(services, ana, KNIFE, REVOLVER, RIFLE)
    refusals = []
    services.rolls.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.events())
    with pytest.raises(CommandError, match="close combat weapon reaches only Short range"):
        services.rolls.odds(duel(ana, walker, "long", "w0"))
    assert services.rolls.roll(duel(ana, walker, "long", "w0")) is None
    with pytest.raises(CommandError, match="Only special weapons reach Extreme range"):
        services.rolls.odds(duel(ana, walker, "extreme", "w1"))
    assert services.rolls.roll(duel(ana, walker, "extreme", "w1")) is None
    assert refusals == ["A close combat weapon reaches only Short range.", FAR.format(weapon="Revolver")]
    assert len(services.campaign.events()) == before
    assert services.rolls.odds(duel(ana, walker, "short", "w0"))  # the knife up close
    assert services.rolls.odds(duel(ana, walker, "long", "w1"))  # the revolver at Long range
    assert services.rolls.roll(duel(ana, walker, "extreme", "w2")) is not None  # the rifle's range is Extreme
    defenseless = RollRequest("defenseless", ana, {"item": "w1", "band": "extreme"}, walker)
    with pytest.raises(CommandError, match="Only special weapons"):
        services.rolls.odds(defenseless)
    assert services.rolls.odds(RollRequest("defenseless", ana, {"item": "w2", "band": "extreme"}, walker))


def test_the_penalty_is_removed_when_the_recovery_time_has_passed(party):
    # "The GM rolls a die for recovery time secretly … When the recovery time has passed, the
    # penalty is removed."
    from app.services.logtext import render_event
    from tests.unit.services.twdu_party import set_state

    services, ids = party
    ben = ids["Ben"]
    assert services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                            "injury_name": "Cracked ribs", "injury_penalty": 2,
                                            "injury_recovery_unit": "hours"})
    set_state(services, ben, health=3, broken_minutes=None)  # back on his feet; the injury stays
    [injury] = services.characters.character(ben).state["injuries"]
    hours = injury["recovery"]
    skill = RollRequest("skill", ben, {"skill": "close_combat"})
    hurt = services.rolls.odds(skill)[0].chance
    assert services.game_time.pass_time(hours * 60 - 1)
    assert services.rolls.odds(skill)[0].chance == hurt
    assert services.game_time.pass_time(1)
    assert render_event(services.campaign.events()[-1]).endswith(
        "Ben: Cracked ribs has healed: the recovery time has passed; −2 dice removed.")
    healed = services.rolls.odds(skill)[0].chance
    assert healed > hurt
    row = services.characters.character(ben)
    [badge] = [c for c in services.ruleset.conditions(row.sheet, row.state) if c.key == "injury:1"]
    assert badge.detail == "healed (no penalty)"
    services.campaign.undo()
    assert services.rolls.odds(skill)[0].chance == hurt


def test_the_odds_of_pushing_a_failed_roll_are_shown_before_the_roll(party):
    # twdu-violence-hazards.en.txt does not describe a push; the source is ../shared/rules/README.md:
    # "Pushing a roll (a PC's, once) adds one stress and one more stress die, then rerolls every die
    # but the 6s and the walkers; a messed-up roll cannot be pushed"
    from fractions import Fraction

    from app.rules.rolling import Roller

    services, ids = party
    ana, rick = ids["Ana"], ids["Rick"]
    labels = [c.label for c in services.rolls.odds(RollRequest("skill", ana, {"skill": "stealth"}))]
    odds = {c.label: c.chance for c in services.rolls.odds(RollRequest("skill", ana, {"skill": "stealth"}))}
    assert labels[-2:] == ["Success, pushing a failure", "Mess-up, pushing a failure"]
    # Agility 4 + Stealth 2 = 6 base dice, no stress: a failure (5/6)^6 rerolls 6 dice and one stress die
    assert odds["Success, pushing a failure"] == 1 - Fraction(5, 6) ** 13
    assert odds["Mess-up, pushing a failure"] == Fraction(5, 6) ** 6 * Fraction(1, 6)
    # with stress 2: 6 base and 2 stress dice; a clean failure shows no 6 and no 1 on a stress die
    row = services.characters.character(ana)
    stressed = Roller(row.sheet, {**row.state, "stress": 2}, True)
    odds = {c.label: c.chance for c in services.ruleset.roll_rules().roll_odds("skill", stressed, {"skill": "stealth"})}
    clean_fail = Fraction(5**6 * 4**2, 6**8)
    assert odds["Success, pushing a failure"] == 1 - Fraction(5, 6) ** 8 + clean_fail * (1 - Fraction(5, 6) ** 9)
    assert odds["Mess-up, pushing a failure"] == 1 - Fraction(5, 6) ** 2 + clean_fail * (1 - Fraction(5, 6) ** 3)
    npc = [c.label for c in services.rolls.odds(RollRequest("skill", rick, {"skill": "close_combat"}))]
    assert "Success, pushing a failure" not in npc  # only a player character pushes


def test_a_distance_in_metres_sets_the_range_band_and_the_skill(party):
    # "Short Range is less than 25 meters … You could be anywhere between 25 - 100 meters … Anything
    # beyond two zones or 100 meters is considered Extreme Range."
    from app.rules.field_presets import followed_values, with_presets

    services, ids = party
    arm(services, ids["Ana"], REVOLVER)
    duel = next(k for k in services.rolls.kinds(ids["Ana"]) if k.key == "duel")
    assert followed_values(duel.fields, {"distance": 24}, ["distance"])["band"] == "short"
    long = followed_values(duel.fields, {"distance": 25}, ["distance"])
    assert (long["band"], long["skill"], long["ranged"]) == ("long", "ranged_combat", True)
    assert followed_values(duel.fields, {"distance": 101}, ["distance"])["band"] == "extreme"
    # a request giving the distance alone rolls at the band it sets
    assert with_presets(duel.fields, {"distance": 60})["skill"] == "ranged_combat"  # her revolver's
    arm(services, ids["Ana"], KNIFE)
    knife = next(k for k in services.rolls.kinds(ids["Ana"]) if k.key == "duel")
    assert with_presets(knife.fields, {"distance": 60})["skill"] == "close_combat"  # a knife's, at any band
    with pytest.raises(CommandError, match="close combat weapon reaches only Short range"):
        services.rolls.odds(RollRequest("duel", ids["Ana"], {"item": "w0", "distance": 60}, ids["Walker"]))


def test_a_shot_takes_a_distance_and_extreme_range_refuses_a_weapon_whose_range_is_long(party):
    # "Anything beyond two zones or 100 meters is considered Extreme Range. Only some special weapons can
    # be used at that distance."
    services, ids = party
    ana, walker = ids["Ana"], ids["Walker"]
    arm(services, ana, {**REVOLVER, "ammo": 6}, {**RIFLE, "ammo": 5})
    shot = next(k for k in services.rolls.kinds(ana) if k.key == "shot")
    band = next(f for f in shot.fields if f.key == "band")
    assert [c.value for c in band.choices] == ["short", "long", "extreme"]
    refusals = []
    services.rolls.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(services.campaign.events())
    far = RollRequest("shot", ana, {"item": "w0", "distance": 150}, walker)
    with pytest.raises(CommandError, match="Only special weapons reach Extreme range"):
        services.rolls.odds(far)
    assert services.rolls.roll(far) is None
    zones = RollRequest("shot", ana, {"item": "w0", "distance": 3, "distance_unit": "zones"}, walker)
    assert services.rolls.roll(zones) is None  # "beyond two zones": Extreme too
    assert refusals == [FAR.format(weapon="Revolver")] * 2  # its own Range named, and where it is set
    assert len(services.campaign.events()) == before  # nothing rolled, no round spent
    assert services.rolls.odds(RollRequest("shot", ana, {"item": "w0", "distance": 60}, walker))  # Long
    rifle = services.rolls.roll(RollRequest("shot", ana, {"item": "w1", "distance": 150}, walker))
    assert rifle is not None  # the rifle's Range is Extreme
    assert "Extreme range: Ranged Combat" in render_event(services.campaign.events()[-1])


def test_instead_of_raising_the_threat_a_single_attack_or_swarm_size_up(party):
    # "In situations where increasing the Threat Level seems illogical or not appropriate, the GM may
    # instead do one of the following: • Let a PC or NPC suffer a single attack from the dead.
    # • Increase the Swarm Size by one step"
    from app.services.logtext import render_event

    services, ids = party
    assert [r.key for r in services.threat.alternatives()] == ["instead_single_attack", "instead_swarm_size"]
    assert services.threat.step(1, "noise")
    assert services.swarm.instead_of_threat("instead_single_attack")
    assert services.threat.level() == 1
    assert render_event(services.campaign.events()[-1]) == (
        "Threat 1 (Dead around) stays: instead, a single attack from the dead")
    assert services.swarm.set_dead(12)  # 12 dead: Swarm Size 2
    assert services.swarm.instead_of_threat("instead_swarm_size")
    assert services.swarm.fight().size == 3 and services.threat.level() == 1
    assert render_event(services.campaign.events()[-1]) == (
        "Threat 1 (Dead around) stays: instead, Swarm Size 2 → 3")
    assert services.campaign.undo()
    assert services.swarm.fight().size == 2
    assert not services.swarm.instead_of_threat("nonsense")
