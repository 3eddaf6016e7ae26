"""Experience through the services: afmbe points and raises, grid-game +1s proposed from the log."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from tests.stores import campaign_target


def open_campaign(tmp_path, ruleset, preset=None):
    path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
    create_campaign(str(path), "XP", ruleset, preset).engine.dispose()
    return open_services(str(path), Dice(seed=8))


def test_afmbe_award_spend_and_limits(tmp_path, qapp):
    services = open_campaign(tmp_path, "afmbe", "norms")
    try:
        dana = services.campaign.execute(CreateCharacter("Dana", "pc")).changes[0]["id"]
        xp = services.experience
        refusals = []
        xp.failed.connect(lambda ctx, msg: refusals.append(msg))
        assert xp.award(dana, 10)
        assert xp.ledger(dana)["unspent"] == 10
        assert xp.spend(dana, "attr:dex", 6)
        assert services.characters.character(dana).sheet["dex"] == 3
        assert xp.ledger(dana) == {"unspent": 4, "raised": {"attr:dex": 1}}
        assert not xp.spend(dana, "attr:dex", 1)  # Dexterity can be raised only once
        assert refusals[-1] == "This attribute can be raised only once."
        assert not xp.spend(dana, "attr:str", 5)  # 4 points left
        assert refusals[-1] == "Not enough unspent experience points: this raise needs 5, 4 left."
        assert xp.ledger(dana)["unspent"] == 4
        services.campaign.undo()
        assert services.characters.character(dana).sheet["dex"] == 2
        assert xp.ledger(dana) == {"unspent": 10, "raised": {}}
    finally:
        services.close()


def test_strength_raise_refits_life_points(tmp_path, qapp):
    services = open_campaign(tmp_path, "afmbe", "norms")
    try:
        dana = services.campaign.execute(CreateCharacter("Dana", "pc")).changes[0]["id"]
        services.characters.damage(dana, {"amount": 6, "worn_armor": False})
        assert services.characters.character(dana).state["life_points"] == 20
        services.experience.award(dana, 5)
        services.experience.spend(dana, "attr:str", 5)
        # Life Points (3+2)×4+10 = 30: the maximum grows by 4, the damage taken stays
        assert services.characters.character(dana).state["life_points"] == 24
    finally:
        services.close()


def test_grid_game_proposes_what_play_earned(tmp_path, qapp):
    services = open_campaign(tmp_path, "gridlimbs")
    try:
        kit = services.campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
        dov = services.campaign.execute(CreateCharacter("Dov", "pc")).changes[0]["id"]
        services.characters.damage(dov, {"amount": 2, "part": "torso", "weapon": "pistol"}, actor_id=kit)
        proposals = services.experience.proposals()
        assert [c.value for c in proposals[kit]] == ["shot_someone"]
        assert [c.value for c in proposals[dov]] == ["got_shot"]
        accuracy = services.characters.character(kit).sheet["accuracy"]
        assert services.experience.confirm(kit, ["shot_someone"])
        assert services.characters.character(kit).sheet["accuracy"] == accuracy + 1
        assert services.campaign.events()[-1].text == "{name} grows: {gains}"
    finally:
        services.close()
