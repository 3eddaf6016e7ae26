"""At the start of a turn on the map, the dice dock's "Against" is the nearest living enemy (the
zombies for PCs and NPCs alike), never an ally: Kit, an NPC fighting beside Dov, does not aim at Dov
however near he stands; with the last zombie down, she aims at nobody (no red refusal about Dov)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import campaign_window
from tests.gui.map_fight import fight_on_the_map
from tests.gui.test_map_shot import create


def test_a_turn_s_target_is_the_nearest_living_enemy_never_an_ally(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", "npc", accuracy=6, starting_item="pistol", speed=9, max_hp=20)
    dov = create(window, "Dov", accuracy=5, starting_item="pistol", speed=3, max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=6, speed=1)
    # Dov 2 tiles away, the zombie 10
    dice, keys = fight_on_the_map(qtbot, window, (14, 6), {kit: (2, 4), dov: (4, 3), zed: (11, 2)})
    assert services.initiative.current().character_id == kit
    assert dice.opponent_combo.currentText() == "Shambler 1"
    assert dice.form.values()["distance"] == 10
    assert services.characters.damage(zed, {"part": "torso", "amount": 6})  # the zombie goes down
    assert services.ruleset.is_dead(services.characters.character(zed).sheet,
                                    services.characters.character(zed).state)
    while services.initiative.current().character_id != kit:  # round 2, Kit's turn again
        keys.key(Qt.Key.Key_N)
    assert services.initiative.current().character_id == kit
    assert dice.opponent_id() is None
    assert dice.opponent_combo.currentText() != "Dov"
    assert "Dov" not in dice.odds_label.text()


def test_a_zombie_s_turn_sets_up_its_blow_not_the_survivor_s_shot(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=6, starting_item="pistol", speed=9, max_hp=20)
    zed = create(window, "Shambler 1", "zombie", max_hp=6, speed=1)
    dice, keys = fight_on_the_map(qtbot, window, (14, 6), {kit: (2, 4), zed: (8, 2)})
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"  # Kit's turn: her pistol
    keys.key(Qt.Key.Key_N)  # the zombie's turn
    assert services.initiative.current().character_id == zed
    assert dice.character_id() == zed
    assert dice.kind_combo.currentText() == "Strike in melee (always hits)"
    assert dice.opponent_combo.currentText() == "Kit"
    assert "d1" not in dice.parts_label.text()
    keys.key(Qt.Key.Key_N)  # round 2, Kit's turn: her shot again
    assert services.initiative.current().character_id == kit
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"
