"""A PC who messes up in a won swarm round suffers a single attack, resolved with one skill roll of
theirs: the swarm panel offers that roll by keys (the dice dock on the PC's skill roll), not only the
words "messed up: a single attack"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT
from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines


def test_a_mess_up_in_a_won_round_offers_the_single_attack_roll(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    for _ in range(20):
        if QApplication.focusWidget() is ben:
            break
        keys.key(Qt.Key.Key_Tab)
    keys.key(Qt.Key.Key_Space)  # Ben's stress 0 → 1
    keys.type("1")
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 6 6 6 6 6", "6 6 6 6 1", "2 2 2 2"):  # won; Ben's stress die a walker
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert "won" in lines(window)[-1]
    assert "Ben messed up: a single attack" in outcome.details.text()
    single = next(b for b in outcome.single_buttons if b.isVisible())
    assert single.text() == "Roll Ben's single attack (a skill roll)"
    seen = []
    for _ in range(20):  # Shift+Tab to it (above the Threat Level buttons the focus is on)
        seen.append(QApplication.focusWidget().objectName())
        if QApplication.focusWidget() is single:
            break
        keys.key(Qt.Key.Key_Tab, SHIFT)
    assert QApplication.focusWidget() is single, seen
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    ben_id = next(c.id for c in window.services.characters.characters() if c.name == "Ben")
    assert dice.character_id() == ben_id
    assert dice.form is not None and dice.form.values()["skill"] == "close_combat"
    before = len(lines(window))
    keys.key(Qt.Key.Key_R, CTRL)  # the single attack rolled
    assert len(lines(window)) == before + 1 and lines(window)[-1].startswith("Ben rolls Skill roll (Close Combat)")
