"""A spreadsheet with two columns read as one field ("Name,Strength,Strength", or "Strength" beside
"Fuerza") is refused, naming the file, the heading and both columns as the spreadsheet letters
them: the import took the last one without a word, and the GM never knew which Strength came in."""

from __future__ import annotations

import pytest

from app.services.logtext import render

SAID = {
    ("en", "Name,Strength,Strength"): "crew.csv: two columns are headed “Strength”, B and C: delete the one that "
                                      "does not hold the characters' values and import the file again",
    ("ru", "Name,Strength,Strength"): "crew.csv: два столбца озаглавлены «Strength», B и C: оставьте тот, в "
                                      "котором значения персонажей, удалите другой и импортируйте файл снова",
    ("es", "Name,Strength,Strength"): "crew.csv: dos columnas se titulan «Strength», B y C: borra la que no "
                                      "tiene los valores de los personajes y vuelve a importar el archivo",
    ("en", "Name,Agility,Strength,Fuerza"): "crew.csv: columns C (“Strength”) and D (“Fuerza”) are both "
                                            "“Strength”: delete the one that does not hold the characters' "
                                            "values and import the file again",
    ("es", "Name,Agility,Strength,Fuerza"): "crew.csv: las columnas C («Strength») y D («Fuerza») son ambas "
                                            "«Fuerza»: borra la que no tiene los valores de los personajes y "
                                            "vuelve a importar el archivo",
    ("en", "Name,Agility,Health (now),health (NOW)"): "crew.csv: two columns are headed “Health (now)”, C and D: "
                                                      "delete the one that does not hold the characters' values "
                                                      "and import the file again",
}


@pytest.mark.parametrize("code, head", sorted(SAID))
def test_a_field_in_two_columns_refuses_the_file_naming_both(twdu, tmp_path, code, head):
    from ui.i18n import set_language

    path = tmp_path / "crew.csv"
    path.write_text(head + "\nRick,3,4" + ",2" * (head.count(",") - 2) + "\n", "utf-8")
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(path)])
        said = [render(p["t"], p["args"], p.get("ctx", "log")) for p in preview.problems]
    finally:
        set_language("en")
    assert said == [SAID[code, head]]
    assert not preview.characters and not preview.ready
    assert not twdu.characters.import_preview(preview)
    assert twdu.characters.characters() == []


def test_a_field_in_one_column_and_the_same_heading_in_another_file_is_read(twdu, tmp_path):
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    first.write_text("Name,Strength\nRick,3\n", "utf-8")
    second.write_text("Name,Strength\nCarl,2\n", "utf-8")
    preview = twdu.characters.preview_import([str(first), str(second)])
    assert not preview.problems and preview.ready
    assert sorted(c.person["sheet"]["strength"] for c in preview.characters) == [2, 3]
