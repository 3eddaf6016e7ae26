"""What the window says about the campaign file itself: changes made by another window or process,
a read-only file, the backup made before a migration, and saving a copy.

- Another Deadwatch window (or a script) on the same campaign: the window asks the campaign service a
  few times a second whether the newest log event is still the one it knows; when not, every dock
  reads the campaign again (:meth:`app.services.campaign.CampaignService.poll_external`).
- A campaign Deadwatch may not write opens read-only: the title and the status bar say so, and every
  action is refused with a message.
- An older campaign was migrated: the status bar names the backup made first.
- A crashed session's -wal written over another file (the campaign file replaced by hand): a box
  says where it was kept (:mod:`app.store.wal_mark`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QSocketNotifier, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from app.services.after_colon import read_on
from app.store.errors import CampaignFileError
from ui.dialogs.ask import ask_text
from ui.messages import campaign_file_message

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.database import OpenedStore

#: how often the window looks for another console's changes (ms): a change shows within a second
POLL_MS = 400


class CampaignWatch(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.services: Services | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.read_only_label = QLabel(window)
        self.read_only_label.setObjectName("readOnlyLabel")
        self.read_only_label.setStyleSheet("font-weight: bold; color: #e0a030;")
        window.statusBar().addPermanentWidget(self.read_only_label)
        self.read_only_label.hide()
        self.notifier: QSocketNotifier | None = None  # another console's commit, heard at once (PostgreSQL)
        self.act_console = QAction(self)
        self.act_console.setObjectName("actConsoleName")
        self.act_console.triggered.connect(self.ask_console_name)

    def settings(self) -> QSettings:
        return getattr(self.window, "settings", None) or QSettings()

    def console_name(self) -> str:
        """This console's name, from the preferences ("" until the GM names it)."""
        return str(self.settings().value("console/name", "") or "")

    def ask_console_name(self) -> None:
        name, ok = ask_text(
            self.window,
            self.tr("This console's name"),
            self.tr("A name for this console (when several run one campaign: the log and the history say who did what, and each one's undo takes back its own actions):"),  # noqa: E501
            text=self.console_name(),
        )
        if not ok:
            return
        name = name.strip()[:40]
        self.settings().setValue("console/name", name)
        if self.services is not None:
            self.services.campaign.console = name
            self.services.campaign.undoChanged.emit()

    def bind(self, services: Services) -> None:
        self.services = services
        self.timer.start()
        if self.notifier is not None:
            self.notifier.setEnabled(False)
            self.notifier.deleteLater()
            self.notifier = None
        socket = services.campaign.listen()
        if socket is not None:
            self.notifier = QSocketNotifier(socket, QSocketNotifier.Type.Read, self)
            self.notifier.activated.connect(self.poll)
        self.retranslate()
        backup = services.campaign.store.backup
        if backup is not None:
            text = self.tr("This campaign came from an older Deadwatch and was brought up to date; a copy as it was is in {path}")  # noqa: E501
            self.window.statusBar().showMessage(text.format(path=backup), 20000)
        self._say_set_aside(services.campaign.store)

    def _say_set_aside(self, store: OpenedStore) -> None:
        """A leftover -wal of another file (app.store.wal_mark): said in a box, as it is rare and
        the GM will want to know where the crashed session's changes went."""
        if store.set_aside is None:
            return
        if store.read_only:
            text = self.tr("This campaign file was replaced after a session that did not close. That session's last changes were written over another file: they were not read, and the campaign shows as its file is. They are in:")  # noqa: E501
        else:
            text = self.tr("This campaign file was replaced after a session that did not close. That session's last changes were written over another file, so they were not applied: the campaign opens as its file is. They are kept in:")  # noqa: E501
        title = self.tr("Campaign file replaced")
        box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self.window)
        box.setInformativeText(str(store.set_aside))  # the path on its own lines, whole
        box.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 34em; }")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def poll(self) -> None:
        if self.services is not None and self.window.isVisible():
            self.services.campaign.poll_external()

    @property
    def read_only(self) -> bool:
        return self.services is not None and self.services.campaign.read_only

    def retranslate(self) -> None:
        self.act_console.setText(self.tr("This &console's name…"))
        self.act_console.setToolTip(self.tr("Name this console when several run one campaign"))
        self.read_only_label.setText(self.tr("Read-only: nothing can be changed"))
        if self.read_only and self.services is not None:
            from ui.read_only import cause

            self.read_only_label.setToolTip(
                cause(self.services.campaign.store.path) + " " + self.tr("Save a copy to play on.")
            )
        self.read_only_label.setVisible(self.read_only)

    def save_copy(self, path: str) -> bool:
        """Save a copy of the open campaign to ``path``; say what happened either way."""
        from app.services.files import save_copy

        if self.services is None:
            return False
        try:
            save_copy(self.services.campaign.store, Path(path))
        except CampaignFileError as exc:
            if exc.reason == CampaignFileError.OPEN_CAMPAIGN:
                text = self.tr("{path} is a campaign open in Deadwatch (in this window or another), or one of a campaign's own files: a copy cannot replace it. Choose another file; nothing was written.")  # noqa: E501
                QMessageBox.warning(self.window, self.tr("Cannot save a copy"), text.format(path=path))
            else:
                QMessageBox.warning(self.window, self.tr("Cannot save a copy"), campaign_file_message(exc))
            return False
        except OSError as exc:
            text = self.tr("{path} cannot be written: {reason}. Nothing was changed.")
            QMessageBox.warning(
                self.window, self.tr("Cannot save a copy"),
                text.format(path=path, reason=read_on(exc.strerror or str(exc))),
            )
            return False
        except Exception as exc:  # the database refused (a full disk): said, not only in a traceback
            text = self.tr("The copy could not be written: {reason}. Nothing was changed.")
            QMessageBox.warning(self.window, self.tr("Cannot save a copy"), text.format(reason=read_on(str(exc))))
            return False
        self.window.statusBar().showMessage(self.tr("A copy was saved to {path}").format(path=path), 8000)
        return True
