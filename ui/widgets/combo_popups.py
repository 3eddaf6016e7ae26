"""A box's open list shows its entries whole.

Qt opens a box's list as wide as the box: in a narrow dock a long entry was cut ("Все персон…",
"Attack against a dodge or bl…").  Every box of the window is a :class:`WholeListBox`, which widens
its list as it opens to its longest entry (and its scroll bar), within the screen: moved left when
it would run off the right edge.  (A filter of the whole application's events did this before; it
cost a Python call for each of the ten thousand events of a start.)
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QComboBox, QWidget

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


class WholeListBox(QComboBox):
    """A box whose open list shows its entries whole (see the module's text): the list is widened
    as it opens, a Python call only then."""

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        super().showPopup()
        container = self.view().parentWidget()
        if container is not None:
            widen(container)
