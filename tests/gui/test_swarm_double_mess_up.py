"""One fighter who rolls twice in a swarm round (two fighting: a small group) and messes up both
rolls suffers two single attacks (twdu text: "any PCs who mess up their skill roll suffer a single
attack"; each roll is a skill roll of its own).  The panel listed "Ana messed up: a single attack"
twice but offered one roll and one harm: the round's line named its victims once each.  Now each
attack is offered in turn by keys, "1 of 2" then "2 of 2": its roll set up in the dice dock for Ana,
its harm after a failed roll, each its own action with one log line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT
from tests.gui.swarm_scene import lost_round, tab_to
from tests.gui.test_fight_by_keys import lines

#: Ana's single attack roll from the table: Strength 4 + Close Combat 2, stress 1; no 6, no walker
FAILED = "2 2 3 3 4 5 2"


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_both_single_attacks_of_a_double_mess_up_are_rolled_and_harmed_in_turn(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    tab_to(keys, next(b for b in outcome.push_buttons if b.isVisible() and "Ana" in b.text()))
    keys.key(Qt.Key.Key_Space)  # Ana's stress 0 → 1: a stress die from now on
    keys.type("1")
    keys.key(Qt.Key.Key_Return, CTRL)
    keys.key(Qt.Key.Key_K, CTRL)
    for faces in ("6 6 6 6 6 6 1", "2 2 2 2", "6 6 6 6 1"):  # won; a walker on both of Ana's stress dice
        keys.type(faces)
        keys.key(Qt.Key.Key_Return)
    settle()
    assert outcome.details.text().count("Ana messed up: a single attack") == 2
    ana = next(c.id for c in window.services.characters.characters() if c.name == "Ana")
    dice = window.docks["diceDock"]
    harm = window.docks["threatDock"].single_harm.row
    health = [window.services.characters.character(ana).state["health"]]
    for number in (1, 2):
        single = QApplication.focusWidget()
        assert single in outcome.single_buttons, single.objectName()
        assert single.text() == f"Roll Ana's single attack {number} of 2 (a skill roll)"
        keys.key(Qt.Key.Key_Space)  # the roll set up for Ana in the dice dock
        assert QApplication.focusWidget() is dice.faces_edit and dice.character_id() == ana
        before = len(lines(window))
        keys.type(FAILED)
        keys.key(Qt.Key.Key_Return)
        settle()
        assert len(lines(window)) == before + 1
        assert "— the single attack on Ana gets through" in lines(window)[-1]
        keys.key(Qt.Key.Key_7, CTRL)  # to the harm beside the push
        settle()
        assert QApplication.focusWidget() is harm.damage
        keys.key(Qt.Key.Key_Return)  # one point: one action, one line
        settle()
        assert len(lines(window)) == before + 2 and lines(window)[-1].startswith("Single attack on Ana: Health")
        health.append(window.services.characters.character(ana).state["health"])
        keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # back to the panel: the next attack's roll, then the Threat Level
        settle()
    assert health == [3, 2, 1]
    assert sum(line.startswith("Single attack on Ana: Health") for line in lines(window)) == 2
    assert QApplication.focusWidget() in outcome.won_buttons and outcome.next_single() is None
    keys.key(Qt.Key.Key_Z, CTRL)  # the second harm taken back: offered again, the first stays dealt
    settle()
    assert window.services.characters.character(ana).state["health"] == 2 and harm.isVisible()
