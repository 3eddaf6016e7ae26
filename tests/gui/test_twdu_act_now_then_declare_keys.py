"""Issue 40, the second night (the twdu demo in Spanish at 1366×768, keys only): with Rook's turn up
and nobody declared, A put Mia Chen up out of turn and she shot the walker.  Then

- a declaration for another fighter sorted the order again: Mia went back to her place, the turn to
  Rook, her row said "Espera" and the list chose her to declare; later in the round she had a second
  turn.  Now she keeps the turn she is taking, the list goes on to the next who has to declare, and
  once her turn passes (N) she has acted: the round does not come back to her;
- the arrows down the fight list, to reach Ben and declare for him, went over Rook and the walker:
  each became the target of Mia's shot and the damage it offered was dropped ("Se ha elegido otro
  objetivo…").  While the round's declarations go on, a row reached by the arrows is no target: the
  shot stays aimed and its damage offered."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import chosen, declare, spanish_fight
from ui import i18n
from ui.docks.initiative_dock import TURN


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def demo(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The Spanish twdu demo at 1366×768, everyone in the fight (Rook's turn), the fight list focused."""
    assert i18n.set_language("es")
    window = spanish_fight(qtbot, tmp_path)
    return window, window.services, Keys(qtbot)


def to_row(keys: Keys, window, name: str) -> None:  # noqa: ANN001
    """Home, then Down until ``name``'s row is chosen."""
    keys.key(Qt.Key.Key_Home)
    for _ in range(len(window.services.initiative.view().combatants)):
        if chosen(window) == name:
            return
        keys.key(Qt.Key.Key_Down)
    assert chosen(window) == name


def turn_word(window, name: str) -> str:  # noqa: ANN001
    tree = window.docks["initiativeDock"].tree
    cid = next(r.id for r in window.services.initiative.view().combatants if r.name == name)
    return tree.text(tree.row_of(cid), TURN)


def test_one_put_up_out_of_turn_keeps_it_through_a_declaration_and_acts_once(qtbot, tmp_path):
    try:
        window, services, keys = demo(qtbot, tmp_path)
        fight = window.docks["initiativeDock"]
        assert fight.header.text() == "Asalto 1 · nadie ha declarado aún · turno de Rook"
        to_row(keys, window, "Mia Chen")
        keys.key(Qt.Key.Key_A)  # Mia acts now, out of turn
        assert fight.header.text().endswith("turno de Mia Chen")
        to_row(keys, window, "Ben Okafor")
        declare(qtbot, keys, window, "3")  # Ben: close combat
        assert fight.header.text().endswith("turno de Mia Chen")  # her turn stays hers
        assert turn_word(window, "Mia Chen") == "Ahora"
        assert chosen(window) == "Rook (oculto)"  # the next to declare (the NPCs first), not Mia
        # Rook, the walker, Ana; then all have declared and the one whose turn it is is chosen
        for phase, then in (("2", "Caminante (oculto)"), ("3", "Ana Reyes"), ("2", "Mia Chen")):
            declare(qtbot, keys, window, phase)
            assert chosen(window) == then
        assert fight.header.text().endswith("turno de Mia Chen")
        activate(qtbot, window)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_N)  # her turn passes: she has acted
        assert turn_word(window, "Mia Chen") == "Ya actuó"
        turns = ["Mia Chen"]
        while services.campaign.active_encounter().round == 1:
            turns.append(services.initiative.current().name)
            keys.key(Qt.Key.Key_N)
        assert sorted(turns) == ["Ana Reyes", "Ben Okafor", "Caminante", "Mia Chen", "Rook"]  # one turn each
        keys.report("A, then the round declared")
    finally:
        i18n.set_language("en")


def test_arrows_down_the_list_while_declaring_keep_the_shot_aimed_and_its_damage_offered(qtbot, tmp_path):
    try:
        window, services, keys = demo(qtbot, tmp_path)
        dice = window.docks["diceDock"]
        to_row(keys, window, "Mia Chen")
        keys.key(Qt.Key.Key_A)  # Mia acts now, out of turn
        keys.key(Qt.Key.Key_F)  # her rifle's shot set up
        target = dice.forms.opponent_combo.currentText()
        assert target == "Caminante"
        keys.key(Qt.Key.Key_K, CTRL)  # the table's dice: a hit
        qtbot.waitUntil(dice.faces_edit.hasFocus)
        keys.type("6 6 1 2 3")
        keys.key(Qt.Key.Key_Return)
        offer = dice.result_view.damage_buttons[0]
        assert offer.isVisible() and offer.text().endswith("de daño a Caminante")
        activate(qtbot, window)
        keys.key(Qt.Key.Key_2, CTRL)  # back to the fight list
        to_row(keys, window, "Ben Okafor")  # over Rook and the walker, to declare for Ben
        assert "otro objetivo" not in dice.refusal_label.text()
        assert dice.forms.opponent_combo.currentText() == "Caminante"
        assert offer.isVisible() and offer.text().endswith("de daño a Caminante")
        keys.report("arrows down the list while declaring")
    finally:
        i18n.set_language("en")
