"""The log keeps following new lines after an F11 round trip (issue #40: it stopped, in a real
window): lines written before, during and after the fight layout, the last one in sight each time,
the log scrolled to its bottom.  Runs offscreen and in a real X11 window alike
(``QT_QPA_PLATFORM=xcb DISPLAY=…`` with a window manager)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from ui.dock_goto import go_to


def last_line_in_sight(window) -> list[str]:  # noqa: ANN001
    dock = window.docks["logDock"]
    view = dock.view
    go_to(dock)
    settle()
    bar = view.verticalScrollBar()
    rows = dock.proxy.rowCount()
    bad = []
    if bar.value() != bar.maximum():
        bad.append(f"scrolled to {bar.value()} of {bar.maximum()}")
    rect = view.row_rect(rows - 1)
    if not (0 <= rect.top() and rect.bottom() <= view.viewport().height()):
        bad.append(f"the last line at {rect.top()}..{rect.bottom()} in a {view.viewport().height()} px view")
    return bad


def write(window, count: int) -> None:  # noqa: ANN001
    for n in range(count):
        window.services.threat.step(1 if n % 2 == 0 else -1, "gm")
    settle()


@pytest.mark.parametrize("demo", ["twdu", "gridlimbs", "afmbe-norms"])
def test_the_log_follows_new_lines_after_an_f11_round_trip(qtbot, tmp_path, demos, demo):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos[demo], LAPTOP)
    try:
        window.services.threat.set_tension_meter(True)
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        problems = []
        # the F11 presses before each batch of lines: none, on, off, on and off again
        for moment, presses in (("before", 0), ("in the fight layout", 1), ("after it", 1),
                                ("after a second round trip", 2)):
            window.docks["initiativeDock"].tree.setFocus()
            for _ in range(presses):
                keys.key(Qt.Key.Key_F11)
                settle()
            assert window.fight_layout.is_on() == (moment == "in the fight layout")
            write(window, 12)
            problems += [f"{moment}: {p}" for p in last_line_in_sight(window)]
        assert not window.fight_layout.is_on()
        assert QApplication.focusWidget() is not None
        assert problems == [], "\n".join(problems)
    finally:
        window.close()
        window.deleteLater()
