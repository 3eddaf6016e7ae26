"""The windows a test closes are gone before the next test (tests/conftest.py): pytest-qt closes a
test's widgets with deleteLater, which with no event loop running never came, so every window of
every test stayed alive, and each style sheet or language set later restyled or retranslated all
of them (the readability tests took 13 minutes)."""

from __future__ import annotations

import os
from pathlib import Path

pytest_plugins = ["pytester"]

ROOT = Path(__file__).parents[2]


def test_a_closed_window_is_deleted_before_the_next_test(pytester, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    pytester.makeconftest('pytest_plugins = ["tests.conftest"]')
    pytester.makepyfile(
        """
        from PySide6.QtWidgets import QApplication, QMainWindow

        HELD = []  # what holds a main window of Deadwatch's past its test: its services' signals

        def test_opens(qtbot):
            window = QMainWindow()
            window.setObjectName("left open")
            qtbot.addWidget(window)
            window.show()
            HELD.append(window)

        def test_after(qapp):
            assert [w.objectName() for w in QApplication.topLevelWidgets()] == []
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:randomly", "-q")
    result.assert_outcomes(passed=2)
