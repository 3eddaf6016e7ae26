"""A fresh GM's night (the twdu demo in Spanish at 1366×768, keys only): Ben, whose only weapon is a
fire axe, declared «2 · Combate a distancia» and his turn showed a bare "Tirada de habilidad · Sin
equipo · Combate a distancia" with no target, nothing said of why.  The declaration warns, as the
phase is picked, that he carries no ranged weapon; picking another phase takes the warning away."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, declare, spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_declaring_ranged_combat_without_a_gun_warns(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        fight = window.docks["initiativeDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        for _ in range(3):  # Rook, the walker and Ana: other
            declare(qtbot, keys, window, "6")
        assert chosen(window).startswith("Ben Okafor")
        seen: dict[str, object] = {}

        def look(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                keys.key(Qt.Key.Key_Down)  # 2 · Combate a distancia
                seen["ranged"] = (dialog.phase.currentData(), dialog.phase_note.isVisible(), dialog.phase_note.text())
                keys.key(Qt.Key.Key_Down)  # 3 · Combate cuerpo a cuerpo: his axe
                seen["close"] = (dialog.phase.currentData(), dialog.phase_note.isVisible())
            finally:
                dialog.reject()

        activate(qtbot, window)
        fight.tree.setFocus()
        when_dialog_opens(look)
        keys.key(Qt.Key.Key_E)
        assert seen["ranged"] == ("2", True, "⚠ Ben Okafor no lleva arma a distancia: no tiene con qué disparar; la "
                                             "tirada de su turno es un ataque de Combate cuerpo a cuerpo."), seen
        assert seen["close"] == ("3", False), seen
    finally:
        i18n.set_language("en")
