"""A full gun is not reloaded: after a shot's undo Kit's pistol is 15/15, a clip is found
(Ctrl+Shift+P, Enter), and Ctrl+L says "Kit's Pistol is full (15/15)." in the ammo dock and the
status bar before any form opens, nothing changed; before, the reload form opened with "Keep the
old clip" unticked and Enter threw the full clip away for one drawn at random.  A reload of a gun
that fired says on the GM's console the rounds before it and after it ("[GM only: 14 → 15
rounds]", the clip drawn at random the players' secret), where the session log said no count.
d10under and AFMBE name the weapon and whose it is the same way (d10under said «Магазин полон.»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_ammo_dock import add, choose, fill_and_accept, ledger, press, shown, window_for
from ui.dialogs.ammo_dialog import AmmoDialog

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_a_full_pistol_is_refused_before_the_form_and_a_reload_says_its_rounds(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path, "gridlimbs")
    services = window.services
    kit = add(window, "Kit", starting_item="pistol")
    dock = choose(window, kit)
    assert services.ammo.fire(kit, "gun1", {"bullets": 1})
    assert shown(dock)[0][:2] == ("Pistol", "14 / 15 rounds")
    press(qtbot, window, Qt.Key.Key_L, CTRL)  # no clip to load: said by the rules before any form
    assert dock.message.text() == "There is no spare clip to load."
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the shot taken back
    assert shown(dock)[0][:2] == ("Pistol", "15 / 15 rounds")
    fill_and_accept(qtbot)  # Enter: one clip found
    press(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    assert shown(dock)[1][:2] == ("Spare clips", "1 clip")
    events = len(services.campaign.events())
    opened: list[str] = []
    real_exec = AmmoDialog.exec

    def exec_(dialog):  # noqa: ANN001, ANN202
        opened.append(dialog.windowTitle())
        if len(opened) == 1 and shown(dock)[0][1] == "15 / 15 rounds":  # the form of a full gun: the fault
            return AmmoDialog.DialogCode.Rejected
        return real_exec(dialog)

    monkeypatch.setattr(AmmoDialog, "exec", exec_)
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    assert opened == []  # no form of how to reload
    assert dock.message.text() == "Kit's Pistol is full (15/15)."
    assert window.statusBar().currentMessage() == "Kit's Pistol is full (15/15)."
    assert shown(dock)[0][:2] == ("Pistol", "15 / 15 rounds") and shown(dock)[1][:2] == ("Spare clips", "1 clip")
    assert len(services.campaign.events()) == events
    # a gun that fired: the form, Enter, and the rounds before and after for the GM
    assert services.ammo.fire(kit, "gun1", {"bullets": 1})
    fill_and_accept(qtbot)
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    assert len(opened) == 1
    assert shown(dock)[0][:2] == ("Pistol", "15 / 15 rounds")
    said = "Kit reloads Pistol with a clip drawn at random [GM only: 14 → 15 rounds]"
    assert ledger(dock)[-1] == said
    assert window.docks["logDock"].model.lines[-1] == said


@pytest.mark.parametrize(("ruleset", "preset", "sheet", "said"), [
    ("d10under", None, {"weapons": [{"name": "Makarov", "kind": "ranged", "damage": 20, "shots": 2, "magazine": 8,
                                     "criticals": True}]}, "Ana's Makarov is full (8/8)."),
    ("afmbe", "unisystem", {"weapons": [{"name": "Rifle", "damage": "d8×4", "damage_type": "bullet",
                                         "ranged": True, "ammo": 30}]}, "Ana's Rifle is full (30/30)."),
])
def test_a_full_magazine_is_refused_naming_the_weapon_in_every_ruleset(qtbot, tmp_path, ruleset, preset, sheet,
                                                                       said):
    window = window_for(qtbot, tmp_path, ruleset, preset)
    ana = add(window, "Ana", **sheet)
    dock = choose(window, ana)
    press(qtbot, window, Qt.Key.Key_L, CTRL)
    assert dock.message.text() == said
    assert window.statusBar().currentMessage() == said
