"""A lost swarm round in which a PC messed up (twdu text: "If one or more PCs messed up in a lost
round, the GM chooses two options instead of one"), played by keys as a first-night GM did.

* Picking 3 (a single attack on a random victim) put the focus in the victim's typed die while a
  second pick was still owed: the next digit, 2, was typed there as a die and "Apply the GM's picks"
  stayed greyed.  Now the digits keep picking until every pick is made; then the die is next.
* The stress die's walker showed in the round's dice, yet the panel never said what the mess-up did
  (a won round says "… messed up: a single attack" and offers its roll).  Now the lost round says it
  plainly: no single attack, the GM's second pick instead."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL
from tests.gui.swarm_scene import lost_round, tab_to
from tests.gui.test_fight_by_keys import lines

#: round 2 from the table: no 6 anywhere (lost), a walker on Ana's stress die in her first roll
MESSED = ("2 2 2 2 2 2 1", "2 2 2 2", "2 2 2 2 2")


def lost_with_a_mess_up(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """Round 1 lost, Ana's roll pushed (stress 1: a stress die from now on), Threat +1 picked; round 2
    lost with a walker on Ana's stress die: the GM owes two picks."""
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    tab_to(keys, next(b for b in outcome.push_buttons if b.isVisible() and "Ana" in b.text()))
    keys.key(Qt.Key.Key_Space)
    keys.type("1")
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in MESSED:
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    for _ in range(3):
        QApplication.processEvents()
    assert window.services.swarm.fight().picks_due == 2
    return window, keys, swarm


def test_a_single_attack_pick_leaves_the_digits_to_the_second_pick(qtbot, tmp_path):
    window, keys, swarm = lost_with_a_mess_up(qtbot, tmp_path)
    outcome = swarm.outcome_box
    checks = list(outcome.pick_boxes.values())
    keys.type("3")  # a single attack on a random victim
    assert QApplication.focusWidget() is not outcome.victim_die  # a pick is still owed
    keys.type("2")  # the second pick, not a die typed as text
    assert outcome.victim_die.text() == ""
    assert [c.isChecked() for c in checks].count(True) == 2 and checks[1].isChecked() and checks[2].isChecked()
    assert outcome.apply_picks.isEnabled()
    assert QApplication.focusWidget() is outcome.victim_die  # every pick made: the victim's die next
    keys.type("1")
    keys.key(Qt.Key.Key_Return)
    assert "Single attack on Ana (die from the table)" in lines(window)[-1]


def test_a_digit_typed_in_the_victim_s_die_while_a_pick_is_owed_is_a_pick(qtbot, tmp_path):
    window, keys, swarm = lost_with_a_mess_up(qtbot, tmp_path)
    outcome = swarm.outcome_box
    keys.type("3")
    outcome.victim_die.setFocus()  # the GM went there by Tab before the second pick
    keys.type("2")
    assert outcome.victim_die.text() == "" and outcome.apply_picks.isEnabled()


def test_a_mess_up_in_a_lost_round_says_what_it_did(qtbot, tmp_path):
    window, keys, swarm = lost_with_a_mess_up(qtbot, tmp_path)
    outcome = swarm.outcome_box
    said = ("Ana messed up: the GM picks two of the options below (in a lost round a mess-up brings no single "
            "attack of its own)")
    assert outcome.picks_label.isVisible() and said in outcome.picks_label.text()
    assert not any(b.isVisible() for b in outcome.single_buttons)  # none offered, and the panel says why
    keys.type("1")
    keys.type("2")
    keys.key(Qt.Key.Key_Return, CTRL)
    assert outcome.details.isVisible() and said in outcome.details.text()  # still said once picked


def test_the_lost_round_s_log_line_names_the_mess_up(qtbot, tmp_path):
    window, _keys, _swarm = lost_with_a_mess_up(qtbot, tmp_path)
    assert lines(window)[-1].startswith("Swarm round 2:")
    assert lines(window)[-1].count("Ana messed up: the GM's second pick") == 1
