"""The dice dock's width beside the map: how narrow the map may make it, and its room taken back;
and the height a compact roll's setup needs.

The map takes its room from the columns beside it, each down to its floor (:mod:`ui.docks.column_room`);
the dice dock's floor is its form's narrowest with its edges and scroll bar (:func:`least_width`).
Its form changes with the roller and the kind of roll (a shot's form is wider than a pick-up's): when
the form shown needs more than the dock has, the dock takes that back from its neighbours at once,
so the roll never scrolls sideways (:class:`DiceRoom`).

A roll whose kind lays its form out compact (``RollKind.compact``: AFMBE's attack) is read from its
kind of roll down to Roll at one glance: where the dock's view is shorter than that (the default
layout's dice under the tension dial on a 1366×768 laptop), the dock takes the height it lacks from
the docks above and below it in its column, the tallest first, each down to its least height
(:func:`heighten`), and the GM no longer scrolls between a field he changed and its odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from ui.docks.column_room import widen

if TYPE_CHECKING:
    from ui.docks.dice_dock import DiceDock


def least_width(dock: DiceDock) -> int:
    """The narrowest ``dock`` may be made with nothing in it scrolled sideways: its form's narrowest,
    with the dock's and the scroll area's edges and its scroll bar."""
    scroll = dock.roll_scroll
    edges = max(0, dock.width() - scroll.width()) + 2 * scroll.frameWidth()
    return dock.body.minimumSizeHint().width() + edges + scroll.verticalScrollBar().sizeHint().width()


class DiceRoom(QObject):
    """Watches the dock's form: one that needs more than the dock has takes its room back."""

    def __init__(self, dock: DiceDock) -> None:
        super().__init__(dock)
        self.dock = dock
        self.pending = False
        dock.body.installEventFilter(self)  # its form changed
        dock.roll_scroll.viewport().installEventFilter(self)  # the dock narrowed (the window laid out anew)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # Tab in a compact roll's setup keeps all of it in view
            app.focusChanged.connect(self._focus_moved)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.keep_whole)  # not once the dock is gone
        return False

    def keep_whole(self) -> None:
        self.pending = False
        dock = self.dock
        if dock.isFloating() or not dock.isVisible() or dock.visibleRegion().isEmpty():
            return
        grow = least_width(dock) - dock.width()
        if grow > 0:
            widen(dock, grow)
        kind = dock.forms.kind()
        if kind is not None and kind.compact and dock.roll_button.isVisible():
            heighten(dock, setup_height(dock) - dock.roll_scroll.viewport().height())
            if self._on_setup(QApplication.focusWidget()):
                # not over a result the GM reads (the view went down to it); also when the dock was
                # tall already: a new turn's view, scrolled for the shorter form, hid the kind of roll
                self.setup_in_view()

    def _on_setup(self, focus: QWidget | None) -> bool:
        """Whether the GM is at the roll's setup: the focus on one of its inputs (from the kind of
        roll down to Roll), or out of the dock while no result shows."""
        dock = self.dock
        body = dock.body
        if focus is None or not body.isAncestorOf(focus):
            return dock.result_view.isHidden()
        top = dock.kind_combo.mapTo(body, QPoint(0, 0)).y()
        bottom = dock.roll_button.mapTo(body, QPoint(0, 0)).y() + dock.roll_button.height()
        return top <= focus.mapTo(body, QPoint(0, 0)).y() <= bottom

    def _focus_moved(self, _old: QWidget | None, now: QWidget | None) -> None:
        """The focus came to an input of a compact roll's setup: the view, which the scroll area
        moved to show it with 50 pixels round it (Roll went under the edge), shows the setup whole
        again where it fits."""
        try:
            kind = self.dock.forms.kind()
        except RuntimeError:  # the dock being destroyed: its kind of roll gone before this room
            return
        if now is not None and kind is not None and kind.compact and self.dock.body.isAncestorOf(now) \
                and self._on_setup(now):
            QTimer.singleShot(0, self, self.setup_in_view)  # after the scroll area's own move

    def setup_in_view(self) -> None:
        """The view moved, where it must, to show the kind of roll down to Roll where they fit (the
        dock made taller for them kept the view where the shorter one had scrolled it; Tab moved it
        to show an input with room round it)."""
        dock = self.dock
        body, bar = dock.body, dock.roll_scroll.verticalScrollBar()
        top = dock.kind_combo.mapTo(body, QPoint(0, 0)).y() - MARGIN
        bottom = dock.roll_button.mapTo(body, QPoint(0, 0)).y() + dock.roll_button.height() + MARGIN
        seen = dock.roll_scroll.viewport().height()
        if bottom - top <= seen and (top < bar.value() or bottom > bar.value() + seen):
            bar.setValue(top if top < bar.value() else bottom - seen)


def setup_height(dock: DiceDock) -> int:
    """The height from the kind of roll down to Roll, with a margin above and below."""
    body = dock.body
    layout = body.layout()
    for _ in range(3):  # the compact form puts its rows again for the width it is given: laid out anew
        if layout is not None:
            layout.activate()
    top = dock.kind_combo.mapTo(body, QPoint(0, 0)).y()
    bottom = dock.roll_button.mapTo(body, QPoint(0, 0)).y() + dock.roll_button.height()
    return bottom - top + 2 * MARGIN


#: the pixels kept above the kind of roll and under Roll when the dock is made taller for them
MARGIN = 4


def heighten(dock: QDockWidget, grow: int) -> int:
    """Make ``dock`` (docked) up to ``grow`` px taller, the height taken from the docks above and
    below it in its column (those shown), the tallest first, each down to its least height: the
    pixels it grew by."""
    window = dock.parentWidget()
    if grow <= 0 or not isinstance(window, QMainWindow) or dock.isFloating():
        return 0
    others = [other for other in window.findChildren(QDockWidget)
              if other is not dock and not other.isFloating() and other.isVisible()
              and not other.visibleRegion().isEmpty() and abs(other.x() - dock.x()) < 8
              and abs(other.width() - dock.width()) < 8
              # not from a dock lent room for a question (the tension meter asking why: row_room)
              and getattr(other, "room_loan", None) is None]
    if not others:
        return 0
    start = dock.height()
    for _ in range(4):  # the window may lay the docks out a few pixels off what was asked: asked again
        left = grow - (dock.height() - start)
        heights = [other.height() for other in others]
        given = 0
        for index in sorted(range(len(others)), key=lambda i: -heights[i]):
            if given >= left:
                break
            floor = max(others[index].minimumSizeHint().height(), others[index].minimumHeight())
            lower = max(heights[index] - (left - given), floor)
            given += max(0, heights[index] - lower)
            heights[index] = min(heights[index], lower)
        if given <= 0:
            break
        window.resizeDocks(others, heights, Qt.Orientation.Vertical)  # the dock takes what they leave
        layout = window.layout()
        if layout is not None:
            layout.activate()  # laid out now: what it took is measured, and the view follows at once
    return dock.height() - start
