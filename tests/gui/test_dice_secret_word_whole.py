"""The dice dock's Secret box, ticked (white on red, bold), showed its word cut at 1366×768: "Secre",
«Тайн», "Secret…".  Ticked, it shows the whole word: the white letters span the word's width in
the bold font it is drawn in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def _white_span(image) -> int:  # noqa: ANN001
    """How wide the white letters on the red box are (first to last column with a white pixel)."""
    columns = [x for x in range(image.width())
               if any(QColor(image.pixel(x, y)).lightness() > 200 for y in range(image.height()))]
    return columns[-1] - columns[0] + 1 if columns else 0


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_ticked_secret_box_shows_its_whole_word(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        Keys(qtbot).key(Qt.Key.Key_D, CTRL | SHIFT)  # the dice
        box = window.docks["diceDock"].secret_check
        box.setChecked(True)
        for _ in range(3):
            QApplication.processEvents()
        assert box.isVisible()
        word = box.text().replace("&", "")
        needed = QFontMetrics(box.font()).horizontalAdvance(word)  # the plain word: bold is wider still
        image = box.grab().toImage()
        # the indicator is drawn white too: the letters are what lies right of it
        left = box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box) + 6
        letters = image.copy(left, 0, image.width() - left, image.height())
        assert _white_span(letters) >= needed - 4, (lang, word, _white_span(letters), needed, box.width())
    finally:
        close([window])
        i18n.set_language("en")
