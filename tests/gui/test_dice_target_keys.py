"""In a fight the dice dock's roller stays with whose turn it is, and the attack's target is one key
away: a row chosen in the fight list (to damage it, or to look at it) becomes the roll's target, not
its roller, and Shift+Tab from the typed dice is the target's box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import GUNS, PISTOL, campaign_window, in_dialog, lines, start_fight


def test_d10under_damaging_zombie_2_from_the_fight_list_leaves_the_roller_on_whose_turn_it_is(qtbot, tmp_path):
    people = [("Vera", "pc", {"agility": 6})]
    people += [(f"Zombie {i}", "zombie", {"agility": 2, "player": False}) for i in (1, 2)]
    window = campaign_window(qtbot, tmp_path, "d10under", people=people)
    keys = Keys(qtbot)
    fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
    fight.tree.setFocus()
    start_fight(keys, window, qtbot)
    keys.key(Qt.Key.Key_R)
    assert fight.order.current_row().name == "Vera"
    assert dice.character_combo.currentText() == "Vera"
    keys.key(Qt.Key.Key_Down, times=2)  # Zombie 2, hit by a stray blow: D on it
    assert fight.order.current_row().name == "Vera"  # still her turn

    def hurt(dialog):
        keys.type("7")
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, hurt)
    keys.key(Qt.Key.Key_D)
    activate(qtbot, window)
    assert lines(window)[-1].startswith("Damage to Zombie 2: ")
    # the dice still roll for Vera, now at Zombie 2
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Vera", "Zombie 2")
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.type("M")  # Melee exchange, Vera against Zombie 2
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("4 6 9 1")
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith("Vera rolls Melee exchange against Zombie 2 with table dice: ")
    keys.report("d10under: Zombie 2 damaged, then Vera's exchange with it")
    assert keys.clicks == 0


def test_afmbe_the_attacks_target_is_reached_up_the_dock_from_the_typed_dice(qtbot, tmp_path):
    people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
    people += [(f"Zombie {i}", "zombie", {}) for i in range(1, 5)]
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", people=people)
    keys = Keys(qtbot)
    fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
    fight.tree.setFocus()
    start_fight(keys, window, qtbot)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("9 8 7 6 5 4")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    # Ash's turn opens on his attack by itself: Attack against a dodge or block, at the first zombie
    assert dice.kind_combo.currentText() == "Attack against a dodge or block"
    keys.key(Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is dice.faces_edit
    # up the dock as it reads: the roll's form, then "Against" above it
    inputs = len(dice.form.inputs) + (len(dice.forms.opponent_form.inputs) if dice.forms.opponent_form else 0)
    for _ in range(inputs + 1):
        if QApplication.focusWidget() is dice.opponent_combo:
            break
        keys.key(Qt.Key.Key_Tab, SHIFT)
    assert QApplication.focusWidget() is dice.opponent_combo  # the target, above the roll's form
    keys.key(Qt.Key.Key_Down, times=2)
    assert dice.opponent_combo.currentText() == "Zombie 3"
    keys.key(Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is dice.faces_edit
    keys.type("8")  # the zombie does not dodge: one die
    keys.key(Qt.Key.Key_Return)
    assert lines(window)[-1].startswith(
        "Ash rolls Attack against a dodge or block (Dexterity, Guns 2, Pistol) against Zombie 3 with table dice: "
        "Total 13 against 9: hit"
    )
    keys.report("AFMBE: Ash's shot at Zombie 3 from the typed dice")
    assert keys.clicks == 0


def test_afmbe_a_zombie_chosen_in_the_fight_list_is_the_target_of_the_one_whose_turn_it_is(qtbot, tmp_path):
    people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
    people += [(f"Zombie {i}", "zombie", {}) for i in range(1, 5)]
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", people=people)
    keys = Keys(qtbot)
    fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
    fight.tree.setFocus()
    start_fight(keys, window, qtbot)
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("9 8 7 6 5 4")
    keys.key(Qt.Key.Key_Return)
    assert QApplication.focusWidget() is fight.tree
    keys.key(Qt.Key.Key_End)  # the last zombie in the list
    assert fight.tree.currentIndex().row() >= 0
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Ash", "Zombie 4")
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    # Ash's turn opens on his attack by itself: Attack against a dodge or block, at Zombie 4
    assert dice.kind_combo.currentText() == "Attack against a dodge or block"
    assert (dice.character_combo.currentText(), dice.opponent_combo.currentText()) == ("Ash", "Zombie 4")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("8")  # the zombie does not dodge: one die
    keys.key(Qt.Key.Key_Return)
    last = lines(window)[-1]
    assert "Ash rolls " in last and " against Zombie 4 with table dice: Total 13 against 9: hit" in last
    keys.report("AFMBE: Ash's shot at the zombie chosen in the fight list")
    assert keys.clicks == 0
