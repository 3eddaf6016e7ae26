"""d10under's melee exchange says the rule that decided it, as the text has it («Затем
сравнивается, у какой стороны результат больше. При этом если выпали одинаковые значения, то
побеждает тот персонаж, у которого значение Ловкости больше»): a 9 wins over a 2 whatever the
Agility (a die over it counts), and a tie of dice goes to the higher Agility, in the GM's words."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to
from ui import i18n

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def roll_group(qtbot, dialog, row: int, faces: str) -> str:  # noqa: ANN001
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Home)
    for _ in range(row):
        qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Down)
    tab_to(qtbot, dialog.faces_edit)
    qtbot.keyClicks(dialog.faces_edit, faces)
    qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
    said: str = dialog.result_label.text()
    tab_to(qtbot, dialog.groups_list)
    return said


def test_a_melee_exchange_says_the_higher_die_wins_and_a_tie_goes_to_agility_in_russian(qtbot, tmp_path):
    i18n.set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Vera", "pc", {"agility": 7})
        assert services.characters.create("Gleb", "pc", {"agility": 5})
        assert services.characters.create("Z1", "zombie", {"agility": 2})
        assert services.characters.create("Z2", "zombie", {"agility": 2})
        who = ids(window)
        assert services.initiative.start(list(who.values()), name="Yard")
        assert services.melee.set_groups([([who["Vera"]], [who["Z1"]]), ([who["Gleb"]], [who["Z2"]])])
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = window.docks["diceDock"].melee.dialog
        activate(qtbot, dialog)
        tab_to(qtbot, dialog.groups_list)
        # Vera (Agility 7) rolls 2 9 9, Z1 rolls 2: the 9 over her Agility still wins
        said = roll_group(qtbot, dialog, 0, "2 9 9 2")
        assert ("наибольший результат 9 против 2; в схватке побеждает больший результат, "
                "даже выше Ловкости: это не проверка под Ловкость") in said
        # Gleb (Agility 5) rolls 9 3, Z2 rolls 9: a tie of dice, the higher Agility takes it
        said = roll_group(qtbot, dialog, 1, "9 3 9")
        assert "ничья по кубам, 9 против 9; побеждает бо́льшая Ловкость: 5 против 2" in said
        assert services.characters.character(who["Z1"]).state["health"] < 100
        assert services.characters.character(who["Z2"]).state["health"] < 100
        dialog.close()
    finally:
        i18n.set_language("en")


def test_a_fighter_fights_one_melee_exchange_a_turn_and_undo_frees_it(qtbot, tmp_path):
    """«В один ход можно сделать одно действие»: Gleb's group rolled, a second roll of it in the
    same turn is refused for each of its fighters, and nothing changes; Ctrl+Z takes the exchange
    back and the group rolls again."""
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Vera", "pc", {"agility": 7})
    assert services.characters.create("Gleb", "pc", {"agility": 5})
    assert services.characters.create("Z1", "zombie", {"agility": 2})
    assert services.characters.create("Z2", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.melee.set_groups([([who["Vera"]], [who["Z1"]]), ([who["Gleb"]], [who["Z2"]])])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.groups_list)
    roll_group(qtbot, dialog, 1, "9 3 2")  # Gleb wins: Z2 takes his damage
    assert dialog.refusal_label.text() == ""
    z2 = services.characters.character(who["Z2"]).state["health"]
    assert z2 < 100
    roll_group(qtbot, dialog, 1, "9 3 2")
    assert dialog.refusal_label.text() == (
        "One action a turn: Gleb has fought a melee exchange in round 1 already; "
        "the next exchange waits for round 2.")
    assert services.characters.character(who["Z2"]).state["health"] == z2
    roll_group(qtbot, dialog, 0, "9 3 3 2")  # Vera's group has not fought this turn
    assert dialog.refusal_label.text() == ""
    assert services.characters.character(who["Z1"]).state["health"] < 100
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Vera's exchange back
    assert services.characters.character(who["Z1"]).state["health"] == 100
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.groups_list)
    roll_group(qtbot, dialog, 0, "9 3 3 2")  # undone: Vera fights this turn after all
    assert dialog.refusal_label.text() == ""
    assert services.characters.character(who["Z1"]).state["health"] < 100
    dialog.close()
