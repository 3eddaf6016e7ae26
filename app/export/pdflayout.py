"""The PDF's pages: the title, each session's heading, times and charts, then one paragraph per event.

An event reads as on the HTML page and in the chats: ``time · round · who: line — dice (flags)``,
the time grey, who in bold, the dice blue, the flags in italics; an undone action grey and struck
through, a secret event on a lilac band.  A paragraph too long for the line wraps under itself,
indented.  The charts are the HTML page's (:mod:`app.export.charts`), two side by side, drawn as
lines and text rather than pictures.  Pages carry their number at the bottom right.

Everything is drawn on a :class:`Canvas` (``pdfcanvas.PdfCanvas``, or ``qtcanvas.QtCanvas``), in
points from the top left corner of the page.
"""

from __future__ import annotations

from typing import Protocol

from app.export.charts import Series, chart_shape, session_series_coloured, x_label_of
from app.export.events import ExportData, Row
from app.export.who_prefix import inline_who

MM = 72 / 25.4
MARGIN = 15 * MM
BODY = 8.0  # the size of the log's text, in points
LEADING = 10.0
BASELINE = 7.6  # from the top of a line to its baseline
INDENT = 2 * BODY  # of a paragraph's wrapped lines
CHART_GAP = 4 * MM
BLACK, GREY, FAINT, DICE, TITLE = "#000000", "#555555", "#888888", "#2e4a7d", "#a93226"
SECRET = "#f4ecf7"

#: a piece of a paragraph: text, colour, bold, italic, struck through
Run = tuple[str, str, bool, bool, bool]


class Canvas(Protocol):
    size: tuple[float, float]

    def width(self, text: str, size: float, bold: bool = False) -> float: ...

    def line(self, x: float, y: float, runs: list[Run], size: float) -> None:
        """``runs`` one after the other on the baseline ``y``, from ``x``."""

    def rect(
        self, x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = None, line: float = 0.5
    ) -> None: ...

    def polyline(self, points: list[tuple[float, float]], colour: str, line: float) -> None: ...

    def new_page(self) -> None: ...


def event_runs(data: ExportData, row: Row) -> list[Run]:
    """One event as the pieces of its paragraph (neighbours in the same style joined: fewer pieces to draw)."""
    base = FAINT if row.undone else BLACK
    head = row.clock + (" · " + data.round_text(row.round_prefix) if row.round_prefix else "")
    runs: list[Run] = [(head, GREY, False, False, False)]
    sep = " · "
    who = inline_who(row)  # not "Ana: Ana rolls…"
    if who:
        runs += [(sep, base, False, False, False), (who, base, True, False, False)]
        sep = ": "
    dash = " — " if row.dice else ""
    if row.undone:
        runs += [(sep, base, False, False, False), (row.line, base, False, False, True)]
        if dash:
            runs.append((dash, base, False, False, False))
    else:
        runs.append((sep + row.line + dash, base, False, False, False))
    if row.dice:
        runs.append((data.dice_label() + " " + row.dice, DICE, False, False, False))
    flags = data.flags(row)
    if flags:
        runs.append(("".join(f" ({flag})" for flag in flags), base, False, True, False))
    return runs


class Pages:
    """Where the next line goes; turns the page (numbering the one left) when a block does not fit."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.number = 1
        self.top = MARGIN
        self.y = MARGIN
        self.left = MARGIN
        self.right = canvas.size[0] - MARGIN
        self.bottom = canvas.size[1] - MARGIN

    def room(self, height: float) -> None:
        if self.y + height > self.bottom and self.y > self.top:
            self.turn()

    def turn(self) -> None:
        self.finish()
        self.canvas.new_page()
        self.number += 1
        self.y = self.top

    def finish(self) -> None:
        number = str(self.number)
        x = self.right - self.canvas.width(number, BODY)
        self.canvas.line(x, self.canvas.size[1] - MARGIN / 2, [(number, GREY, False, False, False)], BODY)


def wrap(canvas: Canvas, runs: list[Run], size: float, first: float, rest: float) -> list[list[tuple[Run, str]]]:
    """``runs`` cut into lines ``first`` points wide, then ``rest``; each line lists (run, its text on the line).

    A line breaks after a space (which stays at its end), or inside a word longer than a line.
    """
    lines: list[list[tuple[Run, str]]] = [[]]
    x, limit = 0.0, first
    for run in runs:
        text, bold = run[0], run[2]
        while text:
            width = canvas.width(text, size, bold)
            if x + width <= limit or x + canvas.width(text.rstrip(" "), size, bold) <= limit:
                lines[-1].append((run, text))
                x += width
                break
            cut = _break(canvas, text, size, bold, limit - x)
            if not cut and lines[-1]:  # nothing fits after what the line holds: go on on the next line
                lines.append([])
                x, limit = 0.0, rest
                text = text.lstrip(" ")
                continue
            cut = cut or _fit(canvas, text, size, bold, limit - x)  # a word longer than the line
            lines[-1].append((run, text[:cut]))
            lines.append([])
            x, limit = 0.0, rest
            text = text[cut:].lstrip(" ")
    return lines


def _break(canvas: Canvas, text: str, size: float, bold: bool, room: float) -> int:
    """The end of the longest start of ``text`` that fits in ``room`` and ends after a space (0: none)."""
    if room <= 0:
        return 0
    guess = int(len(text) * room / max(canvas.width(text, size, bold), 1e-6)) + 1
    space = text.rfind(" ", 0, guess)
    while space > 0 and canvas.width(text[:space], size, bold) > room:
        space = text.rfind(" ", 0, space)
    if space <= 0:
        return 0
    wider = text.find(" ", space + 1)  # the guess may fall short: try the next spaces too
    while wider > 0 and canvas.width(text[:wider], size, bold) <= room:
        space, wider = wider, text.find(" ", wider + 1)
    return space + 1


def _fit(canvas: Canvas, word: str, size: float, bold: bool, room: float) -> int:
    """How many characters of ``word`` fit in ``room`` (at least one)."""
    cut = 1
    while cut < len(word) and canvas.width(word[: cut + 1], size, bold) <= room:
        cut += 1
    return cut


def paragraph(pages: Pages, runs: list[Run], size: float = BODY, leading: float = LEADING, band: str = "") -> None:
    """Draw ``runs`` at the current line, wrapped; ``band`` colours the paragraph's background."""
    canvas = pages.canvas
    left, room = pages.left, pages.right - pages.left
    regular = "".join([run[0] for run in runs if not run[2]])
    bold = "".join([run[0] for run in runs if run[2]])
    total = canvas.width(regular, size) + (canvas.width(bold, size, True) if bold else 0.0)
    if total <= room:  # most events: one line
        lines = [runs]
    else:
        lines = [[(piece, *run[1:]) for run, piece in line] for line in wrap(canvas, runs, size, room, room - INDENT)]
    height = leading * len(lines)
    if pages.y + height > pages.bottom:
        pages.room(height)
    top = pages.y
    if band:
        canvas.rect(left - 1, top, room + 2, height, band)
    baseline = top + leading * BASELINE / LEADING
    for number, line in enumerate(lines):
        canvas.line(left + INDENT if number else left, baseline, line, size)
        baseline += leading
    pages.y = top + height


def chart(canvas: Canvas, series: Series, colour: str, x_label: str, x: float, y: float, width: float) -> float:
    """Draw one chart with its top left corner at (x, y), ``width`` points wide; returns its height."""
    shape = chart_shape(series, x_label)
    s = width / shape.width
    left, top, plot_w, plot_h = shape.left * s, shape.top * s, shape.plot_w * s, shape.plot_h * s

    def text(px: float, py: float, text: str, size: float, fill: str, bold: bool = False, end: bool = False) -> None:
        """``text`` from (px, py), or ending there (``end``)."""
        start = px - canvas.width(text, size, bold) if end else px
        canvas.line(start, py, [(text, fill, bold, False, False)], size)

    text(x + left, y + 16 * s, shape.title, 13 * s, "#222222", bold=True)
    canvas.rect(x + left, y + top, plot_w, plot_h, "#f7f7f7", "#cccccc", s)
    text(x + left - 6 * s, y + top + 10 * s, str(shape.high), 11 * s, GREY, end=True)
    text(x + left - 6 * s, y + top + plot_h, str(shape.low), 11 * s, GREY, end=True)
    text(x + left, y + (shape.height - 6) * s, shape.first_x, 10 * s, "#777777")
    text(x + left + plot_w, y + (shape.height - 6) * s, shape.last_x, 10 * s, "#777777", end=True)
    canvas.polyline([(x + px * s, y + py * s) for px, py in shape.points], colour, 2.5 * s)
    return shape.height * s


def charts(pages: Pages, data: ExportData, coloured: list[tuple[Series, str]]) -> None:
    width = (pages.right - pages.left - CHART_GAP) / 2
    x_label = x_label_of(data)
    for start in range(0, len(coloured), 2):
        height = 150 * width / 560
        pages.room(height)
        for i, (series, colour) in enumerate(coloured[start : start + 2]):
            chart(pages.canvas, series, colour, x_label, pages.left + i * (width + CHART_GAP), pages.y, width)
        pages.y += height + 2 * MM


def lay_out(data: ExportData, canvas: Canvas, with_charts: bool = True) -> int:
    """Draw the whole log on ``canvas``; returns the number of pages."""
    pages = Pages(canvas)
    paragraph(pages, [(data.title(), BLACK, True, False, False)], 16.0, 22.0)
    for log in data.sessions:
        pages.y += 6
        paragraph(pages, [(data.session_title(log), TITLE, True, False, False)], 13.0, 18.0)
        meta = f"{data.session_times(log)} · {data.count_text(log)}"
        paragraph(pages, [(meta, GREY, False, False, False)])
        pages.y += 4
        if with_charts:
            charts(pages, data, session_series_coloured(data, log))
        for row in log.rows:
            paragraph(pages, event_runs(data, row), band=SECRET if row.secret else "")
        if not log.rows:
            paragraph(pages, [(data.no_events(), BLACK, False, False, False)])
    pages.finish()
    return pages.number
