"""A row of buttons that wraps onto the next line when its dock is too narrow for it.

A dock in the middle column of a 1366-pixel laptop screen is about 400 pixels wide: six buttons in
one row (Fire, Fire…, Reload, Found…, Give…, Empty…) would be cut off or need a scroll bar.  In a
``FlowLayout`` they fill the line and go on below, each at its natural width, and the layout asks
for the height its lines need (``heightForWidth``), so the widgets under it move down.
A widget with the property ``flowShrinks`` (a typed-dice field, whose hint fits itself to its
width) takes the rest of its line down to its minimum width rather than start a line of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._heights: dict[int, int] = {}  # width → height, until the layout is invalidated
        self._hints: list[QSize] | None = None  # the shown items' size hints, likewise
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    # ------------------------------------------------------------------ QLayout
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        if not 0 <= index < len(self._items):
            return None
        self.invalidate()
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """Qt asks this several times per layout pass with the same width: it is kept."""
        self._item_hints()  # an item hidden or shown since: the heights measured again
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._place(QRect(0, 0, width, 0), move=False)
        return height

    def invalidate(self) -> None:
        self._heights.clear()
        self._hints = None
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """All on one line."""
        hints = self._item_hints()
        width = sum(hint.width() for hint in hints) + self._spacing * max(0, len(hints) - 1)
        height = max((hint.height() for hint in hints), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802
        """As narrow as the widest button (a ``flowShrinks`` widget: as its minimum width)."""
        size = QSize()
        for item in self._shown():
            least = item.minimumSize()  # a button whose text wraps (ui.widgets.wrap_button): its widest word
            widget = item.widget()
            if widget is not None and widget.property("flowShrinks"):
                pass  # down to its own minimum (a typed-dice field's full hint made a dock scroll sideways)
            elif not item.hasHeightForWidth():
                least = least.expandedTo(item.sizeHint().boundedTo(item.maximumSize()))
            size = size.expandedTo(least)
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    # ------------------------------------------------------------------ placing
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _item_hints(self) -> list[QSize]:
        shown = self._shown()
        if self._hints is None or len(self._hints) != len(shown):  # an item hidden or shown meanwhile
            self._hints = [item.sizeHint() for item in shown]
            self._heights.clear()
        return self._hints

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in lines within ``rect`` (moving them if ``move``); the height used."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        x, y, line = area.x(), area.y(), 0
        right, room = area.right() + 1, area.width()
        for item, hint in zip(self._shown(), self._item_hints(), strict=True):
            width = min(hint.width(), room)
            if x > area.x() and x + width > right:  # past the edge: shrunk to the line's rest, or a new line
                widget = item.widget()
                if widget is not None and widget.property("flowShrinks") and x + item.minimumSize().width() <= right:
                    width = right - x
                else:
                    x, y, line = area.x(), y + line + self._spacing, 0
            height = _height_for(item, width) if item.hasHeightForWidth() else hint.height()
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, height)))
            x += width + self._spacing
            line = max(line, height)
        return y + line - rect.y() + margins.bottom()


def _height_for(item: QLayoutItem, width: int) -> int:
    """The item's height at ``width``: a widget's own answer (a wrapping button's, a line at the
    least), not its inner layout's, which Qt asks in its place and which knew no such least height."""
    widget = item.widget()
    if widget is not None and widget.hasHeightForWidth():
        return max(widget.heightForWidth(width), item.heightForWidth(width))
    return item.heightForWidth(width)
