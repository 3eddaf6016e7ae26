"""Ctrl+3 (Go to the log) landed in the log with no line selected: Up, Down and the log's keys did
nothing until the GM clicked a line.  Now the focus is on the log's lines and the newest one is
current (selected, in view): Up goes to the line before it at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_ammo_goto_weapon_keys import demo_window
from ui import i18n
from ui.docks.log_model import EVENT


def line(log) -> str:  # noqa: ANN001
    return str(log.proxy.index(log.view.currentIndex().row(), EVENT).data())


def test_ctrl_3_lands_on_the_newest_line(qtbot, tmp_path):
    try:
        window = demo_window(qtbot, tmp_path, "gridlimbs", None, "en")
        services = window.services
        for text in ("The lights go out", "Something moves on the stairs"):
            assert services.log.add_note(text, False)
        log = window.docks["logDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_1, CTRL)  # from the roster
        keys.key(Qt.Key.Key_3, CTRL)
        focus = QApplication.focusWidget()
        assert focus is log.view, f"Ctrl+3 put the focus on {type(focus).__name__} {focus.objectName()!r}"
        rows = log.proxy.rowCount()
        assert log.view.currentIndex().row() == rows - 1
        assert log.view.selectionModel().isRowSelected(rows - 1)
        assert line(log) == "Note: Something moves on the stairs"
        keys.key(Qt.Key.Key_Up)
        assert line(log) == "Note: The lights go out"
    finally:
        i18n.set_language("en")
