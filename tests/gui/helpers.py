"""What the GUI tests share: a real window on a new campaign, focus, and modal dialogs."""

from __future__ import annotations

import tempfile
import warnings

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog, QFileDialog, QLineEdit, QWidget

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
    handle = window.windowHandle()
    focus = QGuiApplication.focusWindow()
    shown = [
        f"{type(w).__name__}({w.objectName()!r}, modal={w.isModal()}, flags={int(w.windowFlags()):#x})"
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w is not window
    ]
    bare = [
        f"{type(w).__name__}({w.objectName()!r}, {w.title()!r})"
        for w in QGuiApplication.topLevelWindows()
        if w.isVisible() and w is not handle and not any(w is v.windowHandle() for v in QApplication.topLevelWidgets())
    ]
    said = "ours" if focus is not None and focus is handle else (
        "none" if focus is None else f"{type(focus).__name__}({focus.objectName()!r}, visible={focus.isVisible()})"
    )
    return (
        f"active={type(QApplication.activeWindow()).__name__}, focus window={said}, "
        f"modal={type(QApplication.activeModalWidget()).__name__}, "
        f"popup={type(QApplication.activePopupWidget()).__name__}, other windows shown: {shown}, "
        f"windows without a widget: {bare}"
    )


def _said(text: str) -> None:
    """A stuck focus said where a CI run shows it at its end (.ci/run prints the file), even when the
    test then passes."""
    import os
    import sys

    line = f"{os.environ.get('PYTEST_CURRENT_TEST', '?')}: {text}"
    print(f"\n{line}", file=sys.stderr)
    with open(os.path.join(tempfile.gettempdir(), "deadwatch-focus.log"), "a", encoding="utf-8") as out:
        out.write(line + "\n")


def activate(qtbot, window) -> None:  # noqa: ANN001
    """Dialogs take the focus away; the offscreen platform does not give it back by itself.

    When the window does not get the focus, what holds it is said (``_said``) and taken away step by
    step: another window left shown is hidden; the focus is bounced through a window of its own (the
    platform ignores a request for the window it believes focused already); at last the window is made
    the active one directly."""
    window.activateWindow()
    if _active_within(qtbot, window, 500):
        return
    held_by = _holders(window)
    for _ in range(8):  # a loaded machine: the request asked again (one may come before the window is shown)
        window.activateWindow()
        if _active_within(qtbot, window, 250):
            _said(f"the focus came on asking again ({held_by})")
            return
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible():
            if other.isModal():
                other.setWindowModality(Qt.WindowModality.NonModal)
            other.hide()
    QApplication.processEvents()
    window.activateWindow()
    if _active_within(qtbot, window, 1000):
        _said(f"the focus came back once the others were hidden ({held_by})")
        return
    bounce = QWidget()
    bounce.setObjectName("focusBounce")
    bounce.show()
    bounce.activateWindow()
    QApplication.processEvents()
    bounce.close()
    bounce.deleteLater()
    QApplication.processEvents()
    window.activateWindow()
    if _active_within(qtbot, window, 1000):
        _said(f"the focus came back after a bounce through another window ({held_by})")
        return
    with warnings.catch_warnings():  # deprecated, and the last resort
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    if _active_within(qtbot, window, 1000):
        _said(f"the window was made active directly ({held_by})")
        return
    _said(f"the window never got the focus ({held_by}; now {_holders(window)})")
    raise AssertionError(f"the window never got the focus: {_holders(window)} (at first: {held_by})")


def _active_within(qtbot, window, ms: int) -> bool:  # noqa: ANN001
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=ms)
    except qtbot.TimeoutError:
        return False
    return True


def quit_if_hung(app):  # noqa: ANN001, ANN201
    """A timer that quits ``app`` if a test that runs the application's own loop hangs past 30 s; the
    caller stops it when the test ends (left running, it quit the application in the middle of a
    later test, and every later window of that process stayed without the focus)."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(app.quit)
    timer.start(30_000)
    return timer


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


def choose_file(dialog: QFileDialog, name: str) -> None:
    """``name`` (a path, or several quoted: ``"a" "b"``) typed into the file dialog's name field, as
    a GM does, and the dialog accepted.  ``selectFile`` leaves that field as it was when it has the
    focus: on a quiet machine the dialog had it by then, and the name it showed was taken.  The file
    the dialog had chosen is let go first, as typing in the field does (where the field cannot have
    the focus yet, the dialog would take that file and the typed one both)."""
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    files = dialog.findChild(QAbstractItemView, "listView")
    assert field is not None and files is not None, "the file dialog has no name field"
    field.setFocus()
    files.clearSelection()
    field.setText(name)
    dialog.accept()


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


class ModalFocus:
    """A modal dialog shown is asked to take the focus again a little later if it has not: on a
    loaded machine the platform can drop a window's first request (every dialog of a test then waited
    for a focus that never came).  A no-op where the first request was heard.

    A timer looks at the modal dialog four times a second and asks for it between 0.3 and 2.6 s
    after it came up (an event filter on the application saw each of the tests' millions of events
    in Python: three hundredths of the GUI tests' time)."""

    PERIOD_MS = 250
    FROM_MS, UNTIL_MS = 300, 2600

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer

        self.timer = QTimer()
        self.timer.setInterval(self.PERIOD_MS)
        self.timer.timeout.connect(self._look)
        self.dialog: QDialog | None = None
        self.since = QElapsedTimer()

    def start(self) -> None:
        self.timer.start()

    def _look(self) -> None:
        try:
            modal = QApplication.activeModalWidget()
            if not isinstance(modal, QDialog) or not modal.isVisible():
                self.dialog = None
                return
            if modal is not self.dialog:
                self.dialog = modal
                self.since.start()
                return
            if self.FROM_MS <= self.since.elapsed() <= self.UNTIL_MS:
                _ask_focus(modal)
        except RuntimeError:  # the dialog is gone
            self.dialog = None


def _ask_focus(dialog) -> None:  # noqa: ANN001
    try:
        waiting = QApplication.activeWindow() is not dialog and QApplication.activeModalWidget() is dialog
        if dialog.isVisible() and waiting:
            dialog.activateWindow()
    except RuntimeError:  # the dialog is gone
        pass
