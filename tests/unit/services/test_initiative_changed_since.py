"""What the initiative service tells a screen that showed one of its views: the combatants changed
since (and in which columns) and the fighters' characters changed, so that a round's end works out
only what changed; and the fight read again after a round's end checks no character's record."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.damaged import DamageCheck
from app.services.files import create_campaign
from tests.stores import campaign_target


@pytest.fixture
def services(tmp_path, qapp):
    path = campaign_target(tmp_path, "fight.deadwatch")
    create_campaign(str(path), "Fight", "twdu").engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    rules = opened.ruleset
    for name in ("Ana", "Ben", "Cid", "Dee"):
        assert opened.characters.create(name, "pc", rules.new_sheet())
    assert opened.initiative.start([c.id for c in opened.characters.characters()], name="Mill")
    yield opened
    opened.close()


def to_the_rounds_last_turn(services) -> None:  # noqa: ANN001
    view = services.initiative.view()
    while any(not r.acted and r.position != view.encounter.turn for r in view.combatants):
        assert services.initiative.next_turn()
        view = services.initiative.view()


def test_a_rounds_end_names_every_combatant_in_its_turn_alone_and_reads_no_character(services, monkeypatch):
    initiative = services.initiative
    to_the_rounds_last_turn(services)
    before = initiative.view()
    checked: list[int] = []
    real = DamageCheck.of

    def counting(self, rules, row):  # noqa: ANN001, ANN202
        if self is initiative._damage:
            checked.append(row.id)
        return real(self, rules, row)

    monkeypatch.setattr(DamageCheck, "of", counting)
    assert initiative.next_turn()  # the round ends
    after = initiative.view()
    assert after.encounter.round == before.encounter.round + 1
    assert after.serial > before.serial
    delta = initiative.changed_since(before.serial)
    assert delta is not None
    # those who acted are waiting again (who acted last, whose turn it was, had not been marked)
    assert set(delta.combatants) == {r.id for r in before.combatants if r.acted}
    assert len(delta.combatants) == len(after.combatants) - 1
    assert set(delta.combatants.values()) == {frozenset({"acted"})}
    assert delta.characters == frozenset()
    assert checked == []  # no character changed: none read or checked again
    assert after.characters == before.characters
    assert initiative.changed_since(after.serial) is not None and not initiative.changed_since(after.serial).combatants


def test_a_fighter_hurt_is_named_and_read_again_alone(services, monkeypatch):
    initiative = services.initiative
    before = initiative.view()
    hurt = before.combatants[1].character_id
    checked: list[int] = []
    real = DamageCheck.of

    def counting(self, rules, row):  # noqa: ANN001, ANN202
        if self is initiative._damage:
            checked.append(row.id)
        return real(self, rules, row)

    monkeypatch.setattr(DamageCheck, "of", counting)
    assert services.characters.damage(hurt, {"damage": 1, "armor": False})
    after = initiative.view()
    delta = initiative.changed_since(before.serial)
    assert delta is not None and delta.characters == frozenset({hurt}) and not delta.combatants
    assert checked == [hurt]
    assert after.characters[hurt] is not before.characters[hurt]
    assert after.characters[hurt].state != before.characters[hurt].state


def test_someone_joining_or_the_view_too_old_is_not_followed(services):
    initiative = services.initiative
    first = initiative.view()
    assert initiative.add_extras("Walker", 2)
    assert initiative.changed_since(first.serial) is None  # someone joined: compare everything
    joined = initiative.view()
    for _ in range(20):  # more views than are kept
        assert initiative.next_turn()
        initiative.view()
    assert initiative.changed_since(joined.serial) is None
