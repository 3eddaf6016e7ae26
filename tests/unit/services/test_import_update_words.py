"""What an update says it changes, as a GM reads it: a table emptied says every row goes, with how
many; the log line names what changed for each character updated."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.logtext import render

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
