"""A wheel turned over a dock scrolls the dock: it never changes a field the GM did not pick.

Qt's combo boxes and spin boxes take the wheel whenever the pointer is over them, and the keyboard
focus with it (their focus policy is ``WheelFocus``).  Every dock scrolls when it is taller than
its place, so a GM scrolling down the dice dock's options turned each choice the pointer passed
on its way: "Aimed at" went from "Not aimed" to "Head", a distance or a modifier moved by the
wheel's clicks, the next roll used them, and the next single-key shortcut was typed into the
field the wheel had left the focus in.

Here such a field takes the wheel only while it has the keyboard focus (clicked, or reached with
Tab: as on macOS); otherwise the wheel goes on to the scroll area it is in, which scrolls.  Its
focus policy becomes ``StrongFocus``, so a wheel no longer moves the focus either.

:func:`guard` calms the fields of a scroll area's contents as they are when it is set (a dock's
widgets, built before it is set in the dock); a part that makes fields later (a form built again
for another roll, a round's spin boxes, a result's) calls :func:`calm` on each.  The filter is one
object per application, installed on the fields alone: a Python call for each of their events,
the wheel's handled and the rest let through (watching the contents for new fields cost a swarm
round 6 % more instructions, the filters on its fields 2 %).  A dock repainted at every action
makes its fields as :class:`CalmComboBox` and :class:`CalmSpinBox`, which do the same in their
own ``wheelEvent`` and cost nothing for any other event.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QSpinBox, QWidget

from ui.widgets.combo_popups import WholeListBox, WrappingListBox

#: the dynamic property that marks a field already calmed
GUARDED = "wheelGuarded"
FIELDS = (QComboBox, QAbstractSpinBox)
W = TypeVar("W", bound=QWidget)
WHEEL = QEvent.Type.Wheel


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == WHEEL and isinstance(watched, FIELDS) and not watched.hasFocus():
            event.ignore()  # ignored and filtered: Qt hands it to the parents, up to the scroll area
            return True
        return False


_guard: WheelGuard | None = None


def _the_guard() -> WheelGuard:
    global _guard
    if _guard is None:
        _guard = WheelGuard()
    return _guard


def calm(field: W) -> W:
    """Make one combo box or spin box take the wheel only while it has the keyboard focus; gives
    the field back (``box = calm(QSpinBox(parent))``)."""
    if field.property(GUARDED):
        return field
    field.setProperty(GUARDED, True)
    if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field.installEventFilter(_the_guard())
    return field


def cover(contents: QWidget) -> None:
    """Calm every combo box and spin box inside ``contents``."""
    for kind in FIELDS:
        for field in contents.findChildren(kind):
            calm(field)


def guard(scroll: QAbstractScrollArea) -> None:
    """Calm the fields in a scroll area's contents (a ``QScrollArea``'s widget, else its viewport)."""
    contents = scroll.widget() if hasattr(scroll, "widget") else None
    cover(contents if isinstance(contents, QWidget) else scroll.viewport())


def _settle(field: QWidget) -> None:
    """A field made calm: Tab or a click gives it the focus, the wheel alone does not."""
    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field.setProperty(GUARDED, True)


def _wheel_if_focused(field: QWidget, event: QWheelEvent, take: Callable[[QWheelEvent], None]) -> None:
    """The wheel to the field while it has the keyboard focus, else on to the scroll area."""
    if field.hasFocus():
        take(event)
    else:
        event.ignore()


class CalmComboBox(WholeListBox):
    """A combo box that takes the wheel only while it has the keyboard focus (the wheel's Python
    call and nothing else)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _settle(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        _wheel_if_focused(self, event, super().wheelEvent)


class CalmWrappingBox(WrappingListBox):
    """A :class:`~ui.widgets.combo_popups.WrappingListBox` (its chosen entry wrapped whole in a
    narrow dock: "Пистолет Макарова", never "Пистолет Макаров") that takes the wheel only while it
    has the keyboard focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _settle(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        _wheel_if_focused(self, event, super().wheelEvent)


class CalmSpinBox(QSpinBox):
    """A spin box that takes the wheel only while it has the keyboard focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _settle(self)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        _wheel_if_focused(self, event, super().wheelEvent)
