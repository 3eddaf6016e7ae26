"""What the room keeps in sight over the map and over a handout: the threat level (the players'
screen's first thing), while a swarm fight runs the lines the phones read of it (its round and numbers, the last
round's result and who is down in it), and in a fight the round and whose
turn it is, in a band across the top, with the turn timer ("Kit · 0:56") at its right end (under the map,
its legend: :mod:`ui.player_screen.map_legend`).

Every text is at least a thirtieth of the screen's height (:func:`ui.player_screen.text.min_px`),
as everywhere on the players' screen; the band and the legend each take their own strip, so the
map or the handout gets the rest of the screen and covers neither.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui.player_screen.screen import CAPTIONS, tr, turn_line
from ui.player_screen.text import FitText, min_px
from ui.widgets.threat_dial import level_colour

#: the band's type against the smallest the screen allows: a little larger, it is read first
SCALE = 1.25
BACKDROP = QColor("#0b0c10")


def threat_line(view: dict[str, Any]) -> str:
    """"Threat 3 · Aware" (or the tension meter's), or "" when the game shows no dial."""
    threat = view.get("threat")
    if not threat:
        return ""
    caption = tr(CAPTIONS.get(threat.get("kind", "threat"), CAPTIONS["threat"]))
    name = str(threat.get("name") or "")
    return f"{caption} {threat['level']}" + (f" · {name}" if name else "")


def swarm_lines(view: dict[str, Any]) -> tuple[str, str, str]:
    """A running swarm fight's lines as the phones read them, from the same view: "Swarm fight ·
    round 2 · Swarm Size: 3 · Swarm Threat: 5 · The dead: 30", the last round's result and the GM's
    picks ("Round 1: 0 successes against Swarm Threat 6. Ben Okafor faces an attack"), and who is
    down; three empty texts without a swarm fight."""
    if not view.get("swarm"):
        return "", "", ""
    from app.services.logtext import qt_translate  # the view is the services': they are loaded
    from app.services.player_words import swarm_texts

    texts = swarm_texts(view, qt_translate)
    return texts["swarm"], texts["swarm_result"], texts["swarm_fallen"]


class RoomStrip(QWidget):
    """A strip of one or more texts, one under another, on the screen's backdrop."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.texts: list[FitText] = []

    def shown_texts(self) -> list[FitText]:
        return [t for t in self.texts if t.text()]

    def place(self, width: int, screen_height: int, right: int = 0, least: int = 0) -> int:
        """Lay the texts out across ``width`` at the screen's size of type, leaving ``right`` pixels
        free at the right end (for the turn timer) and the strip at least ``least`` high; returns
        the strip's height (0: nothing to show)."""
        px = self.line_px(screen_height)
        margin = self.margin(screen_height)
        width -= right
        top = margin
        for text in self.texts:
            text.setVisible(bool(text.text()))
            if not text.text():
                continue
            size = px
            while size > min_px(screen_height) and text.needed_height(width - 2 * margin, size) > 3 * size:
                size -= 1  # a long line a little smaller rather than on many lines
            size = max(min_px(screen_height), size)
            height = text.needed_height(width - 2 * margin, size)
            text.set_font_px(size)
            text.setGeometry(margin, top, width - 2 * margin, height)
            top += height
        if top == margin and not least:
            return 0
        return max(top + margin, least)

    @staticmethod
    def line_px(screen_height: int) -> int:
        return round(min_px(screen_height) * SCALE)

    @staticmethod
    def margin(screen_height: int) -> int:
        return max(2, min_px(screen_height) // 3)

    def font_sizes(self) -> list[int]:
        return [t.px for t in self.shown_texts()]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKDROP)
        painter.end()


class RoomBand(RoomStrip):
    """The threat level, the swarm's numbers and the round and whose turn it is, across the top of
    the map or a handout."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "roomBand")
        self.threat = FitText(self, "bandThreat", bold=True, align=Qt.AlignmentFlag.AlignHCenter)
        self.swarm = FitText(self, "bandSwarm", bold=True, colour="#ffb347", align=Qt.AlignmentFlag.AlignHCenter)
        #: the swarm's last round and the GM's picks, as the phones say them
        self.result = FitText(self, "bandSwarmResult", colour="#f2f3f5", align=Qt.AlignmentFlag.AlignHCenter)
        #: who is down in the swarm fight, the lines the screen's own view shows (never a hidden one)
        self.fallen = FitText(self, "bandFallen", colour="#ffb3a8", align=Qt.AlignmentFlag.AlignHCenter)
        self.turn = FitText(self, "bandTurn", bold=True, colour="#ffd400", align=Qt.AlignmentFlag.AlignHCenter)
        self.texts = [self.threat, self.swarm, self.result, self.fallen, self.turn]

    def set_view(self, view: dict[str, Any]) -> None:
        self.threat.set_text(threat_line(view))
        threat = view.get("threat")
        if threat:
            self.threat.set_colour(level_colour(int(threat["level"])).lighter(135))
        swarm, result, fallen = swarm_lines(view)
        self.swarm.set_text(swarm)
        self.result.set_text(result)
        self.fallen.set_text(fallen)
        self.turn.set_text(turn_line(view))
