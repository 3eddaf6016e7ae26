"""Issue 40: Ben declared a close-combat attack on the walker, and the walker was killed before Ben's
turn; at his turn the dice dock set up «Duelo contra Caminante», the walker «Sin vida» (not Broken),
and the roll could only fail.  A dead fighter is never a roll's target: the declared roll is set up
against no dead one, and the dock says why the declared target is gone."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import declare, spanish_fight
from ui import i18n

GONE = {
    "es": "El objetivo declarado (Caminante) está sin vida: elige otro objetivo.",
    "ru": "Объявленная цель (Caminante) мертва: выберите другую цель.",
    "en": "The declared target (Caminante) is dead: pick another target.",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_a_declared_attack_on_one_killed_since_is_not_aimed_at_the_dead(qtbot, tmp_path, lang):
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
        assert services.characters.damage(who["Caminante"], {"damage": 5})  # the walker killed
        assert services.characters.character(who["Caminante"]).state["dead"]
        QApplication.processEvents()
        while _holder(window) != "Ben Okafor":
            assert services.initiative.next_turn()
            QApplication.processEvents()
        assert dice.character_combo.currentText() == "Ben Okafor"
        assert dice.forms.opponent_combo.currentText() != "Caminante"
        assert dice.refusal_label.text() == GONE[lang]
        keys.report("a declared target dead")
    finally:
        i18n.set_language("en")
