"""twdu: a ranged attack in a duel spends no ammunition, as the text has it.  The text (twdu
violence-hazards, "Messing up") counts no rounds shot by shot: "Messing up can also mean that your un
out of ammunition or do something that helps your opponent ... The GM should decide upon something
that is plausible."  Ammunition runs out through a messed-up roll, the GM's call (the ammunition
ledger's "Messed up: out of ammunition"), not one round a shot; the shared README says nothing more of
it for twdu.  So a duel of shots at Long range leaves both guns' counts as they were, and its log line
names no rounds; the ledger keeps the mess-up's way of running dry."""

from __future__ import annotations

from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.unit.services.test_rolls import ids, refusals

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 1, "damage": 2, "range": "long", "ammo": 4}


def _counts(services, cid: int) -> dict[str, int]:  # noqa: ANN001
    row = services.characters.character(cid)
    return {s.key: s.count for s in services.ruleset.ammo_rules().ammo_stocks(row.sheet, row.state)}


def test_a_duel_of_shots_spends_no_round_and_a_mess_up_is_how_a_gun_runs_dry(twdu):
    sheet = twdu.ruleset.new_sheet()
    assert twdu.characters.create("Ana", "pc", {**sheet, "agility": 3, "ranged_combat": 2, "weapons": [REVOLVER]})
    assert twdu.characters.create("Raider", "npc", {**sheet, "agility": 3, "ranged_combat": 1, "weapons": [RIFLE]})
    people = ids(twdu)
    before = {name: _counts(twdu, people[name]) for name in ("Ana", "Raider")}
    assert before == {"Ana": {"Revolver": 6}, "Raider": {"Rifle": 4}}
    inputs = {"item": "w0", "band": "long", "distance": 50, "distance_unit": "metres", "ranged": True,
              "skill": "ranged_combat", "opponent_skill": "ranged_combat", "opponent_firearm": True,
              "opponent_damage": 2}
    seen = refusals(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Ana"], inputs, people["Raider"]), "6 2 3 4 5 6 2 3 4 5 2")
    assert rolled is not None, seen
    line = twdu.campaign.events()[-1]
    assert line.kind == "roll", line.kind  # not an ammunition ledger's line
    said = render_event(line)
    assert said.startswith("Ana rolls Duel") and "Raider" in said and "rounds" not in said, said
    assert {name: _counts(twdu, people[name]) for name in ("Ana", "Raider")} == before
    # the text's way for a gun to run dry: the GM empties it for a messed-up roll
    reasons = [c.value for c in twdu.ruleset.ammo_rules().ammo_empty_reasons()]
    assert "mess_up" in reasons
