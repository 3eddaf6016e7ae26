"""Issue 41, a fresh GM's night (the twdu demo in Russian at 1366×768, keys only): no fight, Ctrl+5,
Ana rolls "Выстрел", Tab to "Расстояние", 150, Tab: the range box's "Предельная дистанция: Дальний
бой" wrapped inside a one-line box, cut top and bottom; now the box grows to the lines it takes.  And
0 m typed left the box on "Дальняя дистанция" (the band the revolver reaches, the box already at 0):
a distance typed sets the band as the duel's does, 0 m Short ("Short Range is less than 25 meters or
within a single zone")."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.test_afmbe_dice_reach import type_number
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from tests.gui.test_twdu_days_say_deaths_keys import russian_demo
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def tab_to(qtbot, widget, key: Qt.Key = Qt.Key.Key_Tab) -> None:  # noqa: ANN001
    """Tab (or Shift+Tab: ``key``) down (up) the dock until ``widget`` has the focus."""
    for _ in range(20):
        if QApplication.focusWidget() is widget:
            return
        qtbot.keyClick(QApplication.focusWidget(), key)
    raise AssertionError(f"Tab never reached {widget.objectName()}")


UP = Qt.Key.Key_Backtab


def test_the_shot_s_range_box_is_whole_and_0_m_is_short(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_demo(qtbot, tmp_path)
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_5, CTRL)
        qtbot.waitUntil(lambda: dock.isAncestorOf(QApplication.focusWidget()))
        assert dock.character_combo.hasFocus()  # Ctrl+5 out of a fight goes to who rolls
        pick_with_keys(qtbot, dock.character_combo, "Ana Reyes")
        qtbot.keyClick(dock.character_combo, Qt.Key.Key_Tab)
        assert dock.kind_combo.hasFocus()
        pick_with_keys(qtbot, dock.kind_combo, "Выстрел")
        qtbot.waitUntil(lambda: dock.form is not None and "distance" in dock.form.inputs)
        qtbot.wait(100)
        window.resizeDocks([dock], [300], Qt.Orientation.Horizontal)  # the dock as narrow as on a laptop
        QApplication.processEvents()
        distance, band = dock.form.inputs["distance"], dock.form.inputs["band"]
        assert band.currentData() == "long"  # as far as the revolver reaches
        tab_to(qtbot, distance)
        type_number(qtbot, distance, "150")
        qtbot.keyClick(distance, Qt.Key.Key_Tab)
        QApplication.processEvents()
        assert band.currentText() == "Предельная дистанция: Дальний бой"
        assert band._wraps(band.text_field())  # the entry takes two lines in the box
        assert band.sizePolicy().verticalPolicy() != band._one_line  # and the box grows to them
        qtbot.waitUntil(lambda: band.height() >= band.heightForWidth(band.width()))
        tab_to(qtbot, distance, UP)
        type_number(qtbot, distance, "0")
        qtbot.keyClick(distance, Qt.Key.Key_Tab)
        assert band.currentData() == "short"
        # the box at 0 already, beside a Long band the GM picked: 0 typed again is Short too
        tab_to(qtbot, band)
        pick_with_keys(qtbot, band, "Дальняя дистанция: Дальний бой")
        tab_to(qtbot, distance, UP)
        type_number(qtbot, distance, "0")
        qtbot.keyClick(distance, Qt.Key.Key_Tab)
        assert band.currentData() == "short"
    finally:
        i18n.set_language("en")
