"""The PDF: every event as a line of text a viewer can search and copy, on numbered pages, in any language."""

from __future__ import annotations

import re

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QRawFont

from app.export import ExportOptions, collect, export_log, pdfcanvas
from app.export.pdf import export_font, write_file
from app.export.pdfcanvas import PdfCanvas, faces
from app.export.pdflayout import MARGIN, lay_out
from app.services.characters import CreateCharacter
from tests.unit.export.pdftext import objects, page_lines, ref, stream, text_of
from tests.unit.export.test_formats import PUBLIC, SECRET, UNDONE, positions


class Recorder:
    """A canvas that keeps what is drawn: every character 5 points wide on an A4 page."""

    size = (595.276, 841.89)

    def __init__(self) -> None:
        self.pages: list[list[tuple[float, float, str]]] = [[]]

    def width(self, text, size, bold=False):
        return 5.0 * len(text) * size / 8

    def line(self, x, y, runs, size):
        for text, *_style in runs:
            self.pages[-1].append((x, y, text))
            x += self.width(text, size)

    def rect(self, *args, **kwargs):
        pass

    def polyline(self, *args, **kwargs):
        pass

    def new_page(self):
        self.pages.append([])


def test_marks_dice_and_page_numbers(played, tmp_path):
    services, _ids = played
    target = tmp_path / "night.pdf"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "pdf", target)
    text = text_of(target)
    undo = "Undo: 45 damage to Walker (Health 55 → 100)"
    positions(text, [*PUBLIC[:3], SECRET, *PUBLIC[3:5], UNDONE, undo, *PUBLIC[5:]])
    assert f"{SECRET} (secret)" in text and f"{UNDONE} (undone)" in text
    assert "· Ana: Guns 7 + 5 = 12 — dice d10: 7" in text and "Ana: Ana:" not in text  # her name once
    pages = page_lines(target)
    assert [page[-1] for page in pages] == [str(n) for n in range(1, len(pages) + 1)]


def test_another_language(played, tmp_path):
    services, _ids = played
    target = tmp_path / "night.pdf"
    export_log(services.campaign.engine, ExportOptions(language="ru"), "pdf", target)
    text = text_of(target)
    assert "Сессия 2 началась" in text and "Урон — Ana" in text and "Session 2 started" not in text


def test_text_qt_cannot_draw_simply_is_written_through_qt(played, tmp_path):
    services, _ids = played
    services.campaign.execute(CreateCharacter("Zed 🧟 زومبي", "pc"))  # shown to the players
    data = collect(services.campaign.engine, ExportOptions())
    assert any("🧟" in row.line for row in data.rows)
    target = tmp_path / "night.pdf"
    write_file(data, str(target))
    assert target.read_bytes().startswith(b"%PDF") and b"/Type /Page" in target.read_bytes()
    assert not (tmp_path / "night.pdf.part").exists()


def test_long_lines_wrap_inside_the_margins_and_pages_turn(played):
    services, _ids = played
    for n in range(120):
        services.log.add_note(f"Note {n}: " + "the walkers press at the fence " * (n % 5 + 1))
    services.log.add_note("A" * 150 + " and a word longer than a line")
    data = collect(services.campaign.engine, ExportOptions())
    canvas = Recorder()
    pages = lay_out(data, canvas, with_charts=False)
    assert pages == len(canvas.pages) > 1
    right = canvas.size[0] - MARGIN
    for page in canvas.pages:
        assert all(MARGIN <= x and x + canvas.width(text.rstrip(" "), 8) <= right + 0.01 for x, _y, text in page)
        assert all(MARGIN <= y <= canvas.size[1] for _x, y, _text in page)
    drawn = " ".join(text for page in canvas.pages for _x, _y, text in page)
    assert " ".join(drawn.split()).count("the walkers press at the fence") == sum(n % 5 + 1 for n in range(120))
    long_word = [text for page in canvas.pages for _x, _y, text in page if text.startswith("AAA")]
    assert len(long_word) > 1 and "".join(long_word).startswith("A" * 150 + " and")


def test_the_embedded_fonts_keep_only_the_glyphs_used(played, tmp_path):
    services, _ids = played
    services.log.add_note("Жуки — éclair")
    target = tmp_path / "night.pdf"
    export_log(services.campaign.engine, ExportOptions(language="ru"), "pdf", target)
    objs = objects(target.read_bytes())
    programs = [stream(body) for body in objs.values() if b"/Length1" in body]
    assert len(programs) == 2  # the regular face and the bold one
    whole = QRawFont.fromFont(export_font())
    for program in programs:
        subset = QRawFont(program, 12)
        assert subset.isValid() and subset.familyName() == whole.familyName()
        glyphs = int.from_bytes(bytes(subset.fontTable("maxp").data())[4:6], "big")
        assert 10 < glyphs < 200 < int.from_bytes(bytes(whole.fontTable("maxp").data())[4:6], "big")
    assert "Жуки — éclair" in text_of(target)
    assert not any(b"/Helvetica" in body for body in objs.values())  # no font left unembedded


def test_bold_without_a_bold_face_is_the_regular_face_stroked(qapp, tmp_path):
    regular, _bold = faces(export_font())
    target = tmp_path / "bold.pdf"
    canvas = PdfCanvas(str(target), "Bold", regular, None)
    canvas.line(50, 50, [("12:00 · ", "#555555", False, False, False), ("Жуки", "#000000", True, False, False)], 8)
    canvas.line(50, 60, [("plain", "#000000", False, False, False)], 8)
    canvas.save()
    objs = objects(target.read_bytes())
    page = next(body for body in objs.values() if b"/Type /Page\n" in body or body.rstrip().endswith(b"/Type /Page"))
    content = stream(objs[ref(page, b"Contents")])
    modes, mode = [], b"0"  # the text render mode each string is drawn in (it outlasts BT ... ET)
    for m in re.finditer(rb"(\d) Tr|\) Tj", content):
        if m.group(1):
            mode = m.group(1)
        else:
            modes.append(mode)
    assert modes == [b"0", b"2", b"0"]  # "Жуки" alone filled and stroked
    assert page_lines(target) == [["12:00 · Жуки", "plain"]]


def test_a_font_whose_licence_forbids_embedding_is_not_embedded(played, tmp_path, monkeypatch):
    services, _ids = played

    class Restricted:
        """The application's face with its OS/2 table saying: do not embed me (fsType 2)."""

        def __init__(self, raw):
            self.raw = raw

        def isValid(self):
            return True

        def fontTable(self, tag):
            data = self.raw.fontTable(tag)
            if tag == "OS/2":
                table = bytearray(bytes(data.data()))
                table[8:10] = (2).to_bytes(2, "big")
                return QByteArray(bytes(table))
            return data

    assert pdfcanvas.face_of(export_font()) is not None
    real = QRawFont.fromFont
    monkeypatch.setattr(pdfcanvas.QRawFont, "fromFont", lambda font: Restricted(real(font)))
    monkeypatch.setattr(pdfcanvas, "_faces", {})
    assert pdfcanvas.face_of(export_font()) is None
    target = tmp_path / "night.pdf"
    export_log(services.campaign.engine, ExportOptions(), "pdf", target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and b"ReportLab" not in data  # drawn through Qt's writer instead
