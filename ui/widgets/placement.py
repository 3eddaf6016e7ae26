"""A dialog placed over the middle of its window, whole on the screen, title bar included.

Qt centres a dialog on the size it has when shown; a form whose long labels wrap ("Очки
характеристик") settles taller or narrower afterwards, and a size taken before the labels wrapped
put the New campaign dialog at the screen's corner with its title bar off the top.  :func:`centre`
places it once its size is its own: its frame's middle on the window's middle, moved in as
little as needed to keep every edge on the screen's free area.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QStyle, QWidget


def frame_size(dialog: QWidget) -> tuple[int, int, int]:
    """The dialog's width and height with its frame, and the room to keep above it for a title
    bar the window system has not drawn yet (a title bar's height as the style draws one)."""
    frame, inner = dialog.frameGeometry(), dialog.geometry()
    if frame.size() == inner.size():  # no frame known (yet): keep room for a title bar
        return inner.width(), inner.height(), dialog.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    return frame.width(), frame.height(), 0


def centred(outer: QRect, screen: QRect, width: int, height: int) -> QPoint:
    """Where a frame of ``width`` × ``height`` goes: its middle on ``outer``'s middle, moved onto
    ``screen`` (its top-left corner first when it is larger than the screen)."""
    middle = outer.center()
    x = middle.x() - width // 2
    y = middle.y() - height // 2
    x = max(screen.left(), min(x, screen.left() + screen.width() - width))
    y = max(screen.top(), min(y, screen.top() + screen.height() - height))
    return QPoint(x, y)


def centre(dialog: QWidget) -> None:
    """Place ``dialog`` (a top-level window) over the middle of its parent's window, whole on the
    screen; over the middle of the screen when it has no parent."""
    dialog.adjustSize()
    parent = dialog.parentWidget()
    window = parent.window() if parent is not None else None
    screen = (window or dialog).screen().availableGeometry()
    width, height, title = frame_size(dialog)
    outer = window.frameGeometry() if window is not None and window.isVisible() else screen
    room = screen.adjusted(0, title, 0, 0)
    dialog.move(centred(outer, room, width, height))  # move() places a window's frame


def keep_on_screen(dialog: QWidget) -> None:
    """Move ``dialog`` (a top-level window, shown) in as little as needed to keep every edge on its
    screen's free area, title bar included: a dialog that grew (a longer line, more rows) past the
    screen's bottom would leave its last fields (the faces, OK) where only the mouse could bring
    them back."""
    if not dialog.isWindow() or not dialog.isVisible() or dialog.screen() is None:
        return
    screen = dialog.screen().availableGeometry()
    width, height, title = frame_size(dialog)
    room = screen.adjusted(0, title, 0, 0)
    frame = dialog.frameGeometry()
    x = max(room.left(), min(frame.x(), room.left() + room.width() - width))
    y = max(room.top(), min(frame.y(), room.top() + room.height() - height))
    if (x, y) != (frame.x(), frame.y()):
        dialog.move(QPoint(x, y))
