"""A spreadsheet row refused for one cell shows the rest of its row with the refusal (its
Conditions words too), so the GM fixes everything at once; and a message names every column the
same way, the field in the GM's language with the file's heading beside it («Вид (Kind)» as
«Сила (Strength)»)."""

from __future__ import annotations

import pytest

from app.services.logtext import render

RU = ("Имя;Вид;Сила;Ловкость;Смекалка;Эмпатия;Ближний бой;Подвижность;Дальний бой;Медицина;Здоровье (сейчас);"
      "Состояния;Заметки\n"
      "Ольга Петрова;Персонаж игрока;3;3;4;2;1;1;2;2;2;;Фельдшер из Твери\n"
      "Вера Соколова;НИП;2;3;3;4;0;1;0;3;1;Больна;Знает дорогу к ферме\n")
EN = ("Name,Kind,Strength,Health (now),Conditions\n"
      "Vera,Villager,3,7,Coughing\n")


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
