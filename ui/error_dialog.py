"""What the GM sees when Deadwatch fails in a way it does not foresee: a message, not a traceback.

:class:`ErrorReporter` is installed as ``sys.excepthook`` when the window starts (PySide6 hands
every exception that escapes a slot, a menu action, a dock button or a timer to it).  For each
failure it

- shows one dialog (never a stack of them: a failure while the dialog is up is counted in it)
  saying in plain words what went wrong and whether the campaign changed, with the traceback in
  the dialog's details, which can be copied;
- appends the traceback to ``errors.log`` in the user's data folder, for a bug report;
- hands the exception on to the hook that was there before (Python's, which prints it, or a test
  runner's, which records it), so that nothing that watched for exceptions stops seeing them.

Whether the campaign changed: every GM action runs in one transaction that is rolled back when it
raises, so a failure during an action leaves the campaign as it was.  A failure while the screens
are being told about an action that was saved (a dock failing to refresh) is said as such.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from platformdirs import user_data_dir
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.services.plurals import choose
from app.version import VERSION
from ui import i18n

if TYPE_CHECKING:
    from app.services.bundle import Services

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
# the error log is started afresh (the old one kept as errors.log.1) once it is this big
LOG_LIMIT = 1_000_000


def error_log_path() -> Path:
    """Where the tracebacks of unforeseen failures are written (in the user's data folder)."""
    return Path(user_data_dir("Deadwatch", "Deadwatch")) / "logs" / "errors.log"


def one_line(exc: BaseException) -> str:
    """The exception in one line: its message's first line, or its type's name."""
    text = str(exc).strip().splitlines()
    return text[0] if text and text[0] else type(exc).__name__



class ErrorReporter(QObject):
    """The excepthook that turns an unforeseen failure into a dialog (see the module's text).

    ``window`` is the dialog's parent (the main window).  :meth:`install` puts it in place,
    :meth:`uninstall` puts back the hook it replaced.  ``dialog`` is the dialog on screen (None
    when none is); ``count`` how many failures it stands for.
    """

    def __init__(self, window: QWidget, log_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.log_path = log_path or error_log_path()
        self.previous: Hook | None = None
        self.dialog: QMessageBox | None = None
        self.count = 0
        self._signature: tuple[str, ...] = ()
        self._details: list[str] = []
        self._saved_action = False  # an action was committed and its change is being shown
        self._watched: Services | None = None

    # ------------------------------------------------------------------ installing
    def install(self) -> ErrorReporter:
        if sys.excepthook != self.hook:  # (a bound method is made anew at each look: compare, not "is")
            self.previous = sys.excepthook
            sys.excepthook = self.hook
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.hook:
            sys.excepthook = self.previous or sys.__excepthook__
        self.previous = None

    def watch(self, services: Services) -> None:
        """Follow the campaign's change signal, connected before any screen's: a failure while the
        screens are told about a saved action comes after that action was committed."""
        if self._watched is services:
            return
        self._watched = services
        services.campaign.changed.connect(self._change_delivered)

    def _change_delivered(self, _changes: object) -> None:
        self._saved_action = True
        QTimer.singleShot(0, self._change_over)  # back in the event loop: every screen was told

    def _change_over(self) -> None:
        self._saved_action = False

    # ------------------------------------------------------------------ the hook
    def hook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            (self.previous or sys.__excepthook__)(kind, exc, tb)
            return
        details = "".join(traceback.format_exception(kind, exc, tb))
        try:
            self.write_log(details)
        except OSError:
            pass  # the dialog still says it; the details can be copied from it
        try:
            self.show(exc, details)
        except RuntimeError:  # the window is gone (closing): the log and the previous hook have it
            pass
        finally:
            (self.previous or sys.__excepthook__)(kind, exc, tb)

    def write_log(self, details: str) -> None:
        path = self.log_path
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > LOG_LIMIT:
            path.replace(path.with_name(path.name + ".1"))
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        with path.open("a", encoding="utf-8") as out:
            out.write(f"--- {stamp} Deadwatch {VERSION}\n{details}\n")

    # ------------------------------------------------------------------ the dialog
    def message(self, exc: BaseException) -> str:
        if self._saved_action:
            text = QCoreApplication.translate(
                "ErrorDialog",
                "Something went wrong: {error}. The action was saved, but a screen may not show it: "
                "open the campaign again to see it as it is.",
            )
        else:
            text = QCoreApplication.translate(
                "ErrorDialog", "Something went wrong: {error}. Your campaign is as it was before this action."
            )
        return text.format(error=one_line(exc))

    def show(self, exc: BaseException, details: str) -> None:
        if QApplication.instance() is None:
            return
        frames = traceback.extract_tb(exc.__traceback__)
        signature = (type(exc).__name__, str(exc), *(f"{f.filename}:{f.lineno}" for f in frames))
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            if signature == self._signature:
                self.count += 1
            else:  # another failure while the first is on screen: the latest is said, both detailed
                self.count = 1
                self._signature = signature
                self._details.append(details)
                dialog.setText(self.message(exc))
            self._fill(dialog)
            return
        self.count = 1
        self._signature = signature
        self._details = [details]
        dialog = QMessageBox(QMessageBox.Icon.Critical, "Deadwatch", self.message(exc), parent=self.window)
        dialog.setObjectName("errorDialog")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setStandardButtons(QMessageBox.StandardButton.Close)
        dialog.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        self._fill(dialog)
        dialog.open()  # not exec(): the hook returns to the event loop at once

    def _fill(self, dialog: QMessageBox) -> None:
        lines = []
        if self.count > 1:
            text = QCoreApplication.translate("ErrorDialog", "This happened {count} {count|time|times}.")
            lines.append(choose(text, {"count": self.count}, i18n.current_language()).format(count=self.count))
        saved = QCoreApplication.translate(
            "ErrorDialog", "The details were saved to {path}; attach them to a bug report."
        )
        lines.append(saved.format(path=self.log_path))
        dialog.setInformativeText("\n".join(lines))
        dialog.setDetailedText("\n".join(self._details))  # "Show Details…": selectable, copyable text

    def _closed(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
        self.count = 0
        self._details = []


def install_error_reporter(window: QWidget) -> ErrorReporter:
    """Install the reporter for ``window`` (once: a second call returns the one in place)."""
    current = getattr(sys.excepthook, "__self__", None)
    if isinstance(current, ErrorReporter) and current.window is window:
        return current
    return ErrorReporter(window).install()
