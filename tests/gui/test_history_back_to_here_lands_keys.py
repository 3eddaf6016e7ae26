"""Issue 40: in the History panel (Ctrl+4) "Step back to here" (Enter) took the actions back and then
the list's selection jumped to its last row, away from the step the GM went back to.  It now stays on
that step (struck out with those after it): Up and Enter step back further, one action more."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)


def test_the_history_stays_on_the_step_gone_back_to(qtbot, tmp_path, demos):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    try:
        services = window.services
        for _ in range(3):  # three actions: Threat 1, 2, 3
            assert services.threat.step(1)
        keys = Keys(qtbot)
        activate(qtbot, window)
        keys.key(Qt.Key.Key_4, CTRL)
        history = window.docks["historyDock"]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is history.list)
        model = history.model
        last = model.rowCount() - 1
        assert history.list.currentIndex().row() == last
        keys.key(Qt.Key.Key_Up)  # the second threat step
        keys.key(Qt.Key.Key_Return)  # step back to here: two actions taken back
        QApplication.processEvents()
        assert [model.marks(model.event_id(r))[0] for r in range(last - 2, last + 1)] == [False, True, True]
        assert history.list.currentIndex().row() == last - 1  # on the step gone back to, not the last row
        assert QApplication.focusWidget() is history.list
        history.grab().save("/tmp/s29a/history_back_to_here.png")
        keys.key(Qt.Key.Key_Up)
        keys.key(Qt.Key.Key_Return)  # one step further back: the first threat step
        QApplication.processEvents()
        assert window.statusBar().currentMessage().startswith("Stepped back: 1 action taken back, down to ")
        assert model.marks(model.event_id(last - 2))[0]
        assert history.list.currentIndex().row() == last - 2
    finally:
        window.close()
        window.deleteLater()
