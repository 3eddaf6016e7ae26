"""A spreadsheet refused for several rows says each row's problems at the top, not its first alone:
the GM fixes the file in one go.  Deadwatch's own export (noche-party.csv) with two Strengths of 9
and a word that is no condition: the top names the three problems, row by row."""

from __future__ import annotations

from pathlib import Path

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

NOCHE = Path(__file__).resolve().parents[1] / "fixtures" / "gm" / "noche-party.csv"


def test_each_refused_row_s_problems_are_at_the_top(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    source = NOCHE.read_text("utf-8-sig")
    source = source.replace("Tomás Vidal;Personaje jugador;2;", "Tomás Vidal;Personaje jugador;9;")
    source = source.replace("Marcus Hale;Personaje jugador;5;", "Marcus Hale;Personaje jugador;7;")
    source = source.replace("Ex-policía de Valencia", "Ex-policía").replace(
        ";Envenenado: −1 dado en cada tirada.;", ";Mordido;", 1)
    file = tmp_path / "noche-party.csv"
    file.write_text(source, "utf-8")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    top = dialog.summary.text()
    assert "Nothing can be imported" in top, top
    lines = top.splitlines()
    assert len(lines) == 3, lines
    assert "row 2" in lines[0] and "Mordido" in lines[0], lines
    assert "row 3" in lines[1] and "Strength" in lines[1], lines
    assert "row 6" in lines[2] and "Strength" in lines[2], lines
    assert "sin curación" not in top and "letal" not in top, top
