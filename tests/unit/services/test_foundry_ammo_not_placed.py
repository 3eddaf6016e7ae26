"""A twdu actor made in Foundry: its weapons count no ammunition, so a ranged weapon's Ammo is said
to be not in Foundry's sheet, as its rations are (a new character's none), and an update by the
actor keeps the roster's count of each weapon."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from app.services.imports.update_state import kept_sheet
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def said(character) -> list[str]:  # noqa: ANN001
    return [render(n["t"], n["args"], n.get("ctx", "log")) for n in character.ignored]


def test_a_ranged_weapon_s_ammo_is_said_not_in_foundry_s_sheet_and_kept_on_an_update(twdu):
    preview = twdu.characters.preview_import([str(ANA)])
    [ana] = preview.characters
    ranged = [w["name"] for w in ana.person["sheet"]["weapons"] if w["kind"] == "ranged"]
    assert ranged
    line = f"Ammo ({', '.join(ranged)}): not in Foundry's sheet, none to start with"
    assert line in said(ana)
    assert twdu.characters.import_preview(preview)
    [row] = twdu.characters.characters()
    again = twdu.characters.preview_import([str(ANA)])
    [update] = again.characters
    assert update.updating
    assert f"Ammo ({', '.join(ranged)}): not in Foundry's sheet, kept as it was" in said(update)
    loaded = SimpleNamespace(sheet={**row.sheet, "weapons": [{**w, "ammo": 7} if w["kind"] == "ranged" else w
                                                          for w in row.sheet["weapons"]]})
    kept = kept_sheet(loaded, update.person)  # the sheet Enter leaves: the roster's 7 rounds each
    assert [w["ammo"] for w in kept["weapons"] if w["kind"] == "ranged"] == [7] * len(ranged)
