"""The dice dock's recent rolls keep no undone roll: Kit's shot (a roll that fires his pistol, so an
ammunition line of the log) undone by Ctrl+Z leaves the list as the log leaves it, struck through
there, gone here; Ctrl+Shift+Z brings it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def recent(dock) -> list[str]:
    return [dock.recent_list.item(i).text() for i in range(dock.recent_list.count())]


def test_an_undone_shot_leaves_the_recent_rolls(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=6, starting_item="pistol", speed=10, max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=30, speed=1)
    services.battle_map.set_size(14, 4)
    services.battle_map.place({kit: (0, 1), zed: (3, 1)})
    services.campaign.execute(StartEncounter([kit, zed]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(window.docks["mapDock"].view.hasFocus)
    keys.key(Qt.Key.Key_X)  # Kit's shot at the Shambler, set up in the dice dock
    assert dice.opponent_combo.currentText() == "Shambler 1"
    activate(qtbot, window)
    keys.key(Qt.Key.Key_R, CTRL)
    shot = services.campaign.events()[-1]
    assert shot.kind == "ammo" and shot.actor == "Kit"  # the roll fired the pistol
    qtbot.waitUntil(lambda: len(recent(dice)) == 1)
    assert "Kit rolls Shot" in recent(dice)[0]
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Z, CTRL)  # the shot undone
    assert next(e for e in services.campaign.events() if e.id == shot.id).undone
    qtbot.waitUntil(lambda: recent(dice) == [])
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # and redone
    qtbot.waitUntil(lambda: len(recent(dice)) == 1)
