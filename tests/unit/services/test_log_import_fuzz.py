"""Arbitrary bytes, text and JSON fed to the session log import: a refusal (CommandError) or an
import that renders; a refusal never changes the campaign file."""

from __future__ import annotations

import copy
import json
import sqlite3
from contextlib import closing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.command import CommandError
from app.services.files import create_campaign
from app.services.log import parse_log_document
from app.services.logtext import render, render_event

BASE = {
    "format": "deadwatch-session-log",
    "version": 1,
    "campaign": {"name": "Elsewhere", "ruleset": "twdu", "preset": None},
    "sessions": [
        {
            "number": 1,
            "title": "The mall",
            "started": "2026-11-30T19:00:00Z",
            "ended": "2026-11-30T23:00:00Z",
            "events": [
                {
                    "id": 5,
                    "seq": 1,
                    "time": "2026-11-30T20:00:00+00:00",
                    "round": 2,
                    "kind": "damage",
                    "actor": "Ana",
                    "target": "Walker",
                    "text": "Damage to {name}: {arithmetic}",
                    "ctx": "log",
                    "args": {
                        "name": "Walker",
                        "arithmetic": {"t": "{hp} − {hit}", "ctx": "rules", "args": {"hp": 9, "hit": 4}},
                    },
                    "payload": {"label": {"t": "Damage to {name}", "args": {"name": "Walker"}}},
                    "faces": [[[6, 3], [6, 6]]],
                    "secret": False,
                    "undone": False,
                    "ref_id": None,
                },
                {
                    "id": 6,
                    "seq": 2,
                    "time": "2026-11-30T20:01:00",
                    "kind": "undo",
                    "text": "Undo: {action}",
                    "args": {"action": {"t": "Damage to {name}", "args": {"name": "Walker"}}},
                    "ref_id": 5,
                },
            ],
        }
    ],
}

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(alphabet="{}|:!.[]0ax\x00\ud800 é"),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["t", "args", "a", "x", "ctx"]), inner, max_size=4)
    ),
    max_leaves=12,
)


#: texts where a template is expected: stray braces, format specs, fields named or not given
TEMPLATES = st.text(alphabet="{}|:>!.[]09ax", max_size=14)
#: dates and times at the ends of the calendar, with and without a zone
TIMES = st.builds(lambda d, z: d.isoformat() + z, st.datetimes(), st.sampled_from(["", "Z", "+05:00", "-23:59"]))


def paths(value, prefix=()):
    """Every place in a JSON value (key paths), the value itself first."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*prefix, i))


@st.composite
def damaged_logs(draw):
    """The valid log with one value replaced by arbitrary JSON, or removed."""
    doc = copy.deepcopy(BASE)
    where = draw(st.sampled_from(list(paths(doc))[1:]))
    parent = doc
    for key in where[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and draw(st.booleans()):
        del parent[where[-1]]
    else:
        parent[where[-1]] = draw(JSON | TEMPLATES | TIMES)
    return json.dumps(doc, ensure_ascii=draw(st.booleans()), allow_nan=True)


def check_parse(data) -> None:
    try:
        doc = parse_log_document(data)
    except CommandError as exc:
        assert exc.message and "{reason}" not in exc.message
    else:  # what was read renders, as the log dock and the exports will show it
        for session in doc["sessions"]:
            for e in session["events"]:
                assert isinstance(render(e["text"], e["args"], e["payload"].get("ctx", "log")), str)


@given(st.binary(max_size=200) | st.text(max_size=200) | JSON.map(json.dumps))
@settings(max_examples=300, deadline=None)
def test_any_bytes_or_text_is_read_or_refused_with_a_reason(data):
    check_parse(data)
    if isinstance(data, str):
        check_parse(("\ufeff" + data).encode("utf-8", "surrogatepass"))


@given(damaged_logs())
@settings(max_examples=300, deadline=None)
def test_a_log_with_any_value_damaged_is_read_or_refused_with_a_reason(text):
    check_parse(text)


@pytest.fixture(scope="module")
def campaign(tmp_path_factory, qapp):
    path = tmp_path_factory.mktemp("fuzz") / "night.deadwatch"
    create_campaign(str(path), "Night", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("Tonight")
    yield path, services
    services.close()


@given(damaged_logs())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_import_either_changes_nothing_or_renders(campaign, text):
    path, services = campaign
    with closing(sqlite3.connect(path)) as db:
        before = list(db.iterdump())
    if services.log.import_text(text):
        assert all(
            isinstance(render_event(e), str)
            for g in services.campaign.sessions()
            for e in services.campaign.events(g.id)
        )
    else:
        with closing(sqlite3.connect(path)) as db:
            assert list(db.iterdump()) == before
