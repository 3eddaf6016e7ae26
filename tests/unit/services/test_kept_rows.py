"""A swarm round takes the campaign row and its fighters' rows the campaign service keeps, copied
into its transaction, rather than reading them again (issue 24: a query each); what it writes,
undo and redo stay as they were (tests/unit/services/test_hot_writes.py).  A refused action leaves
the kept rows as they were; another console's write makes them read again."""

from __future__ import annotations

import gc

import pytest
from sqlalchemy import event

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bundle import open_services
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import lines, twdu_services

FACES = ["6 6 1 2 3 4 5", "6 2 3 4 5 1 2", "2 3"]


@pytest.fixture
def twdu(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    yield services, ids
    services.close()
    gc.collect()


def swarm_fight(services, ids) -> RoundSetup:
    for _ in range(3):
        assert services.threat.step(+1, "gm")
    services.swarm.set_dead(30)
    assert services.swarm.start()
    services.campaign.characters_by_id([ids["Ana"], ids["Ben"], ids["Mia"]])  # the screens read them
    services.campaign.roster_rows()  # and the roster (who is down, for the players' screen)
    return RoundSetup(
        (
            RollerSpec(ids["Ana"], "ranged_combat"),
            RollerSpec(ids["Ben"], "close_combat"),
            RollerSpec(ids["Mia"], "close_combat"),
        )
    )


def selects(services) -> list[str]:
    statements: list[str] = []
    event.listen(services.campaign.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    return statements


def test_a_swarm_round_reads_neither_the_campaign_nor_its_fighters_again(twdu):
    services, ids = twdu
    setup = swarm_fight(services, ids)
    statements = selects(services)
    assert services.swarm.roll_round(setup, FACES)
    read = [s for s in statements if s.startswith("SELECT") and ("FROM campaign" in s or "FROM character" in s)]
    assert read == []
    assert lines(services)[-1].startswith("Swarm round 1: 3 successes against Swarm Threat 6 — lost")
    assert services.swarm.fight().pending == "loss_picks"


class SpoilThenRefuse(Command):
    """Changes the campaign's state and a fighter's sheet in place, then is refused."""

    kind = "test"

    def __init__(self, character_id: int) -> None:
        self.character_id = character_id

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx.campaign.state["threat"] = 99
        ctx.characters(tx.session, [self.character_id])[self.character_id].sheet["wits"] = 99
        raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))


def test_a_refused_action_leaves_the_kept_rows_and_the_store_as_they_were(twdu):
    services, ids = twdu
    setup = swarm_fight(services, ids)
    ana = ids["Ana"]
    wits = services.characters.character(ana).sheet["wits"]
    with pytest.raises(CommandError):
        services.campaign.execute(SpoilThenRefuse(ana))
    assert services.campaign.campaign.state["threat"] == 3
    assert services.campaign.characters_by_id([ana])[ana].sheet["wits"] == wits
    assert services.swarm.roll_round(setup, FACES)  # against Swarm Threat 6, as before
    assert lines(services)[-1].startswith("Swarm round 1: 3 successes against Swarm Threat 6 — lost")
    services.campaign.forget()  # what the file holds, read afresh
    assert services.campaign.campaign.state["threat"] == 3
    assert services.campaign.characters_by_id([ana])[ana].sheet["wits"] == wits


def test_another_consoles_write_makes_the_round_read_the_rows_again(twdu):
    services, ids = twdu
    setup = swarm_fight(services, ids)
    other = open_services(str(services.campaign.store.path or services.campaign.store.url), console="Swarm")
    try:
        assert other.threat.step(+1, "gm")  # the dial at 4 there: the swarm's threat with it
        statements = selects(services)
        assert services.swarm.roll_round(setup, FACES)
        assert any(s.startswith("SELECT") and "FROM campaign" in s for s in statements)
        assert any(s.startswith("SELECT") and "FROM character" in s for s in statements)
        assert services.threat.level() == 4
        assert services.campaign.campaign.state["swarm_last"]["before"]["threat_level"] == 4
    finally:
        other.close()


def test_the_swarm_docks_odds_take_the_fighters_kept(twdu):
    """The swarm dock plans the round again at every change while it is in front."""
    services, ids = twdu
    setup = swarm_fight(services, ids)
    statements = selects(services)
    plan, odds = services.swarm.odds(setup)
    assert [s for s in statements if "FROM character" in s] == []
    assert [r.name for r in plan.rolls] == ["Ana", "Ben", "Mia"] and 0 < odds["win"] < 1
