"""The dice dock's way to the running fight's melee groups (:mod:`ui.dialogs.melee_groups_dialog`):
a button under the rolls and the window's action (Ctrl+Alt+G), offered only where the rules fight
melee in groups (``services.melee.available``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from ui import keymap
from ui.disabled_keys import why_not

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.dialogs.melee_groups_dialog import MeleeGroupsDialog


class MeleeEntry:
    """The button and the action that open the melee groups; the dialog, once opened."""

    def __init__(self, parent: QWidget, services: Callable[[], Services | None]) -> None:
        self._parent = parent
        self._services = services
        self.button = QPushButton(parent)
        self.button.setObjectName("meleeGroupsButton")
        self.button.clicked.connect(self.open)
        self.action = QAction(parent)
        self.action.setObjectName("actMeleeGroups")
        keymap.bind(self.action, "dice.melee")
        self.action.triggered.connect(self.open)
        self.dialog: MeleeGroupsDialog | None = None
        self._for: Services | None = None  # the campaign's services the dialog was made for
        self.refresh()

    def available(self) -> bool:
        """Whether the campaign's rules fight melee in groups (asked of the ruleset: the melee
        service and its commands load when the dialog is first opened)."""
        bound = self._services()
        return bound is not None and bound.ruleset.melee_groups() is not None

    def refresh(self) -> None:
        """A campaign was opened: offered where its rules fight melee in groups; a dialog of the
        campaign before is closed."""
        if self.dialog is not None and self._for is not self._services():
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        self.button.setVisible(self.available())
        self.action.setEnabled(self.available())
        self.action.setVisible(self.available())  # the Fight menu offers it only where the rules have it
        self._say_why()

    def _say_why(self) -> None:
        """What Ctrl+Alt+G says where it cannot act: a campaign whose rules fight no melee in groups."""
        reason = QCoreApplication.translate("DiceDock", "Melee groups: this game fights no melee in groups.") \
            if self._services() is not None and not self.available() else ""
        why_not(self.action, reason)

    def open(self) -> None:
        """Show the melee groups of the running fight, read again, the first fighter's group in focus."""
        if not self.available():
            return
        from ui.dialogs.melee_groups_dialog import MeleeGroupsDialog

        self.refresh()
        if self.dialog is None:
            self._for = self._services()
            self.dialog = MeleeGroupsDialog(self._services, self._parent.window())
        if not self.dialog.isVisible():  # opened again: no line of before is said
            self.dialog.fresh()
        self.dialog.reload()
        self.dialog.show()
        self.dialog.activateWindow()
        first = self.dialog.rows[0].group if self.dialog.rows else self.dialog.groups_list
        first.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def retranslate(self) -> None:
        self.button.setText(QCoreApplication.translate("DiceDock", "Melee groups of the fight…"))
        self.button.setToolTip(QCoreApplication.translate(
            "DiceDock", "Who fights whom, and each group's exchange (Ctrl+Alt+G)"))
        self.action.setText(QCoreApplication.translate("DiceDock", "Melee gro&ups…"))
        self.action.setToolTip(QCoreApplication.translate(
            "DiceDock", "Who fights whom in the fight, and each group's exchange"))
        self._say_why()
        if self.dialog is not None:
            self.dialog.retranslate()
