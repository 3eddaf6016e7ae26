"""Corrupt rows read from a campaign file: the store reads bad JSON text as a mark (and writes it
back as it was), the rules say what does not fit, the characters service keeps damaged rows from
the rules, and a campaign row this Deadwatch cannot use is refused by name."""

from __future__ import annotations

import sqlite3

import pytest
from sqlmodel import Session, select

from app.rules import PRESETS, RULESETS, get_ruleset
from app.rules.base import field_fits, repaired_sheet, stored_sheet_problem, stored_state_problem, unfit_fields
from app.services.bundle import open_services
from app.services.campaign_row import CampaignRowError
from app.services.damaged import RepairCharacter, repair_sheet
from app.services.demo import build_demo
from app.store.database import open_store
from app.store.models import UNDECODABLE, Character, Undecodable, undecodable

ALL = [(r, p) for r in RULESETS for p in (PRESETS[r] or (None,))]


def sql(path, statement):  # noqa: ANN001, ANN201
    with sqlite3.connect(path) as db:
        return db.execute(statement).fetchall()


@pytest.fixture
def demo(tmp_path):  # noqa: ANN001, ANN201
    return build_demo(tmp_path / "demo.deadwatch", "twdu")


def test_bad_json_text_reads_as_a_mark_instead_of_failing_the_whole_query_and_is_written_back_as_it_was(demo):
    sql(demo, "update character set sheet = '{\"strength\": 3' where id = 1")
    store = open_store(str(demo))
    try:
        with Session(store.engine) as s:
            found = list(s.exec(select(Character).order_by(Character.id)))
            assert len(found) == len(sql(demo, "select id from character"))
            assert isinstance(found[0].sheet, Undecodable) and found[0].sheet == {UNDECODABLE: '{"strength": 3'}
            assert undecodable(found[0].sheet) and not undecodable(found[1].sheet)
            found[0].notes = "touched"
            s.add(found[0])
            s.commit()
    finally:
        store.engine.dispose()
    assert sql(demo, "select sheet, notes from character where id = 1") == [('{"strength": 3', "touched")]


@pytest.mark.parametrize(("ruleset", "preset"), ALL)
def test_every_demo_character_fits_its_rules_and_a_word_for_a_number_does_not(tmp_path, ruleset, preset):
    path = build_demo(tmp_path / "d.deadwatch", ruleset, preset)
    services = open_services(str(path))
    try:
        sound, damaged = services.characters.roster()
        assert sound and damaged == []
        rules = services.ruleset
        row = sound[0]
        number = next(f for f in rules.sheet_fields() if f.kind == "int")
        bad = {**row.sheet, number.key: "lots"}
        assert stored_sheet_problem(rules, bad) and [f.key for f in unfit_fields(rules, bad)] == [number.key]
        fixed = repaired_sheet(rules, bad)
        assert fixed[number.key] == number.default and stored_sheet_problem(rules, fixed) == ""
        assert stored_state_problem(rules, fixed, "nope") and stored_state_problem(rules, fixed, row.state) == ""
    finally:
        services.close()


def test_field_fits_follows_the_declaration():
    rules = get_ruleset("twdu")
    spec = {f.key: f for f in rules.sheet_fields()}
    assert field_fits(spec["strength"], 3) and not field_fits(spec["strength"], True)
    assert not field_fits(spec["strength"], "3") and not field_fits(spec["strength"], 99)
    assert repaired_sheet(rules, ["not", "a", "sheet"]) == rules.new_sheet()


def test_the_service_keeps_damaged_rows_from_the_rules_and_a_repair_is_one_undoable_action(demo):
    sql(demo, "update character set state = 'garbage' where id = 1")
    sql(demo, "update character set state = json_set(state, '$.health', 'fine') where id = 2")
    services = open_services(str(demo))
    try:
        chars = services.characters
        sound, damaged = chars.roster()
        assert [r.id for r, _d in damaged] == [1, 2]
        assert {d.part for _r, d in damaged} == {"state"}
        assert 1 not in {c.id for c in chars.characters()} and chars.character(1) is None
        row, _damage = chars.damaged(1)
        event = services.campaign.execute(RepairCharacter(1, row.name, row.kind, repair_sheet(services.ruleset, row)))
        assert event.text == "{name}'s damaged record repaired"
        assert chars.character(1) is not None and chars.damaged(1) is None
        assert chars.character(1).state == services.ruleset.initial_state(chars.character(1).sheet)
        services.campaign.undo()
        assert chars.character(1) is None and sql(demo, "select state from character where id = 1") == [("garbage",)]
        # the notes typed on the repaired sheet's Notes page are kept with the repair
        services.campaign.execute(RepairCharacter(1, row.name, row.kind, repair_sheet(services.ruleset, row),
                                                  notes="Bitten at the mill."))
        assert chars.character(1).notes == "Bitten at the mill."
    finally:
        services.close()


@pytest.mark.parametrize(
    ("statement", "args"),
    [
        ("update campaign set ruleset = 'xyz'", {"ruleset": "xyz"}),
        ("update campaign set preset = 'grim'", {"ruleset": "twdu", "preset": "grim"}),
        ("""update campaign set options = '{"zombie_rain": 1}'""", {"option": "zombie_rain"}),
        ("update campaign set state = '[1, 2'", {}),
    ],
)
def test_a_campaign_row_that_cannot_be_used_is_refused_before_anything_is_built(demo, statement, args):
    sql(demo, statement)
    with pytest.raises(CampaignRowError) as refused:
        open_services(str(demo))
    assert refused.value.args_ == args
    assert refused.value.message.startswith("This campaign")


def test_a_damaged_fighter_never_reaches_the_rules_and_the_fight_goes_on(demo, qapp):
    services = open_services(str(demo))
    ids = [c.id for c in services.characters.characters()]
    assert services.initiative.start(ids)
    services.close()
    sql(demo, f"update character set state = '{{bad json' where id = {ids[0]}")
    services = open_services(str(demo))
    try:
        view = services.initiative.view()
        assert len(view.combatants) == len(ids)  # still in the order
        assert ids[0] not in view.characters and set(ids[1:]) <= set(view.characters)  # but no sheet
        assert services.rolls._character(ids[0]) is None
        for _ in range(len(ids) + 1):  # every turn and a round's end pass it by without an error
            assert services.initiative.next_turn()
    finally:
        services.close()
