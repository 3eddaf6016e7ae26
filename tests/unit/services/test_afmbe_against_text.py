"""All Flesh Must Be Eaten against its texts, through the services the way the docks call them:
damage past zero, single shots spending rounds, frantic combat of the fallen, a zombie's end."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render, render_event
from tests.stores import campaign_target


@pytest.fixture
def uni(tmp_path, qapp):
    path = campaign_target(tmp_path, "uni.deadwatch")
    create_campaign(str(path), "Uni", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    yield services
    services.close()


def add(services, name, kind="pc", **sheet):
    event = services.campaign.execute(CreateCharacter(name, kind, {**services.ruleset.new_sheet(), **sheet}))
    return int(event.changes[0]["id"])


def conditions(services, cid):
    row = services.characters.character(cid)
    return {c.key: c for c in services.ruleset.conditions(row.sheet, row.state)}


def test_unisystem_damage_past_zero_is_taken_whole_and_the_survival_check_counts_it(uni):
    # "Este se mide en puntos, que son descontados de los Puntos de Vida del personaje"; the Survival
    # check: "con un -1 por cada 10 Puntos de Vida por debajo de 0 (redondeando a la baja)"
    ann = add(uni, "Ann", str=2, con=2)  # (2 + 2) × 4 + 10 = 26 Life Points
    assert uni.characters.damage(ann, {"amount": 48})
    assert uni.characters.character(ann).state["life_points"] == -22
    assert uni.characters.damage(ann, {"amount": 48})
    state = uni.characters.character(ann).state
    assert state["life_points"] == -70 and not state["dead"]
    assert "−22 → −70" in render_event(uni.campaign.events()[-1]).replace("-", "−")
    check = conditions(uni, ann)["check_survival"]
    assert render(check.detail, check.args, "rules") == "−7"
    assert uni.initiative.start([ann], name="Alley")
    assert uni.initiative.end_round()
    assert "Survival check due (−7)" in render_event(uni.campaign.events()[-1])
    uni.campaign.undo()
    uni.campaign.undo()
    assert uni.characters.character(ann).state["life_points"] == -70


PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 2}
GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]


def shoot(services, shooter, target, faces, **inputs):
    from app.services.rolls import RollRequest

    request = RollRequest("attack", shooter, {"skill": "0", "weapon": "0", "defence": "none", **inputs}, target)
    return services.rolls.roll(request, faces)


def test_unisystem_single_shots_spend_a_round_and_an_empty_pistol_cannot_fire(uni):
    # "Cualquier arma que dispare cada vez que se pulse el gatillo puede disparar varias veces en un
    # turno": each pull of the trigger fires one round (rounds "spent by shots, bursts and groups")
    from app.services.command import CommandError
    from app.services.rolls import RollRequest

    dana = add(uni, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    biter = add(uni, "Biter", "zombie")
    assert shoot(uni, dana, biter, "7") is not None
    assert uni.ammo.stocks(dana)[0].stock.count == 1
    line = render_event(uni.ammo.ledger()[-1])
    assert line.endswith("— Pistol: 2 → 1 round")
    assert shoot(uni, dana, biter, "8") is not None
    assert uni.ammo.stocks(dana)[0].stock.count == 0
    refusals = []
    uni.rolls.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = len(uni.campaign.events())
    assert shoot(uni, dana, biter, "9") is None
    assert refusals == ["The magazine is empty: reload before firing."]
    assert len(uni.campaign.events()) == before
    with pytest.raises(CommandError, match="magazine is empty"):  # the odds say so before the roll
        uni.rolls.odds(RollRequest("attack", dana, {"skill": "0", "weapon": "0", "defence": "none"}, biter))
    assert uni.campaign.undo()
    assert uni.ammo.stocks(dana)[0].stock.count == 1


def test_frantic_combat_burns_no_endurance_of_one_down_at_zero_life_points(uni):
    # §4.6.1 "Con 0 puntos o menos, el personaje estará aturdido, semiinconsciente y tirado en el
    # suelo": out of the fight, no burst of frantic combat burns its Endurance
    ann = add(uni, "Ann", str=2, con=2, wil=2)
    ben = add(uni, "Ben", str=2, con=2, wil=2)
    assert uni.characters.damage(ann, {"amount": 26})  # 26 Life Points: 0
    fresh = uni.characters.character(ann).state["endurance"]
    assert uni.initiative.start([ann, ben], name="Alley")
    assert uni.initiative.declare_fight("frantic", True)
    assert uni.initiative.end_round()
    assert uni.characters.character(ann).state["endurance"] == fresh
    assert uni.characters.character(ben).state["endurance"] < fresh  # still fighting: 1d4 burned
    line = render_event(uni.campaign.events()[-1])
    assert "Ben: Frantic combat" in line and "Ann: Frantic combat" not in line


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_zombie_out_of_life_points_awaits_the_gms_call_not_a_characters_dying(tmp_path, qapp, preset):
    # norms: "out of Life Points … unconscious … below zero … incapacitated", unisystem §4.6.1 "aturdido,
    # semiinconsciente y tirado en el suelo": a character's states; neither text says how a zombie ends
    path = campaign_target(tmp_path, f"{preset}.deadwatch")
    create_campaign(str(path), "Dead", "afmbe", preset).engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    try:
        biter = add(services, "Biter", "zombie", str=2, con=2)  # 26 Life Points
        ann = add(services, "Ann", "pc", str=2, con=2)
        assert services.characters.damage(biter, {"amount": 29}) and services.characters.damage(ann, {"amount": 29})
        keys = set(conditions(services, biter))
        assert "gm_call" in keys and not keys & {"unconscious", "dying", "down", "check_stand"}
        ann_row = services.characters.character(ann)  # a character falls as the text says: not a zombie's call
        ann_calls = [c.value for c in services.ruleset.check_rules().checks_due(ann_row.sheet, ann_row.state)]
        assert ann_calls == (["dies", "kept_alive"] if preset == "norms" else ["stand"])
        row = services.characters.character(biter)
        calls = services.ruleset.check_rules().checks_due(row.sheet, row.state)
        assert [(c.value, c.call) for c in calls] == [("destroyed", True), ("still_coming", True)]
        assert not services.ruleset.can_act(row.sheet, row.state)  # down until the GM says otherwise
        assert services.characters.roll_check(biter, "still_coming")
        assert render_event(services.campaign.events()[-1]) == (
            "Biter: Still coming — The GM's call at −3 Life Points: still coming.")
        row = services.characters.character(biter)
        assert services.ruleset.check_rules().checks_due(row.sheet, row.state) == [] and "still_coming" in conditions(
            services, biter
        )
        assert services.ruleset.can_act(row.sheet, row.state)  # still coming: it takes its turns
        assert services.characters.damage(biter, {"amount": 2})  # hit lower: the call is asked again
        assert services.characters.roll_check(biter, "destroyed")
        row = services.characters.character(biter)
        assert services.ruleset.is_dead(row.sheet, row.state)
        services.campaign.undo()
        row = services.characters.character(biter)
        assert not services.ruleset.is_dead(row.sheet, row.state) and "gm_call" in conditions(services, biter)
    finally:
        services.close()


def test_endurance_lost_to_work_sleep_and_a_load_from_the_dice_dock(uni):
    # §4.8: "El trabajo duro, como evitar activamente a los zombies durante largos periodos de
    # tiempo, cuesta 1 Punto de Resistencia cada diez minutos", "Las tareas realmente duras (...)
    # cuestan 1D4 Puntos de Resistencia por minuto", "perder 1 Punto de Resistencia por hora de
    # sueño perdida"; §5: a medium load, 1d4 every 5 minutes
    from fractions import Fraction

    from app.services.rolls import RollRequest

    ann = add(uni, "Ann", str=2, con=2, wil=2)  # (2 + 2 + 2) × 3 + 5 = 23 Endurance
    work = RollRequest("endurance_loss", ann, {"activity": "hard_work", "duration": 60})
    assert [c.chance for c in uni.rolls.odds(work)] == [0, 0]  # 23 − 6 = 17: neither dazed nor out
    assert uni.rolls.roll(work) is not None
    assert uni.characters.character(ann).state["endurance"] == 17
    assert render_event(uni.campaign.events()[-1]).startswith(
        "Ann: Endurance loss: Hard work (minutes): 6 Endurance (6 × 1 = 6): 23 → 17"
    )
    heavy = RollRequest("endurance_loss", ann, {"activity": "very_hard_work", "duration": 3})
    dazed, out = uni.rolls.odds(heavy)
    # 17 − 3d4 ≤ 5 needs 12 on 3d4: one way in 64; 0 or less cannot happen
    assert (dazed.chance, out.chance) == (Fraction(1, 64), 0)
    assert uni.rolls.roll(heavy, "4 4 4") is not None
    assert uni.characters.character(ann).state["endurance"] == 5
    assert "dazed" in conditions(uni, ann)
    load = RollRequest("load", ann, {"load": "medium"})
    [effect] = uni.rolls.odds(load)
    # "impone un -3 al movimiento": the light load's −1 on movement tests kept, as the campaign's
    # option says by default (tests/unit/rules/test_afmbe_load_badge.py: the option off)
    assert render(effect.label, effect.args, "rules") == "Speed −3 · −1 to movement tests · 1d4 Endurance every 5 min"
    assert uni.rolls.roll(load) is not None
    assert uni.characters.character(ann).state["load"] == "medium"
    carry = RollRequest("endurance_loss", ann, {"activity": "load", "duration": 10})  # two d4
    assert uni.rolls.roll(carry, "1 2") is not None
    assert uni.characters.character(ann).state["endurance"] == 2
    uni.campaign.undo()
    assert uni.characters.character(ann).state["endurance"] == 5


def test_luck_points_come_back_when_a_new_session_starts(tmp_path, qapp):
    # norms, Good Luck: "Luck points are replenished at the start of each game session."
    from app.store.models import Character

    path = campaign_target(tmp_path, "luck.deadwatch")
    create_campaign(str(path), "Luck", "afmbe", "norms").engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    try:
        luck = [{"name": "Good Luck", "kind": "quality", "level": 2}]
        ann = add(services, "Ann", traits=luck)
        add(services, "Ben")
        with services.campaign._session() as s:  # two luck points spent last session
            row = s.get(Character, ann)
            row.state = {**row.state, "luck": 0}
            s.add(row)
            s.commit()
        services.campaign.end_session()
        assert services.campaign.start_session() is not None
        assert services.characters.character(ann).state["luck"] == 2
        lines = [render_event(e) for e in services.campaign.events()[-2:]]
        assert lines[1] == "A new session gives back what the rules say — Ann: 2 Luck points for the session."
        assert services.campaign.undo()
        assert services.characters.character(ann).state["luck"] == 0
        assert services.campaign.redo()
        assert services.campaign.start_session() is not None  # nobody short of luck: no second line
        assert [e.kind for e in services.campaign.events()] == ["session"]
    finally:
        services.close()
