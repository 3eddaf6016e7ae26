"""The swarm round's result where the GM looks (issue 40): Ctrl+Alt+W from the dice dock (after a
single attack's roll there) rolled round 2 while the dice dock stayed in front, the loss and "the GM
picks 2" only in the log; and after Ctrl+Enter the panel scrolled to the next round's dice, what the
picks did out of view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import ALT, CTRL
from tests.gui.swarm_scene import lost_round
from tests.gui.test_fight_by_keys import lines


def whole(widget) -> bool:  # noqa: ANN001
    return widget.isVisible() and widget.visibleRegion().boundingRect().size() == widget.size()


def test_ctrl_alt_w_from_the_dice_dock_shows_the_round_s_result(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    keys.type("3")  # a single attack on a random victim: Ben (die 2)
    keys.type("2")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_Space)  # its roll in the dice dock
    dice = window.docks["diceDock"]
    keys.type("2 3 4 5")
    keys.key(Qt.Key.Key_Return)
    assert not dice.visibleRegion().isEmpty() and swarm.visibleRegion().isEmpty()
    keys.key(Qt.Key.Key_W, CTRL | ALT)  # round 2, rolled here
    assert lines(window)[-1].startswith("Swarm round 2:")
    assert not swarm.visibleRegion().isEmpty()  # the panel in front
    assert whole(outcome.result) and outcome.result.text().startswith("Round 2:")
    assert swarm.swarm.fight().pending == "loss_picks"  # the app's dice lose it: the picks next, in view
    assert whole(outcome.picks_label) and QApplication.focusWidget() in outcome.pick_boxes.values()


def test_after_the_picks_what_they_did_stays_in_view(qtbot, tmp_path):
    window, keys, swarm = lost_round(qtbot, tmp_path)
    outcome = swarm.outcome_box
    keys.type("1")  # Threat +1
    keys.key(Qt.Key.Key_Return, CTRL)
    assert lines(window)[-1].startswith("The dead win round 1: The Threat Level is increased")
    qtbot.wait(20)  # laid out
    assert whole(outcome.result) and outcome.details.visibleRegion().boundingRect().top() == 0
