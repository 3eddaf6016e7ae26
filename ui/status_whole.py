"""The status bar's messages whole, beside its permanent fields, and its colour only with its alert.

A message the bar paints beside its permanent labels (the campaign, the ruleset, the session, the
round) gets what those leave, and those labels stay where they are, whole, whatever message is up
(they stepped aside for a long one: a long refusal hid the campaign, the session and the round on a
1366 px laptop).  A message that does not fit that room (on a 1366 px laptop in Spanish "No se
escribieron suficientes dados…" beside the labels) reads whole all the same: :class:`WholeOverlay`
shows it wrapped just above the bar, over the docks' bottom edge (in the bar's colours, red with an
alert), as long as it is up, and the bar's own room for it stays blank (it repeated it cut at "…"
under the whole text, the same words twice); the whole text is also the bar's tooltip.
The room is measured where the bar lays the labels out now: a label given its text a moment before
(a campaign just opened) counts at its new width, not the empty one it had ("Abierto
gridlimbs.deadwatch (en …/Deadwatc" was painted beside labels that had not been laid out yet); a
label shown while a message is up (the blackout's, at the first B) takes its room, and the message
goes above the bar if it no longer fits beside it.
A message naming a folder keeps its last folders whole after "…" in what is left
(:func:`readable_folder`), and :meth:`WholeMessages.whole_in_tooltip` puts the path whole in the
bar's tooltip while the message is up.  The bar never grows a line (it grew and pushed every dock
up by one, the panels jumping under the GM's eyes at a long refusal), and an alert is never left cut
at "…" (a tooltip is out of reach of the keys).

An alert paints the bar red (:meth:`ui.window_status.WindowStatus.show_alert`); the red goes with
the alert's text, whoever clears it (its time out, another message, another campaign), so an empty
red bar never stays behind.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QStyle, QStyleOption, QWidget

#: the bar's own margins and the size grip, besides the text (px)
MARGIN = 24
#: the alert's colours, the bar's and its overlay's (:meth:`ui.window_status.WindowStatus.show_alert`)
ALERT_STYLE = "background: #8b1e1e; color: white; font-weight: bold;"
#: where QStatusBar paints its message: from this far from its left edge to this far before its
#: first permanent widget (or 12 px before its right edge)
LEFT, BEFORE, RIGHT = 6, 2, 12


def readable_folder(folder: str, metrics: QFontMetrics, room: int) -> str:
    """``folder`` whole when it fits ``room`` pixels; else its last folders whole after "…"
    ("…/Deadwatch/demos", at least "…/demos": a cut that reads as one, where "/tmp/fe…h/demos" read as
    a broken path); "" when not even its own name fits (the message goes without it, its tooltip has
    the path whole)."""
    if metrics.horizontalAdvance(folder) <= room:
        return folder
    stripped = folder.rstrip("/\\")
    parts = re.split(r"(?=[/\\])", stripped)  # "/home", "/gm", …, "/Deadwatch" (each with its separator)
    if len(parts) < 2 or not parts[-1].strip("/\\"):
        return ""
    shown = ""
    for count in range(1, len(parts)):
        tail = "…" + "".join(parts[-count:])
        if metrics.horizontalAdvance(tail) > room:
            break
        shown = tail
    return shown


class WholeOverlay(QLabel):
    """A message longer than the status bar, whole: wrapped just above the bar, as wide as it, over
    the docks' bottom edge (the docks do not move); it takes no focus and lets the mouse through to
    what lies under it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("statusWhole")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setContentsMargins(LEFT, 3, RIGHT, 3)
        self.setAutoFillBackground(True)  # (the docks' edge under it never shows through)
        self.hide()

    def say(self, text: str, alert: bool) -> None:
        """``text``, red as the bar with an ``alert``; else in the bar's colours (the theme gives the
        overlay the bar's own: resources/themes)."""
        self.setStyleSheet(f"QLabel#statusWhole {{ {ALERT_STYLE} }}" if alert else "")
        self.setText(text)

    def place(self, bar: QStatusBar) -> None:
        """Just above ``bar`` (a child of the same window), as wide as it, on top of the docks."""
        self.ensurePolished()  # (measured in the theme's type: before its first showing, in Qt's)
        width = bar.width()
        height = self.heightForWidth(width)
        self.setGeometry(bar.x(), max(0, bar.y() - height), width, min(height, bar.y()))
        self.raise_()


class WholeMessages(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.alert = ""  # the alert's text while the bar is red
        self.tooltips: dict[str, str] = {}  # a message shortened -> its words whole, for the tooltip
        self.wrapped = ""  # the message up, longer than the bar: whole above it, not on the bar
        self.overlay: WholeOverlay | None = None  # made with the first such message
        self._laying = False
        bar.messageChanged.connect(self._message)
        # a label shown while a message is up (the blackout's, at the first B) takes its room: the
        # message goes above the bar then, or "Opened twdu.deadwatch" was cut under it
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.bar and event.type() == QEvent.Type.Paint and self.wrapped:
            if self.wrapped == self.bar.currentMessage():
                self._paint_wrapped()
                return True
            self._unwrap()
        if (watched is self.bar and event.type() in (QEvent.Type.Resize, QEvent.Type.Move)
                and self.overlay is not None and self.overlay.isVisible()):
            self.overlay.place(self.bar)  # the window resized: the message above the bar still
        if watched is self.bar and event.type() == QEvent.Type.Hide and self.overlay is not None:
            self.overlay.hide()
        if watched is self.bar and event.type() == QEvent.Type.LayoutRequest and not self._laying:
            self._laying = True
            try:
                self._make_room(self.bar.currentMessage())
            finally:
                self._laying = False
        return False

    def whole_in_tooltip(self, message: str, whole: str) -> None:
        """While ``message`` is up, the bar's tooltip is ``whole`` (a folder named by its end only)."""
        self.tooltips = {message: whole}

    def alerting(self, text: str) -> None:
        """The bar is about to show the alert ``text`` in red."""
        self.alert = text

    def room(self) -> int:
        """The width the bar leaves for a message beside the permanent labels shown, as the bar
        lays them out with their texts of now."""
        bar = self.bar
        if not bar.isVisible():  # not laid out: the labels' wishes
            taken = sum(w.sizeHint().width() + 6 for w in self._permanent() if not w.isHidden())
            return bar.width() - taken - MARGIN
        layout = bar.layout()
        if layout is not None:
            layout.activate()  # a label given a new text a moment ago: at its new width now
        right = bar.width() - RIGHT
        grip = bar.findChild(QSizeGrip)
        if grip is not None and grip.isVisible():
            right = min(right, grip.x() - BEFORE)
        # every permanent widget shown bounds it, also those that never step aside (the turn
        # timer's label, left of the campaign's: the message was cut at it, "…hidden from the pla")
        shown = [w for w in self._permanent() if w.isVisible()]
        if shown:
            right = min(right, min(w.x() for w in shown) - BEFORE)
        return right - LEFT

    def _permanent(self) -> list[QWidget]:
        """The bar's permanent widgets (its own message label and size grip aside)."""
        return [w for w in self.bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]

    def _message(self, text: str) -> None:
        if text != self.alert and self.alert:
            self.alert = ""
            self.bar.setStyleSheet("")  # the alert is gone: so is its red
        # a message shortened (maybe with more said after it) shows its words whole on the mouse
        self.bar.setToolTip(next((text.replace(short, whole) for short, whole in self.tooltips.items()
                                  if short in text), text))
        self._unwrap()
        self._make_room(text)

    def _make_room(self, text: str) -> None:
        """When ``text`` (the message up) does not fit beside the permanent labels, the overlay shows
        it whole above the bar, and the bar nothing of it; the labels stay whole where they are."""
        if (not text or self.bar.fontMetrics().horizontalAdvance(text) <= self.room()
                or not self.bar.isVisible()):
            self._unwrap()  # (a bar not laid out yet measures its room from guesses: not wrapped on them)
            return
        if text != self.wrapped:
            self.wrapped = text
            self.bar.update()
            self._show_whole(text)

    def _show_whole(self, text: str) -> None:
        window = self.bar.parentWidget()
        if window is None:
            return
        if self.overlay is None:
            self.overlay = WholeOverlay(window)
        self.overlay.say(text, alert=bool(self.alert) and text == self.alert)
        self.overlay.place(self.bar)
        self.overlay.show()

    def _unwrap(self) -> None:
        if self.wrapped:
            self.wrapped = ""
            self.bar.update()
        if self.overlay is not None and self.overlay.isVisible():
            self.overlay.hide()

    def _paint_wrapped(self) -> None:
        """The bar's panel alone, nothing of the message on it: the overlay just above shows it whole
        (the bar repeated it cut at "…" under the whole text, the same words twice)."""
        bar = self.bar
        painter = QPainter(bar)
        option = QStyleOption()
        option.initFrom(bar)
        bar.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, bar)
        painter.end()
