"""twdu: a duel fired with a firearm spends one round of the shooter's weapon, as Deadwatch's Shot roll
does.  Rook's "Duel (Close Combat, Shotgun (+3))" and Mia's hunting-rifle duel left the rounds as they
were, only F spent one.  The twdu text counts no rounds shot by shot ("Messing up can also mean that
you run out of ammunition"), but Deadwatch's own Shot roll spends one a shot; the duel now does too,
at range or with a ranged weapon at Short range, said in its log line, undone with it; an empty gun
refuses the duel naming it, nothing rolled; bare hands spend nothing."""

from __future__ import annotations

from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.unit.services.test_rolls import ids, refusals

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 1, "damage": 2, "range": "long", "ammo": 4}
LONG = {"band": "long", "distance": 50, "distance_unit": "metres", "ranged": True, "skill": "ranged_combat",
        "opponent_skill": "ranged_combat", "opponent_firearm": True, "opponent_damage": 2}
FACES = "6 2 3 4 5 6 2 3 4 5 2"


def _counts(services, cid: int) -> dict[str, int]:  # noqa: ANN001
    row = services.characters.character(cid)
    return {s.key: s.count for s in services.ruleset.ammo_rules().ammo_stocks(row.sheet, row.state)}


def _people(twdu, ana_ammo: int = 6):  # noqa: ANN001, ANN202
    sheet = twdu.ruleset.new_sheet()
    revolver = {**REVOLVER, "ammo": ana_ammo}
    assert twdu.characters.create("Ana", "pc", {**sheet, "agility": 3, "ranged_combat": 2, "close_combat": 1,
                                                "weapons": [revolver]})
    assert twdu.characters.create("Raider", "npc", {**sheet, "agility": 3, "ranged_combat": 1, "weapons": [RIFLE]})
    return ids(twdu)


def test_a_duel_of_shots_spends_one_round_of_the_shooters_gun_said_and_undone(twdu):
    people = _people(twdu)
    seen = refusals(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Ana"], {"item": "w0", **LONG}, people["Raider"]), FACES)
    assert rolled is not None, seen
    said = render_event(twdu.campaign.events()[-1])
    assert "Duel" in said and "Revolver: 6 → 5 rounds" in said, said
    assert _counts(twdu, people["Ana"]) == {"Revolver": 5}
    assert _counts(twdu, people["Raider"]) == {"Rifle": 4}  # the shooter's round, the roller's gun
    assert twdu.campaign.undo()
    assert _counts(twdu, people["Ana"]) == {"Revolver": 6}


def test_a_ranged_weapon_at_short_range_spends_a_round_and_bare_hands_none(twdu):
    people = _people(twdu)
    short = {"band": "short", "distance": 0, "distance_unit": "metres", "skill": "close_combat"}
    seen = refusals(twdu)
    assert twdu.rolls.roll(RollRequest("duel", people["Ana"], {"item": "w0", **short}, people["Raider"])), seen
    assert _counts(twdu, people["Ana"]) == {"Revolver": 5}
    assert twdu.rolls.roll(RollRequest("duel", people["Ana"], {"item": "", **short}, people["Raider"])), seen
    assert _counts(twdu, people["Ana"]) == {"Revolver": 5}


def test_an_empty_gun_refuses_the_duel_naming_it(twdu):
    people = _people(twdu, ana_ammo=0)
    events = len(twdu.campaign.events())
    seen = refusals(twdu)
    assert twdu.rolls.roll(RollRequest("duel", people["Ana"], {"item": "w0", **LONG}, people["Raider"]), FACES) is None
    assert len(twdu.campaign.events()) == events
    assert seen and "Revolver is out of ammunition: nothing fired." in seen[-1], seen
