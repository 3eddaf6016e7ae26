"""A twdu actor's gear goes back to Foundry as it came: a Flashlight with no skill, not equipped,
is not written back as a Survival item in the character's hands; a Machete keeps its range "none"
(the system's engaged range) and a close weapon thrown at short range keeps "short"; once the GM
gives the Flashlight a bonus on the sheet, the skill the sheet says is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.services.character_commands import EditCharacter

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _file(tmp_path: Path) -> Path:
    actor = json.loads(ANA.read_text("utf-8"))
    knife = json.loads(json.dumps(next(i for i in actor["items"] if i["name"] == "Machete")))
    knife.update(_id="kN1fEtHr0wN00001", name="Throwing knife")
    knife["system"]["range"] = "short"
    actor["items"].append(knife)
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return file


def _import(twdu, file: Path):
    preview = twdu.characters.preview_import([str(file)])
    assert preview.ready
    (read,) = preview.characters
    # read again, the actor the export wrote is the character as the roster has it: nothing to import
    assert twdu.characters.import_preview(preview) or (read.update is not None and read.update.same)
    return next(c for c in twdu.characters.characters() if c.name == "Ana Reyes")


def _export(twdu, ana, out: Path) -> dict:
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    return {i["name"]: {**i["system"], "flags": i.get("flags")} for i in json.loads(out.read_text("utf-8"))["items"]}


@pytest.mark.parametrize("trips", [1, 2])
def test_gear_and_weapons_go_back_as_read(twdu, tmp_path, trips):
    file = _file(tmp_path)
    for n in range(trips):
        ana = _import(twdu, file)
        file = tmp_path / f"out-{n}.json"
        items = _export(twdu, ana, file)
    assert items["Flashlight"]["skill"] == "" and items["Flashlight"]["isEquipped"] is False
    assert items["First aid kit"]["skill"] == "medicine" and items["First aid kit"]["isEquipped"] is True
    assert items["Machete"]["range"] == "none"
    assert items["Throwing knife"]["range"] == "short"
    assert items["Hunting Rifle"]["range"] == "long"
    for weapon in ("Machete", "Hunting Rifle"):  # no ammo the actor did not have
        assert "row" not in json.dumps(items[weapon]["flags"]), items[weapon]["flags"]


def test_a_flashlight_given_a_bonus_on_the_sheet_goes_back_with_its_skill(twdu, tmp_path):
    ana = _import(twdu, _file(tmp_path))
    sheet = dict(ana.sheet)
    sheet["gear"] = [{**g, "skill": "scout", "bonus": 1} if g["name"] == "Flashlight" else g for g in sheet["gear"]]
    sheet["weapons"] = [{**w, "kind": "ranged", "range": "long"} if w["name"] == "Throwing knife" else w
                        for w in sheet["weapons"]]
    assert twdu.campaign.execute(EditCharacter(int(ana.id), sheet=sheet)) is not None
    items = _export(twdu, next(c for c in twdu.characters.characters() if c.id == ana.id), tmp_path / "out.json")
    assert items["Flashlight"]["skill"] == "scout" and items["Flashlight"]["bonus"] == 1
    assert items["Flashlight"]["isEquipped"] is False  # the sheet does not say what is in her hands
    assert items["Throwing knife"]["range"] == "long" and items["Throwing knife"]["skill"] == "rangedCombat"
