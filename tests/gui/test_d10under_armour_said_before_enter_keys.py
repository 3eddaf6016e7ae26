"""d10under, damage to an armoured character (Vera selected, D, 30 typed): the dialog said only "The
result waits for its dice…", never what her padded jacket does; Enter rolled and applied at once,
and only the log explained ("deflects on 2 or less … absorbed 5").  Before Enter the dialog now says
what the jacket rolls and what each way of it does (deflected: no damage; through: 5 absorbed,
Health 120 → 95), with the dice it asks for; nothing is applied until Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids
from ui import i18n

JACKET = {"en": "Padded jacket", "ru": "Стёганая куртка", "es": "Chaqueta acolchada"}
SAID = {
    "en": ("Padded jacket rolls 1 d10: at 2 or less (20%) it deflects the hit, no damage.",
           "Above 2 (80%) the hit gets through and Padded jacket absorbs 5: damage 30 − absorbed 5 = 25, "
           "Health 120 → 95.",
           "1 × d10 (Armor)"),
    "ru": ("Стёганая куртка: бросок 1 d10; на 2 или меньше (20%) попадание отражено, урона нет.",
           "Больше 2 (80%): попадание проходит, Стёганая куртка: поглощено 5; урон 30 − поглощено 5 = 25, "
           "Здоровье 120 → 95.",
           "1 × d10 (Броня)"),
    "es": ("Chaqueta acolchada tira 1 d10: con 2 o menos (20%) desvía el impacto, sin daño.",
           "Por encima de 2 (80%) el impacto atraviesa y Chaqueta acolchada absorbe 5: daño 30 − absorbido 5 = 25, "
           "Salud 120 → 95.",
           "1 × d10 (Blindaje)"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_damage_dialog_says_what_the_armour_does_before_enter(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        jacket = {"name": JACKET[lang], "deflect": 2, "absorb": 5}
        assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "endurance": 6,
                                                         "armor": [jacket]})
        vera = ids(window)["Vera"]
        window.selection.select_character(vera)
        seen: dict[str, object] = {}

        def hit(dialog):  # noqa: ANN001, ANN202
            try:
                activate(qtbot, dialog)
                amount = QApplication.focusWidget()
                assert amount is dialog.form.inputs["amount"]
                qtbot.keyClicks(amount, "30")
                seen["preview"] = dialog.preview.text()
                seen["wanted"] = dialog.wanted.text()
                seen["health"] = services.characters.character(vera).state["health"]  # nothing applied yet
                qtbot.keyClick(amount, Qt.Key.Key_Return)  # Enter: the console rolls the jacket's die
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        when_dialog_opens(hit)
        qtbot.keyClick(window.docks["charactersDock"].tree, Qt.Key.Key_D)
        deflect, through, dice = SAID[lang]
        preview = str(seen["preview"]).split("\n")
        assert preview[:2] == [deflect, through], preview
        assert dice in str(seen["wanted"])
        assert seen["health"] == 120
        assert services.characters.character(vera).state["health"] in (95, 120)  # applied on Enter
    finally:
        i18n.set_language("en")
