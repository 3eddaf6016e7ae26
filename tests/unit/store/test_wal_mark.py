"""A crashed session's -wal is applied to its own file only: a copy or another campaign put over the
file by hand after the crash opens as it is, and the -wal is kept aside, never laid over it."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.files import create_campaign, save_copy
from app.store import wal_mark
from app.store.database import integrity_ok, open_store
from tests.stores import sqlite_only

pytestmark = sqlite_only

ROOT = Path(__file__).parents[3]

CRASH = """
import os, subprocess, sys
from PySide6.QtCore import QCoreApplication
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.store import wal_mark
path, name, actions, copy_at, copy = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
if copy:
    wal_mark.CHECKPOINT_BYTES = 0  # a checkpoint after every action: the file changes under the copy
QCoreApplication([])
services = open_services(path, Dice(seed=2))
cid = int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
for i in range(actions):
    if copy and i == copy_at:
        subprocess.run(["cp", path, copy], check=True)  # the GM copies the file by hand, mid-session
    services.campaign.execute(ApplyRules(cid, {"amount": 1}))
os._exit(0)  # no close: the changes stay in the -wal, as after a crash
"""


def crash_session(path: Path, name: str, actions: int, copy: Path | None = None, copy_at: int = 0) -> None:
    """A console that makes ``name``, damages it ``actions`` times, and dies without closing
    (with ``copy``: the file copied there by hand before action ``copy_at``, a checkpoint after each)."""
    args = [str(path), name, str(actions), str(copy_at), str(copy or "")]
    subprocess.run([sys.executable, "-c", CRASH, *args], cwd=ROOT, check=True)
    assert Path(f"{path}-wal").stat().st_size > wal_mark.WAL_HEADER  # the crash left changes behind


def names_and_events(path: Path) -> tuple[list[str], int]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM character ORDER BY id")]
        return names, con.execute("SELECT count(*) FROM log_event").fetchone()[0]
    finally:
        con.close()


def a_campaign(path: Path, names: list[str]) -> None:
    if not path.exists():
        create_campaign(str(path), path.stem, "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    for name in names:
        cid = int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
        services.campaign.execute(ApplyRules(cid, {"amount": 2}))
    services.close()


def replaced_after_crash(folder: Path, others: list[str], actions: int = 30) -> tuple[Path, Path]:
    """night.deadwatch (Vera) crashed after ``actions`` damage rolls, then other.deadwatch (``others``)
    copied over it by hand, as a GM restoring the wrong file; returns (night, other)."""
    path, other = folder / "night.deadwatch", folder / "other.deadwatch"
    a_campaign(path, ["Vera"])
    a_campaign(other, others)
    crash_session(path, "Mara", actions)
    shutil.copyfile(other, path)
    return path, other


def test_a_crashed_sessions_changes_open_with_their_own_file(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    a_campaign(path, ["Vera"])
    crash_session(path, "Mara", 5)
    services = open_services(str(path))
    assert services.campaign.store.set_aside is None
    names = [c.name for c in services.characters.characters()]
    services.close()
    assert names == ["Vera", "Mara"]
    assert not list(tmp_path.glob("*set-aside*"))


def test_another_campaign_put_over_the_file_after_a_crash_opens_as_it_is(tmp_path, qapp):
    path, other = replaced_after_crash(tmp_path, ["Boris", "Anya"])
    expected = names_and_events(other)
    services = open_services(str(path))
    set_aside = services.campaign.store.set_aside
    names = [c.name for c in services.characters.characters()]
    ok = integrity_ok(services.campaign.store.engine)
    services.close()
    assert names == ["Boris", "Anya"] and ok
    assert names_and_events(path) == expected  # nothing of the crashed session laid over it
    assert set_aside is not None and set_aside.exists() and set_aside.stat().st_size > wal_mark.WAL_HEADER
    assert set_aside.name.startswith("night.deadwatch-wal.set-aside-")


def test_a_copy_saved_before_the_crash_and_put_back_opens_as_it_was_saved(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    copy = tmp_path / "saved.deadwatch"
    create_campaign(str(path), "Night", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=1))
    cid = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    services.campaign.execute(ApplyRules(cid, {"amount": 2}))
    save_copy(services.campaign.store, copy)  # a copy in the middle of the session
    services.campaign.execute(ApplyRules(cid, {"amount": 2}))
    services.close()
    expected = names_and_events(copy)
    crash_session(path, "Mara", 30)
    shutil.copyfile(copy, path)
    store = open_store(str(path))
    set_aside = store.set_aside
    store.close()
    assert names_and_events(path) == expected  # as saved: the -wal's later pages not laid over it
    assert set_aside is not None


def test_a_copy_made_by_hand_of_the_closed_file_and_put_back_after_a_crash_opens_as_it_was(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    copy = tmp_path / "night-copy.deadwatch"
    a_campaign(path, ["Vera"])
    shutil.copyfile(path, copy)  # the same campaign, its header's mark the same
    expected = names_and_events(copy)
    crash_session(path, "Mara", 30)
    shutil.copyfile(copy, path)
    store = open_store(str(path))
    set_aside, ok = store.set_aside, integrity_ok(store.engine)
    store.close()
    assert ok and names_and_events(path) == expected  # the -wal of a later state not laid over it
    assert set_aside is not None


def test_a_copy_made_by_hand_mid_session_and_put_back_after_a_crash_opens_as_it_was(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    copy = tmp_path / "night-copy.deadwatch"
    a_campaign(path, ["Vera"])
    crash_session(path, "Mara", 12, copy=copy, copy_at=4)  # checkpoints after the copy, each a new mark
    expected = names_and_events(copy)
    shutil.copyfile(copy, path)
    store = open_store(str(path))
    set_aside, ok = store.set_aside, integrity_ok(store.engine)
    store.close()
    assert ok and names_and_events(path) == expected
    assert set_aside is not None


def test_checkpoints_keep_the_file_its_own_after_a_crash(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    a_campaign(path, ["Vera"])
    crash_session(path, "Mara", 12, copy=tmp_path / "unused.deadwatch", copy_at=99)
    services = open_services(str(path))
    assert services.campaign.store.set_aside is None
    names = [c.name for c in services.characters.characters()]
    state = services.characters.characters()[1].state
    services.close()
    assert names == ["Vera", "Mara"] and state  # every action of the crashed session


def test_a_read_only_file_with_another_files_wal_is_read_as_the_file_is(tmp_path, qapp):
    path, _ = replaced_after_crash(tmp_path, ["Boris"])
    wal = Path(f"{path}-wal").read_bytes()
    store = open_store(str(path), read_only=True)  # the command-line export reads so
    try:
        assert store.read_only and store.set_aside == Path(f"{path}-wal")
        with store.engine.connect() as conn:
            assert [r[0] for r in conn.exec_driver_sql("SELECT name FROM character")] == ["Boris"]
    finally:
        store.close()
    assert Path(f"{path}-wal").read_bytes() == wal  # a reader moves nothing


def test_each_console_marks_the_file_and_the_list_forgets_what_the_header_passed(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    first = open_store(str(path))
    made = wal_mark.read_marks(path)
    assert made is not None and len(made) == 1 and wal_mark.header_mark(path) == made[0]  # checkpointed, trimmed
    second = open_store(str(path))  # a second console on the same campaign
    marks = wal_mark.read_marks(path)
    assert marks is not None and marks[0] != made[0] and len(marks) == 1
    assert wal_mark.header_mark(path) == marks[0]
    second.close()
    assert wal_mark.read_marks(path) == marks  # the first console still has the campaign open
    first.close()
    assert not wal_mark.mark_path(path).exists() and not Path(f"{path}-wal").exists()  # closed: no list
    third = open_store(str(path))
    after = wal_mark.read_marks(path)
    assert after is not None and len(after) == 1 and after[0] not in marks
    assert wal_mark.header_mark(path) == after[0]
    third.close()


def test_a_campaign_without_a_list_opens_as_before(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    a_campaign(path, ["Vera"])
    crash_session(path, "Mara", 3)
    wal_mark.mark_path(path).unlink()  # a campaign from before the marks, or moved without its list
    services = open_services(str(path))
    names = [c.name for c in services.characters.characters()]
    services.close()
    assert names == ["Vera", "Mara"]


def test_the_wal_stays_small_with_sqlites_own_checkpoints_off(tmp_path, qapp, monkeypatch):
    monkeypatch.setattr(wal_mark, "CHECKPOINT_BYTES", 256 * 1024)
    path = tmp_path / "night.deadwatch"
    a_campaign(path, ["Vera"])
    services = open_services(str(path), Dice(seed=1))
    cid = services.characters.characters()[0].id
    checkpoints = []
    mark = wal_mark.mark
    monkeypatch.setattr(wal_mark, "mark", lambda raw, p: checkpoints.append(1) or mark(raw, p))
    sizes = []
    for i in range(200):
        services.campaign.execute(ApplyRules(cid, {"amount": 1}, heal=bool(i % 2)))
        sizes.append(Path(f"{path}-wal").stat().st_size)
    marks = wal_mark.read_marks(path)
    services.close()
    assert max(sizes) < 256 * 1024 + 100 * 1024  # checkpointed as it passed the bound, not grown with every action
    # about 20 KiB an action: one checkpoint in a dozen actions, not one after every action once full
    assert 1 <= len(checkpoints) <= 30
    assert marks is not None and len(marks) == 1  # each checkpoint's mark, the ones before dropped


def test_a_mark_that_cannot_be_written_leaves_the_campaign_open_and_the_folder_clean(tmp_path, qapp, monkeypatch):
    path = tmp_path / "night.deadwatch"
    a_campaign(path, ["Vera"])
    real_fsync = wal_mark.os.fsync

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(wal_mark.os, "fsync", full)
    services = open_services(str(path), Dice(seed=1))  # the mark fails: the campaign opens all the same
    monkeypatch.setattr(wal_mark.os, "fsync", real_fsync)
    names = [c.name for c in services.characters.characters()]
    leftovers = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("."))
    services.close()
    assert names == ["Vera"] and leftovers == []
