"""A Foundry twdu actor's archetype and drive land in a Spanish or Russian GM's notes titled, as the
sheet shows them, in the GM's language («Arquetipo: …», not "Archetype: …"; kept in English, the
same in every language), in the preview's Notes cell too, and go back to
the actor's own fields when the party is exported to Foundry, whatever language they came in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

GM = Path(__file__).resolve().parents[2] / "fixtures" / "gm"


@pytest.mark.parametrize("code, title", [("es", "Arquetipo"), ("ru", "Архетип")])
def test_the_archetype_is_titled_in_the_gm_s_language_and_goes_back_to_its_field(twdu, tmp_path, code, title):
    from ui.i18n import set_language
    try:
        assert set_language(code)
        preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
        [ana] = preview.characters
        assert ana.person is not None
        assert ana.person["notes"].splitlines()[0] == "Archetype: Law enforcer"  # kept in one form…
        lines = twdu.characters.notes_shown(ana.person["notes"]).splitlines()  # …shown in the GM's language
        assert lines[0] == f"{title}: Law enforcer"
        assert "Archetype" not in "\n".join(lines)
        shown = [str(m.value) for m in ana.fields if m.source == "system.notes"]
        assert shown and f"{title}: Law" in shown[0] and "Archetype" not in shown[0]
        assert twdu.characters.import_preview(preview)
        row = next(c for c in twdu.characters.characters() if c.name == "Ana Reyes")
        out = tmp_path / "ana-out.json"
        assert twdu.characters.export_file(str(out), [row.id], "foundry")
        system = json.loads(out.read_text("utf-8"))["system"]
        assert system["archetype"] == "Law enforcer"
        assert "Law enforcer" not in json.dumps(system["notes"], ensure_ascii=False)
    finally:
        set_language("en")


def test_notes_imported_in_english_go_back_to_their_field_from_a_spanish_gm(twdu, tmp_path):
    from ui.i18n import set_language
    preview = twdu.characters.preview_import([str(GM / "ana-foundry.json")])
    assert twdu.characters.import_preview(preview)
    row = next(c for c in twdu.characters.characters() if c.name == "Ana Reyes")
    assert row.notes.startswith("Archetype: ")
    try:
        assert set_language("es")
        out = tmp_path / "ana-out.json"
        assert twdu.characters.export_file(str(out), [row.id], "foundry")
        assert json.loads(out.read_text("utf-8"))["system"]["archetype"] == "Law enforcer"
    finally:
        set_language("en")
