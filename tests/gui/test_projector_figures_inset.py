"""A swarm fight's figures on the players' screen: no word or number touches its box's edges, in
every language («Размер роя» and «Угроза роя» ran into their boxes' sides on a 1080p screen), and
every number keeps its word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tests.gui.display_scenes import demo, set_scene
from ui.player_display import PlayerDisplay

SIZES = ((1920, 1080), (1280, 720), (1080, 1920))


def _inked(image, x: int, y: int) -> bool:  # noqa: ANN001
    ratio = image.devicePixelRatio()
    colour = image.pixelColor(int(x * ratio), int(y * ratio))
    return colour.alpha() > 200 and max(colour.red(), colour.green(), colour.blue()) > 150


def _inked_columns(image, box, margin: int) -> list[int]:  # noqa: ANN001
    """The columns within ``margin`` of the box's sides, and the rows within it of its bottom, where a
    letter's light pixels are."""
    found = []
    edges = [*range(box.left(), box.left() + margin), *range(box.right() - margin + 1, box.right() + 1)]
    for x in edges:
        if any(_inked(image, x, y) for y in range(box.top(), box.bottom(), 2)):
            found.append(x)
    for y in range(box.bottom() - margin + 1, box.bottom() + 1):
        if any(_inked(image, x, y) for x in range(box.left(), box.right(), 2)):
            found.append(-y)
    return found


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_no_figures_word_touches_its_box(qtbot, tmp_path, code):
    from ui.i18n import set_language

    assert set_language(code)
    services = demo(tmp_path)
    try:
        set_scene(services, "swarm")
        view = services.player_view.view()
    finally:
        services.close()
    try:
        for size in SIZES:
            display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
            qtbot.addWidget(display)
            display.resize(*size)
            display.show()
            qtbot.waitExposed(display)
            display.set_view(view)
            qtbot.wait(20)
            figures = display.swarm
            assert figures.isVisible() and len(figures.figures) == 3, size
            assert all(word for _, word, _ in figures.figures)  # a number with its word
            image = display.grab().toImage()  # the screen as the room sees it, the boxes over its backdrop
            margin = max(4, round(figures.px * 0.1))
            for box, (number, word, _) in zip(figures._box_rects(), figures.figures, strict=True):
                on_screen = box.translated(figures.mapTo(display, box.topLeft()) - box.topLeft())
                assert _inked_columns(image, on_screen, margin) == [], (code, size, number, word)
            assert figures.fits(), (code, size)
            display.close()
    finally:
        set_language("en")


def test_a_swarm_heading_that_must_wrap_breaks_at_its_dot(qtbot):
    """"Pelea contra la horda ·" / "asalto 1" left the dot at a line's end: a heading too wide for its
    line breaks at the dot, each part on a line of its own and beginning with a capital ("Asalto 1",
    never "asalto 1"); one that fits stays on one line."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QWidget

    from ui.player_screen.text import FitText

    parent = QWidget()
    qtbot.addWidget(parent)
    head = FitText(parent, "head", bold=True)
    head.set_text("Pelea contra la horda · asalto\u00a01")
    metrics = QFontMetrics(head.text_font(40))
    wide = metrics.horizontalAdvance(head.text()) + 10
    assert head.shown(metrics, wide) == head.text()
    lines = head.shown(metrics, wide - 40).splitlines()
    assert lines == ["Pelea contra la horda", "Asalto\u00a01"], lines
    assert head.needed_height(wide - 40, 40) == 2 * metrics.lineSpacing() or \
        head.needed_height(wide - 40, 40) >= 2 * metrics.height() - 2
