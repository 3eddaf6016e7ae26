"""A refusal always shows where the GM looks: a key that cannot act says why in the status bar
(Qt drops a disabled action's key without a word), a dock that refuses from behind another tab
comes to the front to say it, and the status bar says it too; the focus stays with the GM's keys.
Ctrl+Shift+W goes back to the swarm panel while its fight runs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys


def dice_in_front(qtbot, window):  # noqa: ANN001, ANN201
    swarm, dice = window.docks["swarmDock"], window.docks["diceDock"]
    dice.show()
    dice.raise_()
    qtbot.waitUntil(lambda: swarm.visibleRegion().isEmpty() and not dice.visibleRegion().isEmpty())
    return swarm


def test_a_key_that_cannot_act_says_why_in_the_status_bar(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    dice_in_front(qtbot, window)
    fight_list = window.docks["initiativeDock"].tree
    fight_list.setFocus()
    Keys(qtbot).key(Qt.Key.Key_W, CTRL | ALT)  # roll the swarm round: there is no swarm fight
    assert window.statusBar().currentMessage() == "No swarm round to roll now: Ctrl+Shift+W starts a swarm fight."
    assert QApplication.focusWidget() is fight_list


def test_a_refusal_behind_a_tab_comes_to_the_front_and_ctrl_shift_w_goes_back_to_the_swarm(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    keys = Keys(qtbot)
    for _ in range(3):
        assert services.threat.step(1, "gm")
    window.docks["swarmDock"].show()
    window.docks["swarmDock"].raise_()  # the fight starts from its panel
    services.swarm.set_dead(12)
    assert services.swarm.start(False)
    swarm = dice_in_front(qtbot, window)
    fight_list = window.docks["initiativeDock"].tree
    fight_list.setFocus()
    keys.key(Qt.Key.Key_W, CTRL | ALT)  # nobody picked to roll against the swarm
    qtbot.waitUntil(lambda: not swarm.visibleRegion().isEmpty())  # the swarm panel in front, saying why
    assert swarm.status.text().startswith("Pick who rolls")
    assert window.statusBar().currentMessage() == swarm.status.text()
    assert QApplication.focusWidget() is fight_list
    dice_in_front(qtbot, window)
    keys.key(Qt.Key.Key_W, CTRL | SHIFT)  # the running fight's panel, in front, its next question focused
    qtbot.waitUntil(lambda: not swarm.visibleRegion().isEmpty())
    assert swarm.isAncestorOf(QApplication.focusWidget())
