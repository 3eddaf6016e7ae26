"""A Foundry AFMBE creature exported in a Russian spreadsheet: its Deadwatch state says it is a
zombie, as the demo's Шатун's does, and the file reads back the same creature (its bite's damage as
stored: a cell written in the file's language read back as typed would not be the same sheet)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

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
        state = json.loads(next(c for h, c in zip(head, cells, strict=True) if h.startswith("Состояние")))
        assert state["zombie"] is True
        again = afmbe.characters.preview_import([str(out)])
        [read] = again.characters
        assert again.ready and read.person is not None and read.person["kind"] == "zombie"
        assert [w["damage"] for w in read.person["sheet"]["weapons"]] == [w["damage"] for w in row.sheet["weapons"]]
    finally:
        set_language("en")
