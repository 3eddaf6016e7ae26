"""A long character name ("Maria-Fernanda Montenegro-Villalobos", Ctrl+1, Ins) widened the roster's
name column to the whole name: at 1366×768 the Characters dock scrolled sideways, and in a fight its
column pushed the Session log past the screen's right edge.  The roster's name column now grows up
to about twenty letters; a longer name is elided there, whole in its tooltip; every dock stays
inside the screen with no sideways scroll bar, before the fight and in it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDockWidget, QLineEdit

from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)

LONG = "Maria-Fernanda Montenegro-Villalobos"


def sideways(window) -> list[str]:  # noqa: ANN001
    """The docks past the window's edge or scrolling sideways."""
    bad = []
    right = window.width()
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible() or dock.isFloating() or dock.visibleRegion().isEmpty():
            continue
        if dock.geometry().right() >= right:
            bad.append(f"{dock.objectName()} ends at {dock.geometry().right()}")
        for area in dock.findChildren(QAbstractScrollArea):
            if area.isVisible() and area.horizontalScrollBar().isVisible():
                bad.append(f"{dock.objectName()}: {area.objectName() or type(area).__name__} scrolls sideways")
    return bad


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_a_long_name_widens_no_dock_on_a_laptop(qtbot, tmp_path, demos):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    qtbot.addWidget(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"]
    assert QApplication.focusWidget() is roster.tree
    names: list[str] = []

    def type_name(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()), timeout=3000)
        except AssertionError:
            pass
        field = QApplication.focusWidget()
        if not isinstance(field, QLineEdit) or not dialog.isAncestorOf(field):
            names.append(f"the focus on {field!r}")
            dialog.reject()
            return
        qtbot.keyClicks(field, LONG)
        names.append(field.text())
        qtbot.keyClick(field, Qt.Key.Key_Return)

    from tests.gui.helpers import when_dialog_opens

    when_dialog_opens(type_name)
    keys.key(Qt.Key.Key_Insert)
    qtbot.waitUntil(lambda: bool(names))
    assert names == [LONG]
    qtbot.waitUntil(lambda: any(c.name == LONG for c in window.services.characters.characters()))
    settle()
    qtbot.wait(100)
    settle()
    assert sideways(window) == []
    item = next(i for i in roster.items.values() if i.text(0) == LONG)
    tree = roster.tree
    # elided in the list rather than the list widened for it (the window manager's fonts scrolled the
    # dock sideways at 1366 px), whole in its tooltip
    assert tree.columnWidth(0) < tree.indentation() + tree.fontMetrics().horizontalAdvance(LONG)
    assert LONG in item.toolTip(0)
    services = window.services
    services.initiative.start([c.id for c in services.characters.characters() if c.kind == "pc"])
    settle()
    qtbot.wait(50)
    settle()
    assert sideways(window) == []
