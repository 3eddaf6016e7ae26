"""A row of buttons that wraps onto the next line when its dock is too narrow for it.

A dock in the middle column of a 1366-pixel laptop screen is about 400 pixels wide: six buttons in
one row (Fire, Fire…, Reload, Found…, Give…, Empty…) would be cut off or need a scroll bar.  In a
``FlowLayout`` they fill the line and go on below, each at its natural width, and the layout asks
for the height its lines need (``heightForWidth``), so the widgets under it move down.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    # ------------------------------------------------------------------ QLayout
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """All on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802
        """As narrow as the widest button."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize().expandedTo(item.sizeHint().boundedTo(item.maximumSize())))
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    # ------------------------------------------------------------------ placing
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in lines within ``rect`` (moving them if ``move``); the height used."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        x, y, line = area.x(), area.y(), 0
        for item in self._shown():
            hint = item.sizeHint()
            width = min(hint.width(), area.width())
            if x > area.x() and x + width > area.right() + 1:  # past the edge: a new line
                x, y, line = area.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + margins.bottom()

