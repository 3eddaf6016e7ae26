"""One track drawn as a bar with its numbers (Life Points 24/30) or as steps (Health ●●○ Battered)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.rules.numbers import number

if TYPE_CHECKING:
    from app.rules.base import TrackSpec

#: a bar's frame: WCAG's 3:1 for a graphic's edge against the dark theme's lists (its former #555a66 was
#: 2.7 there, the fill's edge then read as the bar's: «31/3|4», its last figure seemingly out of the chip)
FRAME = "#8a8f9a"
#: a bar's empty part: lighter than the dark lists, the chip's whole width seen past its fill
TROUGH = "#2a2d34"
#: the height of the band along a bar's bottom showing how full it is, a strip or step marks (the text sits above it)
STEP_BAND = 3.0
#: the band's empty part (an unlit step)
EMPTY_STEP = "#15171a"


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def health_colour(fraction: float) -> QColor:
    """Green when whole, amber at half, red when nearly gone."""
    fraction = max(0.0, min(1.0, fraction))
    if fraction > 0.5:
        t = (fraction - 0.5) * 2
        return QColor(int(220 - 150 * t), int(170 + 20 * t), int(40 + 30 * t))
    t = fraction * 2
    return QColor(int(200 + 20 * t), int(40 + 130 * t), 40)


def _luminance(colour: QColor) -> float:
    """WCAG's relative luminance of ``colour``."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


#: the contrast white text keeps on a bar's fill: WCAG's 4.5 for text (white on the amber of a
#: half-full Health bar was 3.4 and hard to read from a metre)
TEXT_CONTRAST = 4.5


def fill_under_text(colour: QColor) -> QColor:
    """The fill a bar paints in ``colour``'s hue, dark enough for its white text."""
    fill = colour.darker(140)
    while contrast(fill, QColor("#ffffff")) < TEXT_CONTRAST:
        fill = fill.darker(110)
    return fill


class TrackBar(QWidget):
    """Paints ``spec`` at ``value``.  The text always says what the number is."""

    def __init__(self, spec: TrackSpec, value: int, compact: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.value = value
        self.compact = compact
        self.one_line = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._update_tooltip()

    def set_value(self, spec: TrackSpec, value: int) -> None:
        self.spec, self.value = spec, value
        self._update_tooltip()
        self.updateGeometry()  # its text's width
        self.update()

    def texts(self) -> list[str]:
        return bar_texts(self.spec, self.value)

    def text(self) -> str:
        return self.texts()[0]

    def fitting_text(self, width: int) -> str:
        """The richest of :meth:`texts` that fits ``width`` (the bar is never narrower than the last)."""
        return fitting_text(self.texts(), self.fontMetrics(), width)

    def _update_tooltip(self) -> None:
        self.setToolTip(self.text())
        self.setAccessibleName(self.text())

    def fraction(self) -> float:
        return bar_health(self.spec, self.value)

    def sizeHint(self) -> QSize:
        """Its richest text; ``one_line`` (a compact roster): its shortest, the short name and numbers."""
        metrics = self.fontMetrics()
        if self.one_line:
            return self.minimumSizeHint()
        return QSize(max(120, metrics.horizontalAdvance(self.text()) + 16), metrics.height() + 8)

    def minimumSizeHint(self) -> QSize:
        """As wide as the shortest of its texts: a layout never squeezes it to a cut text."""
        return QSize(self.fontMetrics().horizontalAdvance(self.texts()[-1]) + 14, self.fontMetrics().height() + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_bar(p, QRectF(self.rect()), self.spec, self.value, self.fitting_text)
        p.end()


def bar_texts(spec: TrackSpec, value: int, exact: str = "") -> list[str]:
    """Richest first: "Health 1/3 Battered", "Health 1/3", the ruleset's short name with the
    numbers ("Torso 4/4" for "Torso (main pool)"): never initials, never a bare number.  ``exact``:
    the value's decimal digits where the rules keep more than its whole number ("0.5": "Stamina
    0,5/4" in Russian), shown in its place (:meth:`app.rules.base.Ruleset.track_exact`)."""
    word = spec.value_labels.get(value)
    numbers = f"{exact_text(exact) if exact else number(value)}/{spec.maximum}"
    plain = f"{rules_tr(spec.label)} {numbers}"
    short = f"{rules_tr(spec.short or spec.label)} {numbers}"
    return [plain + (f" {rules_tr(word)}" if word else ""), plain, short]


def exact_text(digits: str) -> str:
    """A decimal's digits ("0.5") with the decimal point of the language shown ("0,5")."""
    return digits.replace(".", QLocale().decimalPoint())


def fitting_text(texts: list[str], metrics: QFontMetrics, width: int) -> str:
    """The richest of ``texts`` that fits ``width`` (a bar is never narrower than the last)."""
    return next((t for t in texts if metrics.horizontalAdvance(t) <= width), texts[-1])


def bar_health(spec: TrackSpec, value: int) -> float:
    """How whole the bar's colour says the character is (a stress bar full is bad news)."""
    fraction = max(0, value) / max(1, spec.maximum)
    return 1 - fraction if spec.higher_is_worse else fraction


def stepped(spec: TrackSpec) -> bool:
    return spec.style == "steps" and spec.maximum <= 12


def chip_colour(health: float, value: float) -> QColor:
    """A bar's colour, the same across it under its words: the health's hue dark enough for white
    text, or the trough where nothing is left (a value at 0 or below, its red words on it)."""
    return fill_under_text(health_colour(health)) if value > 0 else QColor(TROUGH)


def paint_chip(p: QPainter, rect: QRectF, health: float, filled: float, value: float,
               steps: tuple[int, int] | None = None) -> QRectF:
    """A bar's chip in ``rect``: its frame, one colour under its words (:func:`chip_colour`) and,
    in a band along its bottom, how full it is (``filled``, 0-1): a strip filled to it, or the
    steps' marks (``steps``: the value and the maximum of a track counted in steps).  The fill
    drawn behind the words ended inside them («Sal|ud 2/3», «31/3|4»), the word read cut; its edge
    now runs under them.  Returns where the words go (above the band).  The painter's pen and
    brush are left changed."""
    p.setPen(QPen(QColor(FRAME), 1))
    p.setBrush(chip_colour(health, value))
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)  # on whole pixels: a crisp line
    colour = health_colour(health)
    p.setPen(Qt.PenStyle.NoPen)
    if steps is not None:
        _paint_steps(p, rect, steps[0], steps[1], colour)
    else:
        band = QRectF(rect.left() + 2, rect.bottom() - STEP_BAND - 1, rect.width() - 4, STEP_BAND)
        p.setBrush(QColor(EMPTY_STEP))
        p.drawRoundedRect(band, 1, 1)
        if filled > 0:
            band.setWidth(band.width() * min(1.0, filled))
            p.setBrush(colour.lighter(120))
            p.drawRoundedRect(band, 1, 1)
    return rect.adjusted(0, 0, 0, -(STEP_BAND + 1))


#: a dead character's bar: grey, its numbers struck through (WCAG's 4.5 for the text on the chip)
DEAD_CHIP = "#3a3d44"
DEAD_TEXT = "#c4c7cc"


def paint_dead_chip(p: QPainter, rect: QRectF) -> QRectF:
    """A dead character's chip in ``rect``: its frame and one grey (no health's colour, no fill in its
    band: nothing the dead had left reads alive).  Returns where the words go, as :func:`paint_chip`."""
    p.setPen(QPen(QColor(FRAME), 1))
    p.setBrush(QColor(DEAD_CHIP))
    p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(EMPTY_STEP))
    p.drawRoundedRect(QRectF(rect.left() + 2, rect.bottom() - STEP_BAND - 1, rect.width() - 4, STEP_BAND), 1, 1)
    return rect.adjusted(0, 0, 0, -(STEP_BAND + 1))


def dead_ink(p: QPainter) -> None:
    """The pen and font of a dead character's bar's words: grey, struck through."""
    p.setPen(QColor(DEAD_TEXT))
    font = p.font()
    font.setStrikeOut(True)
    p.setFont(font)


def paint_bar(p: QPainter, box: QRectF, spec: TrackSpec, value: int, text: Callable[[int], str],
              dead: bool = False) -> None:
    """``spec`` at ``value`` in ``box`` (a bar's whole rectangle): the chip (:func:`paint_chip`), how
    full it is in a band along its bottom (a track counted in steps, Health ●●○, as its marks),
    its text (``text(width)``: the richest that fits) above the band, never crossed by it; ``dead``:
    the character is dead, the chip grey and its text struck through (:func:`paint_dead_chip`)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = box.adjusted(1, 1, -1, -1)
    filled = max(0.0, min(1.0, max(0, value) / max(1, spec.maximum)))
    steps = (value, spec.maximum) if stepped(spec) else None
    if dead:
        words = paint_dead_chip(p, rect)
        dead_ink(p)
    else:
        words = paint_chip(p, rect, bar_health(spec, value), filled, value, steps)
        p.setPen(QColor("#ff6b6b") if value < 0 else QColor("#ffffff"))
    text_box = QRectF(box.left() + 7, words.top(), box.width() - 14, words.height())
    p.drawText(text_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               text(int(rect.width()) - 12))
    p.restore()


def _paint_steps(p: QPainter, rect: QRectF, value: int, steps: int, colour: QColor) -> None:
    gap = 2.0
    width = (rect.width() - gap * (steps + 1)) / max(1, steps)
    top = rect.bottom() - STEP_BAND - 1
    for i in range(steps):
        cell = QRectF(rect.left() + gap + i * (width + gap), top, width, STEP_BAND)
        p.setBrush(colour.lighter(120) if i < value else QColor(EMPTY_STEP))
        p.drawRoundedRect(cell, 1, 1)
