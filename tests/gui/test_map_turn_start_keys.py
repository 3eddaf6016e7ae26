"""A new turn in the grid game starts from what the map says now: the dice dock's shot for the one
whose turn it is (not moved this turn: whole Accuracy; the real distance to their nearest enemy),
the last character's result gone, and X starting again at the new actor's nearest enemy."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.dice import TypedDice
from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_map_shot import create


def _fight(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=7, starting_item="pistol", speed=9, max_hp=20)
    dov = create(window, "Dov", accuracy=5, starting_item="pistol", speed=7, max_hp=20)
    near = create(window, "Zombie 1", "zombie", max_hp=30, speed=3)
    low = create(window, "Zombie 2", "zombie", max_hp=30, speed=2)
    far = create(window, "Zombie 3", "zombie", max_hp=30, speed=1)
    services.battle_map.set_size(14, 7)
    # Kit: Zombie 1 at 3 tiles, Zombie 2 at 4; Dov: Zombie 2 at 2 tiles, Zombie 1 at 4
    services.battle_map.place({kit: (0, 1), dov: (0, 5), near: (3, 1), low: (2, 6), far: (12, 1)})
    services.campaign.execute(StartEncounter([kit, dov, near, low, far]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    map_view = window.docks["mapDock"].view
    qtbot.waitUntil(map_view.hasFocus)
    return window, services, dice, keys, (kit, dov, near, low, far)


def _acting(services):  # noqa: ANN001, ANN202
    current = services.initiative.current()
    return current.character_id if current is not None else None


def test_the_next_turn_shot_is_the_map_s_not_the_last_turn_s(qtbot, tmp_path):
    window, services, dice, keys, (kit, dov, *_zeds) = _fight(qtbot, tmp_path)
    assert _acting(services) == kit
    keys.key(Qt.Key.Key_Down)  # Kit steps down one tile (Enter makes the move)
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_X)  # at Zombie 1: moved this round, half Accuracy
    assert dice.form.values()["shooter_moved"] is True
    services.campaign.dice = TypedDice([1])
    keys.key(Qt.Key.Key_R, CTRL)
    assert dice.last is not None
    window.docks["mapDock"].view.setFocus()
    keys.key(Qt.Key.Key_N)  # Dov's turn: Kit's result is no longer shown
    assert _acting(services) == dov
    assert dice.last is None
    assert dice.result_view.result_label.text() == ""
    while _acting(services) != kit:  # Dov and the zombies pass; round 2, Kit again
        keys.key(Qt.Key.Key_N)
    assert services.initiative.encounter().round == 2
    # without X: Kit has not moved this round, and stands 4 tiles (√10 rounded up) from Zombie 1
    assert dice.character_id() == kit
    assert dice.form.values()["shooter_moved"] is False
    assert dice.form.values()["distance"] == 4
    assert dice.opponent_combo.currentText() == "Zombie 1"


def test_x_starts_at_the_new_actor_s_nearest_enemy(qtbot, tmp_path):
    window, services, dice, keys, (kit, dov, near, low, far) = _fight(qtbot, tmp_path)
    modes = window.docks["mapDock"].modes
    keys.key(Qt.Key.Key_X)
    assert modes.target == near  # Kit's nearest
    keys.key(Qt.Key.Key_N)
    assert _acting(services) == dov
    assert modes.selected == dov
    assert modes.target is None
    keys.key(Qt.Key.Key_X)  # Dov's nearest: Zombie 2, two tiles away
    assert modes.target == low
    assert dice.opponent_combo.currentText() == "Zombie 2"
    keys.key(Qt.Key.Key_X)
    assert modes.target == near
    keys.key(Qt.Key.Key_X)
    assert modes.target == far
    assert keys.presses == 6


def test_d_after_x_opens_the_damage_of_the_target(qtbot, tmp_path):
    window, services, dice, keys, (kit, dov, near, low, far) = _fight(qtbot, tmp_path)
    keys.key(Qt.Key.Key_X)  # Kit aims at Zombie 1
    seen = {}

    def look(dialog):  # noqa: ANN001, ANN202
        seen["title"] = dialog.windowTitle()
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_D)
    assert seen == {"title": "Damage Zombie 1"}  # not "Damage Kit", who aims
    activate(qtbot, window)
    window.docks["mapDock"].view.setFocus()
    keys.key(Qt.Key.Key_N)  # Dov's turn: the aim was Kit's
    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_D)
    assert seen["title"] == "Damage Dov"


def test_a_die_no_set_has_is_said_with_the_key_that_rolls_it(qtbot, tmp_path):
    window, services, dice, keys, (kit, *_rest) = _fight(qtbot, tmp_path)
    keys.key(Qt.Key.Key_X)  # Kit's d(Accuracy 7)
    assert dice.wanted_label.text() == (
        "Table dice: 1 × d7\nNo d7 in a set of dice: leave the faces empty and Ctrl+R rolls it here.")
    assert "(it reaches 50% further, and always hits the torso)" in window.docks["mapDock"].info.text()
    from app.services.rolls.wanted import ONE_KIND
    from ui.docks.dice_real import odd_dice_note

    assert odd_dice_note({"t": ONE_KIND, "ctx": "log", "args": {"count": 6, "sides": 6}}) == ""  # a set has d6
