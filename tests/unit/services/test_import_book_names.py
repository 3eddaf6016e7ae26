"""A spreadsheet headed with the game's own words for a field or a track ("Endurance Points",
«Puntos de aguante», "Health Points") is read: the ruleset names them, the import reads them as it
reads the sheet's labels, case and accents aside.

A GM's AFMBE crew sheet (tests/fixtures/gm/afmbe_crew.csv) heads Endurance as the book counts it,
"Endurance Points": the preview listed the column as left out.  Its "Life Points" column, the
book's total (42 with his qualities), was read as Life Points left and refused the sheet whole
against −34 to 34: it is said to be worked out by the sheet, as Essence is, and Billy Joe comes in.
The book's "Endurance Points" are a total the same way: read as Life Points are (set aside, said
so), never refusing the file (Endurance Points 35 above the sheet's 29 refused it); a "(now)"
column is the value now.  Each is named in the GM's language ("Puntos de Vida: 42 — …"), the file's
heading where the preview says where in the file a value is."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

CREW = Path(__file__).resolve().parents[2] / "fixtures" / "gm" / "afmbe_crew.csv"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def afmbe(tmp_path, qapp):  # noqa: ANN001, ANN201
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def test_the_gms_crew_sheet_s_endurance_points_are_the_total_the_sheet_works_out(afmbe):
    preview = afmbe.characters.preview_import([str(CREW)])
    assert not any("Endurance" in text(c) for c in preview.columns_left_out)
    [billy] = preview.characters
    assert not [f for f in billy.fields if f.now]
    assert "Endurance: 29 — worked out by the sheet, not read" in [text(i) for i in billy.ignored]


def test_in_spanish_each_value_worked_out_is_named_in_spanish_its_heading_kept_as_where_it_is(afmbe):
    from app.services.imports.csv_derived import FROM_FILE
    from ui.i18n import set_language

    [billy] = afmbe.characters.preview_import([str(CREW)]).characters
    assert set_language("es")
    try:  # "Life Points: 42 — la hoja lo calcula como 34" read half in English beside «Puntos de Vida (ahora)»
        said = [(text(i), i["args"].get(FROM_FILE)) for i in billy.ignored[:3]]
    finally:
        set_language("en")
    assert said == [
        ("Puntos de Vida: 42 — la hoja lo calcula como 34; el valor del archivo no se lee", "Life Points"),
        ("Resistencia: 29 — lo calcula la hoja, no se lee", "Endurance Points"),
        ("Esencia: 14 — lo calcula la hoja, no se lee", "Essence")], said


def test_endurance_points_above_the_sheets_are_set_aside_not_refusing_the_file(afmbe, tmp_path):
    path = tmp_path / "crew35.csv"
    path.write_text(CREW.read_text("utf-8").replace(",29,", ",35,"), "utf-8")
    preview = afmbe.characters.preview_import([str(path)])
    [billy] = preview.characters
    assert not preview.problems and not billy.refused, [text(r) for r in billy.refused]
    assert "Endurance: 35 — worked out by the sheet as 29; the file's value is not read" in [
        text(i) for i in billy.ignored]
    assert afmbe.characters.import_preview(preview)
    [row] = afmbe.characters.characters()
    assert afmbe.ruleset.track_values(row.sheet, row.state) == {"life_points": 34, "endurance": 29}


def test_the_crew_sheets_life_points_are_the_total_the_sheet_works_out_and_billy_joe_comes_in(afmbe):
    preview = afmbe.characters.preview_import([str(CREW)])
    assert not preview.problems and not preview.columns_left_out
    [billy] = preview.characters
    assert not billy.refused, [text(r) for r in billy.refused]
    assert text(billy.ignored[0]) == "Life Points: 42 — worked out by the sheet as 34; the file's value is not read"
    assert preview.ready and afmbe.characters.import_preview(preview)
    [row] = afmbe.characters.characters()
    assert row.name == "Billy Joe"
    assert afmbe.ruleset.track_values(row.sheet, row.state) == {"life_points": 34, "endurance": 29}


@pytest.mark.parametrize(("head", "endurance"), [
    ("Name,Strength,Dexterity,Constitution,Intelligence,Perception,Willpower,Life Points,Endurance Points", 29),
    ("Nombre,Fuerza,Destreza,Constitución,Inteligencia,Percepción,Voluntad,Puntos de Vida,Puntos de Aguante", 29),
    ("Nombre,Fuerza,Destreza,Constitución,Inteligencia,Percepción,Voluntad,PUNTOS DE VIDA,puntos de agúante", 29),
    ("Nombre,FUE,DES,CON,INT,PER,VOL,Puntos de vida,Puntos de Resistencia", 29),
    ("Name,STR,DEX,CON,INT,PER,WIL,Life Points,Endurance Points (now)", 20),  # the value now: read
    ("Имя,Сила,Ловкость,Телосложение,Интеллект,Восприятие,Сила воли,Очки жизни,Очки выносливости", 29),
])
def test_endurance_headed_as_the_books_name_it_is_imported(afmbe, tmp_path, head, endurance):
    path = tmp_path / "crew.csv"
    path.write_text(head + "\nBilly Joe,3,2,3,2,2,2,30,20\n", "utf-8")
    preview = afmbe.characters.preview_import([str(path)])
    assert not preview.problems and not preview.columns_left_out
    [billy] = preview.characters
    assert not billy.refused
    assert billy.person["sheet"]["str"] == 3 and billy.person["sheet"]["wil"] == 2
    # the book's Life Points are his total, worked out by the sheet: (3 + 3) × 4 + 10 = 34, not 30 left;
    # its Endurance Points too: (3 + 3 + 2) × 3 + 5 = 29, not 20 left
    assert (billy.person["state"]["life_points"], billy.person["state"]["endurance"]) == (34, endurance)
    assert text(billy.ignored[0]).endswith("— worked out by the sheet as 34; the file's value is not read")
    assert afmbe.characters.import_preview(preview)
    [row] = afmbe.characters.characters()
    assert afmbe.ruleset.track_values(row.sheet, row.state)["endurance"] == endurance


def test_life_points_now_are_read_as_the_hurt_left(afmbe, tmp_path):
    path = tmp_path / "crew.csv"
    path.write_text("Name,Strength,Constitution,Life Points (now)\nBilly Joe,3,3,30\n", "utf-8")
    [billy] = afmbe.characters.preview_import([str(path)]).characters
    assert not billy.refused and billy.person["state"]["life_points"] == 30


def test_twdu_health_headed_as_its_text_counts_it_is_imported(twdu, tmp_path):
    path = tmp_path / "party.csv"
    path.write_text("Name,Strength,Agility,Wits,Empathy,Health Points\nRick,4,3,2,3,2\n", "utf-8")
    preview = twdu.characters.preview_import([str(path)])
    assert not preview.columns_left_out
    [rick] = preview.characters
    assert not rick.refused
    assert rick.person["state"]["health"] == 2


@pytest.mark.parametrize("heading", ["Essence", "Essence Pool", "Esencia", "ESSENCE POOL"])
def test_an_essence_column_is_said_to_be_worked_out_not_left_out_as_no_field(afmbe, tmp_path, heading):
    path = tmp_path / "crew.csv"
    path.write_text(f"Name,Strength,Dexterity,{heading},Speed\nBilly Joe,3,2,15,10\n", "utf-8")
    preview = afmbe.characters.preview_import([str(path)])
    assert not preview.columns_left_out
    [billy] = preview.characters
    # Essence the six attributes' sum (3 + 2 + 2 × 4 = 13), Speed (DEX + CON) × 2 = (2 + 2) × 2 = 8
    assert [text(i) for i in billy.ignored][:2] == [
        "Essence: 15 — worked out by the sheet as 13; the file's value is not read",
        "Speed: 10 — worked out by the sheet as 8; the file's value is not read"]
    assert billy.person is not None


def test_the_crew_sheets_essence_is_the_sheets_own_and_said_so(afmbe):
    preview = afmbe.characters.preview_import([str(CREW)])
    assert not preview.columns_left_out
    [billy] = preview.characters
    assert "Essence: 14 — worked out by the sheet, not read" in [text(i) for i in billy.ignored]
