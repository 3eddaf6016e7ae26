"""The status bar's messages whole, and its colour only with its alert.

A message the bar paints beside its permanent labels (the campaign, the ruleset, the session, the
round) gets what those leave: on a 1366 px laptop "No se escribieron suficientes dados…" was cut
at "No se esc".  While a message that does not fit is up, the permanent labels step aside (they come
back with the next message that fits, or when it goes); the whole text is also the bar's tooltip.

An alert paints the bar red (:meth:`ui.window_status.WindowStatus.show_alert`); the red goes with
the alert's text, whoever clears it (its time out, another message, another campaign), so an empty
red bar never stays behind.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar, QWidget

#: the bar's own margins and the size grip, besides the text (px)
MARGIN = 24


class WholeMessages(QObject):
    def __init__(self, bar: QStatusBar, permanent: list[QWidget]) -> None:
        super().__init__(bar)
        self.bar = bar
        self.permanent = permanent
        self.alert = ""  # the alert's text while the bar is red
        self.aside: list[QWidget] = []  # the permanent labels set aside for a message
        bar.messageChanged.connect(self._message)

    def alerting(self, text: str) -> None:
        """The bar is about to show the alert ``text`` in red."""
        self.alert = text

    def room(self) -> int:
        """The width the bar leaves for a message now."""
        taken = sum(w.width() for w in self.permanent if not w.isHidden())
        return self.bar.width() - taken - MARGIN

    def _message(self, text: str) -> None:
        if text != self.alert and self.alert:
            self.alert = ""
            self.bar.setStyleSheet("")  # the alert is gone: so is its red
        self.bar.setToolTip(text)
        self._back()
        if not text:
            return
        needed = self.bar.fontMetrics().horizontalAdvance(text)
        if needed <= self.room():
            return
        for widget in self.permanent:
            if widget.isVisible():
                widget.hide()
                self.aside.append(widget)

    def _back(self) -> None:
        for widget in self.aside:
            widget.show()
        self.aside = []
