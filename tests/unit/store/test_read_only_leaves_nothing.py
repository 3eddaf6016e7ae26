"""A campaign file marked read-only opens read-only and leaves nothing beside it: no -wal, no -shm,
no lock file, while it is open nor once it is closed, whoever runs Deadwatch (root included, whom
the system would let write the file)."""

from __future__ import annotations

from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.store.database import open_store
from app.store.sqlite_file import is_part_of_open_campaign


def a_campaign(path: Path) -> None:
    create_campaign(str(path), "Night", "d10under").close()
    services = open_services(str(path), Dice(seed=2))
    services.campaign.execute(CreateCharacter("Vera", "pc"))
    services.close()


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_read_only_campaign_opens_read_only_and_leaves_only_its_file(tmp_path, qapp):
    folder = tmp_path / "table"
    folder.mkdir()
    path = folder / "ro.deadwatch"
    a_campaign(path)
    path.chmod(0o444)
    assert names(folder) == ["ro.deadwatch"]
    try:
        services = open_services(str(path))
        assert services.campaign.read_only
        assert [c.name for c in services.characters.characters()] == ["Vera"]
        assert not services.characters.create("Ana")
        assert names(folder) == ["ro.deadwatch"]  # nothing beside it while it is open
        services.close()
        assert names(folder) == ["ro.deadwatch"]
    finally:
        path.chmod(0o644)


def test_the_store_read_only_path_makes_no_lock_file_yet_knows_the_campaign_open(tmp_path, qapp):
    folder = tmp_path / "table"
    folder.mkdir()
    path = folder / "ro.deadwatch"
    a_campaign(path)
    path.chmod(0o444)
    try:
        store = open_store(str(path), create=False)
        assert store.read_only
        assert is_part_of_open_campaign(path) is not None  # an output over it is still refused
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM character").scalar() == 1
        assert names(folder) == ["ro.deadwatch"]
        store.engine.dispose()
        assert names(folder) == ["ro.deadwatch"]
    finally:
        path.chmod(0o644)
