"""GM actions: one log line each, undo and redo through the same path, kept across a restart."""

from __future__ import annotations

import sqlite3

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.logtext import render_event
from app.store.models import Character
from tests.stores import sqlite_only


def make_party(services):
    campaign = services.campaign
    vera = campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"]
    zed = campaign.execute(CreateCharacter("Zombie 1", "zombie")).changes[0]["id"]
    return vera, zed


def health(services, cid):
    return services.characters.character(cid).state["health"]


def lines(services):
    return [render_event(e) for e in services.campaign.events()]


def test_damage_undo_redo(services):
    vera, _ = make_party(services)
    assert health(services, vera) == 100  # Endurance 5 × 20
    services.characters.damage(vera, {"amount": 30})
    assert health(services, vera) == 70
    assert lines(services)[-1].startswith("Damage to Vera: ")
    assert services.campaign.undo_target().text == "{amount} damage to {name} ({moves})"

    assert services.campaign.undo()
    assert health(services, vera) == 100
    assert lines(services)[-1] == "Undo: 30 damage to Vera (Health 70 → 100)"
    assert services.campaign.redo()
    assert health(services, vera) == 70
    assert lines(services)[-1] == "Redo: 30 damage to Vera (Health 100 → 70)"


def test_a_new_action_after_undo_discards_the_redo(services):
    vera, zed = make_party(services)
    services.characters.damage(vera, {"amount": 10})
    services.campaign.undo()
    services.characters.damage(zed, {"amount": 5})
    assert services.campaign.redo_target() is None
    services.campaign.undo()  # undoes the zombie's damage, not Vera's old one
    assert health(services, zed) == 100 and health(services, vera) == 100
    assert services.campaign.redo_target().args["name"] == "Zombie 1"


def test_undo_of_a_creation_removes_the_character_and_redo_brings_it_back(services):
    vera, _ = make_party(services)
    services.campaign.undo()
    services.campaign.undo()
    assert services.characters.characters() == []
    services.campaign.redo()
    assert [c.name for c in services.characters.characters()] == ["Vera"]
    assert services.characters.characters()[0].id == vera


def test_a_refused_action_changes_nothing_and_logs_nothing(services):
    vera, _ = make_party(services)
    before = len(services.campaign.events())
    refusals = []
    services.characters.failed.connect(lambda ctx, msg: refusals.append(msg))
    assert not services.characters.damage(vera, {"amount": -5})
    assert not services.characters.create("   ")
    assert refusals and len(services.campaign.events()) == before
    assert health(services, vera) == 100


@sqlite_only
def test_the_change_is_on_disk_when_the_signal_arrives(services, campaign_path):
    vera, _ = make_party(services)
    seen = []

    def check(_changes):
        con = sqlite3.connect(campaign_path)
        seen.append(con.execute("SELECT state FROM character WHERE id = ?", (vera,)).fetchone()[0])
        con.close()

    services.campaign.changed.connect(check)
    services.characters.damage(vera, {"amount": 25})
    assert '"health": 75' in seen[-1]


def test_history_and_undo_survive_a_restart(campaign_path, qapp):
    first = open_services(str(campaign_path), Dice(seed=2))
    vera, _ = make_party(first)
    first.characters.damage(vera, {"amount": 40})
    first.characters.damage(vera, {"amount": 10})
    first.campaign.undo()
    history = [(h.seq, h.undone) for h in first.campaign.history()]
    first.close()

    again = open_services(str(campaign_path), Dice(seed=3))
    assert [(h.seq, h.undone) for h in again.campaign.history()] == history
    assert health(again, vera) == 60
    again.campaign.redo()
    assert health(again, vera) == 50
    again.campaign.undo_to(again.campaign.history()[2].event_id)  # back to before the first damage
    assert health(again, vera) == 100
    again.close()


def test_sessions_start_and_end(services):
    assert services.campaign.current_session() is None
    services.campaign.start_session("Night one")
    make_party(services)
    services.campaign.end_session()
    assert services.campaign.current_session() is None
    services.characters.damage(services.characters.characters()[0].id, {"amount": 1})
    numbers = [s.number for s in services.campaign.sessions()]
    assert numbers == [1, 2]  # an action outside a session opens the next one
    assert lines(services)[0] == "Session 2 started"


def test_the_characters_kept_between_actions_match_the_store(services):
    """The campaign service keeps the character rows the screens read and brings them up to date
    from each change: after damage, a heal, an edit, a removal, and their undo and redo, they are
    what the store holds."""
    from app.services.characters import EditCharacter

    vera, zed = make_party(services)
    campaign = services.campaign

    def check() -> None:
        kept = campaign.characters_by_id([vera, zed])
        for cid in (vera, zed):
            with campaign._session() as s:  # read from the store, not through what is kept
                stored = s.get(Character, cid)
            assert (kept[cid].model_dump() if cid in kept else None) == (stored.model_dump() if stored else None)

    check()
    actions = [
        lambda: services.characters.damage(vera, {"amount": 30}),
        lambda: services.characters.heal(vera, {"amount": 10}),
        lambda: campaign.execute(EditCharacter(zed, name="Zed", notes="slow")) is not None,
        lambda: services.characters.damage(zed, {"amount": 500}),
        lambda: services.characters.remove(zed),
    ]
    for act in actions:
        assert act()
        check()
        assert campaign.undo()
        check()
        assert campaign.redo()
        check()


def test_undo_and_redo_targets_known_after_each_step_match_the_log(services):
    """After each action, undo and redo, the Edit menu's targets (known without reading the log
    back) are those the log gives."""
    vera, _ = make_party(services)
    campaign = services.campaign

    def fresh() -> tuple:
        campaign.undo_redo.targets = {}  # forget what is known: read the log
        return campaign.undo_target(), campaign.redo_target()

    def ids(pair) -> tuple:
        return tuple(None if t is None else (t.event_id, t.undone) for t in pair)

    for amount in (5, 6, 7):
        services.characters.damage(vera, {"amount": amount})
        known = (campaign.undo_target(), campaign.redo_target())
        assert ids(known) == ids(fresh())
    steps = [campaign.undo, campaign.undo, campaign.redo, campaign.undo, campaign.undo, campaign.redo, campaign.redo]
    steps += [campaign.undo, lambda: services.characters.damage(vera, {"amount": 2}), campaign.undo, campaign.undo]
    steps += [campaign.undo, campaign.undo, campaign.redo, lambda: services.log.add_note("between"), campaign.undo]
    for step in steps:
        assert step()
        known = (campaign.undo_target(), campaign.redo_target())
        assert ids(known) == ids(fresh())
    assert campaign.redo_target() is not None and campaign.redo_target().text == "Note: {text}"


def test_the_lines_a_change_carries_are_those_the_log_reads_back(services):
    """The log dock shows an action's lines from its change signal, without reading them back:
    they are exactly the events the store holds (texts, arguments, dice, marks, times)."""
    from dataclasses import asdict

    from app.services.rolls import EXPRESSION, RollRequest

    vera, zed = make_party(services)
    campaign = services.campaign
    seen = []
    campaign.changed.connect(seen.append)
    session = campaign.current_session()
    checked = 0

    def check() -> None:
        nonlocal checked
        changes = seen.pop()
        assert changes.events
        assert not any(c.kind == "roll" and not c.faces for c in changes.events)
        first = changes.events[0].seq - 1
        carried = services.log.lines_after(changes, int(session.id), first)
        read = services.log.events_after(int(session.id), first, changes=False)
        assert [asdict(line) for line in carried] == [asdict(line) for line in read]
        checked += 1

    actions = [
        lambda: services.characters.damage(vera, {"amount": 30}),
        lambda: services.log.add_note("The <b>barn</b> «burns»", secret=True),
        lambda: services.characters.heal(vera, {"amount": 10}),
        lambda: services.rolls.roll(RollRequest(EXPRESSION, expression="3d10+2"), "4 9 1") is not None,
        lambda: services.characters.damage(zed, {"amount": 500}),
        campaign.undo,
        campaign.redo,
    ]
    for act in actions:
        assert act()
        check()
    assert checked == len(actions)
