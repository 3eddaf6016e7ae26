"""Grid demo, Dov's turn (his katana drawn, no firearm): the dice dock opened on the shot, "Cannot
roll: no firearm".  Now a turn opens the dock on an action its fighter can take, his blow (its line
says he is out of reach: he steps up first)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n

NO_GUN = {"en": "No firearm", "es": "sin arma de fuego", "ru": "нет огнестрельного оружия"}
KIND = {"en": "Strike in melee", "es": "Golpe cuerpo a cuerpo", "ru": "Удар в ближнем бою"}


@pytest.mark.parametrize("lang", ["es", "en", "ru"])
def test_dovs_turn_opens_on_his_blow(qtbot, tmp_path, lang):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=True)  # Kit acted: Dov's turn
        try:
            QApplication.processEvents()
            dice = window.docks["diceDock"]
            services = window.services
            current = services.initiative.current()
            assert services.characters.character(current.character_id).name == "Dov"
            Keys(qtbot).key(Qt.Key.Key_5, CTRL)  # Go to the dice
            window.grab().save(f"/tmp/s29g/dov_turn_{lang}.png")
            assert dice.character_id() == current.character_id
            assert NO_GUN[lang].lower() not in dice.odds_label.text().lower(), dice.odds_label.text()
            assert dice.forms.kind().opposed  # an attack: his blow
            assert dice.kind_combo.currentText().startswith(KIND[lang]), dice.kind_combo.currentText()
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
