"""twdu, Time passes (Ctrl+Shift+T), "2d", Enter on who ate, then Ctrl+Z: the status bar and the log
say what the undo gives back (Ana's Health 3 → 1, the two rations she ate back on the sheet), where
they said only "Undo: 2 days pass".  By keys, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time
from ui import i18n

SAID = {
    "en": "Undo: 2 days pass, taken back: Ana: Health 3 → 1; 2 rations back on the sheet.",
    "ru": "Отменено: Проходят 2 дня; возвращено: Ana: Здоровье 3 → 1; 2 пайка снова в листе.",
    "es": "Deshecho: Pasan 2 días; se devuelve: Ana: Salud 3 → 1; 2 raciones vuelven a la hoja.",
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_undo_of_days_passing_says_the_health_and_rations_it_gives_back(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        for name in ("Ana", "Ben Okafor-Lindqvist", "Mia Chen-Alvarez", "Rick Grimes-Hollowell"):
            assert services.characters.create(name, "pc", {**services.ruleset.new_sheet(), "rations": 4})
        ana, *others = (int(c.id) for c in services.characters.characters())
        for cid in (ana, *others):  # all hurt: the undo names each one's Health and rations
            assert services.characters.damage(cid, {"damage": 2, "source": "fall", "armor": False})
        settle()
        pass_time(qtbot, window, "2d", rations=True)
        assert services.characters.character(ana).state["health"] == 3
        # the Edit menu's entry stays on the screen, the whole of it in the status bar over it
        entry = window.act_undo
        room = window.screen().availableGeometry().width()
        assert QFontMetrics(window.menuBar().font()).horizontalAdvance(entry.text()) < room
        assert SAID[lang].split(": ", 1)[1] in entry.statusTip()
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: services.characters.character(ana).state["health"] == 1)
        assert services.characters.character(ana).sheet["rations"] == 4
        assert window.statusBar().currentMessage().startswith(SAID[lang])
        assert last_log_line(window).startswith(SAID[lang])
    finally:
        i18n.set_language("en")
