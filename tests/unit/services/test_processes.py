"""Several processes on one campaign, migrations killed at every statement, and SQLite's locks kept
while a file dialog lists the campaign's folder."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlmodel import Session, select

from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.files import create_campaign
from app.store.database import SCHEMA_REVISION, integrity_ok, open_store
from app.store.models import Character, LogEvent
from tests.stores import campaign_target, sqlite_only

WORKER = Path(__file__).with_name("misuse_worker.py")
ROOT = Path(__file__).parents[3]
FIXTURES = ROOT / "tests" / "fixtures"
ENV = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


def worker(*args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WORKER), *args], env=ENV, cwd=ROOT, text=True, **kw)


def one_character(path: Path | str) -> int:
    create_campaign(str(path), "Two windows", "d10under").close()
    services = open_services(str(path))
    cid = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    services.close()
    return cid


def health(path: Path | str) -> tuple[int, int]:
    store = open_store(str(path))
    with Session(store.engine) as s:
        vera = s.exec(select(Character)).one()
        damage = [e for e in s.exec(select(LogEvent)) if e.kind == "damage"]
    store.close()
    return vera.state["health"], len(damage)


def test_two_processes_on_one_campaign_lose_no_update(tmp_path):
    path = campaign_target(tmp_path, "shared.deadwatch")
    one_character(path)
    start, _ = health(path)
    procs = [worker("damage", str(path), "40", stdout=subprocess.PIPE) for _ in range(2)]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert all(o.startswith("DONE 40") for o in outs), outs
    assert health(path) == (start - 80, 80)  # every acknowledged damage is in the character and the log


def test_a_window_sees_another_processes_change_and_acts_on_it(tmp_path, qapp):
    path = campaign_target(tmp_path, "shared.deadwatch")
    cid = one_character(path)
    services = open_services(str(path))
    start = services.characters.character(cid).state["health"]  # kept by this window
    seen = []
    services.campaign.changed.connect(lambda ch: seen.append(ch.reset))
    proc = worker("damage", str(path), "3", stdout=subprocess.PIPE)
    proc.communicate(timeout=60)
    assert services.campaign.poll_external()  # the window's timer asks this a few times a second
    assert seen == [True] and services.characters.character(cid).state["health"] == start - 3
    # an action of this window after another's builds on it
    services.campaign.execute(ApplyRules(cid, {"amount": 1}))
    assert services.characters.character(cid).state["health"] == start - 4
    assert not services.campaign.poll_external()
    # and an undo that would overwrite the other process's later damage is refused
    proc = worker("damage", str(path), "1", stdout=subprocess.PIPE)
    proc.communicate(timeout=60)
    refused = []
    services.campaign.failed.connect(lambda _c, text: refused.append(text))
    services.campaign.poll_external()
    target = services.campaign.undo_target()
    assert target is not None and not services.campaign.undo() or target.text == "{amount} damage to {name} ({moves})"
    services.close()
    assert health(path)[0] <= start - 4


def statements_of_migration(path: Path) -> int:
    out = subprocess.run(
        [sys.executable, str(WORKER), "count", str(path)], env=ENV, cwd=ROOT, text=True, capture_output=True, check=True
    )
    return int(out.stdout.strip())


def rows(path: Path) -> list[tuple]:
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT id, name, sheet, state FROM character ORDER BY id").fetchall()
    finally:
        con.close()


@sqlite_only
def test_a_migration_killed_at_any_statement_leaves_a_file_that_opens(tmp_path):
    probe = tmp_path / "probe.deadwatch"
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", probe)
    total = statements_of_migration(probe)
    assert total > 10
    original = rows(FIXTURES / "campaign-0001.deadwatch")
    for n in range(1, total + 1):
        shutil.copy(FIXTURES / "campaign-0001.deadwatch", tmp_path / f"old-{n}.deadwatch")
    proc = worker("kill-each", str(tmp_path), str(total), stdout=subprocess.PIPE)  # a process a statement
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 0
    first, *killed = out.splitlines()
    assert first == str(total)  # the children run the statements a new process runs
    codes = {int(n): int(code) for _, n, code in (line.split() for line in killed)}
    assert codes == {n: -signal.SIGKILL for n in range(1, total + 1)}, f"killed at each of {total} statements"
    for n in range(1, total + 1):
        path = tmp_path / f"old-{n}.deadwatch"
        con = sqlite3.connect(path)
        version = con.execute("SELECT version_num FROM alembic_version").fetchone()[0]
        con.close()
        assert version in {"0001", SCHEMA_REVISION}, f"killed at statement {n}: version {version}"
        store = open_store(str(path))  # opens: at its old version it is migrated now, whole
        assert integrity_ok(store.engine), f"statement {n}"
        store.close()
        assert rows(path) == original, f"statement {n}"
        backups = [p.name for p in tmp_path.iterdir() if p.name.startswith(f"old-{n}.") and p.suffix == ".bak"]
        assert backups in ([], [f"old-{n}.deadwatch.v0001.bak"]), backups


@sqlite_only
def test_a_file_dialog_on_the_campaign_folder_keeps_sqlites_locks(tmp_path):
    """The scenario of the lock bug: the window lists its campaign's folder in a file dialog, another
    process exports the campaign, the window acts, it is killed: nothing it showed is lost."""
    path = tmp_path / "night.deadwatch"
    one_character(path)
    (tmp_path / "party.json").write_text("{}")
    owner = worker("dialog", str(path), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert owner.stdout is not None and owner.stdin is not None
    assert owner.stdout.readline().strip() == "READY"
    owner.stdin.write("act\n")
    owner.stdin.flush()
    assert owner.stdout.readline().startswith("EMITTED 1")
    export = subprocess.run(
        [sys.executable, "-m", "app", "export", "--db", str(path), "--format", "md"],
        env=ENV, cwd=ROOT, text=True, capture_output=True, timeout=60,
    )
    assert export.returncode == 0, export.stderr
    assert Path(f"{path}-wal").exists()  # the export neither checkpointed nor removed it
    # a script that opens the campaign read-write and closes it: had the dialog dropped the window's
    # locks, SQLite in the script would take itself for the last user, checkpoint and delete the -wal
    script = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT count(*) FROM log_event')"
    script += "; c.close()"
    subprocess.run([sys.executable, "-c", script, str(path)], check=True, timeout=60)
    assert Path(f"{path}-wal").exists()
    for n in range(2, 5):
        owner.stdin.write("act\n")
        owner.stdin.flush()
        assert owner.stdout.readline().startswith(f"EMITTED {n}")
    time.sleep(0.05)
    owner.send_signal(signal.SIGKILL)
    owner.wait()
    for stream in (owner.stdin, owner.stdout):
        try:
            stream.close()
        except BrokenPipeError:
            pass
    assert health(path)[1] == 4  # every action the window showed


@sqlite_only
@pytest.mark.parametrize("spelling", ["same", "dot"])
def test_the_export_reads_one_snapshot_while_a_window_writes(tmp_path, qapp, spelling):
    path = tmp_path / "night.deadwatch"
    cid = one_character(path)
    services = open_services(str(path))
    for _ in range(5):
        services.campaign.execute(ApplyRules(cid, {"amount": 1}))
    target = path if spelling == "same" else tmp_path / "." / path.name
    export = subprocess.run(
        [sys.executable, "-m", "app", "export", "--db", str(target), "--format", "csv"],
        env=ENV, cwd=ROOT, text=True, capture_output=True, timeout=60,
    )
    assert export.returncode == 0, export.stderr
    assert Path(f"{path}-wal").exists()
    assert export.stdout.count("damage") >= 5
    services.campaign.execute(ApplyRules(cid, {"amount": 1}))
    services.close()
    assert health(path)[1] == 6
