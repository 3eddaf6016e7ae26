"""A handout on the projector: its title, and its picture as large as the screen allows or its text
at the largest size that shows it whole, never under a thirtieth of the screen's height (the rule of
every text on the players' screen)."""

from __future__ import annotations

import base64

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QWidget

from ui.player_screen.text import FitText, min_px

TITLE_SCALE = 1.5  # the title, half as large again as the smallest text
TEXT_SCALES = (2.5, 2.0, 1.6, 1.3, 1.0)  # a text's sizes tried, largest first (times the smallest)


class HandoutPage(QWidget):
    """``set_handout(id, title, text, picture)``: what the room sees while the GM shows a handout."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoutPage")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.title = FitText(self, "handoutTitle", bold=True, colour="#f2d675", align=Qt.AlignmentFlag.AlignHCenter)
        # centred under the centred title: left-aligned, its short last line hung at the screen's left
        self.text = FitText(self, "handoutText", colour="#f2f3f5", align=Qt.AlignmentFlag.AlignHCenter)
        self.handout_id: int | None = None
        self.pixmap: QPixmap | None = None
        self.picture_rect = QRect()
        #: the strip at the top the room's band takes (the threat level, a swarm's numbers), and the
        #: screen's height every text is sized from
        self.top_reserve = 0
        self.screen_height = 0

    def set_room(self, top_reserve: int, screen_height: int) -> None:
        if (top_reserve, screen_height) != (self.top_reserve, self.screen_height):
            self.top_reserve, self.screen_height = top_reserve, screen_height
            self._place()
            self.update()

    def set_handout(self, handout_id: int | None, title: str = "", text: str = "", picture: str = "") -> None:
        """Show a handout (``picture``: its base64 PNG or JPEG), or nothing (``handout_id`` None)."""
        if handout_id != self.handout_id or self.title.text() != title or self.text.text() != text:
            self.handout_id = handout_id
            self.title.set_text(title)
            self.text.set_text(text)
            self.pixmap = None
            if picture:
                pixmap = QPixmap()
                if pixmap.loadFromData(QByteArray(base64.b64decode(picture))):
                    self.pixmap = pixmap
            self._place()
            self.update()

    def font_sizes(self) -> list[int]:
        """The pixel size of every text shown (for the tests)."""
        return [t.px for t in (self.title, self.text) if t.text() and not t.isHidden()]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        least = min_px(max(height, self.screen_height))
        margin = least
        inner = max(1, width - 2 * margin)
        px = max(least, self.title.one_line_px(inner, round(least * TITLE_SCALE)))
        title_height = self.title.needed_height(inner, px) if self.title.text() else 0
        self.title.set_font_px(px)
        self.title.setGeometry(margin, self.top_reserve + margin, inner, title_height)
        top = self.top_reserve + margin + title_height + (margin if title_height else 0)
        body = QRect(margin, top, inner, max(1, height - top - margin))
        self.text.setVisible(bool(self.text.text()) and self.pixmap is None)
        self.picture_rect = QRect()
        if self.pixmap is not None and not self.pixmap.isNull():
            size = self.pixmap.size().scaled(body.size(), Qt.AspectRatioMode.KeepAspectRatio)
            self.picture_rect = QRect(body.left() + (body.width() - size.width()) // 2,
                                      body.top() + (body.height() - size.height()) // 2, size.width(), size.height())
        elif self.text.text():
            sizes = [round(least * scale) for scale in TEXT_SCALES]
            chosen = next((s for s in sizes if self.text.needed_height(body.width(), s) <= body.height()), least)
            self.text.set_font_px(max(least, chosen))
            self.text.setGeometry(body)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#000000"))
        if self.pixmap is not None and not self.picture_rect.isEmpty():
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(self.picture_rect, self.pixmap)
        painter.end()
