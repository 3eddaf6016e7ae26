"""AFMBE unisystem, §5 "El Valor de Carga": the light load takes "−1 a todas las Pruebas o Chequeos
que requieran movimiento (como sigilo o iniciativa)", the medium "un -3 al movimiento", the heavy
"un -4.5 al movimiento", the superheavy "-5 al movimiento"; whether those heavier ones keep the −1
on movement tests the text leaves open.  The GM says it in the New campaign dialog (Ctrl+N), by
keys, among the other AFMBE house rules; the load badge then says what the campaign chose."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_import_preview import when_shown
from ui.dialogs.new_campaign import NewCampaignDialog

OPTION = "Medium and heavier loads also take the light load's −1 off tests that need movement"


def test_the_gm_says_by_keys_whether_heavier_loads_keep_the_light_load_s_minus_one(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    seen: dict[str, object] = {}

    def dialog_up(dialog: NewCampaignDialog) -> None:
        activate(qtbot, dialog)
        box = dialog.options_form.inputs["load_movement_kept"]
        assert isinstance(box, QCheckBox)
        seen["label"] = any(OPTION in label.text().replace("&", "") for label in dialog.findChildren(QLabel))
        seen["before"] = dialog.result_values()["options"]["load_movement_kept"]
        for _ in range(40):  # Tab through the dialog, as the GM does, to the house rule
            if dialog.focusWidget() is box:
                break
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
        seen["reached"] = dialog.focusWidget() is box
        qtbot.keyClick(box, Qt.Key.Key_Space)
        seen["after"] = dialog.result_values()["options"]["load_movement_kept"]
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_shown(NewCampaignDialog, dialog_up)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "after" in seen and QApplication.activeModalWidget() is None)
    assert seen["reached"] and seen["label"]
    assert seen["before"] is True and seen["after"] is False  # Space: the text's letter, no −1


@pytest.mark.parametrize(("kept", "detail"), [
    (True, "Speed 10 → 5.5; −1 to tests that need movement and to initiative (the light load's, kept by the "
           "campaign's option); 1d4 Endurance every 2 min"),
    (False, "Speed 10 → 5.5; nothing off tests that need movement (the campaign's option); 1d4 Endurance every "
            "2 min"),
])
def test_the_heavy_load_badge_says_what_the_campaign_chose(qtbot, tmp_path, kept, detail):
    # the old badge of a heavy load said "Speed 10 → 5.5; 1d4 Endurance every 2 min", and a stealth
    # task under it took nothing off where a light load took −1
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", {"load_movement_kept": kept})
    assert window.services.characters.create("Ann", "pc", {"dex": 3, "con": 2})  # Speed (3 + 2) × 2 = 10
    ann = ids(window)["Ann"]
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Load carried")
    load = dock.form.inputs["load"]
    tab_to(qtbot, load)
    pick_with_keys(qtbot, load, "Heavy load")
    roll_faces(qtbot, dock, "")
    tips = window.docks["charactersDock"].badges(ann).tips
    assert any(tip.endswith(detail) for tip in tips), tips
