"""Ordinary misuse loses nothing: a copy saved onto itself, an export onto the campaign, odd paths,
a read-only file, a full disk, an old file's backup."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlmodel import Session, select

from app.export.cli import main as export_main
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.files import create_campaign, save_copy
from app.store.database import CampaignFileError, backup_name, is_url, open_store
from app.store.models import LogEvent
from tests.stores import sqlite_only

pytestmark = sqlite_only

FIXTURES = Path(__file__).parents[2] / "fixtures"


def events(path: Path) -> list[tuple[int, str]]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT seq, kind FROM log_event ORDER BY id").fetchall()
    finally:
        con.close()


def played(path: Path, actions: int = 5):
    """Open services on ``path`` with one character and ``actions`` damage actions done."""
    services = open_services(str(path), Dice(seed=3))
    cid = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    for _ in range(actions):
        services.campaign.execute(ApplyRules(cid, {"amount": 1}))
    return services, cid


def test_save_a_copy_onto_the_open_campaign_is_refused_and_loses_nothing(campaign_path, qapp):
    services, _ = played(campaign_path)
    before = events(campaign_path)
    for target in (campaign_path, Path(f"{campaign_path}-wal"), Path(f"{campaign_path}-shm")):
        with pytest.raises(CampaignFileError) as err:
            save_copy(services.campaign.store, target)
        assert err.value.reason == CampaignFileError.OPEN_CAMPAIGN
    # the same file by another spelling
    with pytest.raises(CampaignFileError):
        save_copy(services.campaign.store, campaign_path.parent / "." / campaign_path.name)
    assert events(campaign_path) == before and len(before) == 7
    services.close()


def test_a_copy_holds_what_is_still_in_the_wal(campaign_path, qapp, tmp_path):
    services, _ = played(campaign_path, actions=20)
    assert Path(f"{campaign_path}-wal").stat().st_size > 0  # not checkpointed: the actions are in the -wal
    copy = save_copy(services.campaign.store, tmp_path / "copy ? #1.deadwatch")
    assert events(copy) == events(campaign_path)
    assert not Path(f"{copy}-wal").exists()  # a copy is one file
    services.close()


def test_export_onto_the_campaign_is_refused_and_the_campaign_opens(campaign_path, qapp, capsys):
    services, _ = played(campaign_path)
    services.close()
    before = events(campaign_path)
    for target in (campaign_path, Path(f"{campaign_path}-wal")):
        assert export_main(["--db", str(campaign_path), "--format", "md", "-o", str(target)]) == 2
        assert "is a Deadwatch campaign" in capsys.readouterr().err
    assert events(campaign_path) == before
    open_store(str(campaign_path)).close()


def test_export_onto_another_campaign_file_is_refused(campaign_path, qapp, tmp_path, capsys):
    other = tmp_path / "other.deadwatch"
    create_campaign(str(other), "Other", "twdu").close()
    before = other.read_bytes()
    assert export_main(["--db", str(campaign_path), "--format", "html", "-o", str(other)]) == 2
    assert other.read_bytes() == before


@pytest.mark.parametrize(
    "name",
    ["night?.deadwatch", "night#2.deadwatch", "night%41.deadwatch", "my night.deadwatch", "ночь.deadwatch",
     "\u05dc\u05d9\u05dc\u05d4.deadwatch", "a?b=c&mode=memory#x%20y.deadwatch"],
)
def test_paths_are_paths_whatever_their_characters(tmp_path, qapp, name):
    path = tmp_path / name
    create_campaign(str(path), "Night", "d10under").close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]  # that file, and no other
    services, _ = played(path, actions=2)
    services.close()
    assert [k for _s, k in events(path)].count("damage") == 2
    assert open_store(str(path), create=False).path == path


def test_only_a_known_database_dialect_is_a_url():
    assert is_url("postgresql://gm@localhost/deadwatch")
    assert is_url("postgresql+psycopg://gm@localhost/deadwatch")
    assert is_url("sqlite:///tmp/x.db")
    for path in ("night?.deadwatch", "C:\\games\\night.deadwatch", "notes://night", "weird:/x", "~/a#b"):
        assert not is_url(path)


def test_an_old_campaign_has_one_backup_per_version_and_it_holds_the_wal(tmp_path):
    path = tmp_path / "old.deadwatch"
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    holder = sqlite3.connect(path, isolation_level=None)  # an older Deadwatch left rows in the -wal
    holder.execute("PRAGMA journal_mode=WAL")
    holder.execute("PRAGMA wal_autocheckpoint=0")
    holder.execute("UPDATE character SET name = 'Vera Cruz'")
    assert Path(f"{path}-wal").stat().st_size > 0
    store = open_store(str(path))
    holder.close()
    assert store.backup == backup_name(path, "0001")
    con = sqlite3.connect(store.backup)
    assert con.execute("SELECT name FROM character").fetchone() == ("Vera Cruz",)
    con.close()
    store.close()
    # a second old copy opened at the same place replaces that backup rather than adding one
    path.unlink()
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    open_store(str(path)).close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".bak") == ["old.deadwatch.v0001.bak"]


def test_a_full_disk_refuses_the_action_loses_nothing_and_the_gm_goes_on(campaign_path, qapp):
    services, cid = played(campaign_path, actions=1)
    engine = services.campaign.engine
    with services.campaign._session() as s:
        pages = s.connection().exec_driver_sql("PRAGMA page_count").scalar()

    def full(con, _record):  # the file may not grow: SQLite answers SQLITE_FULL as for a full disk
        con.execute(f"PRAGMA max_page_count={pages}")

    engine.dispose()
    event.listen(engine, "connect", full)
    refusals: list[str] = []
    services.log.failed.connect(lambda _ctx, text: refusals.append(text))
    before = events(campaign_path)
    note = "x" * 3900  # notes of their longest need pages the file may not have
    for _ in range(3):
        before = events(campaign_path)
        if not services.log.add_note(note):
            break
    assert not services.log.add_note(note)
    assert refusals and "disk is full" in refusals[-1]
    assert events(campaign_path) == before
    assert services.characters.character(cid).state == services.characters.characters()[0].state
    # room again: the GM goes on
    engine.dispose()
    event.remove(engine, "connect", full)
    assert services.log.add_note(note)
    assert len(events(campaign_path)) == len(before) + 1
    services.close()


def as_owner_sees_it(monkeypatch) -> None:
    """Root may read and write any file, so for the tests run as root (CI) the permission checks
    read the owner's mode bits, as any other user's Deadwatch would; SQLite then opens the file
    read-only for real."""
    if os.geteuid() != 0:
        return
    import app.store.database as database

    def access(path, mode, **_kw):  # noqa: ANN001
        try:
            bits = os.stat(path).st_mode
        except OSError:
            return False
        need = {os.R_OK: 0o400, os.W_OK: 0o200, os.X_OK: 0o100}
        return all(bits & need[m] for m in need if mode & m)

    monkeypatch.setattr(database.os, "access", access)


def test_a_read_only_campaign_opens_read_only_and_refuses_actions(tmp_path, qapp, monkeypatch):
    folder = tmp_path / "shared"
    folder.mkdir()
    path = folder / "club.deadwatch"
    create_campaign(str(path), "Club", "d10under").close()
    services, _ = played(path, actions=2)
    services.close()
    path.chmod(0o444)
    folder.chmod(0o555)  # neither the file nor its folder may be written
    as_owner_sees_it(monkeypatch)
    try:
        before = path.read_bytes()
        services = open_services(str(path))
        refused: list[str] = []
        services.characters.failed.connect(lambda _c, text: refused.append(text))
        services.campaign.failed.connect(lambda _c, text: refused.append(text))
        assert services.campaign.read_only
        assert [c.name for c in services.characters.characters()] == ["Vera"]
        assert len(services.campaign.events()) == 4  # the log reads whole
        assert not services.characters.create("Ana")
        assert "read-only" in refused[-1]
        assert not services.campaign.undo() and "read-only" in refused[-1]
        services.close()
        assert path.read_bytes() == before
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


def test_a_read_only_engine_refuses_a_write_with_a_message(campaign_path, qapp):
    """Even a write that got past the read-only check (the file made read-only while open) is a
    refusal: SQLite's own read-only connection says no, and nothing changes."""
    played(campaign_path, actions=1)[0].close()
    store = open_store(str(campaign_path), read_only=True)
    assert store.read_only
    services = open_services.__globals__["make_services"](store)
    services.campaign.read_only = False  # as if the file had been writable when it was opened
    refused: list[str] = []
    services.characters.failed.connect(lambda _c, text: refused.append(text))
    before = events(campaign_path)
    assert not services.characters.create("Ana")
    assert refused and "cannot be written" in refused[-1]
    assert events(campaign_path) == before
    services.close()


def test_a_folder_without_permission_gives_a_plain_refusal(tmp_path, monkeypatch):
    folder = tmp_path / "private"
    folder.mkdir()
    path = folder / "secret.deadwatch"
    create_campaign(str(path), "Secret", "twdu").close()
    path.chmod(0o000)
    as_owner_sees_it(monkeypatch)
    try:
        with pytest.raises(CampaignFileError) as err:
            open_store(str(path))
        assert err.value.reason == CampaignFileError.NO_PERMISSION
    finally:
        path.chmod(0o644)


def test_a_missing_file_is_said_when_not_to_be_made(tmp_path):
    with pytest.raises(CampaignFileError) as err:
        open_store(str(tmp_path / "gone.deadwatch"), create=False)
    assert err.value.reason == CampaignFileError.MISSING
    assert not (tmp_path / "gone.deadwatch").exists()


def test_log_events_of_a_refused_write_are_not_kept(campaign_path, qapp):
    """The log as the service sees it after a refusal: the same rows as on disk."""
    services, _ = played(campaign_path, actions=1)
    with Session(services.campaign.engine) as s:
        assert len(list(s.exec(select(LogEvent)))) == len(events(campaign_path))
    services.close()


def test_importing_the_open_campaign_is_refused_without_opening_it(campaign_path, qapp, monkeypatch):
    """Picked by mistake in Import characters or Import a session log: refused before it is read
    (a read through a descriptor of Deadwatch's own would drop SQLite's locks when closed)."""
    import builtins

    services, _ = played(campaign_path)
    opened: list[str] = []
    real_open = builtins.open

    def watching_open(file, *args, **kwargs):  # noqa: ANN001
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", watching_open)
    refusals: list[str] = []
    services.characters.failed.connect(lambda _c, text: refusals.append(text))
    services.log.failed.connect(lambda _c, text: refusals.append(text))
    before = events(campaign_path)
    for part in (campaign_path, Path(f"{campaign_path}-wal")):
        assert not services.characters.import_file(str(part))
        assert not services.log.import_file(str(part))
    monkeypatch.undo()
    assert not any(Path(p).name.startswith(campaign_path.name) for p in opened)
    assert len(refusals) == 4 and all("campaign that is open" in r for r in refusals)
    assert events(campaign_path) == before
    services.close()


def test_the_party_export_never_writes_over_a_campaign(campaign_path, qapp, tmp_path):
    services, _ = played(campaign_path)
    refusals: list[str] = []
    services.characters.failed.connect(lambda _c, text: refusals.append(text))
    before = events(campaign_path)
    ids = [c.id for c in services.characters.characters()]
    for target in (campaign_path, Path(f"{campaign_path}-shm"), tmp_path / "missing" / "party.json"):
        assert not services.characters.export_file(str(target), ids)
    assert len(refusals) == 3 and "never written over" in refusals[0] and "cannot be written" in refusals[2]
    assert events(campaign_path) == before
    assert services.characters.export_file(str(tmp_path / "party.json"), ids)
    assert "Vera" in (tmp_path / "party.json").read_text()
    services.close()
