"""Characters files (File → Import characters): a party exported from any ruleset comes back as it
was; a malformed, foreign or newer file, or a sheet the form could not hold, is refused with the
reason and the campaign file stays byte-identical."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLocale

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.party_files import export_characters, parse_characters
from tests.stores import dump_store

DEMOS = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]

ANA = {
    "name": "Ana",
    "kind": "pc",
    "sheet": {
        "strength": 7,
        "player": True,
        "weapons": [{"name": "Rifle", "kind": "ranged", "damage": 6, "shots": 1, "magazine": 5, "criticals": True}],
    },
    "notes": "Quiet",
}


def party(*people: dict, **head) -> dict:
    return {
        "format": "deadwatch-characters",
        "version": 1,
        "ruleset": "d10under",
        "preset": None,
        "characters": list(people),
        **head,
    }


def dump(path) -> list[str]:
    return dump_store(path)


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_a_party_exported_from_any_ruleset_imports_as_it_was(tmp_path, qapp, ruleset, preset):
    source = open_services(str(build_demo(tmp_path / "demo.deadwatch", ruleset, preset)), Dice(seed=1))
    try:
        chars = source.characters.characters()
        text = json.dumps(export_characters(source.ruleset, chars), ensure_ascii=False, indent=2)
        people = parse_characters(("\ufeff" + text).encode("utf-8"), source.ruleset)  # a BOM is fine
    finally:
        source.close()
    assert [(p["name"], p["kind"], p["sheet"], p["state"], p["fresh"]) for p in people] == [
        (c.name, c.kind, c.sheet, c.state, False) for c in chars
    ]


@pytest.fixture
def campaign(campaign_path, qapp):
    services = open_services(str(campaign_path), Dice(seed=1))
    refusals: list[str] = []
    services.characters.failed.connect(lambda ctx, msg: refusals.append(msg))
    yield campaign_path, services, refusals
    services.close()


def refused(campaign, tmp_path, data) -> str:
    path, services, refusals = campaign
    before = dump(path)
    file = tmp_path / "party.json"
    file.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode("utf-8"))
    assert not services.characters.import_file(str(file))
    assert dump(path) == before
    named, _, reason = refusals[-1].partition(": ")  # the file named first
    assert named == "party.json", refusals[-1]
    assert not reason[:1].isupper(), f"the reason reads on after the file's name: {refusals[-1]!r}"
    return reason[:1].upper() + reason[1:]  # the reason as a sentence of its own, as the tests give it


def damaged(reason: str) -> str:
    return f"This characters file is damaged (character 1 (Ana): {reason}); nothing was imported."


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"mc_hack": 1}, "the sheet has a field this ruleset does not know: mc_hack"),
        ({"strength": 11}, "“sheet.strength” is 11; on this sheet it runs from 1 to 10"),
        ({"strength": "7"}, "“sheet.strength” should be a whole number"),
        ({"strength": True}, "“sheet.strength” should be a whole number"),
        ({"player": 1}, "“sheet.player” should be yes or no"),
        ({"weapons": {"name": "Rifle"}}, "“sheet.weapons” should be a list"),
        ({"weapons": [{"name": "Rifle", "kind": "laser"}]}, "“sheet.weapons[0].kind” is not one of its choices"),
        ({"weapons": [{"name": "Rifle", "damage": 1000}]},
         "“sheet.weapons[0].damage” is 1000; on this sheet it runs from 0 to 999"),
        (
            {"weapons": [{"name": "Rifle", "price": 3}]},
            "“sheet.weapons[0]” has a column this ruleset does not know: price",
        ),
        (
            {"weapons": [{"name": "x" * 10_001}]},
            "“sheet.weapons[0].name” is longer than {10000} characters",  # in the locale of the run
        ),
        ({"weapons": [{"name": "Rifle"}, {"name": "Rifle"}]}, "Two weapons have the same name."),
    ],
)
def test_a_sheet_the_form_could_not_hold_is_refused_with_the_reason(campaign, tmp_path, change, reason):
    person = {**ANA, "sheet": {**ANA["sheet"], **change}}
    # the number as the message writes it, in the locale now set (a test before may have set another)
    reason = reason.replace("{10000}", QLocale().toString(10_000))
    assert refused(campaign, tmp_path, party(person)) == damaged(reason)


def test_names_kinds_and_notes_are_checked(campaign, tmp_path):
    assert refused(campaign, tmp_path, party({**ANA, "name": "A" * 201})) == (
        "This characters file is damaged (character 1 (AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…): “name” is longer "
        "than 200 characters); nothing was imported."
    )
    assert refused(campaign, tmp_path, party(ANA, {**ANA, "name": "  "})) == (
        "This characters file is damaged (character 2: it has no name); nothing was imported."
    )
    assert refused(campaign, tmp_path, party({**ANA, "kind": "boss"})) == damaged("“kind” is not a kind of character")
    assert refused(campaign, tmp_path, party({**ANA, "notes": ["x"]})) == damaged("“notes” should be text")
    deep: list = []
    for _ in range(40):
        deep = [deep]
    assert refused(campaign, tmp_path, party({**ANA, "state": {"health": deep}})) == damaged(
        "“state.health" + "[0]" * 31 + "” is nested more than 32 deep"
    )


def test_malformed_foreign_and_newer_files_are_refused_with_the_reason(campaign, tmp_path):
    assert refused(campaign, tmp_path, b"\xff\xfe{}") == (
        "This file is not a Deadwatch characters file: it is not UTF-8 text (byte 0). Nothing was imported."
    )
    assert refused(campaign, tmp_path, b'{"format": ') == (
        "This file is not a Deadwatch characters file: it is not JSON (line 1, column 12). Nothing was imported."
    )
    assert refused(campaign, tmp_path, {"format": "deadwatch-session-log", "version": 1}) == (
        "This file is not a Deadwatch characters file: it is JSON of another kind. Nothing was imported."
    )
    assert refused(campaign, tmp_path, party(ANA, version=2)) == (
        "This characters file was written by a newer Deadwatch (version 2; this one reads up to 1). "
        "Update Deadwatch to import it."
    )
    assert refused(campaign, tmp_path, party(ANA, ruleset="twdu")) == (
        "This file is for The Walking Dead Universe RPG; this campaign plays Roll-under d10. Nothing was imported.")
    assert refused(campaign, tmp_path, party(ANA, ruleset="afmbe", preset="norms")) == (
        "This file is for All Flesh Must Be Eaten (Norms); this campaign plays Roll-under d10. Nothing was imported.")
    assert refused(campaign, tmp_path, party(ANA, ruleset="chess")) == (
        "This file is for a game this Deadwatch does not play (“chess”); this campaign plays Roll-under d10. "
        "Nothing was imported.")
    assert refused(campaign, tmp_path, party()) == "The file holds no characters."


def test_a_state_that_does_not_fit_is_replaced_and_the_log_says_so(campaign, tmp_path):
    _path, services, refusals = campaign
    file = tmp_path / "party.json"
    ben = {**ANA, "name": "Ben", "state": {"health": 3, "ammo": "lots"}}
    file.write_text("\ufeff" + json.dumps(party(ANA, ben)), encoding="utf-8")
    assert services.characters.import_file(str(file)), refusals
    ana, ben_row = services.characters.characters()[-2:]
    assert ben_row.state == services.ruleset.initial_state(ben_row.sheet)
    assert (ana.sheet["strength"], ana.notes) == (7, "Quiet")
    assert render_event(services.campaign.events()[-1]) == (
        "Imported 2 characters: Ana, Ben — Ben starts unhurt: the state in the file does not fit this sheet"
    )


PEOPLE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(alphabet="ab{}\x00 é", max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["name", "kind", "a"]), inner, max_size=3)
    ),
    max_leaves=8,
)


def places(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from places(item, (*prefix, i))


@st.composite
def damaged_parties(draw):
    doc = party(copy.deepcopy(ANA), {**copy.deepcopy(ANA), "name": "Ben", "state": {"health": 9, "ammo": {"Rifle": 5}}})
    where = draw(st.sampled_from(list(places(doc))[1:]))
    parent = doc
    for key in where[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and draw(st.booleans()):
        del parent[where[-1]]
    else:
        parent[where[-1]] = draw(PEOPLE)
    return json.dumps(doc, allow_nan=True).encode("utf-8")


@pytest.fixture(scope="module")
def shared(tmp_path_factory, qapp):
    path = tmp_path_factory.mktemp("party") / "party.deadwatch"
    create_campaign(str(path), "Party", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield path, services
    services.close()


@given(damaged_parties())
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_party_with_any_value_damaged_is_imported_or_refused_and_nothing_changes(shared, data):
    path, services = shared
    file = path.with_suffix(".json")
    file.write_bytes(data)
    before = dump(path)
    if services.characters.import_file(str(file)):  # what is imported works with the ruleset's trackers
        for c in services.characters.characters():
            services.ruleset.track_values(c.sheet, c.state)
            services.ruleset.conditions(c.sheet, c.state)
    else:
        assert dump(path) == before


TWDU_ANA = {"name": "Ana", "kind": "pc", "sheet": {}, "notes": ""}


@pytest.mark.parametrize(
    ("state", "reason"),
    [
        ({"health": -1000}, "“state.health” is −1000; on this sheet it runs from 0 to 3"),
        ({"health": 99}, "“state.health” is 99; on this sheet it runs from 0 to 3"),
        ({"stress": 1_000_000}, "“state.stress” is {big}; on this sheet it runs from 0 to {max_stress}"),
        ({"health": 2, "dead": True},
         "A dead character with Health left died of a lethal injury: none is on this one."),
    ],
)
def test_a_state_no_tracker_could_show_is_refused_naming_the_file_the_character_and_the_field(
    tmp_path, qapp, state, reason
):
    """The bounds are the trackers' own (the ruleset's declared tracks), as the screens hold them."""
    from app.rules.twdu.ruleset import MAX_STRESS

    path = tmp_path / "twdu.deadwatch"
    create_campaign(str(path), "Twdu", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    refusals: list[str] = []
    services.characters.failed.connect(lambda ctx, msg: refusals.append(msg))
    try:
        fresh = services.ruleset.initial_state(services.ruleset.new_sheet())
        before = dump(path)
        file = tmp_path / "night party.json"
        people = [TWDU_ANA, {**TWDU_ANA, "name": "Ben", "state": {**fresh, **state}}]
        doc = {**party(*people), "ruleset": "twdu"}
        file.write_text(json.dumps(doc), "utf-8")
        assert not services.characters.import_file(str(file))
        assert dump(path) == before  # nothing stored, not even Ana
        reason = reason.replace("{max_stress}", QLocale().toString(MAX_STRESS)).replace("{big}", "1000000")
        assert refusals == [
            f"night party.json: this characters file is damaged (character 2 (Ben): {reason}); nothing was imported."
        ]
    finally:
        services.close()
