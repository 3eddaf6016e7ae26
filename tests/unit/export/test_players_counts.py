"""The players' log counted the characters they were not shown: "Imported 7 characters: Tomás Vega,
Иван Петров, Otto Kran, Marisol Ortega, Dale Horvath" named five, so the table counted two hidden
NPCs.  A count of characters in the players' copy now counts those it names, in the line, its undo
name and its undo line, in every format and language; the GM's copy keeps the whole count."""

from __future__ import annotations

import json

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.party_files import ImportCharacters
from tests.unit.export.pdftext import text_of

SEEN = ("Tomás Vega", "Otto Kran", "Dale Horvath")
HIDDEN = ("Carla Soto", "Lena Ruiz")
#: the import's line and its undo name as each language writes them, with the count the players see
LINE = {"en": ("Imported 3 characters: ", "Imported 5"), "ru": ("Импортировано персонажей: 3 — ", "персонажей: 5"),
        "es": ("Importados 3 personajes: ", "Importados 5")}
UNDO = {"en": ("Import 3 characters", "Import 5"), "ru": ("Импорт персонажей: 3", "персонажей: 5"),
        "es": ("Importar 3 personajes", "Importar 5")}


@pytest.fixture
def imported(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    sheet = services.ruleset.new_sheet()
    people = [{"name": name, "kind": "npc" if name in HIDDEN else "pc", "sheet": sheet,
               "state": services.ruleset.initial_state(sheet), "notes": ""}
              for name in ("Tomás Vega", "Carla Soto", "Otto Kran", "Dale Horvath", "Lena Ruiz")]
    services.campaign.execute(ImportCharacters(people))
    assert services.campaign.undo() and services.campaign.redo()  # its undo and redo lines too
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_copy_counts_only_the_characters_it_names(imported, language):
    services, tmp_path = imported
    line, whole = LINE[language]
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players-{language}{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language=language, undone=True), key, target)
        text = text_of(target) if key == "pdf" else target.read_text("utf-8")
        text = " ".join(text.split())
        assert line in text and whole not in text and UNDO[language][1] not in text, (key, text[:2000])
        assert UNDO[language][0] in text  # "Undo: Import 3 characters"
        assert not any(name in text for name in HIDDEN), key
        if key == "json":
            labels = [e["payload"].get("label") for s in json.loads(target.read_text("utf-8"))["sessions"]
                      for e in s["events"]]
            assert UNDO[language][0] in labels and not any(UNDO[language][1] in str(x) for x in labels), labels
    gm = tmp_path / f"gm-{language}.md"
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=True), "md", gm)
    assert whole in gm.read_text("utf-8")


def test_an_import_and_update_whose_one_side_is_all_hidden_reads_as_the_other_alone():
    """"Imported 1 character: Lena; updated 2 characters: Rook, Dale" with Lena and Rook hidden reads
    "Updated 1 character from the files: Dale"; with Dale alone updated and Rook hidden, as an import."""
    from app.export.recount import ADDED, counted, recount
    from app.services.imports.command import ADDED_AND_UPDATED, UPDATED

    given = {"count": 1, "names": "Lena", "updated": 2, "updated_names": "Rook, Dale"}
    shown = {"count": 1, "names": "", "updated": 2, "updated_names": "Dale"}
    assert counted(ADDED_AND_UPDATED, shown, recount(given, shown)) == (UPDATED, {"count": 1, "names": "Dale"})
    given = {"count": 2, "names": "Ana, Lena", "updated": 1, "updated_names": "Rook"}
    shown = {"count": 2, "names": "Ana", "updated": 1, "updated_names": {"t": "someone unseen", "ctx": "Unseen"}}
    assert counted(ADDED_AND_UPDATED, shown, recount(given, shown)) == (ADDED, {"count": 1, "names": "Ana"})


def test_an_update_s_changes_of_a_hidden_character_are_not_in_the_players_copy(tmp_path, qapp):
    """"Updated 2 characters from the files: Ana Reyes (Strength: 3 → 4); Rook (Strength: 2 → 5)"
    with Rook an NPC the players were not shown reads "Updated 1 character …: Ana Reyes (Strength: 3 → 4)"."""
    from app.services.files import create_campaign

    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("The mill")
        party = tmp_path / "party.csv"
        head = "Name,Kind,Strength,Agility,Wits,Empathy\n"
        party.write_text(head + "Ana Reyes,Player character,3,4,3,2\nRook,NPC,2,3,3,2\n", encoding="utf-8")
        assert services.characters.import_preview(services.characters.preview_import([str(party)]))
        party.write_text(head + "Ana Reyes,Player character,4,4,3,2\nRook,NPC,5,3,3,2\n", encoding="utf-8")
        assert services.characters.import_preview(services.characters.preview_import([str(party)]))
        gm, players = tmp_path / "gm.md", tmp_path / "players.md"
        export_log(services.campaign.engine, ExportOptions(language="en", secrets=True), "md", gm)
        export_log(services.campaign.engine, ExportOptions(language="en"), "md", players)
        # Rook's part the GM alone reads, after the line the players may read too
        assert ("Updated 1 character from the files: Ana Reyes (Strength: 3 → 4) — Not shown to the players: "
                "Updated 1 character from the files: Rook (Strength: 2 → 5)" in gm.read_text("utf-8"))
        text = players.read_text("utf-8")
        assert "Updated 1 character from the files: Ana Reyes (Strength: 3 → 4)" in text
        assert "Rook" not in text and "2 → 5" not in text and "unseen" not in text
    finally:
        services.close()
