"""A large session log (12,000 events, 63 MB with the rows each action changed) is checked and
imported, or refused at its very last event, in bounded memory: the file is read as it streams in,
its events written a batch at a time in one transaction.  tracemalloc's peak stays under 32 MB,
whatever the file's size (reading the whole file held several times the file)."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from tests.stores import dump_store

EVENTS = 12_000
#: a character's notes in the rows an action changed (read, checked as a list, not imported)
NOTES = "The fence holds. " * 360
PEAK = 32 * 1024 * 1024


def event(i: int) -> dict:
    """A damage line with its dice and changed rows; every fifth an undo of the one before."""
    if i % 5 == 0:
        return {
            "id": i,
            "seq": i,
            "time": "2026-11-30T20:00:00+00:00",
            "round": 3,
            "kind": "undo",
            "actor": "",
            "target": "",
            "text": "Undo: {action}",
            "ctx": "log",
            "args": {"action": {"t": "Damage to {name}", "ctx": "log", "args": {"name": "Walker"}}},
            "payload": {},
            "faces": [],
            "line": "Undo: Damage to Walker",
            "dice": "",
            "secret": False,
            "undone": False,
            "undoable": True,
            "ref_id": i - 1,
            "changes": [],
        }
    return {
        "id": i,
        "seq": i,
        "time": "2026-11-30T20:00:00+00:00",
        "round": 3,
        "kind": "damage",
        "actor": "Ana",
        "target": "Walker",
        "text": "Damage to {name}: {arithmetic}",
        "ctx": "log",
        "args": {
            "name": "Walker",
            "arithmetic": {"t": "{hp} − {hit}", "ctx": "rules", "args": {"hp": 9, "hit": i % 7}},
        },
        "payload": {"label": {"t": "Damage to {name}", "args": {"name": "Walker"}}},
        "faces": [[[6, 3], [6, 6]]],
        "line": "Damage to Walker: 9 − 4",
        "dice": "6 3 6 6",
        "secret": False,
        "undone": i % 5 == 4,
        "undoable": True,
        "ref_id": None,
        "changes": [
            {
                "table": "character",
                "id": 7,
                "before": {"state": {"health": 9}},
                "after": {"state": {"health": 5, "notes": NOTES}},
            }
        ],
    }


def write_log(path: Path, last: dict | None = None) -> None:
    """The log written a line at a time, as the JSON export lays it out; ``last`` replaces the last event."""
    head = {
        "format": "deadwatch-session-log",
        "version": 1,
        "generator": "Deadwatch 1.0",
        "exported": "2026-12-01T00:00:00Z",
        "language": "en",
        "options": {"secrets": True, "undone": True},
        "campaign": {"name": "Elsewhere", "ruleset": "twdu", "preset": None},
    }
    session = {"number": 1, "title": "The long night", "started": "2026-11-30T19:00:00Z", "ended": None}
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(head)[:-1] + ',"sessions":[' + json.dumps(session)[:-1] + ',"events":[\n')
        for i in range(1, EVENTS + 1):
            item = last if i == EVENTS and last is not None else event(i)
            fh.write(json.dumps(item, ensure_ascii=False) + (",\n" if i < EVENTS else "\n"))
        fh.write("]}]}\n")


@pytest.fixture(scope="module")
def logs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("logs")
    good, bad = folder / "long.json", folder / "long-bad.json"
    write_log(good)
    write_log(bad, {**event(EVENTS), "time": "yesterday"})
    return good, bad


def import_measured(campaign_path, path: Path) -> tuple[bool, int, list[str], object]:
    services = open_services(str(campaign_path), Dice(seed=1))
    refusals: list[str] = []
    services.log.failed.connect(lambda _context, message: refusals.append(message))
    try:
        tracemalloc.start()
        try:
            done = services.log.import_file(str(path))
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        sessions = services.campaign.sessions()
        imported = [g for g in sessions if g.title == "The long night"]
        events = services.campaign.events(imported[0].id) if imported else []
    finally:
        services.close()
    return done, peak, refusals, events


def test_the_largest_log_is_imported_in_bounded_memory(campaign_path, qapp, logs):
    good, _bad = logs
    assert good.stat().st_size > 60 * 1024 * 1024  # twice the peak allowed, and more
    done, peak, refusals, events = import_measured(campaign_path, good)
    assert done and refusals == []
    assert peak < PEAK, f"{peak / 1024 / 1024:.0f} MB held to import it"
    assert len(events) == EVENTS
    assert [e.seq for e in events[:3]] == [1, 2, 3] and events[-1].seq == EVENTS
    by_id = {e.id: e for e in events}
    undo = events[4]  # the fifth: the undo of the fourth, pointed at its new id
    assert undo.kind == "undo" and by_id[undo.ref_id].seq == 4 and by_id[undo.ref_id].undone


def test_a_log_refused_at_its_last_event_changes_nothing_in_bounded_memory(campaign_path, qapp, logs):
    _good, bad = logs
    before = dump_store(campaign_path)
    done, peak, refusals, _events = import_measured(campaign_path, bad)
    assert not done
    assert refusals == [
        f"This session log is damaged (event {EVENTS}: “time” is not a date and time); nothing was imported."
    ]
    assert peak < PEAK, f"{peak / 1024 / 1024:.0f} MB held to refuse it"
    assert dump_store(campaign_path) == before
