"""The forms' bounds, kept by the services too: what a GM sees when a value no form can send
reaches a service (a script, a stale screen, a bug), and that a form and its service read one bound."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services import bounds
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.test_service_inputs import call


@pytest.fixture
def demo(tmp_path, qapp):
    opened = []

    def make(ruleset: str, preset: str | None = None):
        services = open_services(str(build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset, preset)), Dice(seed=5))
        services.campaign.start_session("Bounds")
        opened.append(services)
        return services

    yield make
    for services in opened:
        services.close()


def refusals(*services):
    seen: list[str] = []
    for service in services:
        service.failed.connect(lambda _ctx, message: seen.append(message))
    return seen


def log_size(services) -> int:
    return len(services.campaign.events())


@pytest.mark.parametrize(
    ("ruleset", "preset"), [("twdu", None), ("afmbe", "norms"), ("d10under", None), ("gridlimbs", None)]
)
def test_a_removed_character_takes_no_damage_heals_or_copies(demo, ruleset, preset):
    services = demo(ruleset, preset)
    gone = services.characters.characters()[-1]
    assert services.characters.remove(int(gone.id))
    seen = refusals(services.characters, services.experience)
    before = log_size(services)
    amount = services.ruleset.damage_rules().damage_fields(gone.sheet)[0].key
    assert not services.characters.damage(int(gone.id), {amount: 1})
    assert not services.characters.heal(int(gone.id), {})
    assert not services.characters.duplicate(int(gone.id), 2)
    assert not services.characters.remove(int(gone.id))
    assert seen == ["That character has left the campaign."] * 4
    assert log_size(services) == before


@pytest.mark.parametrize(
    ("ruleset", "preset"), [("twdu", None), ("afmbe", "norms"), ("d10under", None), ("gridlimbs", None)]
)
def test_a_damage_request_outside_its_form_is_refused(demo, ruleset, preset):
    services = demo(ruleset, preset)
    target = services.characters.characters()[0]
    first = [f for f in services.ruleset.damage_rules().damage_fields(target.sheet) if f.kind == "int"][0]
    lo, hi = bounds.field_bounds(first)
    seen = refusals(services.characters)
    assert not services.characters.damage(int(target.id), {"no_such_field": 1})
    assert not services.characters.damage(int(target.id), {first.key: hi + 1})
    assert not services.characters.damage(int(target.id), {first.key: lo - 1})
    assert not services.characters.damage(int(target.id), {first.key: True})
    assert seen == [
        "The form has a field this ruleset does not know.",
        "A value of the form is out of its range.",
        "A value of the form is out of its range.",
        "That action was given a value it cannot use.",
    ]
    assert services.characters.damage(int(target.id), {first.key: hi})  # the form's own bound is taken


def test_a_sheet_with_a_field_the_ruleset_does_not_know_is_refused(demo):
    services = demo("d10under")  # its own check drops unknown fields without a word
    seen = refusals(services.characters)
    sheet = {**services.ruleset.new_sheet(), "charisma": 7}
    assert not services.characters.create("Zed", "npc", sheet)
    assert seen == ["The form has a field this ruleset does not know."]
    assert "Zed" not in {c.name for c in services.characters.characters()}


def test_a_swarm_round_with_a_billion_extra_dice_is_refused_at_once(demo):
    services = demo("twdu")
    while services.threat.level() < 3:
        assert services.threat.step(1)
    assert services.swarm.set_dead(30) and services.swarm.start()
    fighter = int(services.swarm.fighters()[0].id)
    seen = refusals(services.swarm)
    # it used to build a pool of a billion dice: stopped after CALL_LIMIT seconds, and failed
    assert not call(services.swarm.roll_round, {"setup": RoundSetup((RollerSpec(fighter, extra=10**9),))})
    assert not services.swarm.roll_round(RoundSetup((RollerSpec(fighter, extra=bounds.SWARM_EXTRA[1] + 1),)))
    assert seen == ["Extra dice run from -10 to 10."] * 2
    assert services.swarm.roll_round(RoundSetup((RollerSpec(fighter, extra=bounds.SWARM_EXTRA[1]),)))


def test_the_roll_to_avoid_the_dead_keeps_the_threat_docks_modifier_range(demo):
    services = demo("twdu")
    while services.threat.level() < 1:
        assert services.threat.step(1)
    who = int(services.characters.characters()[0].id)
    seen = refusals(services.threat)
    assert not services.threat.avoid(who, "stealth", bounds.MODIFIER[1] + 1)
    assert not services.threat.avoid(who, "stealth", True)
    assert seen == ["A modifier runs from -10 to 10.", "That action was given a value it cannot use."]
    assert services.threat.avoid(who, "stealth", bounds.MODIFIER[0])


def test_a_typed_initiative_keeps_the_initiative_docks_range(demo):
    services = demo("afmbe", "norms")
    ids = [int(c.id) for c in services.characters.characters()[:2]]
    assert services.initiative.start(ids)
    combatant = int(services.initiative.combatants(int(services.initiative.encounter().id))[0].id)
    seen = refusals(services.initiative)
    assert not services.initiative.set_initiative(combatant, bounds.INITIATIVE[1] + 1)
    assert not services.initiative.set_initiative(combatant, 12.5)
    assert seen == ["An initiative runs from -99 to 999.", "That action was given a value it cannot use."]
    assert services.initiative.set_initiative(combatant, bounds.INITIATIVE[1])


def test_the_damage_form_offers_what_the_service_takes(demo):
    from ui.widgets.field_form import FieldForm

    services = demo("d10under")  # its amount has no upper bound of its own
    target = services.characters.characters()[0]
    fields = services.ruleset.damage_rules().damage_fields(target.sheet)
    form = FieldForm(fields)
    amount = form.inputs["amount"]
    assert (amount.minimum(), amount.maximum()) == bounds.field_bounds(fields[0]) == (0, bounds.FIELD_RANGE[1])
    assert services.characters.damage(int(target.id), {"amount": amount.maximum()})
    assert not services.characters.damage(int(target.id), {"amount": amount.maximum() + 1})
