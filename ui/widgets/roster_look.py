"""What a roster row's tracks and conditions cells show, laid out and painted from the row's data.

A row's item holds a :class:`RowTracks` (its main tracks: the bars, and the body figure of a
ruleset whose pools belong to body parts) and a :class:`RowBadges` (its condition badges); both are
made afresh each time the character changes, so a new object on the item is the row's new version.
:func:`paint_tracks` and :func:`paint_badges` draw them in a cell's rectangle from nothing else (no
picture kept for a row), laid out as the cells' widgets were: the bars and the figure in lines
(:mod:`ui.widgets.flow_layout`: 2 pixels of margin, 4 between), each bar as wide as its richest text;
the badges as a label's rich text, vertically centred, wrapped when the column says so.  In a
narrow column a bar shows a shorter text and the figure its parts' abbreviations ("Br. der. 5/7"),
each whole (:meth:`RowTracks.least_width` is the narrowest that allows).  The sizes the columns
fit (:mod:`ui.widgets.roster_columns`) are measured by the same functions, and
:meth:`RowTracks.shown_texts` says which text is painted in which box.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QTextDocument,
    QTextOption,
)

from app.rules.numbers import number
from app.rules.records import record
from ui.widgets.badge_paint import paint_badge_boxes
from ui.widgets.body_numbers import ABBREVIATED, NAMED, Part, body_boxes, body_size, paint_body
from ui.widgets.track_bar import bar_texts, exact_text, fitting_text, paint_bar, rules_tr

if TYPE_CHECKING:
    from app.rules.base import TrackSpec

TRACKS, CONDITIONS = 1, 2
TRACKS_DATA = Qt.ItemDataRole.UserRole + 20
BADGES_DATA = Qt.ItemDataRole.UserRole + 21
MARGIN = 2  # around the bars, in the cell
SPACING = 4  # between two bars, and between two lines of them
SIDE = 3  # the badges' room at the cell's left: the rows' text's own inset in its cell (Qt's item text margin)
#: the badges' room at the cell's right: the conditions column is the list's last, its right edge the list's;
#: a badge's box (its text's room, less the box's own padding) then keeps as far from the list's frame or
#: its scroll bar as a compact roster's row name from the list's left edge, never against it (and the
#: Russian laptop roster still has each row's bars on one line)
END = 5 + SIDE
SHORT = 2  # a bar's text with its short name ("L. arm 5/7"): a compact roster's, when it has the room
WORD_GAP = 4  # between a bar and its state word ("Bruised"), which stands beside the bar, never on it
#: what a row's tracks show and the font's measures → each thing's size and its narrowest whole width
_SIZES: dict[tuple[object, ...], list[tuple[QSize, int, int]]] = {}
_HEIGHTS: dict[tuple[object, ...], int] = {}  # ... and a column's width → the row's height
_WIDTHS: dict[tuple[str, str], int] = {}  # badges and the font → their width on one line
_BADGE_HEIGHTS: dict[tuple[str, str, int], int] = {}  # ... and a cell's width → the row's height, wrapped
_FITTED: dict[tuple[str, str, int], RowBadges] = {}  # ... → the badges elided to the cell


@record(frozen=True, eq=False)
class RowBar:
    """One track of a row: its spec and value; ``one_line``: the compact roster's short form;
    ``words``: its texts, richest first, in the language the row was made in (the roster makes
    every row again when the language changes): the bar's texts ("Left arm 5/7 Useless", "Left
    arm 5/7", "L. arm 5/7"), then the ruleset's abbreviation ("L.arm 5/7") where it declares one,
    for a dock too narrow for the short name: never a cut text."""

    spec: TrackSpec
    value: int
    one_line: bool
    words: tuple[str, ...] = ()
    #: the state the value stands for ("Bruised"), shown beside the bar (not on its fill); "" for none
    word: str = ""
    #: the character is dead: the bar greyed, its numbers struck through (what the dead had left is
    #: no health: "Health 1/3" in a live bar's orange read alive beside the "Dead" badge)
    dead: bool = False

    @classmethod
    def of(cls, spec: TrackSpec, value: int, one_line: bool, word: str | None = None,
           told: Collection[str] = (), dead: bool = False, exact: str = "") -> RowBar:
        """``word``: the state word in place of the value's; ``told``: the states a badge of the row
        says with what they mean ("Broken — every skill roll fails"): the bar leaves such a word to the
        badge, its numbers alone ("Health 0/3"); ``dead``: the character is dead, the badge says it
        ("Dead", red): the bar its numbers alone, greyed and struck through, no word of the value's;
        ``exact``: the value's digits where the rules keep a half point ("Stamina 0.5/4")."""
        texts = bar_texts(spec, value, exact)
        if spec.abbr:
            abbr = f"{rules_tr(spec.abbr)} {exact_text(exact) if exact else number(value)}/{spec.maximum}"
            if abbr not in texts:
                texts.append(abbr)
        if dead:  # "Health 1/3", not "Health 1/3 Battered": the dead are not hurt
            plain = texts[1:] if texts[0] != texts[1] else texts
            return cls(spec, value, one_line, tuple(plain), "", True)
        word = (word if spec.value_labels else None) or spec.value_labels.get(value)  # a track naming its values
        if word and rules_tr(word) in told:  # the badge says it: not on the bar, nor beside it
            return cls(spec, value, one_line, tuple(texts[1:] if texts[0] != texts[1] else texts), "")
        return cls(spec, value, one_line, tuple(texts), rules_tr(word) if word and not one_line else "")

    def texts(self) -> list[str]:
        """The texts the bar itself shows, richest first ("Health 2/3", "Health 2/3"…): without the
        state word when it stands beside the bar."""
        texts = list(self.words) or bar_texts(self.spec, self.value)
        return texts[1:] if self.word and len(texts) > 1 else texts

    def text(self) -> str:
        """All it says, the state word included ("Health 2/3 Bruised"): its tooltip, a screen reader's."""
        return f"{self.texts()[0]} {self.word}" if self.word else self.texts()[0]

    def size(self, metrics: QFontMetrics) -> QSize:
        """As the bar widget asked: its richest text (its short name and numbers on one line),
        never narrower than its shortest text; its state word beside it."""
        return QSize(self.bar_width(metrics) + self.word_width(metrics), metrics.height() + 8)

    def bar_width(self, metrics: QFontMetrics) -> int:
        """The bar alone at its richest text."""
        texts = self.texts()
        least = self.least(metrics)
        short = metrics.horizontalAdvance(texts[min(SHORT, len(texts) - 1)]) + 14
        wide = short if self.one_line else max(120, metrics.horizontalAdvance(texts[0]) + 16)
        return max(wide, least)

    def word_width(self, metrics: QFontMetrics) -> int:
        """The room of the state word beside the bar, its gap included (0 without one)."""
        return WORD_GAP + metrics.horizontalAdvance(self.word) + 2 if self.word else 0

    def split(self, box: QRect, metrics: QFontMetrics) -> tuple[QRect, QRect | None]:
        """The bar's box and its word's in ``box`` (the room the row gives it): the word whole
        beside the bar wherever the bar keeps its shortest text beside it (the bar narrower, its
        text the richest that fits); only a box narrower than both leaves the word to its tooltip
        (the columns never make one: :meth:`RowTracks.least_width` counts the word)."""
        word = self.word_width(metrics)
        if not word or box.width() < self.least(metrics) + word:
            return QRect(box), None
        bar = QRect(box.left(), box.top(), box.width() - word, box.height())
        return bar, QRect(bar.right() + 1 + WORD_GAP, box.top(), word - WORD_GAP, box.height())

    def least(self, metrics: QFontMetrics) -> int:
        """The narrowest the bar shows a whole text: its shortest."""
        return metrics.horizontalAdvance(self.texts()[-1]) + 14

    def tight(self, metrics: QFontMetrics) -> int:
        """The narrowest the bar shows a whole text with its state word whole beside it."""
        return self.least(metrics) + self.word_width(metrics)


@record(frozen=True, eq=False)
class RowTracks:
    """A row's main tracks: ``body`` the pools drawn as a body figure (part, spec, value), empty
    when there is none; ``bars`` the tracks drawn as bars."""

    body: tuple[tuple[str, TrackSpec, int], ...]
    bars: tuple[RowBar, ...]

    def figure(self) -> list[Part]:
        """The body's parts as the figure shows them (:mod:`ui.widgets.body_numbers`)."""
        out = []
        for part, spec, value in self.body:
            numbers = f"{number(value)}/{spec.maximum}"
            short = QCoreApplication.translate("rules", spec.short or spec.label)
            abbr = QCoreApplication.translate("rules", spec.abbr or spec.short or spec.label)
            out.append((part, f"{short} {numbers}", max(0, value) / max(1, spec.maximum), value <= 0, numbers,
                        f"{abbr} {numbers}"))
        return out

    def texts(self) -> list[str]:
        """What a screen reader and the tooltip say: each pool's full name and numbers."""
        body = [f"{QCoreApplication.translate('rules', s.label)} {number(v)}/{s.maximum}" for _p, s, v in self.body]
        return body + [bar.text() for bar in self.bars]

    def _measured(self, metrics: QFontMetrics) -> list[tuple[QSize, int, int]]:
        """The figure's and each bar's size, the narrowest each shows whole (the figure with the
        parts' abbreviations, a bar its shortest text and its state word), and the narrowest each
        takes on a tightened line (the figure whole, a bar its shortest text and its word).  Kept
        by what they show and the font's measures: a horde of whole walkers is measured once, and
        a row once however often it is asked."""
        key = self._key(metrics)
        found = _SIZES.get(key)
        if found is None:
            figure, found = self.figure(), []
            if self.body:
                size = body_size(figure, metrics)
                least = body_size(figure, metrics, ABBREVIATED)
                whole = QSize(int(size.width()) + 4, int(size.height()) + 2)
                found.append((whole, min(int(size.width()), int(least.width() + 0.999)) + 4, whole.width()))
            found += [(bar.size(metrics), bar.tight(metrics), bar.tight(metrics)) for bar in self.bars]
            if len(_SIZES) > 4096:
                _SIZES.clear()
            _SIZES[key] = found
        return found

    def _sizes(self, metrics: QFontMetrics) -> list[QSize]:
        return [size for size, _least, _bare in self._measured(metrics)]

    def _tightened(self, width: int, metrics: QFontMetrics) -> list[QSize]:
        """Each thing's size on one line ``width`` wide: the bars narrower by what the line is
        short of, each in proportion to what it can give (down to its shortest text and its state
        word beside it), the figure whole."""
        measured = self._measured(metrics)
        over = self.one_line(metrics).width() - width
        slack = [size.width() - tight for size, _least, tight in measured]
        total = sum(slack)
        out = []
        for (size, _least, _tight), give in zip(measured, slack, strict=True):
            cut = min(give, -(-over * give // total)) if total > 0 and over > 0 else 0
            out.append(QSize(size.width() - cut, size.height()))
        return out

    @cached_property
    def shown(self) -> tuple[object, ...]:
        """What the row's tracks show (its figure's parts, its bars' texts)."""
        return (tuple(self.figure()), tuple((tuple(b.texts()), b.one_line) for b in self.bars))

    def _key(self, metrics: QFontMetrics) -> tuple[object, ...]:
        """What the row's tracks show, and the font's measures."""
        return (self.shown, metrics.height(), metrics.averageCharWidth(), metrics.maxWidth())

    def one_line(self, metrics: QFontMetrics) -> QSize:
        """Every bar on one line, margins included."""
        sizes = self._sizes(metrics)
        width = sum(s.width() for s in sizes) + SPACING * max(0, len(sizes) - 1)
        return QSize(width + 2 * MARGIN, max((s.height() for s in sizes), default=0) + 2 * MARGIN)

    def tight_line(self, metrics: QFontMetrics) -> int:
        """The narrowest every bar stays on one line with its state word beside it, margins
        included (each bar at its shortest text): a row keeps one line and its words, its bars
        narrower, rather than go on two; narrower still, it goes on two with its words."""
        tight = [t for _size, _least, t in self._measured(metrics)]
        return sum(tight) + SPACING * max(0, len(tight) - 1) + 2 * MARGIN

    def least_width(self, metrics: QFontMetrics) -> int:
        """The narrowest the column shows every text of the row whole, margins included: the
        widest of the bars' shortest texts with their state words beside them and of the figure
        with the parts' abbreviations."""
        return max((least for _s, least, _b in self._measured(metrics)), default=0) + 2 * MARGIN

    def wide_width(self, metrics: QFontMetrics) -> int:
        """The widest bar (or figure) at its full text, margins included: the column keeps that
        while the badges can give up room."""
        return max((s.width() for s in self._sizes(metrics)), default=0) + 2 * MARGIN

    def shown_texts(self, width: int, metrics: QFontMetrics, form: int = NAMED) -> list[tuple[QRectF, str]]:
        """Each text the cell paints at ``width`` and its box, in the cell's coordinates: the
        figure's parts, then each bar's text (what is painted, and what a test measures); ``form``
        the list's way of naming the parts (:meth:`named`)."""
        rects, _height = self.place(width, metrics)
        things = iter(rects)
        out = []
        if self.body:
            box = next(things)
            area = QRectF(box).adjusted(2, 1, -2, -1)
            named = self.named(area.width(), metrics, form)
            out += [(b, text) for b, text, _p in body_boxes(area, self.figure(), named)]
        for bar, box in zip(self.bars, things, strict=True):
            bar_box, _word = bar.split(box, metrics)
            shown = fitting_text(bar.texts(), metrics, bar_box.width() - 14)
            out.append((QRectF(bar_box).adjusted(7, 1, -7, -1), shown))
        return out

    def shown_words(self, width: int, metrics: QFontMetrics) -> list[tuple[QRect, QRect, str]]:
        """Each state word the cell paints at ``width``: its bar's box, its own box, the word."""
        rects, _height = self.place(width, metrics)
        out = []
        for bar, box in zip(self.bars, rects[1:] if self.body else rects, strict=True):
            bar_box, word = bar.split(box, metrics)
            if word is not None:
                out.append((bar_box, word, bar.word))
        return out

    def named(self, width: float, metrics: QFontMetrics, form: int = NAMED) -> int:
        """How the figure names its parts in ``width``: by their short names where they fit, else
        by their abbreviations ("L.arm 6/6"); by the abbreviations whatever the width when the
        list's ``form`` says so (one rule for every row of a list: never "Гол. 4/4" over one
        character's bars and "Голова 5/5" over the next one's)."""
        if form == ABBREVIATED:
            return ABBREVIATED
        return NAMED if body_size(self.figure(), metrics).width() <= width + 0.5 else ABBREVIATED

    def figure_width(self, width: int, metrics: QFontMetrics) -> float:
        """The width the figure's parts are named in, in a cell ``width`` wide (its box, less its
        edges: as :func:`paint_tracks` paints it); 0 without a figure."""
        if not self.body:
            return 0
        return QRectF(self.place(width, metrics)[0][0]).adjusted(2, 1, -2, -1).width()

    def place(self, width: int, metrics: QFontMetrics) -> tuple[list[QRect], int]:
        """Each thing's rectangle (the figure first) in a cell ``width`` wide, in lines; the
        height used, margins included."""
        left, right = MARGIN, width - MARGIN
        x, y, line = left, MARGIN, 0
        rects = []
        sizes = self._sizes(metrics)
        if self.one_line(metrics).width() > width >= self.tight_line(metrics):
            sizes = self._tightened(width, metrics)  # one line with the state words, the bars narrower
        for size in sizes:
            w = min(size.width(), right - left)
            if x > left and x + w > right:
                x, y, line = left, y + line + SPACING, 0
            rects.append(QRect(x, y, w, size.height()))
            x += w + SPACING
            line = max(line, size.height())
        return rects, y + line + MARGIN

    def height_for(self, width: int, metrics: QFontMetrics) -> int:
        """The row's height for the cell at ``width``: its lines of bars, never less than one line."""
        key = (self._key(metrics), width)
        height = _HEIGHTS.get(key)
        if height is None:
            if len(_HEIGHTS) > 4096:
                _HEIGHTS.clear()
            height = _HEIGHTS[key] = max(self.place(width, metrics)[1], self.one_line(metrics).height()) + 4
        return height


#: a badge's colour past its words at each side: a narrow space (4 pt; a whole one made
#: every badge, which never breaks, the few pixels wider that cost the bars beside it their line)
PAD = '<span style="font-size:4pt">&nbsp;</span>'
ELLIPSIS = "\u2026"


def escape(text: str) -> str:
    """``text`` safe inside a badge's rich text: ``html.escape`` (quotes too), without importing the
    ``html`` package, whose table of named characters costs every start some 10 M instructions for a
    roster that needs only these five (docs/benchmarks.md, issue 43)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def chip_html(style: str, label: str, breaks: bool = False) -> str:
    """One badge: ``label`` on the colour of ``style``, in one piece (no space inside it breaks it
    when the badges wrap: "Не действует: Левая нога" broke after "Левая" in a narrow column);
    ``breaks``: its words wrap, for a badge wider than its cell ("Chequeo de Supervivencia: −12"
    over two lines rather than "Chequeo de S…")."""
    if breaks:  # between its words, a number kept with the word before it ("Supervivencia: −1")
        text = " ".join(escape(word).replace(" ", "&nbsp;") for word in chip_words(label))
    else:
        text = escape(label).replace(" ", "&nbsp;")
    return f'<span style="{style}">{PAD}{text}{PAD}</span>'


#: the longest word a badge keeps with the word after it (a preposition, an article: «de», «у»)
SHORT_WORD = 2


def chip_words(label: str) -> list[str]:
    """Where a badge's words may wrap: at its spaces, but not before a number ("Chequeo de
    Supervivencia: −1" wraps to "Supervivencia: −1", never to a "−1" alone on its line), nor after
    a short word, kept with the next ("Chequeo / de Supervivencia: −1", never a «de» alone on its
    line)."""
    out: list[str] = []
    for word in (w for w in re.split(r" (?![−+-]?\d)", label) if w):
        if out and len(out[-1]) <= SHORT_WORD and out[-1].isalpha():
            out[-1] += " " + word
        else:
            out.append(word)
    return out


@record(frozen=True, eq=False)
class RowBadges:
    """A row's condition badges (a label's rich text), their keys and tooltip lines; ``chips``:
    each badge's style and label, for a badge wider than its cell elided (:func:`fitted_badges`)."""

    html: str
    keys: tuple[str, ...]
    tips: tuple[str, ...]
    chips: tuple[tuple[str, str], ...] = ()


def _chip_width(style: str, label: str, font: QFont) -> float:
    return badges_document(RowBadges(chip_html(style, label), (), ()), font, -1, False).idealWidth()


#: the most letters a badge elided to its least keeps ("Перевя…": the badge's colour says the rest)
LEAST_LETTERS = 6


def _shortest(label: str) -> str:
    """The least a badge shows of ``label``: its first word (its first letters) and an ellipsis
    ("Inútil…", "Перевя…")."""
    first = label.split()[0].rstrip(":") if label.split() else label
    first = first[:LEAST_LETTERS]
    return label if first == label else first + ELLIPSIS


def _widest_word(style: str, label: str, font: QFont) -> float:
    """The width of a badge of ``label``'s longest word: the narrowest its words wrap whole in."""
    return max((_chip_width(style, word, font) for word in chip_words(label)), default=0.0)


def fitted_badges(badges: RowBadges, font: QFont, width: int) -> RowBadges:
    """``badges`` with each badge wider than ``width`` (the cell's room) on more lines, its words
    wrapped ("Chequeo de Supervivencia: −12" whole over two lines); only where a word of it is wider
    still, elided, never shorter than its first letters (the whole text is in the cell's tooltip): a
    long condition ("Inútil: Pierna izquierda") in a roster beside the map no longer widens the list
    past its dock."""
    if not badges.chips or width <= 0:
        return badges
    key = ("fit:" + badges.html, font.key(), width)
    kept = _FITTED.get(key)
    if kept is not None:
        return kept
    metrics = QFontMetrics(font)
    parts, changed = [], False
    for style, label in badges.chips:
        over = _chip_width(style, label, font) - width
        if over > 0 and _widest_word(style, label, font) <= width:
            parts.append(chip_html(style, label, breaks=True))  # its words wrap in the cell
            changed = True
            continue
        if over > 0:
            least = _shortest(label)
            room = max(metrics.horizontalAdvance(least), metrics.horizontalAdvance(label) - int(over + 0.999))
            short = metrics.elidedText(label, Qt.TextElideMode.ElideRight, room)
            if len(short) < len(least):
                short = least
            changed = changed or short != label
            label = short
        parts.append(chip_html(style, label))
    fitted = RowBadges(" ".join(parts), badges.keys, badges.tips, badges.chips) if changed else badges
    if len(_FITTED) > 4096:
        _FITTED.clear()
    _FITTED[key] = fitted
    return fitted


def paint_tracks(
    painter: QPainter, rect: QRect, font: QFont, tracks: RowTracks, ink: QColor | None = None, form: int = NAMED,
) -> None:  # fmt: skip
    """The row's tracks in ``rect``; ``ink`` the colour of the state words beside the bars (the
    row's text colour); ``form`` the list's way of naming the figure's parts (:meth:`RowTracks.named`)."""
    painter.save()
    painter.setFont(font)
    metrics = QFontMetrics(font)
    rects, _height = tracks.place(rect.width(), metrics)
    things = iter(rects)
    painter.translate(rect.topLeft())  # each thing painted as its own widget was, from its corner
    if tracks.body:
        box = next(things)
        painter.translate(box.topLeft())
        area = QRectF(0, 0, box.width(), box.height()).adjusted(2, 1, -2, -1)
        paint_body(painter, area, tracks.figure(), tracks.named(area.width(), metrics, form))
        painter.translate(-box.topLeft())
    for bar, box in zip(tracks.bars, things, strict=True):
        bar_box, word = bar.split(box, metrics)
        painter.translate(bar_box.topLeft())
        paint_bar(painter, QRectF(0, 0, bar_box.width(), bar_box.height()), bar.spec, bar.value,
                  _fitting(bar, metrics), dead=bar.dead)
        painter.translate(-bar_box.topLeft())
        if word is not None:
            painter.setPen(ink if ink is not None else QColor("#ffffff"))
            painter.drawText(word, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, bar.word)
    painter.restore()


def _fitting(bar: RowBar, metrics: QFontMetrics) -> Callable[[int], str]:
    texts = bar.texts()
    return lambda width: fitting_text(texts, metrics, width)


def badges_document(badges: RowBadges, font: QFont, width: int, wrap: bool) -> QTextDocument:
    """The badges as a label lays them out: ``width`` the label's, wrapped or on one line."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    option = document.defaultTextOption()
    option.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    option.setWrapMode(QTextOption.WrapMode.WordWrap if wrap else QTextOption.WrapMode.ManualWrap)
    document.setDefaultTextOption(option)
    document.setHtml(badges.html)
    document.setTextWidth(width if width >= 0 else -1)
    return document


def badges_width(badges: RowBadges, font: QFont) -> int:
    """The cell's width with every badge on one line (kept by the badges and the font: most rows
    show what another does)."""
    if not badges.html:
        return SIDE + END
    key = (badges.html, font.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 4096:
            _WIDTHS.clear()
        width = _WIDTHS[key] = int(badges_document(badges, font, -1, False).idealWidth() + 0.999) + SIDE + END
    return width


def badges_least(badges: RowBadges, font: QFont) -> int:
    """The narrowest cell that shows every word of the badges whole (wrapped, a badge a line)."""
    if not badges.html:
        return SIDE + END
    key = ("least:" + badges.html, font.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 4096:
            _WIDTHS.clear()
        width = _WIDTHS[key] = int(badges_document(badges, font, 1, True).idealWidth() + 0.999) + SIDE + END
    return width


def badges_words(badges: RowBadges, font: QFont) -> int:
    """The narrowest cell that shows every word of the badges whole, a badge wider than its cell
    wrapping its words (:func:`fitted_badges`): the check buttons' cell's least (its label, unlike the
    painted cells, elides nothing)."""
    if not badges.chips:
        return badges_least(badges, font)
    key = ("words:" + badges.html, font.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 4096:
            _WIDTHS.clear()
        least = max(_widest_word(style, label, font) for style, label in badges.chips)
        width = _WIDTHS[key] = int(least + 0.999) + SIDE + END
    return width


def badges_shortest(badges: RowBadges, font: QFont) -> int:
    """The narrowest cell the badges show in at all: each elided down to its first letters (the
    whole text in the tooltip), a badge a line; for a list with no room for the longest badge whole."""
    if not badges.chips:
        return badges_least(badges, font)
    key = ("shortest:" + badges.html, font.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 4096:
            _WIDTHS.clear()
        least = max(_chip_width(style, _shortest(label), font) for style, label in badges.chips)
        width = _WIDTHS[key] = int(least + 0.999) + SIDE + END
    return width


def badges_height(badges: RowBadges, font: QFont, width: int) -> int:
    """The row's height for the badges wrapped in a cell ``width`` wide (never less than one line)."""
    key = (badges.html, font.key(), width)  # kept: most rows show what another does
    height = _BADGE_HEIGHTS.get(key)
    if height is None:
        metrics = QFontMetrics(font)
        badges = fitted_badges(badges, font, width - SIDE - END)
        wrapped = badges_document(badges, font, width - SIDE - END, True).size().height() if badges.html else 0
        one = badges_document(badges, font, -1, False).size().height() if badges.html else metrics.height()
        if len(_BADGE_HEIGHTS) > 4096:
            _BADGE_HEIGHTS.clear()
        height = _BADGE_HEIGHTS[key] = int(max(wrapped, one) + 0.999) + 4
    return height


def paint_badges(painter: QPainter, rect: QRect, font: QFont, badges: RowBadges, wrap: bool, text: QPalette) -> None:
    if not badges.html:
        return
    badges = fitted_badges(badges, font, rect.width() - SIDE - END)
    document = badges_document(badges, font, rect.width() - SIDE - END, wrap)
    height = int(document.size().height() + 0.999)
    top = rect.top() + max(0, (rect.height() - height) // 2)
    painter.save()
    painter.translate(QPoint(rect.left() + SIDE, top))
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette = text
    context.clip = QRectF(0, 0, rect.width() - SIDE - END, rect.height())
    painter.setClipRect(context.clip)
    paint_badge_boxes(painter, document)  # each badge's colour in its own box: apart from the next line's
    document.documentLayout().draw(painter, context)
    painter.restore()
