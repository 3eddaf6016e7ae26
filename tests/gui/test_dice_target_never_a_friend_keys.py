"""The dice dock's default target of an attack is a foe of the roller, never an ally nor the roller:
after the GM heals (selects) an ally during a survivor's turn, the survivor's shot still goes at the
zombie, not at the friend just bandaged; with no foe standing, a survivor's shot goes at no one,
not at another PC."""

from __future__ import annotations

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_shot import create


def test_selecting_a_friend_in_a_turn_does_not_aim_the_shot_at_them(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit = create(window, "Kit", accuracy=7, starting_item="pistol", max_hp=20, speed=9)
    dov = create(window, "Dov", starting_item="clips", max_hp=20, speed=1)
    zed = create(window, "Shambler 1", "zombie", starting_item="clips", max_hp=20, speed=2)
    services.battle_map.set_size(12, 4)
    services.battle_map.place({kit: (0, 1), dov: (1, 1), zed: (6, 1)})
    services.campaign.execute(StartEncounter([kit, dov, zed]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    assert dice.character_combo.currentText() == "Kit"
    assert dice.kind_combo.currentText() == "Shot: d(Accuracy)"
    assert dice.opponent_combo.currentText() == "Shambler 1"
    window.selection.select_character(dov)  # the GM picks Dov's row to bandage him
    assert dice.character_combo.currentText() == "Kit"
    assert dice.opponent_combo.currentText() == "Shambler 1"


def test_with_no_foe_standing_the_shot_goes_at_no_one_not_another_pc(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rifle = [{"name": "Rifle", "kind": "ranged", "damage": 20}]
    for name, kind in (("Vera", "pc"), ("Gleb", "pc")):
        assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), "weapons": rifle})
    ids = {c.name: c.id for c in services.characters.characters()}
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    window.selection.select_character(ids["Vera"])
    dice.kind_combo.setCurrentIndex(dice.kind_combo.findText("Shot (Perception)"))
    assert dice.character_combo.currentText() == "Vera"
    assert dice.opponent_combo.currentText() != "Gleb"
    assert dice.opponent_combo.currentText() == "(no one)"
