"""The dead in melee groups (d10under): none is offered as a fighter, a group naming one is refused
with the reason, and one who falls after the groups were set sits the exchange out (a side left
with nobody standing is refused)."""

from __future__ import annotations

from app.services.logtext import render_event
from tests.unit.services.test_d10under_melee_groups import fight, refusal  # noqa: F401  (the fixture)


def _kill(services, cid):  # noqa: ANN001, ANN202
    assert services.characters.damage(cid, {"amount": 200})
    row = services.characters.character(cid)
    assert services.ruleset.is_dead(row.sheet, row.state)


def test_the_dead_are_no_fighters_and_no_group_of_the_first_grouping(fight):  # noqa: F811
    services, who = fight
    _kill(services, who["Z1"])
    assert who["Z1"] not in [f.character_id for f in services.melee.fighters()]
    assert who["Z1"] not in {cid for one, two in services.melee.first_grouping() for cid in (*one, *two)}


def test_a_group_naming_the_dead_is_refused(fight):  # noqa: F811
    services, who = fight
    _kill(services, who["Z1"])
    said = refusal(services, lambda: services.melee.set_groups([([who["Ann"]], [who["Z1"], who["Z2"]])]))
    assert said == "Z1 is dead: the dead stand in no melee group."


def test_one_fallen_after_the_groups_sits_the_exchange_out(fight):  # noqa: F811
    services, who = fight
    assert services.melee.set_groups([([who["Ann"]], [who["Z1"], who["Z2"]]), ([who["Ben"]], [who["Z3"]])])
    _kill(services, who["Z1"])
    said = refusal(services, lambda: services.melee.exchange(0, who["Z1"]))
    assert said == "The one a lone winner hits is one of the fighters against them."
    assert services.melee.exchange(0)  # Ann against Z2 alone: Z1 rolls nothing
    line = render_event(services.campaign.events()[-1])
    assert "Z2" in line and "Z1" not in line
    _kill(services, who["Z3"])
    said = refusal(services, lambda: services.melee.exchange(1))
    assert said == "Nobody is left standing on one side of this melee group: set the groups again."
