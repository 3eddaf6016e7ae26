"""A Deadwatch characters file of another game, or of the campaign's game played by other rules, is
refused naming both: "This file is for All Flesh Must Be Eaten (Norms); this campaign plays All Flesh
Must Be Eaten (Unisystem)", in the GM's language, with the way across: a spreadsheet (Ctrl+Shift+X, a .csv
name) carries characters between the presets.  It said "The characters were made for another ruleset", and
the GM was left to guess which; then it named both and left the GM at a dead end."""

from __future__ import annotations

import json

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

SAID = {
    "en": "This file is for All Flesh Must Be Eaten (Norms); this campaign plays All Flesh Must Be Eaten "
          "(Unisystem). Nothing was imported. To carry characters between the two, export the party as a "
          "spreadsheet (Ctrl+Shift+X, a name ending in .csv) and import that.",
    "ru": "Этот файл — для игры All Flesh Must Be Eaten (Обычные люди), а эта кампания идёт по игре All Flesh "
          "Must Be Eaten (Unisystem). Ничего не импортировано. Чтобы перенести персонажей между ними, "
          "экспортируйте отряд как таблицу (Ctrl+Shift+X, имя файла с .csv) и импортируйте её.",
    "es": "Este archivo es de All Flesh Must Be Eaten (Normas); esta campaña juega a All Flesh Must Be Eaten "
          "(Unisystem). No se ha importado nada. Para llevar personajes de unas reglas a otras, exporta el grupo "
          "como hoja de cálculo (Ctrl+Shift+X, un nombre acabado en .csv) e importa esa.",
}


@pytest.fixture
def unisystem(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", "unisystem", {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_file_of_the_other_preset_names_both_games(unisystem, tmp_path, code):
    from ui.i18n import set_language

    file = tmp_path / "party.json"
    file.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "afmbe",
                                "preset": "norms", "characters": [{"name": "Dana Cruz", "kind": "pc", "sheet": {}}]}),
                    "utf-8")
    try:
        assert set_language(code)
        preview = unisystem.characters.preview_import([str(file)])
        assert not preview.ready and not preview.characters
        reason = preview.first_refusal()
        assert reason is not None
        said = render(reason["t"], reason["args"], reason.get("ctx", "log"))
        assert said.endswith(SAID[code]), said
        assert not unisystem.characters.import_preview(preview)
        assert unisystem.characters.characters() == []
    finally:
        set_language("en")
