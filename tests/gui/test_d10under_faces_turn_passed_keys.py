"""In the d10under demo the GM typed a fighter's dice faces in the dice dock, then the turn passed
(N in the fight list): the faces stayed in the field, and the next Enter rolled them for the wrong
fighter.  Now a new turn clears the typed faces and the previous fighter's result, and the empty
field says whose roll it is."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from ui import open_main_window


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_a_new_turn_clears_the_typed_faces_and_names_the_next_roller(qtbot, tmp_path):
    path = build_demo(tmp_path / "d10under.deadwatch", "d10under", None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    people = [c.id for c in services.characters.characters()][:3]
    assert services.initiative.start(people)
    assert services.initiative.roll()
    assert services.initiative.next_turn()
    QApplication.processEvents()
    dice = window.docks["diceDock"]
    first = services.initiative.current().name
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.faces_edit)
    assert dice.character_combo.currentText() == first
    assert first in dice.faces_edit.placeholderText()
    keys.type("3 4")
    keys.key(Qt.Key.Key_Return)  # the first fighter's roll, from the table
    assert first in str(services.campaign.events()[-1].args)
    keys.type("7 7")  # faces for a second roll, not rolled yet
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    keys.key(Qt.Key.Key_N)  # the turn passes
    QApplication.processEvents()
    second = services.initiative.current().name
    assert second != first
    assert dice.faces_edit.text() == ""  # nothing typed for the next one
    assert dice.character_combo.currentText() == second
    assert second in dice.faces_edit.placeholderText()
    assert dice.rolls.last is None  # the first fighter's result is not shown as the second's
