"""A campaign is held by every process that has it open: no other Deadwatch process writes onto it,
its -wal, -shm, mark or lock file, and a second window still opens it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.export import ExportError, ExportOptions, export_log
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign, save_copy
from app.store import campaign_lock
from app.store.database import CampaignFileError
from tests.stores import sqlite_only

pytestmark = sqlite_only

WORKER = Path(__file__).with_name("holder_worker.py")
ROOT = Path(__file__).parents[3]
ENV = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


def a_campaign(path: Path) -> None:
    create_campaign(str(path), "Night", "d10under").close()
    services = open_services(str(path))
    services.campaign.execute(CreateCharacter("Vera", "pc"))
    services.close()


def damage_events(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return int(con.execute("SELECT count(*) FROM log_event WHERE kind = 'damage'").fetchone()[0])
    finally:
        con.close()


class Holder:
    """Process A: a console with the campaign open, acting when told."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), str(path)],
            env=ENV, cwd=ROOT, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        )
        assert self.read() == "READY"
        self.done = 0

    def read(self) -> str:
        assert self.proc.stdout is not None
        return self.proc.stdout.readline().strip()

    def act(self, times: int) -> None:
        assert self.proc.stdin is not None
        for _ in range(times):
            self.proc.stdin.write("act\n")
            self.proc.stdin.flush()
            self.done += 1
            assert self.read() == f"DONE {self.done}"

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()  # type: ignore[union-attr]
            except BrokenPipeError:
                pass


def parts(path: Path) -> list[Path]:
    return [path, *(path.with_name(path.name + s) for s in ("-wal", "-shm", "-mark", "-lock"))]


def test_no_other_process_writes_onto_a_campaign_a_window_has_open(tmp_path, qapp):
    night, other = tmp_path / "night.deadwatch", tmp_path / "other.deadwatch"
    a_campaign(night)
    a_campaign(other)
    holder = Holder(night)
    try:
        holder.act(2)
        for part in parts(night)[:4]:
            assert part.exists(), part.name  # the window's -wal, -shm and mark are there
        before = {p: p.read_bytes() for p in parts(night) if not p.name.endswith(("-shm", "-lock"))}
        # the command line, from another process, onto each of the campaign's files
        for part in parts(night):
            export = subprocess.run(
                [sys.executable, "-m", "app", "export", "--db", str(other), "--format", "md", "-o", str(part)],
                env=ENV, cwd=ROOT, text=True, capture_output=True, timeout=60,
            )
            assert export.returncode == 2, (part.name, export.stderr)
            assert "is a Deadwatch campaign" in export.stderr
        # this process (another window, on another campaign): Save a copy, the export dialog, the party export
        window = open_services(str(other))
        refusals: list[str] = []
        window.characters.failed.connect(lambda _c, text: refusals.append(text))
        ids = [c.id for c in window.characters.characters()]
        for part in parts(night):
            with pytest.raises(CampaignFileError) as err:
                save_copy(window.campaign.store, part)
            assert err.value.reason == CampaignFileError.OPEN_CAMPAIGN
            with pytest.raises(ExportError):
                export_log(window.campaign.engine, ExportOptions(None, None), "html", part)
            assert not window.characters.export_file(str(part), ids)
        window.close()
        assert len(refusals) == 5 and all("never written over" in r for r in refusals)
        assert {p: p.read_bytes() for p in before} == before
        assert not list(tmp_path.glob(".*"))  # no partial file either
        # a second window on the same campaign still opens it, and leaves it held by the first
        second = open_services(str(night))
        assert [c.name for c in second.characters.characters()] == ["Vera"]
        second.close()
        assert campaign_lock.held(night)
        holder.act(3)
    finally:
        holder.kill()
    assert damage_events(night) == 5  # every action the window acknowledged
    # a killed process holds nothing: its lock file is left, but it is no lock
    assert night.with_name("night.deadwatch-lock").exists() and not campaign_lock.held(night)
    services = open_services(str(night))
    assert len(services.campaign.events()) > 5
    services.close()
    assert not night.with_name("night.deadwatch-lock").exists()  # the last one out removes it


def test_after_a_crash_the_wal_of_a_campaign_no_one_has_open_is_not_written_over(tmp_path, qapp):
    night, other = tmp_path / "night.deadwatch", tmp_path / "other.deadwatch"
    a_campaign(night)
    a_campaign(other)
    holder = Holder(night)
    holder.act(3)
    holder.kill()
    wal = night.with_name("night.deadwatch-wal")
    before = wal.read_bytes()
    window = open_services(str(other))
    with pytest.raises(CampaignFileError):
        save_copy(window.campaign.store, wal)
    with pytest.raises(ExportError):
        export_log(window.campaign.engine, ExportOptions(None, None), "md", wal)
    window.close()
    assert wal.read_bytes() == before
    assert damage_events(night) == 3


def test_a_lock_is_shared_by_its_holders_and_let_go_of_by_the_last(tmp_path):
    path = tmp_path / "night.deadwatch"
    first = campaign_lock.hold(path)
    second = campaign_lock.hold(path)
    assert first is not None and second is not None
    assert campaign_lock.held(path)
    campaign_lock.let_go(path, first)
    assert campaign_lock.held(path) and campaign_lock.lock_path(path).exists()
    campaign_lock.let_go(path, second)
    assert not campaign_lock.held(path) and not campaign_lock.lock_path(path).exists()


CHURN = """
import sys
from pathlib import Path
from app.store import campaign_lock
path = Path(sys.argv[1])
lost = 0
for _ in range(3000):
    fd = campaign_lock.hold(path)
    # held: the lock file is at its name, and another open file of it cannot be locked exclusively
    if fd is None or not campaign_lock._same_file(fd, campaign_lock.lock_path(path)) or not campaign_lock.held(path):
        lost += 1
    if fd is not None:
        campaign_lock.let_go(path, fd)
print(lost)
"""


def test_consoles_opening_and_closing_at_once_always_hold_the_one_lock_file(tmp_path):
    """Four processes take and let go of one campaign's lock 3,000 times each, all at once: each one,
    whenever it holds the campaign, holds the lock file that is at the name (the last one out
    removes it, and one that opened it meanwhile takes the new one)."""
    path = tmp_path / "night.deadwatch"
    procs = [
        subprocess.Popen([sys.executable, "-c", CHURN, str(path)], env=ENV, cwd=ROOT, text=True, stdout=subprocess.PIPE)
        for _ in range(4)
    ]
    outs = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert outs == ["0"] * 4
    assert not campaign_lock.held(path)
