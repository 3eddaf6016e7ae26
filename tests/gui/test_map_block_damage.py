"""A block declared with the map's K, then a katana hit typed in the damage form (D) on the
blocker: the form asks for the attacker's Speed, filled in from the attacker the GM names, and the
block lets through only what exceeds the blocker's Strength (gridlimbs)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines, torso_on_tracker


def test_k_on_the_map_then_d_on_the_blocker_with_a_katana_lets_through_what_exceeds_his_strength(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", speed=3, strength=4, max_hp=12)
    zed = create(window, "Zed", "zombie", speed=4, strength=2, max_hp=12)
    services.battle_map.set_size(4, 4)
    services.battle_map.place({ann: (1, 1), zed: (1, 2)})
    services.campaign.execute(StartEncounter([ann, zed]))  # Zed (Speed 4) acts first
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == zed
    keys(qtbot, window, Qt.Key.Key_K)  # Zed blocks, Ann beside him
    assert log_lines(window, 1) == ["Block: Zed — Blocks this round (Speed 4, Strength 2)."]
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_N)  # Ann's turn
    assert fight.order.current_row().name == "Ann"
    qtbot.keyClick(fight.tree, Qt.Key.Key_Up)  # Zed's row: D acts on him
    seen = {}

    def hit(dialog):
        try:
            answer(dialog)
        finally:  # a form without the field fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    def answer(dialog):
        activate(qtbot, dialog)
        inputs = dialog.form.inputs
        seen["by_first"] = dialog.by.currentText()  # nobody until the GM names the attacker
        dialog.by.setFocus()
        qtbot.keyClicks(dialog.by, "A")  # Dealt by: Ann, whose turn it is
        next(iter(inputs.values())).setFocus()
        seen["speed"] = inputs["attacker_speed"].text()  # Ann's, read off her sheet
        for key in (Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab):  # to the weapon
            qtbot.keyClick(QApplication.focusWidget(), key)
        qtbot.keyClicks(QApplication.focusWidget(), "K4")  # the katana, then Ann's Strength 4
        seen["weapon"] = inputs["weapon"].currentText()
        seen["strength"] = inputs["attacker_strength"].value()
        seen["preview"] = dialog.preview.text()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    when_dialog_opens(hit)
    qtbot.keyClick(fight.tree, Qt.Key.Key_D)
    activate(qtbot, window)
    assert seen["by_first"] == "(nobody chosen)"
    assert seen["speed"] == "3" and seen["weapon"] == "Katana" and seen["strength"] == 4
    # one hit, its figure said once (not "= 6; 6 damage")
    assert seen["preview"].startswith("Strength 4 × Katana 2 × hand 50% × 2 = 8; 8 − block 2 = 6\n")
    assert log_lines(window, 1) == [
        "Damage to Zed: Strength 4 × Katana 2 × hand 50% × 2 = 8; 8 − block 2 = 6 — "
        "Blocks: Speed 4 is faster than the attacker's 3. "
        "8 exceeds Strength 2: 6 goes through. Torso (main pool) takes 6; the main pool loses 6. "
        "Torso (main pool) starts bleeding: the main pool loses 1 each round. Knocked back 1 tile. "
        "Flinched: no strike back. Knocked back to B4."  # Ann named as the attacker: the token moves
    ]
    assert torso_on_tracker(window, "Zed") == "Torso (main pool) 6/12"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(zed).state["torso"] == 12
