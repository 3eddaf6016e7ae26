"""Opening campaign files: new, refused, migrated."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlmodel import Session, select

from app.store.database import SCHEMA_REVISION, CampaignFileError, head_revision, integrity_ok, open_store
from app.store.models import Campaign, Character, Encounter
from tests.stores import sqlite_only

pytestmark = sqlite_only

FIXTURES = Path(__file__).parents[2] / "fixtures"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(path: Path) -> list[str]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def test_new_file_is_created_in_wal_mode_with_foreign_keys(tmp_path):
    store = open_store(str(tmp_path / "sub" / "new.deadwatch"))
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == head_revision()
    assert integrity_ok(store.engine)
    store.engine.dispose()


def test_a_text_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "notes.deadwatch"
    path.write_text("Session notes: the bridge is out.\n")
    before = digest(path)
    with pytest.raises(CampaignFileError) as err:
        open_store(str(path))
    assert err.value.reason == CampaignFileError.NOT_A_CAMPAIGN
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.deadwatch"]


def test_another_programs_database_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "contacts.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE contacts (name TEXT)")
    con.execute("INSERT INTO contacts VALUES ('Ana')")
    con.commit()
    con.close()
    before = digest(path)
    with pytest.raises(CampaignFileError) as err:
        open_store(str(path))
    assert err.value.reason == CampaignFileError.NOT_A_CAMPAIGN
    assert digest(path) == before


def test_a_campaign_from_a_newer_version_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "future.deadwatch"
    store = open_store(str(path))
    with store.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        conn.exec_driver_sql("PRAGMA journal_mode=DELETE")
    store.engine.dispose()
    before = digest(path)
    with pytest.raises(CampaignFileError) as err:
        open_store(str(path))
    assert err.value.reason == CampaignFileError.NEWER_VERSION
    assert digest(path) == before


def test_an_old_campaign_is_backed_up_then_migrated(tmp_path):
    path = tmp_path / "old.deadwatch"
    shutil.copy(FIXTURES / "campaign-0001.deadwatch", path)
    original = dump(path)
    store = open_store(str(path))
    assert store.backup is not None and store.backup.exists()
    assert store.backup.name == "old.deadwatch.v0001.bak"
    assert dump(store.backup) == original  # the same rows and schema (made by SQLite's backup API)
    with Session(store.engine) as s:
        assert s.exec(select(Campaign)).one().name == "Old Campaign"
        vera = s.exec(select(Character)).one()
        assert (vera.name, vera.state["health"]) == ("Vera", 95)
        assert s.exec(select(Encounter)).all() == []  # the table the migration added
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == head_revision()
    assert integrity_ok(store.engine)
    store.engine.dispose()
    # opening it again does not back it up a second time
    assert open_store(str(path)).backup is None


def test_a_folder_is_not_a_campaign(tmp_path):
    with pytest.raises(CampaignFileError):
        open_store(str(tmp_path))


def test_the_schema_revision_deadwatch_writes_is_the_head_of_its_migrations():
    assert SCHEMA_REVISION == head_revision()
