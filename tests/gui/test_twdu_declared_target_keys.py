"""Issue 40, the first night (the twdu demo in Spanish at 1366×768): Rook, whose turn it was, declared
a ranged attack on Ana, and the GM went on declaring for the others (E, Enter…).  Each row the fight
list went on to became the target of Rook's roll, so after the declarations the dice dock aimed his
shot at the last to declare (Mia) and Ctrl+R shot her.  Now the declaration says against whom (Tab to
"Contra", a letter picks the name), the shot is aimed there, and the rows chosen to declare leave it
so: Ctrl+R shoots Ana."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import declare, spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_the_declared_shot_is_aimed_at_its_declared_target(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        declare(qtbot, keys, window, "2", "a")  # Rook, whose turn it is: a ranged attack on Ana Reyes
        assert render_event(services.campaign.events()[-1]) == \
            "Rook declara Combate a distancia contra Ana Reyes"
        for phase in ("3", "2", "3", "5"):  # the walker, Ana, Ben, Mia: each chosen in turn
            declare(qtbot, keys, window, phase)
        assert fight.header.text() == "Asalto 1 · Fase 2: Combate a distancia · turno de Rook"
        assert dice.character_combo.currentText() == "Rook"
        assert dice.kind_combo.currentText() == "Disparo"
        assert dice.forms.opponent_combo.currentText() == "Ana Reyes"  # not Mia, the last to declare
        activate(qtbot, window)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_R, CTRL)
        shot = services.campaign.events()[-1]
        assert shot.kind == "ammo" and shot.target == "Ana Reyes"  # a roll that spent its round
        assert render_event(shot).startswith("Rook tira Disparo (Escopeta, ")
        assert " contra Ana Reyes: " in render_event(shot)
        keys.report("a declared shot at its target")
    finally:
        i18n.set_language("en")
