"""A checkpoint due at the end of a read made in the middle of a GM action (a second connection
while the first holds the write lock) waited the whole busy timeout for the lock its own action
held, then failed: a GM action frozen for ten seconds each time the -wal passed its size."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.files import create_campaign
from app.store import sqlite_file, wal_mark
from tests.stores import sqlite_only

pytestmark = sqlite_only


def test_a_checkpoint_due_mid_action_waits_for_no_lock_and_still_happens(tmp_path, qapp, monkeypatch):
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "night", "d10under").engine.dispose()
    monkeypatch.setattr(sqlite_file, "BUSY_TIMEOUT", 0.5)  # the wait, if any, short here
    services = open_services(str(path), Dice(seed=2))
    try:
        monkeypatch.setattr(wal_mark, "CHECKPOINT_BYTES", 0)  # due after every action
        failed: list[str] = []
        marked: list[bool] = []
        real_mark = wal_mark.mark

        def mark(raw, where):  # noqa: ANN001, ANN202
            try:
                marked.append(real_mark(raw, where))
            except Exception as exc:
                failed.append(str(exc))
                raise
            return marked[-1]

        monkeypatch.setattr(wal_mark, "mark", mark)
        before = wal_mark.header_mark(path)
        cid = int(services.campaign.execute(CreateCharacter("Mara", "pc")).changes[0]["id"])  # opens the night
        for _ in range(3):
            services.campaign.execute(ApplyRules(cid, {"amount": 1}))
        assert failed == []  # before: "database is locked", after ten seconds each
        assert marked and wal_mark.header_mark(path) != before  # checkpointed, with a new mark
        assert [c.state for c in services.characters.characters()][0]
    finally:
        services.close()
