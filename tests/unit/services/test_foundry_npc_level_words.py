"""A twdu NPC's skill levels (base, trained, expert, master) named in the GM's language in the
import preview: the file holds Foundry's English keys, the preview says «maestro», «мастер»."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

GLORIA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "the Foundry export writes it back as master while"),
    ("es", "la exportación a Foundry lo devuelve como maestro mientras"),
    ("ru", "мастер"),
])
def test_an_npc_s_master_level_is_named_in_the_gm_s_language(tmp_path, qapp, language, said):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(language)
        gloria = services.characters.preview_import([str(GLORIA)]).characters[0]
        lines = [render(n["t"], n["args"], n["ctx"]) for n in gloria.ignored]
        (master,) = [t for t in lines if "10" in t]
        assert said in master
        assert language == "en" or "master" not in master
    finally:
        set_language("en")
        services.close()
