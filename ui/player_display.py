"""The players' screen: a second window for a projector or a TV, showing only what was revealed.

It paints the threat dial (the same painter as the threat dock, scaled up), the level's situation,
the swarm size when a swarm is present, the round, whose turn it is and the initiative order with
each combatant's revealed fields.  It is push-updated from the services' change signals.

Keys on the display: B blackout, Esc leaves fullscreen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QScreen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QStackedLayout, QVBoxLayout, QWidget

from ui.themes import stylesheet
from ui.widgets.order_list import OrderList
from ui.widgets.steady_label import SteadyLabel
from ui.widgets.threat_dial import ThreatDial

FLASH_FROM = 3
FLASH_MS = 2500


class PlayerDisplay(QWidget):
    """The display window.  :meth:`set_view` shows a view from ``app.services.player_view``."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerDisplay")
        self.settings = settings
        self.setStyleSheet(stylesheet("projector") + "\nQLabel { background: transparent; }")
        self.resize(1280, 720)
        self.view: dict[str, Any] = {}
        self.flash_enabled = settings.value("playerDisplay/flash", True, type=bool)
        self.stack = QStackedLayout(self)
        self.stack.setStackingMode(QStackedLayout.StackingMode.StackOne)

        content = QWidget(self)
        content.setObjectName("displayContent")
        layout = QVBoxLayout(content)
        layout.setContentsMargins(40, 30, 40, 30)
        top = QHBoxLayout()
        self.dial = ThreatDial(content, interactive=False)
        self.dial.setObjectName("displayDial")
        self.dial.setMinimumSize(420, 420)
        self.dial.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        top.addWidget(self.dial, 1)
        words = QVBoxLayout()
        self.threat_name = QLabel(content)
        self.threat_name.setObjectName("displayThreatName")
        self.threat_name.setStyleSheet("font-size: 54pt; font-weight: bold;")
        self.threat_name.setWordWrap(True)
        self.situation = QLabel(content)
        self.situation.setObjectName("displaySituation")
        self.situation.setStyleSheet("font-size: 30pt;")
        self.situation.setWordWrap(True)
        self.swarm = QLabel(content)
        self.swarm.setObjectName("displaySwarm")
        self.swarm.setStyleSheet("font-size: 32pt; color: #ff5050; font-weight: bold;")
        words.addStretch(1)
        words.addWidget(self.threat_name)
        words.addWidget(self.situation)
        words.addWidget(self.swarm)
        words.addStretch(1)
        top.addLayout(words, 1)
        layout.addLayout(top, 5)
        self.round = SteadyLabel(content)  # whose turn changes every turn: repainted, not laid out again
        self.round.setObjectName("displayRound")
        self.round.setStyleSheet("font-size: 30pt; color: #ffd400; font-weight: bold;")
        layout.addWidget(self.round)
        self.order = OrderList(content)
        self.order.setObjectName("displayOrder")
        self.order.setStyleSheet("font-size: 32pt;")
        layout.addWidget(self.order, 3)
        self.stack.addWidget(content)

        self.black = QWidget(self)
        self.black.setObjectName("blackout")
        self.black.setStyleSheet("background: #000000;")
        self.stack.addWidget(self.black)

        self.flash = QLabel(self)
        self.flash.setObjectName("deadFlash")
        self.flash.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flash.setStyleSheet("background: #7a0000; color: white; font-size: 72pt; font-weight: 900;")
        self.stack.addWidget(self.flash)
        self.flash_timer = QTimer(self)
        self.flash_timer.setSingleShot(True)
        self.flash_timer.timeout.connect(self._end_flash)
        self.blacked_out = False
        self.retranslate()

    # ------------------------------------------------------------------ content
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Deadwatch — players"))
        self.flash.setText(self.tr("The dead are here"))
        if self.view:
            self.set_view(self.view)

    def set_view(self, view: dict[str, Any]) -> None:
        previous = (self.view.get("threat") or {}).get("level")
        self.view = view
        threat = view.get("threat")
        self.dial.setVisible(threat is not None)
        if threat is not None:
            self.dial.set_level(threat["level"])  # the name and situation are the big labels beside it
            self.threat_name.setText(
                self.tr("Threat {level}: {name}").format(level=threat["level"], name=threat["name"])
                if threat["name"]
                else self.tr("Threat {level}").format(level=threat["level"])
            )
            self.situation.setText(threat["situation"])
        else:
            self.threat_name.clear()
            self.situation.clear()
        swarm = view.get("swarm")
        self.swarm.setText(self.tr("Swarm size {size}").format(size=swarm["size"]) if swarm else "")
        if view.get("round"):
            text = self.tr("Round {n}").format(n=view["round"])
            if view.get("turn"):
                text += "  ·  " + self.tr("{name}'s turn").format(name=view["turn"])
            self.round.set_text(text, steady=True)
        else:
            self.round.set_text("")
        self.order.set_order(view.get("order") or [])
        level = (threat or {}).get("level")
        if (
            self.flash_enabled
            and previous is not None
            and level is not None
            and level > previous
            and level >= FLASH_FROM
        ):
            self.show_flash()

    # ------------------------------------------------------------------ blackout and flash
    def set_blackout(self, on: bool) -> None:
        self.blacked_out = on
        self.stack.setCurrentWidget(self.black if on else self.stack.widget(0))

    def toggle_blackout(self) -> None:
        self.set_blackout(not self.blacked_out)

    def show_flash(self) -> None:
        if self.blacked_out:
            return
        self.stack.setCurrentWidget(self.flash)
        self.flash_timer.start(FLASH_MS)

    def _end_flash(self) -> None:
        if not self.blacked_out:
            self.stack.setCurrentIndex(0)

    # ------------------------------------------------------------------ screens
    def place_on(self, screen: QScreen, remember: bool = True) -> None:
        """Show the display on ``screen``: fullscreen there, or a window on the GM's own screen."""
        if remember:
            self.settings.setValue("playerDisplay/screen", screen.name())
        self.showNormal()
        self.setScreen(screen)
        geometry = screen.availableGeometry()
        self.move(geometry.topLeft())
        if screen is not QGuiApplication.primaryScreen():
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            self.resize(min(1280, geometry.width()), min(720, geometry.height()))
            self.show()

    def remembered_screen(self) -> QScreen | None:
        name = self.settings.value("playerDisplay/screen", "", type=str)
        return next((s for s in QGuiApplication.screens() if s.name() == name), None)

    def best_screen(self) -> QScreen:
        """The remembered screen if connected, else the first screen that is not the GM's."""
        remembered = self.remembered_screen()
        if remembered is not None:
            return remembered
        others = [s for s in QGuiApplication.screens() if s is not QGuiApplication.primaryScreen()]
        return others[0] if others else QGuiApplication.primaryScreen()

    def screen_added(self, screen: QScreen) -> None:
        if self.isVisible() and screen.name() == self.settings.value("playerDisplay/screen", "", type=str):
            self.place_on(screen, remember=False)

    def screen_removed(self, screen: QScreen) -> None:
        if self.isVisible() and self.screen() is screen:
            self.place_on(QGuiApplication.primaryScreen(), remember=False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_B:
            self.toggle_blackout()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hide()
        event.ignore()

