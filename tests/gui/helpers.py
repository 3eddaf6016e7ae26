"""What the GUI tests share: a real window on a new campaign, focus, and modal dialogs."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
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


def _holders(window) -> str:  # noqa: ANN001
    """What holds the focus instead of ``window``: said in a failure, so a stuck focus names its cause."""
    shown = [
        f"{type(w).__name__}({w.objectName()!r}, modal={w.isModal()}, flags={int(w.windowFlags()):#x})"
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w is not window
    ]
    return (
        f"active={type(QApplication.activeWindow()).__name__}, "
        f"modal={type(QApplication.activeModalWidget()).__name__}, "
        f"popup={type(QApplication.activePopupWidget()).__name__}, other windows shown: {shown}"
    )


def activate(qtbot, window) -> None:  # noqa: ANN001
    """Dialogs take the focus away; the offscreen platform does not give it back by itself.

    A window another test left shown (a dialog whose close was refused, a floating window) can keep
    every later window of the process from the focus; it is hidden, and what it was is said."""
    window.activateWindow()
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        return
    except qtbot.TimeoutError:
        pass
    held_by = _holders(window)
    import sys

    print(f"\nthe window did not get the focus ({held_by}); the others are hidden", file=sys.stderr)
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible():
            if other.isModal():
                other.setWindowModality(Qt.WindowModality.NonModal)
            other.hide()
    QApplication.processEvents()
    window.raise_()
    window.activateWindow()
    if window.windowHandle() is not None:
        window.windowHandle().requestActivate()
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    except qtbot.TimeoutError as stuck:
        raise AssertionError(f"the window never got the focus: {_holders(window)} (at first: {held_by})") from stuck


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
