"""The AFMBE New campaign dialog (Ctrl+N) opens over the middle of the window, whole on the screen
with its title bar, once its house rules' long labels have wrapped (in Russian it opened at the
screen's corner, its title bar off the top); a house rule whose 0 means "no limit" says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_import_preview import when_shown
from ui import i18n
from ui.dialogs.new_campaign import NewCampaignDialog
from ui.widgets.placement import centred


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_afmbe_new_campaign_dialog_opens_whole_over_the_middle_of_the_window(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    screen = window.screen().availableGeometry()
    window.resize(min(1366, screen.width()) - 4, min(768, screen.height()) - 28)
    window.move(screen.topLeft())
    assert i18n.set_language(language)
    seen: dict[str, object] = {}

    def dialog_up(dialog: NewCampaignDialog) -> None:
        qtbot.wait(150)  # the wrapped labels settle the dialog's height
        frame = dialog.frameGeometry()
        seen["frame"] = frame
        seen["window"] = window.frameGeometry()
        seen["zero"] = {key: box.specialValueText() for key, box in dialog.options_form.inputs.items()
                        if isinstance(box, QSpinBox) and box.value() == 0}
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    try:
        when_shown(NewCampaignDialog, dialog_up)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: "frame" in seen and QApplication.activeModalWidget() is None)
    finally:
        i18n.set_language("en")
    frame = seen["frame"]
    assert screen.contains(frame), f"{frame} is not whole on {screen}"  # its title bar too
    expected = centred(seen["window"], screen, frame.width(), frame.height())
    assert abs(frame.x() - expected.x()) <= 1 and abs(frame.y() - expected.y()) <= 1, (frame, expected)
    unchecked = {"en": "0 (no limit)", "ru": "0 (без ограничения)", "es": "0 (sin límite)"}[language]
    assert seen["zero"] == {key: unchecked for key in (
        "attribute_points", "skill_points", "quality_points", "drawback_max", "melee_weapons", "ranged_weapons")}


def test_the_highest_attribute_s_zero_names_the_human_maximum(qtbot):
    from app.rules import get_ruleset
    from ui.widgets.field_form import FieldForm

    fields = get_ruleset("afmbe", "norms").option_fields()
    form = FieldForm(fields, {"attribute_max": 0, "skill_points": 30})
    qtbot.addWidget(form)
    assert form.inputs["attribute_max"].text() == "0 (the human maximum, 6)"
    assert form.inputs["skill_points"].text() == "30"
    assert form.values()["attribute_max"] == 0  # the words are the box's; the value stays 0
