"""The log dock (issue 41): the undo and redo lines of a secret action ("Undo: 40 damage…", «Отменено: …»,
«Deshecho / Rehecho») were labelled secret but drawn in the grey of public bookkeeping.  They are
drawn as secret lines are drawn."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window

CTRL = Qt.KeyboardModifier.ControlModifier


def _row(dock, row):  # noqa: ANN001, ANN202
    from ui.docks.log_model import EVENT, SECRET

    colour = dock.proxy.index(row, EVENT).data(Qt.ItemDataRole.ForegroundRole)
    return dock.proxy.index(row, EVENT).data(), dock.proxy.index(row, SECRET).data(), \
        colour.color().name() if colour is not None else None


def test_undo_and_redo_of_a_secret_note_are_drawn_secret(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dock = window.docks["logDock"]
    dock.raise_()
    dock.act_note.trigger()
    qtbot.waitUntil(lambda: dock.note.hasFocus())
    dock.note_secret.setChecked(True)
    qtbot.keyClicks(dock.note, "The barn is on fire")
    qtbot.keyClick(dock.note, Qt.Key.Key_Return)
    secret = _row(dock, dock.proxy.rowCount() - 1)
    assert secret[1] == "secret"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    rows = [_row(dock, row) for row in range(dock.proxy.rowCount())]
    marks = [row[1:] for row in rows if row[0].startswith(("Undo", "Redo"))]
    assert len(marks) == 2, rows
    assert marks == [("secret", secret[2])] * 2, rows
