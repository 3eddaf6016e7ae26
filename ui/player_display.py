"""The players' screen: a second window for a projector or a TV, showing only what was revealed.

The picture itself is composed by :class:`ui.player_screen.screen.ScreenContent`: the threat dial
(or tension meter) at least half the screen's height with the level's word and situation, the
round, whose turn it is and the order with each combatant's revealed health, and in a swarm fight
the count of dead, the Swarm Size, the Swarm Threat and the last round's result, every text sized
from the window's height.  With the battle map shown, the threat and the turn go in a band over
it, its legend under it and the order with each revealed health in a column at its right
(:mod:`ui.player_screen.map_side`).  This window adds the blackout, "the dead are here" when the threat
rises to :data:`FLASH_FROM` or more, and the screens it goes to.  It is push-updated from the
services' change signals.

Keys on the display: the window's blackout key (B unless rebound), Esc leaves fullscreen.  The
display never keeps the GM's keyboard: showing it on the projector (F5, a screen picked or plugged
in) leaves the GM's window active; fullscreen there it takes no keys even when clicked; on the GM's
own screen (a laptop alone) F5 brings it in front of the console (:meth:`to_front`), and a key
pressed on it there brings the GM's window back and is delivered there, as if pressed in it: N
passes the turn, F5 takes the display away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QResizeEvent, QScreen, QWindow
from PySide6.QtWidgets import QApplication, QStackedLayout, QWidget

from ui.player_screen.handout_page import HandoutPage
from ui.player_screen.map_legend import MapLegend
from ui.player_screen.map_side import MapSide
from ui.player_screen.room_band import RoomBand
from ui.player_screen.screen import ScreenContent
from ui.player_screen.turn_clock import TurnClock
from ui.widgets.player_map import PlayerMap

if TYPE_CHECKING:
    from app.services.bundle import Services

FLASH_FROM = 3
#: how long a key pressed on the display waits for the GM's window to be active again, in ms
HANDOVER_MS = 1000
_MODIFIERS = frozenset({Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr})
#: the display's own style: the GM's theme (an application style sheet) styles no part of it
STYLE = "#playerDisplay, #blackout { background: #000000; }"


class PlayerDisplay(QWidget):
    """The display window.  :meth:`set_view` shows a view from ``app.services.player_view``."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerDisplay")
        self.settings = settings
        self.setStyleSheet(STYLE)
        # shown, it does not take the keyboard (the GM's next key is for the GM's window)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.resize(1280, 720)
        self._handed: list[QKeyEvent] = []  # keys pressed here, for the GM's window once it is active
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.focusWindowChanged.connect(self._focus_window_changed)
        self.view: dict[str, Any] = {}
        self.flash_enabled = bool(settings.value("playerDisplay/flash", True, type=bool))
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.stack.setStackingMode(QStackedLayout.StackingMode.StackOne)
        self.content = ScreenContent(self)
        self.stack.addWidget(self.content)
        self.black = QWidget(self)
        self.black.setObjectName("blackout")
        self.stack.addWidget(self.black)
        # the battle map, in place of the rest while the GM shows it to the players (a grid game)
        self.map = PlayerMap(self, managed=True)
        self.stack.addWidget(self.map)
        # a handout the GM shows the room: over the map and the fight, under a blackout
        self.handout = HandoutPage(self)
        self.stack.addWidget(self.handout)
        # over the map and a handout: the threat level and a swarm's numbers in a band across the
        # top, and under the map a legend of its marks; each takes its own strip of the screen
        self.band = RoomBand(self)
        self.legend = MapLegend(self)
        # beside the map, at the right: the fight's order with each revealed character's health
        self.side = MapSide(self)
        self.band.hide()
        self.legend.hide()
        self.side.hide()
        # the acting player's turn timer, over every page but the blackout
        self.clock = TurnClock(self)
        # the parts the controller and the tests read
        self.dial = self.content.dial
        self.threat_name = self.content.word
        self.situation = self.content.situation
        self.swarm = self.content.figures
        self.round = self.content.round
        self.order = self.content.order
        self.alarm = self.content.alarm
        self.blacked_out = False
        self.retranslate()

    # ------------------------------------------------------------------ content
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))  # the window system adds " — Deadwatch"
        self.alarm.set_text(self.tr("The dead are here"))
        self.clock.paused_word = self.tr("paused")
        self.clock.left_words = self.tr("Time left: {clock}")
        if self.view:
            self.set_view(self.view)

    def set_view(self, view: dict[str, Any]) -> None:
        previous = (self.view.get("threat") or {}).get("level")
        self.view = view
        self.content.set_view(view)
        self.band.set_view(view)
        self._set_clock()
        level = (view.get("threat") or {}).get("level")
        if (
            self.flash_enabled
            and previous is not None
            and level is not None
            and level > previous
            and level >= FLASH_FROM
        ):
            self.show_flash()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_strips()

    def animating(self) -> bool:
        """A level change or "the dead are here" is still playing."""
        return self.content.animating()

    # ------------------------------------------------------------------ blackout and the dead
    def set_blackout(self, on: bool) -> None:
        self.blacked_out = on
        self._show_page()
        self._set_clock()
        if on:
            self.alarm.stop()

    def bind_map(self, services: Services | None) -> None:
        self.map.bind(services)
        self._show_page()

    def refresh_map(self) -> None:
        if self.map.services is not None:
            self.map.refresh()
        self._show_page()

    def set_handout(self, handout_id: int | None, title: str = "", text: str = "", picture: str = "") -> None:
        """The handout the GM shows the room (None: none)."""
        self.handout.set_handout(handout_id, title, text, picture)
        self._show_page()

    def _show_page(self) -> None:
        """Black during a blackout; else a handout the GM shows; else the map while the GM shows it;
        else the threat and the fight."""
        page = (self.black if self.blacked_out else self.handout if self.handout.handout_id is not None
                else self.map if self.map.wanted else self.content)
        self.stack.setCurrentWidget(page)
        self._place_strips()

    def _place_strips(self) -> None:
        """The band over the map or a handout and the legend under the map, each in its own strip:
        the page shown gets the rest of the screen (its type still sized from the whole screen)."""
        if not hasattr(self, "legend"):
            return  # (a resize while the window is being built)
        page = self.stack.currentWidget()
        width, height = self.width(), self.height()
        over = page in (self.map, self.handout)
        timed = not self.clock.isHidden()
        # the turn timer: at the band's right end over the map or a handout, else a strip of its own
        # across the top of the fight's screen; over no other text either way
        band_px, margin = self.band.line_px(height), self.band.margin(height)
        right = self.clock.widest(band_px) + margin if timed and over else 0
        least = self.clock.line_height(band_px) + 2 * margin if timed and over else 0
        top = self.band.place(width, height, right, least) if over else 0
        self.clock.set_spot((width - margin, margin, band_px) if over else None)
        corner = self.clock.corner_px(height)
        self.content.set_clock_room(self.clock.line_height(corner) if timed and not over else 0)
        self.legend.set_marks(self.map.marks if page is self.map else [])
        bottom = self.legend.place(width, height) if page is self.map else 0
        self.side.set_order((self.view.get("order") or []) if page is self.map else [], self.map.labels)
        self.map.view.set_screen_height(height)  # (before the map's room is measured: its type follows it)
        spare = width - self.map.view.used_width(QSize(width, height - top - bottom)) if page is self.map else 0
        # the order narrowed (its healths wrapped) where the map needs the room for its tokens' names
        labels = self.map.view.labels_width(QSize(width, height - top - bottom)) if page is self.map else 0
        side = self.side.place(width, height, spare, width - labels if labels else 0) if page is self.map else 0
        self.band.setVisible(bool(top))
        self.legend.setVisible(bool(bottom))
        self.side.setVisible(bool(side))
        if side:
            # a label cut to fit its token ("Do" for Dov) is what the column names: "Do Dov"
            cut = self.map.view.labels_at(QSize(width - side, height - top - bottom))
            if any(cut.get(name, label) != label for name, label in self.map.labels.items()):
                self.side.set_order(self.view.get("order") or [], {**self.map.labels, **cut})
            self.side.setGeometry(width - side, top, side, height - top - bottom)
            self.side.fill(side, height - top - bottom, height)
            self.side.raise_()
        if top:
            self.band.setGeometry(0, 0, width, top)
            self.band.raise_()
        if bottom:
            self.legend.setGeometry(0, height - bottom, width, bottom)
            self.legend.raise_()
        layout = self.map.layout()
        if layout is not None:
            layout.setContentsMargins(0, top if page is self.map else 0, side, bottom)
        self.handout.set_room(top if page is self.handout else 0, height)
        if not self.clock.isHidden():
            self.clock.raise_()  # over the band it sits in

    def _set_clock(self) -> None:
        """The turn timer shown (not in a blackout) with whose turn it is, and every strip placed
        around it."""
        self.clock.set_timer(None if self.blacked_out else self.view.get("timer"), str(self.view.get("turn") or ""))
        self._place_strips()

    def toggle_blackout(self) -> None:
        self.set_blackout(not self.blacked_out)

    def show_flash(self) -> None:
        if not self.blacked_out:
            self.alarm.play()

    # ------------------------------------------------------------------ screens
    def place_on(self, screen: QScreen, remember: bool = True) -> None:
        """Show the display on ``screen``: fullscreen there, or a window on the GM's own screen."""
        if remember:
            self.settings.setValue("playerDisplay/screen", screen.name())
        gm = self.parentWidget()
        keep = gm is not None and gm.isActiveWindow()  # the GM's keys stay in the GM's window
        # on the projector it takes no keys at all, even clicked (the GM's pointer strayed there);
        # a window on the GM's screen can be, to move it (its keys then go back: keyPressEvent)
        projector = screen is not QGuiApplication.primaryScreen()
        if bool(self.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus) != projector:
            self.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus, projector)  # (hides it: shown below)
        self.showNormal()
        self.setScreen(screen)
        geometry = screen.availableGeometry()
        self.move(geometry.topLeft())
        if projector:
            self.setGeometry(screen.geometry())
            # showFullScreen() would also activate it, taking the GM's keyboard
            state = self.windowState() & ~Qt.WindowState.WindowMaximized
            self.setWindowState(state | Qt.WindowState.WindowFullScreen)
            self.setVisible(True)
        else:
            self.resize(min(1280, geometry.width()), min(720, geometry.height()))
            self.show()
        if keep and gm is not None:
            gm.activateWindow()  # (a window system may activate a window shown, whatever it asks)

    def on_gm_screen(self) -> bool:
        """Whether the display is a window on the GM's own screen (a laptop alone, or the GM's pick)."""
        return self.screen() is QGuiApplication.primaryScreen()

    def to_front(self) -> None:
        """Over the GM's window and active, where the GM shows it on the one screen there is (F5 on a
        laptop alone): shown without taking the keys, it stayed behind the console until Alt+Tab.  A
        key pressed on it still goes on to the GM's window (:meth:`keyPressEvent`), which comes back."""
        if QGuiApplication.platformName() != "offscreen":  # (a window system: the offscreen one raises nothing)
            self.raise_()
        self.activateWindow()

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
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        gm = self.parentWidget()
        if gm is None:
            super().keyPressEvent(event)
            return
        # a key of the GM's (the blackout key, the display's own, fired before this): back to the
        # GM's window, where it is delivered once that window is active again
        if event.key() not in _MODIFIERS:
            self._handed.append(
                QKeyEvent(
                    QEvent.Type.KeyPress,
                    event.key(),
                    event.modifiers(),
                    event.text(),
                    event.isAutoRepeat(),
                    event.count(),
                )
            )
            QTimer.singleShot(HANDOVER_MS, self._handed.clear)  # a window that never comes back: dropped
        if gm.isActiveWindow():
            self._hand_over()
        else:
            gm.activateWindow()
        event.accept()

    def _focus_window_changed(self, window: QWindow | None) -> None:
        gm = self.parentWidget()
        if self._handed and gm is not None and window is not None and window is gm.windowHandle():
            self._hand_over()

    def _hand_over(self) -> None:
        """The keys pressed here, to the GM's window: sent to its focus widget, as Qt's tests send
        keys, so its shortcuts fire (N passes the turn) and a field with the focus types them."""
        gm = self.parentWidget()
        keys, self._handed = self._handed, []
        for key in keys:
            if gm is None:
                return
            QApplication.sendEvent(gm.focusWidget() or gm, key)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hide()
        event.ignore()

