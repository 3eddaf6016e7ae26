"""Undoing a call-off (Ctrl+Alt+X, then Ctrl+Z) brought back the button of a single attack whose roll
was already made: Ctrl+Shift+W put the focus on "Roll Ben's single attack" again and Space set his
roll up a second time (issue 40).  A roll made stays made.  The call-off said nothing either of the
dice typed for the next round, which it sets aside (Ctrl+Z brings them back): it now says them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import ALT, CTRL, SHIFT
from tests.gui.test_swarm_call_off_drops_roll_keys import _lost_round_with_a_single_attack
from ui import i18n

SAID = {  # the line's words, before Ben's row (his first of three rolls) and after its dice
    "en": ("Swarm fight called off: the dice typed for the round set aside: Ben (", " 6 6 6 (Ctrl+Z brings them back)"),
    "ru": ("Бой с роем прекращён: кубики, введённые для раунда, отложены — Ben (", " 6 6 6 (Ctrl+Z вернёт их)"),
    "es": ("Pelea contra la horda suspendida: los dados escritos para el asalto quedan apartados: Ben (",
           " 6 6 6 (Ctrl+Z los recupera)"),
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_undoing_a_call_off_offers_no_roll_already_made(qtbot, tmp_path, code):
    assert i18n.set_language(code)
    try:
        window, keys, swarm = _lost_round_with_a_single_attack(qtbot, tmp_path)
        keys.key(Qt.Key.Key_Space)  # its roll asked for: the dice dock on it
        keys.type("6 2 2 2 2 2")
        keys.key(Qt.Key.Key_Return)  # rolled: fought off
        assert window.services.threat.single_attacks()[-1].rolled
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # back to the panel: round 2
        field = next(f for _, f in swarm.round_box.plan_labels if f.isVisible())
        field.setFocus()
        keys.type("6 6 6")
        keys.key(Qt.Key.Key_X, CTRL | ALT)  # called off
        assert not window.services.swarm.active()
        head, tail = SAID[code]
        said = swarm.status.text()
        assert said.startswith(head) and said.endswith(tail), said
        assert window.statusBar().currentMessage() == said
        keys.key(Qt.Key.Key_Z, CTRL)  # undone: round 2 again, its dice typed back
        assert window.services.swarm.active()
        assert swarm.outcome_box.next_single() is None  # Ben's roll was made: not offered again
        assert field.text() == "6 6 6"
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)
        focus = QApplication.focusWidget()
        assert focus is not None and not focus.objectName().startswith("singleAttack"), focus.objectName()
        rolls = len(window.services.threat.single_attacks())
        keys.key(Qt.Key.Key_Space)
        assert len(window.services.threat.single_attacks()) == rolls
    finally:
        i18n.set_language("en")


def test_the_single_attack_s_roll_says_on_whom_it_falls_in_spanish(qtbot, tmp_path):
    """«Tirar el ataque único de Ben» read as Ben's own attack: it is the dead's, against him."""
    assert i18n.set_language("es")
    try:
        _window, _keys, swarm = _lost_round_with_a_single_attack(qtbot, tmp_path)
        single = swarm.outcome_box.next_single()
        assert single is not None and single.text() == "Tirar el ataque único contra Ben (tirada de habilidad)"
    finally:
        i18n.set_language("en")
