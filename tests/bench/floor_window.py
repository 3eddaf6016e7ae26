"""The start-up floor: a bare PySide6 program that shows a main window with N empty docks.

``python -m tests.bench.floor_window N`` imports only PySide6 (and the probe), shows the window
maximised as Deadwatch does on a first run, and prints the probe's JSON line.

``python -m tests.bench.floor_window N MODULE…`` imports the modules named before it builds the
window: ``sqlmodel`` is the floor of a program that must load the ORM before its first campaign is
usable (Deadwatch's choice of SQLModel), whatever else it does.  ``--quick-hook`` first puts
Deadwatch's cheaper check in PySide6's import hook (:mod:`ui.pyside_hook`), as Deadwatch does.

``python -m tests.bench.floor_window N --store FILE`` is **the store floor** (issue 43): before it
builds its window it imports SQLModel, creates an engine on the campaign file ``FILE`` and runs one
query through a Session — the least any program must do before it can commit a GM action to that
campaign.  Its "usable" is its window drawn.
"""

from __future__ import annotations

import importlib
import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from tests.bench.probe import StartupProbe


def open_store(path: str) -> None:
    """SQLModel imported, an engine on ``path`` and one query through a Session (the store floor)."""
    from sqlmodel import Session, create_engine, text

    engine = create_engine(f"sqlite:///{path}")
    with Session(engine) as session:
        session.execute(text("SELECT id FROM campaign LIMIT 1")).all()


def main() -> int:
    args = sys.argv[1:]
    count = int(args[0]) if args else 8
    app = QApplication(sys.argv[:1])
    StartupProbe(app, exit_at_once=os.environ.get("DEADWATCH_BENCH_EXIT") == "1")
    rest = iter(args[1:])
    for name in rest:
        if name == "--store":
            open_store(next(rest))
        elif name == "--quick-hook":
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
