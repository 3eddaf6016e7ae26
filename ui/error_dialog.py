"""What the GM sees when Deadwatch fails in a way it does not foresee: a notice, not a traceback.

:class:`ErrorReporter` is installed as ``sys.excepthook`` when the window starts (PySide6 hands
every exception that escapes a slot, a menu action, a dock button or a timer to it).  For each
failure it

- says once, on a bar across the window that takes no key and no focus (:mod:`ui.error_notice`),
  in plain translated words that something went wrong and whether the campaign changed; the same
  failure again is counted, not said again (the GM may be typing a whole declaration through it);
  the exception's text and traceback are in the details the GM opens from the bar, Help or a key;
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
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app.services.plurals import choose
from app.version import VERSION
from ui import i18n, keymap
from ui.error_notice import ErrorDetailsAction, ErrorNotice

if TYPE_CHECKING:
    from app.services.bundle import Services

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
# the error log is started afresh (the old one kept as errors.log.1) once it is this big
LOG_LIMIT = 1_000_000


def error_log_path() -> Path:
    """Where the tracebacks of unforeseen failures are written (in the user's data folder)."""
    return Path(user_data_dir("Deadwatch", "Deadwatch")) / "logs" / "errors.log"


class ErrorReporter(QObject):
    """The excepthook that turns an unforeseen failure into a notice (see the module's text).

    ``window`` holds the notice (the main window).  :meth:`install` puts it in place,
    :meth:`uninstall` puts back the hook it replaced.  ``dialog`` is the details' window when the
    GM opened it; ``count`` how many failures there were.
    """

    def __init__(self, window: QWidget, log_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.log_path = log_path or error_log_path()
        self.previous: Hook | None = None
        #: Help → Details of the last error… and its key, disabled until a failure
        self.details_action = ErrorDetailsAction(window)
        self._notice: ErrorNotice | None = None  # the bar, made at the first failure
        self.count = 0  # every failure since the start, the same ones counted again
        self._seen: dict[tuple[str, ...], int] = {}  # each distinct failure: how often
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
            pass  # the notice still says it; the details can be copied from its window
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

    # ------------------------------------------------------------------ the notice
    def message(self, saved: bool) -> str:
        """The sentence on the bar: translated whole, without the exception's own (English) text,
        which is in the details and the error log."""
        if saved:
            return QCoreApplication.translate(
                "ErrorDialog",
                "Something went wrong after the action was saved: a screen may not show it. "
                "Open the campaign again to see it as it is. Details: {key}.",
            ).format(key=keymap.first_shown("help.errorDetails"))
        return QCoreApplication.translate(
            "ErrorDialog", "Something went wrong; your campaign is as it was before this action. Details: {key}."
        ).format(key=keymap.first_shown("help.errorDetails"))

    def show(self, exc: BaseException, details: str) -> None:
        if QApplication.instance() is None:
            return
        frames = traceback.extract_tb(exc.__traceback__)
        signature = (type(exc).__name__, str(exc), *(f"{f.filename}:{f.lineno}" for f in frames))
        self.count += 1
        seen = self._seen.get(signature, 0)
        self._seen[signature] = seen + 1
        if seen:  # the same failure again: counted in the details, never said again
            self._refresh_details()
            return
        self._details.append(details)
        notice = self.notice()
        saved = self._saved_action
        notice.say(lambda: self.message(saved))
        self._refresh_details()

    def notice(self) -> ErrorNotice:
        if self._notice is None:
            self._notice = ErrorNotice(self.window, self.details, self.details_action)
        return self._notice

    def details(self) -> tuple[str, str]:
        """What the details' window says: how often, where the log is; and the tracebacks."""
        lines = []
        if self.count > 1:
            text = QCoreApplication.translate("ErrorDialog", "This happened {count} {count|time|times}.")
            lines.append(choose(text, {"count": self.count}, i18n.current_language()).format(count=self.count))
        saved = QCoreApplication.translate(
            "ErrorDialog", "The details were saved to {path}; attach them to a bug report."
        )
        lines.append(saved.format(path=self.log_path))
        return "\n".join(lines), "\n".join(self._details)

    def _refresh_details(self) -> None:
        notice = self._notice
        if notice is not None and notice.dialog is not None:
            summary, details = self.details()
            notice.dialog.setInformativeText(summary)
            notice.dialog.setDetailedText(details)

    @property
    def dialog(self) -> QMessageBox | None:
        """The details' window, when the GM opened it."""
        return self._notice.dialog if self._notice is not None else None


def install_error_reporter(window: QWidget) -> ErrorReporter:
    """Install the reporter for ``window`` (once: a second call returns the one in place)."""
    current = getattr(sys.excepthook, "__self__", None)
    if isinstance(current, ErrorReporter) and current.window is window:
        return current
    return ErrorReporter(window).install()
