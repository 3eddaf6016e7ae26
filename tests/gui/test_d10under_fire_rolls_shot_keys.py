"""Issue 41, the roll-under d10 rules: F with Vera's pistol brings the dice dock forward from
behind its tab with the shot on Perception set up and the focus on Roll, so the typed faces and
Enter roll it (not F, then Ctrl+Shift+D, the kind, the weapon); a critical hit offers its 50 damage
on the target, and its result goes when the GM picks the melee exchange, which it does not answer
(while its damage is still offered it stays for that alone, said to be the roll before)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fire_raises_dice_keys import _fire_behind
from ui.docks.dice_forms import KIND_ROLE

MAKAROV = {"name": "Makarov pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
CTRL = Qt.KeyboardModifier.ControlModifier
ROLL_BEFORE = "Below: the roll before, shown for its damage still offered; it is not this roll's result."


def test_f_sets_up_the_shot_to_roll_and_another_kind_clears_its_result(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    sheet = services.ruleset.new_sheet()
    sheet.update(agility=7, perception=8, weapons=[MAKAROV])
    assert services.characters.create("Vera", "pc", sheet)
    assert services.characters.create("Biter", "zombie", {**services.ruleset.new_sheet(), "agility": 2})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start(list(who.values()), name="Depot")
    window.selection.select_character(who["Vera"])
    dock = _fire_behind(qtbot, window, "Vera", "ammoDock")  # on screen, the focus on Roll
    assert (dock.character_combo.currentText(), dock.kind_combo.currentText()) == ("Vera", "Shot (Perception)")
    assert dock.form.values()["weapon"] == "Makarov pistol"
    assert dock.opponent_combo.currentText() == "Biter"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, CTRL)  # the table's die: a 1
    assert QApplication.focusWidget() is dock.faces_edit
    qtbot.keyClicks(dock.faces_edit, "1")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    assert last_log_line(window).startswith("Vera rolls Shot (Perception)")
    assert "Critical" in dock.result_view.result_label.text() + dock.result_view.dice_label.text()
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 7  # F's round, spent once
    assert QApplication.focusWidget() is dock.result_view.damage_buttons[0]  # the critical's damage, offered
    assert dock.result_view.damage_buttons[0].text() == "Apply 50 damage to Biter"

    def pick_melee():
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL | Qt.KeyboardModifier.ShiftModifier)
        assert QApplication.focusWidget() is dock.kind_combo
        for _ in range(dock.kind_combo.count()):
            if dock.kind_combo.currentData(KIND_ROLE) == "melee":
                break
            qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Down)
        assert dock.kind_combo.currentData(KIND_ROLE) == "melee"

    pick_melee()  # its damage not yet dealt: the shot stays, said to be the roll before, for that alone
    assert dock.refusal_label.text() == ROLL_BEFORE
    assert [b.text() for b in dock.result_view.damage_buttons if not b.isHidden()] == ["Apply 50 damage to Biter"]
    dock.result_view.damage_buttons[0].setFocus()
    qtbot.keyClick(dock.result_view.damage_buttons[0], Qt.Key.Key_Space)
    assert "Biter" in last_log_line(window) and "50" in last_log_line(window)
    qtbot.keyClick(dock.kind_combo, Qt.Key.Key_Up)  # another kind, and back: the spent shot answers neither
    pick_melee()
    assert dock.result_view.isHidden()
    assert dock.result_view.result_label.text() == "" and dock.result_view.dice_label.text() == ""
