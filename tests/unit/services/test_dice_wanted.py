"""Typed dice say what they want: before the roll, how many dice of which kind the faces field takes,
and a refusal of too few or too many faces names the count."""

from __future__ import annotations

from app.services.logtext import qt_translate, render_value
from app.services.rolls import EXPRESSION, RollRequest
from tests.unit.services.test_rolls import ids, make, refusals


def wanted(svc, request):  # noqa: ANN001, ANN201
    line = svc.rolls.dice_wanted(request)
    return None if line is None else render_value(line, qt_translate)


def test_a_pool_says_its_dice_and_follows_the_sheet(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    try:
        svc.characters.create("Rick", "pc", {"agility": 2, "mobility": 1})
        rick = ids(svc)["Rick"]
        assert wanted(svc, RollRequest("skill", rick)) == "3 × d6"
        assert wanted(svc, RollRequest("skill", rick, {"help": 2})) == "5 × d6"  # two helpers' dice
        assert wanted(svc, RollRequest(EXPRESSION, expression="3d4+1")) == "3 × d4"
        assert wanted(svc, RollRequest(EXPRESSION, expression="2d6+1d8")) == "3 dice: 2 × d6; 1 × d8"
        assert wanted(svc, RollRequest(EXPRESSION, expression="2d6+")) is None  # the odds line says why
    finally:
        svc.close()


def test_a_refusal_of_the_faces_typed_names_the_count(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    try:
        seen = refusals(svc)
        before = len(svc.campaign.events())
        assert svc.rolls.roll(RollRequest(EXPRESSION, expression="6d4"), "1 2 3") is None
        assert svc.rolls.roll(RollRequest(EXPRESSION, expression="6d4"), "1 2 3 4 1 2 3") is None
        assert seen == ["This roll takes 6 × d4; 3 typed.", "This roll takes 6 × d4; 7 typed."]
        assert len(svc.campaign.events()) == before
    finally:
        svc.close()


def test_a_push_says_only_the_dice_it_rolls_again(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    try:
        svc.characters.create("Rick", "pc", {"agility": 2, "mobility": 2})
        first = svc.rolls.roll(RollRequest("skill", ids(svc)["Rick"]), "6 2 3 4")
        assert first is not None
        seen = refusals(svc)
        assert svc.rolls.follow_up(first, "push", faces="2 3") is None
        # three dice were not sixes; the push rolls them again, and a stress die beside them
        assert seen and seen[0].startswith("This roll takes 4 ") and seen[0].endswith("; 2 typed.")
    finally:
        svc.close()
