"""The roll to avoid the dead as the threat dock sets it up: the dice it takes and its odds, shown
under the form before Enter rolls it (Ctrl+Shift+A sets it up; it never rolls from elsewhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from app.services.logtext import qt_translate, render_value
from ui.docks.swarm_look import ID_ROLE, percent
from ui.widgets.labels import kept_numbers

if TYPE_CHECKING:
    from ui.docks.threat_dock import ThreatDock


class AvoidPlan:
    """The line "Ana, Stealth: 6 × d6 — 66.5% to get past the dead" under the avoid form."""

    def __init__(self, dock: ThreatDock, parent: QWidget) -> None:
        self.dock = dock
        self.label = QLabel(parent)
        self.label.setObjectName("avoidPlan")
        self.label.setWordWrap(True)
        dock.avoid_who.currentIndexChanged.connect(lambda _=0: self.update())
        dock.avoid_skill.currentIndexChanged.connect(lambda _=0: self.update())
        dock.avoid_mod.valueChanged.connect(lambda _=0: self.update())
        dock.avoid_faces.returnPressed.connect(dock.avoid)  # Enter rolls what the line shows

    def update(self) -> None:
        dock = self.dock
        services = dock.services
        cid = dock.avoid_who.currentData(ID_ROLE)
        skill = dock.avoid_skill.currentData(ID_ROLE)
        plan = None
        if services is not None and cid is not None and skill is not None:
            plan = services.threat.avoid_plan(int(cid), str(skill), dock.avoid_mod.value())
        if plan is None or plan.dice is None:
            self.label.setText("")
            return
        dice = render_value(plan.dice, qt_translate)
        args = {"name": dock.avoid_who.currentText(), "skill": dock.avoid_skill.currentText(), "dice": dice}
        if plan.chance is None:
            text = QCoreApplication.translate(
                "ThreatDock", "{name}, {skill}: {dice}; Enter rolls, or reads the dice typed"
            )
        else:
            text = QCoreApplication.translate(
                "ThreatDock", "{name}, {skill}: {dice}, {chance} to get past; Enter rolls, or reads the dice typed"
            )
            args["chance"] = percent(plan.chance)
        self.label.setText(kept_numbers(text.format(**args)))

    def set_up(self) -> None:
        """Ctrl+Shift+A away from the form: the dock in front, the roll's line filled in, the focus in
        the typed dice (on who rolls while nobody is picked); Enter there rolls."""
        dock = self.dock
        if not dock.isVisible() and dock.parent() is not None:
            dock.show()
        dock.raise_()
        self.update()
        target = dock.avoid_faces if dock.avoid_who.currentData(ID_ROLE) is not None else dock.avoid_who
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        QTimer.singleShot(0, self.label, self._in_view)  # once laid out: the line and the button in view

    def _in_view(self) -> None:
        scroll = self.dock.widget()
        if isinstance(scroll, QScrollArea):
            scroll.ensureWidgetVisible(self.dock.avoid_button, 0, 4)
            scroll.ensureWidgetVisible(self.dock.avoid_faces, 0, 4)

    def in_form(self) -> bool:
        """Whether the focus is in the avoid form (Ctrl+Shift+A there rolls, as Enter does)."""
        focus = QApplication.focusWidget()
        return focus is not None and self.dock.avoid_box.isAncestorOf(focus)
