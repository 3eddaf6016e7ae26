"""The Threat dial on a 1366×768 laptop: one size while + asks for a reason (it shrank to 160 pixels
while the numbered reasons were listed), the reasons under it in the dock's view, which scrolls up
and down but never sideways; and as tall as the dock's room lets it be (it stayed 220 pixels in the
fight layout's tall middle column), never below 160 pixels, never wider than the dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from app.services.demo import build_demo
from tests.gui.keycount import Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.threat_dial_room import DIAL, SMALL_DIAL, TIGHT_DIAL
from ui.docks.threat_question import ASK_DIAL


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def seen(scroll: QScrollArea, widget) -> bool:  # noqa: ANN001
    view = scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def no_sideways(dock) -> None:  # noqa: ANN001
    scroll = dock.findChild(QScrollArea)
    assert scroll.horizontalScrollBar().maximum() == 0, "the Threat dock scrolls sideways"
    assert dock.dial.width() <= scroll.viewport().width()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_dial_compacts_in_view_while_the_reasons_are_listed(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        dock = window.docks["threatDock"]
        scroll = dock.findChild(QScrollArea)
        settle(qtbot)
        before = (dock.dial.height(), dock.dial.width(), dock.dial.arc_square().width())
        assert before[0] >= DIAL
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_Plus)  # Threat up: the dial asks why, its reasons numbered
        settle(qtbot)
        assert dock.pending == 1 and len(dock.reason_buttons) >= 6
        # the dial compact while it asks (its level still read), whole in the view's top with the question
        assert ASK_DIAL <= dock.dial.height() <= before[0] and dock.dial.width() == before[1]
        assert seen(scroll, dock.dial) and scroll.verticalScrollBar().value() == 0
        assert seen(scroll, dock.prompt), "the question out of the dock's view"
        first = dock.reason_buttons[0][1]
        body = scroll.widget()
        assert first.mapTo(body, QPoint(0, 0)).y() > dock.dial.mapTo(body, QPoint(0, dock.dial.height() - 1)).y()
        last = dock.reason_buttons[-1][1]
        scroll.ensureWidgetVisible(last, 0, 0)  # the reasons scroll into view
        assert seen(scroll, last), "the last reason out of reach"
        no_sideways(dock)
        Keys(qtbot).key(Qt.Key.Key_Escape)
        settle(qtbot)
        assert not dock.pending and dock.dial.height() == before[0]
        assert scroll.verticalScrollBar().value() == 0
    finally:
        close([window])
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_dial_grows_with_a_tall_dock_and_stays_readable_in_a_short_one(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        dock = window.docks["threatDock"]
        settle(qtbot)
        laptop = dock.dial.height()
        window.fight_layout.action.trigger()  # F11: the threat behind the dice, the middle column full height
        dock.raise_()
        settle(qtbot)
        tall = dock.dial.height()
        assert tall >= laptop + 100, f"{tall} px in the fight layout's column, {laptop} px before"
        side = dock.dial.arc_square().width()
        assert side >= dock.dial.width() * 0.8, f"the arc {side} px in a dial {dock.dial.width()} px wide"
        no_sideways(dock)
        assert dock.minimumSizeHint().width() <= dock.width()
        window.fight_layout.action.trigger()  # F11 again: the laptop's own layout, the dock made short
        window.resizeDocks([dock], [120], Qt.Orientation.Vertical)
        settle(qtbot)
        # shorter than its smallest: as tall as the view leaves it, whole (it stayed 220 px, cut at the edge)
        view = dock.widget().viewport()
        assert TIGHT_DIAL <= dock.dial.height() < SMALL_DIAL, dock.dial.height()
        assert dock.dial.mapTo(view, dock.dial.rect().bottomLeft()).y() < view.height(), "the dial whole"
        window.fight_layout.action.trigger()  # the tall column made narrow
        dock.raise_()
        window.resizeDocks([dock], [250], Qt.Orientation.Horizontal)
        settle(qtbot)
        narrow = dock.dial.height()
        assert SMALL_DIAL <= narrow < tall, narrow  # no taller than its width lets the arc grow
        assert dock.dial.arc_square().width() <= dock.dial.width()
        no_sideways(dock)
    finally:
        close([window])
        i18n.set_language("en")
