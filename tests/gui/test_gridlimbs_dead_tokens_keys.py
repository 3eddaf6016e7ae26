"""The grid game's dead tokens stay on their tiles but are no longer treated as alive: a sprint past
a dead zombie is no run past an enemy, U on furniture offers no dead mover, the dice dock's Against
list offers no dead target.  While the map is edited, the token Tab chooses is marked and named at
once, and a token planned onto furniture says it cannot stand there before Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_dock import CTRL_ALT, create, keys

KATANA = [{"weapon": "katana", "concealed": False}]


def _fight(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", speed=6, max_hp=12, stamina=8, weapons=KATANA)
    dead = create(window, "Shambler 1", "zombie", max_hp=30)
    other = create(window, "Shambler 2", "zombie", max_hp=30)
    live = create(window, "Shambler 3", "zombie", max_hp=30)
    for cid in (dead, other):
        assert services.characters.damage(cid, {"part": "head", "amount": 15})  # put down, on its tile
    services.battle_map.set_size(8, 5)
    services.battle_map.paint([(2, 3), (3, 3)], "f")  # a table under the dead Shambler 1
    services.battle_map.place({kit: (1, 1), dead: (2, 2), other: (2, 0), live: (7, 4)})
    services.campaign.execute(StartEncounter([kit, dead, other, live]))
    activate(qtbot, window)
    dock = window.docks["mapDock"]
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    return window, dock, (kit, dead, other, live)


def test_a_sprint_past_the_dead_strikes_nobody_and_the_dead_move_no_furniture(qtbot, tmp_path):
    window, dock, (kit, dead, _other, _live) = _fight(qtbot, tmp_path)
    assert dock.modes.selected == kit
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)  # B2 → E2, between the dead
    said = dock.info.text()
    assert "Kit to E2: Sprints 3 tiles" in said
    assert "Running past" not in said and "strike in passing" not in said
    keys(qtbot, window, Qt.Key.Key_Escape)
    # Kit beside the table, which the dead Shambler 1 stands beside too: U offers Kit alone
    keys(qtbot, window, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return)  # B2 → B4, beside C4
    assert window.services.battle_map.battle_map().tokens[kit] == (1, 3)
    keys(qtbot, window, Qt.Key.Key_U)
    dialog = dock.furniture.dialog
    assert dialog is not None
    assert [box.text() for box in dialog.mover_checks.values()] == ["Kit"]
    dialog.close()


def test_the_dice_dock_offers_no_dead_target(qtbot, tmp_path):
    window, _dock, (kit, dead, other, live) = _fight(qtbot, tmp_path)
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    qtbot.waitUntil(lambda: dice.character_combo.currentData() == kit)
    combo = dice.opponent_combo
    offered = [combo.itemText(i) for i in range(combo.count())
               if combo.model().item(i).isEnabled() and not combo.view().isRowHidden(i)]
    assert "Shambler 3" in offered
    assert "Shambler 1" not in offered and "Shambler 2" not in offered
    assert combo.currentData() == live


def test_the_token_tab_chooses_while_editing_is_marked_and_furniture_refuses_it(qtbot, tmp_path):
    window, dock, (kit, dead, _other, _live) = _fight(qtbot, tmp_path)
    dock.edit_button.setFocus()
    qtbot.keyClick(dock.edit_button, Qt.Key.Key_Space)  # Edit the map, by keys
    assert dock.edit_button.isChecked() and dock.paint_kind() == ""
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    while dock.modes.selected != dead:
        keys(qtbot, window, Qt.Key.Key_Tab)
        # the token Tab picked: named and marked at once, before any arrow
        chosen = window.services.characters.character(dock.modes.selected).name
        assert f"Editing: {chosen} chosen: the arrows move it, Enter places it" in dock.info.text()
        assert dock.view.overlay_drawn.cursor == window.services.battle_map.battle_map().tokens[dock.modes.selected]
    keys(qtbot, window, Qt.Key.Key_Down)  # onto the table at C4
    assert "Shambler 1 placed by hand" not in dock.info.text()
    assert "Editing: Shambler 1 cannot stand on C4: Furniture (f) is there" in dock.info.text()
    events = len(window.services.campaign.events())
    keys(qtbot, window, Qt.Key.Key_Return)
    assert window.services.battle_map.battle_map().tokens[dead] == (2, 2)
    assert len(window.services.campaign.events()) == events
