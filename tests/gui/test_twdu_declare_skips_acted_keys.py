"""Issue 40, the first night (the twdu demo in Spanish at 1366×768): Rook's turn passed before
anyone declared (N), and then E, Enter on the walker went on to Rook, who had already acted this
round: E on him opened his declaration only for it to be refused ("Ya ha actuado en este asalto"),
again and again.  Now E, Enter goes on to the next who has neither declared nor acted (the player
characters, the NPCs having had their say)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import chosen, declare, spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_e_enter_goes_past_one_who_already_acted(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        fight = window.docks["initiativeDock"]
        keys = Keys(qtbot)
        fight.tree.setFocus()
        assert fight.header.text() == "Asalto 1 · nadie ha declarado aún · turno de Rook"
        keys.key(Qt.Key.Key_N)  # Rook's turn passes before anyone declared: he has acted
        assert fight.header.text() == "Asalto 1 · 1 combatiente ya actuó sin declarar · turno de Caminante"
        assert chosen(window) == "Caminante (oculto)"
        declare(qtbot, keys, window, "3")  # the walker: close combat
        assert chosen(window) == "Ana Reyes"  # not Rook, who has acted
        for phase, then in (("2", "Ben Okafor"), ("3", "Mia Chen"), ("5", "Ana Reyes")):
            declare(qtbot, keys, window, phase)
            assert chosen(window) == then
        # everyone who can still act declared: Ana's turn (phase 2) is chosen, nothing refused on the way
        said = [str(e.args.get("name")) for e in services.campaign.events() if e.text.startswith("{name} declares")]
        assert said == ["Caminante", "Ana Reyes", "Ben Okafor", "Mia Chen"]
        assert "Ya ha actuado" not in window.statusBar().currentMessage()
        assert fight.header.text().startswith("Asalto 1 · Fase 2: Combate a distancia · turno de Ana Reyes")
        keys.report("E, Enter past Rook")
    finally:
        i18n.set_language("en")
