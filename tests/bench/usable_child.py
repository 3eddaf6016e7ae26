"""Deadwatch's start to usable under the probe: ``python tests/bench/usable_child.py <deadwatch arguments>``.

As tests/bench/app_window.py, and once the campaign is drawn the first GM action: the threat raised
a step with its first reason (the dock's + then 1), committed to the campaign file; "usable" is
the first zero-timer after it (tests/bench/probe.py).  Run by its path, it imports its probe from
beside it and Deadwatch from ``PYTHONPATH``, so it times other sources too (tests/bench/usable.py
``--other``).  With ``DEADWATCH_BENCH_EXIT=1`` it leaves at once after printing its line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow


def threat_step(window: QMainWindow) -> None:
    """+ and then the first reason, as the GM does: the threat dial one step up (down from its top,
    since every run writes to the same campaign), committed."""
    services: Any = getattr(window, "services", None)
    if services is None:
        raise SystemExit("no campaign open")
    before = services.threat.level()
    name = "actThreatDown" if before >= services.threat.dial_range()[1] else "actThreatUp"
    action = window.findChild(QAction, name)
    if action is None:
        raise SystemExit(f"no {name} action")
    action.trigger()
    dock: Any = getattr(window, "docks", {}).get("threatDock")
    buttons = getattr(dock, "reason_buttons", None)
    if not buttons:
        raise SystemExit("the threat dock asked for no reason")
    buttons[0][1].click()
    if services.threat.level() == before:
        raise SystemExit("the threat step was not committed")


def run() -> int:
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    from probe import StartupProbe  # type: ignore[import-not-found]  # beside this file, whatever PYTHONPATH holds

    # the bench's folder off the path again: its module names must not stand for others'
    sys.path[:] = [p for p in sys.path if not p or Path(p).resolve() != here]
    app = QApplication(sys.argv[:1])
    StartupProbe(app, threat_step, exit_at_once=os.environ.get("DEADWATCH_BENCH_EXIT") == "1")
    from app.__main__ import main

    result: int = main(sys.argv[1:])
    return result


if __name__ == "__main__":
    sys.exit(run())
