"""The docks' widgets are made in the row or panel they stay in, not made elsewhere and moved there by
a layout: with the theme's style sheet on the application, a widget moved to another parent has the
sheet's style given again to it and to everything in it (the log's list and its filters, the fight
list's mode box: some 12 M instructions of every start).  Opening the demo moves no widget of a dock
that holds others (a combo box's own list, moved into its frame by Qt, aside)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget
from pytestqt.qtbot import QtBot

from app.services.demo import build_demo
from ui import open_main_window


class Moves(QObject):
    """Every widget holding others that is given another parent inside a dock."""

    def __init__(self) -> None:
        super().__init__()
        self.moved: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ParentChange and isinstance(watched, QWidget):
            parent = watched.parentWidget()
            if parent is None or parent.metaObject().className() == "QComboBoxPrivateContainer":
                return False
            dock: QWidget | None = parent
            while dock is not None and not isinstance(dock, QDockWidget):
                dock = dock.parentWidget()
            if dock is not None and watched.findChildren(QWidget):
                self.moved.append(f"{dock.objectName()}: {watched.objectName() or type(watched).__name__}")
        return False


def test_opening_the_demo_moves_no_dock_widget_that_holds_others(qtbot: QtBot, tmp_path: Path) -> None:
    path = build_demo(tmp_path / "demo.deadwatch", "twdu")
    moves = Moves()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(moves)
    try:
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(50)  # the docks bound after the first paint
    finally:
        app.removeEventFilter(moves)
    assert moves.moved == [], "\n".join(moves.moved)
