"""A spreadsheet row refused for one cell shows the rest of its row with the refusal (its
Conditions words too), so the GM fixes everything at once; and a message names every column the
same way, the field in the GM's language with the file's heading beside it («Вид (Kind)» as
«Сила (Strength)»); its tables' rows worded in the GM's language as an imported row's are."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render

RU = ("Имя;Вид;Сила;Ловкость;Смекалка;Эмпатия;Ближний бой;Подвижность;Дальний бой;Медицина;Здоровье (сейчас);"
      "Состояния;Заметки\n"
      "Ольга Петрова;Персонаж игрока;3;3;4;2;1;1;2;2;2;;Фельдшер из Твери\n"
      "Вера Соколова;НИП;2;3;3;4;0;1;0;3;1;Больна;Знает дорогу к ферме\n")
EN = ("Name,Kind,Strength,Health (now),Conditions\n"
      "Vera,Villager,3,7,Coughing\n")


AFMBE_PARTY = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "afmbe-party-libreoffice.csv"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def twdu(twdu):  # noqa: ANN001, ANN201
    """The services' new twdu campaign (conftest), the interface in Russian."""
    from ui.i18n import set_language

    assert set_language("ru")
    yield twdu
    set_language("en")


def test_a_refused_row_shows_its_conditions_with_the_refusal(twdu, tmp_path):
    path = tmp_path / "party_ru.csv"
    path.write_text(RU, encoding="utf-8")
    vera = twdu.characters.preview_import([str(path)]).characters[1]
    assert vera.person is None
    assert [text(r) for r in vera.refused][0].startswith("«Вид»: «НИП» — не вид персонажа")
    rows = {f.label: (f.value, f.source, f.refused) for f in vera.fields}
    assert rows["Conditions"] == ("Больна", "Состояния", False)


def test_every_column_of_an_english_file_is_named_alike_in_a_russian_preview(twdu, tmp_path):
    path = tmp_path / "party.csv"
    path.write_text(EN, encoding="utf-8")
    vera = twdu.characters.preview_import([str(path)]).characters[0]
    said = [text(r) for r in vera.refused]
    assert any(r.startswith("«Вид (Kind)»: «Villager»") for r in said), said
    assert any(r.startswith("«Здоровье (сейчас) (Health (now))» равно 7") for r in said), said
    assert any(r.startswith("«Состояния (Conditions)»: «Coughing»") for r in said), said
    assert not any(r.startswith(("«Kind»", "«Conditions»")) for r in said), said
    assert ("Conditions", "Coughing", True) in [(f.label, f.value, f.refused) for f in vera.fields]


def test_a_refused_row_s_skills_read_in_spanish_as_an_imported_one_s(afmbe, tmp_path):
    from ui.i18n import set_language

    path = tmp_path / "party.csv"  # Father Tom's Strength 12: refused; Nurse Ada left out with him
    path.write_text(AFMBE_PARTY.read_text(encoding="utf-8").replace("Father Tom,Player character,3,",
                                                                    "Father Tom,Player character,12,"),
                    encoding="utf-8")
    assert set_language("es")
    try:
        tom, ada = afmbe.characters.preview_import([str(path)]).characters
        assert tom.person is None and tom.refused and ada.person is not None

        def skills(character) -> list[str]:  # noqa: ANN001
            [row] = [f for f in character.fields if f.label == "Skills"]
            return [text(cells[0][1]) if isinstance(cells[0][1], dict) else str(cells[0][1]) for cells in row.rows]

        assert skills(tom) == ["Armas cuerpo a cuerpo", "Advertir"]  # it read «Hand Weapon, Notice»
        assert skills(ada) == ["Medicina", "Idioma"]
        [weapons] = [f for f in tom.fields if f.label == "Weapons"]
        assert (weapons.table, len(weapons.rows)) == (True, 1)  # «1 fila: Pump shotgun», as an imported one's
    finally:
        set_language("en")
