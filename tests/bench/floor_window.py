"""The start-up floor: a bare PySide6 program that shows a main window with N empty docks.

``python -m tests.bench.floor_window N`` imports only PySide6 (and the probe), shows the window
maximised as Deadwatch does on a first run, and prints the probe's JSON line.

``python -m tests.bench.floor_window N MODULE…`` imports the modules named before it builds the
window: ``sqlmodel`` is the floor of a program that must load the ORM before its first campaign is
usable (Deadwatch's choice of SQLModel), whatever else it does.  ``--quick-hook`` first puts
Deadwatch's cheaper check in PySide6's import hook (:mod:`ui.pyside_hook`), as Deadwatch does.
"""

from __future__ import annotations

import importlib
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from tests.bench.probe import StartupProbe


def main() -> int:
    args = sys.argv[1:]
    count = int(args[0]) if args else 8
    app = QApplication(sys.argv[:1])
    StartupProbe(app)
    for name in args[1:]:
        if name == "--quick-hook":
            importlib.import_module("ui.pyside_hook").install()  # (the ui package: PySide6 alone)
        else:
            importlib.import_module(name)
    window = QMainWindow()
    window.setWindowTitle("Floor")
    for i in range(count):
        dock = QDockWidget(f"Dock {i + 1}", window)
        dock.setObjectName(f"dock{i}")
        area = Qt.DockWidgetArea.LeftDockWidgetArea if i % 2 == 0 else Qt.DockWidgetArea.RightDockWidgetArea
        window.addDockWidget(area, dock)
    window.setGeometry(window.screen().availableGeometry())
    window.showMaximized()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
