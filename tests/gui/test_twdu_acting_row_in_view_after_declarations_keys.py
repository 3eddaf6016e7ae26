"""Issue 40, the twdu demo in Spanish at 1366×749 (a laptop's screen under the window's title bar) in
the GM's theme, a fight of everyone and three walkers declared by keys (E, the phase's digit, the
target's letter, Enter), two rounds.  After each declaration the list's chosen row, the next to
declare, stands whole in view (the third walker stood cut at the list's foot: the list scrolls a row
at a time and the view counted a row cut at its foot as in view); the declarations take the list
down to the PCs, the acting fighter's row out of view above, and after the last one the fighter
whose turn it is is the chosen row, whole in view (a fresh GM found it scrolled out)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_attack_setup_in_view_keys import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.twdu_brawl import chosen, declare, spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def turn_row_whole(window) -> bool:  # noqa: ANN001
    tree = window.docks["initiativeDock"].tree
    current = window.services.initiative.current()
    rect = tree.visualRect(tree.model().index(tree.row_of(current.id), 0))
    whole = QRect(QPoint(0, rect.top()), QPoint(0, rect.bottom()))
    return tree.viewport().rect().contains(whole)


def test_the_acting_fighter_is_in_view_after_the_last_declaration(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        window.resize(1366, 749)
        services, keys = window.services, Keys(qtbot)
        walker = next(c for c in services.characters.characters() if c.kind == "zombie")
        assert services.initiative.add_extras("Caminante", 2, "zombie", walker.id)
        settle(qtbot)
        rounds = (  # (phase, target letter) in the order E goes on: the NPCs and the dead, then the PCs
            [("3", "A"), ("3", "A"), ("3", "B"), ("3", "M"), ("3", "W"), ("3", "W"), ("3", "W")],
            [("6", ""), ("3", "A"), ("3", "B"), ("3", "M"), ("2", "W"), ("2", "W"), ("1", "")],
        )
        for number, calls in enumerate(rounds, 1):
            if number > 1:
                activate(qtbot, window)
                window.docks["initiativeDock"].tree.setFocus()
                keys.key(Qt.Key.Key_N, CTRL | Qt.KeyboardModifier.AltModifier)  # the round's end
                settle(qtbot)
            for phase, against in calls:
                if (phase, against) == calls[-1]:  # the declarations took the list down to the PCs
                    assert not turn_row_whole(window), number
                declare(qtbot, keys, window, phase, against)
                settle(qtbot)
                tree = window.docks["initiativeDock"].tree  # the next to declare, or the turn's: whole
                assert tree.row_in_sight(tree.chosen_row()), (number, phase, chosen(window))
            current = services.initiative.current()
            assert chosen(window).startswith(current.name), (number, chosen(window), current.name)
            assert turn_row_whole(window), (number, current.name)
    finally:
        i18n.set_language("en")
