"""The acting player's turn timer on the projector: the seconds left in the top right corner, twice
the smallest text of the screen (a thirtieth of its height), counting down between the GM's changes;
"paused" beside it while the GM holds it; red for the last ten seconds."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import FitText, min_px

TICK_MS = 250
HURRY = 10  # the last seconds, in red


def clock_text(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


class TurnClock(FitText):
    """``set_timer(view["timer"])``: shown while the acting player has a timer, hidden otherwise."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "turnClock", bold=True, colour="#ffd43b")
        self._left = 0.0
        self._paused = False
        self._since = time.monotonic()
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._show)
        self.paused_word = "paused"
        self.hide()

    def set_timer(self, timer: dict[str, Any] | None) -> None:
        if not timer:
            self._tick.stop()
            self.hide()
            return
        self._left, self._paused = float(timer.get("left", 0)), bool(timer.get("paused"))
        self._since = time.monotonic()
        self._show()
        self.show()
        self.raise_()
        if self._paused:
            self._tick.stop()
        else:
            self._tick.start()

    def seconds_left(self) -> int:
        if self._paused:
            return max(0, round(self._left))
        return max(0, round(self._left - (time.monotonic() - self._since)))

    def _show(self) -> None:
        left = self.seconds_left()
        text = clock_text(left) + (f" · {self.paused_word}" if self._paused else "")
        self.set_text(text)
        self.set_colour(QColor("#ff4d4d" if left <= HURRY and not self._paused else "#ffd43b"))
        self.place()

    def place(self) -> None:
        """In the top right corner of the screen, as large as two of its smallest lines."""
        parent = self.parentWidget()
        if parent is None:
            return
        least = min_px(parent.height())
        px = 2 * least
        self.set_font_px(px)
        width = min(parent.width() - 2 * least, self.one_line_width(px) + least)
        height = self.needed_height(width, px)
        self.setGeometry(parent.width() - width - least, least // 2, width, height)

    def one_line_width(self, px: int) -> int:
        return QFontMetrics(self.text_font(px)).horizontalAdvance(self.text()) + 2
