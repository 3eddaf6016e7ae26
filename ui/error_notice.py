"""The bar that tells the GM of an unforeseen failure without taking a key from the table.

:class:`ErrorNotice` is a tool bar across the top of the main window, hidden until
:class:`ui.error_dialog.ErrorReporter` shows it.  Nothing in it takes the focus (the GM's next keys
go on to the list or field they were typed in); it says in plain, translated words what went wrong
and whether the campaign changed, and offers the details (the exception and its traceback, also in
``errors.log``) by a button, by Help → Details of the last error, or by the key of
``help.errorDetails`` (Ctrl+Alt+E).  The details open in a window of their own, only when asked for.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSizePolicy, QToolBar, QWidget

from ui import keymap


class ErrorDetailsAction(QAction):
    """Help → Details of the last error… and its key (``help.errorDetails``), in the window from its
    start and disabled until a failure: the bar (:class:`ErrorNotice`) that offers it too is made at
    the first failure, not with the window (its tool bar and styled label cost a start some 37 M
    instructions, 1 %, for a bar that most evenings never show)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)  # a child of the window: the window hands it its LanguageChange
        self.setObjectName("actErrorDetails")
        keymap.bind(self, "help.errorDetails")
        self.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.setEnabled(False)
        self.retranslate()
        if isinstance(window, QMainWindow):
            window.addAction(self)  # the key works while the bar is hidden or not yet made
            help_menu = getattr(window, "help_menu", None)
            if help_menu is not None:
                help_menu.addAction(self)

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("ErrorDialog", "&Details of the last error…"))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)


class ErrorNotice(QToolBar):
    """The bar (see the module's text); ``details`` gives the text its details window shows,
    ``details_action`` is the window's Help → Details of the last error… (:class:`ErrorDetailsAction`),
    which the bar offers too."""

    def __init__(
        self, window: QWidget, details: Callable[[], tuple[str, str]], details_action: ErrorDetailsAction
    ) -> None:
        super().__init__(window)
        self.setObjectName("errorNotice")
        self.setMovable(False)
        self.setFloatable(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.toggleViewAction().setVisible(False)  # not one of the bars the GM shows or hides
        self._details = details
        self._text: Callable[[], str] | None = None
        self.label = QLabel(self)
        self.label.setObjectName("errorNoticeText")
        self.label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setStyleSheet("color: palette(bright-text); background: #8b1e1e; padding: 3px 6px;")
        self.addWidget(self.label)
        self.act_details = details_action
        self.act_details.triggered.connect(self.open_details)
        self.addAction(self.act_details)
        self.act_close = QAction(self)
        self.act_close.setObjectName("actErrorNoticeClose")
        self.act_close.triggered.connect(self.hide)
        self.addAction(self.act_close)
        for action in (self.act_details, self.act_close):
            button = self.widgetForAction(action)
            if button is not None:
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dialog: QMessageBox | None = None
        self.retranslate()
        self.hide()
        if isinstance(window, QMainWindow):
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
            window.installEventFilter(self)
            self.hide()

    def retranslate(self) -> None:
        self.act_close.setText(QCoreApplication.translate("ErrorDialog", "Hide"))
        if self._text is not None:
            self.label.setText(self._text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def say(self, text: Callable[[], str]) -> None:
        """Put ``text()`` on the bar (again in another language) and show it; the focus stays where it is."""
        self._text = text
        self.label.setText(text())
        self.act_details.setEnabled(True)
        self.keep_in_place()
        self.show()

    def keep_in_place(self) -> None:
        """The bar in its place under the menu bar, across the window.  The GM's layout, restored
        into a window still to be maximized before the bar was made, is laid out as the window
        first shows, without the bar: left out of the window's layout, it would lie over the File
        and Edit menus at its smallest size, its sentence cut."""
        window = self.parentWidget()
        if isinstance(window, QMainWindow) and window.toolBarArea(self) == Qt.ToolBarArea.NoToolBarArea:
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Show, QEvent.Type.Resize):
            self.keep_in_place()  # (the window lays the GM's layout out again as it is first sized)
        return False

    def open_details(self) -> None:
        """The details' window, on the GM's asking: the failures' tracebacks, selectable."""
        summary, details = self._details()
        if not details:
            return
        if self.dialog is None:
            dialog = QMessageBox(QMessageBox.Icon.Critical, "Deadwatch", "", parent=self.parentWidget())
            dialog.setObjectName("errorDialog")
            dialog.setWindowModality(Qt.WindowModality.NonModal)
            dialog.setStandardButtons(QMessageBox.StandardButton.Close)
            dialog.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            dialog.finished.connect(self._closed)
            self.dialog = dialog
        self.dialog.setText(self.label.text())
        self.dialog.setInformativeText(summary)
        self.dialog.setDetailedText(details)  # "Show Details…": selectable, copyable text
        if self.dialog.isVisible():
            self.dialog.raise_()  # already open, behind: in front again
        self.dialog.show()

    def _closed(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
