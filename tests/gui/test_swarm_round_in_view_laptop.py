"""The swarm panel's round in view on a 1366×768 laptop, default layout (issue 40): Ctrl+Shift+W
during a swarm fight brought the panel forward in 308 of the 820 pixels its round needs, under the
threat dial: its headline (the Swarm Threat) and its rollers needed F11.  Now the panel takes the
dial's room (the dial keeps its title and a few lines), its view starts at the headline, the
rollers under it are in view (the Roll button below them comes into view as Tab reaches it:
ui.focus_in_view)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, in_view  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui.docks.row_room import KEEP


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_ctrl_shift_w_shows_the_swarm_round_from_its_headline(qtbot, tmp_path, demos):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1, "gm")
        assert services.swarm.set_dead(30) and services.swarm.start(False)
        settle()
        dock = window.docks["swarmDock"]
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_W, CTRL | SHIFT)
        settle()
        box = dock.round_box
        rollers = [combo for combo, _skill, _dice in box.rollers if combo.isVisible()]
        assert QApplication.focusWidget() is rollers[0]
        shown = {"headline": in_view(dock, dock.headline)}
        shown |= {f"roller {n}": in_view(dock, combo) for n, combo in enumerate(rollers, 1)}
        assert all(shown.values()), (shown, dock.widget().viewport().height())
        threat = window.docks["threatDock"]
        assert threat.on_screen() and threat.height() >= KEEP  # the dial's title and level still there
    finally:
        window.close()
        window.deleteLater()
