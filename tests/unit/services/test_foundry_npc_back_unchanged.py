"""An NPC brought in from Foundry, exported to Foundry by Deadwatch and imported back unedited updates
herself and changes nothing: not a copy "Gloria (2)", and no "changed in Foundry: expert → master"
when nobody touched Foundry."""

from __future__ import annotations

from pathlib import Path

from app.services.logtext import render

GLORIA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"
ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def words(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


def test_gloria_exported_and_imported_back_is_herself_unchanged(twdu, tmp_path):
    preview = twdu.characters.preview_import([str(GLORIA), str(ANA)])
    assert preview.ready
    assert twdu.characters.import_preview(preview)
    ids = [c.id for c in twdu.characters.characters() if c.name in ("Gloria", "Ana Reyes")]
    assert len(ids) == 2
    out = tmp_path / "party.json"
    assert twdu.characters.export_file(str(out), ids, "foundry")
    files = sorted(tmp_path.glob("*.json"))
    again = twdu.characters.preview_import([str(f) for f in files])
    assert again.ready
    names = sorted(c.name for c in again.characters)
    assert names == ["Ana Reyes", "Gloria"], names  # no "Gloria (2)"
    assert {c.name for c in again.updates()} == {"Ana Reyes", "Gloria"}
    assert {c.name for c in again.unchanged()} == {"Ana Reyes", "Gloria"}, [
        (c.name, [words(n) for n in c.ignored]) for c in again.characters]
    notes = [words(n) for c in again.characters for n in c.ignored]
    assert not any("Foundry:" in n or "в Foundry" in n for n in notes), notes
    gloria = next(c for c in again.characters if c.name == "Gloria")
    values = [words(f.value) if isinstance(f.value, dict) else str(f.value) for f in gloria.fields]
    assert not any("changed in Foundry" in v for v in values), values  # nobody changed a level there
