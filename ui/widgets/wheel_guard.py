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

:func:`guard` watches a scroll area's contents: the fields there now, and the fields added later
(a form built again for another roll, a round's spin boxes), found again whenever the contents'
layout changes.  The filter is one object per application, installed on each field and on each
watched contents widget, and does nothing for any other event.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

#: the dynamic property that marks a field (or a contents widget) already watched
GUARDED = "wheelGuarded"
FIELDS = (QComboBox, QAbstractSpinBox)
WHEEL = QEvent.Type.Wheel
#: a contents widget's events after which its fields are looked for again
LOOK_AGAIN = (QEvent.Type.LayoutRequest, QEvent.Type.ChildAdded, QEvent.Type.Show)


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == WHEEL:
            if isinstance(watched, FIELDS) and not watched.hasFocus():
                event.ignore()  # ignored and filtered: Qt hands it to the parents, up to the scroll area
                return True
            return False
        if kind in LOOK_AGAIN and watched.property(GUARDED) == "contents":
            cover(watched)  # type: ignore[arg-type]
        return False


_guard: WheelGuard | None = None


def _the_guard() -> WheelGuard:
    global _guard
    if _guard is None:
        _guard = WheelGuard()
    return _guard


def calm(field: QWidget) -> None:
    """Make one combo box or spin box take the wheel only while it has the keyboard focus."""
    if field.property(GUARDED):
        return
    field.setProperty(GUARDED, "field")
    if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field.installEventFilter(_the_guard())


def cover(contents: QWidget) -> None:
    """Calm every combo box and spin box inside ``contents``."""
    for kind in FIELDS:
        for field in contents.findChildren(kind):
            calm(field)


def watch(contents: QWidget) -> None:
    """Calm the fields inside ``contents`` now and whenever fields are added to it."""
    if contents.property(GUARDED) != "contents":
        contents.setProperty(GUARDED, "contents")
        contents.installEventFilter(_the_guard())
    cover(contents)


def guard(scroll: QAbstractScrollArea) -> None:
    """Watch a scroll area's contents (a ``QScrollArea``'s widget, else its viewport)."""
    contents = scroll.widget() if hasattr(scroll, "widget") else None
    watch(contents if isinstance(contents, QWidget) else scroll.viewport())
