"""A Survival check is a kind of roll in the dice dock where the ruleset offers it (AFMBE unisystem):
its exact odds as the roster's checks dialog shows them, rolled with the check's own numbers, one
undoable log line, and refused while the character's state does not call for it."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.dice import TypedDice
from app.services.logtext import render, render_event
from app.services.rolls import RollRequest
from tests.unit.services.test_afmbe_against_text import add, uni
from ui import i18n

__all__ = ["uni"]  # the fixture, imported for these tests

SURVIVAL = "check:survival"


def kinds(services, cid):
    return {k.key: k.label for k in services.rolls.kinds(cid)}


def test_the_survival_check_is_a_kind_of_roll_with_its_exact_odds_and_rolls_as_the_roster_does(uni):
    # "una tirada de Supervivencia (Voluntad + Constitución) con un -1 por cada 10 Puntos de Vida por
    # debajo de 0": at −22 LP, WIL 2 + CON 2 − 2.  The old dock had no such kind.
    ann = add(uni, "Ann", str=2, con=2, wil=2)
    assert uni.characters.damage(ann, {"amount": 48})
    row = uni.characters.character(ann)
    assert row.state["checks_due"] == ["survival"]
    assert kinds(uni, ann)[SURVIVAL] == "Survival check"
    request = RollRequest(SURVIVAL, ann, {})
    odds = uni.rolls.odds(request)
    assert odds == uni.ruleset.check_rules().check_odds(row.sheet, row.state, "survival")  # the roster dialog's own
    assert render(odds[0].label, dict(odds[0].args), "rules") == "Survival check: d10 + WIL 2 + CON 2 − 2 against 9"
    i18n.set_language("es")  # the 9 named: «La dificultad genérica para todas las tiradas es 9»
    try:
        said = render(odds[0].label, dict(odds[0].args), "rules")
        assert said == "Chequeo de Supervivencia: d10 + VOL 2 + CON 2 − 2 contra dificultad 9", said
    finally:
        i18n.set_language("en")
    # rolled with the table's 4: 4 + 2 + 2 − 2 = 6 against 9, failed: the state the roster's button leaves
    expected = uni.ruleset.check_rules().roll_check(row.sheet, row.state, "survival", TypedDice([4])).state
    before = len(uni.campaign.events())
    assert uni.rolls.roll(request, "4") is not None
    assert len(uni.campaign.events()) == before + 1
    line = render_event(uni.campaign.events()[-1])
    assert line.startswith("Ann rolls Survival check with table dice: Survival check: 6 against 9")
    assert "failed" in line
    state = uni.characters.character(ann).state
    assert {k: state[k] for k in expected} == dict(expected)
    assert state["dead"]
    assert uni.campaign.undo()
    assert not uni.characters.character(ann).state["dead"]
    assert uni.campaign.redo()
    assert uni.characters.character(ann).state["dead"]


def test_a_check_not_due_is_refused_saying_why_and_only_unisystem_offers_them(uni):
    bob = add(uni, "Bob")
    said = []
    uni.rolls.failed.connect(lambda _ctx, message: said.append(message))
    before = len(uni.campaign.events())
    assert uni.rolls.roll(RollRequest(SURVIVAL, bob, {}), "9") is None
    assert len(uni.campaign.events()) == before
    assert said[-1] == "That check is not due: the character's state does not call for it now."
    assert "check:endurance" in kinds(uni, bob)  # the exhausted's Survival check too
    for ruleset_id, preset in (("afmbe", "norms"), ("twdu", None), ("d10under", None), ("gridlimbs", None)):
        rules = get_ruleset(ruleset_id, preset)
        assert not [k.key for k in rules.roll_rules().roll_kinds(rules.new_sheet()) if k.key.startswith("check:")]
