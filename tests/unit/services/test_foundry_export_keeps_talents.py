"""A twdu actor's talents and tiny items come back when the party goes back to Foundry: the sheet
holds no row of them, but Foundry's "Import Data" replaces the whole actor, so the export writes
each as the actor had it (its id, image, sort, flags, effects and every field of the data model),
and importing the exported actor again gives the same character.  So does armor not worn."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _actor(tmp_path: Path) -> tuple[dict, Path]:
    actor = json.loads(ANA.read_text("utf-8"))
    medic = next(i for i in actor["items"] if i["name"] == "Combat Medic")
    medic["system"]["description"] = "<p>+1 Medicine when you treat a critical injury.</p>"
    medic["sort"] = 300000
    medic["flags"] = {"some-module": {"starred": True}}
    medic["effects"] = [{"_id": "medicEffect00001", "name": "Combat Medic", "changes": [
        {"key": "system.skills.medicine.value", "mode": 2, "value": "1"}], "disabled": False}]
    coin = next(i for i in actor["items"] if i["name"] == "Lucky coin")
    coin["system"]["description"] = "<p>From her father; she flips it before a fight.</p>"
    actor["items"].append({"_id": "matchesTiny00001", "name": "Box of matches", "type": "tinyItem",
                           "img": "icons/sundries/lights/torch-black.webp", "system": {"description": "Half full"},
                           "effects": [], "folder": None, "sort": 500000, "ownership": {"default": 0}, "flags": {}})
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return actor, file


def _passed(actor: dict) -> dict[str, dict]:
    return {i["name"]: i for i in actor["items"] if i["type"] in ("talent", "tinyItem")}


def test_a_talent_is_said_to_be_written_back(twdu, tmp_path):
    _, file = _actor(tmp_path)
    (ana,) = twdu.characters.preview_import([str(file)]).characters
    said = [render(n["t"], n.get("args") or {}, "rules") for n in ana.ignored]
    assert ("“Combat Medic” (talent): talents are not on a Deadwatch sheet; the Foundry export writes them back as "
            "read") in said, said
    assert ("“Lucky coin” (small item): tiny items give no gear bonus; the Foundry export writes them back as "
            "read") in said


def test_talents_and_tiny_items_are_exported_back_as_foundry_had_them_and_read_again_the_same(twdu, tmp_path):
    original, file = _actor(tmp_path)
    preview = twdu.characters.preview_import([str(file)])
    assert preview.ready and twdu.characters.import_preview(preview)
    (ana,) = twdu.characters.characters()
    out = tmp_path / "out.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    exported = json.loads(out.read_text("utf-8"))
    before, after = _passed(original), _passed(exported)
    assert set(after) == {"Combat Medic", "Lucky coin", "Box of matches"}
    for name, item in before.items():
        for key in ("_id", "type", "img", "system", "effects", "sort", "flags", "ownership"):
            assert after[name][key] == item[key], (name, key)
    assert after["Combat Medic"]["system"]["skill"] == "medicine" and after["Combat Medic"]["system"]["bonus"] == 1
    assert after["Lucky coin"]["system"] == {"description": "<p>From her father; she flips it before a fight.</p>"}
    raincoat = next(i for i in original["items"] if i["name"] == "Old raincoat")  # armor not worn: no row either
    assert [i for i in exported["items"] if i["name"] == "Old raincoat"] == [{**raincoat, "_stats": exported["items"][
        [i["name"] for i in exported["items"]].index("Old raincoat")]["_stats"]}]
    assert len({i["_id"] for i in exported["items"]}) == len(exported["items"])  # no id twice in the actor
    # the party back from Foundry: the same character, its talents and tiny items kept again
    again = twdu.characters.preview_import([str(out)])
    (read,) = again.characters
    assert again.ready and read.update is not None and read.update.id == ana.id
    assert read.update.same, read.update.changes  # "already as the roster has them: nothing changes"
    assert read.person["state"] == ana.state and read.person["sheet"] == ana.sheet
    (back,) = twdu.characters.characters()
    twice = tmp_path / "twice.json"
    assert twdu.characters.export_file(str(twice), [back.id], "foundry")
    assert _passed(json.loads(twice.read_text("utf-8"))) == after
