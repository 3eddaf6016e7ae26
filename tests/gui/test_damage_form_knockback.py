"""A rifle shot typed in the damage form (D on the fight list), the rifleman named as the one who
deals it: "this forcibly moves the defending player to another tile" — the knockback the damage
logs moves the victim's token on the battle map in the same action, and Ctrl+Z puts it back
(gridlimbs)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_map_dock import create, log_lines


def test_a_rifle_shot_in_the_damage_form_knocks_the_token_two_tiles(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    rick = create(window, "Rick", speed=9, max_hp=40)
    flung = create(window, "Flung", speed=2, strength=2, max_hp=60)
    services.battle_map.set_size(12, 5)
    services.battle_map.place({rick: (1, 2), flung: (4, 2)})
    services.campaign.execute(StartEncounter([rick, flung]))
    activate(qtbot, window)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_Down)  # Flung's row: D acts on him
    assert fight.tree.text(fight.tree.chosen_row(), 1) == "Flung"
    seen = {}

    def hit(dialog):
        try:
            activate(qtbot, dialog)
            inputs = dialog.form.inputs
            inputs["weapon"].setFocus()
            qtbot.keyClicks(QApplication.focusWidget(), "R")  # the rifle: its 12 damage, force 7
            dialog.by.setFocus()
            qtbot.keyClicks(QApplication.focusWidget(), "Rick")  # who deals it
            seen["weapon"] = inputs["weapon"].currentText()
            seen["by"] = dialog.by.currentText()
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        finally:  # a form that went wrong fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(hit)
    qtbot.keyClick(fight.tree, Qt.Key.Key_D)
    activate(qtbot, window)
    assert (seen["weapon"], seen["by"]) == ("Rifle", "Rick")
    [line] = log_lines(window, 1)
    assert "Knocked back 2 tile" in line and "Knocked back to G3." in line
    assert tuple(services.battle_map.battle_map().tokens[flung]) == (6, 2)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tuple(services.battle_map.battle_map().tokens[flung]) == (4, 2)
