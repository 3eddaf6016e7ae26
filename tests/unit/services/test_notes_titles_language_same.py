"""The same Foundry actor imported again by a GM who switched the window to Russian: its notes'
titled lines come in as «Архетип: …» where the roster has "Archetype: …".  That is no change of the
notes: the preview does not say "Notes: replaced by the file's" (nothing changes), and an update keeps
the roster's notes as they are.  Notes that really differ are still said replaced."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.logtext import render

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


def _changes(preview) -> list[str]:
    (read,) = preview.characters
    assert read.update is not None
    return [render(c["t"], c.get("args", {}), c.get("ctx", "log")) for c in preview.changes_of(read)[0]]


def test_notes_titled_in_another_language_are_not_rewritten(twdu, tmp_path):
    from ui.i18n import set_language
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(GM / "ana-foundry.json")]))
    (ana,) = twdu.characters.characters()
    assert ana.notes.startswith("Archetype: ")
    try:
        assert set_language("ru")
        preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
        # kept titled in English whatever the window's language, shown in the GM's
        notes = preview.characters[0].person["notes"]
        assert notes.startswith("Archetype: ") and twdu.characters.notes_shown(notes).startswith("Архетип: ")
        said = _changes(preview)
        assert not any("Notes" in s or "Заметки" in s for s in said), said
        assert preview.characters[0].update.same
    finally:
        set_language("en")
    actor = json.loads((GM / "ana-foundry.json").read_text("utf-8"))
    actor["system"]["archetype"] = "Medic"
    edited = tmp_path / "ana.json"
    edited.write_text(json.dumps(actor), encoding="utf-8")
    assert "Notes: replaced by the file's" in _changes(twdu.characters.preview_import([str(edited)]))
