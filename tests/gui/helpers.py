"""What the GUI tests share: a real window on a new campaign, focus, and modal dialogs."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from app.services.files import create_campaign
from ui import open_main_window

#: how many tests have ended in this process (tests/conftest.py counts them): a dialog poller of a
#: test that ended before its dialog showed stops, instead of answering a later test's dialog
ENDED = [0]


def this_test():  # noqa: ANN201
    """A check that is true while the test that asked for it runs."""
    ended = ENDED[0]
    return lambda: ENDED[0] == ended


def activate(qtbot, window) -> None:  # noqa: ANN001
    """Dialogs take the focus away; the offscreen platform does not give it back by itself."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def campaign_window(qtbot, tmp_path, ruleset, preset=None, options=None, name="Test", before=None):  # noqa: ANN001, ANN201
    """The main window, shown and active, on a new campaign of ``ruleset`` in ``tmp_path``;
    ``before(services)`` fills the campaign before the window opens (an open window redraws its
    docks at each change: forty characters made one by one in it take seconds)."""
    path = tmp_path / f"{ruleset}.deadwatch"
    create_campaign(str(path), name, ruleset, preset, options or {}).engine.dispose()
    if before is not None:
        from app.services.bundle import open_services

        services = open_services(str(path))
        try:
            before(services)
        finally:
            services.close()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window


def when_dialog_opens(action) -> None:  # noqa: ANN001
    """Run ``action(dialog)`` once the modal dialog is up (exec() blocks the test until it closes)."""

    running = this_test()

    def poll() -> None:
        if not running():
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, poll)
        else:
            action(dialog)

    QTimer.singleShot(0, poll)
