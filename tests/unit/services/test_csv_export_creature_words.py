"""A Foundry AFMBE creature exported in a Russian spreadsheet: its bite's damage in the file's
language («d4×СИЛ», as the preview showed it and as the bat is written), not the "d4×STR" stored;
its Deadwatch state says it is a zombie, as the demo's Шатун's does; and the file reads back."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from app.services.logtext import qt_translate, render_value

SHAMBLER = Path(__file__).resolve().parents[2] / "fixtures" / "foundry" / \
    "fvtt-Actor-afmbe-jesuisfrog-1.3.1-creature-shambler.json"


def test_the_shambler_s_row_is_in_russian_and_a_zombie(afmbe, tmp_path):
    from ui.i18n import set_language

    assert afmbe.characters.import_preview(afmbe.characters.preview_import([str(SHAMBLER)]))
    [row] = afmbe.characters.characters()
    assert row.kind == "zombie"
    out = tmp_path / "party.csv"
    assert set_language("ru")
    try:
        assert afmbe.characters.export_file(str(out), [row.id])
        text = out.read_text("utf-8-sig")
        [head, cells] = list(csv.reader(io.StringIO(text), delimiter=";" if text.count(";") > text.count(",")
                                        else ","))
        damage = [c for h, c in zip(head, cells, strict=True) if "Урон" in h and c]
        assert damage and all("×СИЛ" in c for c in damage), list(zip(head, cells, strict=True))
        assert "STR" not in text
        state = json.loads(next(c for h, c in zip(head, cells, strict=True) if h.startswith("Состояние")))
        assert state["zombie"] is True
        again = afmbe.characters.preview_import([str(out)])
        [read] = again.characters
        assert again.ready and read.person is not None and read.person["kind"] == "zombie"
        words = [render_value(afmbe.ruleset.cell_words("weapons", "damage", w["damage"]), qt_translate)
                 for w in read.person["sheet"]["weapons"]]
        assert words == [render_value(afmbe.ruleset.cell_words("weapons", "damage", w["damage"]), qt_translate)
                         for w in row.sheet["weapons"]] == damage  # the same bite read back
    finally:
        set_language("en")
