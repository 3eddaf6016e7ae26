"""A critical injury from Deadwatch's own Foundry export shows on its preview row what it holds, as
an injury Foundry made does (its penalty, its time limit and gear, its recovery), not its name alone
("Critical injury: Deep cut", the rest only "In the file: items[5]")."""

from __future__ import annotations

from pathlib import Path

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def test_an_exported_injury_shows_its_penalty_limit_gear_and_recovery(twdu, tmp_path):
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(ANA)]))
    (ana,) = twdu.characters.characters()
    injury = ana.state["injuries"][0]
    out = tmp_path / "ana-foundry.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    other = tmp_path / "other.deadwatch"
    create_campaign(str(other), "Other", "twdu", None, {}).engine.dispose()
    services = open_services(str(other), Dice(seed=1))
    try:
        (read,) = services.characters.preview_import([str(out)]).characters
        [row] = [f for f in read.fields if f.label == "Critical injury"]
        limit, days = injury["time_limit"], injury["recovery"]
        assert render(row.value["t"], row.value["args"], row.value["ctx"]) == (
            f"Deep cut: −1 die; lethal in {limit} {'hour' if limit == 1 else 'hours'}, needs basic medical gear (B); "
            f"recovery in {days} {'day' if days == 1 else 'days'}")
    finally:
        services.close()
