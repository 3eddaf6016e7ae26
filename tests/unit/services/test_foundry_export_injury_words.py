"""A critical injury exported to Foundry by a Spanish or Russian GM: its description tab says the
rolled times in the GM's language ("Límite de tiempo: 4 horas."), while the item's data fields keep
the keys the twdu data model takes (``timeLimit`` and ``recovery`` are keys of the system's
``recoveryTime`` choices, none, minutes, hours, days, weeks, months, that Foundry words itself)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
#: the system's config.recoveryTime (module/config.js): the values its sheet's selects take
RECOVERY_TIME = ("none", "minutes", "hours", "days", "weeks", "months")


@pytest.mark.parametrize(("code", "said"), [
    ("en", r"Time limit: (\d) hours?\. Recovery: (\d) days?\."),
    ("es", r"Límite de tiempo: (\d) horas?\. Recuperación: (\d) días?\."),
    ("ru", r"Срок: (\d) час(?:а|ов)?\. Восстановление: (\d) (?:день|дня|дней)\."),
])
def test_an_injury_s_times_are_written_in_the_gm_s_language_and_its_fields_as_the_model_has_them(
        tmp_path, qapp, code, said):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(code)
        assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
        (ana,) = services.characters.characters()
        injury = ana.state["injuries"][0]
        out = tmp_path / "out.json"
        assert services.characters.export_file(str(out), [ana.id], "foundry")
        item = next(i for i in json.loads(out.read_text("utf-8"))["items"] if i["type"] == "criticalInjury")
        match = re.fullmatch(said, item["system"]["description"])
        assert match, item["system"]["description"]
        assert (int(match.group(1)), int(match.group(2))) == (injury["time_limit"], injury["recovery"])
        assert item["system"]["timeLimit"] == "hours" and item["system"]["recovery"] == "days"
        assert item["system"]["timeLimit"] in RECOVERY_TIME and item["system"]["recovery"] in RECOVERY_TIME
    finally:
        set_language("en")
        services.close()
