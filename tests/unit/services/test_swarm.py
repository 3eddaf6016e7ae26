"""The swarm service: the count of dead, size and Swarm Threat, and whole swarm fights step by step."""

from __future__ import annotations

import gc
from fractions import Fraction
from itertools import product

import pytest

from app.rules.twdu.swarm import swarm_round_odds
from app.services.command import CommandError
from app.services.logtext import dice_text
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import lines, set_state, twdu_services


@pytest.fixture
def twdu(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()
    gc.collect()


def refusals(service):
    seen = []
    service.failed.connect(lambda ctx, msg: seen.append(msg))
    return seen


def to_threat(services, level):
    while services.threat.level() < level:
        services.threat.step(+1, "gm")


def test_the_dead_make_the_size_and_the_gm_may_override_it(twdu):
    services, _ = twdu
    swarm = services.swarm
    assert swarm.set_dead(30)
    assert lines(services)[-1] == "The dead: 0 → 30 (Swarm Size 3)"
    assert swarm.fight().size == 3 and swarm.counted_size() == 3
    assert swarm.set_size(5)
    assert lines(services)[-1] == "Swarm Size 3 → 5 (set by the GM; 30 dead make 3)"
    assert swarm.fight().size == 5
    assert swarm.set_dead(120)  # a new count: the size follows it again
    assert swarm.fight().size == 5 and swarm.fight().size_override == 0
    assert lines(services)[-1] == "The dead: 30 → 120 (Swarm Size 5)"
    seen = refusals(swarm)
    assert not swarm.set_dead(-1)
    assert not swarm.set_size(7)
    assert seen == ["The count of dead runs from 0 to 100000.", "The Swarm Size runs from 1 to 6."]
    services.campaign.undo()
    assert swarm.fight().dead == 30 and swarm.fight().size == 5


def test_a_fight_needs_threat_3_and_a_swarm(twdu):
    services, _ = twdu
    seen = refusals(services.swarm)
    services.swarm.set_dead(30)
    assert not services.swarm.start()
    to_threat(services, 3)
    assert services.swarm.fight().swarm_threat == 6  # the counted swarm follows the dial too
    services.swarm.set_dead(4)
    assert not services.swarm.start()
    assert seen == ["A swarm is fought from Threat Level 3.", "Fewer than five dead are no swarm: use single attacks."]
    assert not services.swarm.active()


def test_a_whole_fight_lost_then_won_with_leadership(twdu):
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 3)
    swarm.set_dead(30)
    assert swarm.start()
    assert lines(services)[-1] == "Swarm fight: 30 dead, Swarm Size 3, Threat 3, Swarm Threat 6"
    assert swarm.active() and swarm.fight().swarm_threat == 6

    setup = RoundSetup(
        (
            RollerSpec(ids["Ana"], "ranged_combat"),
            RollerSpec(ids["Ben"], "close_combat"),
            RollerSpec(ids["Mia"], "close_combat"),
        )
    )
    plan, odds = swarm.odds(setup)
    assert [r.dice for r in plan.rolls] == [7, 7, 2]
    assert odds == swarm_round_odds([7, 7, 2], 6, 0)
    assert swarm.roll_round(setup, ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"])
    assert lines(services)[-1] == (
        "Swarm round 1: 3 successes against Swarm Threat 6 — lost: the GM picks 1 — "
        "Ana, Ranged Combat (7 dice): base dice 6 6 1 2 3 4 5, stress dice none; in all 2 successes, with table dice; Ben, "  # noqa: E501
        "Close Combat (7 dice): base dice 6 "
        "2 3 4 5 1 2, stress dice none; in all 1 success, with table dice; "
        "Mia, Close Combat (2 dice): base dice 2 3, stress dice none; in all 0 successes, with table dice; Almost made it: "  # noqa: E501
        "one free success next round"
    )
    event = services.campaign.events()[-1]
    assert dice_text(event.faces) == "Ana 7d6: 6 6 1 2 3 4 5; Ben 7d6: 6 2 3 4 5 1 2; Mia 2d6: 2 3"
    fight = swarm.fight()
    assert fight.pending == "loss_picks" and fight.picks_due == 1 and fight.free_successes == 1
    assert swarm.last_round()["participants"] == ["Ana", "Ben", "Mia"]

    seen = refusals(swarm)
    assert not swarm.roll_round(setup, ["6", "6", "6"])
    assert seen == ["The GM must first pick what the dead do."]
    assert not swarm.loss_picks(["threat", "size"])
    assert seen[-1] == "Pick one option, or two when a PC messed up."

    assert swarm.loss_picks(["single_attack"])
    victim = swarm.last_round()["attacks"][0]["victim"]
    die = services.campaign.events()[-1].faces
    assert die == [[3, ["Ana", "Ben", "Mia"].index(victim) + 1]]
    assert lines(services)[-1] == (
        "The dead win round 1: Swarm attack: a single attack on a random victim — "
        f"Single attack on {victim} (random die); Swarm Threat now 5"
    )
    assert swarm.fight().swarm_threat == 5 and swarm.fight().round == 2

    # round 2: Ben leads, Ana and Mia fight, Ana rolls twice (the second roll at −2)
    assert swarm.leadership(ids["Ben"], "6 6 1 2 3")
    assert lines(services)[-1] == ("Ben barks orders (Leadership: base dice 6 6 1 2 3, stress dice none; in all 2 "
        "successes): 2 dice to hand out")
    setup = RoundSetup(
        (RollerSpec(ids["Ana"], "ranged_combat"), RollerSpec(ids["Mia"], "close_combat")),
        twice=ids["Ana"],
        allocation={ids["Ana"]: 2},
    )
    plan, odds = swarm.odds(setup)
    assert [(r.name, r.modifier, r.leadership, r.dice) for r in plan.rolls] == [
        ("Ana", 0, 2, 9),
        ("Mia", 0, 0, 2),
        ("Ana", -2, 0, 5),
    ]
    assert odds == swarm_round_odds([9, 2, 5], 5, 1)
    assert not swarm.roll_round(RoundSetup(setup.rollers, ids["Ana"], {ids["Ana"]: 3}), ["6"] * 3)
    assert seen[-1] == "One Leadership die per success, no more."
    assert swarm.roll_round(setup, ["6 6 6 1 1 1 1 1 1", "6 1", "1 1 1 1 1"])
    assert lines(services)[-1] == (
        "Swarm round 2: 5 successes against Swarm Threat 5 — won: the fight is over, the GM sets the Threat Level to"
        " 0, 1 or 2 — 1 free success from the last round; Ana, Ranged Combat (9 dice): base dice 6 6 6 1 1 1 1 1 "
        "1, stress dice none; in all 3 successes, with table dice; "
        "Mia, Close Combat (2 dice): base dice 6 1, stress dice none; in all 1 success, with table dice; "
        "Ana, Ranged Combat (5 dice, Small group −2): "
        "base dice 1 1 1 1 "
        "1, stress dice none; in all 0 successes, with table dice"
    )
    assert swarm.fight().pending == "threat_choice"
    assert not swarm.end_won(3)
    assert swarm.end_won(1)
    assert lines(services)[-1] == "The swarm fight is won: Threat 3 → 1 (Dead around)"
    assert services.threat.level() == 1 and not swarm.active() and swarm.fight().ending == "won"
    assert services.threat.timeline()[-1] == (1, "swarm_won")


def test_a_big_swarm_loses_size_a_mess_up_brings_two_picks_and_the_dead_move_on(twdu):
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 3)
    swarm.set_dead(60)  # Swarm Size 4
    swarm.start()
    assert swarm.fight().swarm_threat == 7
    set_state(services, ids["Mia"], stress=1)
    set_state(services, ids["Rick"], stress=1)
    setup = RoundSetup(
        (
            RollerSpec(ids["Ana"], "ranged_combat"),
            RollerSpec(ids["Ben"], "close_combat"),
            RollerSpec(ids["Rick"], "close_combat"),
        )
    )
    assert swarm.roll_round(setup, ["6 6 6 6 2 2 2", "6 6 6 2 2 2 2", "2 2 2 2 2 | 1".replace("|", "")])
    assert swarm.fight().size == 3 and swarm.fight().round == 2  # won at Swarm Size 4: one step down
    assert "won: Swarm Size 4 → 3" in lines(services)[-1]
    assert "messed up" not in lines(services)[-1]  # Rick is an NPC

    setup = RoundSetup((RollerSpec(ids["Mia"], "mobility"), RollerSpec(ids["Ben"], "close_combat")), twice=ids["Ben"])
    assert swarm.roll_round(setup, ["6 2 3 4 5 | 1".replace("|", ""), "2 2 2 2 2 2 2", "2 2 2 2 2"])
    assert "lost: the GM picks 2" in lines(services)[-1]
    assert swarm.fight().picks_due == 2 and swarm.fight().free_successes == 0
    seen = refusals(swarm)
    assert not swarm.loss_picks(["block", "mass_attack"])
    assert seen == ["The two picks must be different options."]
    assert swarm.loss_picks(["threat", "block"])
    assert services.threat.level() == 4  # the dial follows
    assert services.threat.timeline()[-1] == (4, "lost_round")
    fight = swarm.fight()
    assert fight.block and fight.swarm_threat == 3 + 4 - 1
    assert lines(services)[-1] == (
        "The dead win round 2: The Threat Level is increased one step; Swarm attack: block, Mobility and Stealth"
        " need one more success — Threat 3 → 4 (Closing in); Swarm Threat now 6"
    )
    # under the block a Mobility roll counts one success less: the odds take it off too
    setup = RoundSetup((RollerSpec(ids["Mia"], "mobility"),))
    plan, odds = swarm.odds(setup)
    assert [r.dice for r in plan.rolls] == [6, 4, 2]
    assert sum(odds.values()) == 1
    assert odds["win"] < swarm_round_odds([6, 4, 2], 6)["win"]


def test_blocked_odds_are_exact(twdu):
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 3)
    swarm.set_dead(5)
    swarm.start()
    lost = RoundSetup((RollerSpec(ids["Mia"], "mobility"),))
    swarm.roll_round(lost, ["1 1 1 1 1", "1 1 1", "1"])
    swarm.loss_picks(["block"])
    swarm.roll_round(lost, ["1 1 1 1 1", "1 1 1", "1"])
    swarm.loss_picks(["mass_attack"])
    # Mia: Agility 3 + Mobility 2 − 2 = 3 dice at 0, 1 at −2, 0 at −4; Swarm Threat 1 + 3 − 2 attacks = 2
    plan, odds = swarm.odds(RoundSetup((RollerSpec(ids["Mia"], "mobility", -2),)))
    assert [r.dice for r in plan.rolls] == [3, 1, 0] and plan.swarm_threat == 2 and plan.block
    counts = {"win": Fraction(0), "almost": Fraction(0), "lose": Fraction(0)}
    for faces in product(range(1, 7), repeat=4):
        total = max(0, faces[:3].count(6) - 1) + max(0, faces[3:].count(6) - 1)
        counts["win" if total >= 2 else "almost" if total >= 1 else "lose"] += Fraction(1, 6**4)
    assert odds == counts
    assert odds["win"] == Fraction(1, 216)


def test_clearing_out_an_area_lost_in_close_combat(twdu):
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 2)
    swarm.set_dead(8)
    assert swarm.start(clearing=True)
    assert lines(services)[-1] == "Clearing out an area: 8 dead, Swarm Size 1, Threat 2, Swarm Threat 3"
    setup = RoundSetup(
        (RollerSpec(ids["Ben"], "close_combat"), RollerSpec(ids["Rick"], "close_combat")), method="close_combat"
    )
    assert swarm.roll_round(setup, ["2 2 2 2 2 2 2", "2 2 2 2 2", "2 2 2 2 2"])
    assert lines(services)[-1].startswith(
        "Swarm round 1: 0 successes against Swarm Threat 3 — lost: the dead are alerted, Threat 2 → 5 (Arm's length),"
        " one stress for each PC"
    )
    assert services.threat.level() == 5
    assert services.threat.timeline()[-1] == (5, "clearing_failed")
    assert services.characters.character(ids["Ben"]).state["stress"] == 1
    assert services.characters.character(ids["Rick"]).state["stress"] == 0
    fight = swarm.fight()
    assert not fight.clearing and fight.swarm_threat == 6 and fight.pending == ""
    services.campaign.undo()
    assert services.threat.level() == 2
    assert services.characters.character(ids["Ben"]).state["stress"] == 0


def test_a_round_set_up_without_skill_or_method_takes_the_rulesets_own(twdu):
    # the swarm panel may leave both to the rules: a Close Combat roll, and so clearing out in close combat
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 2)
    swarm.set_dead(8)
    assert swarm.start(clearing=True)
    setup = RoundSetup((RollerSpec(ids["Ben"]), RollerSpec(ids["Rick"])))
    assert [r.skill for r in swarm.plan(setup).rolls] == ["close_combat"] * 3
    assert swarm.roll_round(setup, ["2 2 2 2 2 2 2", "2 2 2 2 2", "2 2 2 2 2"])
    assert services.threat.level() == 5 and swarm.last_round()["method"] == "close_combat"


def test_a_failed_clearing_out_takes_its_way_from_the_rollers_skills(twdu):
    # "either to 3 if you are shooting at them, or to 5 if you fight them in close combat": one roller
    # in close combat is a fight in close combat; all shooting is shooting; the GM's pick goes over both
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 2)
    swarm.set_dead(8)
    assert swarm.start(clearing=True)
    shooting = RoundSetup((RollerSpec(ids["Ben"], "ranged_combat"), RollerSpec(ids["Rick"], "ranged_combat")))
    assert swarm.plan(shooting).method == "shooting"
    mixed = RoundSetup((RollerSpec(ids["Ben"], "ranged_combat"), RollerSpec(ids["Rick"], "close_combat")))
    assert swarm.plan(mixed).method == "close_combat"
    assert swarm.roll_round(mixed, [" ".join("2" * r.dice) for r in swarm.plan(mixed).rolls])
    assert services.threat.level() == 5
    assert "Clearing out failed: Rick fought with Close Combat, so close combat (a lost round: Threat 5); " \
        "Threat Level 5" in lines(services)[-1]
    services.campaign.undo()
    by_gm = RoundSetup(mixed.rollers, method="shooting")
    assert swarm.roll_round(by_gm, [" ".join("2" * r.dice) for r in swarm.plan(by_gm).rolls])
    assert services.threat.level() == 3
    assert "Clearing out failed: shooting (a lost round: Threat 3), as the GM set it; Threat Level 3" \
        in lines(services)[-1]
    bad = RoundSetup((RollerSpec(ids["Ben"]),), method="arson")
    with pytest.raises(CommandError):
        swarm.plan(bad)


def test_a_sacrifice_takes_one_of_the_three_rolls(twdu):
    services, ids = twdu
    swarm = services.swarm
    to_threat(services, 3)
    swarm.set_dead(30)
    swarm.start()
    # Ben: Strength 4 + Force 2 = 6 dice; Mia: Strength 2 + Force 0 = 2 dice
    assert swarm.sacrifice(ids["Ben"], ids["Mia"], "6 6 1 1 1 1", "6 1")
    assert lines(services)[-1] == (
        "Ben tries to throw Mia to the dead (Force base dice 6 6 1 1 1 1, stress dice none; in all 2 successes against "
        "base dice 6 1, stress dice none; in all 1 success): Ben gets away, Mia"
        " suffers the consequences"
    )
    seen = refusals(swarm)
    setup = RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"), RollerSpec(ids["Ben"], "close_combat")))
    assert not swarm.roll_round(setup)
    assert seen == ["Whoever got away by a sacrifice is out of the fight."]
    setup = RoundSetup(
        (RollerSpec(ids["Ana"], "ranged_combat"), RollerSpec(ids["Mia"], "close_combat")), twice=ids["Ana"]
    )
    plan, _ = swarm.odds(setup)
    assert [r.name for r in plan.rolls] == ["Ana", "Mia"]  # two rolls left
    assert swarm.roll_round(setup)
    assert swarm.last_round()["participants"] == ["Ana", "Mia"]
    assert len(services.campaign.events()[-1].faces) == 2


def test_call_off_and_undo(twdu):
    services, _ = twdu
    to_threat(services, 3)
    services.swarm.set_dead(30)
    services.swarm.start()
    assert services.swarm.call_off()
    assert lines(services)[-1] == "The GM calls the swarm fight off"
    assert not services.swarm.active()
    services.campaign.undo()
    assert services.swarm.active()
