"""A single attack the GM picks after a lost swarm round (issue 40): its victim rolls to avoid it
(twdu text, "Single attacks": "you still get to make a roll to avoid it"), yet picking it only wrote
a log line, and the roll's button, where the panel had one, was reached by Shift+Tab from where the
focus landed.  Now the focus lands on the victim's roll, Space puts it in the dice dock with the
focus on its typed dice, Enter rolls it, and Ctrl+K goes back to the next round."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines


def test_the_picked_single_attack_s_roll_is_the_next_key(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    keys.type("3")  # pick 3: a single attack on a random victim
    keys.type("2")  # its die from the table: the second of Ana and Ben
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].endswith("Single attack on Ben (die from the table); Swarm Threat now 5")
    single = outcome.single_buttons[0]
    assert QApplication.focusWidget() is single  # the next thing to do, not a Shift+Tab away
    assert single.text() == "Roll Ben's single attack (a skill roll)"
    assert single.visibleRegion().boundingRect().size() == single.size()  # whole in the panel's view
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    ben = next(c.id for c in window.services.characters.characters() if c.name == "Ben")
    assert dice.character_id() == ben and dice.form is not None and dice.form.values()["skill"] == "close_combat"
    assert QApplication.focusWidget() is dice.faces_edit and not dice.visibleRegion().isEmpty()
    keys.type("2 3 4 5")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Ben rolls Skill roll (Close Combat) with table dice: Failure")
    assert single.isHidden()  # rolled: the panel no longer offers it
    keys.key(Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is swarm.round_box.plan_labels[0][1]  # round 2's dice


def test_a_mess_up_in_a_won_round_puts_the_focus_on_the_single_attack_first(qtbot, tmp_path):
    """Won with Ben's stress die a walker: the focus on his single attack's roll, above the Threat
    Levels (setting one ends the fight, and the roll's button with it)."""
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    ben = next(b for b in outcome.push_buttons if b.isVisible() and "Ben" in b.text())
    ben.setFocus()
    keys.key(Qt.Key.Key_Space)  # Ben's stress 0 → 1
    keys.type("1")
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 6 6 6 6 6", "6 6 6 6 1", "2 2 2 2"):  # won; Ben's stress die a walker
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    assert "won" in lines(window)[-1]
    single = next(b for b in outcome.single_buttons if b.isVisible())
    assert QApplication.focusWidget() is single
    keys.key(Qt.Key.Key_Space)
    keys.key(Qt.Key.Key_R, CTRL)
    assert lines(window)[-1].startswith("Ben rolls Skill roll (Close Combat)")
    keys.key(Qt.Key.Key_W, CTRL | Qt.KeyboardModifier.ShiftModifier)  # back to the panel: the Threat Level next
    assert QApplication.focusWidget() in outcome.won_buttons
