"""A dialog's body in a scrolled area, the dialog within the screen and its buttons always in view.

A twdu Damage dialog in Russian grew to the bottom edge of a 1366×768 laptop's screen, its OK and
Cancel on the last rows of pixels: its form, hint and result each asked for the height their words
need.  :func:`scrolled_body` puts the body (everything above the buttons) in a frameless scrolled
area that asks for the whole height of its words while the screen has room for it, and no more
than the room the screen leaves once the buttons, the dialog's margins and its frame are counted:
past it, the body scrolls (Tab brings each field into view) and the buttons stay on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLayoutItem, QScrollArea, QWidget

from ui.widgets.placement import centre, keep_on_screen

#: the room kept between the dialog and the screen's top and bottom edges (a panel, a margin)
SCREEN_MARGIN = 48
#: a title bar's height when the window system has not said it yet (a dialog not shown)
TITLE_BAR = 32
#: the share of the screen's width a dialog grows to for its words: past it, its long lines wrap (a
#: Russian result line typed into grew the Damage dialog to the screen's whole width, key by key)
WIDEST_SHARE = 0.6
LOOK = (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.LayoutRequest)


def screen_height(widget: QWidget) -> int:
    """The available height of the screen ``widget`` opens on (its parent's screen), or the primary's."""
    screen = (widget.parentWidget() or widget).screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().height() if screen is not None else 768


class ScrolledBody(QObject):
    """The filter sizing the scrolled body (a child of the dialog it fits)."""

    queued = False
    placing = False

    def __init__(self, dialog: QWidget, area: QScrollArea) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.area = area

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if getattr(self, "dialog", None) is None:  # not yet made whole (an event while it is built)
            return False
        if watched is self.dialog and event.type() == QEvent.Type.Show:
            self.placing = True  # placed over its window's middle again once at its settled height
        if event.type() in LOOK and not self.queued:
            self.queued = True
            QTimer.singleShot(0, self, self.fit)  # once the layout has taken the change
        return False

    def room(self) -> int:
        """The most height the body may take: the screen's, less the buttons and margins below and
        above it in the dialog, the dialog's frame and the margin kept to the screen's edges."""
        frame = self.dialog.frameGeometry().height() - self.dialog.height() if self.dialog.isVisible() else 0
        around = 0
        layout = self.dialog.layout()
        if layout is not None:
            margins = layout.contentsMargins()
            around = margins.top() + margins.bottom()
            shown: list[QLayoutItem] = []
            for index in range(layout.count()):
                item = layout.itemAt(index)
                if item is not None and not item.isEmpty():
                    shown.append(item)
            around += max(layout.spacing(), 0) * max(len(shown) - 1, 0)
            around += sum(item.sizeHint().height() for item in shown if item.widget() is not self.area)
        return screen_height(self.dialog) - SCREEN_MARGIN - max(frame, TITLE_BAR) - around

    def need(self) -> int:
        """The height the body's words need at the area's width."""
        body = self.area.widget()
        if body is None:
            return 0
        width = self.area.viewport().width()
        layout = body.layout()
        if layout is not None and layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        return body.sizeHint().height()

    def widen(self, widest: int) -> None:
        """The dialog as wide as its body's fields and words need (within the screen): a dialog
        whose own least width is set does not take its layout's from Qt, and a body that grew once
        it was shown (a weapon's "d6×STR" typed: the dice to type, the unpicked attacker's note) ran
        past its right edge, its fields without their arrows and its lines cut."""
        layout = self.dialog.layout()
        if layout is None:
            return
        need = min(layout.totalMinimumSize().width(), widest)
        if self.dialog.width() < need:
            self.dialog.resize(need, self.dialog.height())
            keep_on_screen(self.dialog)

    def around_width(self) -> int:
        """The dialog's width beside its body: its layout's margins and its frame."""
        frame = self.dialog.frameGeometry().width() - self.dialog.width() if self.dialog.isVisible() else 0
        layout = self.dialog.layout()
        margins = layout.contentsMargins() if layout is not None else None
        return frame + (margins.left() + margins.right() if margins is not None else 0)

    def fit(self) -> None:
        self.queued = False
        body = self.area.widget()
        if body is not None:  # as wide as the body reads whole (and its scroll bar), within the screen
            bar = self.area.verticalScrollBar().sizeHint().width() if self.need() > self.room() else 0
            screen = (self.dialog.parentWidget() or self.dialog).screen()
            widest = screen.availableGeometry().width() - SCREEN_MARGIN if screen is not None else 1366
            # the words' wish (a wrapped label asks for its one long line) up to a share of the screen,
            # the fields' least width whatever it is (no field cut): past it the lines wrap
            wish = int((widest + SCREEN_MARGIN) * WIDEST_SHARE) - self.around_width()
            width = min(body.sizeHint().width() + bar, widest, max(wish, body.minimumSizeHint().width() + bar))
            if width != self.area.minimumWidth():
                self.area.setMinimumWidth(width)
            self.widen(widest)
        height = max(0, min(self.need(), self.room()))
        if height != self.area.minimumHeight():
            self.area.setMinimumHeight(height)  # the dialog grows to it, up to the screen's room
        edge = self.dialog.frameGeometry().height() - self.dialog.height() if self.dialog.isVisible() else 0
        most = screen_height(self.dialog) - SCREEN_MARGIN - max(edge, TITLE_BAR)
        if self.dialog.height() > most:  # taller than the screen's room: the body scrolls instead
            self.dialog.resize(self.dialog.width(), max(most, self.dialog.minimumHeight()))
        if self.placing and self.dialog.isVisible():
            self.placing = False
            centre(self.dialog)
            return
        screen = (self.dialog.parentWidget() or self.dialog).screen()
        if self.dialog.isVisible() and screen is not None:
            avail, frame = screen.availableGeometry(), self.dialog.frameGeometry()
            if frame.bottom() > avail.bottom():  # grown past the bottom: moved up, whole on the screen
                self.dialog.move(frame.left(), max(avail.top(), frame.top() - (frame.bottom() - avail.bottom())))
                frame = self.dialog.frameGeometry()
            if frame.right() > avail.right():  # grown past the right edge: moved left, whole on the screen
                self.dialog.move(max(avail.left(), frame.left() - (frame.right() - avail.right())), frame.top())


def scrolled_body(dialog: QWidget, body: QWidget) -> QScrollArea:
    """``body`` in a frameless scrolled area of ``dialog`` (to be added to its layout above its
    buttons), as tall as its words need within the screen's room."""
    area = QScrollArea(dialog)
    area.setObjectName("dialogBody")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(body)
    fits = ScrolledBody(dialog, area)
    area.setProperty("fitsBody", fits)  # kept with the area: its sizes live as long as the dialog
    dialog.installEventFilter(fits)
    body.installEventFilter(fits)
    return area
