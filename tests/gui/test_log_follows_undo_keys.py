"""The session log keeps following its newest line after an undo and a redo, at 1366×768 on the twdu
demo: an undo that brings a long name back into the log's "Everyone" box wraps the dock's boxes onto
another row, the view a row shorter; it was left a row above its bottom, and the lines after it
went on below the view, the GM scrolling to read them.  A log the GM scrolled up on purpose stays
where he put it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, close, open_window
from tests.gui.test_log_follows_f11 import last_line_in_sight
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)

LONG_NAME = "Bartholomew Featherstonehaugh"


def open_log(qtbot, tmp_path, demos):  # noqa: ANN001, ANN201, F811
    """The twdu demo in a fight, a long-named survivor in the campaign and a dozen turns in the log,
    the log at its newest line."""
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    services = window.services
    assert services.characters.create(LONG_NAME, "npc")
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    for _ in range(12):
        keys.key(Qt.Key.Key_N)
    settle()
    window.docks["logDock"].view.scrollToBottom()
    settle()
    assert last_line_in_sight(window) == []
    return window, keys, next(c.id for c in services.characters.characters() if c.name == LONG_NAME)


def newest(window) -> str:  # noqa: ANN001
    dock = window.docks["logDock"]
    return dock.view.row_text(dock.proxy.rowCount() - 1)


def test_the_log_follows_new_lines_after_an_undo_and_a_redo(qtbot, tmp_path, demos, gm_theme):  # noqa: F811
    window, keys, survivor = open_log(qtbot, tmp_path, demos)
    try:
        view = window.docks["logDock"].view
        assert window.services.characters.remove(survivor)
        settle()
        tall = view.height()
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_Z, CTRL)  # the survivor back: his name in the log's "Everyone" box again
        settle()
        assert view.height() < tall  # the boxes above the log on one more row
        assert "Undo" in newest(window) and last_line_in_sight(window) == []
        keys.key(Qt.Key.Key_N)  # the next turn
        settle()
        assert "has acted" in newest(window)
        assert last_line_in_sight(window) == [], "after an undo the newest line went below the log's view"
        # a redo that brings the name back: he leaves, joins again (a new one), that is undone and redone
        assert window.services.characters.remove(survivor)
        assert window.services.characters.create(LONG_NAME, "npc")
        settle()
        view.scrollToBottom()
        keys.key(Qt.Key.Key_Z, CTRL)
        settle()
        tall = view.height()
        keys.key(Qt.Key.Key_Z, CTRL | SHIFT)
        settle()
        assert view.height() < tall
        assert "Redo" in newest(window) and last_line_in_sight(window) == []
        keys.key(Qt.Key.Key_N)
        settle()
        assert "has acted" in newest(window)
        assert last_line_in_sight(window) == [], "after a redo the newest line went below the log's view"
        bar = view.verticalScrollBar()
        bar.setValue(bar.maximum() // 2)  # the GM reads an earlier line: the log stays on it
        top = view.rowAt(0)
        keys.key(Qt.Key.Key_Z, CTRL)
        keys.key(Qt.Key.Key_N)
        settle()
        assert view.rowAt(0) == top and bar.value() < bar.maximum()
    finally:
        close([window])

