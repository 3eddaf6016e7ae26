"""A first-night GM (the twdu demo at 1366×768, keys only): the walker declared Close Combat at Ben
and Ben back at it.  On the walker's turn Ctrl+R rolled their duel, Enter applied its damage (the
walker lost: Ben's axe put it down for good), Esc, N: the log said "Walker is down: turn skipped; Ben
Okafor is up" of a walker that had rolled its attack, and Ben's turn said "The declared target
(Walker) is dead: pick another target" with a whole Close Combat roll offered.

The text (Brawls, 3 - Close Combat): "Close combat is handled in the same way as ranged combat …
Then the skill rolls are resolved, starting with opposed rolls": the one duel settled both attacks.
Ben's turn says so, nothing left to roll, as after a duel of shots; and "turn skipped" is said of no
fighter who acted.  English, Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import chosen, declare
from tests.gui.twdu_swarm_night import Letters, demo_fight
from ui import i18n

#: the walker's 5 dice without a six, then Ben's 9 with two: Ben wins, 3 damage to the walker
FACES = "1 1 2 3 4 6 6 2 3 4 5 2 3 4"
WORDS = {
    "en": ("Walker", "Walker has acted; Ben Okafor is up",
           "Duel — Walker and Ben Okafor: one roll for both, already rolled on Walker's turn; nothing left for "
           "Ben Okafor to roll.",
           "Nothing left for Ben Okafor to roll this turn: Duel on Walker's turn settled it; N passes the turn."),
    "ru": ("Ходячий", "Ходячий: ход сделан; ходит Ben Okafor",
           "Дуэль — Ходячий и Ben Okafor: один бросок на двоих, уже сделан в ход персонажа Ходячий; персонажу "
           "Ben Okafor бросать больше нечего.",
           "Персонажу Ben Okafor в этот ход бросать нечего: всё решил бросок «Дуэль» в ход персонажа Ходячий; "
           "N передаёт ход."),
    "es": ("Caminante", "Caminante ya actuó; le toca a Ben Okafor",
           "Duelo — Caminante y Ben Okafor: una tirada para ambos, ya hecha en el turno de Caminante; a Ben "
           "Okafor no le queda nada que tirar.",
           "A Ben Okafor no le queda nada que tirar en este turno: lo resolvió la tirada «Duelo» en el turno de "
           "Caminante; N pasa el turno."),
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def walker_loses_its_duel(qtbot, keys: Keys, window, walker: str) -> None:  # noqa: ANN001
    """The walker and Ben declared Close Combat at each other, the others their Other action; the
    walker's turn: Ctrl+K, the faces typed, Ctrl+R (the duel), Enter (its damage to the walker)."""
    services = window.services
    for _ in range(5):
        name = chosen(window).split(" (")[0]
        declare(qtbot, keys, window, "3" if name in (walker, "Ben Okafor") else "6",
                {walker: "b", "Ben Okafor": walker[0].lower()}.get(name, ""))
    dice = window.docks["diceDock"]
    assert dice.character_combo.currentText() == walker and dice.forms.opponent_combo.currentText() == "Ben Okafor"
    activate(qtbot, window)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(FACES)
    keys.key(Qt.Key.Key_R, CTRL)
    button = dice.result_view.damage_buttons[0]
    qtbot.waitUntil(button.hasFocus)
    keys.key(Qt.Key.Key_Return)  # the walker's damage: down for good
    who = {c.name: c for c in services.characters.characters()}
    qtbot.waitUntil(lambda: bool(services.characters.character(int(who[walker].id or 0)).state.get("dead")))


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_close_combat_duel_settles_both_turns_and_the_walker_acted(qtbot, tmp_path, lang):
    walker, passed, settled, left = WORDS[lang]
    assert i18n.set_language(lang)
    try:
        window = demo_fight(qtbot, tmp_path, lang, name="Yard")
        services = window.services
        dice = window.docks["diceDock"]
        keys = Letters(qtbot)
        walker_loses_its_duel(qtbot, keys, window, walker)
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Escape)
        keys.key(Qt.Key.Key_N)
        QApplication.processEvents()
        assert render_event(services.campaign.events()[-1]) == passed  # it acted: no "turn skipped"
        assert dice.character_combo.currentText() == "Ben Okafor"
        assert dice.refusal_label.text() == settled  # not "The declared target (Walker) is dead"
        assert not dice.forms.opponent_combo.isVisible()  # no Close Combat roll against anyone set up
        assert dice.odds_label.text() == left
        events = len(services.campaign.events())
        keys.key(Qt.Key.Key_R, CTRL)  # nothing of Ben's to roll
        assert len(services.campaign.events()) == events
        assert dice.refusal_label.text() == left
        keys.report("a close combat duel settled once")
    finally:
        i18n.set_language("en")
