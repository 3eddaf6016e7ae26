"""AFMBE unisystem, a knife fight by keys: the dice dock says why a defence is free or dear, and what
each fighter did this turn.  Dana attacked twice (−2 on the second), then defended: the dock showed
«Номер действия защитника в этом ходу 3» and her dodge took no penalty (one attack and one defence a
turn are free in melee: «una acción de ataque y otra de defensa por Turno sin penalización»), then
her next defence took −4, and nothing said why.  Now the line of the odds' terms (under Roll) says
"action 3 this turn, the first defence: no penalty in melee", then the −4's reason; the field's label
names the melee rule; a line under it counts each fighter's attacks, defences and other actions.

After a roll the odds above the result are the next roll's: the line says "Next roll:" (they read as
the odds of the roll just made)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import campaign_window, lines, start_fight

KNIFE = {"name": "Knife", "damage": "d4×STR", "damage_type": "slashing"}
DANA = {"dex": 3, "skills": [{"name": "Hand Weapon", "type": "Knife", "level": 3}, {"name": "Dodge", "level": 2}],
        "weapons": [KNIFE]}
BEN = {"dex": 2, "skills": [{"name": "Hand Weapon", "type": "Knife", "level": 2}], "weapons": [KNIFE]}
MELEE_RULE = "in melee the first attack and the first defence are free, the others −2, −4…"


def roll(keys: Keys, faces: str) -> None:
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(faces)
    keys.key(Qt.Key.Key_Return)


def test_a_defence_after_two_attacks_says_why_it_is_free_and_the_next_why_it_is_not(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", people=[("Dana", "pc", DANA),
                                                                             ("Ben", "npc", BEN)])
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    window.docks["initiativeDock"].tree.setFocus()
    start_fight(keys, window, qtbot)
    keys.key(Qt.Key.Key_K, CTRL)  # initiative from the table: Dana first
    keys.type("9 2")
    keys.key(Qt.Key.Key_Return)

    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # Dana's turn opens on her attack
    assert dice.character_combo.currentText() == "Dana"
    tab_to(qtbot, dice.opponent_combo)
    pick_with_keys(qtbot, dice.opponent_combo, "Ben")
    assert dice.form.labels["action"].text() == "Action this turn (in melee one attack and one defence free)"
    tab_to(qtbot, dice.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dice.opponent_form.inputs["defence"], "No defence")
    QApplication.processEvents()
    assert not dice.odds_label.text().startswith("Next roll:")  # nothing rolled yet: the odds of this roll
    assert dice.turn_label.text() == "Dana this turn: 0 attacks, 0 defences, 0 other actions\n" \
                                     "Ben this turn: 0 attacks, 0 defences, 0 other actions"
    roll(keys, "2")  # a miss: Ben rolls no defence
    assert "miss" in lines(window)[-1]
    QApplication.processEvents()
    # the form stands at her next blow, and the odds say they are that one's
    assert dice.form.values()["action"] == 2
    assert dice.odds_label.text().startswith("Next roll: Hit "), dice.odds_label.text()
    assert dice.parts_label.text().startswith(  # over the result: the next roll's working, and said so
        f"Next roll: d10 + Dexterity 3 + Hand Weapon 3 − several actions 2 = d10 +4 (action 2 this turn: {MELEE_RULE})")
    assert dice.turn_label.text().startswith("Dana this turn: 1 attack, 0 defences, 0 other actions")
    roll(keys, "2")

    keys.key(Qt.Key.Key_N)  # Ben's turn: his blow at Dana, who dodges
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert dice.character_combo.currentText() == "Ben"
    tab_to(qtbot, dice.opponent_combo)
    pick_with_keys(qtbot, dice.opponent_combo, "Dana")
    QApplication.processEvents()
    assert dice.opponent_form.values()["defence"] == "dodge"
    assert dice.opponent_form.values()["defence_action"] == 3
    assert dice.opponent_form.labels["defence_action"].text() == \
        "Defender's action this turn (in melee one attack and one defence free)"
    assert dice.parts_label.text().endswith(
        "· Dana defends: d10 + Dexterity 3 + Dodge 2 = d10 +5 "
        "(action 3 this turn, the first defence: no penalty in melee)"), dice.parts_label.text()
    assert dice.turn_label.text() == "Ben this turn: 0 attacks, 0 defences, 0 other actions\n" \
                                     "Dana this turn: 2 attacks, 0 defences, 0 other actions"
    roll(keys, "9 5")  # 9 + 2 + 2 = 13 against her dodge 5 + 5 = 10: a hit
    assert "hit" in lines(window)[-1] and "d10 5; Dexterity +3; Dodge +2; total 10" in lines(window)[-1]
    QApplication.processEvents()
    assert dice.opponent_form.values()["defence_action"] == 4
    assert dice.parts_label.text().endswith(
        f"· Dana defends: d10 + Dexterity 3 + Dodge 2 − several actions 4 = d10 +1 (action 4 this turn: {MELEE_RULE})"
    ), dice.parts_label.text()
    assert dice.turn_label.text() == "Ben this turn: 1 attack, 0 defences, 0 other actions\n" \
                                     "Dana this turn: 2 attacks, 1 defence, 0 other actions"
    assert dice.odds_label.text().startswith("Next roll: Hit ")
