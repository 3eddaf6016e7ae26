"""Time passing outside fights: a lethal time limit runs out and kills; nothing timed, nothing logged."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import qt_translate, render_event, render_value
from tests.stores import campaign_target


def test_a_lethal_injury_runs_out_in_game_time(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Clock", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=2))
    try:
        mia = services.campaign.execute(CreateCharacter("Mia", "pc")).changes[0]["id"]
        assert not services.game_time.timers_running()
        before = len(services.campaign.events())
        assert not services.game_time.tick()  # nothing timed: no log line
        assert len(services.campaign.events()) == before
        services.characters.damage(mia, {"damage": 3, "source": "attack", "armor": False,
                                         "injury_name": "Bitten forearm", "injury_penalty": 1,
                                         "injury_lethal": True, "injury_time_unit": "minutes"})
        injury = services.characters.character(mia).state["injuries"][0]
        limit = injury["time_limit"]  # D6 minutes, rolled (secretly) when the injury was taken
        assert 1 <= limit <= 6 and services.game_time.timers_running()
        if limit > 1:
            assert services.game_time.pass_time(limit - 1)
            assert not services.characters.character(mia).state.get("dead")
        assert services.game_time.tick()  # the last minute, at the table's pace
        assert services.characters.character(mia).state["dead"] is True
        line = render_event(services.campaign.events()[-1])
        assert line == "1 min pass (real time) — Mia: Bitten forearm: the time limit ran out. Dead."
        services.campaign.undo()
        assert not services.characters.character(mia).state.get("dead")
    finally:
        services.close()


def test_the_time_limit_roll_is_kept_from_the_players(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Secret", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=2))
    try:
        mia = services.campaign.execute(CreateCharacter("Mia", "pc")).changes[0]["id"]
        services.characters.damage(mia, {"damage": 3, "source": "attack", "armor": False,
                                         "injury_name": "Gut wound", "injury_lethal": True})
        event = services.campaign.events()[-1]
        injury = services.characters.character(mia).state["injuries"][0]
        assert event.faces == []  # nothing the players' log or exports show
        gm = event.payload["gm_only_rolls"][0]
        assert gm["label"] == "Critical injury times" and gm["faces"][0] == [6, injury["time_limit"]]
    finally:
        services.close()


def test_afmbe_unisystem_minutes_owe_survival_checks_in_game_time(tmp_path, qapp):
    # unisystem §4.6.2: at −10 LP or less, a new Survival check every minute without medical help
    path = campaign_target(tmp_path, "afmbe.deadwatch")
    create_campaign(str(path), "Clock", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=2))
    try:
        ann = services.campaign.execute(CreateCharacter("Ann", "pc")).changes[0]["id"]
        assert not services.game_time.timers_running()
        sheet = services.characters.character(ann).sheet
        lp = services.campaign.ruleset.initial_state(sheet)["life_points"]
        assert services.characters.damage(ann, {"amount": lp + 12})
        state = services.characters.character(ann).state
        assert state["checks_due"] == ["survival"] and not state["dead"]
        assert services.game_time.timers_running()
        # said on the Time passes form before Enter, and set up in the dice dock one after another
        assert [render_value(line, qt_translate) for line in services.game_time.rolls_due(2)] == [
            "Ann: Survival checks due without care: 2."]
        assert services.game_time.rolls_to_set_up(2) == [(ann, "check:survival", {})] * 2
        assert services.game_time.pass_time(2)
        state = services.characters.character(ann).state
        assert state["survival_owed"] == 2 and not state["dead"]
        assert render_event(services.campaign.events()[-1]) == "2 min pass — Ann: Survival checks due without care: 2."
    finally:
        services.close()


def test_a_broken_character_gets_up_with_health_1_when_the_d6_minutes_pass(tmp_path, qapp):
    # twdu: "you are Broken for D6 minutes ... you are no longer Broken and heal one Health point"
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "Down", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        ben = services.campaign.execute(CreateCharacter("Ben", "pc")).changes[0]["id"]
        services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                         "injury_name": "Concussion", "injury_penalty": 1})
        state = services.characters.character(ben).state
        minutes = state["broken_minutes"]
        assert state["health"] == 0 and 1 <= minutes <= 6 and services.game_time.timers_running()
        gm = services.campaign.events()[-1].payload["gm_only_rolls"]
        assert [r["label"] for r in gm][-1] == "Broken minutes"  # the GM's secret roll
        if minutes > 1:
            assert services.game_time.pass_time(minutes - 1)
            assert services.characters.character(ben).state["health"] == 0
        assert services.game_time.tick()
        assert services.characters.character(ben).state["health"] == 1
        line = render_event(services.campaign.events()[-1])
        assert line == "1 min pass (real time) — Ben: The Broken minutes are over: up again with Health 1."
        assert "broken_minutes" not in services.characters.character(ben).state
    finally:
        services.close()
