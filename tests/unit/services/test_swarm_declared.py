"""The swarm service follows what the ruleset's swarm rules declare: no Leadership roll or sacrifice
where the rules have none (a clear refusal, nothing changed), the rolls' modifier a field the GM
may type over."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.twdu.pool import success_distribution
from app.rules.twdu.swarm import swarm_round_odds
from app.rules.twdu.swarm_odds import blocked_round_odds
from app.services.command import CommandError
from app.services.swarm import RollerSpec, RoundSetup
from tests.gui.swarm_fake_rules import use_fake_swarms
from tests.unit.services.twdu_party import lines, twdu_services


def test_rules_without_leadership_or_sacrifices_refuse_them(tmp_path, monkeypatch):
    use_fake_swarms(monkeypatch)
    services, ids = twdu_services(tmp_path)
    fighting(services)
    refusals = []
    services.swarm.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = services.swarm.state()
    assert not services.swarm.leadership(ids["Ben"], "6 6")
    assert not services.swarm.sacrifice(ids["Ben"], ids["Mia"], "6 6", "1")
    assert refusals == [
        "These rules have no roll to hand out dice before a swarm round.",
        "These rules have no sacrifices in a swarm fight.",
    ]
    assert services.swarm.state() == before
    assert services.swarm.leadership_skill() == "" and services.swarm.sacrifice_skill() == ""
    services.close()


def one_too_many(tmp_path, allowed: int) -> None:
    """A round of one roller more than the rules allow is refused, saying their own limit."""
    services, ids = twdu_services(tmp_path / str(allowed))
    fighting(services)
    refusals = []
    services.swarm.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = services.swarm.state()
    too_many = tuple(RollerSpec(ids[n], "ranged_combat") for n in ["Ana", "Ben", "Mia", "Rick"][: allowed + 1])
    assert not services.swarm.roll_round(RoundSetup(too_many), [])
    assert refusals == [f"No more than {allowed} rolls a round."]
    assert services.swarm.state() == before
    services.close()


def test_the_limit_of_rolls_a_round_is_the_rules_own(tmp_path, monkeypatch):
    one_too_many(tmp_path, 3)
    use_fake_swarms(monkeypatch)
    one_too_many(tmp_path, 2)


def fighting(services) -> None:
    for _ in range(3):
        services.threat.step(1)
    services.swarm.set_dead(30)
    assert services.swarm.start(False)


def test_the_small_group_modifiers_are_fields_the_gm_may_override(tmp_path):
    # issue 21: every modifier a text names is a field of the roll it changes, the text's value its default
    services, ids = twdu_services(tmp_path)
    fighting(services)
    alone = (RollerSpec(ids["Ana"], "ranged_combat"),)
    plan = services.swarm.plan(RoundSetup(alone))
    assert [(r.modifier, r.rules_modifier, r.dice) for r in plan.rolls] == [(0, 0, 7), (-2, -2, 5), (-4, -4, 3)]
    typed = RoundSetup(alone, modifiers=(None, 0, -1))
    plan, odds = services.swarm.odds(typed)
    assert [(r.modifier, r.rules_modifier, r.dice) for r in plan.rolls] == [(0, 0, 7), (0, -2, 7), (-1, -4, 6)]
    assert odds == swarm_round_odds([7, 7, 6], 6, 0)
    assert services.swarm.roll_round(typed, ["1 " * 7, "1 " * 7, "1 " * 6])
    # the log names the modifiers the GM typed (issue 21), the rules' field by its label
    assert lines(services)[-1].endswith(
        "Ana, Ranged Combat (7 dice): base dice 1 1 1 1 1 1 1, stress dice none; in all 0 successes, with table dice; "
        "Ana, Ranged Combat (7 dice, Small group +0 typed): base dice 1 1 1 1 1 1 1, stress dice none; in all 0 successes, "  # noqa: E501
        "with table dice; "
        "Ana, Ranged Combat (6 dice, Small group −1 typed): base dice 1 1 1 1 1 1, stress dice none; in all 0 successes, "  # noqa: E501
        "with table dice"
    )
    services.close()


def test_a_modifier_out_of_range_or_where_the_rules_have_none_is_refused(tmp_path, monkeypatch):
    services, ids = twdu_services(tmp_path)
    fighting(services)
    alone = (RollerSpec(ids["Ana"], "ranged_combat"),)
    with pytest.raises(CommandError, match="That modifier is out of range."):
        services.swarm.plan(RoundSetup(alone, modifiers=(None, -11)))
    before = services.swarm.state()
    assert not services.swarm.roll_round(RoundSetup(alone, modifiers=(True,)), [])
    assert services.swarm.state() == before
    services.close()
    use_fake_swarms(monkeypatch)
    services, ids = twdu_services(tmp_path / "fake")
    fighting(services)
    with pytest.raises(CommandError, match="These rules put no modifier on a round's rolls."):
        services.swarm.plan(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),), modifiers=(-2,)))
    with pytest.raises(CommandError, match="These rules have no block."):
        services.swarm.plan(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),), block_cost=1))
    services.close()


def test_the_blocks_cost_is_a_field_of_the_round(tmp_path):
    # issue 21: a block's "one more success" for Mobility and Stealth is the field's default; the GM types another
    services, ids = twdu_services(tmp_path)
    fighting(services)
    swarm = services.swarm
    assert swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),)), ["1 " * 7, "1 " * 5, "1 " * 3])
    assert swarm.loss_picks(["block"])
    assert swarm.fight().block and swarm.fight().swarm_threat == 5
    mia = (RollerSpec(ids["Mia"], "mobility"),)
    plan, odds = swarm.odds(RoundSetup(mia))
    assert [r.dice for r in plan.rolls] == [5, 3, 1] and plan.block_cost is None
    assert odds == blocked_round_odds([(5, 1), (3, 1), (1, 1)], 5)
    free = RoundSetup(mia, block_cost=0)
    assert swarm.odds(free)[1] == swarm_round_odds([5, 3, 1], 5)
    assert swarm.odds(RoundSetup(mia, block_cost=2))[1] == blocked_round_odds([(5, 2), (3, 2), (1, 2)], 5)
    with pytest.raises(CommandError, match="That modifier is out of range."):
        swarm.plan(RoundSetup(mia, block_cost=-1))
    assert swarm.roll_round(free, ["6 6 1 1 1", "6 1 1", "1"])
    assert swarm.last_round()["total"] == 3  # the block cost nothing, as typed
    assert swarm.last_round()["rolls"][0]["block_cost"] == 0
    services.close()


def test_the_round_logs_a_block_cost_the_gm_typed(tmp_path):
    # issue 21: the GM reading the log sees that the block's cost was typed, and what it was
    services, ids = twdu_services(tmp_path)
    fighting(services)
    swarm = services.swarm
    assert swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),)), ["1 " * 7, "1 " * 5, "1 " * 3])
    assert swarm.loss_picks(["block"])
    mia = (RollerSpec(ids["Mia"], "mobility"),)
    assert swarm.roll_round(RoundSetup(mia), ["6 6 1 1 1", "6 1 1", "1"])  # the rules' cost: not named
    assert "typed" not in lines(services)[-1]
    assert swarm.loss_picks(["block"])
    assert swarm.roll_round(RoundSetup(mia, block_cost=2), ["6 6 1 1 1", "6 1 1", "1"])
    assert " — Block costs 2 successes (typed); Mia, Mobility (5 dice): " in lines(services)[-1]
    services.close()


def test_a_push_keeps_the_block_cost_the_gm_typed(tmp_path):
    services, ids = twdu_services(tmp_path)
    fighting(services)
    swarm = services.swarm
    assert swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),)), ["1 " * 7, "1 " * 5, "1 " * 3])
    assert swarm.loss_picks(["block"])  # Swarm Threat 5 under a block
    mia = (RollerSpec(ids["Mia"], "mobility"),)
    assert swarm.roll_round(RoundSetup(mia, block_cost=0), ["6 1 1 1 1", "1 1 1", "1"])
    assert swarm.fight().pending == "loss_picks"
    # pushing the first roll: its 6 kept and four dice again plus a stress die, the block costing nothing
    again = success_distribution(5)
    assert swarm.push_odds(0)["win"] == sum((p for k, p in again.items() if 1 + k >= 5), Fraction(0))
    services.close()


def test_avoiding_the_dead_under_a_block_logs_what_it_cost(tmp_path):
    services, ids = twdu_services(tmp_path)
    fighting(services)
    swarm = services.swarm
    assert swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "ranged_combat"),)), ["1 " * 7, "1 " * 5, "1 " * 3])
    assert swarm.loss_picks(["block"]) and swarm.fight().block
    assert services.threat.step(-1, "gm") and services.threat.level() == 2
    assert services.threat.avoid(ids["Mia"], "mobility", 0, "6 6 1 1 1")
    assert "The block costs 1 success." in lines(services)[-1]  # the rules' own cost: one of her two
    services.close()


def test_the_largest_swarm_size_the_gm_sets_is_the_rules_own(tmp_path, monkeypatch):
    use_fake_swarms(monkeypatch)
    services, _ = twdu_services(tmp_path)
    fighting(services)
    refusals = []
    services.swarm.failed.connect(lambda ctx, msg: refusals.append(msg))
    before = services.swarm.state()
    assert not services.swarm.set_size(5)
    assert refusals == ["The Swarm Size runs from 1 to 4."]
    assert services.swarm.state() == before
    assert services.swarm.set_size(4) and services.swarm.fight().size == 4
    services.close()
