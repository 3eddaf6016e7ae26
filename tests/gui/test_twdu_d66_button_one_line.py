"""twdu at 1366×768, the demo, Ben broken: the roster row's «Критическая травма (D66)» button reads on
one line in the conditions' column, which has the room, and whole inside its row, in Russian, Spanish
and English.  Before, it wrapped after «Критическая» and was cut: the button asked for the width of
its word-wrapping label's own size hint, which wraps any text longer than some twenty letters at half
its width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics

from app.services.demo import build_demo
from tests.gui.shared_windows import close, open_window
from tests.gui.test_dice_tab_order_screen import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

LABELS = {"ru": "Критическая травма (D66)", "es": "Herida crítica (D66)", "en": "Critical injury (D66)"}


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_the_d66_button_reads_on_one_line_inside_its_row(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    path = build_demo(tmp_path / "demo" / f"twdu-{lang}.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, path, fight=False)
    try:
        services = window.services
        roster = window.docks["charactersDock"]
        ben = next(c.id for c in services.characters.characters() if c.name == "Ben Okafor")
        for _ in range(6):  # broken, an unnamed critical injury: its D66 due
            if roster.checks(ben) is not None:
                break
            assert services.characters.damage(ben, {"damage": 2, "armor": False})
        settle(qtbot)
        cell = roster.checks(ben)
        assert cell is not None
        [button] = cell.check_buttons.values()
        assert button.text() == LABELS[lang]
        text = button.label
        one_line = QFontMetrics(text.font()).height()
        assert cell.width() > QFontMetrics(text.font()).horizontalAdvance(button.text()) + 30, "the column has room"
        assert text.height() < 2 * one_line, f"{button.text()!r} wrapped: {text.height()} px, a line is {one_line}"
        assert text.width() >= QFontMetrics(text.font()).horizontalAdvance(button.text())
        assert text.height() >= text.heightForWidth(text.width()), f"{button.text()!r} cut"
        assert text.mapTo(button, QPoint(0, text.height())).y() <= button.height(), f"{button.text()!r} cut"
        view = roster.tree.viewport()
        row = roster.tree.visualItemRect(roster.items[ben])
        bottom = button.mapTo(view, QPoint(0, button.height())).y()
        assert bottom <= row.bottom() + 1, f"{button.text()!r} ends at {bottom}, its row at {row.bottom()}"
        assert roster.widget().horizontalScrollBar().maximum() == 0
    finally:
        close([window])
        i18n.set_language("en")
