"""The hot GM actions write through one plain UPDATE (issue 24: every action within a frame): no
snapshot of the row for undo, no unit-of-work flush; the change they record, the log line, undo
and redo are what the ORM's path gave."""

from __future__ import annotations

import gc

import pytest
from sqlalchemy import event

from app.services import command
from app.store.models import Campaign
from tests.unit.services.twdu_party import lines, twdu_services


@pytest.fixture
def twdu(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()
    gc.collect()


def watch(services, monkeypatch):  # noqa: ANN001, ANN201
    """The tables snapshotted and the statements run from now on."""
    snapped: list[str] = []
    statements: list[str] = []
    real = command.snapshot

    def counting(row):  # noqa: ANN001, ANN202
        snapped.append(str(row.__tablename__))
        return real(row)

    monkeypatch.setattr(command, "snapshot", counting)
    event.listen(services.campaign.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    return snapped, statements


def test_a_threat_step_updates_the_state_once_and_undoes_and_redoes_exactly(twdu, monkeypatch):
    services, _ = twdu
    threat = services.threat
    for _ in range(3):
        assert threat.step(+1, "gm")
    before = services.campaign.campaign.state
    snapped, statements = watch(services, monkeypatch)
    assert threat.step(+1, "noise")
    assert threat.level() == 4
    assert lines(services)[-1] == "Threat 3 → 4 (Closing in): Noise, or something else that draws the dead"
    assert "campaign" not in snapped
    updates = [s for s in statements if s.startswith("UPDATE campaign")]
    assert len(updates) == 1, updates
    after = services.campaign.campaign.state
    assert after["threat"] == 4 and after["threat_history"][-1] == {"session": 1, "level": 4, "reason": "noise"}
    event_row = services.campaign.events()[-1]
    assert [c for c in event_row.changes if c["table"] == "campaign"] == [
        {
            "table": "campaign",
            "id": services.campaign.campaign.id,
            "before": {"state": before},
            "after": {"state": after},
        }
    ]
    assert services.campaign.undo()
    assert services.campaign.campaign.state == before and threat.level() == 3
    assert services.campaign.redo()
    assert services.campaign.campaign.state == after and threat.level() == 4
    with services.campaign._session() as s:  # what the file holds, read afresh
        assert s.get(Campaign, services.campaign.campaign.id).state == after


def test_a_swarm_round_updates_the_state_once_and_undoes_and_redoes_exactly(twdu, monkeypatch):
    from app.services.swarm import RollerSpec, RoundSetup

    services, ids = twdu
    for _ in range(3):
        assert services.threat.step(+1, "gm")
    services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup(
        (
            RollerSpec(ids["Ana"], "ranged_combat"),
            RollerSpec(ids["Ben"], "close_combat"),
            RollerSpec(ids["Mia"], "close_combat"),
        )
    )
    before = services.campaign.campaign.state
    snapped, statements = watch(services, monkeypatch)
    assert services.swarm.roll_round(setup, ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"])
    assert lines(services)[-1] == (
        "Swarm round 1: 3 successes against Swarm Threat 6 — lost: the GM picks 1 — "
        "Ana, Ranged Combat (7 dice): base dice 6 6 1 2 3 4 5, stress dice none; in all 2 successes, with table dice; Ben, "  # noqa: E501
        "Close Combat (7 dice): base dice 6 "
        "2 3 4 5 1 2, stress dice none; in all 1 success, with table dice; "
        "Mia, Close Combat (2 dice): base dice 2 3, stress dice none; in all 0 successes, with table dice; Almost made it: "  # noqa: E501
        "one free success next round"
    )
    assert "campaign" not in snapped
    assert len([s for s in statements if s.startswith("UPDATE campaign")]) == 1
    after = services.campaign.campaign.state
    fight = services.swarm.fight()
    assert fight.pending == "loss_picks" and fight.free_successes == 1
    assert after["swarm_last"]["participants"] == ["Ana", "Ben", "Mia"]
    event_row = services.campaign.events()[-1]
    assert [c for c in event_row.changes if c["table"] == "campaign"] == [
        {
            "table": "campaign",
            "id": services.campaign.campaign.id,
            "before": {"state": before},
            "after": {"state": after},
        }
    ]
    assert services.campaign.undo()
    assert services.campaign.campaign.state == before and services.swarm.fight().pending == ""
    assert services.campaign.redo()
    assert services.campaign.campaign.state == after and services.swarm.fight().pending == "loss_picks"
    with services.campaign._session() as s:
        assert s.get(Campaign, services.campaign.campaign.id).state == after


def test_the_plain_update_is_built_once_for_its_columns(twdu, monkeypatch):
    """Building the UPDATE cost three times what running it did: each table's and columns' is kept."""
    services, _ = twdu
    table_type = type(Campaign.__table__)
    built: list[str] = []
    real = table_type.update

    def counting(self):  # noqa: ANN001, ANN202
        built.append(str(self.name))
        return real(self)

    monkeypatch.setattr(table_type, "update", counting)
    for _ in range(3):
        assert services.threat.step(+1, "gm")
    assert services.threat.level() == 3
    assert built.count("campaign") <= 1
    assert services.campaign.undo() and services.threat.level() == 2
