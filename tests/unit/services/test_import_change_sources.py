"""An update's change rows say where in the file each change came from, as the field's own row does:
"Fuerza: 3 → 4" beside the actor's strength, "Strength: 4 → 5" beside the spreadsheet's heading, so
the GM reads each field once, not its change with a blank "From the file" and its source rows below."""

from __future__ import annotations

from pathlib import Path

from app.services.imports.update_changes import change_rows
from app.services.logtext import render

ANA = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
HEAD = "Name,Kind,Strength,Agility,Wits,Empathy\n"


def text(line: dict) -> str:
    return render(line["t"], line.get("args", {}), line.get("ctx", "log"))


def sources(preview, character) -> dict[str, str]:  # noqa: ANN001
    out = {}
    for change in preview.changes_of(character)[0]:
        rows = change_rows(preview.fields_of(character), change)
        out[text(change)] = "; ".join(text(r.said) if r.said else r.source for r in rows)
    return out


def test_an_actor_s_changes_name_its_fields_in_the_gm_s_words(twdu, tmp_path):
    from ui.i18n import set_language

    party = tmp_path / "party.csv"
    party.write_text(HEAD + "Ana Reyes,Player character,3,4,3,2\n", encoding="utf-8")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(party)]))
    assert set_language("es")
    try:
        preview = twdu.characters.preview_import([str(ANA)])
        [ana] = preview.characters
        said = sources(preview, ana)
    finally:
        set_language("en")
    strength = next(k for k in said if k.startswith("Fuerza:"))
    assert said[strength] and "system" not in said[strength], said  # the GM's words, the path in the details
    health = next(k for k in said if k.startswith("Salud (ahora):"))
    assert said[health], said
    assert all(v for k, v in said.items() if not k.startswith("vinculado")), said  # every change but the link


def test_a_spreadsheet_s_change_names_its_heading(twdu, tmp_path):
    party = tmp_path / "party.csv"
    party.write_text(HEAD + "Ana Reyes,Player character,3,4,3,2\n", encoding="utf-8")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(party)]))
    party.write_text(HEAD.replace("Strength", "Fuerza") + "Ana Reyes,Player character,4,4,3,2\n", encoding="utf-8")
    preview = twdu.characters.preview_import([str(party)])
    [ana] = preview.characters
    assert sources(preview, ana) == {"Strength: 3 → 4": "Fuerza"}
