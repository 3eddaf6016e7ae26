"""The Threat dock's question on a 1366×768 laptop (twdu's Threat), in Spanish and Russian: after +
or − the dock's whole view scrolled to the reasons, Spanish showed seven and a half of them, Russian
four and a half, and on "−" the dial's title went out above.  Now the dial's title and the question
stay in the dock's view and the reasons scroll in their own view: the arrow keys bring every reason
into it (one taller than the view, its top and then its end), PgUp back to the first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.threat_question import ASK_DIAL


def laid_out(qtbot) -> None:  # noqa: ANN001
    for _ in range(3):
        settle()
        qtbot.wait(30)


def in_view(widget, view) -> bool:  # noqa: ANN001
    """``widget`` whole inside ``view``."""
    top = widget.mapTo(view, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= view.height()


@pytest.mark.parametrize("lang", ["es", "ru"])
def test_every_reason_comes_into_view_by_keys_under_the_dial_s_title_and_the_question(
    qtbot, tmp_path, demos, lang  # noqa: F811
):
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        threat = window.docks["threatDock"]
        while window.services.threat.level() < 3:  # "−" offers greyed reasons, each with its why
            assert window.services.threat.step(1)
        laid_out(qtbot)
        dial_height = threat.dial.height()
        view = threat.widget().viewport()
        for key in (Qt.Key.Key_Plus, Qt.Key.Key_Minus):
            activate(qtbot, window)
            qtbot.keyClick(window, key)
            laid_out(qtbot)
            assert threat.pending and len(threat.reason_buttons) >= 4, key
            assert ASK_DIAL <= threat.dial.height() <= dial_height, "the dial compact while it asks, its level read"
            assert in_view(threat.dial, view), "the dial whole in view"
            reasons = threat.reason_scroll.viewport()
            tops: set[int] = set()  # the reasons whose top, and whose end, came into view
            ends: set[int] = set()
            for _ in range(3 * len(threat.reason_buttons)):
                title = threat.dial.mapTo(view, QPoint(0, threat.dial.caption_top())).y()
                assert 0 <= title < view.height(), f"{key}: the dial's title out of view"
                assert in_view(threat.prompt, view), f"{key}: the question out of view"
                for n, (_, button) in enumerate(threat.reason_buttons):
                    top = button.mapTo(reasons, QPoint(0, 0)).y()
                    if 0 <= top < reasons.height():
                        tops.add(n)
                    if 0 < top + button.height() <= reasons.height():
                        ends.add(n)
                qtbot.keyClick(threat.dial, Qt.Key.Key_Down)
                laid_out(qtbot)
            every = set(range(len(threat.reason_buttons)))
            assert tops == ends == every, f"{key}: reasons never in view: tops {tops}, ends {ends}"
            for _ in range(len(threat.reason_buttons)):
                qtbot.keyClick(threat.dial, Qt.Key.Key_PageUp)
            laid_out(qtbot)
            assert in_view(threat.reason_buttons[0][1], reasons), "PgUp back to the first reason"
            assert threat.pending, "scrolling answered nothing"
            qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
            laid_out(qtbot)
            assert not threat.pending and threat.dial.height() == dial_height, "the dial whole again"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
