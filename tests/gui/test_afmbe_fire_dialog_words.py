"""AFMBE norms, Shift+F with a dead shambler selected while it is Dana's turn: the ammunition dock
says that F fires for Dana (not only that the shambler carries no firearm), shows Dana's pistol,
and the fire dialog's reason gives an example of a shot, not of ammunition found."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_ammo_dock import add, choose, ledger, press, shown, window_for

PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 5}


def test_shift_f_on_a_zombie_fires_for_whose_turn_it_is_and_says_so(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    dana = add(window, "Dana", weapons=[PISTOL])
    shambler = add(window, "Shambler", "zombie")
    assert window.services.initiative.start([dana], name="Street")
    dock = choose(window, shambler)
    qtbot.waitUntil(lambda: "Shambler" in dock.name_label.text())
    assert dock.name_label.text() == "Shambler carries no firearm: F fires for Dana, whose turn it is"
    assert shown(dock) == [("Pistol", "5 Ammo Points", "", "")]
    seen = {}

    def fire(dialog):
        activate(qtbot, dialog)
        seen["intro"] = dialog.findChild(type(dock.name_label), "ammoDialogIntro").text()
        seen["example"] = dialog.reason.placeholderText()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fire)
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert seen["intro"] == "Dana: Pistol"
    assert "covering" in seen["example"] and "pharmacy" not in seen["example"]
    assert ledger(dock)[-1].startswith("Dana fires Pistol: 5 → 4 Ammo Points")
