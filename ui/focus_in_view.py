"""The widget with the focus is always in view, in every scrolled area of the window.

A dock's form scrolls when the window is small (a laptop's 1366×768): Tab brings each field into
view (Qt's own QScrollArea does), but a key that sends the focus straight to a field did not:
Ctrl+Shift+D gave the dice dock's "Kind of roll" the focus and left it scrolled off the top, and
the next field to type into after a roll could sit below the view.  :class:`FocusInView`, made once
by the main window, follows every focus change of the application: the new focus widget's scrolled
areas (the nearest first, then the ones around it) scroll the least that shows it whole (or its top
part, when it is taller than the view); a widget already whole in view is left where it is.  It
scrolls again once the events waiting are done, as a dock raised by the same key gets its size."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QScrollArea, QWidget

#: the room left around the widget scrolled to, in pixels
MARGIN = 6


def scroll_areas(widget: QWidget) -> list[QScrollArea]:
    """The scrolled areas ``widget`` is inside (in their scrolled contents), the nearest first."""
    found: list[QScrollArea] = []
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            inner = parent.widget()
            if inner is not None and inner.isAncestorOf(widget):
                found.append(parent)
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return found


def whole_in_view(scroll: QScrollArea, widget: QWidget) -> bool:
    """Whether all of ``widget`` shows in ``scroll``'s view."""
    view = scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def bring_into_view(widget: QWidget) -> None:
    """Scroll each area ``widget`` is inside, the nearest first, to show it whole."""
    if not widget.isVisible():
        return
    for scroll in scroll_areas(widget):
        view = scroll.viewport()
        if widget.width() > view.width() or widget.height() > view.height():
            continue  # a table larger than the view cannot show whole: moving to it would hide what is beside it
        if not whole_in_view(scroll, widget):
            scroll.ensureWidgetVisible(widget, MARGIN, MARGIN)


class FocusInView(QObject):
    """Scrolls each widget that takes the focus into view (see the module's words)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, now: QWidget | None) -> None:
        # a field or a button; a list or a table keeps its own place (it scrolls its rows itself)
        if now is None or isinstance(now, QAbstractItemView) or not scroll_areas(now):
            return
        bring_into_view(now)
        QTimer.singleShot(0, self, lambda: self._again(now))

    @staticmethod
    def _again(widget: QWidget) -> None:
        if QApplication.focusWidget() is widget:
            bring_into_view(widget)


def keep_in_view(field: QWidget) -> None:
    """The focus in ``field``, scrolled into view now and again once a refusal line above it has
    scrolled its dock to the line (:meth:`ui.docks.refusal_line.RefusalLine.reveal`, after a layout):
    the GM corrects what was refused where it is."""
    field.setFocus(Qt.FocusReason.OtherFocusReason)
    bring_into_view(field)
    QTimer.singleShot(0, field, lambda: bring_into_view(field) if field.hasFocus() else None)
