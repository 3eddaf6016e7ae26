"""A box's open list shows its entries whole.

Qt opens a box's list as wide as the box: in a narrow dock a long entry was cut ("Все персон…",
"Attack against a dodge or bl…").  Every box of the window is a :class:`WholeListBox`, which widens
its list as it opens to its longest entry (and its scroll bar), within the screen: moved left when
it would run off the right edge.  (A filter of the whole application's events did this before; it
cost a Python call for each of the ten thousand events of a start.)
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QStyle, QStyleOptionMenuItem, QWidget

#: the class of Qt's frame around an open box list
CONTAINER = "QComboBoxPrivateContainer"
#: the room an open list's entry leaves each side of its text, at least (pixels)
ITEM_PAD = 8


def entry_width(combo: QComboBox, index: int) -> int:
    """The width the open list's entry ``index`` needs to show its text whole."""
    view = combo.view()
    metrics = view.fontMetrics()
    text = combo.itemText(index)
    option = QStyleOptionMenuItem()
    option.initFrom(view)
    option.text = text
    option.menuItemType = QStyleOptionMenuItem.MenuItemType.Normal
    option.checkType = QStyleOptionMenuItem.CheckType.NotCheckable
    option.font = view.font()
    option.fontMetrics = metrics
    icon = combo.itemIcon(index)
    option.maxIconWidth = combo.iconSize().width() if not icon.isNull() else 0
    contents = QSize(metrics.horizontalAdvance(text) + option.maxIconWidth, metrics.height())
    drawn = combo.style().sizeFromContents(QStyle.ContentsType.CT_MenuItem, option, contents, combo).width()
    return max(drawn, contents.width() + 2 * ITEM_PAD)


def widen(container: QWidget) -> None:
    """``container`` (an open list's frame) at least as wide as the list's longest entry."""
    combo = container.parentWidget()
    view = container.findChild(QAbstractItemView)
    if not isinstance(combo, QComboBox) or view is None:
        return
    # each entry as the list draws it (a menu's item: its text beside the room for a check mark),
    # measured in the list's type; the view's own measure gave 120 px for every entry under the
    # theme, and "Aim (the shot at the round's end)" (250 px of text) was cut to "Aim (the shot a…"
    wanted = max([view.sizeHintForColumn(0), *(entry_width(combo, i) for i in range(combo.count()))])
    wanted += 2 * view.frameWidth()
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
