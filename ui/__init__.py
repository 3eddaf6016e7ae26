"""The Qt user interface of Deadwatch.  ``open_main_window`` builds the whole window."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

from ui import pyside_hook

pyside_hook.install()  # before the database library and the services are imported (ui.pyside_hook)


def open_main_window(db: str, settings: QSettings | None = None) -> QMainWindow:
    """Build the main window with its services for a campaign path or URL.

    The QApplication must exist.  Raises CampaignFileError for a file that is not a campaign or
    comes from a newer Deadwatch.  (Starting Deadwatch shows the window first and opens the
    campaign after: ``ui.launch.run_gui``.)
    """
    from app.services.bundle import open_services
    from ui.main_window import MainWindow

    settings = settings or QSettings()
    services = open_services(db, console=str(settings.value("console/name", "") or ""))
    return MainWindow(services, settings)
