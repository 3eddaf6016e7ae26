"""Ctrl+Shift+W with fewer than five dead counted (Threat 3, three "+" on the count): the first press
said "Ctrl+Shift+W again starts the swarm fight" with the focus on the count, so the next Down took a
dead away, and the second press was refused.  Now the first press says the refusal and what to do,
and leaves the count alone; the focus goes to the count only when it is the GM's to type (nothing
counted yet, and then the panel says so), and with a swarm counted to Fight the swarm."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import campaign_window, lines

FEW = {
    "en": "Fewer than five dead are no swarm: use single attacks. To fight them as a swarm, count five dead "
          "or more in Dead, then press Ctrl+Shift+W again.",
    "ru": "Меньше пяти мертвецов — это не рой: используйте одиночные атаки. Чтобы сразиться с ними как с роем, "
          "укажите в поле «Мертвецы» пять или больше, затем снова нажмите Ctrl+Shift+W.",
    "es": "Menos de cinco muertos no son una horda: usa ataques únicos. Para luchar contra ellos como horda, "
          "cuenta cinco muertos o más en Muertos y pulsa Ctrl+Mayús+W otra vez.",
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_three_dead_are_refused_at_the_first_press_and_the_count_is_left_alone(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "twdu")
        keys = Keys(qtbot)
        for _ in range(3):
            keys.type("+3")  # Threat 3
        swarm = window.docks["swarmDock"]
        keys.key(Qt.Key.Key_8, CTRL)  # the swarm panel, on the count of dead
        assert QApplication.focusWidget() is swarm.dead
        for _ in range(3):
            keys.type("+")
        assert swarm.swarm.fight().dead == 3
        window.docks["initiativeDock"].tree.setFocus()
        before = len(lines(window))
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)
        assert swarm.status.text() == FEW[code]
        assert window.statusBar().currentMessage() == FEW[code]
        assert QApplication.focusWidget() is not swarm.dead
        keys.key(Qt.Key.Key_Down)
        assert swarm.swarm.fight().dead == 3  # no dead taken away
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # again: the same words, nothing started, nothing written
        assert not swarm.swarm.active() and len(lines(window)) == before
        assert swarm.status.text() == FEW[code]
        assert QApplication.focusWidget() is not swarm.dead
    finally:
        set_language("en")


def test_a_swarm_counted_puts_the_focus_on_fight_the_swarm(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    for _ in range(3):
        keys.type("+3")
    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_8, CTRL)  # the swarm panel, on the count of dead
    assert QApplication.focusWidget() is swarm.dead
    for _ in range(6):
        keys.type("+")
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.status.text() == "Ctrl+Shift+W again starts the swarm fight."
    assert QApplication.focusWidget() is swarm.start_button  # not the count: Down takes no dead
    keys.key(Qt.Key.Key_Down)
    assert swarm.swarm.fight().dead == 6
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)
    assert swarm.swarm.active()


def test_ctrl_8_lands_on_the_count_and_ctrl_shift_c_reads_it_as_typed(qtbot, tmp_path):
    # the field showed 8 (typed, no Enter) and Ctrl+Shift+C said "fewer than five"; Ctrl+8 landed on
    # Fight the swarm, two Backtabs from the count
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    for _ in range(2):
        keys.type("+3")  # Threat 2: clearing out an area
    swarm = window.docks["swarmDock"]
    keys.key(Qt.Key.Key_8, CTRL)
    assert QApplication.focusWidget() is swarm.dead
    keys.type("8")  # no Enter
    keys.key(Qt.Key.Key_C, CTRL | SHIFT)
    assert lines(window)[-1] == "Clearing out an area: 8 dead, Swarm Size 1, Threat 2, Swarm Threat 3"
    assert swarm.swarm.active()
