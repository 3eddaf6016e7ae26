"""twdu, "Recovery time": "When the recovery time has passed, the penalty is removed" — and "You
won't, for example, heal a destroyed eye, but you can adjust to the impairment and learn to function
with only one": the injury has healed (or been adjusted to).  Its badge reads healed, not as a
current injury; the line of the time passing says it healed, with or without a penalty removed."""

from __future__ import annotations

from app.rules import get_ruleset
from app.rules.twdu import timers
from app.rules.twdu.injuries import CriticalInjury


def _state(penalty: int) -> dict:
    injury = CriticalInjury("Cracked ribs", penalty, False, 0, "hours", "", 3, "hours")
    return {"health": 3, "stress": 0, "dead": False, "injuries": [injury.to_dict()]}


def _badge(state: dict):  # noqa: ANN202
    rules = get_ruleset("twdu")
    return next(c for c in rules.conditions(rules.new_sheet(), state) if c.key == "injury:1")


def test_a_healed_injury_says_so_on_its_badge_and_in_the_log():
    state = _state(2)
    assert _badge(state).detail != timers.RECOVERED  # still a current injury: its penalty
    assert _badge(state).severity == "warn"
    short = timers.time_passes(state, 3 * 60 - 1)
    assert short.lines == []
    out = timers.time_passes(short.state, 1)
    [line] = out.lines
    assert line.text == "{name} has healed: the recovery time has passed; −{penalty} {penalty|die|dice} removed."
    assert line.args == {"name": {"t": "Cracked ribs"}, "penalty": 2}
    badge = _badge(out.state)
    assert (badge.label, badge.detail, badge.severity) == ("Cracked ribs", "healed (no penalty)", "info")


def test_an_injury_without_a_penalty_is_said_healed_too():
    out = timers.time_passes(_state(0), 3 * 60)
    [line] = out.lines
    assert line.text == "{name} has healed: the recovery time has passed."
