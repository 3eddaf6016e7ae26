"""A box's open list shows its entries whole.

Qt opens a box's list as wide as the box: in a narrow dock a long entry was cut ("Все персон…",
"Attack against a dodge or bl…").  :class:`WholePopups`, one for the application, widens each list
as it opens to its longest entry (and its scroll bar), within the screen: moved left when it would
run off the right edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QWidget

#: the class of Qt's frame around an open box list
CONTAINER = "QComboBoxPrivateContainer"


def widen(container: QWidget) -> None:
    """``container`` (an open list's frame) at least as wide as the list's longest entry."""
    combo = container.parentWidget()
    view = container.findChild(QAbstractItemView)
    if not isinstance(combo, QComboBox) or view is None:
        return
    wanted = view.sizeHintForColumn(0) + 2 * view.frameWidth()
    if combo.count() > combo.maxVisibleItems():
        wanted += view.verticalScrollBar().sizeHint().width()
    margins = container.contentsMargins()
    wanted += margins.left() + margins.right()
    if container.width() >= wanted:
        return
    geometry = container.geometry()
    screen = container.screen().availableGeometry() if container.screen() is not None else None
    geometry.setWidth(min(wanted, screen.width()) if screen is not None else wanted)
    if screen is not None and geometry.right() > screen.right():
        geometry.moveRight(screen.right())
    container.setGeometry(geometry)


class WholePopups(QObject):
    """Widens every box's list of the application as it opens (see the module's text)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and watched.inherits(CONTAINER) and isinstance(watched, QWidget):
            widen(watched)
        return False


def install() -> None:
    """One :class:`WholePopups` for the application (a second window shares it)."""
    app = QApplication.instance()
    if app is None or app.findChild(WholePopups) is not None:
        return
    app.installEventFilter(WholePopups(app))
