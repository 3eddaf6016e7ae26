"""The status bar's messages beside its permanent fields, on the bar's one line, and its colour only
with its alert.

A message the bar paints beside its permanent labels (the campaign, the ruleset, the session, the
round) gets what those leave, and those labels stay where they are, whatever message is up (they
stepped aside for a long one: a long refusal hid the campaign, the session and the round on a
1366 px laptop).  The bar keeps one height always (:data:`MAX_LINES` lines), a message up or none,
so no dock above it moves when a message comes or goes (it grew to four lines for a long one and
back to one ~5 s later: the roster's last row went blank, the fight list's rows were cut, the map
shrank).  A message longer than its lines ends at its last whole word and "…", whole in the bar's
tooltip, an action's in the session log and a refusal's in the red line of the dock the GM acts
from; after its "…" the bar names the key that reads it whole by keys (:meth:`WholeMessages.more`:
"Ctrl+M reads it whole", View → Status messages…: the tooltip needs the mouse).  Nothing is laid
over the docks.
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

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QStyle, QStyleOption, QWidget

from ui import keymap

#: the bar's own margins and the size grip, besides the text (px)
MARGIN = 24
#: the alert's colours (:meth:`ui.window_status.WindowStatus.show_alert`)
ALERT_STYLE = "background: #8b1e1e; color: white; font-weight: bold;"
#: where QStatusBar paints its message: from this far from its left edge to this far before its
#: first permanent widget (or 12 px before its right edge)
LEFT, BEFORE, RIGHT = 6, 2, 12
#: the lines the bar always keeps for a message, and the room above and under them (px): the bar is
#: this tall whether a message is up or not, so no dock above it ever moves for one.  One line: a
#: second (15 px more) took a roster row and a fight row from Russian and Spanish on a 1366×768 laptop
MAX_LINES, PAD = 1, 1
#: between a cut message's "…" and the key that reads it whole
GAP = "   "


def wrapped_lines(text: str, metrics: QFontMetrics, room: int, most: int = MAX_LINES) -> list[str]:
    """``text`` in lines of ``room`` pixels at the most, broken at its words; past ``most`` lines the
    last one ends at its last whole word that fits with "…" (a word wider than the room: cut with "…")."""
    words = " ".join(text.split()).split(" ")
    lines: list[str] = []
    line = ""
    for at, word in enumerate(words):
        tried = f"{line} {word}" if line else word
        if not line or metrics.horizontalAdvance(tried) <= room:
            line = tried
            continue
        lines.append(line)
        if len(lines) == most:  # no line left: the last one ends with "…"
            lines[-1] = word_elided(" ".join([line, *words[at:]]), metrics, room)
            return lines
        line = word
    if line:
        lines.append(line)
    return [word_elided(one, metrics, room) for one in lines]


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
        self.wrapped = ""  # the message up, longer than its room: painted on more lines
        self._laying = False
        self._height()  # its one height from the start: the docks never move for a message
        bar.messageChanged.connect(self._message)
        # a label shown while a message is up (the blackout's, at the first B) takes its room: the
        # message is painted to its last whole word then, or "Opened twdu.deadwatch" was cut under it
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.bar and event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._height()  # another theme's type: its lines' height (a theme changes, no message does)
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

    def lines(self) -> list[str]:
        """The message up as the bar paints it, a line each (one: it fits beside the labels)."""
        text = self.bar.currentMessage()
        if not text or not self.wrapped or self.wrapped != text:
            return [text] if text else []
        return wrapped_lines(text, self.bar.fontMetrics(), self._cut_room())

    def more(self) -> str:
        """What the bar says after a message it cut: the key that reads it whole (View → Status
        messages…), in the language's key names ("Ctrl+M reads it whole")."""
        return QCoreApplication.translate("WholeMessages", "%1 reads it whole").replace(
            "%1", keymap.shown("view.messages"))

    def _cut_room(self) -> int:
        """The room for a message cut short: the bar's, less the key's words after it."""
        return self.room() - self.bar.fontMetrics().horizontalAdvance(GAP + self.more())

    def _height(self) -> None:
        """The bar as tall as :data:`MAX_LINES` lines of its text, always (a message up or none)."""
        height = max(MAX_LINES * self.bar.fontMetrics().lineSpacing() + 2 * PAD, self.bar.sizeHint().height())
        if self.bar.minimumHeight() != height or self.bar.maximumHeight() != height:
            self.bar.setFixedHeight(height)

    def shown(self) -> str:
        """The message as the bar paints it now, its lines joined (whole, or past its lines to its
        last whole word and "…")."""
        return " ".join(self.lines())

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
        room = self._cut_room()
        text = bar.palette().windowText().color()
        painter.setPen(text)
        flags = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
        metrics = bar.fontMetrics()
        lines = wrapped_lines(self.wrapped, metrics, room)
        step = metrics.lineSpacing()
        top = (bar.height() - step * len(lines)) // 2  # the lines in the bar's middle, as one line was
        for n, line in enumerate(lines):
            painter.drawText(QRect(LEFT, top + n * step, max(0, room), step), int(flags), line)
        if lines:  # after the last line's "…": the key that reads it whole, a shade quieter
            after = LEFT + metrics.horizontalAdvance(lines[-1] + GAP)
            quiet = bar.palette().color(QPalette.ColorRole.PlaceholderText)
            painter.setPen(quiet if quiet.alpha() and quiet != text and not self.alert else text)
            more = self.more()
            painter.drawText(QRect(after, top + (len(lines) - 1) * step, metrics.horizontalAdvance(more) + 2, step),
                             int(flags), more)
        painter.end()
