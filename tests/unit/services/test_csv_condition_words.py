"""A spreadsheet's Conditions cell written by a GM in the word form their language gives the
character ("Envenenada" for Lucía, «Больна» for Olga), and a word that names no condition: it
refuses its row, and the file whole as the README says, the message saying the other rows are not
imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def twdu(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


def _edited(tmp_path: Path, name: str, old: str, new: str) -> Path:
    source = (GM / name).read_text(encoding="utf-8")
    assert old in source
    path = tmp_path / name
    path.write_text(source.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("code", ["en", "es", "ru"])
@pytest.mark.parametrize("name, old, new, who, poisoned, sick", [
    ("partida-es.csv", ";Envenenado;", ";Envenenada;", "Lucía Morales", True, False),
    ("partida-es.csv", '"Envenenado, Enfermo"', '"envenenados, Enfermos"', "Tomás Vidal", True, True),
    ("partida-ru.csv", ",Болен,", ",Больна,", "Ольга Петрова", False, True),
    ("partida-ru.csv", '"Отравлен, Болен"', '"Отравлена, больны"', "Гриша Соколов", True, True),
])
def test_a_condition_in_another_word_form_is_read(twdu, tmp_path, code, name, old, new, who, poisoned, sick):
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(_edited(tmp_path, name, old, new))])
        assert not preview.problems and preview.ready
        [character] = [c for c in preview.characters if c.name == who]
        assert not character.refused
        assert (character.person["state"]["poisoned"], character.person["state"]["sick"]) == (poisoned, sick)
    finally:
        set_language("en")


def test_a_row_refused_for_its_word_says_the_other_rows_are_not_imported(twdu, tmp_path):
    path = _edited(tmp_path, "partida-es.csv", ";Envenenado;", ";Mareada;")
    preview = twdu.characters.preview_import([str(path)])
    assert not preview.ready and preview.refused_files() == {"partida-es.csv"}
    [said] = [text(r) for r in preview.refusals()]
    assert said.startswith("partida-es.csv, row 2: “Estados”: “Mareada” is not a condition of this sheet")
    assert said.endswith("; the file is refused whole: its other 2 characters are not imported")
