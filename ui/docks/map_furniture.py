"""The map dock's way to the furniture beside the chosen token (U on the map, or the Furniture
button): the furniture dialog (:mod:`ui.dialogs.furniture_dialog`), kept while it is open."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.dialogs.furniture_dialog import FurnitureDialog
    from ui.docks.refusal_line import RefusalLine


class FurnitureEntry:
    """Opens the furniture dialog for a token; says so on the dock's line when none stands beside."""

    def __init__(self, parent: QWidget, services: Callable[[], Services | None]) -> None:
        self._parent = parent
        self._services = services
        self.dialog: FurnitureDialog | None = None

    def open(self, character_id: int | None, status: RefusalLine) -> None:
        bound = self._services()
        if bound is None or character_id is None:
            return
        if not bound.furniture.next_to(character_id):
            status.setText(QCoreApplication.translate(
                "MapDock", "No furniture stands beside the chosen token (side by side, not diagonal)."))
            return
        clear_text(status)
        from ui.dialogs.furniture_dialog import FurnitureDialog

        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = FurnitureDialog(self._services, character_id, self._parent.window())
        self.dialog.show()
        self.dialog.activateWindow()
        self.dialog.direction_combo.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def forget(self) -> None:
        """A campaign was opened: the dialog of the one before goes."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
