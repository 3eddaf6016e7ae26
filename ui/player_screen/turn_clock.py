"""The acting player's turn timer on the projector: whose time it is and the seconds left ("Kit ·
Time left: 0:56", in the words the phone says them in), counting down between the GM's changes;
"paused" beside it while the GM holds it; red for the last ten seconds.  It has a place of its own,
over no other text: on the fight's screen a strip across the top right at twice the smallest text
of the screen (a thirtieth of its height), which the composer leaves free
(:attr:`ui.player_screen.screen.ScreenContent.clock_room`); over the map or a handout, the right end
of the room's band (:meth:`TurnClock.set_spot`)."""

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
        #: what the seconds are, as the phone says it ("Time left: 0:57")
        self.left_words = "Time left: {clock}"
        self.name = ""
        self.spot: tuple[int, int, int] | None = None  # (right edge, top, size) in the band, or None
        self.hide()

    def set_timer(self, timer: dict[str, Any] | None, name: str = "") -> None:
        """The acting one's timer (None: hidden) and their name."""
        self.name = name
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
        self.set_text(self.said(clock_text(left)))
        self.set_colour(QColor("#ff4d4d" if left <= HURRY and not self._paused else "#ffd43b"))
        self.place()

    def said(self, clock: str, paused: bool | None = None) -> str:
        """"Ben Okafor · Time left: 0:57", with "· paused" while the GM holds it."""
        text = (f"{self.name} · " if self.name else "") + self.left_words.replace("{clock}", clock)
        return text + (f" · {self.paused_word}" if (self._paused if paused is None else paused) else "")

    def set_spot(self, spot: tuple[int, int, int] | None) -> None:
        """Where the band keeps it: its right edge, its top and its size; None: the screen's corner."""
        self.spot = spot
        if not self.isHidden():
            self.place()

    @staticmethod
    def corner_px(screen_height: int) -> int:
        """Its size in the screen's corner: two of the screen's smallest lines."""
        return 2 * min_px(screen_height)

    def line_height(self, px: int) -> int:
        return QFontMetrics(self.text_font(px)).height() + 2

    def widest(self, px: int) -> int:
        """The room it needs at ``px`` whatever the seconds, paused or not (the band leaves it free)."""
        text = self.said("00:00", paused=True)
        return QFontMetrics(self.text_font(px)).horizontalAdvance(text) + 4

    def place(self) -> None:
        """In the band's room for it, else in the top right corner of the screen, as large as two
        of its smallest lines."""
        parent = self.parentWidget()
        if parent is None:
            return
        if self.spot is not None:
            right, top, px = self.spot
            self.set_font_px(px)
            width = min(right, self.one_line_width(px))
            self.setGeometry(right - width, top, width, self.needed_height(width, px))
            return
        least = min_px(parent.height())
        px = self.corner_px(parent.height())
        self.set_font_px(px)
        width = min(parent.width() - 2 * least, self.one_line_width(px) + least)
        height = self.needed_height(width, px)
        self.setGeometry(parent.width() - width - least, least // 2, width, height)

    def one_line_width(self, px: int) -> int:
        return QFontMetrics(self.text_font(px)).horizontalAdvance(self.text()) + 2
