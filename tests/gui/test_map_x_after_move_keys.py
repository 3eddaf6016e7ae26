"""X after a move starts again at the nearest enemy, and Esc with only a target shown drops the target
on the map. Before, X after Kit's move went on from the zombie to Dov, his ally ("Kit → Dov: Distance
1 tile"), and Esc with a target shown left the map for the fight list, whose selection the next
arrows moved instead of planning Kit's move."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_keys import CTRL_ALT, create, press


def _kit_dov_and_a_shambler(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    kit, dov = create(window, "Kit"), create(window, "Dov")
    zed = create(window, "Shambler 1", "zombie")
    window.services.battle_map.set_size(12, 6)
    window.services.battle_map.place({kit: (2, 2), dov: (2, 3), zed: (6, 2)})
    window.services.campaign.execute(StartEncounter([kit, dov, zed]))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    return window, dock, (kit, dov, zed)


def test_x_after_a_move_starts_again_at_the_nearest_enemy(qtbot, tmp_path):
    window, dock, (kit, dov, zed) = _kit_dov_and_a_shambler(qtbot, tmp_path)
    press(qtbot, dock, Qt.Key.Key_X)
    assert "Kit → Shambler 1:" in dock.info.text()
    press(qtbot, dock, Qt.Key.Key_Right)
    press(qtbot, dock, Qt.Key.Key_Return)  # Kit moves a tile towards the zombie
    assert window.services.battle_map.battle_map().tokens[kit] == (3, 2)
    press(qtbot, dock, Qt.Key.Key_X)
    assert "Kit → Shambler 1:" in dock.info.text()  # not "Kit → Dov": the enemy first again
    press(qtbot, dock, Qt.Key.Key_X)
    assert "Kit → Dov:" in dock.info.text()  # the ally only after every enemy


def test_esc_with_a_target_shown_drops_it_and_stays_on_the_map(qtbot, tmp_path):
    window, dock, (kit, dov, zed) = _kit_dov_and_a_shambler(qtbot, tmp_path)
    press(qtbot, dock, Qt.Key.Key_X)
    assert "Kit → Shambler 1:" in dock.info.text()
    press(qtbot, dock, Qt.Key.Key_Escape)
    assert "Kit → Shambler 1:" not in dock.info.text()
    assert dock.view.hasFocus()
    press(qtbot, dock, Qt.Key.Key_Right)  # the arrows still plan Kit's move
    assert dock.modes.path == [(2, 2), (3, 2)]
    press(qtbot, dock, Qt.Key.Key_Escape)  # the plan dropped
    assert dock.modes.path == [] and dock.view.hasFocus()
    press(qtbot, dock, Qt.Key.Key_Escape)  # nothing planned or aimed at: back to the fight list
    fight = window.docks["initiativeDock"]
    qtbot.waitUntil(lambda: fight.tree.hasFocus())


def test_a_move_on_the_map_is_acting_at_the_round_s_end(qtbot, tmp_path):
    """Shambler 1 moved K3 → J3 on its turn, then Ctrl+Alt+N: "Shambler 1 had not acted", no full stop."""
    window, dock, (kit, dov, zed) = _kit_dov_and_a_shambler(qtbot, tmp_path)
    fight = window.docks["initiativeDock"]
    for _ in range(2):  # Kit's turn, Dov's: both passed by N
        fight.tree.setFocus()
        qtbot.keyClick(fight.tree, Qt.Key.Key_N)
    assert window.services.initiative.current().character_id == zed
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    press(qtbot, dock, Qt.Key.Key_Left)
    press(qtbot, dock, Qt.Key.Key_Return)  # the zombie moves a tile
    assert window.services.battle_map.battle_map().tokens[zed] == (5, 2)
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_N, CTRL_ALT)  # the round's end before N
    assert window.services.initiative.encounter().round == 2
    assert "had not acted" not in window.statusBar().currentMessage()
    # one who did not move or roll is still said to have missed his turn, in a sentence of its own
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, Qt.Key.Key_N, CTRL_ALT)
    assert window.services.initiative.encounter().round == 3
    # the round it ended said first: the line read "Kit, Dov, Shambler 1 had not acted." with no word of it
    assert window.statusBar().currentMessage() == "Round 2 ends: Kit, Dov, Shambler 1 had not acted."
