"""Starting the GUI: application object, language, theme, event loop, first campaign."""

from __future__ import annotations

import argparse
import asyncio
import sys

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.demo import demo_path
from app.store.database import CampaignFileError
from ui import i18n, open_main_window
from ui.messages import campaign_file_message
from ui.themes import THEME_DIR, apply_theme


def first_campaign(settings: QSettings, requested: str | None) -> str:
    if requested:
        return requested
    last = settings.value("lastCampaign")
    if isinstance(last, str) and last:
        from pathlib import Path

        if "://" in last or Path(last).exists():
            return last
    return str(demo_path("twdu"))


def run_gui(args: argparse.Namespace, db: str | None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Deadwatch")
    app.setApplicationName("Deadwatch")
    app.setApplicationDisplayName("Deadwatch")
    icon = THEME_DIR.parent / "icons" / "deadwatch.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    settings = QSettings()
    i18n.set_language(args.lang or str(settings.value("language", i18n.system_language())))
    apply_theme(app, args.theme or str(settings.value("theme", "dark")))
    target = first_campaign(settings, db)
    try:
        window = open_main_window(target, settings)
    except CampaignFileError as exc:
        QMessageBox.critical(None, "Deadwatch", campaign_file_message(exc))
        return 2
    if settings.value("window/geometry") is None:
        window.setGeometry(window.screen().availableGeometry())
        window.showMaximized()
    else:
        window.show()
    if args.smoke:
        QTimer.singleShot(300, window.close)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.lastWindowClosed.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    return 0
