"""A refused spreadsheet row names its field whole, in the GM's language, the file's heading beside it.

A GM's AFMBE crew sheet headed "Endurance Points (now)" (read as "Endurance (now)") with 42 in it was refused
with “Endurance (now) (“Endurance Points”, read …” is 42: the field's name cut inside the preview's own
words for the column.  A cell of "Dexterity levels bought with drawback points" was refused as
“Dexterity levels bought with drawback p…”, the Spanish «Niveles de Destreza comprados con punto…»;
a "Deadwatch state" that is not one was named so in Russian and Spanish too, and the Spanish told
the GM «déjelo» where Deadwatch says «déjalo».  A row with no name was refused as "it has no name",
«у него нет имени» of a row (строка), not naming the Name column."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

CREW = Path(__file__).resolve().parents[2] / "fixtures" / "gm" / "afmbe_crew.csv"
LEVELS = "Name,Strength,Dexterity levels bought with drawback points\nBilly Joe,3,x\n"
STATE = "Name,Strength,Deadwatch state\nBilly Joe,3,{bad\n"
NO_NAME = "Name,Strength\n ,2\n"
SAID = {
    "en": ("afmbe_crew.csv, row 2: “Endurance (now) (Endurance Points (now))” is 42; on this sheet it runs from −29 to "
           "29",
           "levels.csv, row 2: “Dexterity levels bought with drawback points”: “x” is not what this field holds: "
           "a whole number from 0 to 10",
           "state.csv, row 2: “Deadwatch state” does not hold a state Deadwatch wrote (leave it empty for an "
           "unhurt character)",
           "noname.csv, row 2: “Name” is empty: a character needs a name"),
    "ru": ("afmbe_crew.csv, строка 2: «Выносливость (сейчас) (Endurance Points (now))» равно 42; на этом листе — "
           "от −29 до 29",
           "levels.csv, строка 2: «Уровни Ловкости за очки недостатков (Dexterity levels bought with drawback "
           "points)»: «x» — не то, что хранит это поле: целое число от 0 до 10",
           "state.csv, строка 2: «Состояние Deadwatch (Deadwatch state)» не содержит состояния, записанного "
           "Deadwatch (оставьте пустым для невредимого персонажа)",
           "noname.csv, строка 2: «Имя (Name)» пусто: у персонажа должно быть имя"),
    "es": ("afmbe_crew.csv, fila 2: «Resistencia (ahora) (Endurance Points (now))» es 42; en esta hoja va de −29 a 29",
           "levels.csv, fila 2: «Niveles de Destreza comprados con puntos de defectos (Dexterity levels bought "
           "with drawback points)»: «x» no es lo que guarda este campo: un número entero de 0 a 10",
           "state.csv, fila 2: «Estado de Deadwatch (Deadwatch state)» no contiene un estado escrito por Deadwatch "
           "(déjalo vacío para un personaje ileso)",
           "noname.csv, fila 2: «Nombre (Name)» está vacío: un personaje necesita un nombre"),
}


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "afmbe", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_refused_rows_field_is_named_whole_in_the_gms_language(services, tmp_path, code):
    from ui.i18n import set_language

    levels, state, no_name = tmp_path / "levels.csv", tmp_path / "state.csv", tmp_path / "noname.csv"
    crew = tmp_path / "afmbe_crew.csv"  # the GM's sheet, 42 written as Endurance Points now (29 at most)
    crew.write_text(CREW.read_text("utf-8").replace(",42,29,", ",42,42,").replace("Endurance Points,",
                                                                                  "Endurance Points (now),"), "utf-8")
    levels.write_text(LEVELS, "utf-8")
    state.write_text(STATE, "utf-8")
    no_name.write_text(NO_NAME, "utf-8")
    assert set_language(code)
    try:
        said = []
        for path in (crew, levels, state, no_name):
            preview = services.characters.preview_import([str(path)])
            said.append(render(preview.first_refusal()["t"], preview.first_refusal()["args"]))
    finally:
        set_language("en")
    assert tuple(said) == SAID[code]


TOM = CREW.parents[1] / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"
NOT_WHOLE = {  # said as a spreadsheet's cell that is no number is: the field, the value, what it holds
    "en": ("tom.json, actor 1 (afmbe-jesuisfrog 1.3.1): “Life Points (system.secondaryAttributes.hp.value)”: “lots” "
           "is not what this field holds: a whole number"),
    "ru": ("tom.json, актёр 1 (afmbe-jesuisfrog 1.3.1): «Очки жизни (system.secondaryAttributes.hp.value)»: «lots» — "
           "не то, что хранит это поле: целое число"),
    "es": ("tom.json, actor 1 (afmbe-jesuisfrog 1.3.1): «Puntos de Vida (system.secondaryAttributes.hp.value)»: "
           "«lots» no es lo que guarda este campo: un número entero"),
}


@pytest.mark.parametrize("code", sorted(NOT_WHOLE))
def test_an_actors_value_that_is_no_number_is_named_by_the_sheets_word_and_its_path(services, tmp_path, code):
    """Father Tom's Life Points typed "lots" in Foundry: refused as “system.secondaryAttributes.hp.value”
    alone, the path in English whatever the GM's language; now by the field as the sheet names it."""
    import json

    from ui.i18n import set_language

    actor = json.loads(TOM.read_text("utf-8"))
    actor["system"]["secondaryAttributes"]["hp"]["value"] = "lots"
    path = tmp_path / "tom.json"
    path.write_text(json.dumps(actor), "utf-8")
    assert set_language(code)
    try:
        refusal = services.characters.preview_import([str(path)]).first_refusal()
        said = render(refusal["t"], refusal["args"])
    finally:
        set_language("en")
    assert said == NOT_WHOLE[code]
