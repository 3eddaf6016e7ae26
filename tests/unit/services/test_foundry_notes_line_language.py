"""The import preview's one-line Notes cell of a twdu actor speaks the GM's language whole: its
titled lines' titles are put in the GM's language before the line is cut to fit the cell, so no
English fragment ("PC anch…") shows where the sheet will say «Якорь-персонаж» or "Ancla PJ"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


@pytest.mark.parametrize(("code", "titles"), [
    ("en", ("Archetype", "Drive", "PC anchor")),
    ("ru", ("Архетип", "Мотив", "Якорь-персонаж")),
    ("es", ("Arquetipo", "Impulso", "Ancla PJ")),
])
def test_the_notes_cell_has_no_english_title_cut_in_two(tmp_path, qapp, code, titles):
    from ui.i18n import set_language

    actor = json.loads(ANA.read_text("utf-8"))
    actor["system"].update({"archetype": "Nurse", "drive": "Keep the kids alive", "pcAnchor": "Marcus",
                            "npcAnchor": "Old Tom", "notes": {"value": "<p>Owes Deacon a favour.</p>"}})
    file = tmp_path / "lena.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(code)
        (lena,) = services.characters.preview_import([str(file)]).characters
        (cell,) = [f for f in lena.fields if f.label == "Notes"]
        assert len(cell.value) <= 80 and cell.value.endswith("…"), cell.value
        assert "PC anch" not in cell.value or code == "en" and "PC anchor:" in cell.value, cell.value
        shown = [part.split(":")[0] for part in cell.value.split(" · ") if ":" in part]
        assert shown and all(title in titles for title in shown), (shown, cell.value)
        assert all(f"{title}:" in services.characters.notes_shown(lena.person["notes"]) for title in titles)
    finally:
        set_language("en")
        services.close()
