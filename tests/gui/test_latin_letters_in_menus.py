"""In Russian the menus' items answered only their Cyrillic letters: with the keyboard on its Latin
layout (as most GMs play), Alt+F opened «Файл» but R did not open «Открыть неда&внюю» ("Open
&Recent"), L did not take «Раскладка &боя» ("Fight &layout") in «Вид».  Now the English letter
picks each, beside the translation's own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT
from tests.gui.test_latin_alt_keys_everywhere import speak  # noqa: F401  (fixture)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def ana(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Ana", "pc"))


def _open(qtbot, window, key: Qt.Key) -> QMenu:  # noqa: ANN001
    activate(qtbot, window)
    window.docks["charactersDock"].tree.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), key, ALT)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def _close_menus() -> None:
    for _ in range(4):
        popup = QApplication.activePopupWidget()
        if popup is None:
            return
        popup.close()


def test_r_opens_the_russian_recent_campaigns(qtbot, tmp_path, speak):  # noqa: F811
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "twdu")
    try:
        menu = _open(qtbot, window, Qt.Key.Key_F)
        recent = next(a for a in menu.actions() if a.text() == "Открыть неда&внюю")
        qtbot.keyClick(menu, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: recent.menu().isVisible())
        assert menu.activeAction() is recent
    finally:
        _close_menus()


def test_l_in_the_russian_view_menu_takes_the_fight_layout(qtbot, tmp_path, speak):  # noqa: F811
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "twdu")
    action = window.fight_layout.action
    before = action.isChecked()
    menu = _open(qtbot, window, Qt.Key.Key_V)
    try:
        assert menu.title() == "&Вид"
        assert "Раскладка &боя" in [a.text() for a in menu.actions()]
        qtbot.keyClick(menu, Qt.Key.Key_L)  # "Fight &layout"
        qtbot.waitUntil(lambda: not menu.isVisible())
        qtbot.waitUntil(lambda: action.isChecked() != before)
    finally:
        _close_menus()
