"""What an update says it changes, as a GM reads it: a table emptied says every row goes, with how
many; the log line names what changed for each character updated."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render, render_event

HEAD = ("Name,Kind,Strength,Agility,Wits,Empathy,Weapons 1: Weapon,Weapons 1: Kind,Weapons 1: Gear bonus,"
        "Weapons 1: Damage,Weapons 1: Range,Weapons 1: Ammo,Weapons 2: Weapon,Weapons 2: Kind,Weapons 2: Gear bonus,"
        "Weapons 2: Damage,Weapons 2: Range,Weapons 2: Ammo,Gear 1: Item,Gear 1: Skill,Gear 1: Gear bonus\n")
ANA = ("Ana Reyes,Player character,3,4,3,2,Revolver,Ranged,2,2,Long,6,Knife,Close combat,1,1,Short,0,"
       "First aid kit,Medicine,1\n")
#: Ana's two weapons and her one piece of gear emptied
ANA_EMPTIED = "Ana Reyes,Player character,3,4,3,2,,,,,,,,,,,,,,,\n"


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def _file(tmp_path: Path, name: str, content: str) -> str:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("code, said", [
    ("en", ["Weapons: all 2 rows removed", "Gear: its one row removed"]),
    ("ru", ["Оружие: все 2 строки удалены", "Снаряжение: удалена единственная строка"]),
    ("es", ["Armas: se quitan las 2 filas", "Equipo: se quita su única fila"]),
])
def test_an_update_that_empties_a_table_says_every_row_goes_with_how_many(twdu, tmp_path, code, said):
    from ui.i18n import set_language
    assert twdu.characters.import_preview(twdu.characters.preview_import([_file(tmp_path, "a.csv", HEAD + ANA)]))
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([_file(tmp_path, "b.csv", HEAD + ANA_EMPTIED)])
        (ana,) = preview.characters
        assert [text(x) for x in ana.update.changes] == said  # not "Weapons: changed, 0 rows"
    finally:
        set_language("en")


GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"
#: the party edited after the night: Ana's health and stress, Marcus poisoned, Jules as he was
UPDATED = {
    "en": "Updated 2 characters from the files: Ana Reyes (Health (now): 2 → 1, Stress (now): 0 → 4); "
          "Marcus Cole (Conditions: none → Poisoned)",
    "ru": "Обновлено из файлов: 2 персонажа — Ana Reyes (Здоровье (сейчас): 2 → 1, Стресс (сейчас): 0 → 4); "
          "Marcus Cole (Состояния: нет → Отравление)",
    "es": "Actualizados 2 personajes desde los archivos: Ana Reyes (Salud (ahora): 2 → 1, Estrés (ahora): 0 → 4); "
          "Marcus Cole (Estados: ninguno → Veneno)",
}


@pytest.mark.parametrize("code", sorted(UPDATED))
def test_the_update_s_log_line_names_what_changed_for_each_character(twdu, code):
    from ui.i18n import set_language
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(GM / "night-party.csv")]))
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(GM / "night-party-edited.csv")]))
    event = twdu.campaign.events()[-1]
    try:
        assert set_language(code)
        assert render_event(event) == UPDATED[code]  # the line written once, read in each language
    finally:
        set_language("en")


@pytest.mark.parametrize("code, first, more", [
    ("en", "(Strength: 3 → 4, Agility: 4 → 3, Wits: 3 → 4", "and 2 more changes"),
    ("ru", "(Сила: 3 → 4, Ловкость: 4 → 3, Смекалка: 3 → 4", "и ещё 2 изменения"),
    ("es", "(Fuerza: 3 → 4, Agilidad: 4 → 3, Astucia: 3 → 4", "y 2 cambios más"),
])
def test_beyond_three_changes_the_line_counts_the_rest(twdu, tmp_path, code, first, more):
    from ui.i18n import set_language
    assert twdu.characters.import_preview(twdu.characters.preview_import([_file(tmp_path, "a.csv", HEAD + ANA)]))
    edited = ANA.replace(",3,4,3,2,", ",4,3,4,3,", 1).replace("Revolver", "Rifle")  # four fields, a weapon
    assert twdu.characters.import_preview(twdu.characters.preview_import([_file(tmp_path, "b.csv", HEAD + edited)]))
    try:
        assert set_language(code)
        said = render_event(twdu.campaign.events()[-1])
        assert said.endswith(f" Ana Reyes {first} {more})"), said
    finally:
        set_language("en")
