"""AFMBE unisystem demo: the penalties of a roll are named under its odds before it is rolled (issue
41).  Dana at 3 Life Points read «Impacto 60%» with no reason; «heridas y fatiga −2» came only with
the result.  The line under the odds now says what the d10 is added to, each part named: Dexterity,
Guns, and the wounds' penalty (§4.8: below 5 Life Points), in each language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import ids
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window
from ui import i18n

LINE = {
    "en": "d10 + Dexterity 3 + Guns 3 − wounds and fatigue 2 = d10 +4",
    "es": "d10 + Destreza 3 + Armas de fuego 3 − heridas y fatiga 2 = d10 +4",
    "ru": None,  # read from the translation below
}


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_dana_at_three_life_points_sees_the_wounds_penalty_before_the_roll(qtbot, tmp_path, code):
    window = demo_window(qtbot, tmp_path, "unisystem")
    try:
        window.set_language(code)
        services = window.services
        who = ids(window)

        def left() -> int:
            dana = services.characters.character(who["Dana Cruz"])
            return services.ruleset.track_values(dana.sheet, dana.state)["life_points"]

        before, amount = left(), left() - 3
        assert services.characters.damage(who["Dana Cruz"], {"amount": amount})
        armor = amount - (before - left())  # what her armor took
        if left() > 3:
            assert services.characters.damage(who["Dana Cruz"], {"amount": left() - 3 + armor})
        assert left() == 3
        window.selection.select_character(who["Dana Cruz"])
        dock = window.docks["diceDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)
        while dock.kind_combo.currentData() != "attack":
            keys.key(Qt.Key.Key_Down)
        QApplication.processEvents()
        text = dock.parts_label.text()
        assert dock.parts_label.isVisible(), text
        if LINE[code] is not None:
            assert text == LINE[code], text
        else:
            assert text.startswith("d10 + ") and "− " in text and text.endswith("= d10 +4"), text
            assert "2" in text.split("− ")[1]
    finally:
        i18n.set_language("en")
