"""A Foundry actor read by a Spanish GM: what is left out reads in Spanish.  Foundry's own status
"prone" is named in the GM's words («tumbado»), not as Foundry's English key, and the names the file
gives its items ("Old raincoat", "Combat Medic") read as quoted names, not as untranslated words."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


@pytest.mark.parametrize(("code", "status", "raincoat"), [
    ("es", "el estado «tumbado»", "«Old raincoat»: "),
    ("ru", "«лежит»", "«Old raincoat»: "),
    ("en", "the condition “prone”", "“Old raincoat”: armor not worn does not protect"),
])
def test_left_out_lines_name_foundry_s_status_in_the_gm_s_words_and_quote_the_file_s_names(
        tmp_path, qapp, code, status, raincoat):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(code)
        [ana] = services.characters.preview_import([str(ANA)]).characters
        said = [render(x["t"], x.get("args", {}), x.get("ctx", "log")) for x in ana.ignored]
        assert any(s.startswith(status) or status in s for s in said), said
        assert not any("prone" in s for s in said) or code == "en", said
        assert any(s.startswith(raincoat) for s in said), said
        assert any(s.startswith(("«Combat Medic» (", "“Combat Medic” (")) for s in said), said
    finally:
        set_language("en")
        services.close()
