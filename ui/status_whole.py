"""The status bar's messages beside its permanent fields, on the bar's one line, and its colour only
with its alert.

A message the bar paints beside its permanent labels (the campaign, the ruleset, the session, the
round) gets what those leave, and those labels stay where they are, whatever message is up (they
stepped aside for a long one: a long refusal hid the campaign, the session and the round on a
1366 px laptop).  A message that does not fit that room is painted on the bar's one line up to
its last whole word and "…" (never cut mid-word), and read whole on the mouse (the bar's tooltip)
and, for an action, in the session log.  It was shown wrapped in a band just above the bar, over
the docks' bottom edge: the band hid the docks' tab rows («Dados / Horda / Munición», «Registro
de la sesión / Historial») for as long as the message was up, two lines of a dice hint hiding
more, and the GM took it for a bar grown taller.  Nothing is laid over the docks now, and the
bar keeps its height whatever it says.
The room is measured where the bar lays the labels out now: a label given its text a moment before
(a campaign just opened) counts at its new width, not the empty one it had ("Abierto
gridlimbs.deadwatch (en …/Deadwatc" was painted beside labels that had not been laid out yet); a
label shown while a message is up (the blackout's, at the first B) takes its room.
A message naming a folder keeps its last folders whole after "…" in what is left
(:func:`readable_folder`), and :meth:`WholeMessages.whole_in_tooltip` puts the path whole in the
bar's tooltip while the message is up.

An alert paints the bar red (:meth:`ui.window_status.WindowStatus.show_alert`); the red goes with
the alert's text, whoever clears it (its time out, another message, another campaign), so an empty
red bar never stays behind.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QStyle, QStyleOption, QWidget

#: the bar's own margins and the size grip, besides the text (px)
MARGIN = 24
#: the alert's colours (:meth:`ui.window_status.WindowStatus.show_alert`)
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


def word_elided(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` whole when it fits ``room`` pixels, else up to its last word that fits and "…"
    (a single word too long for the room: cut with "…")."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = " ".join(text.split()).split(" ")
    while len(words) > 1:
        words.pop()
        shown = " ".join(words).rstrip(",:;·—-") + "…"
        if metrics.horizontalAdvance(shown) <= room:
            return shown
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room))


class WholeMessages(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.alert = ""  # the alert's text while the bar is red
        self.tooltips: dict[str, str] = {}  # a message shortened -> its words whole, for the tooltip
        self.wrapped = ""  # the message up, longer than its room: painted to its last whole word
        self._laying = False
        bar.messageChanged.connect(self._message)
        # a label shown while a message is up (the blackout's, at the first B) takes its room: the
        # message is painted to its last whole word then, or "Opened twdu.deadwatch" was cut under it
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.bar and event.type() == QEvent.Type.Paint and self.wrapped:
            if self.wrapped == self.bar.currentMessage():
                self._paint_wrapped()
                return True
            self._unwrap()
        if watched is self.bar and event.type() == QEvent.Type.Resize and self.bar.currentMessage():
            self._make_room(self.bar.currentMessage())  # the window resized: the message's room with it
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
        """When ``text`` (the message up) does not fit beside the permanent labels, the bar paints it
        to its last whole word and "…" (its whole words in the bar's tooltip); the labels stay whole
        where they are, and nothing is laid over the docks."""
        if (not text or self.bar.fontMetrics().horizontalAdvance(text) <= self.room()
                or not self.bar.isVisible()):
            self._unwrap()
            return
        if text != self.wrapped:
            self.wrapped = text
        self.bar.update()

    def shown(self) -> str:
        """The message as the bar paints it now (whole, or to its last whole word and "…")."""
        text = self.bar.currentMessage()
        if not text or not self.wrapped or self.wrapped != text:
            return text
        return word_elided(text, self.bar.fontMetrics(), self.room())

    def _unwrap(self) -> None:
        if self.wrapped:
            self.wrapped = ""
            self.bar.update()

    def _paint_wrapped(self) -> None:
        """The bar as Qt paints it (its panel, its widgets' frames), the message to its last whole word."""
        bar = self.bar
        painter = QPainter(bar)
        option = QStyleOption()
        option.initFrom(bar)
        bar.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, bar)
        for widget in self._permanent():
            if widget.isVisible():
                frame = QStyleOption()
                frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = bar.palette()
                frame.state = QStyle.StateFlag.State_None
                bar.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget)
        room = self.room()
        painter.setPen(bar.palette().windowText().color())
        flags = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
        painter.drawText(QRect(LEFT, 0, max(0, room), bar.height()), int(flags),
                         word_elided(self.wrapped, bar.fontMetrics(), room))
        painter.end()
