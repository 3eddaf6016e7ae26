"""The fight list's buttons in a narrow dock, in Russian: a laptop's layout with the map up (Ctrl+9)
left the fight list about 270 px wide, and the typed-dice field's full hint held its row 258 px
wide, so the dock scrolled sideways and "Следующий ход" (next turn) showed as "Следующий х".  Now
the field gives way down to its own minimum and every button shows whole in the dock's view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from tests.gui.helpers import campaign_window
from ui import i18n


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("width", [230, 270])
def test_every_fight_button_shows_whole_in_a_narrow_dock(qtbot, tmp_path, width):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    try:
        assert i18n.set_language("ru")
        dock = window.docks["initiativeDock"]
        qtbot.waitUntil(lambda: dock.buttons["next"].text() == "Следующий ход")
        dock.setFloating(True)
        dock.resize(width, 600)
        qtbot.waitUntil(lambda: dock.width() == width)
        scroll = dock.widget()
        view = scroll.viewport() if hasattr(scroll, "viewport") else scroll
        qtbot.waitUntil(lambda: dock.buttons["next"].isVisible())
        shown = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
        for key, button in dock.buttons.items():
            if button.isVisible():
                where = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
                assert shown.contains(where), f"{key} {button.text()!r} cut: {where} in {shown}"
                assert button.width() >= button.sizeHint().width()
    finally:
        i18n.set_language("en")
