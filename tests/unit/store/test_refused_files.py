"""A refused file is left as it was, byte for byte, with nothing beside it; a campaign that cannot be
written, for whatever reason, opens read-only; a full disk leaves no partial file or backup behind."""

from __future__ import annotations

import errno
import hashlib
import io
import os
import shutil
import sqlite3
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.export import ExportOptions, export_log
from app.export.cli import main as export_main
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.command import CommandError
from app.services.files import create_campaign, save_copy
from app.store.database import CampaignFileError, open_store
from tests.stores import sqlite_only

pytestmark = sqlite_only

FIXTURES = Path(__file__).parents[2] / "fixtures"


def folder_state(folder: Path) -> dict[str, str]:
    """Every file of the folder and its bytes' digest."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def a_campaign(path: Path, damage: int = 2) -> None:
    create_campaign(str(path), "Night", "d10under").close()
    services = open_services(str(path), Dice(seed=2))
    cid = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    for _ in range(damage):
        services.campaign.execute(ApplyRules(cid, {"amount": 1}))
    services.close()


def edited(path: Path, *statements: str) -> None:
    con = sqlite3.connect(path)
    for statement in statements:
        con.execute(statement)
    con.commit()
    con.close()


def empty_file(path: Path) -> None:
    path.write_bytes(b"")


def empty_database(path: Path) -> None:
    edited(path, "VACUUM")


def another_programs_empty_database(path: Path) -> None:
    edited(path, "PRAGMA user_version = 7", "PRAGMA application_id = 1684108385")


def another_programs_wal_database(path: Path) -> None:
    edited(path, "PRAGMA journal_mode=WAL", "PRAGMA user_version = 7", "CREATE TABLE contact (name TEXT)")


def a_newer_campaign(path: Path) -> None:
    a_campaign(path)
    edited(path, "UPDATE alembic_version SET version_num = '9999_from_the_future'")


def a_campaign_of_an_unknown_ruleset(path: Path) -> None:
    a_campaign(path)
    edited(path, "UPDATE campaign SET ruleset = 'nosuchrules'")


def a_copy_of_an_unknown_ruleset(path: Path) -> None:
    """A copy saved with Save a copy (one file, a rollback journal) naming a ruleset not known here."""
    a_campaign_of_an_unknown_ruleset(path)
    edited(path, "PRAGMA journal_mode=DELETE")


def an_older_campaign_of_an_unknown_ruleset(path: Path) -> None:
    """A campaign of an older Deadwatch (it would be backed up and migrated) naming an unknown ruleset."""
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    edited(path, "UPDATE campaign SET ruleset = 'nosuchrules'")


REFUSED = [
    empty_file,
    empty_database,
    another_programs_empty_database,
    another_programs_wal_database,
    a_newer_campaign,
    a_campaign_of_an_unknown_ruleset,
    a_copy_of_an_unknown_ruleset,
    an_older_campaign_of_an_unknown_ruleset,
]


@pytest.mark.parametrize("make", REFUSED, ids=[m.__name__ for m in REFUSED])
def test_a_refused_file_is_left_byte_for_byte_with_nothing_beside_it(tmp_path, qapp, capsys, make):
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "night.deadwatch"
    make(path)
    before = folder_state(folder)
    assert list(before) == ["night.deadwatch"]
    with pytest.raises((CampaignFileError, CommandError)):  # the window's File → Open
        open_services(str(path))
    assert folder_state(folder) == before
    if "unknown_ruleset" not in make.__name__:  # (how the command line words an unknown ruleset: not here)
        assert export_main(["--db", str(path), "--format", "md"]) == 2  # the command line
        assert "deadwatch export:" in capsys.readouterr().err
        assert folder_state(folder) == before


@contextmanager
def read_only_folder(folder: Path):
    """The folder made read-only for real.  Root may write into any folder whatever its mode bits,
    so when the tests run as root the folder is made immutable (chattr +i), which holds even for
    root; otherwise its mode bits do."""
    if os.geteuid() == 0:
        made = subprocess.run(["chattr", "+i", str(folder)], capture_output=True)
        if made.returncode != 0:
            pytest.skip(f"this file system cannot make a folder read-only for root: {made.stderr!r}")
        try:
            yield
        finally:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
    else:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)


@pytest.mark.parametrize("file_too", [False, True], ids=["writable-file", "read-only-file"])
def test_a_campaign_in_a_read_only_folder_opens_read_only(tmp_path, qapp, capsys, file_too):
    folder = tmp_path / "shared"
    folder.mkdir()
    path = folder / "club.deadwatch"
    a_campaign(path, damage=3)
    if file_too:
        path.chmod(0o444)
    before = folder_state(folder)
    with read_only_folder(folder):
        # nothing could be written here: not even the -wal and -shm SQLite keeps beside a file
        with pytest.raises(OSError):
            (folder / "probe").touch()
        services = open_services(str(path))
        refused: list[str] = []
        services.characters.failed.connect(lambda _c, text: refused.append(text))
        assert services.campaign.read_only
        assert [c.name for c in services.characters.characters()] == ["Vera"]
        assert sum(e.kind == "damage" for e in services.campaign.events()) == 3
        assert not services.characters.create("Ana")
        assert refused and "read-only" in refused[-1]
        services.close()
        assert export_main(["--db", str(path), "--format", "csv"]) == 0
        assert capsys.readouterr().out.count(",damage,") == 3
    path.chmod(0o644)
    assert folder_state(folder) == before


def test_an_older_campaign_on_a_full_disk_leaves_no_backup_behind(tmp_path, monkeypatch):
    """The backup made before a migration meets a full disk (SQLite's own SQLITE_FULL, the copy
    being allowed no more pages): the open is refused, the file is as it was, nothing is beside it."""
    path = tmp_path / "old.deadwatch"
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    before = folder_state(tmp_path)
    real_connect = sqlite3.connect

    def full_disk_for_copies(target, *args, **kwargs):  # noqa: ANN001, ANN202
        con = real_connect(target, *args, **kwargs)
        if str(target).endswith(".tmp"):
            con.execute("PRAGMA max_page_count = 2")
        return con

    monkeypatch.setattr(sqlite3, "connect", full_disk_for_copies)
    with pytest.raises(CampaignFileError):
        open_store(str(path))
    monkeypatch.undo()
    assert folder_state(tmp_path) == before


class FullDisk:
    """A file on a disk that fills up: half of the first write lands, then ENOSPC."""

    def __init__(self, real: io.IOBase) -> None:
        self.real = real

    def write(self, data):  # noqa: ANN001, ANN201
        self.real.write(data[: len(data) // 2])
        self.real.close()  # what landed stays on the disk
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self.real, name)

    def __enter__(self) -> FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


@pytest.mark.parametrize("fmt", ["html", "md", "pdf"])
def test_an_export_onto_a_full_disk_leaves_no_partial_file(tmp_path, qapp, monkeypatch, fmt):
    night = tmp_path / "night.deadwatch"
    a_campaign(night)
    out = tmp_path / "out"
    out.mkdir()
    real_open = io.open

    def filling(file, mode="r", *args, **kwargs):  # noqa: ANN001, ANN202
        handle = real_open(file, mode, *args, **kwargs)
        return FullDisk(handle) if str(file).startswith(str(out)) and "w" in mode else handle

    services = open_services(str(night))
    monkeypatch.setattr(io, "open", filling)
    monkeypatch.setattr("builtins.open", filling)
    with pytest.raises(OSError) as err:
        export_log(services.campaign.engine, ExportOptions(None, None), fmt, out / f"night.{fmt}")
    monkeypatch.undo()
    services.close()
    assert err.value.errno == errno.ENOSPC
    assert list(out.iterdir()) == []


def test_save_a_copy_onto_a_full_disk_leaves_nothing_beside_its_target(tmp_path, qapp, monkeypatch):
    night = tmp_path / "night.deadwatch"
    a_campaign(night)
    out = tmp_path / "copies"
    out.mkdir()
    real_connect = sqlite3.connect

    def full_disk_for_copies(target, *args, **kwargs):  # noqa: ANN001, ANN202
        con = real_connect(target, *args, **kwargs)
        if str(target).startswith(str(out)):
            con.execute("PRAGMA max_page_count = 2")
        return con

    services = open_services(str(night))
    monkeypatch.setattr(sqlite3, "connect", full_disk_for_copies)
    with pytest.raises(sqlite3.OperationalError):
        save_copy(services.campaign.store, out / "copy.deadwatch")
    monkeypatch.undo()
    services.close()
    assert list(out.iterdir()) == []


def test_a_newer_campaign_put_over_a_crashed_one_is_refused_and_its_wal_stays(tmp_path, qapp):
    """After a crash, a campaign of a newer Deadwatch copied over the file: its -wal (the crashed
    session's) is another file's, but the file is refused before anything is moved or written."""
    from tests.unit.store.test_other_processes import Holder

    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "night.deadwatch"
    a_campaign(path)
    holder = Holder(path)
    holder.act(2)
    holder.kill()
    newer = tmp_path / "newer.deadwatch"
    a_newer_campaign(newer)
    shutil.copy(newer, path)
    before = folder_state(folder)
    assert "night.deadwatch-wal" in before
    with pytest.raises(CampaignFileError) as err:
        open_services(str(path))
    assert err.value.reason == CampaignFileError.NEWER_VERSION
    assert folder_state(folder) == before
