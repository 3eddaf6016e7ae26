"""Ctrl+Shift+M (Empty weapon) says how many rounds it throws away before Enter.

The form asked only why the weapon is emptied: Dana's pistol with 3 rounds in the clip lost them
unsaid until the ledger's line.  Now the form says "3 rounds left in the clip are thrown away.", in
the plural forms of each language ("1 round … is", «1 патрон», «1 bala»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from app.rules.declarations import AmmoStock
from app.rules.stocks import UNIT_POINTS, UNIT_ROUNDS
from tests.gui.helpers import when_dialog_opens
from tests.gui.test_afmbe_ammo_words_keys import CTRL_SHIFT
from tests.gui.test_ammo_dock import add, choose, press, window_for
from ui.docks.ammo_actions import thrown_away
from ui.i18n import set_language

PISTOL = {"name": "9mm pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 3}


def test_the_empty_weapon_form_says_the_rounds_thrown_away(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
    dana = add(window, "Dana", weapons=[PISTOL])
    choose(window, dana)
    assert window.services.ammo.stocks(dana)[0].stock.count == 3
    seen = {}

    def look(dialog):  # noqa: ANN001
        seen["said"] = [label.text() for label in dialog.findChildren(QLabel)]
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_dialog_opens(look)
    press(qtbot, window, Qt.Key.Key_M, CTRL_SHIFT)
    assert "3 rounds left in the clip are thrown away." in seen["said"], seen["said"]
    assert window.services.ammo.stocks(dana)[0].stock.count == 3  # Escape: nothing thrown


@pytest.mark.parametrize(("language", "one", "three", "points"), [
    ("en", "1 round left in the clip is thrown away.", "3 rounds left in the clip are thrown away.",
     "5 Ammo Points are thrown away."),
    ("ru", "1 патрон, оставшийся в магазине, выбрасывается.", "3 патрона, оставшиеся в магазине, выбрасываются.",
     "Выбрасывается: 5 очков боеприпасов."),
    ("es", "Se tira 1 bala que quedaba en el cargador.", "Se tiran 3 balas que quedaban en el cargador.",
     "Se tiran 5 Puntos de Munición."),
])
def test_the_rounds_thrown_away_in_each_language_s_plural(qapp, language, one, three, points):
    assert set_language(language)
    try:
        clip = AmmoStock("pistol", "9mm pistol", UNIT_ROUNDS, 1, capacity=15)
        assert thrown_away(clip) == one
        assert thrown_away(AmmoStock("pistol", "9mm pistol", UNIT_ROUNDS, 3, capacity=15)) == three
        assert thrown_away(AmmoStock("rifle", "Rifle", UNIT_POINTS, 5)) == points
    finally:
        set_language("en")
