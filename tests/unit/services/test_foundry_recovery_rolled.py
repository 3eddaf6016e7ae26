"""A twdu critical injury that is not lethal and whose item names no unit for its recovery time:
the recovery is rolled in days as the preview is read, and the preview's row says the number."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.mark.parametrize("recovery", ["", None, "fortnights"])
def test_a_recovery_with_no_unit_is_rolled_in_days_and_the_number_shown(tmp_path, qapp, recovery):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    actor = json.loads(ANA.read_text("utf-8"))
    for item in actor["items"]:
        if item["type"] == "criticalInjury":
            item["system"].update({"fatal": False, "timeLimit": "", "recovery": recovery})
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    try:
        ana = services.characters.preview_import([str(file)]).characters[0]
        injury = ana.person["state"]["injuries"][0]
        assert 1 <= injury["recovery"] <= 6 and injury["recovery_unit"] == "days"
        (row,) = [f for f in ana.fields if f.label == "Critical injury"]
        assert text(row.value) == (f"Deep cut: −1 die; recovery in {injury['recovery']} "
                                   f"{'day' if injury['recovery'] == 1 else 'days'}"
                                   f", the file giving no unit (D6 rolled on import: "
                                   f"{injury['recovery']})")
        assert not [n for n in ana.ignored if "recovery" in text(n)]  # said once, on the row, as done
        assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    finally:
        services.close()
