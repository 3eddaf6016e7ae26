"""Ctrl+Alt+X calls the swarm fight off.  With a single attack of the last round still waiting for
its roll (the panel's "Roll Ben's single attack"), the fight went and the roll with it, and nothing
said so (issue 40).  Now the panel's line and the status bar say which single attack is dropped and
that Ctrl+Z brings it back, the log's line names it, and Ctrl+Z offers the roll again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import ALT, CTRL
from tests.gui.swarm_alone import alone, lose_alone
from tests.gui.test_fight_by_keys import lines
from ui import i18n

SAID = {
    "en": "Swarm fight called off: a single attack dropped before its roll: Ben (Ctrl+Z brings it back)",
    "ru": "Бой с роем прекращён: одиночная атака отменена до броска — Ben (Ctrl+Z вернёт её)",
    "es": "Pelea contra la horda suspendida: un ataque único descartado antes de su tirada: Ben (Ctrl+Z lo recupera)",
}


def _lost_round_with_a_single_attack(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window, keys = alone(qtbot, tmp_path, "Ben")
    swarm = lose_alone(window, keys, "B")  # Ben alone
    single = list(swarm.outcome_box.pick_boxes).index("single_attack") + 1
    keys.type(str(single))  # a single attack: on Ben, the only one fighting
    keys.key(Qt.Key.Key_Return, CTRL)
    assert swarm.outcome_box.next_single() is not None  # its roll waits in the panel
    return window, keys, swarm


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_calling_the_fight_off_says_the_waiting_roll_it_drops(qtbot, tmp_path, code):
    assert i18n.set_language(code)
    try:
        window, keys, swarm = _lost_round_with_a_single_attack(qtbot, tmp_path)
        keys.key(Qt.Key.Key_X, CTRL | ALT)
        assert not window.services.swarm.active()
        assert swarm.status.isVisible() and swarm.status.text() == SAID[code]
        assert window.statusBar().currentMessage() == SAID[code]
        if code == "en":
            assert lines(window)[-1] == (
                "The GM calls the swarm fight off — the single attack on Ben is dropped before its roll")
        keys.key(Qt.Key.Key_Z, CTRL)  # undone: the fight and the roll it waits for come back
        assert window.services.swarm.active()
        single = swarm.outcome_box.next_single()
        assert single is not None and single.isVisible()
    finally:
        i18n.set_language("en")


def test_calling_off_a_fight_with_no_roll_waiting_says_nothing_of_one(qtbot, tmp_path):
    window, keys, swarm = _lost_round_with_a_single_attack(qtbot, tmp_path)
    keys.key(Qt.Key.Key_Space)  # its roll asked for: the dice dock on it
    keys.type("6 2 2 2 2 2")
    keys.key(Qt.Key.Key_Return)  # rolled: fought off
    assert window.services.threat.single_attacks()[-1].rolled
    swarm.call_off()
    assert not window.services.swarm.active()
    assert "dropped" not in swarm.status.text() and "dropped" not in lines(window)[-1]
