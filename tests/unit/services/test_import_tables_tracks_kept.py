"""A spreadsheet of a few columns imported over the party (Name, Kind and the attributes alone, in
any of Deadwatch's languages): the weapons, the gear and how hurt each character is stay as the
roster has them, as the preview says; a newcomer of the same file starts at the defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

FULL = ("Name,Kind,Strength,Agility,Wits,Empathy,Weapons 1: Weapon,Weapons 1: Kind,Weapons 1: Gear bonus,"
        "Weapons 1: Damage,Weapons 1: Range,Weapons 1: Ammo,Gear 1: Item,Gear 1: Skill,Gear 1: Gear bonus,"
        "Health (now),Stress (now),Conditions\n"
        "Ana Reyes,Player character,3,4,3,2,Revolver,Ranged,2,2,Long,6,First aid kit,Medicine,1,2,1,Poisoned\n"
        "Ben Okafor,Player character,4,3,2,3,Fire axe,Close combat,2,2,Short,0,,,,1,0,\n")
#: the few columns in English, Russian and Spanish; Ana's Strength 3 → 4, and a newcomer
FEW = {
    "en": "Name,Kind,Strength,Agility,Wits,Empathy\nAna Reyes,Player character,4,4,3,2\n"
          "Ben Okafor,Player character,4,3,2,3\nMia Chen,Player character,2,3,4,3\n",
    "ru": "Имя;Вид;Сила;Ловкость;Смекалка;Эмпатия\nAna Reyes;Персонаж игрока;4;4;3;2\n"
          "Ben Okafor;Персонаж игрока;4;3;2;3\nMia Chen;Персонаж игрока;2;3;4;3\n",
    "es": "Nombre;Tipo;Fuerza;Agilidad;Astucia;Empatía\nAna Reyes;Personaje jugador;4;4;3;2\n"
          "Ben Okafor;Personaje jugador;4;3;2;3\nMia Chen;Personaje jugador;2;3;4;3\n",
}


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _file(tmp_path: Path, name: str, content: str) -> str:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("language", sorted(FEW))
def test_a_spreadsheet_without_tables_or_tracks_keeps_them(services, tmp_path, language):
    assert services.characters.import_preview(services.characters.preview_import([_file(tmp_path, "party.csv", FULL)]))
    before = {c.name: c for c in services.characters.characters()}
    assert before["Ana Reyes"].state["health"] == 2 and before["Ana Reyes"].state["poisoned"]
    preview = services.characters.preview_import([_file(tmp_path, f"few_{language}.csv", FEW[language])])
    ana, ben, mia = preview.characters
    assert [text(x) for x in ana.update.changes] == ["Strength: 3 → 4"]  # no "Weapons: changed, 0 rows"
    assert [text(x) for x in ben.update.changes] == ["nothing changes"]  # no "Health (now): 1 → 3"
    assert ben.update.same
    said = [text(x) for x in ana.ignored]
    assert len(said) == 2 and said[0].endswith(" fields are not in the file: they stay as the roster has them")
    assert said[1] == "Notes: kept (the file has none)"  # no Notes column: said what Enter does with them
    assert [text(x) for x in mia.ignored][0].endswith("start at their defaults")
    assert services.characters.import_preview(preview)
    after = {c.name: c for c in services.characters.characters()}
    assert after["Ana Reyes"].sheet["strength"] == 4
    for name in ("Ana Reyes", "Ben Okafor"):
        assert after[name].sheet["weapons"] == before[name].sheet["weapons"]
        assert after[name].sheet["gear"] == before[name].sheet["gear"]
        assert after[name].state == before[name].state
    assert [w["name"] for w in after["Ana Reyes"].sheet["weapons"]] == ["Revolver"]
    assert after["Ana Reyes"].state["health"] == 2 and after["Ana Reyes"].state["poisoned"]
    assert (after["Mia Chen"].sheet["weapons"], after["Mia Chen"].state["health"]) == ([], 3)


def test_a_health_column_sets_health_and_keeps_the_rest_of_the_state(services, tmp_path):
    assert services.characters.import_preview(services.characters.preview_import([_file(tmp_path, "party.csv", FULL)]))
    healed = "Name,Kind,Strength,Agility,Wits,Empathy,Health (now)\nAna Reyes,Player character,3,4,3,2,3\n"
    preview = services.characters.preview_import([_file(tmp_path, "healed.csv", healed)])
    (ana,) = preview.characters
    assert [text(x) for x in ana.update.changes] == ["Health (now): 2 → 3"]
    assert services.characters.import_preview(preview)
    (row, _ben) = services.characters.characters()
    assert (row.state["health"], row.state["stress"], row.state["poisoned"]) == (3, 1, True)
    assert [w["name"] for w in row.sheet["weapons"]] == ["Revolver"]
