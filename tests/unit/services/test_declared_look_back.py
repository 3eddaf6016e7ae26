"""The dice dock reads whether a shot was declared in the ammunition dock (``declared_now``) at every
turn and at start; the read looks at the newest fires and rolls of the night only, so it costs the
same after ten events or after thousands of damages, turns and notes (issue 43: what a campaign
has behind it costs nothing at start).  Counted as SQLite's own steps, which hold still."""

from __future__ import annotations

import pytest
from sqlalchemy import event
from sqlmodel import Session, func, select

from app.rules.dice import Dice
from app.services.ammo.declared import declared_now
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.store.models import LogEvent
from tests.unit.services.test_autofire_ammo import add

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


@pytest.fixture
def night(tmp_path, qapp):
    path = tmp_path / "look-back.deadwatch"
    create_campaign(str(path), "Look back", "afmbe", "unisystem").engine.dispose()
    services = open_services(str(path), Dice(seed=4))
    dana = add(services, "Dana", dex=3, skills=GUNS, weapons=[PISTOL])
    assert services.ammo.fire(dana, "9mm pistol", {"shots": 1})
    yield services, dana
    services.close()


def add_notes(services, count: int) -> None:
    """``count`` notes after the fire, as a long night writes them (the rows a service writes)."""
    with Session(services.campaign.engine) as s:
        game = services.campaign.current_session()
        assert game is not None
        seq = s.exec(select(func.max(LogEvent.seq)).where(LogEvent.session_id == game.id)).one() or 0
        s.add_all(LogEvent(session_id=game.id, seq=seq + i + 1, kind="note", text="A note.") for i in range(count))
        s.commit()


def steps_of_read(services, dana) -> tuple[int, dict]:
    """SQLite's steps (in hundreds of virtual machine instructions) while the declaration is read."""
    steps = [0]

    def tick() -> int:
        steps[0] += 1
        return 0

    def before(conn, cursor, statement, params, context, many):
        cursor.connection.set_progress_handler(tick, 100)

    def after(conn, cursor, statement, params, context, many):
        cursor.connection.set_progress_handler(None, 100)

    engine = services.campaign.engine
    event.listen(engine, "before_cursor_execute", before)
    event.listen(engine, "after_cursor_execute", after)
    try:
        found = declared_now(services.campaign, services.ruleset, dana)
    finally:
        event.remove(engine, "before_cursor_execute", before)
        event.remove(engine, "after_cursor_execute", after)
    return steps[0], found


def test_the_declared_shot_is_read_from_the_newest_fires_whatever_the_night_holds(night):
    services, dana = night
    add_notes(services, 10)
    short, found = steps_of_read(services, dana)
    assert [d.spent for d in found.values()] == [1]  # the declared shot, found
    add_notes(services, 5000)
    long, found = steps_of_read(services, dana)
    assert [d.spent for d in found.values()] == [1]  # still found after five thousand notes
    assert long <= short + 5, (short, long)
