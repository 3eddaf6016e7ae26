"""The main window's campaign files (File menu): open one, make a new one, open a demo, save a
copy, and the recent campaigns.

:class:`CampaignFiles` is one part the window holds: it owns the recent campaigns' menu and hands
each campaign it opens to ``open_in_window`` (the window's ``set_services``)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QMessageBox

from app.rules.text import QT_TRANSLATE_NOOP
from app.store.errors import CampaignFileError
from ui.messages import campaign_file_message, refusal_message

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow, QMenu

    from app.services.bundle import Services
    from ui.campaign_watch import CampaignWatch

RECENT_MAX = 8
#: how long the status bar says the window shows a read-only campaign's copy now
COPY_OPENED_MS = 15_000


class CampaignFiles:
    """Opening, making and copying campaign files for ``window``, and its recent campaigns."""

    def __init__(
        self,
        window: QMainWindow,
        settings: QSettings,
        watch: CampaignWatch,
        recent_menu: QMenu,
        open_in_window: Callable[[Services], None],
    ) -> None:
        self.window = window  # the dialogs' parent
        self.settings = settings
        self.watch = watch
        self.recent_menu = recent_menu
        self._open_in_window = open_in_window
        #: the campaign shown, as the window last told (Save a copy needs one)
        self.services: Services | None = None

    def bind(self, services: Services) -> None:
        """The window shows ``services``' campaign now: it is the newest of the recent ones."""
        self.services = services
        path = services.campaign.store.path
        if path is not None:
            self.remember(str(path))

    def open_campaign(self, target: str) -> bool:
        """Open another campaign; on a refusal, say why and keep the current one."""
        from app.services.bundle import open_services
        from app.services.command import CommandError

        try:
            services = open_services(target, console=self.watch.console_name())
        except CampaignFileError as exc:
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("MainWindow", "Cannot open the campaign"),
                campaign_file_message(exc),
            )
            return False
        except CommandError as exc:
            message = refusal_message(exc.context, exc.message, exc.args_)
            QMessageBox.warning(
                self.window, QCoreApplication.translate("MainWindow", "Cannot open the campaign"), message
            )
            return False
        self._open_in_window(services)
        return True

    def new_campaign(self) -> None:
        from app.services.command import CommandError
        from app.services.files import create_campaign
        from ui.dialogs.new_campaign import NewCampaignDialog

        ruleset = self.services.ruleset if self.services is not None else None
        dialog = NewCampaignDialog(self.window, (ruleset.id, ruleset.preset) if ruleset is not None else None)
        if dialog.exec() != NewCampaignDialog.DialogCode.Accepted:
            return
        values = dialog.result_values()
        title = QCoreApplication.translate("MainWindow", "Cannot make the campaign")
        try:  # a path that holds another program's file, or a campaign already: said, nothing written
            store = create_campaign(
                str(values["path"]), values["name"], values["ruleset"], values["preset"], values["options"]
            )
        except CampaignFileError as exc:
            QMessageBox.warning(self.window, title, campaign_file_message(exc))
            return
        except CommandError as exc:
            QMessageBox.warning(self.window, title, refusal_message(exc.context, exc.message, exc.args_))
            return
        store.engine.dispose()
        self.open_campaign(str(values["path"]))

    def open_dialog(self) -> None:
        from app.services.files import SUFFIX
        from ui.file_dialogs import open_file_name  # the file dialog's module, at its first use

        path = open_file_name(
            self.window,
            QCoreApplication.translate("MainWindow", "Open a campaign"),
            str(Path.home()),
            QCoreApplication.translate("MainWindow", "Deadwatch campaigns (*{suffix});;All files (*)").format(
                suffix=SUFFIX
            ),
        )
        if path:
            self.open_campaign(path)

    def open_demo(self, ruleset: str, preset: str | None) -> None:
        from app.services.demo import demo_path

        self.open_campaign(str(demo_path(ruleset, preset)))

    def save_copy_as(self) -> None:
        from app.services.files import SUFFIX
        from ui.file_dialogs import save_file_name

        if self.services is None:
            return
        path = save_file_name(
            self.window,
            QCoreApplication.translate("MainWindow", "Save a copy of the campaign"),
            str(copy_name(self.services.campaign.store.path, self.services.campaign.campaign.name, SUFFIX)),
            QCoreApplication.translate("MainWindow", "Deadwatch campaigns (*{suffix})").format(suffix=SUFFIX),
        )
        if path and self.watch.save_copy(path) and self.services.campaign.read_only:
            self.offer_copy(path)

    def offer_copy(self, path: str) -> None:
        """A read-only campaign's copy is the one to play on: ask to open it (Enter opens it, Escape
        stays on the read-only one) and say in the status bar which campaign the window shows now."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Open the copy?"),
            QCoreApplication.translate(
                "MainWindow", "The copy is saved in {path}. This campaign is read-only: open the copy to play on it?"
            ).format(path=path),
            parent=self.window,
        )
        box.setObjectName("openCopyBox")
        open_copy = box.addButton(
            QCoreApplication.translate("MainWindow", "&Open the copy"), QMessageBox.ButtonRole.AcceptRole
        )
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "&Stay on this one"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(open_copy)
        box.setEscapeButton(stay)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is open_copy and self.open_campaign(path):
            self.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "Opened the copy {file}: play on it; the read-only campaign stays as it was."
                ).format(file=Path(path).name),
                COPY_OPENED_MS,
            )

    def remember(self, path: str) -> None:
        recent = [p for p in self._recent_paths() if p != path]
        self.settings.setValue("recent", [path, *recent][:RECENT_MAX])
        self.settings.setValue("lastCampaign", path)
        self.refresh_recent()

    def _recent_paths(self) -> list[str]:
        """The campaigns opened last, newest first (the settings hold a list of paths; typed as object)."""
        value = self.settings.value("recent", []) or []
        return [str(p) for p in value] if isinstance(value, list | tuple) else [str(value)]

    def refresh_recent(self) -> None:
        self.recent_menu.clear()
        for path in self._recent_paths():
            act = self.recent_menu.addAction(Path(path).name)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_campaign(p))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())


def copy_name(path: Path | str | None, name: str, suffix: str) -> Path:
    """What Save a copy offers: "<file>-copy.deadwatch" beside the campaign ("night-copy.deadwatch");
    in the documents folder when the campaign's folder cannot be written (a read-only campaign's
    copy must go elsewhere), named after the campaign when it has no file of its own (PostgreSQL)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    if path is not None:
        path = Path(path)
        named = path.with_name(_copy(path.stem) + suffix)
        return named if os.access(path.parent, os.W_OK | os.X_OK) else Path(documents) / named.name
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", name).strip(" .") or QCoreApplication.translate(
        "MainWindow", CAMPAIGN)
    return Path(documents) / (_copy(stem) + suffix)


#: the name Save a copy suggests, in the GM's language ("noche-nueva-copia.deadwatch")
COPY = QT_TRANSLATE_NOOP("MainWindow", "{name}-copy")
#: the stem of a copy of a campaign of no name a file can carry
CAMPAIGN = QT_TRANSLATE_NOOP("MainWindow", "campaign")


def _copy(stem: str) -> str:
    return QCoreApplication.translate("MainWindow", COPY).replace("{name}", stem)
