"""A twdu actor wearing two armors goes back to Foundry wearing both, each with its own numbers: the
sheet holds the highest Armor Level and the highest Mobility penalty of the worn armors (as the
system rolls the first worn armor and takes the highest penalty), and the export used to write one
armor of those merged numbers, so a party back from Foundry found its vest slowing it as the coat
did and the coat gone.  Read again, the exported actor is the same character: nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.characters import EditCharacter

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def _two_armors(tmp_path: Path) -> tuple[dict, Path]:
    actor = json.loads(ANA.read_text("utf-8"))
    coat = next(i for i in actor["items"] if i["name"] == "Old raincoat")
    coat["system"].update({"isEquipped": True, "protection": 1, "agility": 2, "weight": "2"})
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return actor, file


def _armors(actor: dict) -> dict[str, tuple]:
    return {i["name"]: (i["_id"], i["img"], i["system"]["isEquipped"], i["system"]["protection"],
                        i["system"]["agility"], i["system"]["weight"])
            for i in actor["items"] if i["type"] == "armor"}


def test_two_worn_armors_go_back_to_foundry_each_its_own_and_come_back_the_same(twdu, tmp_path):
    original, file = _two_armors(tmp_path)
    preview = twdu.characters.preview_import([str(file)])
    assert preview.ready and twdu.characters.import_preview(preview)
    (ana,) = twdu.characters.characters()
    assert (ana.sheet["armor_level"], ana.sheet["armor_penalty"]) == (2, 2)  # the vest's level, the coat's penalty
    out = tmp_path / "out.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    exported = json.loads(out.read_text("utf-8"))
    assert _armors(exported) == _armors(original) == {
        "Kevlar vest": ("zA1bC3dE5fG7hJ9k", "icons/equipment/chest/vest-leather.webp", True, 2, 1, "1"),
        "Old raincoat": ("mN2oP4qR6sT8uV0w", "icons/equipment/chest/coat.webp", True, 1, 2, "2"),
    }
    assert len({i["_id"] for i in exported["items"]}) == len(exported["items"])  # no item twice
    # the party back from Foundry: the same character, the second armor not counted again
    again = twdu.characters.preview_import([str(out)])
    (read,) = again.characters
    assert again.ready and read.update is not None and read.update.id == ana.id
    assert read.update.same, read.update.changes  # "already as the roster has them: nothing changes"
    assert read.person["sheet"] == ana.sheet and read.person["state"] == ana.state
    twice = tmp_path / "twice.json"
    assert twdu.characters.export_file(str(twice), [ana.id], "foundry")
    assert _armors(json.loads(twice.read_text("utf-8"))) == _armors(original)


def test_armor_changed_in_deadwatch_goes_back_as_one_armor_of_the_sheets_numbers(twdu, tmp_path):
    _, file = _two_armors(tmp_path)
    preview = twdu.characters.preview_import([str(file)])
    assert preview.ready and twdu.characters.import_preview(preview)
    (ana,) = twdu.characters.characters()
    sheet = {**ana.sheet, "armor_level": 1, "armor_penalty": 0}  # the vest torn, the coat left behind
    assert twdu.campaign.execute(EditCharacter(int(ana.id), sheet=sheet)) is not None
    out = tmp_path / "out.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    armors = _armors(json.loads(out.read_text("utf-8")))
    assert [(name, a[3], a[4]) for name, a in armors.items()] == [("Kevlar vest", 1, 0)]
