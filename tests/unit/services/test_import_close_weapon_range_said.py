"""A spreadsheet's Range for a close combat weapon (the Machete's "Short") is said among what is
left out, with why, not dropped without a word while the revolver's row shows "Alcance: Corto"."""

from __future__ import annotations

from pathlib import Path

from app.services.logtext import render

PARTY = Path(__file__).resolve().parents[2] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"


def text(said: dict) -> str:
    return render(said["t"], said.get("args", {}), said.get("ctx", "log"))


def test_the_machete_s_range_is_said_left_out_with_why(twdu):
    from ui.i18n import set_language

    assert set_language("es")
    try:
        ana = next(c for c in twdu.characters.preview_import([str(PARTY)]).characters if c.name == "Reyes, Ana")
        said = [text(x) for x in ana.ignored]
    finally:
        set_language("en")
    assert "Machete: Alcance «Corto» se deja fuera: la hoja solo lo tiene donde Tipo es A distancia" in said, said
    assert not any("Hunting rifle" in s for s in said), said  # a ranged weapon's range is shown, not left out
