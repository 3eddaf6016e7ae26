"""A box shows its entries whole: in its open list, and the chosen one in the box itself.

Qt opens a box's list as wide as the box: in a narrow dock a long entry was cut ("Все персон…",
"Attack against a dodge or bl…").  Every box of the window is a :class:`WholeListBox`, which widens
its list as it opens to its longest entry (and its scroll bar), within the screen: moved left when
it would run off the right edge.  (A filter of the whole application's events did this before; it
cost a Python call for each of the ten thousand events of a start.)

A closed box shows its chosen entry on one line, cut at the box's edge ("Disease (sickness r…",
"Enfermedad (tirada de enfermedad cor" in the dice dock's kind of roll at 1366×768).  A
:class:`WrappingListBox` wraps an entry wider than its text field on as many lines as it takes and
is that much taller (height for width, so the layout it stands in gives it the room); an entry that
fits is drawn by Qt as before.  It is for a box of long entries where a taller box costs nothing
that matters (the dice dock's kind of roll): elsewhere a wrapped box would push rows out of sight.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionMenuItem,
    QWidget,
)

#: the class of Qt's frame around an open box list
CONTAINER = "QComboBoxPrivateContainer"
#: how the chosen entry is laid out in the box when it takes more than one line
WRAPPED = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
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


class WrappingListBox(WholeListBox):
    """A :class:`WholeListBox` whose chosen entry wraps in the box rather than being cut, the box
    as tall as the lines it takes (see the module's text): for a box of long entries in a narrow
    dock, where the rows below may move down a line."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._one_line = self.sizePolicy().verticalPolicy()  # Qt's: a box one line high
        # another entry chosen may take another number of lines: the layout asks the height again
        self.currentIndexChanged.connect(lambda _=0: self.follow_lines())

    def text_field(self, width: int | None = None) -> QRect:
        """Where the box draws its chosen entry, for the box as wide as ``width`` (now: its width)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        if width is not None:
            option.rect = QRect(0, 0, width, super().sizeHint().height())
        return self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        ).adjusted(1, 0, -1, 0)

    def _wraps(self, field: QRect) -> bool:
        """Whether the chosen entry is wider than Qt's own text field (``field`` and the pixel each
        side it is drawn in): an entry Qt draws whole on one line is left to Qt."""
        text = self.currentText()
        return bool(text) and not self.isEditable() and self.fontMetrics().horizontalAdvance(text) > field.width() + 2

    def follow_lines(self) -> None:
        """A box whose chosen entry wraps may grow taller than one line (its height for its width);
        one that fits keeps Qt's fixed height.  Called again by one that sets the entry with the
        box's signals blocked (a form's band set by the distance typed)."""
        policy = self.sizePolicy()
        wanted = QSizePolicy.Policy.Minimum if self._wraps(self.text_field()) else self._one_line
        if policy.verticalPolicy() != wanted:
            policy.setVerticalPolicy(wanted)
            self.setSizePolicy(policy)  # the layout is asked again
        else:
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.follow_lines()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return not self.isEditable()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """One line's height, and the lines more the chosen entry takes wrapped at ``width``."""
        single = super().sizeHint().height()
        field = self.text_field(width)
        if not self._wraps(field):
            return single
        metrics = self.fontMetrics()
        wrapped = metrics.boundingRect(QRect(0, 0, max(field.width(), 1), 100_000), WRAPPED, self.currentText())
        return single + max(0, wrapped.height() - metrics.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        field = self.text_field()
        if not self._wraps(field) or not self.itemIcon(self.currentIndex()).isNull():
            super().paintEvent(event)
            return
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = ""  # the frame and the arrow as Qt draws them, the entry wrapped inside
        painter = QPainter(self)
        style = self.style()
        style.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option, painter, self)
        style.drawItemText(painter, field, WRAPPED, option.palette, self.isEnabled(), self.currentText(),
                           QPalette.ColorRole.ButtonText)
        painter.end()
