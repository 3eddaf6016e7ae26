"""Issue 40: + right after typing a name in the roster did nothing: the search took it, though no
name holds a "+".  Now a window key no name can hold acts while the search goes on: Ctrl+1, "Ana",
+ asks why the threat goes up, as + does anywhere; a letter is still typed into the search."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_plus_after_a_name_typed_in_the_roster_raises_the_threat(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        roster = window.docks["charactersDock"]
        threat = window.docks["threatDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_1, CTRL)
        keys.type("Ana")
        assert roster.tree.currentItem().text(0).startswith("Ana Reyes")
        keys.type("+")
        assert threat.pending == 1 and threat.prompt.isVisible()  # the threat asks why it goes up
        keys.report("+ after a name in the roster")
    finally:
        i18n.set_language("en")
