"""Deadwatch's own start-up under the probe: ``python -m tests.bench.app_window <deadwatch arguments>``.

The same ``main()`` as ``python -m app``; the only difference is that the QApplication is made
first so the probe can watch it (``ui.launch.run_gui`` takes the existing instance).
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from tests.bench.probe import StartupProbe


def run() -> int:
    app = QApplication(sys.argv[:1])
    StartupProbe(app)
    from app.__main__ import main

    return main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(run())
