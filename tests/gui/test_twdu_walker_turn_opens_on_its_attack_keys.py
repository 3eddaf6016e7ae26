"""A first-night GM (the twdu demo at 1366×768, keys only): everyone in the fight "Yard" declared
their Other action, and N went round.  On the walker's turn the dice dock offered the survivor's
"Skill roll" (Mobility): "The undead don't have skills, attributes, Health Points, or any other
mechanical characteristics"; its only rolls are its attack in close combat.  Its turn opens on the
Duel; the next survivor's turn on his own Skill roll, not the walker's Duel; and the walker picked in
"Roll for" out of its turn is set up on the Duel again."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.twdu_brawl import chosen, declare
from tests.gui.twdu_swarm_night import Letters, demo_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_the_walker_s_turn_opens_on_its_duel_and_the_survivor_s_on_his_skill_roll(qtbot, tmp_path):
    assert i18n.set_language("en")
    window = demo_fight(qtbot, tmp_path, "en", name="Yard")
    dice = window.docks["diceDock"]
    keys = Letters(qtbot)
    names = [c.name for c in window.services.characters.characters()]
    for _ in names:
        chosen(window)
        declare(qtbot, keys, window, "6")  # Other, for everyone
    for _ in names:
        if dice.character_combo.currentText() == "Walker":
            break
        activate(qtbot, window)
        keys.key(Qt.Key.Key_N)
        QApplication.processEvents()
    assert dice.character_combo.currentText() == "Walker"
    assert dice.kind_combo.currentText() == "Duel"  # not the survivor's Skill roll
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)
    QApplication.processEvents()
    survivor = dice.character_combo.currentText()
    assert survivor != "Walker"
    assert dice.kind_combo.currentText() == "Skill roll", survivor  # his own, not the walker's Duel
    dice.character_combo.setCurrentIndex(dice.character_combo.findText("Walker"))  # picked in "Roll for"
    QApplication.processEvents()
    assert dice.kind_combo.currentText() == "Duel"
    keys.report("a walker's turn and a walker picked to roll for")
