"""The titled lines an import writes in a character's notes are kept in one form, shown in the GM's
language of the day: a character imported while Deadwatch spoke Russian reads "Archetype: …" to an
English GM and «Arquetipo: …» to a Spanish one; notes of an older campaign, kept with Russian
titles, read the same; a line the GM types with a title in their language goes back to its field
when the party is exported to Foundry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.character_commands import CreateCharacter, EditCharacter
from app.services.files import create_campaign

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


@pytest.fixture
def twdu(tmp_path, qapp):
    from ui.i18n import set_language

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    set_language("en")
    services.close()


def _file(tmp_path: Path) -> Path:
    actor = json.loads(ANA.read_text("utf-8"))
    actor["system"].update({"archetype": "Law enforcer", "drive": "Protect the kids"})
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    return file


@pytest.mark.parametrize(("code", "titles"), [("en", ("Archetype", "Drive")), ("es", ("Arquetipo", "Impulso")),
                                              ("ru", ("Архетип", "Мотив"))])
def test_notes_imported_in_russian_read_in_the_gm_s_language(twdu, tmp_path, code, titles):
    from ui.i18n import set_language

    assert set_language("ru")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(_file(tmp_path))]))
    assert set_language(code)
    (ana,) = twdu.characters.characters()
    lines = twdu.characters.notes_shown(ana.notes).splitlines()
    assert lines[:2] == [f"{titles[0]}: Law enforcer", f"{titles[1]}: Protect the kids"], lines


@pytest.mark.parametrize(("code", "title"), [("en", "Archetype"), ("es", "Arquetipo")])
def test_an_older_campaign_s_russian_titles_read_in_the_gm_s_language(twdu, code, title):
    from ui.i18n import set_language

    twdu.campaign.execute(CreateCharacter("Ana", "pc"))
    (ana,) = twdu.characters.characters()
    twdu.campaign.execute(EditCharacter(ana.id, notes="Архетип: Law enforcer\nЛюбит кофе."))
    assert set_language(code)
    (ana,) = twdu.characters.characters()
    assert twdu.characters.notes_shown(ana.notes) == f"{title}: Law enforcer\nЛюбит кофе."


def test_a_title_typed_in_spanish_is_kept_and_goes_back_to_its_field(twdu, tmp_path):
    from ui.i18n import set_language

    assert twdu.characters.import_preview(twdu.characters.preview_import([str(_file(tmp_path))]))
    (ana,) = twdu.characters.characters()
    assert set_language("es")
    typed = twdu.characters.notes_shown(ana.notes).replace("Impulso: Protect the kids", "Impulso: Find Sophia")
    assert twdu.characters.notes_kept(typed).splitlines()[:2] == ["Archetype: Law enforcer", "Drive: Find Sophia"]
    twdu.campaign.execute(EditCharacter(ana.id, notes=twdu.characters.notes_kept(typed)))
    assert set_language("en")
    out = tmp_path / "out.json"
    assert twdu.characters.export_file(str(out), [ana.id], "foundry")
    assert json.loads(out.read_text("utf-8"))["system"]["drive"] == "Find Sophia"
    csv_out = tmp_path / "party.csv"
    assert set_language("es")
    assert twdu.characters.export_file(str(csv_out), [ana.id], "csv")
    assert "Arquetipo: Law enforcer" in csv_out.read_text("utf-8-sig")
