"""Two consoles (two processes) play one campaign at once for 12 seconds of random actions each (some two thousand
actions; DEADWATCH_CONSOLE_SECONDS sets a longer soak):
nothing is lost, both end on the same state as the store, and each shows the other's every change
on its first look after the change was committed (the consoles look every 50 ms; the window a few
times a second).  On SQLite, and on PostgreSQL in the server run (DEADWATCH_TEST_DATABASE_URL).

The test speaks of looks, not of seconds: on a loaded machine a console may wait its turn for the
processor, and a wall-clock limit then fails a console that missed nothing."""

from __future__ import annotations

import bisect
import json
import os
import subprocess
import sys
from pathlib import Path

from sqlmodel import Session, col, select

from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.store.database import open_store
from app.store.models import Character, LogEvent
from tests.stores import campaign_target

WORKER = Path(__file__).with_name("misuse_worker.py")
ROOT = Path(__file__).parents[3]
SECONDS = float(os.environ.get("DEADWATCH_CONSOLE_SECONDS", "12"))


def replayed_health(events: list[LogEvent]) -> dict[int, int]:
    """Each character's health, replayed from the log in order: every action, undo and redo must
    find the character as the one before it left it (a lost update breaks the chain)."""
    by_id = {e.id: e for e in events}
    health: dict[int, int] = {}
    for event in events:
        if event.kind in {"character", "damage", "heal"}:
            rows, was, now = event.changes, "before", "after"
        elif event.kind in {"undo", "redo"} and event.ref_id in by_id:
            rows = by_id[event.ref_id].changes
            was, now = ("after", "before") if event.kind == "undo" else ("before", "after")
        else:
            continue
        for change in rows:
            if change["table"] != "character" or not change[now] or "state" not in change[now]:
                continue
            cid = int(change["id"])
            if change[was] is not None:
                assert health[cid] == change[was]["state"]["health"], f"event {event.id}: a lost update"
            health[cid] = change[now]["state"]["health"]
    return health


def test_two_consoles_playing_at_once_lose_nothing_and_see_each_other(tmp_path, qapp):
    target = campaign_target(tmp_path, "club.deadwatch")
    create_campaign(target, "Club night", "d10under").close()
    services = open_services(target)
    for name in ("Vera", "Ben", "Ana"):
        services.campaign.execute(CreateCharacter(name, "pc"))
    services.close()
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    # each console writes to a file of its own: a pipe nobody reads meanwhile would stall it
    files = {name: (tmp_path / f"{name}.out", tmp_path / f"{name}.err") for name in ("Table 1", "Table 2")}
    meet = tmp_path / "meet"  # the consoles start playing together, and end together
    meet.mkdir()
    for name in files:
        (meet / f"{name}.console").touch()
    procs = {}
    for seed, (name, (out, err)) in enumerate(files.items(), start=1):
        with out.open("w") as stdout, err.open("w") as stderr:
            procs[name] = subprocess.Popen(
                [sys.executable, str(WORKER), "console", target, name, str(SECONDS), str(seed), str(meet)],
                stdout=stdout, stderr=stderr, env=env, cwd=ROOT, text=True,
            )
    for name, proc in procs.items():
        proc.wait(timeout=SECONDS + 120)
        assert proc.returncode == 0, files[name][1].read_text()[-2000:]
    outputs = {name: (out.read_text(), "") for name, (out, _err) in files.items()}
    acts: dict[str, dict[int, float]] = {}
    saws: dict[str, dict[int, int]] = {}  # event id -> the number of the look that found it
    looks: dict[str, list[float]] = {}  # when each look began
    states: dict[str, dict[str, int]] = {}
    opened: dict[str, int] = {}
    for name, (out, _err) in outputs.items():
        acts[name], saws[name], looks[name] = {}, {}, []
        for line in out.splitlines():
            word, *rest = line.split(" ", 1)
            if word == "ACT":
                eid, when = rest[0].split()
                acts[name][int(eid)] = float(when)
            elif word == "SAW":
                eid, look = rest[0].split()
                saws[name].setdefault(int(eid), int(look))
            elif word == "LOOK":
                number, when = rest[0].split()
                assert int(number) == len(looks[name]) + 1
                looks[name].append(float(when))
            elif word == "START":
                first, _when = rest[0].split()
                opened[name] = int(first)  # what was there when it opened, it showed as it opened
            elif word == "STATE":
                states[name] = json.loads(rest[0])
    assert all(len(a) > 50 for a in acts.values()), {n: len(a) for n, a in acts.items()}
    store = open_store(target)
    with Session(store.engine) as s:
        events = list(s.exec(select(LogEvent).order_by(col(LogEvent.id))))
        final = {str(c.id): c.state["health"] for c in s.exec(select(Character))}
    store.close()
    by_id = {e.id: e for e in events}
    # nothing lost: every acknowledged action is in the log, written by its console
    for name, done in acts.items():
        assert all(eid in by_id and by_id[eid].console == name for eid in done), name
    # the state is what the log adds up to, and both consoles ended on it
    assert {str(k): v for k, v in replayed_health(events).items()} == final
    assert states["Table 1"] == states["Table 2"] == final
    # each console showed each of the other's actions on its first look begun after the commit (a
    # millisecond's margin for the clocks' printing); the last look comes after both stopped acting
    late = []
    for name, other in (("Table 1", "Table 2"), ("Table 2", "Table 1")):
        for eid, when in acts[other].items():
            if eid <= opened[name]:
                continue
            first = bisect.bisect_right(looks[name], when + 0.001) + 1  # looks are numbered from 1
            seen = saws[name].get(eid)
            if seen is None or seen > first:
                late.append((name, eid, first, seen))
    assert late == []


def test_each_console_undoes_its_own_last_action_and_the_log_names_it(tmp_path, qapp):
    from app.services.logtext import who_of

    target = campaign_target(tmp_path, "club.deadwatch")
    create_campaign(target, "Club night", "d10under").close()
    ana = open_services(target, console="Ana's laptop")
    vera = int(ana.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    ben = open_services(target, console="Swarm")
    ben.campaign.poll_external()
    bob = int(ben.campaign.execute(CreateCharacter("Bob", "pc")).changes[0]["id"])
    ana.characters.damage(vera, {"amount": 2})
    ben.characters.damage(bob, {"amount": 3})
    # Ana's undo takes back her damage to Vera, not the swarm console's later one to Bob
    assert ana.campaign.undo_target().text == "{amount} damage to {name} ({moves})"
    assert ana.campaign.undo()
    ben.campaign.poll_external()
    assert ben.characters.character(vera).state["health"] == 100
    assert ben.characters.character(bob).state["health"] == 97
    assert ben.campaign.undo_target().args["name"] == "Bob"
    lines = ana.log.events_after(ana.log.shown_session().id, 0, changes=False)
    by_text = {(line.kind, who_of(line)) for line in lines}
    assert ("damage", "Swarm") in by_text and ("undo", "Ana's laptop") in by_text
    history = ben.campaign.history()
    assert {h.console for h in history} == {"Ana's laptop", "Swarm"}
    ana.close()
    ben.close()
