"""d10 in Spanish on a 1366×768 laptop: the dice dock reads down as it is used — what is rolled,
its form (weapon, modifier, shots this turn), the faces and Roll, then the result with its damage
offers, which come into view after the roll (they were 2–3 screens of scrolling down the dock,
under the form)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_dice_form_whole import ES, dice_form, settle
from tests.gui.test_dice_form_whole import windows as windows  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)


def _y(widget, body) -> int:  # noqa: ANN001
    return widget.mapTo(body, QPoint(0, 0)).y()


@ES
def test_the_form_above_the_faces_and_the_result_in_view_after_a_roll(qtbot, windows, lang):
    form = dice_form(qtbot, windows, lang, "d10under", None, "Vera", "shot")
    window = windows(qtbot, lang, "d10under", None)
    dock = window.docks["diceDock"]
    body = dock.body
    for key in ("weapon", "shots"):
        if key in form.inputs:
            assert _y(form.inputs[key], body) < _y(dock.faces_edit, body), key
    dock.faces_edit.setFocus()
    qtbot.waitUntil(dock.faces_edit.hasFocus)
    qtbot.keyClicks(dock.faces_edit, "1")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dock.result_view.isVisible() and bool(dock.result_view.damage_buttons))
    settle()
    qtbot.wait(20)
    settle()
    view = dock.roll_scroll.viewport()
    top = dock.result_view.mapTo(view, QPoint(0, 0))
    shown = QRect(top, dock.result_view.size()).intersected(view.rect())
    assert shown.height() >= min(dock.result_view.height(), view.height()) - 2, (shown, view.rect())
    offer = dock.result_view.damage_buttons[0]
    assert view.rect().contains(QRect(offer.mapTo(view, QPoint(0, 0)), offer.size())), "the damage offer"
    QApplication.processEvents()
