"""The roll service: one log event per roll with its faces, typed faces refused with the reason,
state-changing follow-ups undoable, secret rolls, recent rolls, expressions, odds from the rules."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.rules.dice import Dice
from app.rules.sums import Cancelled
from app.rules.twdu.pool import messup_probability, success_distribution
from app.services.bundle import open_services
from app.services.command import CommandError
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.odds import ODDS_BUDGET
from app.services.rolls import EXPRESSION, RollRequest
from tests.stores import campaign_target


def make(tmp_path, ruleset, preset=None, seed=1):
    path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
    create_campaign(str(path), "Roll test", ruleset, preset).engine.dispose()
    return open_services(str(path), Dice(seed=seed))


@pytest.fixture
def twdu(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    svc.characters.create("Rick", "pc", {"agility": 2, "mobility": 1})
    svc.characters.create("Walker", "zombie", {"strength": 2, "close_combat": 1})
    yield svc
    svc.close()


def ids(svc):
    return {c.name: int(c.id) for c in svc.characters.characters()}


def roll_events(svc):
    return [e for e in svc.campaign.events() if e.kind == "roll"]


def refusals(svc):
    seen = []
    svc.rolls.failed.connect(lambda ctx, msg: seen.append(msg))
    return seen


def test_a_typed_pool_is_one_log_event_with_its_faces(twdu):
    rick = ids(twdu)["Rick"]
    rolled = twdu.rolls.roll(RollRequest("skill", rick), "6 2 3")
    assert rolled is not None and rolled.result is not None and rolled.result.success
    events = roll_events(twdu)
    assert len(events) == 1
    event = events[0]
    assert event.faces == [[6, 6], [6, 2], [6, 3]]
    assert event.undoable is True and event.secret is False  # Ctrl+Z takes back this roll, not the action before it
    assert render_event(event) == (
        "Rick rolls Skill roll (Mobility) with table dice: Success: 1 six (base dice 6 2 3, stress dice none; in all "
        "1 success)"
    )


@pytest.mark.parametrize(
    ("faces", "reason"),
    [
        ("6 2 7", "A face is out of range for its die."),
        ("6 2", "This roll takes 3 × d6; 2 typed."),  # the refusal names the count
        ("6 2 3 4", "This roll takes 3 × d6; 4 typed."),
        ("six two", "Faces must be whole numbers."),
        ("", None),
    ],
)
def test_typed_faces_are_checked_and_a_refusal_logs_nothing(twdu, faces, reason):
    seen = refusals(twdu)
    before = len(twdu.campaign.events())
    rolled = twdu.rolls.roll(RollRequest("skill", ids(twdu)["Rick"]), faces)
    if reason is None:  # no faces typed: the campaign's dice roll
        assert rolled is not None and len(roll_events(twdu)) == 1
        return
    assert rolled is None and seen == [reason]
    assert len(twdu.campaign.events()) == before


def test_push_adds_stress_is_undoable_and_comes_once(twdu):
    rick = ids(twdu)["Rick"]
    first = twdu.rolls.roll(RollRequest("skill", rick), "6 2 3")
    assert [f.key for f in first.result.follow_ups] == ["push"]
    pushed = twdu.rolls.follow_up(first, "push", faces="6 6 4")
    assert pushed is not None and pushed.result.result.args == {"count": 3}
    assert twdu.characters.character(rick).state["stress"] == 1
    event = roll_events(twdu)[-1]
    assert event.undoable and event.faces == [[6, 6], [6, 6], [6, 4]]
    assert "Stress 0 → 1." in render_event(event)
    assert pushed.result.follow_ups == ()
    assert twdu.campaign.undo()
    assert twdu.characters.character(rick).state["stress"] == 0


def test_npc_rolls_offer_no_push_and_a_mess_up_is_logged_loudly(twdu):
    walker = ids(twdu)["Walker"]
    assert twdu.rolls.roll(RollRequest("skill", walker), "2 3").result.follow_ups == ()
    rick = ids(twdu)["Rick"]
    twdu.rolls.follow_up(twdu.rolls.roll(RollRequest("skill", rick), "2 2 3"), "push", faces="2 3 4 5")
    messed = twdu.rolls.roll(RollRequest("skill", rick), "6 2 3 1")
    assert messed.result.alarm and messed.result.follow_ups == ()
    assert "MESSED UP: 1 walker on the stress dice" in render_event(roll_events(twdu)[-1])


def test_odds_equal_the_rules_engine(twdu):
    rick = ids(twdu)["Rick"]
    chances = twdu.rolls.odds(RollRequest("skill", rick, {"help": 2}))
    assert chances[0].label == "Success" and chances[0].chance == 1 - success_distribution(5)[0]
    messup = next(c for c in chances if c.label == "Mess-up")
    assert messup.chance == messup_probability(0)


def test_odds_follow_the_character_when_it_changes(twdu):
    """The odds kept between turns are for the character as it was: once the Walker's damage
    breaks Rick (one stress), the dock's odds are worked out again."""
    rick = ids(twdu)["Rick"]
    request = RollRequest("skill", rick, {"help": 2})
    before = twdu.rolls.odds(request)
    assert twdu.rolls.odds(request) == before  # asked again on the next turn: the same answer
    assert twdu.characters.damage(rick, {"damage": 3, "source": "attack", "armor": False})
    after = twdu.rolls.odds(request)
    twdu.rolls.questions._memo.clear()
    assert after == twdu.rolls.odds(request)  # what a fresh reckoning gives
    assert after != before


def test_duel_in_one_step_offers_the_damage(twdu):
    people = ids(twdu)
    rolled = twdu.rolls.roll(RollRequest("duel", people["Rick"], {}, people["Walker"]), "6 6 2 1 6")
    assert rolled is not None
    offer = rolled.result.damage[0]
    assert offer.to == "opponent" and offer.request == {"damage": 1, "source": "attack"}  # bare hands
    event = roll_events(twdu)[-1]
    assert event.target == "Walker"
    assert render_event(event).startswith(
        "Rick rolls Duel (Close Combat) against Walker with table dice: Wins the duel, 2 against 1"
    )
    seen = refusals(twdu)
    assert twdu.rolls.roll(RollRequest("duel", people["Rick"])) is None
    assert seen == ["An opposed roll needs an opponent."]


def test_secret_rolls_are_marked_and_recent_rolls_repeat(twdu):
    rick = ids(twdu)["Rick"]
    twdu.rolls.roll(RollRequest("skill", rick, secret=True))
    twdu.rolls.roll(RollRequest(EXPRESSION, expression="2d6+3"))
    twdu.rolls.roll(RollRequest(EXPRESSION, expression="2d6+3"))
    events = roll_events(twdu)
    assert [e.secret for e in events] == [True, False, False]
    recent = twdu.rolls.recent()
    assert [r.request.kind for r in recent] == [EXPRESSION, "skill"]
    assert recent[1].request.secret is True


def test_expressions_use_the_sheet_and_refuse_bad_text(tmp_path, qapp):
    svc = make(tmp_path, "afmbe", "norms")
    svc.characters.create("Ash", "pc", {"str": 3})
    ash = ids(svc)["Ash"]
    rolled = svc.rolls.roll(RollRequest(EXPRESSION, ash, expression="d4×STR"), "2")
    assert rolled is not None and rolled.total == 6
    assert render_event(roll_events(svc)[-1]) == "Ash rolls d4×STR with table dice: 6 (1d4[2]×3 = 6)"
    low, high, mean = svc.rolls.expression_range(RollRequest(EXPRESSION, ash, expression="d4×STR"))
    assert (low, high, float(mean)) == (3, 12, 7.5)
    seen = refusals(svc)
    assert svc.rolls.roll(RollRequest(EXPRESSION, expression="2d6+")) is None
    assert seen == ["The expression could not be read."]
    with pytest.raises(CommandError):
        svc.rolls.odds(RollRequest(EXPRESSION, expression="d4×XYZ"))
    svc.close()


def test_afmbe_luck_points_spent_are_undoable(tmp_path, qapp):
    svc = make(tmp_path, "afmbe", "norms")
    traits = [{"name": "Good Luck", "kind": "quality", "level": 2, "points": 2}]
    svc.characters.create("Ash", "pc", {"dex": 3, "traits": traits})
    ash = ids(svc)["Ash"]
    first = svc.rolls.roll(RollRequest("task", ash), "4")
    assert first.result.success is False and first.result.follow_ups[0].points == 2
    raised = svc.rolls.follow_up(first, "luck", points=2)
    assert raised is not None and raised.result.success is True
    assert svc.characters.character(ash).state["luck"] == 0
    assert svc.campaign.undo()
    assert svc.characters.character(ash).state["luck"] == 2
    svc.close()


@pytest.mark.parametrize(
    ("expression", "reason"),
    [
        ("1000d1000", "At most 100 dice of at most 1,000 faces."),
        ("60d6+41d6", "At most 100 dice of at most 1,000 faces."),
        ("d1001", "At most 100 dice of at most 1,000 faces."),
        ("d6×100000", "Multiplied, the dice may spread over at most 100,000 totals."),
        ("d6+" + "9" * 3000, "The expression's numbers are too large."),
    ],
)
def test_expressions_beyond_the_limits_are_refused_not_rolled(twdu, expression, reason):
    seen = refusals(twdu)
    request = RollRequest(EXPRESSION, expression=expression)
    assert twdu.rolls.roll(request) is None  # refused through the failed signal, nothing raised
    assert seen == [reason]
    assert roll_events(twdu) == []
    with pytest.raises(CommandError) as err:
        twdu.rolls.odds_job(request)
    assert err.value.message == reason


def test_odds_jobs_say_whether_they_are_cheap_and_give_up_when_told(twdu):
    small = twdu.rolls.odds_job(RollRequest(EXPRESSION, expression="3d6"))
    assert small.cheap and small.cost <= ODDS_BUDGET
    assert [(c.args["total"], c.chance) for c in small.run()] == [(11, Fraction(1, 2)), (18, Fraction(1, 216))]
    big = twdu.rolls.odds_job(RollRequest(EXPRESSION, expression="100d1000"))
    assert not big.cheap and big.cost > ODDS_BUDGET
    assert (big.summary.low, big.summary.high, big.summary.mean) == (100, 100_000, 50_050)  # known at once
    with pytest.raises(Cancelled):
        big.run(lambda: True)
    rolled = twdu.rolls.roll(RollRequest(EXPRESSION, expression="100d1000"))  # rolling it is quick
    assert rolled is not None and 100 <= rolled.total <= 100_000 and len(roll_events(twdu)[-1].faces) == 100
    skill = twdu.rolls.odds_job(RollRequest("skill", ids(twdu)["Rick"]))
    assert skill.cheap and skill.summary is None
    assert skill.run() == twdu.rolls.odds(RollRequest("skill", ids(twdu)["Rick"]))


def test_the_log_names_the_skill_the_weapon_and_the_push(twdu):
    """"Rick rolls Skill roll" said nothing of what was rolled; a push read "follows up"."""
    twdu.characters.create("Ana", "pc", {"agility": 3, "stealth": 1, "weapons": [{"name": "Pistol", "bonus": 1}]})
    rick = ids(twdu)["Ana"]
    first = twdu.rolls.roll(RollRequest("duel", rick, {"item": "w0"}, opponent_id=ids(twdu)["Walker"]))
    assert first is not None
    text = render_event(roll_events(twdu)[-1])
    assert text.startswith("Ana rolls Duel (Close Combat, Pistol (+1)) against Walker")
    first = twdu.rolls.roll(RollRequest("skill", rick, {"skill": "stealth"}), "6 2 3 4")
    twdu.rolls.follow_up(first, "push")
    pushed = render_event(roll_events(twdu)[-1])
    assert pushed.startswith("Ana: Push the roll — Skill roll (Stealth): ")
    assert "follows up" not in pushed
    assert twdu.campaign.history()[-1].text == "{name}: {action} — {roll} — {moves}"  # and the stress it cost


def test_recent_rolls_read_the_latest_rolls_a_few_at_a_time_without_their_changes(twdu):
    """A night of many rolls: the dice dock's recent rolls read the newest ones, not every roll of the
    night with the rows each changed (a year's last night: 73 ms a call, now 2)."""
    from sqlalchemy import event

    for i in range(60):
        twdu.rolls.roll(RollRequest(EXPRESSION, expression=f"2d6+{i % 3}"))
    statements: list[str] = []
    event.listen(twdu.campaign.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    recent = twdu.rolls.recent()
    assert [r.request.expression for r in recent] == ["2d6+2", "2d6+1", "2d6+0"]  # each request once
    queries = [s for s in statements if "FROM log_event" in s]
    assert queries and all("changes" not in query.split("FROM")[0] for query in queries)  # one a kind
