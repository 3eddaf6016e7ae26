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


def test_the_dial_gets_its_room_back_when_the_swarm_fight_ends_and_its_question_borrows_some(qtbot, tmp_path,
                                                                                            demos):  # noqa: F811
    """The room the panel took stayed taken after the fight, and came back at the next start (a threat
    dock of 110 px, its level cut); and + in that short dock showed three of eight reasons.  Now the
    room goes back when the fight is over, and the step's question borrows what it needs until
    answered."""
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1, "gm")
        assert services.swarm.set_dead(30)
        settle()
        threat, swarm = window.docks["threatDock"], window.docks["swarmDock"]
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        before = threat.height()
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # to the panel
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the fight starts, the panel takes the dial's room
        settle()
        assert services.swarm.active()
        short = threat.height()
        assert short < before - 40, (before, short)
        window.docks["initiativeDock"].tree.setFocus()  # (in the panel + counts one more dead)
        keys.key(Qt.Key.Key_Plus)  # the threat's question in the short dock
        qtbot.waitUntil(lambda: bool(threat.reason_buttons))
        settle()
        qtbot.wait(50)
        settle()
        assert all(in_view(threat, button) for _, button in threat.reason_buttons), threat.height()
        assert in_view(threat, threat.prompt)
        keys.key(Qt.Key.Key_Escape)  # no step: the borrowed room goes back
        settle()
        qtbot.waitUntil(lambda: abs(threat.height() - short) <= 6)
        swarm.call_off()
        settle()
        assert not services.swarm.active()
        qtbot.waitUntil(lambda: abs(threat.height() - before) <= 6)  # the dial as it was before the fight
    finally:
        window.close()
        window.deleteLater()
