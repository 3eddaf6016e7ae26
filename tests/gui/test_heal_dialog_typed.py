"""The heal dialog of the grid game by keys: too few faces typed say how many the care takes with
them and what for (a first aid that fails on its first die rolls a second for what went wrong)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import Keys
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
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    dialog.faces.setFocus()
    keys = Keys(qtbot)
    keys.type("1")
    assert dialog.preview.text() == (
        "With the faces typed this roll takes 2 dice: 1 × d4 (First aid); 1 × d4 (First aid gone wrong); 1 typed.")
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
