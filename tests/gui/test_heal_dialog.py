"""The heal dialog of a ruleset whose care takes the healer's skill and supplies: on Bob's turn, H
on Ann opens with Bob giving the care (his First Aid, his bandage) on the limb that bleeds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import campaign_window, in_dialog, lines


def test_on_bobs_turn_h_on_ann_has_bob_give_the_care(qtbot, tmp_path):
    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2, "first_aid": 3})]
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people, options={"start_bandages": 2})
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    ann = next(c.id for c in window.services.characters.characters() if c.name == "Ann")
    window.services.characters.damage(ann, {"part": "right_leg", "amount": 5})
    in_dialog(qtbot, lambda dialog: keys.key(Qt.Key.Key_Return))
    keys.key(Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)  # Ann has acted: Bob's turn
    assert fight.order.current_row().name == "Bob"
    keys.key(Qt.Key.Key_Up)  # Ann's row
    seen = {}

    def look(dialog):
        seen["by"] = dialog.by.currentText()
        seen["part"] = dialog.form.inputs["part"].currentText()
        seen["first_aid"] = dialog.form.inputs["first_aid"].value()
        seen["own"] = dialog.form.inputs["own_supplies"].isChecked()
        assert QApplication.focusWidget() is dialog.by
        keys.key(Qt.Key.Key_Home)  # nobody: back to her own care, her First Aid and her bandage again
        seen["own after"] = (dialog.form.inputs["first_aid"].value(), dialog.form.inputs["own_supplies"].isChecked())
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen == {"by": "Bob", "part": "Right leg", "first_aid": 3, "own": False, "own after": (0, True)}
    assert lines(window)[-1] == "Ann has acted; Bob is up"  # the dialog cancelled: nothing done


def test_on_a_zombies_turn_the_care_is_nobody_elses(qtbot, tmp_path):
    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Zed", "zombie", {"speed": 5})]
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people)
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()

    def everyone(dialog):
        keys.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, everyone)
    keys.key(Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    activate(qtbot, window)
    assert fight.order.current_row().name == "Zed"  # Speed 5 first
    keys.key(Qt.Key.Key_Down)  # Ann's row
    seen = {}

    def look(dialog):
        seen["by"] = dialog.by.currentText()
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen == {"by": "(nobody: the patient's own care)"}  # not the zombie whose turn it is: her own care
