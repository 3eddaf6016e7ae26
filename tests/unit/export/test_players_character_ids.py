"""The players' JSON gives the characters their numbers in the file, 1, 2, 3: an NPC the GM keeps
hidden, made between two PCs, leaves no gap in the ids (1, 3 would tell the players of a second
character), and every field holding a character id (a character's rows, a fighter's
``character_id``, a damage's ``actor_id`` and ``target_id``) goes through the same numbers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.export import ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from app.services.characters import CreateCharacter
from app.services.demo import build_demo
from app.services.files import create_campaign

HIDDEN = "Rook"
KEYS = ("character_id", "actor_id", "target_id")
HIT = {"damage": 1, "source": "attack", "armor": False}


@pytest.fixture
def night(tmp_path: Path, qapp: Any) -> Iterator[tuple[Services, dict[str, int]]]:
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "The farm", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The barn")
    ids = {}
    for name, kind in (("Ana", "pc"), (HIDDEN, "npc"), ("Ben", "pc")):  # his id between theirs
        event = services.campaign.execute(CreateCharacter(name, kind, services.ruleset.new_sheet()))
        ids[name] = int(event.changes[0]["id"])
    assert not next(c for c in services.initiative.roster() if c.id == ids[HIDDEN]).revealed
    assert services.initiative.start(list(ids.values()))
    assert services.characters.damage(ids["Ben"], HIT, actor_id=ids["Ana"])
    assert services.characters.damage(ids["Ana"], HIT, actor_id=ids["Ben"])
    for _ in range(3):
        assert services.initiative.next_turn()
    yield services, ids
    services.close()


def _character_ids(value: Any, table: str = "") -> list[int]:
    """Every character id a decoded value holds: a character row's own ids, and the fields naming one."""
    found: list[int] = []
    if isinstance(value, dict):
        if value.get("table") == "character" and isinstance(value.get("id"), int):
            found.append(value["id"])
            table = "character"
        for key, item in value.items():
            if key in KEYS and isinstance(item, int):
                found.append(item)
            elif key in ("before", "after") and table == "character" and isinstance(item, dict) and "id" in item:
                found.append(item["id"])
                found += _character_ids({k: v for k, v in item.items() if k != "id"})
            else:
                found += _character_ids(item)
    elif isinstance(value, list):
        for item in value:
            found += _character_ids(item)
    return found


def test_the_players_json_numbers_the_characters_without_a_gap(
    tmp_path: Path, night: tuple[Services, dict[str, int]]
) -> None:
    services, ids = night
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language="en"), "json", gm)
    assert sorted(set(_character_ids(json.loads(gm.read_text("utf-8"))))) == sorted(ids.values())  # the store's
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    text = target.read_text("utf-8")
    assert HIDDEN not in text
    document = json.loads(text)
    events = [e for s in document["sessions"] for e in s["events"]]
    assert sorted(set(_character_ids(events))) == [1, 2]  # two characters seen: no gap, no third id
    # one table for the whole file: each number is the same character wherever it stands
    rows = [c for e in events for c in e["changes"]]
    named = {c["id"]: c["after"]["name"] for c in rows if c["table"] == "character" and (c["after"] or {}).get("name")}
    assert named == {1: "Ana", 2: "Ben"}
    fighters = {c["after"]["name"]: c["after"]["character_id"] for c in rows
                if c["table"] == "combatant" and (c["after"] or {}).get("character_id") is not None}
    assert fighters == {"Ana": 1, "Ben": 2}
    damages = [(e["target"], e["payload"].get("actor_id"), e["payload"].get("target_id"))
               for e in events if e["kind"] == "damage"]
    assert damages == [("Ben", 1, 2), ("Ana", 2, 1)]
    other = open_services(str(build_demo(tmp_path / "other.deadwatch", "gridlimbs")))
    try:  # the players' file still imports into another campaign
        assert other.log.import_file(str(target))
    finally:
        other.close()


def test_every_field_holding_a_character_id_goes_through_one_table() -> None:
    """A swarm roll's ``character_id`` deep in the campaign's state, a character's row written whole
    (its id inside) and one changed: the same numbers, and null for one hidden at that event."""
    from app.export.file_numbers import FileNumbers

    numbers = FileNumbers(active=True)
    swarm = ('[{"table":"campaign","id":1,"before":null,"after":{"state":{"swarm_last":{"rolls":'
             '[{"character_id":30,"dice":2},{"character_id":50,"dice":1}]}}}}]')
    assert json.loads(numbers.text(swarm, frozenset({30}))) == [
        {"table": "campaign", "id": 1, "before": None,
         "after": {"state": {"swarm_last": {"rolls": [{"character_id": None, "dice": 2},
                                                      {"character_id": 1, "dice": 1}]}}}}]
    made = '[{"table":"character","id":70,"before":null,"after":{"id":70,"name":"Kit","campaign_id":1}}]'
    assert json.loads(numbers.text(made, frozenset())) == [
        {"table": "character", "id": 2, "before": None, "after": {"id": 2, "name": "Kit", "campaign_id": 1}}]
    hurt = '[{"table":"character","id":50,"before":{"state":{"health":3}},"after":{"state":{"health":2}}}]'
    assert json.loads(numbers.text(hurt, frozenset()))[0]["id"] == 1
    assert numbers.value({"actor_id": 70, "target_id": 50, "request": {"damage": 1}}, frozenset()) == {
        "actor_id": 2, "target_id": 1, "request": {"damage": 1}}
    assert FileNumbers().text(hurt, frozenset()) == hurt  # no one ever hidden: the store's ids stay


def test_a_roll_against_someone_hidden_keeps_no_id_of_his(
    tmp_path: Path, night: tuple[Services, dict[str, int]]
) -> None:
    """Ana's roll against the hidden Rook reads against no one in the players' copy: its
    payload's ``opponent_id`` is null there too (his store id told the players which one it was)."""
    from app.services.rolls.requests import RollRequest

    services, ids = night
    assert services.rolls.roll(RollRequest("duel", ids["Ana"], {}, opponent_id=ids[HIDDEN])) is not None
    gm = tmp_path / "gm.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language="en"), "json", gm)
    gm_rolls = [e for s in json.loads(gm.read_text("utf-8"))["sessions"] for e in s["events"] if e["kind"] == "roll"]
    assert gm_rolls[-1]["payload"]["request"]["opponent_id"] == ids[HIDDEN]
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="en"), "json", target)
    rolls = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"] if e["kind"] == "roll"]
    assert rolls and HIDDEN not in json.dumps(rolls[-1])
    assert rolls[-1]["payload"]["request"]["opponent_id"] is None
    assert rolls[-1]["payload"]["request"]["character_id"] == 1  # Ana, the first the file names


def test_each_field_naming_a_character_is_numbered_and_null_while_he_is_hidden() -> None:
    from app.export.file_numbers import FileNumbers

    numbers = FileNumbers(active=True)
    payload = {"character_id": 5, "opponent_id": 3, "distance": 6, "victim_id": 3, "thrower_id": 5,
               "receiver_id": 3, "escaped_id": 3, "shooter_id": 5}
    assert numbers.value(payload, frozenset({3})) == {
        "character_id": 1, "opponent_id": None, "distance": 6, "victim_id": None, "thrower_id": 1,
        "receiver_id": None, "escaped_id": None, "shooter_id": 1}
    text = '[{"table":"campaign","id":1,"before":null,"after":{"state":{"swarm_round":{"leader_id":3}}}}]'
    assert json.loads(numbers.text(text, frozenset({3})))[0]["after"]["state"]["swarm_round"]["leader_id"] is None
