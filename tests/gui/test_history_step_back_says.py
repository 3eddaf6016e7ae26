"""History's step back (Ctrl+4, Up Up, Enter) says in the status bar what it took back.  It struck
the rows out and then said "That action was already taken back or redone.": three "+" on the dead
are one action written three times into its line, and the step back, having taken it back, tried
again.  Each undo is still one line of the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def key(qtbot, k, modifiers=Qt.KeyboardModifier.NoModifier):  # noqa: ANN001, ANN201
    qtbot.keyClick(QApplication.focusWidget(), k, modifiers)


def test_step_back_by_keys_says_what_it_took_back(qtbot, tmp_path, demos):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    try:
        activate(qtbot, window)
        key(qtbot, Qt.Key.Key_8, CTRL)  # the swarm panel, on the count of dead
        for _ in range(3):
            key(qtbot, Qt.Key.Key_Plus)  # one action: "The dead: 3"
        key(qtbot, Qt.Key.Key_W, CTRL_SHIFT)
        qtbot.keyClicks(QApplication.focusWidget(), "10")
        key(qtbot, Qt.Key.Key_Return)
        key(qtbot, Qt.Key.Key_4, CTRL)
        history = window.docks["historyDock"]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is history.list)
        model = history.model
        rows = [str(model.data(model.index(r))) for r in range(model.rowCount())]
        assert rows[-2:] == [f"{len(rows) - 1}. The dead: 3", f"{len(rows)}. The dead: 10"], rows
        refused: list[str] = []
        window.services.campaign.failed.connect(lambda _context, message: refused.append(message))
        key(qtbot, Qt.Key.Key_Up)
        key(qtbot, Qt.Key.Key_Return)
        assert refused == []
        assert [model.marks(model.event_id(r))[0] for r in range(len(rows))][-2:] == [True, True]
        message = window.statusBar().currentMessage()
        assert message == "Stepped back: 2 actions taken back, down to The dead: 3", message
        # the one left is taken back by Ctrl+Z with its own words, not refused
        window.act_redo.trigger()
        window.act_redo.trigger()
        key(qtbot, Qt.Key.Key_Return)  # the last row, current again: one action
        assert window.statusBar().currentMessage() == "Stepped back: 1 action taken back, down to The dead: 10"
    finally:
        window.close()
