"""The grid game's tension meter asking why (+) on a 1366×768 laptop, in the default layout and the
fight layout (F11), in English, Russian and Spanish: the panel scrolled down to the question, so
the dial's top and the "Use a 0-6 tension meter" box went out above, and in the fight layout only
two of the three reasons showed, "3 GM's call" under the edge.  Now the dial shrinks while it asks,
its level still read, and the dial, the question and every reason are whole in the panel's view;
back to its size when the question goes.  A digit with no reason (4, 7) did nothing and said
nothing: the panel now says which digits answer, and the question stays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_threat_victim_question_dial import settle
from ui import i18n
from ui.docks.threat_dial_room import dial_height
from ui.docks.threat_question import ASK_DIAL

SAID = {"en": "Reasons are 1–3", "ru": "Причины: 1–3", "es": "Las razones son 1–3"}


def whole_in(widget, view) -> bool:  # noqa: ANN001
    top = widget.mapTo(view, QPoint(0, 0)).y()
    return 0 <= top and top + widget.height() <= view.height()


@pytest.mark.parametrize("layout", ["default", "fight"])
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_dial_the_question_and_every_reason_in_view_while_it_asks(qtbot, tmp_path, lang, layout, gm_theme):  # noqa: F811
    (tmp_path / "demo").mkdir()
    demo = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demo, LAPTOP, fight=layout == "fight")
    try:
        assert window.services.threat.set_tension_meter(True) is not False
        if layout == "fight":
            window.fight_layout.action.trigger()
        settle(qtbot)
        threat = window.docks["threatDock"]
        threat.refresh()
        settle(qtbot)
        before = threat.dial.height()
        view = threat.widget().viewport()
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Plus)
        settle(qtbot)
        settle(qtbot)
        assert threat.pending == 1 and len(threat.reason_buttons) == 3
        assert threat.widget().verticalScrollBar().value() == 0, "the panel at its top"
        assert whole_in(threat.dial, view), "the dial's top in view"
        assert threat.dial.height() >= ASK_DIAL, "its level still read"
        assert whole_in(threat.prompt, view), "the question in view"
        for _, button in threat.reason_buttons:
            assert whole_in(button, view) and whole_in(button, threat.reason_scroll.viewport()), button.text()
        for digit in (Qt.Key.Key_4, Qt.Key.Key_7):  # no reason of that number: said which are
            qtbot.keyClick(threat.dial, digit)
            settle(qtbot)
            assert threat.pending == 1, "the question stays"
            assert threat.status.isVisible() and SAID[lang] in threat.status.text(), threat.status.text()
            assert whole_in(threat.status, view), "said in sight"
            assert all(whole_in(button, view) for _, button in threat.reason_buttons)
        qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
        settle(qtbot)
        assert not threat.pending and threat.meter_toggle.isVisible()
        assert threat.dial.height() == dial_height(threat) >= before, "the dial as tall as its view lets it again"
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        i18n.set_language("en")
