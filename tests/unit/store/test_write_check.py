"""A write notices another console's commit as it takes the write lock, at no statement's cost: on
SQLite its ``BEGIN IMMEDIATE`` and the read of the log's newest id run straight on the driver's
connection (through SQLAlchemy each cost 70 µs of every GM action)."""

from __future__ import annotations

from sqlalchemy import event

from app.services.bundle import open_services
from app.services.characters import ApplyRules, CreateCharacter
from app.services.files import create_campaign


def test_a_write_builds_on_another_consoles_commit_without_asking_sqlalchemy(tmp_path, qapp):
    path = tmp_path / "shared.deadwatch"
    create_campaign(str(path), "Two consoles", "d10under").close()
    ana, ben = open_services(str(path), console="Ana"), open_services(str(path), console="Ben")
    try:
        cid = int(ana.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
        start = ben.characters.character(cid).state["health"]  # kept by Ben's console
        ana.campaign.execute(ApplyRules(cid, {"amount": 2}))  # Ben has not polled since
        statements: list[str] = []
        event.listen(ben.campaign.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
        resets = []
        ben.campaign.changed.connect(lambda changes: resets.append(changes.reset))
        ben.campaign.execute(ApplyRules(cid, {"amount": 1}))
        assert ben.characters.character(cid).state["health"] == start - 3  # built on Ana's damage
        assert ana.characters.character(cid).state["health"] == start - 3
        assert True in resets  # Ben's screens read the campaign again
        assert not [s for s in statements if s.startswith("BEGIN") or "max(log_event.id)" in s]
    finally:
        ana.close()
        ben.close()
