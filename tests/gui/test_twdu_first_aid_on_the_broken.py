"""Issue 40: first aid in the dice dock set up against a walker (the Against box's default, as for an
attack), when first aid helps only the Broken.  Now its box goes on the Broken character; with nobody
Broken it aims at no one (never a walker)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.test_afmbe_dice_reach import choose_kind
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


def _holder(window) -> str:  # noqa: ANN001
    view = window.services.initiative.view()
    rows, enc = view.combatants, view.encounter
    return rows[enc.turn].name if 0 <= enc.turn < len(rows) else ""


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_first_aid_is_set_up_on_the_broken_not_on_a_walker(qtbot, tmp_path):
    assert i18n.set_language("en")
    window = spanish_fight(qtbot, tmp_path)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.characters.damage(who["Ana Reyes"], {"damage": 3})  # Broken
    while _holder(window) != "Mia Chen":  # Mia's turn, as at the table
        assert services.initiative.next_turn()
    QApplication.processEvents()
    dock = choose_kind(qtbot, window, "First aid (Medicine)")
    assert dock.character_combo.currentText() == "Mia Chen"
    assert dock.opponent_combo.currentText() == "Ana Reyes"
