"""The players' screen composed for a room: what the display window shows when not blacked out.

Landscape (a projector, a TV): the dial fills the left of the screen, at least half its height,
with the level's word under it; the right holds the level's situation and, in a fight, the round
and whose turn it is over the order with each character's revealed health; in a swarm fight the
count of dead, the Swarm Size and the Swarm Threat as big figures, the last round's result and who
fell in it.  A lone meter (a tension meter, which has no situation, out of a fight) has no column
beside it: it takes the middle of the screen, as tall as the level's word under it leaves it.
Portrait: the dial on top, the rest under it.  Without a dial (a ruleset with neither a threat
dial nor a tension meter switched on) the campaign's name heads one column.

Every text's pixel size is computed from the window's height (at least a thirtieth of it, see
:func:`ui.player_screen.text.min_px`): :meth:`ScreenContent.compose` tries each block at its
preferred size and shrinks them together until the column fits; if even the smallest does not,
the situation gives way in a fight (the players have heard it; the fight's figures matter more).

A change of level sweeps the dial (:data:`ui.widgets.threat_dial.SWEEP_MS`) and shifts the tint
of the whole screen to the level's colour in the same time (:attr:`ScreenContent.tint_anim`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import player_words
from app.services.logtext import qt_translate
from ui.player_screen.alarm import Alarm
from ui.player_screen.compose import compose
from ui.player_screen.figures import Figures
from ui.player_screen.layouts import Layouts
from ui.player_screen.order import ScreenOrder
from ui.player_screen.text import FitText, kept_numbers
from ui.widgets.threat_dial import SWEEP_MS, ThreatDial, level_colour, mix

BASE = QColor("#0b0c10")
TINT_SHARE = 0.24  # how much of the level's colour the screen takes
CAPTIONS = {
    "threat": QT_TRANSLATE_NOOP("PlayerDisplay", "Threat"),
    "tension": QT_TRANSLATE_NOOP("PlayerDisplay", "Tension"),
}
DEAD = QT_TRANSLATE_NOOP("PlayerDisplay", "Dead")
SIZE = QT_TRANSLATE_NOOP("PlayerDisplay", "Swarm Size")
SWARM_THREAT = QT_TRANSLATE_NOOP("PlayerDisplay", "Swarm Threat")
SWARM_ROUND = QT_TRANSLATE_NOOP("PlayerDisplay", "Swarm fight · round {n}")
#: between the lines of who is down ("Down in round 1: Ana · Down so far: Ben")
DOWN_JOIN = " · "


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayerDisplay", text)


def down_text(view: dict[str, Any]) -> str:
    """Who is down in the swarm fight, as the players' view words it (only those the players know)."""
    swarm = view.get("swarm") or {}
    return DOWN_JOIN.join(str(line) for line in swarm.get("down") or [])


def turn_line(view: dict[str, Any]) -> str:
    """"Round 1 · Kit's turn" in a fight, else "": the words of the players' phones
    (:func:`app.services.player_words.turn_line`), one line worded once for both screens."""
    return player_words.turn_line(view, qt_translate)


def tint_of(level: int | None) -> QColor:
    return BASE if level is None else mix(BASE, level_colour(level), TINT_SHARE)


class ScreenContent(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("displayContent")
        # its backdrop covers every pixel: the window's black under it is not painted first
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.view: dict[str, Any] = {}
        #: the height of the strip across the top the turn timer takes while it runs (0: none)
        self.clock_room = 0
        self.tint = QColor(BASE)
        self.tint_anim = QVariantAnimation(self)
        self.tint_anim.setDuration(SWEEP_MS)
        self.tint_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.tint_anim.valueChanged.connect(self._set_tint)
        self.tint_anim.finished.connect(lambda: self._set_tint(self.tint_anim.endValue()))
        self.dial = ThreatDial(self, interactive=False)
        self.dial.setObjectName("displayDial")
        self.dial.backdrop = None
        self.dial.setMinimumSize(1, 1)
        centre = Qt.AlignmentFlag.AlignHCenter
        self.word = FitText(self, "displayThreatName", bold=True, align=centre)
        self.title = FitText(self, "displayTitle", bold=True, align=centre)
        self.situation = FitText(self, "displaySituation")
        self.swarm_head = FitText(self, "displaySwarmHead", bold=True, colour="#ff6b5e")
        self.figures = Figures(self, "displaySwarm")
        self.outcome = FitText(self, "displaySwarmOutcome", bold=True)
        self.result = FitText(self, "displaySwarmResult", colour="#d9dce1")
        self.fallen = FitText(self, "displaySwarmFallen", colour="#ffb3a8")  # (regular: more names on its line)
        self.round = FitText(self, "displayRound", bold=True, colour="#ffd400")
        self.order = ScreenOrder(self)
        self.alarm = Alarm(self)
        self.layouts = Layouts()  # what the composer decided, by what it was composed from

    def texts(self) -> list[QWidget]:
        """The widgets that paint text (for the composer and the tests)."""
        return [
            self.word,
            self.title,
            self.situation,
            self.swarm_head,
            self.figures,
            self.outcome,
            self.result,
            self.fallen,
            self.round,
            self.order,
            self.alarm,
        ]

    # ------------------------------------------------------------------ content
    def set_view(self, view: dict[str, Any]) -> None:
        previous = (self.view.get("threat") or {}).get("level")
        self.view = view
        threat = view.get("threat")
        level: int | None = None
        if threat:
            level = threat["level"]
            caption = tr(CAPTIONS.get(threat.get("kind", "threat"), CAPTIONS["threat"]))
            self.dial.set_level(level, "", "", caption, animate=previous is not None and previous != level)
            self.word.set_text(threat["name"])
            self.word.set_colour(level_colour(level).lighter(135))
            self.situation.set_text(threat["situation"])
        else:
            self.word.set_text("")
            self.situation.set_text("")
        self.title.set_text(str(view.get("campaign") or ""))
        swarm = view.get("swarm")
        if swarm:
            self.swarm_head.set_text(kept_numbers(tr(SWARM_ROUND).format(n=swarm["round"])))
            self.figures.set_figures(
                [
                    (str(swarm["dead"]), tr(DEAD), "#f2f3f5"),
                    (str(swarm["size"]), tr(SIZE), "#ffb347"),
                    (str(swarm["threat"]), tr(SWARM_THREAT), "#ff5e4d"),
                ]
            )
            result = swarm.get("result")
            self.outcome.set_text(result["outcome"] if result else "")
            self.outcome.set_colour(QColor("#7ee08a" if result and result["won"] else "#ff6b5e"))
            self.result.set_text(kept_numbers(result["text"]) if result else "")
            # who is down, in the lines the band over the map and the phones read too
            self.fallen.set_text(down_text(view))
        else:
            self.swarm_head.set_text("")
            self.figures.set_figures([])
            self.outcome.set_text("")
            self.result.set_text("")
            self.fallen.set_text("")
        self.round.set_text(turn_line(view))
        self.order.set_order(view.get("order") or [])
        self._tint_to(level, animate=previous is not None and previous != level)
        self.compose()

    def _tint_to(self, level: int | None, animate: bool) -> None:
        target = tint_of(level)
        self.tint_anim.stop()
        if animate:
            self.tint_anim.setStartValue(QColor(self.tint))
            self.tint_anim.setEndValue(target)
            self.tint_anim.start()
        else:
            self._set_tint(target)

    def _set_tint(self, colour: QColor) -> None:
        if colour != self.tint:  # the same tint again (most changes): nothing to repaint
            self.tint = QColor(colour)
            self.update()

    def animating(self) -> bool:
        running = QVariantAnimation.State.Running
        return self.tint_anim.state() == running or self.dial.sweep.state() == running or self.alarm.running()

    # ------------------------------------------------------------------ composing
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self.compose()

    def set_clock_room(self, height: int) -> None:
        if height != self.clock_room:
            self.clock_room = height
            self.compose()

    def compose(self) -> None:
        if self.width() < 10 or self.height() < 10:
            compose(self)  # nothing to place yet
        else:
            self.layouts.compose(self, compose)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """The tinted backdrop: a vertical gradient, filled where the screen repaints.  (It was
        copied from a pixmap of the whole screen while the tint stayed; at 1080p that copy took
        three times the fill: a gradient down the screen is one colour a row.)"""
        painter = QPainter(self)
        self._paint_backdrop(painter)
        painter.end()

    def _paint_backdrop(self, painter: QPainter) -> None:
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0.0, self.tint.lighter(125))
        gradient.setColorAt(1.0, self.tint.darker(150))
        painter.fillRect(self.rect(), gradient)
