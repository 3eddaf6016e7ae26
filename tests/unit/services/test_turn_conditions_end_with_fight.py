"""Issue 40: after the fight's end the roster still showed a Shambler "Hit the dirt: no more actions
this turn".  A condition that lasts a turn or a round ends with the fight: the fight's one line
says so, and undoing the fight's end brings it back."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.stores import campaign_target

HIT_THE_DIRT = "Hit the dirt: no more actions this turn"


def test_a_dodge_of_shots_ends_with_the_fight_and_undo_brings_it_back(tmp_path, qapp):
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Fight test", "afmbe", "unisystem").engine.dispose()
    svc = open_services(str(path), Dice(seed=1))
    try:
        guns = [{"name": "Guns", "type": "Handgun", "level": 2}]
        pistol = [{"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True}]  # a shot, not a blow
        svc.characters.create("Ash", "pc", {"dex": 3, "skills": guns, "weapons": pistol})
        svc.characters.create("Shambler", "npc", {"dex": 2, "skills": [{"name": "Dodge", "level": 3}]})
        who = {c.name: int(c.id) for c in svc.characters.characters()}
        assert svc.initiative.start([who["Ash"], who["Shambler"]])
        request = RollRequest("attack", who["Ash"], {"skill": "0", "defence": "dodge"}, who["Shambler"])
        assert svc.rolls.roll(request, "8 9") is not None  # dodged: the Shambler hit the dirt

        def badges():
            row = svc.characters.character(who["Shambler"])
            return [c.label for c in svc.ruleset.conditions(row.sheet, row.state)]

        assert HIT_THE_DIRT in badges()
        before = len(svc.campaign.events())
        assert svc.initiative.end()
        assert len(svc.campaign.events()) == before + 1  # one line
        assert HIT_THE_DIRT not in badges()
        assert "dodging_shots" not in svc.characters.character(who["Shambler"]).state
        line = render_event(svc.campaign.events()[-1])
        assert line.endswith(f"over (rounds: 1) — Shambler: {HIT_THE_DIRT} ends"), line
        assert svc.campaign.undo()  # the fight runs again, the Shambler still on the ground
        assert HIT_THE_DIRT in badges()
        assert svc.campaign.redo()
        assert HIT_THE_DIRT not in badges()
    finally:
        svc.close()


def test_a_block_declared_for_the_round_ends_with_the_fight(qapp):
    from app.rules import get_ruleset

    ruleset = get_ruleset("gridlimbs")
    over = ruleset.fight_over({"blocking": {"weapon": "Bat"}, "stamina": 3})
    assert over.state == {"stamina": 3}
    assert [line.args["condition"]["t"] for line in over.lines] == ["Blocking"]
    assert ruleset.fight_over({"stamina": 3}).lines == []


def test_an_aim_waiting_for_its_shot_ends_with_the_fight(qapp):
    """AFMBE's aim ("At the end of the combat round, you shoot") is the fight's: the roster read
    "Aiming: shoots at the round's end" after it."""
    from app.rules import get_ruleset

    for preset in ("norms", "unisystem"):
        ruleset = get_ruleset("afmbe", preset)
        over = ruleset.fight_over({"aiming": True, "aim_bonus": 2, "wounds": 1})
        assert over.state == {"wounds": 1}
        assert [(line.text, dict(line.args)) for line in over.lines] == [
            ("The aim ends with the fight: its shot was not fired (+{n} lost).", {"n": 2})]
        assert ruleset.fight_over({"wounds": 1}).lines == []


def test_twdu_cover_and_overwatch_end_with_the_fight(qapp):
    from app.rules import get_ruleset

    ruleset = get_ruleset("twdu")
    for cover in ("in", "pending"):
        over = ruleset.fight_over({"health": 2, "cover": cover, "overwatch": True, "range": "long"})
        assert over.state == {"health": 2}  # the range band too ends with the fight (its tag outlived it)
        assert [line.text for line in over.lines] == ["Cover ends with the fight.",
                                                      "The overwatch ends with the fight.",
                                                      "{band} ends with the fight."]
    assert ruleset.fight_over({"health": 2}).lines == []
