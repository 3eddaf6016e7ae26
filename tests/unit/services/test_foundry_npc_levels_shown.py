"""A twdu NPC read from Foundry's skill levels alone (no attributes, no sheet Deadwatch kept): each
row of the preview says the level the file gives and what the sheet makes of it, in the GM's
language, not a bare number beside "system.skills.*.level"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

GLORIA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
LEVELS = {"closeCombat": "master", "force": "base", "endure": "base", "mobility": "base", "rangedCombat": "base",
          "stealth": "base", "scout": "base", "survival": "base", "tech": "base", "leadership": "base",
          "manipulation": "expert", "medicine": "base"}


def _negan(tmp_path: Path) -> str:
    actor = json.loads(GLORIA.read_text("utf-8"))
    actor["name"] = "Negan Lite"
    actor["flags"] = {}  # no sheet Deadwatch kept: the levels alone
    for key, level in LEVELS.items():
        actor["system"]["skills"][key]["level"] = level
    path = tmp_path / "negan.json"
    path.write_text(json.dumps(actor), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("language", "rows"), [
    ("en", {"Strength": "4 (worked out from its skills' levels in Foundry: Close Combat master, Force base, "
                        "Endure base)",
            "Endure": "0 (level in Foundry: base, 4 dice; on the sheet Strength 4 + 0)",
            "Manipulation": "5 (level in Foundry: expert, 8 dice; on the sheet Empathy 3 + 5)"}),
    ("es", {"Endure": "0 (nivel en Foundry: base, 4 dados; en la hoja Fuerza 4 + 0)"}),
])
def test_each_level_read_says_what_it_became(tmp_path, qapp, language, rows):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(language)
        negan = services.characters.preview_import([_negan(tmp_path)]).characters[0]
        shown = {f.label: render(f.value["t"], f.value["args"], f.value["ctx"]) for f in negan.fields
                 if isinstance(f.value, dict)}
        for label, said in rows.items():
            assert shown[label] == said
        assert (negan.person["sheet"]["strength"], negan.person["sheet"]["endure"]) == (4, 0)
    finally:
        set_language("en")
        services.close()
