"""+ and − step the threat "anywhere in the window" (the README's keys): with the focus on the dice
dock's Kind of roll, − did nothing (the list box took it as a letter to search for, and no row
starts with it), nor in a count that never goes below zero (the Helpers).  Now + and − ask for the
threat's step from every list box and such a count, in the dice dock, the log and the threat
panel; a field that types the sign keeps it: a modifier that may go below zero, the typed dice, a
text field."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.keycount import Keys
from tests.gui.test_dock_keys_behind_tabs import demo_window


def asked(window) -> str:  # noqa: ANN001
    """What the threat panel asks ("" when it asks nothing)."""
    prompt = window.docks["threatDock"].prompt
    return prompt.text() if prompt.isVisible() else ""


def press_in(qtbot, window, widget: QWidget, key: Qt.Key) -> str:  # noqa: ANN001
    """``key`` pressed with the focus on ``widget`` (its dock brought forward); what the threat
    panel asks then, the question taken back with Esc."""
    dock = widget.parentWidget()
    while dock is not None and dock not in window.docks.values():
        dock = dock.parentWidget()
    if dock is not None:
        dock.raise_()
    widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
    QApplication.processEvents()
    assert QApplication.focusWidget() is widget, widget.objectName()
    keys = Keys(qtbot)
    keys.key(key)
    question = asked(window)
    if question:
        keys.key(Qt.Key.Key_Escape)  # (the dial has the focus: Esc takes the question back)
        assert asked(window) == ""
    return question


def test_plus_and_minus_step_the_threat_from_the_dice_dock_and_the_log(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "twdu")
    threat = window.services.threat
    window.docks["initiativeDock"].tree.setFocus()
    keys = Keys(qtbot)
    for _ in range(2):
        keys.type("+3")  # Threat 2, "a group the GM placed beforehand"
    assert threat.level() == 2
    dice = window.docks["diceDock"]
    keys.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dice.kind_combo  # Ctrl+Shift+D: the Kind of roll
    log = window.docks["logDock"]
    form = dice.form.inputs
    assert form["help"].minimum() == 0 and form["modifier"].minimum() < 0
    places = {
        "Kind of roll": dice.kind_combo,
        "Rolls": dice.character_combo,
        "Skill": form["skill"],
        "Helpers": form["help"],
        "Gear bonus dice": form["gear"],
        "the log's kinds": log.kind_filter,
        "the threat panel's Avoid the dead": window.docks["threatDock"].findChild(QWidget, "avoidCharacter"),
    }
    for name, widget in places.items():
        assert press_in(qtbot, window, widget, Qt.Key.Key_Minus).startswith("Threat 2 → 1"), name
        assert press_in(qtbot, window, widget, Qt.Key.Key_Plus).startswith("Threat 2 → 3"), name
    assert threat.level() == 2  # each question taken back: nothing stepped
    assert dice.kind_combo.currentIndex() == 0 and form["help"].value() == 0

    # the fields that type a sign keep it: the modifier (−6 to +6), the typed dice, the log's search
    modifier = form["modifier"]
    assert press_in(qtbot, window, modifier, Qt.Key.Key_Minus) == ""
    keys.type("2")
    assert modifier.text() in ("−2", "-2")
    modifier.interpretText()
    assert modifier.value() == -2
    assert press_in(qtbot, window, dice.faces_edit, Qt.Key.Key_Minus) == ""
    assert "-" in dice.faces_edit.text()
    assert press_in(qtbot, window, log.search, Qt.Key.Key_Minus) == ""
    assert log.search.text() == "-"
    assert threat.level() == 2
