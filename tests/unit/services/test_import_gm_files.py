"""Files a GM wrote by hand or edited after an export (tests/fixtures/gm), imported as a GM who
never read the code expects: another game's spreadsheet is named as that game's, a file that is not
what its name says is said to be so."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"
AFMBE_TWDU = ("this spreadsheet is of a campaign of All Flesh Must Be Eaten; this campaign plays The Walking Dead "
              "Universe RPG")


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def twdu(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


@pytest.mark.parametrize("head", [
    None,  # the GM's own file: Name, Strength, Dexterity, …, Life Points, Endurance Points, Essence
    "Nombre,Fuerza,Destreza,Constitución,Inteligencia,Percepción,Voluntad,Puntos de vida,Puntos de aguante,Esencia",
    "Имя,Сила,Ловкость,Телосложение,Интеллект,Восприятие,Сила воли,Очки жизни,Выносливость,Сущность",
])
def test_a_hand_written_afmbe_spreadsheet_is_named_as_afmbe_s_in_a_twdu_campaign(twdu, tmp_path, head):
    source = (GM / "afmbe_crew.csv").read_text(encoding="utf-8")
    path = GM / "afmbe_crew.csv"
    if head is not None:
        path = tmp_path / "afmbe_crew.csv"
        path.write_text(head + "\n" + source.splitlines()[1] + "\n", encoding="utf-8")
    preview = twdu.characters.preview_import([str(path)])
    assert [text(p) for p in preview.problems] == [f"afmbe_crew.csv: {AFMBE_TWDU}"]
    assert not preview.characters and not preview.columns_left_out


def test_a_short_russian_afmbe_spreadsheet_is_named_as_afmbe_s(twdu):
    preview = twdu.characters.preview_import([str(GM / "afmbe_short_ru.csv")])
    assert [text(p) for p in preview.problems] == [f"afmbe_short_ru.csv: {AFMBE_TWDU}"]


def test_a_json_file_that_does_not_parse_is_said_to_be_no_json_with_its_line_and_column(twdu):
    preview = twdu.characters.preview_import([str(GM / "broken-actor.json")])
    assert [text(p) for p in preview.problems] == [
        "broken-actor.json: it is not a JSON file (Foundry actor or party file): line 1, column 1"]
    assert not preview.columns_left_out and not preview.characters


def test_a_json_file_broken_on_its_third_line_names_that_line(twdu, tmp_path):
    broken = tmp_path / "actor.json"
    broken.write_text('{\n  "name": "Rick",\n  "type": character\n}\n', encoding="utf-8")
    assert [text(p) for p in twdu.characters.preview_import([str(broken)]).problems] == [
        "actor.json: it is not a JSON file (Foundry actor or party file): line 3, column 11"]


def test_a_file_that_is_neither_a_spreadsheet_nor_json_is_said_to_be_so_plainly(twdu, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_bytes((GM / "broken-actor.json").read_bytes())
    preview = twdu.characters.preview_import([str(notes)])
    assert [text(p) for p in preview.problems] == [
        "notes.txt: it is neither a spreadsheet of characters (CSV with a “Name” column) nor a JSON file "
        "(Foundry actor or party file)"]
    assert not preview.columns_left_out
