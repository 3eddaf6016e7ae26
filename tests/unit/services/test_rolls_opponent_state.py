"""A roll that changes its opponent (afmbe: a dodge that spends the dodger's turn, a wound tended
on the patient) saves the opponent's state in the same log event, and undo takes it back."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from ui import i18n


def make(tmp_path):
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Roll test", "afmbe", "unisystem").engine.dispose()
    return open_services(str(path), Dice(seed=1))


def ids(svc):
    return {c.name: int(c.id) for c in svc.characters.characters()}


def test_a_dodged_shot_marks_the_dodger_and_undo_takes_it_back(tmp_path, qapp):
    svc = make(tmp_path)
    try:
        guns = [{"name": "Guns", "type": "Handgun", "level": 2}]
        pistol = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]  # a shot, not a blow
        svc.characters.create("Ash", "pc", {"dex": 3, "skills": guns, "weapons": pistol})
        svc.characters.create("Raider", "npc", {"dex": 2, "skills": [{"name": "Dodge", "level": 3}]})
        who = ids(svc)
        request = RollRequest("attack", who["Ash"], {"skill": "0", "defence": "dodge"}, who["Raider"])
        rolled = svc.rolls.roll(request, "8 9")
        assert rolled is not None and rolled.result.success is False
        assert svc.characters.character(who["Raider"]).state["dodging_shots"] is True
        event = [e for e in svc.campaign.events() if e.kind == "roll"][-1]
        assert render_event(event) == (
            "Ash rolls Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Raider with table dice: "
            "Dodged: dodge 14, Good, beats attack 13, Good (the defence must be higher; a tie hits) "
            "(d10 8; Dexterity +3; Guns +2; total 13; "
            "d10 9; Dexterity +2; Dodge +3; total 14)"
            " — Raider hit the dirt to dodge the shot: no other action this turn."
        )
        i18n.set_language("es")  # the defender named, not «Quien esquiva»
        try:
            assert render_event(event).endswith(
                "Raider se echó cuerpo a tierra para esquivar el disparo: ninguna otra acción este turno.")
        finally:
            i18n.set_language("en")
        # the dodger's own shot is refused until the round ends, and nothing is logged
        before = len(svc.campaign.events())
        assert svc.rolls.roll(RollRequest("attack", who["Raider"], {"defence": "none"}, who["Ash"]), "8") is None
        assert len(svc.campaign.events()) == before
        assert svc.campaign.undo()
        assert "dodging_shots" not in svc.characters.character(who["Raider"]).state
    finally:
        svc.close()


def test_first_aid_on_the_patient_heals_them_and_undo_takes_it_back(tmp_path, qapp):
    svc = make(tmp_path)
    try:
        svc.characters.create("Doc", "pc", {"int": 3, "skills": [{"name": "First Aid", "level": 2}]})
        svc.characters.create("Bill", "pc", {})
        who = ids(svc)
        bill = svc.characters.character(who["Bill"])
        assert svc.characters.damage(who["Bill"], {"amount": 8})
        hurt = svc.characters.character(who["Bill"]).state
        assert hurt["life_points"] == bill.state["life_points"] - 8 and hurt["wounds_untreated"] == 1
        rolled = svc.rolls.roll(RollRequest("first_aid", who["Doc"], {}, who["Bill"]), "6")
        assert rolled is not None
        assert svc.characters.character(who["Bill"]).state["life_points"] == hurt["life_points"] + 2
        assert svc.campaign.undo()
        assert svc.characters.character(who["Bill"]).state["life_points"] == hurt["life_points"]
    finally:
        svc.close()
