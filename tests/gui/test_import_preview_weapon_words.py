"""A weapon read from Foundry with a description ("Her late husband's .38, the grip taped.") shows
it in the import preview's row of that weapon, after its cells; a weapon with none shows none."""

from __future__ import annotations

import json
from pathlib import Path

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def test_a_foundry_weapon_s_description_is_in_its_preview_row(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    rifle = next(i for i in actor["items"] if i["name"] == "Hunting Rifle")
    rifle["system"]["description"] = "<p>Her late husband's .38, the grip taped.</p>"
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    head = dialog.tree.topLevelItem(0)
    weapons = next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == "Weapons")
    rows = {weapons.child(n).text(0): weapons.child(n).text(1) for n in range(weapons.childCount())}
    assert rows["Hunting Rifle"].endswith("Description: Her late husband's .38, the grip taped."), rows
    assert "Description" not in rows["Machete"], rows


def test_a_close_weapon_shows_no_range_nor_ammo_and_gear_with_no_bonus_no_skill(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(ANA)]), window)
    qtbot.addWidget(dialog)
    head = dialog.tree.topLevelItem(0)

    def rows(label: str) -> dict[str, str]:
        table = next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == label)
        return {table.child(n).text(0): table.child(n).text(1) for n in range(table.childCount())}

    weapons, gear = rows("Weapons"), rows("Gear")
    assert "Range" not in weapons["Machete"] and "Ammo" not in weapons["Machete"], weapons
    assert "Range: Long" in weapons["Hunting Rifle"], weapons
    assert "Skill" not in gear["Flashlight"] and "Survival" not in gear["Flashlight"], gear
    assert "Skill: Medicine" in gear["First aid kit"], gear
