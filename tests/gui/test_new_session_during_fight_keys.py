"""Ctrl+Shift+B (new session) during a running fight ended the fight without asking, and the red
"The turn is over: 3 attacks of Dana's fire not rolled end with it…" stayed in the dice dock even
after another kind of roll was picked.  Now the new session asks first: Enter keeps the fight (its
round goes on in the new session), E ends it, Escape starts no session; in every ruleset.  The
fire's line leaves the dice dock once another kind of roll is picked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_fire_ends_with_turn_keys import GUNS, PISTOL, _fire

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _answer(qtbot, key, seen):
    def press(box):
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.activateWindow()  # Alt+E is the button's shortcut: heard once the box is the active window
        qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
        qtbot.keyClick(box, key, Qt.KeyboardModifier.AltModifier if key == Qt.Key.Key_E else
                       Qt.KeyboardModifier.NoModifier)
    when_dialog_opens(press)


def _night(services):
    return services.campaign.current_session().number


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_a_new_session_asks_first_and_keeps_or_ends_the_fight(qtbot, tmp_path, preset):
    window = campaign_window(qtbot, tmp_path, "afmbe", preset)
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Dana"], who["Biter"]], name="Yard")
    window.selection.select_character(who["Dana"])
    dock = window.docks["diceDock"]
    if preset == "unisystem":
        _fire(qtbot, window, shots=3)
        qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    night = _night(services)
    seen: list[str] = []
    # Escape: no new session, the fight as it was
    _answer(qtbot, Qt.Key.Key_Escape, seen)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert seen and "A fight is running (round 1)" in seen[0]
    assert services.campaign.active_encounter() is not None
    assert _night(services) == night
    # Enter: the fight goes on in the new session
    _answer(qtbot, Qt.Key.Key_Return, seen)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_SHIFT)
    fight = services.campaign.active_encounter()
    assert fight is not None and fight.name == "Yard" and fight.round == 1
    assert fight.session_id == services.campaign.current_session().id
    assert _night(services) == night + 1
    assert window.status_round.text() == "Round 1"
    # Alt+E: the fight ends, then the new session
    _answer(qtbot, Qt.Key.Key_E, seen)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert services.campaign.active_encounter() is None
    assert len(seen) == 3
    # no fight: no question
    _answer(qtbot, Qt.Key.Key_Escape, seen)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_B, CTRL_SHIFT)
    assert len(seen) == 3
