"""A block declared on the map (K) meets a strike rolled in the dice dock and applied from its offer
by Enter, as it meets the damage form with the attacker picked: "If your opponent's damage exceeds
your strength, the difference goes through as damage; however, if their damage does not exceed your
strength, you will cause them knock back" — the weak blow's attacker is moved back on the map in the
same action, and Ctrl+Z puts him back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_map_dock import create, log_lines

STRIKE = "Strike in melee (always hits)"


def _strike_on_a_blocker(qtbot, tmp_path, blocker_strength: int, attacker_strength: int):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    blocker = create(window, "Brace", strength=blocker_strength, speed=6, max_hp=40)
    biter = create(window, "Biter", "zombie", strength=attacker_strength, speed=3, right_hand=100, max_hp=40)
    services.battle_map.set_size(6, 6)
    services.battle_map.place({biter: (1, 1), blocker: (1, 2)})
    services.campaign.execute(StartEncounter([blocker, biter]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == blocker  # the faster one's turn
    keys.key(Qt.Key.Key_K)  # Brace blocks this round
    assert "Block: Brace" in log_lines(window, 1)[0]
    keys.key(Qt.Key.Key_Escape)  # back to the fight list…
    fight = window.docks["initiativeDock"]
    qtbot.waitUntil(fight.tree.hasFocus)
    keys.key(Qt.Key.Key_N)  # …where Brace has acted: the biter's turn
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == biter
    keys.key(Qt.Key.Key_X)  # at Brace
    dice.kind_combo.setFocus()
    pick_with_keys(qtbot, dice.kind_combo, STRIKE)
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    offered = (button.text(), dice.result_view.dice_label.text())
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(button.isHidden)
    return window, blocker, biter, offered


def test_a_block_holds_against_the_docks_strike_by_keys(qtbot, tmp_path):
    window, blocker, _biter, (button, said) = _strike_on_a_blocker(qtbot, tmp_path, 4, 5)  # 10 on Strength 4
    # the block's result is said before Enter, as the damage form's preview says it
    assert button == "Apply 6 damage to Brace (10 − block 4)"
    assert "10 exceeds Strength 4: 6 goes through" in said
    line = log_lines(window, 1)[0]
    assert "Blocks: Speed 6 is faster than the attacker's 3." in line
    assert "10 exceeds Strength 4: 6 goes through." in line
    assert window.services.characters.character(blocker).state["torso"] == 34


def test_a_weak_blow_blocked_knocks_the_biter_back_on_the_map_by_keys(qtbot, tmp_path):
    window, blocker, biter, (button, said) = _strike_on_a_blocker(qtbot, tmp_path, 6, 3)  # 6 on Strength 6
    assert button == "Blocked: nothing goes through; the attacker is knocked back"
    assert "nothing goes through, and the attacker is knocked back" in said
    services = window.services
    line = log_lines(window, 1)[0]
    assert "nothing goes through, and the attacker is knocked back." in line
    assert "Biter: Knocked back to B1." in line
    assert services.battle_map.battle_map().tokens[biter] == (1, 0)
    assert services.characters.character(blocker).state["torso"] == 40
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_Z, CTRL)
    assert services.battle_map.battle_map().tokens[biter] == (1, 1)
