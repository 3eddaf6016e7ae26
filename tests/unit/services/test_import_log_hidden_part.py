"""An import's log line is public for the characters the players see: Dana's new skill level is theirs
to read on the console, while Rook, an NPC they have not been shown, is in the line's part the GM
alone reads.  The whole line was secret for naming Rook, Dana's changes with it.  The players' copy
of the log says Dana's part and counts her alone, its undo lines too; the GM's says both, a hidden zombie's note
("Shambler: the sheet from the files; …") after the words that say the players were not shown it."""

from __future__ import annotations

import json

import pytest

from app.export import ExportOptions, export_log
from app.services.character_commands import CreateCharacter
from app.services.logtext import render_event


def _skill(name: str, level: int) -> dict:
    return {"name": name, "type": "", "special": False, "level": level, "specializations": "", "native": False}


@pytest.fixture
def party(afmbe, tmp_path):
    """Dana, a player character, and Rook, an NPC hidden from the players, exported to a party file."""
    sheet = {"skills": [_skill("Brawling", 2)]}
    afmbe.campaign.execute(CreateCharacter("Dana Cruz", "pc", sheet))
    afmbe.campaign.execute(CreateCharacter("Rook", "npc", {"skills": [_skill("Brawling", 3)]}))
    afmbe.campaign.start_session("The mill")
    out = tmp_path / "party.json"
    assert afmbe.characters.export_file(str(out), [int(c.id) for c in afmbe.characters.characters()])
    return afmbe, out


def _raised(path, *names: str) -> str:
    doc = json.loads(path.read_text("utf-8"))
    for character in doc["characters"]:
        if character["name"] in names:
            character["sheet"]["skills"][0]["level"] += 1
    path.write_text(json.dumps(doc), "utf-8")
    return str(path)


def test_the_line_says_the_players_characters_in_public_and_the_hidden_npc_to_the_gm(party, tmp_path):
    services, out = party
    assert services.characters.import_preview(services.characters.preview_import([_raised(out, "Dana Cruz", "Rook")]))
    assert services.characters.imported == (0, 2)
    [event] = [e for e in services.campaign.events() if e.kind == "character"][-1:]
    assert not event.secret, "Dana's changes were kept from the players with Rook's"
    assert render_event(event) == (
        "Updated 1 character from the files: Dana Cruz (Skills: Brawling: Level 2 → 3) — Not shown to the players: "
        "Updated 1 character from the files: Rook (Skills: Brawling: Level 3 → 4)")
    assert services.campaign.undo() and services.campaign.redo()
    players, gm = tmp_path / "players.json", tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(language="en", undone=True), "json", players)
    export_log(services.campaign.engine, ExportOptions(language="en", secrets=True), "md", gm)
    lines = [e["line"] for s in json.loads(players.read_text("utf-8"))["sessions"] for e in s["events"]]
    labels = [e["payload"].get("label") for s in json.loads(players.read_text("utf-8"))["sessions"]
              for e in s["events"]]
    assert "Updated 1 character from the files: Dana Cruz (Skills: Brawling: Level 2 → 3)" in lines, lines
    assert "Undo: Update 1 character" in lines and "Redo: Update 1 character" in lines, lines
    assert "Update 1 character" in labels and "Update 2 characters" not in labels, labels
    assert not any("Rook" in line or "Level 3 → 4" in line for line in lines), lines
    assert "Not shown to the players: Updated 1 character from the files: Rook" in gm.read_text("utf-8")


def test_an_import_of_hidden_characters_alone_is_secret_as_before(party):
    services, out = party
    assert services.characters.import_preview(services.characters.preview_import([_raised(out, "Rook")]))
    event = services.campaign.events()[-1]
    assert event.secret and render_event(event) == (
        "Updated 1 character from the files: Rook (Skills: Brawling: Level 3 → 4)")


def test_a_hidden_zombies_note_comes_after_the_words_that_say_the_players_were_not_shown_it(afmbe, tmp_path):
    afmbe.campaign.execute(CreateCharacter("Dana Cruz", "pc", {"skills": [_skill("Brawling", 2)]}))
    afmbe.campaign.execute(CreateCharacter("Shambler", "zombie", {"skills": [_skill("Brawling", 1)]}))
    afmbe.campaign.start_session("The mill")
    out = tmp_path / "party.json"
    assert afmbe.characters.export_file(str(out), [int(c.id) for c in afmbe.characters.characters()])
    zombie = next(c for c in afmbe.characters.characters() if c.name == "Shambler")
    assert afmbe.characters.damage(int(zombie.id), {"amount": 3})  # the night's wounds, kept by the import
    assert afmbe.characters.import_preview(afmbe.characters.preview_import([_raised(out, "Dana Cruz", "Shambler")]))
    event = [e for e in afmbe.campaign.events() if e.kind == "character"][-1]
    said = render_event(event)
    hidden, note = said.find("Not shown to the players"), said.find("Shambler: the sheet from the files")
    assert 0 < hidden < note, said  # the zombie's note read as the players' before the marker
    players = tmp_path / "players.json"
    export_log(afmbe.campaign.engine, ExportOptions(language="en"), "json", players)
    lines = [e["line"] for s in json.loads(players.read_text("utf-8"))["sessions"] for e in s["events"]]
    assert "Updated 1 character from the files: Dana Cruz (Skills: Brawling: Level 2 → 3)" in lines, lines
    assert not any("Shambler" in line for line in lines), lines
