"""The import's log line names each character so a comma inside a name reads as one name: a
spreadsheet's "Reyes, Ana" beside Ben Okafor and Gloria is three characters, not four, in English,
Russian and Spanish, and in the line of an update too."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from app.services.name_lists import joined, split

FILE = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


@pytest.mark.parametrize(("code", "added", "updated"), [
    ("en", "Imported 2 characters: “Reyes, Ana”, Ben Okafor — Not shown to the players: Imported 1 character: Gloria",
     "Updated 1 character from the files: “Reyes, Ana” (Strength: 4 → 5)"),
    ("es", " «Reyes, Ana», Ben Okafor — Oculto a los jugadores: Importado 1 personaje: Gloria",
     ": «Reyes, Ana» (Fuerza: 4 → 5)"),
    ("ru", " «Reyes, Ana», Ben Okafor — Скрыто от игроков: Импортировано персонажей: 1 — Gloria",
     " «Reyes, Ana» (Сила: 4 → 5)"),
])
def test_a_name_with_a_comma_is_one_name_in_the_import_s_line(tmp_path, qapp, code, added, updated):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(code)
        assert services.characters.import_preview(services.characters.preview_import([str(FILE)]))
        assert render_event(services.campaign.events()[-1]).endswith(added)
        edited = tmp_path / "party.csv"
        text = FILE.read_text("utf-8")
        row = '"Reyes, Ana",Player character,'
        edited.write_text(text.replace(row + "4", row + "5", 1), "utf-8")
        assert text != edited.read_text("utf-8")
        preview = services.characters.preview_import([str(edited)])
        for c in preview.characters:
            c.updating = c.update is not None
        assert services.characters.import_preview(preview)
        assert render_event(services.campaign.events()[-1]).endswith(updated)
    finally:
        set_language("en")
        services.close()


def test_a_list_of_names_splits_back_into_the_names_it_joined():
    names = ["Reyes, Ana", "Ben Okafor", "Gloria"]
    assert split(joined(names)) == names
    assert split("Dana, Kit") == ["Dana", "Kit"]  # lists written before: as they were
