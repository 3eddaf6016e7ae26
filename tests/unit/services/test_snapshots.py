"""Row snapshots: an action's recorded change lists exactly the columns that changed, as copies."""

from __future__ import annotations

from datetime import datetime

from app.services.snapshots import changed_values, diff, snapshot
from app.store.models import Character, Combatant, GameSession


def test_changed_values_are_the_diff_of_a_whole_new_snapshot() -> None:
    row = Combatant(id=3, encounter_id=1, name="Ana", sort_key=[4, 2], state={"timers": [{"rounds": 2}]})
    before = snapshot(row)
    row.acted = True
    row.state["timers"][0]["rounds"] = 1  # changed in place, as some commands do
    row.position = 5
    assert changed_values(before, row) == diff(before, snapshot(row))
    old, new = changed_values(before, row)
    assert old == {"position": 0, "acted": False, "state": {"timers": [{"rounds": 2}]}}
    assert new == {"position": 5, "acted": True, "state": {"timers": [{"rounds": 1}]}}
    row.state["timers"][0]["rounds"] = 0
    assert new["state"] == {"timers": [{"rounds": 1}]}  # a copy, not the live value


def test_unchanged_rows_and_datetimes() -> None:
    row = Character(id=1, campaign_id=1, name="Ben", sheet={"str": 3}, state={"health": 3})
    before = snapshot(row)
    assert changed_values(before, row) == ({}, {})
    game = GameSession(id=2, campaign_id=1, number=2)
    before = snapshot(game)
    game.ended = datetime(2026, 11, 30, 23, 5)
    assert changed_values(before, game) == ({"ended": None}, {"ended": {"$dt": "2026-11-30T23:05:00"}})
