"""A panel's heading that stays in sight over what its scroll area scrolls.

The swarm panel's view scrolls to the field the GM works in (the typed dice, the picks after a lost
round), and on a 1366×768 laptop its heading, the Swarm Threat the whole fight turns on, was then
always above the view's top edge.  :class:`PinnedHeading` keeps a label in a band the scroll area
leaves above its view (its viewport margins): the label is as tall as its text wraps to at the
view's width, and the view starts under it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget


class PinnedHeading(QObject):
    """Keeps ``label`` above ``scroll``'s view, the width of the view (a child of the scroll area)."""

    def __init__(self, scroll: QScrollArea, label: QLabel) -> None:
        super().__init__(scroll)
        self.scroll = scroll
        self.label = label
        label.setParent(scroll)
        self._height = -1
        #: the lines never left half cut under the heading (:meth:`keep_whole`)
        self._whole: list[QWidget] = []
        for watched in (scroll, scroll.viewport(), label):
            watched.installEventFilter(self)

    def keep_whole(self, *lines: QWidget) -> None:
        """``lines`` (of the view's widget) never half cut at the view's top, right under the heading:
        a view scrolled to a field below left «Бой с роем, раунд 1» cut in half under «Угроза роя 5»,
        as if the heading covered it.  The view scrolls on past such a line (or back to it, at its end)."""
        if not self._whole:
            self.scroll.verticalScrollBar().valueChanged.connect(self._whole_lines)
        self._whole.extend(lines)

    def _whole_lines(self, value: int) -> None:
        body = self.scroll.widget()
        bar = self.scroll.verticalScrollBar()
        if body is None:
            return
        for line in self._whole:
            if line.isHidden() or not body.isAncestorOf(line):
                continue
            top = line.mapTo(body, QPoint(0, 0)).y()
            bottom = top + line.height()
            if top < value < bottom:  # half cut under the heading
                bar.setValue(bottom if bottom <= bar.maximum() else top)
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in _PLACES:
            self.place()
        return False

    def place(self) -> None:
        """The band as tall as the label's text at the view's width; the label in it."""
        label, view = self.label, self.scroll.viewport()
        width = view.width()
        height = label.heightForWidth(width) if label.hasHeightForWidth() else label.sizeHint().height()
        height = 0 if label.isHidden() or width <= 0 else max(0, height)
        if height != self._height:
            self._height = height
            self.scroll.setViewportMargins(0, height, 0, 0)
        top = view.geometry().top() - height
        if label.geometry().getRect() != (view.x(), top, width, height):
            label.setGeometry(view.x(), top, width, height)


#: what may change the band's height or width: a resize, a new text, font or style
_PLACES = frozenset(
    {
        QEvent.Type.Resize,
        QEvent.Type.Show,
        QEvent.Type.LayoutRequest,
        QEvent.Type.FontChange,
        QEvent.Type.StyleChange,
    }
)
