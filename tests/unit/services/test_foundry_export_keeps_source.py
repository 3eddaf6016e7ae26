"""A twdu actor taken from Foundry and exported back keeps what Deadwatch does not track: Foundry's
"Import Data" replaces the whole actor, so its Experience, its description tab and its items' ids,
descriptions and weights must come back as they went in, and again after a second round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.services.character_commands import EditCharacter

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _actor(tmp_path: Path) -> tuple[dict, Path]:
    actor = json.loads(ANA.read_text("utf-8"))
    actor["name"] = "Lena Vasquez"
    actor["system"]["experience"]["value"] = 4
    actor["system"]["description"] = "<p>Former ER nurse from Macon.</p>"
    rifle = next(i for i in actor["items"] if i["name"] == "Hunting Rifle")
    rifle["system"].update({"description": "<p>Scoped .308</p>", "weight": "2"})
    cut = next(i for i in actor["items"] if i["name"] == "Deep cut")
    cut["system"]["description"] = "<p>Blood everywhere.</p>"
    file = tmp_path / "lena.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return actor, file


def _import_export(services, file: Path, out: Path) -> dict:
    preview = services.characters.preview_import([str(file)])
    assert preview.ready
    (read,) = preview.characters
    # read again, the actor the export wrote is the character as the roster has it: nothing to import
    assert services.characters.import_preview(preview) or (read.update is not None and read.update.same)
    lena = next(c for c in services.characters.characters() if c.name == "Lena Vasquez")
    assert services.characters.export_file(str(out), [lena.id], "foundry")
    return json.loads(out.read_text("utf-8"))


def _items(actor: dict) -> dict:
    return {i["name"]: i for i in actor["items"] if i["type"] in ("weapon", "gear", "armor", "criticalInjury")}


@pytest.mark.parametrize("trips", [1, 2])
def test_experience_description_and_items_come_back_as_foundry_had_them(twdu, tmp_path, trips):
    original, file = _actor(tmp_path)
    for n in range(trips):
        out = tmp_path / f"out-{n}.json"
        actor = _import_export(twdu, file, out)
        file = out
    assert actor["system"]["experience"]["value"] == 4
    assert actor["system"]["description"] == "<p>Former ER nurse from Macon.</p>"
    assert "Former ER nurse" not in actor["system"]["notes"]["value"]
    assert "Keeps a photo of her sister." in actor["system"]["notes"]["value"]
    before, after = _items(original), _items(actor)
    for name in ("Hunting Rifle", "Machete", "Kevlar vest", "First aid kit", "Deep cut"):
        assert after[name]["_id"] == before[name]["_id"], name
        assert after[name]["system"]["weight"] == before[name]["system"]["weight"], name
        assert after[name]["img"] == before[name]["img"], name
    assert after["Hunting Rifle"]["system"]["description"] == "<p>Scoped .308</p>"
    cut = after["Deep cut"]["system"]["description"]
    assert cut.startswith("<p>Blood everywhere.</p>") and cut.count("Blood everywhere.") == 1, cut


def test_a_description_edited_out_of_the_notes_is_not_written_back_and_experience_stays(twdu, tmp_path):
    _, file = _actor(tmp_path)
    preview = twdu.characters.preview_import([str(file)])
    assert twdu.characters.import_preview(preview)
    lena = next(c for c in twdu.characters.characters() if c.name == "Lena Vasquez")
    assert twdu.campaign.execute(EditCharacter(int(lena.id), notes="Keeps a photo of her sister.")) is not None
    out = tmp_path / "out.json"
    assert twdu.characters.export_file(str(out), [lena.id], "foundry")
    system = json.loads(out.read_text("utf-8"))["system"]
    assert system["description"] == "" and system["experience"]["value"] == 4  # the notes are the truth
