"""File → Export the party as Foundry VTT twdu actors: each actor has the system's data model
(template.json of twdu 4.0.3, kept in tests/fixtures/foundry), one file per character as Foundry's
"Import Data" takes them; and the party comes back from those files as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.files import create_campaign
from app.services.logtext import render

TEMPLATE = json.loads(
    (Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "twdu-4.0.3-template.json").read_text("utf-8"))

HURT = {
    "name": "Dana Price", "kind": "pc", "notes": "Ex-army medic.",
    "sheet": {"strength": 4, "agility": 3, "wits": 3, "empathy": 2, "medicine": 3, "ranged_combat": 3,
              "weapons": [{"name": "Hunting rifle", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long",
                           "ammo": 5},
                          {"name": "Machete", "kind": "close", "bonus": 1, "damage": 2, "range": "long", "ammo": 0}],
              "gear": [{"name": "First aid kit", "skill": "medicine", "bonus": 1}],
              "armor_level": 2, "armor_penalty": 1},
    "state": {"health": 1, "stress": 4, "dead": False, "poisoned": True, "sick": False,
              "injuries": [{"name": "Deep cut", "penalty": 1, "lethal": True, "time_limit": 4, "time_unit": "hours",
                            "equipment": "A", "recovery": 3, "recovery_unit": "days", "elapsed_minutes": 35,
                            "tended": False, "stabilize_tried_at": None}]},
}


def same_shape(model: Any, ours: Any, where: str) -> None:
    """``ours`` holds every field of ``model`` with a value of the same JSON type, and no other."""
    if model is None:
        return  # a field the system leaves empty (an actor's haven)
    if isinstance(model, dict):
        assert isinstance(ours, dict), where
        assert set(ours) == set(model), (where, set(ours) ^ set(model))
        for key, value in model.items():
            same_shape(value, ours[key], f"{where}.{key}")
    elif isinstance(model, bool):
        assert isinstance(ours, bool), where
    elif isinstance(model, int | float):
        assert isinstance(ours, int | float) and not isinstance(ours, bool), where
    else:
        assert isinstance(ours, type(model)), where


def item_model(kind: str) -> dict[str, Any]:
    spec = dict(TEMPLATE["Item"][kind])
    model: dict[str, Any] = {}
    for name in spec.pop("templates", []):
        model.update(TEMPLATE["Item"]["templates"][name])
    return {**model, **spec}


@pytest.fixture
def twdu(tmp_path, qapp):
    opened = []

    def make(name: str):
        path = tmp_path / f"{name}.deadwatch"
        create_campaign(str(path), name, "twdu", None, {}).engine.dispose()
        services = open_services(str(path), Dice(seed=5))
        opened.append(services)
        return services

    yield make
    for services in opened:
        services.close()


def with_hurt(services, tmp_path) -> None:
    party = tmp_path / "hurt.json"
    party.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": None,
                                 "characters": [HURT]}), "utf-8")
    assert services.characters.import_file(str(party))


def test_the_actors_written_have_the_twdu_data_model(twdu, tmp_path):
    services = twdu("out")
    with_hurt(services, tmp_path)
    out = tmp_path / "dana.json"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "foundry")
    actor = json.loads(out.read_text("utf-8"))
    assert actor["type"] == "character" and actor["type"] in TEMPLATE["Actor"]["types"]
    same_shape(TEMPLATE["Actor"]["character"], actor["system"], "system")
    assert actor["system"]["attributes"]["str"]["value"] == 4
    assert actor["system"]["health"]["value"] == 1 and actor["system"]["stress"]["value"] == 4
    assert actor["_stats"]["systemId"] == "twdu" and actor["_stats"]["systemVersion"] == "4.0.3"
    kinds = [i["type"] for i in actor["items"]]
    assert kinds == ["weapon", "weapon", "gear", "armor", "criticalInjury"]
    for item in actor["items"]:
        assert item["type"] in TEMPLATE["Item"]["types"]
        same_shape(item_model(item["type"]), item["system"], f"{item['name']}.system")
        assert len(item["_id"]) == 16 and item["_id"].isalnum()
    rifle, machete = actor["items"][:2]
    assert (rifle["system"]["skill"], rifle["system"]["range"]) == ("rangedCombat", "long")
    assert (machete["system"]["skill"], machete["system"]["range"]) == ("closeCombat", "none")
    injury = actor["items"][-1]["system"]
    assert (injury["fatal"], injury["timeLimit"], injury["complexity"], injury["effect"], injury["recovery"]) == (
        True, "hours", "A", 1, "days")
    assert [e["statuses"] for e in actor["effects"]] == [["poison"]]


def test_deadwatch_to_foundry_to_deadwatch_gives_the_same_characters(twdu, tmp_path, qapp):
    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        with_hurt(demo, tmp_path)
        chars = demo.characters.characters()
        out = tmp_path / "party.json"
        assert demo.characters.export_file(str(out), [c.id for c in chars], "foundry")
        files = sorted(tmp_path.glob("party-*.json"))
        assert len(files) == len(chars) and not out.exists()  # one actor a file, as Import Data takes them
        services = twdu("back")
        preview = services.characters.preview_import([str(f) for f in files])
        assert preview.ready
        left_out = [render(n["t"], n["args"], n.get("ctx", "log")) for c in preview.characters for n in c.ignored]
        assert not [n for n in left_out if "experience" in n or "driveUsed" in n], left_out  # what Deadwatch wrote
        assert services.characters.import_preview(preview)
        back = {c.name: (c.kind, c.sheet, c.state, c.notes) for c in services.characters.characters()}
        assert back == {c.name: (c.kind, c.sheet, c.state, c.notes) for c in chars}
        assert back["Dana Price"][2]["injuries"][0]["time_limit"] == 4  # the rolled times come back as they were
        # the rations carried (the system counts no food) come back from Deadwatch's flags, a PC's and an NPC's
        assert (back["Ana Reyes"][1]["rations"], back["Rook"][1]["rations"]) == (3, 2)
    finally:
        demo.close()


def test_a_party_export_named_csv_is_a_spreadsheet_not_json(twdu, tmp_path):
    services = twdu("csv")
    with_hurt(services, tmp_path)
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()])
    first = out.read_text("utf-8-sig").splitlines()[0]
    assert first.startswith("Name,Kind,Strength,Agility")


WALKER = {"name": "Walker", "kind": "zombie", "notes": "",
          "sheet": {"strength": 3, "agility": 1, "wits": 1, "empathy": 1, "close_combat": 2, "mobility": 0,
                    "weapons": [{"name": "Bite", "kind": "close", "bonus": 0, "damage": 1, "range": "short",
                                 "ammo": 0}]},
          "state": {"health": 2, "stress": 0, "dead": False, "poisoned": False, "sick": False, "injuries": []}}
SCAVENGER = {"name": "Gloria", "kind": "npc", "notes": "Runs the market.",
             "sheet": {"strength": 2, "agility": 4, "wits": 3, "empathy": 5, "ranged_combat": 4, "leadership": 5,
                       "scout": 2}}


def test_npcs_and_zombies_are_written_as_twdu_npcs_with_skill_levels(twdu, tmp_path):
    services = twdu("npcs")
    party = tmp_path / "npcs.json"
    party.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": None,
                                 "characters": [WALKER, SCAVENGER]}), "utf-8")
    assert services.characters.import_file(str(party))
    out = tmp_path / "npcs-out.json"
    chars = services.characters.characters()
    assert services.characters.export_file(str(out), [c.id for c in chars], "foundry")
    actors = {a["name"]: a for a in (json.loads(f.read_text("utf-8")) for f in tmp_path.glob("npcs-out-*.json"))}
    walker, gloria = actors["Walker"], actors["Gloria"]
    for actor in (walker, gloria):
        assert actor["type"] == "npc" and actor["type"] in TEMPLATE["Actor"]["types"]
        same_shape(TEMPLATE["Actor"]["npc"], actor["system"], "system")  # no Stress, no Drive, no attributes
    levels = {k: v["level"] for k, v in gloria["system"]["skills"].items()}
    # Agility 4 + Ranged Combat 4 = 8 dice: expert; Empathy 5 + Leadership 5 = 10: master; Wits 3 + Scout 2: trained
    assert (levels["rangedCombat"], levels["leadership"], levels["scout"], levels["force"]) == (
        "expert", "master", "trained", "base")
    assert walker["system"]["skills"]["closeCombat"]["level"] == "trained"  # 3 + 2 dice
    assert walker["system"]["health"]["value"] == 2
    assert [(i["type"], i["name"], i["system"]["damage"]) for i in walker["items"]] == [("weapon", "Bite", 1)]
    assert (walker["prototypeToken"]["disposition"], gloria["prototypeToken"]["disposition"]) == (-1, 0)
    # and they come back as the characters they were
    back = twdu("npcs-back")
    preview = back.characters.preview_import([str(f) for f in sorted(tmp_path.glob("npcs-out-*.json"))])
    assert preview.ready and back.characters.import_preview(preview)
    assert {c.name: (c.kind, c.sheet, c.state) for c in back.characters.characters()} == {
        c.name: (c.kind, c.sheet, c.state) for c in chars}


def test_an_npc_whose_levels_were_changed_in_foundry_is_read_by_its_levels(twdu, tmp_path):
    services = twdu("levels")
    party = tmp_path / "one.json"
    party.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": None,
                                 "characters": [SCAVENGER]}), "utf-8")
    assert services.characters.import_file(str(party))
    out = tmp_path / "gloria.json"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "foundry")
    actor = json.loads(out.read_text("utf-8"))
    actor["system"]["skills"]["force"]["level"] = "master"  # raised on the NPC sheet in Foundry
    out.write_text(json.dumps(actor), "utf-8")
    back = twdu("levels-back")
    preview = back.characters.preview_import([str(out)])
    assert preview.ready and back.characters.import_preview(preview)
    sheet = back.characters.characters()[0].sheet
    assert sheet["strength"] + sheet["force"] > 2 + 0  # not the sheet kept from before
    assert sheet["agility"] + sheet["ranged_combat"] == 8  # the other levels as they were


ROOK = {"name": "Rook", "kind": "npc", "notes": "",
        "sheet": {"strength": 4, "agility": 3, "wits": 2, "empathy": 1, "close_combat": 2, "ranged_combat": 2,
                  "manipulation": 2,
                  "weapons": [{"name": "Shotgun", "kind": "ranged", "bonus": 3, "damage": 2, "range": "short",
                               "ammo": 4}]},
        "state": {"health": 3, "stress": 0, "dead": False, "poisoned": False, "sick": False, "injuries": []}}


def test_an_npc_with_two_levels_changed_in_foundry_keeps_every_other_number_of_its_sheet(twdu, tmp_path):
    services = twdu("rook")
    party = tmp_path / "rook.json"
    party.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "twdu", "preset": None,
                                 "characters": [ROOK]}), "utf-8")
    assert services.characters.import_file(str(party))
    before = services.characters.characters()[0].sheet
    out = tmp_path / "rook-out.json"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()], "foundry")
    actor = json.loads(out.read_text("utf-8"))
    actor["system"]["skills"]["rangedCombat"]["level"] = "master"  # as the GM changed them in Foundry
    actor["system"]["skills"]["stealth"]["level"] = "expert"
    actor["system"]["health"]["value"] = 1
    out.write_text(json.dumps(actor), "utf-8")
    back = twdu("rook-back")
    preview = back.characters.preview_import([str(out)])
    assert preview.ready
    shown = {f.label: (render(f.value["t"], f.value["args"], "rules") if isinstance(f.value, dict) else f.value,
                       f.source) for f in preview.characters[0].fields}
    assert shown["Strength"] == ("4 (Deadwatch's sheet kept in the file)", "flags.world.deadwatch.sheet.strength")
    assert shown["Stealth"] == ("5 (changed in Foundry: base → expert, 8 dice)", "system.skills.stealth.level")
    assert shown["Ranged Combat"][1] == "system.skills.rangedCombat.level"
    assert back.characters.import_preview(preview)
    rook = back.characters.characters()[0]
    # only what the GM changed changes: Ranged Combat as high as it goes (3 + 5 = 8 of master's 10), Stealth 3 + 5
    assert rook.sheet == {**before, "ranged_combat": 5, "stealth": 5}
    assert rook.state["health"] == 1
