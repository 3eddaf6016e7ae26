"""Running past zombies and blocking, from the map dock's keys: the text's example of a runner
between two zombies with two katanas (M: melee in passing, Enter runs and strikes), and a zombie's
block declared with K with no enemy adjacent, which holds against the faster runner."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys, log_lines

KATANAS = [{"weapon": "katana", "concealed": False}] * 2


def setup(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", speed=6, max_hp=12, weapons=KATANAS)
    z1 = create(window, "Z1", "zombie", max_hp=12)
    z2 = create(window, "Z2", "zombie", max_hp=12)
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ann: (1, 1), z1: (2, 0), z2: (2, 2)})
    services.campaign.execute(StartEncounter([ann, z1, z2]))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    return window, dock, ann, z1, z2


def torso(window, cid):
    return window.services.characters.character(cid).state["torso"]


def test_a_run_between_two_zombies_strikes_both_in_passing_and_undo_takes_it_back(qtbot, tmp_path):
    window, dock, ann, z1, z2 = setup(qtbot, tmp_path)
    assert dock.modes.selected == ann
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert "M: strike in passing (2 blows)." in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_M)
    assert ("Melee in passing (M turns it off), certain: Z1: Struck in passing at C2 (Right hand): 4 damage.; "
            "Z2: Struck in passing at C2 (Left hand): 4 damage.") in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Return)
    line = log_lines(window, 1)[0]
    assert line.startswith("Ann runs B2 → D2, striking in passing — Sprints 2 tiles")
    assert ("Z1: Struck in passing at C2 (Right hand): 4 damage. "
            "Damage to Z1: Strength 2 × Katana 2 × hand 50% × 2 = 4") in line
    assert (torso(window, z1), torso(window, z2)) == (8, 8)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (torso(window, z1), torso(window, z2)) == (12, 12)
    assert window.services.battle_map.battle_map().tokens[ann] == (1, 1)


def test_a_block_declared_with_k_holds_against_the_faster_runner(qtbot, tmp_path):
    window, dock, ann, z1, z2 = setup(qtbot, tmp_path)
    keys(qtbot, window, Qt.Key.Key_Tab, Qt.Key.Key_Tab)  # the next tokens: Z1, then Z2
    assert dock.modes.selected == z2
    keys(qtbot, window, Qt.Key.Key_K)
    assert log_lines(window, 1) == [
        "Block: Z2 — Blocks this round (Speed 2, Strength 2). "
        "No enemy adjacent: the block holds against a faster enemy who runs in."
    ]
    keys(qtbot, window, Qt.Key.Key_Tab)  # back to Ann
    assert dock.modes.selected == ann
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_M)
    assert "Z2: Struck in passing at C2 (Left hand): 4 damage. Blocked (declared with no enemy adjacent): " \
           "2 goes through." in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Return)
    assert (torso(window, z1), torso(window, z2)) == (8, 10)  # Z2: 4 − its Strength 2
