"""Tending a critical injury again from the roster by keys (twdu text, RECOVERY TIME: "Only one Medicine
roll can be made to tend to you while you heal unless your group gains access to more advanced medical
gear – in this case, a new roll is allowed."): H on Ana, "Tend an injury": with basic gear again the
dialog says why not and its OK is greyed; advanced gear picked, Enter tends her Sprain a second time."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _recovery(services, cid):
    return services.characters.character(cid).state["injuries"][0]["recovery"]


def test_a_second_tending_needs_advanced_gear_and_the_dialog_says_so(qtbot, tmp_path):
    window, _dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    ana = ids["Ana"]
    # Broken: the Sprain's recovery 5 days, the Broken minutes 2; tended once with basic gear: 4 days
    assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_name": "Sprain"}, faces="5 2")
    assert services.characters.heal(ana, {"kind": "tend", "injury": 1, "successes": 1, "equipment": "B"})
    assert _recovery(services, ana) == 4
    roster = window.docks["charactersDock"]
    seen = {}

    def tend(dialog):
        try:
            keys(dialog)
        finally:
            if dialog.isVisible():  # a key gone astray: the test says so, not hangs
                dialog.reject()

    def keys(dialog):
        activate(qtbot, dialog)
        inputs = dialog.form.inputs
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen["first"] = QApplication.focusWidget() is inputs["kind"]
        qtbot.keyClick(inputs["kind"], Qt.Key.Key_Down)  # first aid → the Broken minutes → a day → stabilize → tend
        for _ in range(3):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
        seen["kind"] = inputs["kind"].currentText()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # Medicine successes: 1
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # Injury number: 1
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen["gear"] = QApplication.focusWidget() is inputs["equipment"], inputs["equipment"].currentText()
        seen["basic"] = dialog.preview.text(), ok.isEnabled()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)  # advanced medical gear (A)
        seen["advanced"] = inputs["equipment"].currentText(), dialog.preview.text(), ok.isEnabled()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    when_dialog_opens(tend)
    roster.select(ana)
    roster.tree.setFocus()
    qtbot.keyClick(roster.tree, Qt.Key.Key_Escape)  # out of the roster's name search: H heals the selected
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen["first"]
    assert seen["kind"] == "Tend an injury (recovery time)"
    assert seen["gear"] == (True, "basic medical gear (B)")
    assert seen["basic"] == ("This injury has already been tended with basic medical gear: only advanced "
                             "medical gear (A) allows a new roll.", False)
    assert seen["advanced"] == (
        "advanced medical gear (A)", "Sprain, tended again with advanced medical gear: recovery time 4 → 3 days.", True)
    assert _recovery(services, ana) == 3
    assert lines(services)[-1].endswith("Sprain, tended again with advanced medical gear: recovery time 4 → 3 days.")
