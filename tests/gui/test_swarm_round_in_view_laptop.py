"""The swarm panel's round in view on a 1366×768 laptop, default layout (issue 40): Ctrl+Shift+W
during a swarm fight brought the panel forward in 308 of the 820 pixels its round needs, under the
threat dial: its headline (the Swarm Threat) and its rollers needed F11.  Now its view starts at
the headline (the docks keep their edges: the dial above stays whole), the rollers under it are in
view (the Roll button below them comes into view as Tab reaches it: ui.focus_in_view)."""

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


def test_the_dial_keeps_its_room_through_a_swarm_fight_and_its_question(qtbot, tmp_path, demos):  # noqa: F811
    """The room the panel took stayed taken after the fight, and came back at the next start (a threat
    dock of 110 px, its level cut); and + in that short dock showed three of eight reasons.  Then the
    panel took the dial's room for the fight and the question borrowed it back (issue 40: the dial cut
    off, the docks' edges moving at each step).  Now the Threat dock keeps its height through the
    fight's start, a step's question and the fight's end; the question's reasons scroll within it."""
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
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the fight starts
        settle()
        assert services.swarm.active()
        assert threat.height() == before
        window.docks["initiativeDock"].tree.setFocus()  # (in the panel + counts one more dead)
        keys.key(Qt.Key.Key_Plus)  # the threat's question
        qtbot.waitUntil(lambda: bool(threat.reason_buttons))
        settle()
        qtbot.wait(50)
        settle()
        assert threat.height() == before
        assert in_view(threat, threat.prompt)
        scroll = threat.widget()
        for _, button in threat.reason_buttons:  # each reason in view as the dock scrolls to it
            scroll.ensureWidgetVisible(button, 0, 0)
            assert in_view(threat, button), button.text()
        keys.key(Qt.Key.Key_Escape)
        settle()
        assert threat.height() == before
        swarm.call_off()
        settle()
        assert not services.swarm.active()
        assert threat.height() == before  # the dial as it was before the fight
    finally:
        window.close()
        window.deleteLater()
