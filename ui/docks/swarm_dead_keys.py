"""+ and − anywhere in the swarm panel count the dead.

In the count of dead itself the panel's own filter steps it (:meth:`SwarmDock.eventFilter`).  With
the focus elsewhere in the panel (a pick of the GM, a roller, a typed-dice field, a button), a + or
− would have raised or lowered the Threat through the window's keys, or been typed into a dice
field and said nothing; here it goes to the count of dead instead: the count takes the step (held,
one change: :mod:`app.services.bursts`), the focus moving to it, scrolled into view, unless a
decision of the last round is open (the GM's picks, the Threat after a win: their digits stay).
The panel's other number fields that type a sign (a modifier, which may go below zero) keep it; one
that never goes below zero (the Swarm Size) takes no sign, so there too the sign counts the dead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QScrollArea, QWidget

from ui import keymap
from ui.key_guard import types_sign

if TYPE_CHECKING:
    from ui.docks.swarm_dock import SwarmDock


def step_of(event: QKeyEvent) -> int:
    """+1 for the GM's key of one more dead, −1 for one fewer, else 0."""
    if keymap.pressed(event, "swarm.deadMore"):
        return 1
    if keymap.pressed(event, "swarm.deadFewer"):
        return -1
    return 0


class DeadKeys(QObject):
    """Watches the built panel (a key its focus widget leaves goes up to it) and its dice fields."""

    def __init__(self, dock: SwarmDock) -> None:
        super().__init__(dock)
        self.dock = dock
        dock.installEventFilter(self)
        for field in dock.findChildren(QLineEdit):
            if not isinstance(field.parentWidget(), QAbstractSpinBox):
                field.installEventFilter(self)  # a dice field would take the sign as text

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        step = step_of(event)
        focus = QApplication.focusWidget()
        dock = self.dock
        if (not step or focus is None or not dock.isAncestorOf(focus) or focus is dock.dead
                or (isinstance(focus, QAbstractSpinBox) and types_sign(focus, event.text()))
                or not dock.dead.isEnabled()):
            return False
        event.accept()  # the count's key, not the window's Threat up or down
        if event.type() == QEvent.Type.KeyPress:
            if not dock.swarm.fight().pending:  # a decision open keeps the focus (its digits)
                to_dead(dock)
            dock.step_dead(step)
        return True


def to_dead(dock: SwarmDock) -> None:
    """The focus on the count of dead, scrolled into view."""
    focus_in_view(dock, dock.dead)


def focus_in_view(dock: SwarmDock, widget: QWidget) -> None:
    """The focus on ``widget`` of the panel, scrolled into view (the panel's layout settled first: a
    field just shown has its place)."""
    widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
    scroll = dock.widget()
    if isinstance(scroll, QScrollArea):
        body = scroll.widget()
        layout = body.layout() if body is not None else None
        if layout is not None:
            layout.activate()
        scroll.ensureWidgetVisible(widget)
