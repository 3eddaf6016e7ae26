"""Care given by someone else: the heal form takes the healer's skill and supplies (gridlimbs:
his First Aid, his bandage), the patient's form opens on the limb that bleeds, and one undo takes
the heal and the bandage back."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target


@pytest.fixture
def services(tmp_path, qapp):
    path = campaign_target(tmp_path, "care.deadwatch")
    create_campaign(str(path), "Care", "gridlimbs", None, {"start_bandages": 1}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def add(services, name, **sheet):
    event = services.campaign.execute(CreateCharacter(name, "pc", {**services.ruleset.new_sheet(), **sheet}))
    return int(event.changes[0]["id"])


def state(services, cid):
    return services.characters.character(cid).state


def test_the_heal_form_opens_on_the_bleeding_limb_and_takes_the_healers_first_aid(services):
    ann, bob = add(services, "Ann", max_hp=12), add(services, "Bob", first_aid=3)
    services.characters.damage(ann, {"part": "right_leg", "amount": 5})
    rules, chars = services.ruleset, services.characters
    patient, healer = chars.character(ann), chars.character(bob)
    assert rules.damage_rules().heal_defaults(patient.sheet, patient.state) == {"part": "right_leg"}
    assert rules.damage_rules().heal_defaults(patient.sheet, patient.state, (healer.sheet, healer.state)) == {
        "part": "right_leg", "first_aid": 3, "own_supplies": False}


def test_the_healers_bandage_is_used_and_one_undo_gives_it_back(services):
    ann, bob = add(services, "Ann", max_hp=12), add(services, "Bob", first_aid=3)
    services.characters.damage(ann, {"part": "left_arm", "amount": 5})
    request = {"kind": "first_aid", "part": "left_arm", "first_aid": 3, "own_supplies": False}
    assert services.characters.heal(ann, request, actor_id=bob, faces="4")
    line = render_event(services.campaign.events()[-1])
    assert line.startswith(
        "Bob heals Ann, dice from the table: d5 rolled 4: restores 4 HP — First aid on Left arm (3 rounds)."
    )
    assert line.endswith("Bob: Uses a bandage: 0 left.")
    assert (state(services, ann)["bandages"], state(services, bob)["bandages"]) == (1, 0)
    services.campaign.undo()
    assert (state(services, ann)["bandages"], state(services, bob)["bandages"]) == (1, 1)
    assert state(services, ann)["left_arm"] == 4  # ⌊3/4 × 12⌋ − 5, the heal undone too


def test_a_healer_without_a_bandage_is_refused_with_the_reason_and_nothing_changes(services):
    ann, bob = add(services, "Ann", max_hp=12), add(services, "Bob", first_aid=3)
    services.characters.damage(ann, {"part": "left_arm", "amount": 5})
    request = {"kind": "first_aid", "part": "left_arm", "first_aid": 3, "own_supplies": False}
    assert services.characters.heal(ann, request, actor_id=bob, faces="4")
    before = state(services, ann)
    with pytest.raises(Exception, match="The one giving the care has no bandages."):
        services.characters.preview(ann, request, heal=True, faces="4", actor_id=bob)
    assert not services.characters.heal(ann, request, actor_id=bob, faces="4")
    assert state(services, ann) == before


def test_care_with_the_patients_own_supplies_costs_the_helper_nothing(services):
    ann, bob = add(services, "Ann", max_hp=12), add(services, "Bob", first_aid=3)
    services.characters.damage(ann, {"part": "left_arm", "amount": 5})
    request = {"kind": "first_aid", "part": "left_arm", "first_aid": 3, "own_supplies": True}
    assert services.characters.heal(ann, request, actor_id=bob, faces="4")
    assert (state(services, ann)["bandages"], state(services, bob)["bandages"]) == (0, 1)
