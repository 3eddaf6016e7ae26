"""d10under, damage to Vera in her padded jacket (D, 30, the jacket's die typed as 11): the dialog
said "A face is out of range for its die." and the GM was left to find which die.  It names the face
and the die ("Face 11 cannot be: it is typed for a d10, which shows 1–10."), in each language;
nothing is applied."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids
from ui import i18n

SAID = {"en": "Face 11 cannot be: it is typed for a d10, which shows 1–10.",
        "ru": "Грань 11 невозможна: она набрана для d10, а у него грани 1–10.",
        "es": "La cara 11 no puede ser: es de un d10, que muestra 1–10."}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_face_out_of_range_names_its_die(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        jacket = {"name": "Padded jacket", "deflect": 2, "absorb": 5}
        assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "endurance": 6,
                                                         "armor": [jacket]})
        vera = ids(window)["Vera"]
        window.selection.select_character(vera)
        seen: dict[str, object] = {}

        def hit(dialog):  # noqa: ANN001, ANN202
            try:
                activate(qtbot, dialog)
                amount = QApplication.focusWidget()
                qtbot.keyClicks(amount, "30")
                qtbot.keyClicks(dialog.faces, "11")
                seen["preview"] = dialog.preview.text()
                qtbot.keyClick(dialog.faces, Qt.Key.Key_Return)
                seen["open"] = dialog.isVisible()
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        when_dialog_opens(hit)
        qtbot.keyClick(window.docks["charactersDock"].tree, Qt.Key.Key_D)
        assert SAID[lang] in str(seen["preview"]), seen["preview"]
        assert services.characters.character(vera).state["health"] == 120
    finally:
        i18n.set_language("en")
