"""The players' JSON names other events by the numbers it gives them: a single attack on Ben after
lines kept from the players (secret notes), his roll answering it, the harm dealt for it, and a
secret roll whose damage the GM applied from its offer.  Every field holding an event's id names an
event of the file by its number there (the roll "answers" the attack's line, the harm is "of" it),
or is null when that event is not in the file (the damage's secret roll): no number points past
the file's events to a line the players never saw."""

from __future__ import annotations

import json

from app.export import ExportOptions, export_log
from app.export.event_refs import changes_text
from app.services.rolls import RollRequest
from app.services.threat.dial import SINGLE_ATTACK
from tests.unit.services.test_threat_single_attack_log import roll
from tests.unit.services.twdu_party import twdu_services

#: the payload fields that hold an event's id
EVENT_KEYS = ("answers", "single_attack_harm", "of_roll", "event_id")


def _refs(value, found) -> list[tuple[str, object]]:  # noqa: ANN001
    if isinstance(value, dict):
        for key, item in value.items():
            if key in EVENT_KEYS:
                found.append((key, item))
            else:
                _refs(item, found)
    elif isinstance(value, list):
        for item in value:
            _refs(item, found)
    return found


def test_every_event_a_players_json_names_is_one_of_its_own(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    ben, walker = ids["Ben"], ids["Walker"]
    for note in ("The horde is near", "Rick lies", "Rick has the key"):
        assert services.log.add_note(note, secret=True)
    assert services.threat.step(1, "noise")
    assert services.swarm.instead_of_threat(SINGLE_ATTACK, ben)
    attack = services.threat.single_attack()
    assert attack is not None
    roll(services, ben, "2 3 4 5 2 3 1")  # no 6: the attack gets through
    assert services.threat.single_attack_harm(attack.event_id, ben, 1)
    rolled = services.rolls.roll(RollRequest("defenseless", ben, {}, walker, secret=True), "6 2 3 2 3 4 2")
    assert rolled is not None and rolled.result.damage
    assert services.characters.damage(walker, dict(rolled.result.damage[0].request), actor_id=ben,
                                      of_roll=rolled.event_id)
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    events = json.loads(target.read_text("utf-8"))["sessions"][0]["events"]
    numbers = [e["id"] for e in events]
    assert numbers == list(range(1, len(events) + 1))
    attack_line = next(e["id"] for e in events if e["line"].endswith("a single attack from the dead on Ben"))
    refs = {(e["line"], key): value for e in events for key, value in _refs(e["payload"], [])}
    assert all(value is None or value in numbers for value in refs.values()), refs
    answered = [value for (line, key), value in refs.items() if key == "answers" and value is not None]
    assert answered == [attack_line], refs
    harmed = [value for (_line, key), value in refs.items() if key == "single_attack_harm"]
    assert harmed == [attack_line], refs
    applied = [value for (_line, key), value in refs.items() if key == "of_roll"]
    # Ben's blow on the hidden walker is the walker's wound: not in the file, nor its roll's number
    assert applied == [], refs
    assert not any("The horde is near" in e["line"] for e in events)
    services.close()


def test_a_log_lines_row_change_follows_the_files_numbers_or_is_left_out():
    text = json.dumps([{"table": "log_event", "id": 25, "before": {"args": {}}, "after": {"args": {}}},
                       {"table": "log_event", "id": 30, "before": {}, "after": {}},
                       {"table": "character", "id": 2, "before": {"name": "Ben"}, "after": {"name": "Ben"}}],
                      separators=(",", ":"))
    written = json.loads(changes_text(text, {30: 9}))
    assert [(c["table"], c["id"]) for c in written] == [("log_event", 9), ("character", 2)]
