"""Every fight key in the keymap (issue 20): the swarm panel's + and − on the count of dead, the
threat dial's question (a digit, Enter, Esc) and its arrows, the map's directions are in Help → Keys
(the digits and the map's keypad as one line each, not rebound; the map's four directions one line
each, rebound like the others: tests/gui/test_map_directions_rebound.py), and rebinding one takes
effect on that key.  Keys only."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_threat_dock import make_window
from tests.unit.services.twdu_party import lines
from ui import keymap

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


@pytest.fixture
def settings(tmp_path):
    yield QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    keymap.reset(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def key(qtbot, k, modifiers=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget() or QApplication.activeWindow(), k, modifiers)


def test_help_keys_lists_the_fight_keys_and_the_dead_count_takes_its_new_key(qtbot, tmp_path, settings):
    window, _threat, _ids = make_window(qtbot, tmp_path)
    services = window.services
    seen = {}

    def rebind(dialog):
        try:
            look_and_rebind(dialog)
        finally:
            dialog.reject()

    def look_and_rebind(dialog):
        rows = {key_id: (item.text(0), item.text(1)) for key_id, item in dialog.items.items()}
        seen["dead"] = rows["swarm.deadMore"], rows["swarm.deadFewer"]
        seen["threat"] = [rows[k] for k in ("threat.reason", "threat.gmCall", "threat.cancel", "threat.dialUp")]
        seen["map"] = rows["map.keypad"], rows["map.cancel"], rows["map.up"]
        dialog.tree.setCurrentItem(dialog.items["threat.reason"])  # a group of digits: not rebound
        seen["digits"] = dialog.message.text(), dialog.set_button.isEnabled()
        dialog.tree.setCurrentItem(dialog.items["swarm.deadMore"])
        dialog.edit.setFocus()
        qtbot.keyClick(dialog.edit, Qt.Key.Key_BracketRight)
        dialog.set_button.setFocus()
        qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
        seen["set"] = dialog.message.text()

    when_dialog_opens(rebind)
    key(qtbot, Qt.Key.Key_F1)
    assert seen["dead"] == (("One more dead", "+, ="), ("One dead fewer", "-"))
    assert seen["threat"] == [
        ("The reason with that number (not rebound)", "1 to 9"),
        ("The GM's call (the step without a reason)", "Enter, Return"),
        ("Do not step the threat after all", "Esc"),
        ("Threat up, on the dial", "Up"),
    ]
    assert seen["map"][0] == ("A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)", "Keypad")
    assert seen["map"][1] == ("Cancel the planned move, throw or spray", "Esc")
    assert seen["map"][2] == ("A step of the planned move up (Shift: up and right)", "Up")
    assert seen["digits"] == ("These keys answer by their number or direction: they are not rebound.", False)
    assert seen["set"] == "“One more dead” is now ]."
    assert QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).value("keys/swarm.deadMore") in (
        "]",
        ["]"],
    )

    activate(qtbot, window)
    dock = window.docks["swarmDock"]
    key(qtbot, Qt.Key.Key_W, CTRL_SHIFT)  # the swarm panel, on the count of dead
    assert QApplication.focusWidget() is dock.dead
    dock.dead.lineEdit().selectAll()
    qtbot.keyClicks(dock.dead, "30")
    key(qtbot, Qt.Key.Key_Return)
    key(qtbot, Qt.Key.Key_BracketRight)  # the GM's own key: one more dead
    assert lines(services)[-1] == "The dead: 30 → 31 (Swarm Size 3)"
    key(qtbot, Qt.Key.Key_Minus)  # − still takes one
    assert lines(services)[-1] == "The dead: 31 → 30 (Swarm Size 3)"
    count = len(lines(services))
    key(qtbot, Qt.Key.Key_Plus)  # no longer a step of the count, and never a threat step in a field
    assert len(lines(services)) == count and services.threat.level() == 0
    assert services.swarm.fight().dead == 30 and not window.docks["threatDock"].prompt.isVisible()


def test_the_threat_question_answers_to_the_gms_own_keys(qtbot, tmp_path, settings):
    window, threat, _ids = make_window(qtbot, tmp_path)
    services = window.services
    assert keymap.rebind("threat.gmCall", ("G",), settings) is None
    assert keymap.rebind("threat.cancel", ("Backspace",), settings) is None
    assert keymap.rebind("threat.dialUp", ("PgUp",), settings) is None
    key(qtbot, Qt.Key.Key_Escape)  # the fight list
    key(qtbot, Qt.Key.Key_Plus)
    assert QApplication.focusWidget() is threat.dial
    assert threat.prompt.text() == "Threat 0 → 1: why? 1–8 or a click; G: GM's call; Backspace: cancel"
    key(qtbot, Qt.Key.Key_Return)  # not the question's key now: it still asks
    assert threat.prompt.isVisible() and services.threat.level() == 0
    key(qtbot, Qt.Key.Key_Backspace)  # the GM's own cancel
    assert not threat.prompt.isVisible() and services.threat.level() == 0
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree  # back where + was pressed
    threat.dial.setFocus()  # on the dial again (Ctrl+7)
    key(qtbot, Qt.Key.Key_PageUp)  # the GM's own "up" on the dial asks again
    assert threat.prompt.isVisible()
    key(qtbot, Qt.Key.Key_G)
    assert services.threat.level() == 1
    assert lines(services)[-1] == "Threat 0 → 1 (Dead around): GM's call"
    key(qtbot, Qt.Key.Key_Up)  # the default arrow, taken from it
    assert not threat.prompt.isVisible()
    key(qtbot, Qt.Key.Key_Plus)  # the window's + still asks, a digit still answers
    key(qtbot, Qt.Key.Key_3)
    assert services.threat.level() == 2
