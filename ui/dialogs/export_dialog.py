"""File → Export session log… (Ctrl+E): format, sessions, secrets, undone actions, language, file.

Signals: ``exported(int, str)`` — (number of events, file path) after a file was written.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.export import FORMATS, ExportError, ExportOptions, export_log
from app.services.after_colon import read_on
from app.services.bundle import Services
from ui import i18n
from ui.exchange_files import (
    confirm_replace,
    last_log_format,
    nameless,
    nameless_text,
    remember,
    remember_log_format,
    start_folder,
)
from ui.file_dialogs import save_file_name
from ui.widgets.combo_popups import WholeListBox


class ExportDialog(QDialog):
    exported = Signal(int, str)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.services = services
        #: the file the file dialog already asked to replace (a name typed in the box is asked for on export)
        self._asked = ""
        self.setWindowTitle(self.tr("Export session log"))
        self.setMinimumWidth(680)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.format = WholeListBox(self)
        self.format.setObjectName("exportFormat")
        for key, fmt in FORMATS.items():
            self.format.addItem(QCoreApplication.translate("Export", fmt.label), key)
        last = self.format.findData(last_log_format(parent))  # the format of the last export, kept
        if last >= 0:
            self.format.setCurrentIndex(last)
        self.format.currentIndexChanged.connect(self._suffix_follows_format)
        form.addRow(self.tr("F&ormat:"), self.format)

        sessions = services.campaign.sessions()
        self.first = WholeListBox(self)
        self.first.setObjectName("exportFrom")
        self.last = WholeListBox(self)
        self.last.setObjectName("exportTo")
        for game in sessions:
            label = self.tr("Session {number}").format(number=game.number)
            if game.title:
                label += f": {game.title}"
            self.first.addItem(label, game.number)
            self.last.addItem(label, game.number)
        if sessions:
            self.first.setCurrentIndex(len(sessions) - 1)
            self.last.setCurrentIndex(len(sessions) - 1)
        self.first.currentIndexChanged.connect(self._keep_range)
        span = QHBoxLayout()
        span.addWidget(self.first, 1)
        span.addWidget(QLabel(self.tr("to"), self))
        span.addWidget(self.last, 1)
        sessions_label = QLabel(self.tr("&Sessions:"), self)
        sessions_label.setBuddy(self.first)
        form.addRow(sessions_label, span)

        self.secrets = QCheckBox(self.tr("Include secre&t events"), self)
        self.secrets.setObjectName("exportSecrets")
        self.secrets.setToolTip(self.tr("Secret events and notes are for the GM; leave this off for the players"))
        form.addRow("", self.secrets)
        self.undone = QCheckBox(self.tr("Include &undone actions (struck through)"), self)
        self.undone.setObjectName("exportUndone")
        form.addRow("", self.undone)

        self.language = WholeListBox(self)
        self.language.setObjectName("exportLanguage")
        for code, name in i18n.LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(i18n.current_language()), 0))
        form.addRow(self.tr("&Language:"), self.language)

        self.path = QLineEdit(self)
        self.path.setObjectName("exportPath")
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.path, 1)
        where.addWidget(browse)
        file_label = QLabel(self.tr("&File:"), self)
        file_label.setBuddy(self.path)
        form.addRow(file_label, where)
        self.path.setText(str(self._default_path()))
        #: the name the dialog gave the file: it follows the sessions picked until the GM types another
        self._suggested = Path(self.path.text()).stem
        self.first.currentIndexChanged.connect(self._name_follows_range)
        self.last.currentIndexChanged.connect(self._name_follows_range)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, parent=self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Export"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(sessions))

    def format_key(self) -> str:
        return str(self.format.currentData())

    def options(self) -> ExportOptions:
        first, last = self.first.currentData(), self.last.currentData()
        return ExportOptions(
            first=first,
            last=last,
            secrets=self.secrets.isChecked(),
            undone=self.undone.isChecked(),
            language=str(self.language.currentData()),
        )

    def _default_path(self) -> Path:
        name = self.services.campaign.campaign.name
        slug = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-").lower() or "campaign"
        first, number = self.first.currentData(), self.last.currentData()
        # the file's name in one language, the GM's: "afueras-sesión-2", not "afueras-session-2"; a range
        # of sessions named as one: "afueras-sesiones-1-2"
        several = first is not None and number is not None and first != number
        said = self.tr("sessions") if several else self.tr("session")
        word = re.sub(r"[^\w\-]+", "-", said.strip(), flags=re.UNICODE).strip("-").lower() or "session"
        stem = (f"{slug}-{word}-{first}-{number}" if several else f"{slug}-{word}-{number}") if number is not None \
            else slug
        return start_folder(self.parentWidget()) / f"{stem}{FORMATS[self.format_key()].suffix}"

    def _name_follows_range(self) -> None:
        """The suggested name follows the sessions picked ("…-sessions-1-2"), in the folder shown; a
        name the GM typed stays."""
        text = self.path.text().strip()
        if text and Path(text).stem != self._suggested:
            return
        fresh = self._default_path()
        folder = Path(text).parent if text else fresh.parent
        self._suggested = fresh.stem
        self.path.setText(str(folder / f"{fresh.stem}{Path(text).suffix or fresh.suffix}"))

    def _suffix_follows_format(self) -> None:
        text = self.path.text().strip()
        suffix = FORMATS[self.format_key()].suffix
        if not text:
            self.path.setText(str(self._default_path()))
            return
        path = Path(text)
        if path.suffix.lower() in {f.suffix for f in FORMATS.values()}:
            self.path.setText(str(path.with_suffix(suffix)))

    def _format_follows_suffix(self, path: Path) -> None:
        """A name typed with another format's suffix ("players.json" while Markdown is picked) picks
        that format: the file holds what its name says."""
        suffix = path.suffix.lower()
        if suffix == FORMATS[self.format_key()].suffix:
            return
        for key, fmt in FORMATS.items():
            if fmt.suffix == suffix:
                self.format.blockSignals(True)  # the typed name stays as it is
                self.format.setCurrentIndex(self.format.findData(key))
                self.format.blockSignals(False)
                return

    def _keep_range(self) -> None:
        if (self.last.currentData() or 0) < (self.first.currentData() or 0):
            self.last.setCurrentIndex(self.first.currentIndex())

    def _browse(self) -> None:
        fmt = FORMATS[self.format_key()]
        label = QCoreApplication.translate("Export", fmt.label)
        path = save_file_name(
            self, self.tr("Export session log"), self.path.text(), f"{label} (*{fmt.suffix})"
        )
        if path:
            self.path.setText(path)
            self._asked = path  # the file dialog asked before replacing it

    def export(self) -> int | None:
        """Write the file; returns the number of events, or None (and says why) when it cannot."""
        path = self.path.text().strip()
        if not path:
            QMessageBox.warning(self, self.tr("Cannot export"), self.tr("Choose a file to write."))
            return None
        if nameless(path):  # ".md": never written as a hidden file
            QMessageBox.warning(self, self.tr("Cannot export"), nameless_text(nameless(path)))
            return None
        self._format_follows_suffix(Path(path))
        asked = path == self._asked
        if not asked and not confirm_replace(self, [Path(path)]):  # typed in the box: asked as the file dialog asks
            return None
        try:
            count = export_log(self.services.campaign.engine, self.options(), self.format_key(), path)
        except ExportError as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), exc.text())
            return None
        except OSError as exc:
            text = self.tr("{path} cannot be written: {reason}").format(
                path=path, reason=read_on(exc.strerror or str(exc)))
            QMessageBox.warning(self, self.tr("Cannot export"), text)
            return None
        remember(self.parentWidget(), path)
        remember_log_format(self.parentWidget(), self.format_key())
        self.exported.emit(count, path)
        return count

    def accept(self) -> None:
        if self.export() is not None:
            super().accept()
