"""The heal dialog of the grid game by keys: too few faces typed say how many the care takes with
them and what for (a first aid that fails on its first die rolls a second for what went wrong); Tab
runs down the rows as they are shown, the care-giver first; a tick the GM set stays when they pick
another care-giver."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import campaign_window as fight_window
from tests.gui.test_fight_by_keys import in_dialog
from tests.gui.test_map_shot import create
from ui.dialogs.rules_action_dialog import RulesActionDialog


def _dialog(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2})
    services = window.services
    ann = create(window, "Ann", max_hp=12, first_aid=2)
    assert services.characters.damage(ann, {"part": "right_leg", "amount": 5})
    dialog = RulesActionDialog(services, ann, True, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return window, dialog


def test_one_face_for_a_failed_first_aid_says_a_second_die_is_needed(qtbot, tmp_path):
    _window, dialog = _dialog(qtbot, tmp_path)
    assert dialog.form.inputs["kind"].currentData() == "first_aid"
    activate(qtbot, dialog)
    dialog.faces.setFocus()
    keys = Keys(qtbot)
    keys.type("1")
    assert dialog.preview.text() == (
        "With the faces typed this roll takes 2 dice: 1 × d4 (First aid); 1 × d4 (First aid gone wrong); 1 typed.")
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_tab_follows_the_rows_and_the_gm_s_tick_stays_when_the_healer_changes(qtbot, tmp_path):
    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2, "first_aid": 3})]
    window = fight_window(qtbot, tmp_path, "gridlimbs", people=people, options={"start_bandages": 2})
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    ann = next(c.id for c in window.services.characters.characters() if c.name == "Ann")
    window.services.characters.damage(ann, {"part": "right_leg", "amount": 5})
    in_dialog(qtbot, lambda dialog: keys.key(Qt.Key.Key_Return))
    keys.key(Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)  # Bob's turn: H on Ann has Bob give the care
    keys.key(Qt.Key.Key_Up)
    seen = {}

    def look(dialog):
        inputs = dialog.form.inputs
        rows = [dialog.by, *inputs.values(), dialog.faces]
        shown = sorted(rows, key=lambda w: w.mapTo(dialog, w.rect().topLeft()).y())
        chain = [QApplication.focusWidget()]
        for _ in range(len(shown) - 1):
            keys.key(Qt.Key.Key_Tab)
            chain.append(QApplication.focusWidget())
        seen["chain is the rows"] = chain == shown
        for _ in range(len(shown) - 1):
            keys.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        seen["back at By"] = QApplication.focusWidget() is dialog.by
        keys.key(Qt.Key.Key_Tab, times=4)  # Treatment, Part, First aid, Use this character's supplies
        seen["on supplies"] = QApplication.focusWidget() is inputs["own_supplies"]
        own = inputs["own_supplies"].isChecked()
        keys.key(Qt.Key.Key_Space)
        seen["ticked"] = inputs["own_supplies"].isChecked() != own
        keys.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier, times=4)
        keys.key(Qt.Key.Key_Home)  # "—": nobody else's care; the GM's tick stays as they left it
        seen["kept"] = inputs["own_supplies"].isChecked() != own
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen == {"chain is the rows": True, "back at By": True, "on supplies": True, "ticked": True, "kept": True}
