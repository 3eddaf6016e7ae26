"""The map dock's own keys are in the window's keymap: listed in Help → Keys and the README, and
rebound like any other (issue #20, 1: one key, one meaning in the whole window)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from ui import keymap
from ui.docks.map_modes import GRENADE, MOVE

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
MAP_KEYS = ("map.commit", "map.stepBack", "map.nextToken", "map.previousToken", "map.target", "map.grenade",
            "map.spray", "map.paint", "map.passing", "map.block")


def create(window, name, kind="pc", **sheet):
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def map_window(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    ids = [create(window, "Ana", starting_item="grenades"), create(window, "Zombie 1", "zombie"),
           create(window, "Zombie 2", "zombie")]
    window.services.battle_map.set_size(10, 6)
    window.services.battle_map.place(dict(zip(ids, [(0, 0), (3, 0), (6, 0)], strict=True)))
    window.services.campaign.execute(StartEncounter(ids))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    return window, dock, ids


def press(qtbot, dock, key, mods=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(dock.view, key, mods)


def test_every_map_key_is_in_the_table_on_the_battle_map():
    table = keymap.markdown_table()
    for key_id in MAP_KEYS:
        key = keymap.BY_ID[key_id]
        assert key.scope == "map"
        keys = " or ".join(f"`{k}`" for k in keymap.portable(key.keys))
        assert f"| {keys} | {key.label} | On the battle map |" in table
    # the letters mean one thing in the whole window: not the fight list's T (timer) and S (started it)
    assert [keymap.BY_ID[k].keys for k in ("map.target", "map.grenade", "map.spray")] == [("X",), ("G",), ("Z",)]


def test_the_default_map_keys_pick_targets_tokens_and_a_grenade(qtbot, tmp_path):
    window, dock, (ana, zed1, zed2) = map_window(qtbot, tmp_path)
    press(qtbot, dock, Qt.Key.Key_X)
    assert dock.modes.target == zed1  # the nearest first
    assert "Ana → Zombie 1: Distance 3 tiles." in dock.info.text()
    press(qtbot, dock, Qt.Key.Key_X)
    assert dock.modes.target == zed2
    press(qtbot, dock, Qt.Key.Key_T)  # the fight list's timer key does nothing on the map
    assert dock.modes.target == zed2
    press(qtbot, dock, Qt.Key.Key_Tab)
    assert dock.modes.selected == zed1
    press(qtbot, dock, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert dock.modes.selected == ana
    press(qtbot, dock, Qt.Key.Key_G)
    assert dock.modes.mode == GRENADE


def test_rebinding_the_map_keys_in_qsettings_changes_what_the_map_reacts_to(qtbot, tmp_path):
    window, dock, (ana, zed1, _zed2) = map_window(qtbot, tmp_path)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("keys/map.target", ["Y"])
    settings.setValue("keys/map.grenade", ["Q"])
    settings.setValue("keys/map.nextToken", ["J"])
    keymap.load(settings)
    press(qtbot, dock, Qt.Key.Key_X)
    assert dock.modes.target is None
    press(qtbot, dock, Qt.Key.Key_Y)
    assert dock.modes.target == zed1
    press(qtbot, dock, Qt.Key.Key_Tab)
    assert dock.modes.selected == ana
    press(qtbot, dock, Qt.Key.Key_J)
    assert dock.modes.selected == zed1
    press(qtbot, dock, Qt.Key.Key_G)
    assert dock.modes.mode == MOVE
    for _ in range(4):  # back to Ana, who carries the grenades (a zombie's Q is refused: none left)
        if dock.modes.selected == ana:
            break
        press(qtbot, dock, Qt.Key.Key_J)
    assert dock.modes.selected == ana
    press(qtbot, dock, Qt.Key.Key_Q)
    assert dock.modes.mode == GRENADE
    keymap.reset(settings)
    press(qtbot, dock, Qt.Key.Key_Escape)
    before = dock.modes.target
    press(qtbot, dock, Qt.Key.Key_X)  # X is the next target again
    assert dock.modes.target not in (None, before)


def test_the_hints_under_the_map_name_the_gm_s_own_keys(qtbot, tmp_path):
    window, dock, (ana, _zed1, _zed2) = map_window(qtbot, tmp_path)
    assert dock.buttons["spray"].text() == "SMG spray (Z)" and dock.buttons["move"].text() == "Move (Enter)"
    press(qtbot, dock, Qt.Key.Key_Down)
    assert "(Enter moves)" in dock.info.text()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert keymap.rebind("map.commit", ("J",), settings) is None
    press(qtbot, dock, Qt.Key.Key_Down)
    assert "(J moves)" in dock.info.text()
    press(qtbot, dock, Qt.Key.Key_Return)  # no longer the move's key
    assert window.services.battle_map.battle_map().tokens[ana] == (0, 0)
    press(qtbot, dock, Qt.Key.Key_J)
    assert window.services.battle_map.battle_map().tokens[ana] == (0, 2)
    keymap.reset(settings)
