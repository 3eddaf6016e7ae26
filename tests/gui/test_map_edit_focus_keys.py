"""Ctrl+Alt+M, then Ctrl+Alt+B (issue 41, the grid demo in Russian): the focus stayed on the kind of
tile to paint («Рисование: выкл.» with the focus frame) while the hint under the map promised
«стрелки двигают её, Enter ставит», and the arrows did nothing until Ctrl+9.  Now the focus is on
the map: the arrows move the chosen token, Enter places it (one log line); the hint names the key to
the kind of tile to paint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from ui import i18n

HINT = {"en": ("the arrows move it", "Space: the kind of tile to paint."),
        "ru": ("стрелки двигают её", "Пробел: выбрать, какие клетки рисовать.")}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_arrows_move_the_chosen_token_right_after_ctrl_alt_b(qtbot, tmp_path, lang):
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = open_window(qtbot, tmp_path, grid, LAPTOP, fight=False)
        try:
            QApplication.processEvents()
            services = window.services
            dock = window.docks["mapDock"]
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_M, CTRL | ALT)
            keys.key(Qt.Key.Key_B, CTRL | ALT)
            assert dock.edit_button.isChecked()
            assert QApplication.focusWidget() is dock.view, QApplication.focusWidget()
            chosen, paint = HINT[lang]
            assert chosen in dock.info.text() and paint in dock.info.text(), dock.info.text()
            cid = dock.modes.selected
            assert cid is not None
            before = services.battle_map.battle_map().tokens[cid]
            seen = {e.id for e in services.campaign.events()}
            keys.key(Qt.Key.Key_Down)
            keys.key(Qt.Key.Key_Return)
            after = services.battle_map.battle_map().tokens[cid]
            assert after != before, "the arrows and Enter did not move the chosen token"
            new = [e for e in services.campaign.events() if e.id not in seen and e.kind != "session"]
            assert len(new) == 1, [(e.kind, e.text) for e in new]  # (and a session begun with the first change)
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
