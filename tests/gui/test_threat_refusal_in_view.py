"""The threat step's refusal in view with its reasons on a 1366×768 laptop (issue 40): at Threat 3
in Russian, − then the digit of the greyed "waited for the dead to leave" said why at the dock's
bottom, under the timeline and the avoid-the-dead form, and the view scrolled there: the question
and its numbered reasons went out of view.  Now the refusal is said right under the reasons, once
(the greyed reason keeps its words, the why in its tooltip), and the question, the greyed reason and
the refusal are in view together; the refusal goes back to the dock's bottom when the question goes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, in_view  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the last question's buttons gone


def test_a_greyed_reason_s_refusal_and_the_reasons_stay_in_view(qtbot, tmp_path, demos):  # noqa: F811
    i18n.set_language("ru")
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        threat = window.services.threat
        dock = window.docks["threatDock"]
        keys = Keys(qtbot)
        while threat.level() < 3:  # + and Enter (the GM's call), as the GM raises it
            window.docks["initiativeDock"].tree.setFocus()
            keys.type("+")
            settle()
            keys.key(Qt.Key.Key_Return)
            settle()
        assert threat.level() == 3
        window.docks["initiativeDock"].tree.setFocus()
        keys.type("-")
        settle()
        greyed = [n for n, (_, button) in enumerate(dock.reason_buttons, start=1) if not button.isEnabled()]
        assert greyed, "no reason greyed at Threat 3"
        button = dock.reason_buttons[greyed[0] - 1][1]
        why = button.toolTip()
        keys.type(str(greyed[0]))
        settle()
        assert threat.level() == 3 and dock.pending  # refused: the question stays
        assert dock.status.text() == why
        assert window.statusBar().currentMessage() == why
        assert why not in button.text()  # said once
        # the question, the greyed reason its digit picked and the refusal in view (the other reasons
        # scroll in their own view under the question: tests/gui/test_threat_reasons_scroll_keys.py)
        out = [w for w in (dock.prompt, button, dock.status) if not in_view(dock, w)]
        assert out == [], [getattr(w, "text", lambda: "")() for w in out]
        keys.key(Qt.Key.Key_Escape)
        settle()
        assert not dock.pending
        layout = dock.widget().widget().layout()
        # at the dock's bottom again (over the stretch that keeps a tall view's room under it all)
        assert layout.indexOf(dock.status) == layout.count() - 2
        assert layout.itemAt(layout.count() - 1).spacerItem() is not None
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
