"""A first-night GM (the twdu demo in Spanish at 1366×768, keys only): the Caminante declared close
combat at Ben and was killed before its turn («Abatido para siempre»); Esc, N, Ctrl+Alt+N, a fall on
Mia, then Ctrl+Z three times (the fall, the round's end, «Termina el turno de Caminante»): the
walker's turn was back, and Ctrl+R rolled «Caminante tira Duelo … contra Ben Okafor…» and offered its
damage to Ben, while the walker's row said «Sin vida».

The dead never roll, whatever undo brought their turn back: the dock says why before Ctrl+R, and
Ctrl+R is refused with the reason, nothing written."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.twdu_brawl import declare, spanish_fight
from ui import i18n

REFUSED = {
    "es": "Caminante está sin vida: los muertos no tiran dados.",
    "ru": "Caminante — мертвец: мёртвые не бросают кубики.",
    "en": "Caminante is dead: the dead make no rolls.",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_the_dead_walker_s_turn_brought_back_by_undo_rolls_nothing(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        dice = window.docks["diceDock"]
        keys = Keys(qtbot)
        declare(qtbot, keys, window, "6")  # Rook
        declare(qtbot, keys, window, "3", "b")  # the walker: close combat against Ben
        declare(qtbot, keys, window, "6")  # Ana
        declare(qtbot, keys, window, "3", "c")  # Ben: close combat against the walker
        declare(qtbot, keys, window, "6")  # Mia
        assert holder(window) == "Caminante"
        assert services.characters.damage(who["Caminante"], {"damage": 5})  # «Abatido para siempre»
        QApplication.processEvents()
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Escape)
        keys.key(Qt.Key.Key_N)  # the walker's turn passed over
        keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round's end
        assert services.characters.damage(who["Mia Chen"], {"damage": 1})  # a fall on Mia
        QApplication.processEvents()
        for _ in range(3):  # the fall, the round's end, the walker's turn
            keys.key(Qt.Key.Key_Z, CTRL)
            QApplication.processEvents()
        assert holder(window) == "Caminante" and services.characters.character(who["Caminante"]).state["dead"]
        assert dice.character_combo.currentText() == "Caminante"
        assert dice.odds_label.text() == REFUSED[lang]  # said plainly before any key: no "Not yet"
        events = len(services.campaign.events())
        keys.key(Qt.Key.Key_R, CTRL)
        assert len(services.campaign.events()) == events  # nothing rolled, nothing written
        assert dice.refusal_label.isVisible() and dice.refusal_label.text() == REFUSED[lang]
        assert not any(b.isVisible() for b in dice.result_view.damage_buttons)  # no damage to Ben offered
        assert not any(render_event(e).startswith("Caminante") for e in services.campaign.events()[-2:])
        keys.report("the dead roll nothing")
    finally:
        i18n.set_language("en")
