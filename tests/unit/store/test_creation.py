"""Making a campaign is one transaction under the campaign's lock: two consoles started on an empty
database (or a file not made yet) at the same moment make one campaign, and both open it."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.stores import new_database, on_server

WORKER = Path(__file__).with_name("creator_worker.py")
ROOT = Path(__file__).parents[3]
ENV = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


def together(target: str, go: Path) -> list[str]:
    """Two consoles on ``target``, let go at the same moment; what each said."""
    procs = [
        subprocess.Popen(
            [sys.executable, str(WORKER), target, str(go)],
            env=ENV, cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        for _ in range(2)
    ]
    for proc in procs:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "READY"
    go.touch()
    said = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and "Traceback" not in err, err
        said.append(out.strip())
    go.unlink()
    return said


def campaign_rows(target: str) -> list[tuple]:
    if not on_server():
        con = sqlite3.connect(target)
        try:
            return con.execute("SELECT id, name FROM campaign").fetchall()
        finally:
            con.close()
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    engine = create_engine(make_url(target).set(drivername="postgresql+psycopg"))
    try:
        with engine.connect() as conn:
            return [tuple(r) for r in conn.execute(text("SELECT id, name FROM campaign"))]
    finally:
        engine.dispose()


@pytest.mark.parametrize("attempt", range(4))
def test_two_consoles_on_an_empty_database_make_one_campaign(tmp_path, attempt):
    target = new_database() if on_server() else str(tmp_path / "club.deadwatch")
    said = together(target, tmp_path / "go")
    rows = campaign_rows(target)
    assert len(rows) == 1, rows
    assert said == [f"OPENED {rows[0][0]}"] * 2


def test_a_new_file_turned_to_wal_waits_for_another_consoles_lock(tmp_path):
    """Turning a new file's journal to WAL while another console holds a lock on it (making the
    same campaign) waits for the lock, as every write does, instead of refusing the campaign as
    "database is locked" at once."""
    import threading

    from app.store.sqlite_file import sqlite_engine

    if on_server():
        pytest.skip("SQLite's journal")
    path = tmp_path / "club.deadwatch"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    other.execute("CREATE TABLE t (x)")
    threading.Timer(0.3, other.execute, ("COMMIT",)).start()
    engine = sqlite_engine(path, hold=False)
    try:
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    finally:
        engine.dispose()
        other.close()
