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


def test_minus_in_the_roster_lowers_the_threat_as_plus_raises_it(qtbot, tmp_path):
    """Issue 41 (the Russian demo): Ctrl+1, then "-" said «Ни одно имя не начинается на «-»», and the
    next Enter opened a sheet; "+" there asks why the threat goes up, so "-" asks why it goes down."""
    assert i18n.set_language("ru")
    try:
        window = spanish_fight(qtbot, tmp_path)  # the demo's fight, the interface in Russian
        services = window.services
        assert services.threat.step(1, "gm")  # the threat at 1: there is room to go down
        roster = window.docks["charactersDock"]
        threat = window.docks["threatDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_1, CTRL)
        keys.type("-")
        assert "-" not in window.statusBar().currentMessage()
        assert threat.pending == -1 and threat.prompt.isVisible()  # the threat asks why it goes down
        assert threat.prompt.text().startswith("Угроза 1 → 0")
        keys.key(Qt.Key.Key_Return)  # the GM's call: down, no sheet opened
        assert services.threat.level() == 0 and not threat.prompt.isVisible()
        keys.key(Qt.Key.Key_1, CTRL)
        keys.type("Ana")
        keys.type("-")  # right after a name too
        assert roster.tree.currentItem().text(0).startswith("Ana Reyes")
        assert threat.pending == -1 or "0" in threat.status.text()  # at 0 the dial says it stops there
        keys.report("- in the roster")
    finally:
        i18n.set_language("en")
