"""A fresh GM's night (the twdu demo in Spanish at 1366×768, keys only).

The walker declared "3 · Combate cuerpo a cuerpo" against Ana and Ana the same against the walker;
on the walker's turn the duel's "El oponente dispara un arma a distancia" was ticked because Ana
carries a pistol, and her side rolled Agility with the pistol's gear ("Ana Reyes: 6 × d6 = Agilidad 4
+ Combate cuerpo a cuerpo 0 + equipo 2", Ganar 28,6 %).  She declared Close Combat: her side is the
close combat weapon she fights with (bare hands without one) and Strength; the weapon decides only
when she declared nothing.

Under the walker's roll its opponent's side read "Dados de bonificación de equipo 2" with no gear in
the walker's formula: the fields of the opponent's side say whose they are."""

from __future__ import annotations

import gc

import pytest

from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import declare, spanish_fight
from ui import i18n
from ui.widgets.labels import FormLabel


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_a_close_combat_duel_s_opponent_rolls_strength_not_her_gun(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        declare(qtbot, keys, window, "6")  # Rook: other
        declare(qtbot, keys, window, "3", "a")  # the walker goes for Ana
        declare(qtbot, keys, window, "3", "c")  # Ana for the walker (Caminante)
        # phase 3 comes first: the walker's turn
        assert dice.character_combo.currentText() == "Caminante"
        assert dice.kind_combo.currentText() == "Duelo"
        assert dice.forms.opponent_combo.currentText() == "Ana Reyes"
        opponent = dice.forms.opponent_form
        assert opponent is not None
        assert opponent.values()["opponent_firearm"] is False  # she declared Close Combat
        qtbot.waitUntil(lambda: "Ana Reyes:" in dice.parts_label.text())
        theirs = dice.parts_label.text().split("\n")[-1]
        assert "Fuerza" in theirs and "Agilidad" not in theirs, theirs
        labels = {label.text() for label in opponent.findChildren(FormLabel) if label.isVisible()}
        assert "Dados de bonificación de equipo del oponente" in labels, labels
        assert "Dados de bonificación de equipo" not in labels
        assert opponent.values()["opponent_gear"] == 0  # bare hands: "equipo" nowhere in her formula
        assert "equipo" not in theirs
        keys.report("a declared close combat duel's opponent")
    finally:
        i18n.set_language("en")
