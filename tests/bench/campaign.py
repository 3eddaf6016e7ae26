"""The large campaign the benchmarks open: 40 combatants in a fight and a 10,000-event session log.

Everything up to the bulk is built through the real services (characters, the fight, damage,
healing, turns, threat steps, notes, a swarm fight), so the log holds every kind of line a night
at the table writes.  To reach 10,000 events quickly, the events those services wrote are then
copied (``bulk_copy_events``): the same rows, in the same shape and columns, with new sequence
numbers and times, inserted in one transaction.  A service-written row is exactly what a copy is,
so the screens and the exports read them as they read any other event.
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import func, insert, update
from sqlmodel import Session, col, select

from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.rolls import RollRequest
from app.services.swarm import RollerSpec, RoundSetup
from app.store.models import GameSession, LogEvent

RULESET = "twdu"
COMBATANTS = 40
EVENTS = 10_000
#: a year played weekly: fifty game nights, a hundred thousand events
YEAR_SESSIONS = 50
YEAR_EVENTS = 100_000
PCS = ("Ana", "Ben", "Mia", "Rosa", "Ike", "Lou")
NPCS = ("Rick", "Dee", "Sam", "Tom")
#: the kinds of event a fight writes over and over (what the bulk copies; not the set-up lines)
PLAY_KINDS = frozenset({"damage", "undo", "turn", "round", "note", "threat", "swarm", "roll"})
HIT = {"damage": 1, "source": "attack", "armor": False}
PC_SHEET = {"agility": 4, "strength": 4, "wits": 3, "empathy": 3, "close_combat": 3, "ranged_combat": 3}


def build_party(services: Services) -> dict[str, int]:
    """Six PCs, four NPCs and thirty walkers; returns {name: id}."""
    ids: dict[str, int] = {}
    people = [(n, "pc") for n in PCS] + [(n, "npc") for n in NPCS]
    people += [(f"Walker {i}", "zombie") for i in range(1, COMBATANTS - len(people) + 1)]
    for name, kind in people:
        sheet = services.ruleset.new_sheet()
        if kind != "zombie":
            sheet.update(PC_SHEET)
        event = services.campaign.execute(CreateCharacter(name, kind, sheet))
        ids[name] = int(event.changes[0]["id"])
    return ids


def swarm_setup(ids: dict[str, int]) -> RoundSetup:
    return RoundSetup(
        (
            RollerSpec(ids["Ana"], "ranged_combat"),
            RollerSpec(ids["Ben"], "close_combat"),
            RollerSpec(ids["Mia"], "close_combat"),
        )
    )


def settle_swarm(services: Services) -> None:
    """After a round: take what the dead do (a lost round) or end a won fight, so the next round may roll."""
    fight = services.swarm.fight()
    if fight.pending == "loss_picks":
        services.swarm.loss_picks(["single_attack"] + (["size"] if fight.picks_due > 1 else []))
    elif fight.pending == "threat_choice":
        services.swarm.end_won(2)
    if not services.swarm.active():
        while services.threat.level() < 3:
            services.threat.step(+1, "gm")
        services.swarm.set_dead(60)
        services.swarm.start()


def play_an_evening(services: Services, ids: dict[str, int], rounds: int = 6, first: int = 0) -> None:
    """What a night writes through the services: damage, healing, turns, threat steps, notes, swarm rounds."""
    people = [ids[n] for n in PCS + NPCS]
    walkers = [cid for name, cid in ids.items() if name.startswith("Walker")]
    for r in range(rounds):
        for i, cid in enumerate(people):
            services.characters.damage(cid, HIT)  # a hit the GM takes back (the party stays alive)
            services.campaign.undo()
            services.characters.damage(walkers[(r * len(people) + i) % len(walkers)], HIT)
            services.initiative.next_turn()
        services.log.add_note(f"Round {first + r + 1}: the walkers press at the fence")
        services.threat.step(+1 if r % 2 == 0 else -1, "gm")
        services.swarm.roll_round(swarm_setup(ids))
        settle_swarm(services)


def bulk_copy_events(services: Services, total: int) -> int:
    """Copy the open session's service-written events until it holds ``total``; returns how many were added."""
    with Session(services.campaign.engine) as s:
        session_id = services.campaign.current_session().id  # type: ignore[union-attr]
        rows = list(s.exec(select(LogEvent).where(LogEvent.session_id == session_id).order_by(col(LogEvent.seq))))
        played = [r for r in rows if r.kind in PLAY_KINDS]
        missing = total - len(rows)
        if missing <= 0:
            return 0
        start = rows[0].time - timedelta(seconds=8 * missing)  # earlier in the night than the real ones
        copies = []
        for i in range(missing):
            src = played[i % len(played)]
            copies.append(
                {
                    c.name: getattr(src, c.name)
                    for c in LogEvent.__table__.columns  # type: ignore[attr-defined]
                    if c.name not in {"id", "seq", "time", "discarded"}
                }
                # a copied undone action can no longer be redone: later actions came after it
                | {"seq": i + 1, "time": start + timedelta(seconds=8 * i), "discarded": src.undone}
            )
        # the copies come first in the night: the real events are numbered after them
        for row in rows:
            row.seq = row.seq + missing
            s.add(row)
        s.execute(insert(LogEvent), copies)
        s.commit()
    return missing


def build(folder: Path, events: int = EVENTS, seed: int = 7) -> tuple[Path, dict[str, int]]:
    """Create the large campaign file in ``folder``; returns (path, {name: character id})."""
    path = folder / "large.deadwatch"
    create_campaign(str(path), "Night of the fence", RULESET).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    try:
        services.campaign.start_session("The long night")
        ids = build_party(services)
        services.initiative.start(list(ids.values()), name="The fence")
        while services.threat.level() < 3:
            services.threat.step(+1, "gm")
        services.swarm.set_dead(60)
        services.swarm.start()
        play_an_evening(services, ids)
        bulk_copy_events(services, events)
    finally:
        services.close()
    return path, ids


# --------------------------------------------------------------------------- a year of game nights


def roll_and_push(services: Services, ids: dict[str, int], i: int) -> None:
    """A PC's skill roll from the dice dock, pushed when the result offers it, and a free expression."""
    cid = ids[PCS[i % len(PCS)]]
    rolled = services.rolls.roll(RollRequest("skill", cid, {"skill": "close_combat"}))
    if rolled is not None and rolled.result is not None and any(f.key == "push" for f in rolled.result.follow_ups):
        services.rolls.follow_up(rolled, "push")
    services.rolls.roll(RollRequest("expression", cid, expression="2d6+1"))


def play_a_night(services: Services, ids: dict[str, int], rounds: int = 6) -> None:
    """An evening of the year: a fight's damage, undo, turns, notes, threat and swarm rounds, and rolls."""
    for r in range(rounds):
        play_an_evening(services, ids, 1, r)
        for i in range(3):
            roll_and_push(services, ids, r * 3 + i)


def fill_session(s: Session, session_id: int, template: list[LogEvent], total: int, start: datetime) -> int:
    """Put copies of ``template`` (service-written rows) before a session's own rows until it holds
    ``total``; every row numbered and timed through the night from ``start`` (one every 8 s)."""
    rows = list(s.exec(select(LogEvent).where(LogEvent.session_id == session_id).order_by(col(LogEvent.seq))))
    missing = max(0, total - len(rows))
    columns = [
        c.name for c in LogEvent.__table__.columns if c.name not in {"id", "session_id", "seq", "time", "discarded"}
    ]  # type: ignore[attr-defined]
    copies = []
    for i in range(missing):
        src = template[i % len(template)]
        copies.append(
            {c: getattr(src, c) for c in columns}
            | {
                "session_id": session_id,
                "seq": i + 1,
                "time": start + timedelta(seconds=8 * i),
                "discarded": src.undone,
            }
        )
    for j, row in enumerate(rows):
        s.execute(
            update(LogEvent)
            .where(col(LogEvent.id) == row.id)
            .values(seq=missing + j + 1, time=start + timedelta(seconds=8 * (missing + j)))
        )
    if copies:
        s.execute(insert(LogEvent), copies)
    return missing


def build_year(
    folder: Path, sessions: int = YEAR_SESSIONS, events: int = YEAR_EVENTS, seed: int = 7
) -> tuple[Path, dict[str, int]]:
    """A campaign played weekly for a year: ``sessions`` game nights of ``events / sessions`` events
    each, the last one open with the forty-combatant fight.  The first and the last nights are
    played through the services (damage, undo, turns, threat, notes, swarm rounds, skill rolls
    pushed, dice expressions); every night is started and ended through them; the nights are then
    filled with copies of the first night's events in one transaction and dated a week apart."""
    path = folder / "year.deadwatch"
    create_campaign(str(path), "A year at the fence", RULESET).engine.dispose()
    services = open_services(str(path), Dice(seed=seed))
    per_night = events // sessions
    try:
        services.campaign.start_session("Night 1")
        ids = build_party(services)

        def fight(name: str) -> None:
            services.initiative.start(list(ids.values()), name=name)
            while services.threat.level() < 3:
                services.threat.step(+1, "gm")
            if not services.swarm.active():
                services.swarm.set_dead(60)
                services.swarm.start()

        fight("The fence")
        play_a_night(services, ids)
        for night in range(2, sessions + 1):
            services.campaign.start_session(f"Night {night}")
        fight("The fence, again")
        play_a_night(services, ids)
        last = services.campaign.current_session()
        assert last is not None and last.id is not None
        with Session(services.campaign.engine) as s:
            nights = list(s.exec(select(GameSession).order_by(col(GameSession.number))))
            first = nights[0].id
            template = [
                r
                for r in s.exec(select(LogEvent).where(LogEvent.session_id == first).order_by(col(LogEvent.seq)))
                if r.kind in PLAY_KINDS
            ]
            evening = timedelta(seconds=8 * per_night)
            for k, night in enumerate(nights):
                # a week apart; the last one tonight, ending about when its played events were written
                started = last.started - timedelta(days=7 * (len(nights) - 1 - k))
                if night.id == last.id:
                    started = min(r.time for r in s.exec(select(LogEvent).where(LogEvent.session_id == last.id)))
                    started -= evening
                s.execute(
                    update(GameSession)
                    .where(col(GameSession.id) == night.id)
                    .values(started=started, ended=None if night.id == last.id else started + evening)
                )
                fill_session(s, int(night.id), template, per_night, started)  # type: ignore[arg-type]
            s.commit()
    finally:
        services.close()
    return path, ids


def event_count(path: Path) -> int:
    services = open_services(str(path))
    try:
        with Session(services.campaign.engine) as s:
            return int(s.exec(select(func.count()).select_from(LogEvent)).one())
    finally:
        services.close()


if __name__ == "__main__":  # python -m tests.bench.campaign FOLDER [--year]: build it and say how big it is
    import sys
    import time

    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication([])
    paths = [a for a in sys.argv[1:] if not a.startswith("--")]
    target = Path(paths[0] if paths else ".")
    t = time.perf_counter()
    made, _ = build_year(target) if "--year" in sys.argv else build(target)
    print(f"{made}: {event_count(made)} events, {os.path.getsize(made) / 1e6:.1f} MB, {time.perf_counter() - t:.1f} s")
