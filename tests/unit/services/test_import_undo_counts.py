"""Edit → Undo's name of an import counts every character it touched, added and updated alike,
with the plural forms of each language: "Import 2 characters (1 updated)", and whom an update names,
as its log line does: "Update 1 character: Ana Reyes (Strength: 4 → 5)"."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render

HEAD = "Name,Kind,Strength,Agility,Wits,Empathy\n"
ANA = "Ana Reyes,Player character,{strength},4,3,2\n"
BEN = "Ben Okafor,Player character,4,3,2,3\n"
MIA = "Mia Chen,Player character,2,3,4,3\n"
#: the Undo names of an import adding one character and updating one, and of an update alone
NAMES = {
    "en": ("Import 2 characters (1 updated)", "Update 1 character: Ana Reyes (Strength: 4 → 5)"),
    "ru": ("Импорт 2 персонажей (обновлено: 1)", "Обновление 1 персонажа: Ana Reyes (Сила: 4 → 5)"),
    "es": ("Importar 2 personajes (1 actualizado)", "Actualizar 1 personaje: Ana Reyes (Fuerza: 4 → 5)"),
}


@pytest.fixture
def services(tmp_path, qapp):
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    opened = open_services(str(path), Dice(seed=3))
    yield opened
    opened.close()


def _import(services, tmp_path: Path, name: str, *rows: str) -> None:
    path = tmp_path / name
    path.write_text(HEAD + "".join(rows), encoding="utf-8")
    assert services.characters.import_preview(services.characters.preview_import([str(path)]))


def _undo_name(services) -> str:
    item = services.campaign.undo_target()
    return render(item.text, item.args, item.ctx)


@pytest.mark.parametrize("code", sorted(NAMES))
def test_the_undo_name_counts_the_characters_added_and_updated(services, tmp_path, code):
    from ui.i18n import set_language

    _import(services, tmp_path, "first.csv", ANA.format(strength=3), BEN)
    _import(services, tmp_path, "mixed.csv", ANA.format(strength=4), BEN, MIA)  # Mia added, Ana updated
    try:
        assert set_language(code)
        mixed = _undo_name(services)
        set_language("en")
        _import(services, tmp_path, "update.csv", ANA.format(strength=5), BEN)
        assert set_language(code)
        assert (mixed, _undo_name(services)) == NAMES[code]
    finally:
        set_language("en")
