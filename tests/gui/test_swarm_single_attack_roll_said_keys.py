"""A first-night GM (the twdu demo in Russian at 1366×768, keys only): Ben and Mia declared Close
Combat at the walker, and Ben's turn destroyed it; Mia's turn said in red «Объявленная цель (Ходячий)
мертва: выберите другую цель.».  Then the dead swarmed (the Threat at 3, a swarm round in which Mia
messed up): Enter on «Бросок на одиночную атаку: Mia Chen» showed a plain «Бросок навыка / Ближний
бой» under that leftover red line, nothing saying what the roll was for.

Before the roll the dock says it is the swarm's single attack on Mia, and the fight turn's stale
message goes."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.twdu_brawl import chosen, declare
from tests.gui.twdu_swarm_night import Letters, demo_fight, settle, swarm_round, who
from ui import i18n

DEAD = "Объявленная цель (Ходячий) мертва: выберите другую цель."
SWARMS = ("Одиночная атака роя — Mia Chen: этот бросок отвечает на неё, навыком, подходящим к случаю "
          "(последнее слово за ведущим).")


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_the_swarm_s_single_attack_roll_says_what_it_is_for(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = demo_fight(qtbot, tmp_path, "ru")
        services = window.services
        dice = window.docks["diceDock"]
        keys = Letters(qtbot)
        for _ in range(5):
            name = chosen(window).split(" (")[0]
            declare(qtbot, keys, window, *({"Ben Okafor": ("3", "х"), "Mia Chen": ("3", "х")}.get(name, ("6", ""))))
        assert services.characters.damage(who(window)["Ходячий"], {"damage": 5})  # Ben's axe: down for good
        settle()
        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N)  # Mia's turn
        assert dice.character_combo.currentText() == "Mia Chen" and dice.refusal_label.text() == DEAD
        swarm_round(qtbot, keys, window)  # Mia messes up: a single attack
        button = QApplication.focusWidget()
        assert button is not None and button.objectName() == "singleAttack_0"
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.faces_edit)
        assert dice.character_combo.currentText() == "Mia Chen"
        assert dice.refusal_label.isVisible() and dice.refusal_label.text() == SWARMS
        assert DEAD not in window.statusBar().currentMessage()
        keys.report("the swarm's single attack said over its roll")
    finally:
        i18n.set_language("en")
