"""Issue 40, a fresh GM's night (the twdu demo in Spanish at 1366×768, keys only).

The walker declared "3 · Combate cuerpo a cuerpo" against Ana and Ana the same against the walker;
N to reach each turn.  The dice dock showed a plain "Tirada de habilidad" with no "Contra" row: now
it shows the duel against the declared foe ("You can only use Close Combat against enemies within
Short range … starting with opposed rolls"), and Ctrl+R rolls it at them.  That one opposed roll
settles Ana's attack too ("Close combat is handled in the same way as ranged combat"): her turn
says so and offers the duel no more.  A declared move sets up
the Mobility roll to move one band.

On Mia's turn after Ben's first aid (she declared nothing), and at the start of the next fight, the
dock kept "Primeros auxilios (Medicina)" with "Contra (nadie)" and refused it as "una tirada
enfrentada necesita un oponente": now a turn with nothing declared shows the fighter's first kind of
roll, as at the first turn (and first aid with no one to tend says so: tests/unit/rules/twdu)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import declare, spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def next_turn(qtbot, keys: Keys, window) -> None:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_N)


def test_a_declared_close_combat_attack_is_the_duel_at_its_target(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        declare(qtbot, keys, window, "2", "a")  # Rook shoots at Ana
        declare(qtbot, keys, window, "3", "a")  # the walker goes for Ana
        declare(qtbot, keys, window, "3", "c")  # Ana for the walker (Caminante)
        declare(qtbot, keys, window, "5", "a")  # Ben tends Ana; Mia declares nothing
        assert render_event(services.campaign.events()[-2]) == \
            "Ana Reyes declara Combate cuerpo a cuerpo contra Caminante"
        next_turn(qtbot, keys, window)  # past Rook's shot
        assert fight.header.text() == "Asalto 1 · Fase 3: Combate cuerpo a cuerpo · turno de Caminante"
        assert dice.character_combo.currentText() == "Caminante"
        assert dice.kind_combo.currentText() == "Duelo"
        assert dice.forms.opponent_combo.isVisible()
        assert dice.forms.opponent_combo.currentText() == "Ana Reyes"
        activate(qtbot, window)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_R, CTRL)
        duel = services.campaign.events()[-1]
        assert duel.kind == "roll" and duel.target == "Ana Reyes"
        assert render_event(duel).startswith("Caminante tira Duelo")
        next_turn(qtbot, keys, window)
        assert fight.header.text() == "Asalto 1 · Fase 3: Combate cuerpo a cuerpo · turno de Ana Reyes"
        # "Close combat is handled in the same way as ranged combat": the one opposed roll settled Ana's attack
        assert dice.kind_combo.currentText() != "Duelo"
        assert not dice.forms.opponent_combo.isVisible()
        assert dice.refusal_label.isVisible() and dice.refusal_label.text() == (
            "Duelo — Caminante y Ana Reyes: una tirada para ambos, ya hecha en el turno de Caminante; "
            "a Ana Reyes no le queda nada que tirar.")
        next_turn(qtbot, keys, window)
        assert dice.kind_combo.currentText() == "Primeros auxilios (Medicina)"
        next_turn(qtbot, keys, window)  # Mia declared nothing: not Ben's first aid, and no refusal
        assert fight.header.text().endswith("turno de Mia Chen")
        assert dice.character_combo.currentText() == "Mia Chen"
        assert dice.kind_combo.currentText() == "Tirada de habilidad"
        assert "No se puede tirar" not in dice.odds_label.text()
        keys.report("a declared duel, then a turn with nothing declared")
    finally:
        i18n.set_language("en")


def test_first_aid_is_not_carried_into_the_next_fight(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        declare(qtbot, keys, window, "4")  # Rook moves
        declare(qtbot, keys, window, "6")  # the walker: other
        declare(qtbot, keys, window, "6")  # Ana: other
        declare(qtbot, keys, window, "5")  # Ben: first aid, no one named yet
        assert fight.header.text() == "Asalto 1 · Fase 4: Movimiento · turno de Rook"
        assert dice.kind_combo.currentText() == "Cambiar un tramo de distancia (Movilidad)"
        next_turn(qtbot, keys, window)
        assert fight.header.text() == "Asalto 1 · Fase 5: Primeros auxilios · turno de Ben Okafor"
        assert dice.kind_combo.currentText() == "Primeros auxilios (Medicina)"
        assert services.initiative.end()
        assert services.initiative.start([c.id for c in services.characters.characters()], name="Calle")
        QApplication.processEvents()
        assert fight.header.text() == "Asalto 1 · nadie ha declarado aún · turno de Rook"
        assert dice.character_combo.currentText() == "Rook"
        assert dice.kind_combo.currentText() == "Tirada de habilidad"
        assert "No se puede tirar" not in dice.odds_label.text()
        keys.report("first aid left behind with its fight")
    finally:
        i18n.set_language("en")
