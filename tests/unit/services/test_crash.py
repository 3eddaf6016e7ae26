"""A crash loses nothing the GM saw: kill -9 at random points, reopen, check."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlmodel import Session, select

from app.store.database import integrity_ok, open_store
from app.store.models import Character, LogEvent

WORKER = Path(__file__).with_name("crash_worker.py")
ROOT = Path(__file__).parents[3]


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_kill_at_a_random_point_loses_nothing_that_was_shown(campaign_path, seed):
    rng = random.Random(seed)
    target = rng.randint(3, 60)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(campaign_path)], stdout=subprocess.PIPE, env=env, cwd=ROOT, text=True
    )
    assert proc.stdout is not None
    seen = 0
    deadline = time.monotonic() + 60
    while seen < target and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        if line.startswith("EMITTED"):
            seen = int(line.split()[1])
    time.sleep(rng.random() * 0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    proc.stdout.close()
    assert seen == target, "the worker did not get far enough"

    store = open_store(str(campaign_path))
    assert integrity_ok(store.engine)
    with Session(store.engine) as s:
        events = list(s.exec(select(LogEvent).order_by(LogEvent.seq)))
        actions = [e for e in events if e.kind in {"character", "damage", "heal"}]
        replays = [e for e in events if e.kind in {"undo", "redo"}]
        # every action whose signal was seen is in the file (the worker may have committed one more)
        assert len(actions) + len(replays) >= seen
        # and the character's state is exactly what the logged actions add up to
        health = 100
        for e in actions:
            if e.kind == "damage" and not e.undone:
                health = max(0, health - 3)
            elif e.kind == "heal" and not e.undone:
                health = min(100, health + 2)
        vera = s.exec(select(Character)).one()
        assert vera.state["health"] == health
    store.engine.dispose()
