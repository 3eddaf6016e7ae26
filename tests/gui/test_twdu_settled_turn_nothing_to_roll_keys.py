"""A first-night GM (the twdu demo at 1366×768, keys only): Rook and Mia declared Ranged Combat at
each other, and Rook's turn rolled their duel.  On Mia's turn the status bar said there was nothing
left for her to roll, yet the dice dock above still offered a Mobility skill roll ("Success 42.1%",
Roll), and Ctrl+R rolled it.

On such a turn the dock's odds line says nothing is left to roll and that N passes the turn, and
Ctrl+R says so, rolling nothing; once the GM picks a kind of roll himself, that roll is his to make.
English, Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_twdu_duel_settled_once_keys import fight, next_turn
from tests.gui.twdu_brawl import chosen, declare
from ui import i18n

LEFT = {
    "en": "Nothing left for Mia Chen to roll this turn: Duel on Rook's turn settled it; N passes the turn.",
    "ru": "Персонажу Mia Chen в этот ход бросать нечего: всё решил бросок «Дуэль» в ход персонажа Rook; "
          "N передаёт ход.",
    "es": "A Mia Chen no le queda nada que tirar en este turno: lo resolvió la tirada «Duelo» en el turno de "
          "Rook; N pasa el turno.",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_turn_the_duel_settled_rolls_nothing_unless_the_gm_picks_a_roll(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = fight(qtbot, tmp_path)
        services = window.services
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        declared = {"Rook": "m", "Ana Reyes": "r", "Mia Chen": "r"}  # Rook and Mia at each other
        for _ in declared:
            declare(qtbot, keys, window, "2", declared[chosen(window).split(" (")[0]])
        activate(qtbot, window)
        keys.key(Qt.Key.Key_R, CTRL)  # Rook's duel: Mia's shot settled with it
        qtbot.waitUntil(lambda: dice.rolls.last is not None and dice.rolls.last.request.kind == "duel")
        next_turn(qtbot, keys, window)  # Ana's shot at Rook
        next_turn(qtbot, keys, window)  # Mia
        assert dice.character_combo.currentText() == "Mia Chen"
        assert dice.odds_label.text() == LEFT[lang]  # no "Success 42.1%" of a roll that is none of hers
        assert not dice.wanted_label.isVisible()
        events = len(services.campaign.events())
        keys.key(Qt.Key.Key_R, CTRL)
        assert len(services.campaign.events()) == events  # nothing rolled
        # said in the dock and the status bar (then, below it, that Rook's duel shown is no roll of hers)
        assert dice.refusal_label.text().startswith(LEFT[lang])
        assert window.statusBar().currentMessage().startswith(LEFT[lang])
        # the GM picks a kind of roll himself: his to roll
        dice.kind_combo.setFocus()
        keys.key(Qt.Key.Key_Down)
        QApplication.processEvents()
        assert dice.odds_label.text() != LEFT[lang]
        keys.key(Qt.Key.Key_R, CTRL)
        assert len(services.campaign.events()) == events + 1
        keys.report("a settled turn rolls nothing")
    finally:
        i18n.set_language("en")
