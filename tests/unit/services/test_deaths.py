"""What a death does to the others, through the services: the grid game's score."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event
from tests.stores import campaign_target


def test_a_kill_scores_for_the_killer_and_undo_takes_it_back(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    try:
        campaign = services.campaign
        kit = campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
        zed = campaign.execute(CreateCharacter("Shambler", "zombie")).changes[0]["id"]
        services.characters.damage(zed, {"amount": 9, "part": "head"}, actor_id=kit)
        assert services.characters.character(kit).state["score"] == 1
        line = render_event(campaign.events()[-1])
        assert line.startswith("Damage to Shambler") and "Kit: 1 zombie killed: score 1." in line
        assert campaign.events()[-1].actor == "Kit"
        campaign.undo()
        assert services.characters.character(kit).state["score"] == 0
    finally:
        services.close()


def test_the_score_shows_on_the_killers_row(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Mall", "gridlimbs").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    try:
        kit = services.campaign.execute(CreateCharacter("Kit", "pc")).changes[0]["id"]
        zed = services.campaign.execute(CreateCharacter("Shambler", "zombie")).changes[0]["id"]
        row = services.characters.character(kit)
        assert "score" not in [c.key for c in services.ruleset.conditions(row.sheet, row.state)]
        services.characters.damage(zed, {"amount": 9, "part": "head"}, actor_id=kit)
        row = services.characters.character(kit)
        score = next(c for c in services.ruleset.conditions(row.sheet, row.state) if c.key == "score")
        assert render(score.label, score.args, "rules") == "Score 1 (1 kill)"
        assert render(score.detail, score.args, "rules").startswith("a point for each zombie killed")
    finally:
        services.close()
