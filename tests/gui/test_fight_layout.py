"""F11: the fight layout (the fight list, the dice and the log large) and back to the GM's own."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from ui import open_main_window


def geometry(window):  # noqa: ANN001, ANN201
    """Where each dock the GM sees is (a dock behind a tab has no place of its own)."""
    QApplication.processEvents()
    return {name: dock.geometry().getRect() for name, dock in window.docks.items() if dock.on_screen()}


def test_f11_puts_the_fight_large_and_f11_again_brings_the_gm_s_layout_back(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)
    demo = build_demo(tmp_path / "twdu.deadwatch", "twdu")  # a copy of its own: no fight another test left
    window = open_main_window(str(demo), settings)
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    docks = window.docks
    # the GM's own layout: the log dragged wide
    window.resizeDocks([docks["charactersDock"], docks["logDock"]], [300, 700], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    own = geometry(window)
    action = window.fight_layout.action
    assert action.shortcut() == QKeySequence("F11") and action in window.view_menu.actions()
    assert not [a for a in window.findChildren(type(action)) if a is not action and a.shortcut() == action.shortcut()]
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    QApplication.processEvents()
    fight = docks["initiativeDock"]
    assert action.isChecked()
    assert fight.width() > 0.45 * window.width() and fight.height() > 0.8 * window.height()
    assert docks["diceDock"].isVisible() and docks["logDock"].isVisible()
    assert fight.x() < docks["diceDock"].x() < docks["logDock"].x()
    assert settings.value("window/fightLayout") in (True, "true")
    qtbot.keyClick(window, Qt.Key.Key_F11)
    QApplication.processEvents()
    assert not action.isChecked()
    assert geometry(window) == own
    # the GM's layout survives a restart in the fight layout: the key still brings it back
    qtbot.keyClick(window, Qt.Key.Key_F11)
    window.close()
    again = open_main_window(str(demo), settings)
    qtbot.addWidget(again)
    again.setGeometry(0, 0, 1366, 768)
    again.show()
    qtbot.waitExposed(again)
    assert again.fight_layout.action.isChecked()
    again.fight_layout.action.trigger()
    QApplication.processEvents()
    assert geometry(again) == own


def test_f11_keeps_the_focus_in_the_dice_docks_field(qtbot, tmp_path):
    """F11 from the dice dock's typed faces: the focus stays there, both ways (the dock was taken out
    and put back, and Qt gave the focus to the fight list)."""
    settings = QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat)
    demo = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    window = open_main_window(str(demo), settings)
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    field = window.docks["diceDock"].faces_edit
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    for _ in range(2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F11)
        QApplication.processEvents()
        assert field.hasFocus(), QApplication.focusWidget()
    assert not window.fight_layout.action.isChecked()
