"""The start-up floor: a bare PySide6 program that shows a main window with N empty docks.

``python -m tests.bench.floor_window N`` imports only PySide6 (and the probe), shows the window
maximised as Deadwatch does on a first run, and prints the probe's JSON line.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from tests.bench.probe import StartupProbe


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    app = QApplication(sys.argv[:1])
    StartupProbe(app)
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
