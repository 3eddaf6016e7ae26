"""A row a GM types by hand into an exported spreadsheet, its number cells left empty: each takes
its field's default and the preview says so; a cell that truly cannot be read refuses the row
saying what belongs there (a whole number from A to B)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import qt_translate, render


def text(line: dict) -> str:
    return render(line["t"], line["args"], line.get("ctx", "log"))


@pytest.fixture
def afmbe(tmp_path, qapp):
    from ui.i18n import set_language
    assert set_language("ru")
    services = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", "norms")), Dice(seed=1))
    yield services
    services.close()
    set_language("en")


def _with_new_row(tmp_path: Path, services, cells: dict[str, str]) -> Path:
    """The party exported, then a row typed by hand: its name and ``cells`` (by heading), the rest empty."""
    out = tmp_path / "party.csv"
    assert services.characters.export_file(str(out), [c.id for c in services.characters.characters()])
    written = out.read_text("utf-8-sig")
    rows = list(csv.reader(io.StringIO(written), delimiter=";"))
    head = rows[0]
    row = [""] * len(head)
    row[0] = "Вера Новикова"
    for heading, cell in cells.items():
        row[head.index(heading)] = cell
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=";").writerows([*rows, row])
    edited = tmp_path / "edited.csv"
    edited.write_text(buffer.getvalue(), "utf-8")
    return edited


def test_empty_number_cells_of_a_new_row_take_their_defaults_and_say_so(tmp_path, afmbe):
    path = _with_new_row(tmp_path, afmbe, {"Сила": "3", "Ловкость": "3", "Телосложение": "3"})
    preview = afmbe.characters.preview_import([str(path)])
    assert preview.ready, [text(p) for p in preview.problems] + [
        text(r) for c in preview.characters for r in c.refused]
    [vera] = [c for c in preview.characters if c.name == "Вера Новикова"]
    assert vera.person["sheet"]["str"] == 3
    shown = {f.label: (text(f.value) if isinstance(f.value, dict) else f.value) for f in vera.fields}
    drawback = [label for label in shown if qt_translate("rules", label) == "Уровни Силы за очки недостатков"]
    assert drawback and shown[drawback[0]] == "пусто: взято 0"
    assert afmbe.characters.import_preview(preview)
    assert "Вера Новикова" in [c.name for c in afmbe.characters.characters()]


def test_a_cell_that_cannot_be_read_says_a_whole_number_from_low_to_high(tmp_path, afmbe):
    path = _with_new_row(tmp_path, afmbe, {"Сила": "три", "Ловкость": "3", "Телосложение": "3"})
    preview = afmbe.characters.preview_import([str(path)])
    assert not preview.ready
    said = [text(r) for r in preview.refusals()]
    assert any("«Сила»: «три» — не то, что хранит это поле: целое число от 0 до 10;" in s for s in said), said
