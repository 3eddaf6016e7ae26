"""twdu's duel in the dice dock: the range band picked on the roller's form sets the opponent's
skill too (Short: Close Combat; beyond it: Ranged Combat), from the keyboard; the GM's own pick for
the opponent holds until the band changes again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_twdu_reach_dock import CTRL, setup

#: a gun that reaches every band: the distance and the band are asked beside a ranged weapon only
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 0, "damage": 2, "range": "extreme", "ammo": 5}


def test_the_band_picked_for_the_duel_sets_the_opponent_s_skill_too(qtbot, tmp_path):
    window, services, dock, rick = setup(qtbot, tmp_path, agility=3, ranged_combat=2, weapons=[RIFLE])
    assert services.characters.create("Negan", "pc", {"agility": 2, "ranged_combat": 1})
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert dock.kind_combo.hasFocus()
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Home)
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Down)
    assert dock.kind_combo.currentText() == "Duel"
    qtbot.waitUntil(lambda: dock.opponent_form is not None and dock.opponent_form.isVisible())
    band = dock.form.inputs["band"]
    for _ in range(2):  # down the dock: the target (above the form), the weapon
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)  # the distance
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)  # what it counts: metres or zones
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)  # the band
    assert window.focusWidget() is band
    theirs = dock.opponent_form.inputs["opponent_skill"]
    assert (dock.form.values()["skill"], theirs.currentData()) == ("close_combat", "close_combat")
    qtbot.keyClick(band, Qt.Key.Key_Down)  # Long range
    assert band.currentData() == "long"
    assert (dock.form.values()["skill"], theirs.currentData()) == ("ranged_combat", "ranged_combat")
    assert dock.request().inputs["opponent_skill"] == "ranged_combat"  # what the roll is asked with
    theirs.setFocus()
    qtbot.keyClick(theirs, Qt.Key.Key_Up)  # the GM's own pick for the opponent
    picked = theirs.currentData()
    assert picked != "ranged_combat"
    band.setFocus()
    qtbot.keyClick(band, Qt.Key.Key_Down)  # Extreme: Ranged Combat again for both
    assert theirs.currentData() == "ranged_combat"
    qtbot.keyClick(band, Qt.Key.Key_Up)
    qtbot.keyClick(band, Qt.Key.Key_Up)  # back to Short: Close Combat for both
    assert (dock.form.values()["skill"], theirs.currentData()) == ("close_combat", "close_combat")
