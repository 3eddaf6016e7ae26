"""In a d10 campaign (no swarms, no grid) Ctrl+8 and Ctrl+9 (Go to the swarm, Go to the map) did
nothing and said nothing.  Now the status bar says why, in the GM's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n

SAID = {
    "en": ("This ruleset has no swarms.", "This ruleset plays on no grid: there is no battle map."),
    "ru": ("В этих правилах нет роев.", "Эти правила не используют сетку: карты боя нет."),
    "es": ("Este reglamento no tiene hordas.", "Este reglamento no usa cuadrícula: no hay mapa de combate."),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_ctrl_8_and_ctrl_9_in_d10_say_why(qtbot, tmp_path, lang):
    (tmp_path / "demo").mkdir()
    d10 = build_demo(tmp_path / "demo" / "d10under.deadwatch", "d10under", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, d10, LAPTOP, fight=True)
        try:
            for _ in range(3):
                QApplication.processEvents()
            keys = Keys(qtbot)
            bar = window.statusBar()
            said = []
            for key in (Qt.Key.Key_8, Qt.Key.Key_9):
                bar.clearMessage()
                keys.key(key, CTRL)
                said.append(bar.currentMessage())
            swarm, grid = SAID[lang]
            assert said[0] == swarm
            assert said[1] == grid
            assert window.docks["mapDock"].isHidden() and window.docks["swarmDock"].isHidden()
            window.grab().save(f"/tmp/s29g/ctrl9_d10_{lang}.png")
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
