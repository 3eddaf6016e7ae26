"""twdu's threat dial from the keyboard: a step up offers, after its reasons, what the GM may do
instead ("In situations where increasing the Threat Level seems illogical or not appropriate, the GM
may instead … a single attack from the dead … Increase the Swarm Size by one step"); a digit picks
it, the dial stays, one log line, Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_threat_dock import lines, make_window, reasons


def test_a_single_attack_or_swarm_size_up_instead_of_a_step_by_keys(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    assert services.swarm.set_dead(12)  # Swarm Size 2
    dial = dock.dial
    dial.setFocus()
    qtbot.keyClick(dial, Qt.Key.Key_Plus)
    assert reasons(dock)[-2:] == [
        "7  Instead: a single attack from the dead — Threat stays at 0; you pick who suffers it, "
        "and they roll against it",
        "8  Instead: Swarm Size one step up — Threat stays at 0; Swarm Size 2 → 3",
    ]
    qtbot.keyClick(dial, Qt.Key.Key_7)
    qtbot.keyClick(dial, Qt.Key.Key_1)  # on whom: the first, Ana
    assert services.threat.level() == 0 and not dock.prompt.isVisible()
    assert lines(services)[-1] == "Threat 0 (Safe) stays: instead, a single attack from the dead on Ana"
    dial.setFocus()
    qtbot.keyClick(dial, Qt.Key.Key_Plus)
    qtbot.keyClick(dial, Qt.Key.Key_8)
    assert services.swarm.fight().size == 3 and services.threat.level() == 0
    assert lines(services)[-1] == "Threat 0 (Safe) stays: instead, Swarm Size 2 → 3"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.swarm.fight().size == 2
