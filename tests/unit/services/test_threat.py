"""The threat dial's service: steps with reasons, the 0-6 clamp, the timeline, avoiding the dead."""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest

from app.services.logtext import qt_translate, render_value
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


def test_a_step_up_names_the_level_and_the_reason(twdu):
    services, _ = twdu
    threat = services.threat
    assert threat.level() == 0
    assert threat.step(+1, "noise")
    assert threat.level() == 1
    assert lines(services)[-1] == "Threat 0 → 1 (Dead around): Noise, or something else that draws the dead"
    assert threat.level_spec().name == "Dead around"
    assert threat.level_spec().situation.startswith("There are dead around, but they have not noticed you.")
    assert services.campaign.undo_target().text == "Threat {old} → {new}"


def test_the_dial_stops_at_6_and_at_0(twdu):
    services, _ = twdu
    threat = services.threat
    seen = refusals(threat)
    for _ in range(6):
        assert threat.step(+1, "gm")
    assert threat.level() == 6
    count = len(lines(services))
    assert not threat.step(+1, "walker")
    assert threat.level() == 6 and len(lines(services)) == count
    assert seen == ["The dial is already at its top."]
    for _ in range(6):
        assert threat.step(-1, "gm")
    assert not threat.step(-1, "gm")
    assert threat.level() == 0
    assert seen[-1] == "The dial is already at 0."


def test_a_reason_must_fit_the_direction(twdu):
    services, _ = twdu
    seen = refusals(services.threat)
    assert not services.threat.step(-1, "noise")
    assert not services.threat.step(+1, "swarm_won")
    assert not services.threat.step(+1, "no such reason")
    assert services.threat.level() == 0
    assert seen == ["That reason does not move the dial this way."] * 2 + ["Unknown reason for the change."]
    ups = [r.key for r in services.threat.reasons(+1)]
    downs = [r.key for r in services.threat.reasons(-1)]
    assert ups == ["walker", "failed_avoid", "placed_group", "noise", "lost_round", "gm"]
    assert downs == ["swarm_won", "waited_out", "distraction", "gm"]


def test_the_dead_are_not_waited_out_from_threat_3(twdu):
    """REDUCING THE THREAT LEVEL: "At Threat Level 2 and below, you can generally just wait for the dead
    to leave ... At Threat Level 3 and above, the dead know you are there and won't just go away ...
    you'll need to cause some kind of distraction." """
    services, _ = twdu
    threat = services.threat
    seen = refusals(threat)
    for _ in range(3):
        threat.step(+1, "placed_group")
    count = len(lines(services))
    refused = ("At Threat Level 3 and above the dead know you are there and won't just go away: only a "
               "distraction that lures them away lowers it.")
    assert threat.reason_refusal("waited_out") == refused
    assert not threat.step(-1, "waited_out")
    assert seen == [refused]
    assert threat.level() == 3 and len(lines(services)) == count
    assert [r for r in ("swarm_won", "distraction", "gm") if threat.reason_refusal(r)] == []
    assert threat.step(-1, "distraction")
    assert lines(services)[-1] == "Threat 3 → 2 (Dead close by): The dead were lured away"
    assert threat.reason_refusal("waited_out") == ""
    assert threat.step(-1, "waited_out")
    assert threat.level() == 1


def test_the_timeline_keeps_the_session_and_undo_takes_a_point_back(twdu):
    services, _ = twdu
    threat = services.threat
    assert threat.timeline() == [(0, "session_start")]
    threat.step(+1, "noise")
    threat.step(+1, "placed_group")
    threat.step(-1, "waited_out")
    assert threat.timeline() == [(0, "session_start"), (1, "noise"), (2, "placed_group"), (1, "waited_out")]
    services.campaign.undo()
    assert threat.level() == 2
    assert threat.timeline()[-1] == (2, "placed_group")
    assert lines(services)[-1] == "Undo: Threat 1 → 2"
    services.campaign.start_session("Next night")
    assert threat.timeline() == [(2, "session_start")]
    threat.step(+1, "walker")
    assert threat.timeline() == [(2, "session_start"), (3, "walker")]


def test_a_running_swarm_fight_follows_the_dial(twdu):
    services, _ = twdu
    for _ in range(3):
        services.threat.step(+1, "gm")
    services.swarm.set_dead(30)
    assert services.swarm.start()
    assert services.swarm.fight().swarm_threat == 6
    services.threat.step(+1, "noise")
    assert services.swarm.fight().threat_level == 4
    assert services.swarm.fight().swarm_threat == 7


def test_avoiding_the_dead_only_at_threat_1_or_2(twdu):
    services, ids = twdu
    seen = refusals(services.threat)
    assert not services.threat.can_avoid()
    assert not services.threat.avoid(ids["Ana"], "stealth", faces="6 6 6 6 6 6")
    assert seen == ["The dead can be avoided only at Threat Level 1 or 2."]
    services.threat.step(+1, "noise")
    assert services.threat.can_avoid()


def test_avoiding_the_dead_success_failure_and_mess_up(twdu):
    services, ids = twdu
    threat = services.threat
    threat.step(+1, "noise")
    # Ana: Agility 4 + Stealth 2 = 6 base dice, no stress
    assert threat.avoid(ids["Ana"], "stealth", faces="6 2 3 4 5 1")
    assert lines(services)[-1] == "Ana avoids the dead (Stealth: base dice 6 2 3 4 5 1, stress dice none; in all 1 success)"  # noqa: E501
    assert services.campaign.events()[-1].faces == [[[6, 6], [6, 2], [6, 3], [6, 4], [6, 5], [6, 1]]]
    assert threat.level() == 1 and threat.avoid_pending() is None

    assert threat.avoid(ids["Ana"], "stealth", faces="2 2 3 4 5 1")
    assert lines(services)[-1] == (
        "Ana fails to avoid the dead (Stealth: base dice 2 2 3 4 5 1, stress dice none; in all 0 successes): the GM picks "  # noqa: E501
        "Threat +1 or "
        "a single attack"
    )
    assert threat.avoid_pending()["character"] == "Ana"
    assert threat.resolve_avoid("single_attack")
    assert lines(services)[-1] == "Ana suffers a single attack from the dead"
    assert threat.level() == 1 and threat.avoid_pending() is None

    assert threat.avoid(ids["Ana"], "stealth", faces="2 2 3 4 5 1")
    assert threat.resolve_avoid("raise")
    assert lines(services)[-1] == "Ana was noticed: Threat 1 → 2 (Dead close by)"
    assert threat.timeline()[-1] == (2, "failed_avoid")

    set_state(services, ids["Mia"], stress=1)  # Agility 3 + Mobility 2 = 5 base dice, 1 stress die
    assert threat.avoid(ids["Mia"], "mobility", faces="2 2 3 4 5 1")
    assert lines(services)[-1] == (
        "Mia fails to avoid the dead and messes up (Mobility: base dice 2 2 3 4 5, stress dice 1; in all 0 successes ☠): "  # noqa: E501
        "Threat 2 → 3 (Aware)"
        " and a single attack — The dead are alerted: each PC takes 1 stress."
    )
    assert threat.level() == 3 and threat.avoid_pending() is None
    assert services.characters.character(ids["Mia"]).state["stress"] == 2


def test_typed_faces_must_match_the_pool(twdu):
    services, ids = twdu
    services.threat.step(+1, "noise")
    seen = refusals(services.threat)
    assert not services.threat.avoid(ids["Ana"], "stealth", faces="6 6")
    assert seen == ["This roll takes 6 × d6; 2 typed."]  # the count said, as every other roll says it
    plan = services.threat.avoid_plan(ids["Ana"], "stealth")
    assert plan is not None and plan.chance == 1 - Fraction(5, 6) ** 6
    assert render_value(plan.dice, qt_translate) == "6 × d6"
    assert not services.threat.resolve_avoid("raise")
    assert seen[-1] == "No failed roll to avoid the dead is waiting."


def test_a_seeded_roll_logs_its_faces(twdu):
    services, ids = twdu
    services.threat.step(+1, "noise")
    assert services.threat.avoid(ids["Ana"], "stealth")
    event = services.campaign.events()[-1]
    faces = [v for _, v in event.faces[0]]
    assert len(faces) == 6
    assert " ".join(map(str, faces)) in lines(services)[-1]


def test_a_ruleset_without_threat_gets_a_plain_tension_meter(tmp_path, qapp):
    services, _ = twdu_services(tmp_path, ruleset="d10under")
    try:
        threat = services.threat
        seen = refusals(threat)
        assert not threat.enabled() and not threat.step(+1, "gm")
        assert seen == ["Switch the tension meter on first."]
        assert threat.set_tension_meter(True)
        assert lines(services)[-1] == "Tension meter switched on"
        assert threat.enabled() and not threat.has_levels()
        assert [r.key for r in threat.reasons(+1)] == ["placed_group", "noise", "gm"]
        assert threat.step(+1, "gm")
        assert lines(services)[-1] == "Tension 0 → 1: GM's call"
        assert threat.level_spec().name == ""
        assert not threat.can_avoid()
        assert not threat.step(+1, "walker")
    finally:
        services.close()


def test_alerting_the_dead_costs_every_pc_stress_and_undo_gives_it_back(twdu):
    # twdu: "the PCs do not take stress when alerting the swarm, as the Threat Level is still only at 2"
    # (clearing out an area); raising the Threat to 3, "the dead are aware of you", does cost it
    services, ids = twdu
    threat = services.threat

    def stress():
        return {n: services.characters.character(i).state["stress"] for n, i in ids.items()}

    threat.step(+1, "noise")
    threat.step(+1, "noise")
    assert set(stress().values()) == {0}  # Threat 2: the dead are not aware yet
    set_state(services, ids["Mia"], dead=True)
    assert threat.step(+1, "walker")
    after = stress()
    assert (after["Ana"], after["Ben"], after["Mia"], after["Rick"], after["Walker"]) == (1, 1, 0, 0, 0)
    assert lines(services)[-1].endswith("The dead are alerted: each PC takes 1 stress.")
    threat.step(+1, "noise")  # 3 → 4: already aware, no more stress
    assert stress()["Ana"] == 1
    services.campaign.undo()
    services.campaign.undo()
    assert stress()["Ana"] == 0 and threat.level() == 2
    threat.step(+1, "gm")  # the GM setting the scene at 3 is not the PCs alerting the dead
    assert stress()["Ana"] == 0


def test_one_noticed_is_said_in_russian_without_a_gendered_verb(twdu):
    """«Ana Reyes замечен(а)» read as a form: Russian names no gender, so the line says who was
    noticed with no verb of hers («Ana: мертвецы заметили, угроза 1 → 2 …»)."""
    from ui import i18n

    services, ids = twdu
    services.threat.step(+1, "noise")
    assert services.threat.avoid(ids["Ana"], "stealth", faces="2 2 3 4 5 1")
    assert services.threat.resolve_avoid("raise")
    assert i18n.set_language("ru")
    try:
        line = lines(services)[-1]
    finally:
        i18n.set_language("en")
    assert line.startswith("Ana: мертвецы заметили, угроза 1 → 2 ("), line
    assert "(а)" not in line
