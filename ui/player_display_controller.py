"""Wires the player display and the LAN share into the main window: actions, screens, updates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QScreen
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from app.services.changes import ChangeSet
from ui import keymap
from ui.status_fit import SHORT
from ui.turn_timer_label import TurnTimerLabel

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.player_share import PlayerShare
    from app.services.share_places import SharePlaces
    from ui.dialogs.handouts_dialog import HandoutsDialog
    from ui.dialogs.share_dialog import ShareDialog
    from ui.player_display import PlayerDisplay


#: whether the players' screen was open: Deadwatch opens it again with the next campaign it opens
SHOWN = "playerDisplay/shown"


def screen_number(screen: QScreen) -> int:
    """The screen's number as the GM counts them (1, 2, …, in the system's order)."""
    screens = QGuiApplication.screens()
    return screens.index(screen) + 1 if screen in screens else 1


class PlayerDisplayController(QObject):
    """Owns the display window and the share server of the open campaign.

    View menu: Player display (F5), Blackout (B), Flash when the dead arrive, the screen to use.
    Session menu: Share player view… (the LAN page).
    """

    def __init__(self, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.services: Services | None = None
        #: the players' screen, made when first shown (F5, or open when Deadwatch closed) or asked for
        self._display: PlayerDisplay | None = None
        self.share: PlayerShare | None = None
        #: where each campaign's shared address is kept (None: this computer's data folder)
        self.share_places: SharePlaces | None = None
        self.act_toggle = QAction(self)
        self.act_toggle.setObjectName("actPlayerDisplay")
        self.act_toggle.setCheckable(True)
        keymap.bind(self.act_toggle, "player.toggle")
        self.act_toggle.toggled.connect(self.set_shown)
        self.act_toggle.triggered.connect(self._say_shown)  # the GM's F5 (or the menu): said
        self.act_blackout = QAction(self)
        self.act_blackout.setObjectName("actBlackout")
        self.act_blackout.setCheckable(True)
        keymap.bind(self.act_blackout, "player.blackout")
        self.act_blackout.toggled.connect(self._set_blackout)
        # the console's sign that the players' screen is black (the status bar; View → Blackout checked)
        self.blackout_label = QLabel(window)
        self.blackout_label.setObjectName("blackoutLabel")
        self.blackout_label.setStyleSheet("font-weight: bold; color: #ffffff; background: #000000; padding: 0 6px;")
        self.blackout_label.hide()
        self.act_blackout.toggled.connect(self.blackout_label.setVisible)
        # the running turn timer on the console (whose, time left; on the console only for a hidden one)
        self.timer_label = TurnTimerLabel(window)
        self.act_flash = QAction(self)
        self.act_flash.setObjectName("actFlash")
        self.act_flash.setCheckable(True)
        self.act_flash.setChecked(bool(settings.value("playerDisplay/flash", True, type=bool)))
        self.act_flash.toggled.connect(self._set_flash)
        self.act_share = QAction(self)
        self.act_share.setObjectName("actShare")
        keymap.bind(self.act_share, "player.share")
        self.act_share.triggered.connect(self.open_share_dialog)
        self.act_timer = QAction(self)
        self.act_timer.setObjectName("actTurnTimer")
        keymap.bind(self.act_timer, "player.turnTimer")
        self.act_timer.triggered.connect(self.toggle_timer)
        self.act_pause = QAction(self)
        self.act_pause.setObjectName("actPauseTimer")
        keymap.bind(self.act_pause, "player.pauseTimer")
        self.act_pause.triggered.connect(self.pause_timer)
        self.act_handouts = QAction(self)
        self.act_handouts.setObjectName("actHandouts")
        keymap.bind(self.act_handouts, "player.handouts")
        self.act_handouts.triggered.connect(self.open_handouts)
        self.screen_menu = QMenu(window)  # deleted with its window (a menu of no parent outlived every window)
        self.screen_group = QActionGroup(self)
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenAdded.connect(self._screen_added)
        app.screenRemoved.connect(self._screen_removed)
        self.retranslate()  # (the screens' menu too)

    def install(self, view_menu: QMenu, session_menu: QMenu) -> None:
        if isinstance(self.window, QMainWindow):
            self.window.statusBar().addPermanentWidget(self.blackout_label)
            self.window.statusBar().addPermanentWidget(self.timer_label)
        view_menu.addSeparator()
        view_menu.addAction(self.act_toggle)
        view_menu.addAction(self.act_blackout)
        view_menu.addAction(self.act_flash)
        view_menu.addMenu(self.screen_menu)
        session_menu.addSeparator()
        session_menu.addAction(self.act_share)
        session_menu.addAction(self.act_handouts)
        session_menu.addAction(self.act_timer)
        session_menu.addAction(self.act_pause)

    def retranslate(self) -> None:
        self.act_toggle.setText(self.tr("&Player display"))
        self.act_toggle.setToolTip(self.tr("Show the players' screen on the projector or TV (F5)"))
        self.act_blackout.setText(self.tr("&Blackout"))
        self.act_blackout.setToolTip(self.tr("Black out the players' screen (B)"))
        key = self.act_blackout.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.blackout_label.setText(self.tr("Players' screen: black ({key})").format(key=key))
        # where the status bar is short of room (a laptop in Spanish): the shorter form, whole
        self.blackout_label.setProperty(SHORT, self.tr("Blackout ({key})").format(key=key))
        self.act_flash.setText(self.tr("Flash &when the dead arrive"))
        self.act_flash.setToolTip(self.tr('Flash "The dead are here" when the threat rises to 3 or more'))
        self.act_share.setText(self.tr("S&hare player view…"))
        self.act_share.setToolTip(self.tr("Serve the players' view to their phones on the local network"))
        self.screen_menu.setTitle(self.tr("Player display &screen"))
        self._rebuild_screen_menu()  # each screen's words in the new language
        self.act_handouts.setText(self.tr("Hand&outs…"))
        self.act_timer.setText(self.tr("Turn t&imer"))
        self.timer_label.refresh()  # its words in the new language
        self.act_timer.setToolTip(self.tr("Give the one acting a minute, on the player display and their phone "
                                          "(again: the timer goes off)"))
        self.act_pause.setText(self.tr("&Pause the turn timer"))
        self.act_handouts.setToolTip(self.tr("Show the players a picture or a text: the room, every phone or one"))
        if self._display is not None:
            self._display.retranslate()
        # the view's words (the level's name, the health words, the swarm's result) are written in
        # the language of the moment: written again now, for the room and every open phone page
        self.refresh()

    def set_enabled(self, enabled: bool) -> None:
        """The player display and the LAN share need an open campaign."""
        self.act_toggle.setEnabled(enabled)
        self.act_share.setEnabled(enabled)
        self.act_handouts.setEnabled(enabled)
        self.act_timer.setEnabled(enabled)
        self.act_pause.setEnabled(enabled)
        if not enabled:  # the campaign closed: no timer of it ticks on
            self.timer_label.bind(None)

    # ------------------------------------------------------------------ campaign
    def bind(self, services: Services) -> None:
        self.services = services
        if self.share is not None:  # this campaign's own shared address (the last one's stops working)
            self.share.revoke(self._places().token(self._place()), self._places().earlier(self._place()))
        services.campaign.changed.connect(self.on_changed)
        self.timer_label.bind(services)
        if self._display is not None:  # this campaign's map, or none (the last campaign's stayed on the room's screen)
            self._display.bind_map(services if services.ruleset.grid() is not None else None)
        self.refresh()
        if self.settings.value(SHOWN, False, type=bool) and not self.act_toggle.isChecked():
            self.act_toggle.setChecked(True)  # open when Deadwatch closed: the room's view again at once
        self.resume_sharing()

    def resume_sharing(self) -> None:
        """A campaign that was shared when Deadwatch closed is shared again at the same address, so
        the players' links work without the GM opening Share; if that address cannot be served,
        the status bar says the links are off until Ctrl+Shift+L."""
        import asyncio

        from ui.async_loop import qt_loop

        kept = self._places().get(self._place())
        if not kept.shared or not kept.host or not kept.port or (self.share is not None and self.share.running):
            return
        share = self._share()

        def started(future: asyncio.Future[str]) -> None:
            if future.cancelled() or future.exception() is not None or not share.running:
                self._say(self.tr("The players' links are off: {address} could not be served again. "
                                  "Ctrl+Shift+L to share.").format(address=f"{kept.host}:{kept.port}"))
                return
            self._places().served(self._place(), share.host, share.port)
            self._say(self.tr("Shared with the players again at {url}").format(url=share.url()))

        future = asyncio.ensure_future(share.start(kept.host, kept.port), loop=qt_loop())
        future.add_done_callback(started)

    def _say(self, text: str) -> None:
        if isinstance(self.window, QMainWindow):
            self.window.statusBar().showMessage(text, 30000)

    def refresh(self) -> None:
        if self.services is None:
            return
        self.timer_label.refresh()
        if not self.timer_label.console_only:  # the turn passed on: "does not show this timer" is no longer so
            self._unsay_console_only()
        if self._display is not None and self._display.isVisible():
            view = self.services.player_view.view()
            if view != self.display.view:  # most changes change nothing the players see
                self.display.set_view(view)
            self.display.refresh_map()
            self._show_handout()
        if self.share is not None and self.share.running:
            self.share.push()

    def on_changed(self, _changes: ChangeSet) -> None:
        self.refresh()

    def _show_handout(self) -> None:
        """The handout the GM shows the room, read again only when another one is shown or it is
        renamed (its title read alone, not its picture)."""
        assert self.services is not None
        shown = self.services.handouts.placed().get("room")
        page = self.display.handout
        if shown == page.handout_id and (shown is None or self.services.handouts.title(shown) == page.title.text()):
            return
        row = self.services.handouts.handout(shown)
        if row is None:
            self.display.set_handout(None)
        else:
            self.display.set_handout(int(row.id or 0), row.title, row.text, row.image)

    # ------------------------------------------------------------------ display
    @property
    def display(self) -> PlayerDisplay:
        """The players' screen, made at its first use: most evenings without a projector never
        pay for its pages (the dial, the order, the map, the handouts) at start."""
        if self._display is None:
            from ui.player_display import PlayerDisplay

            display = PlayerDisplay(self.settings, self.window)
            display.addAction(self.act_blackout)  # its key on the players' screen too, rebound with it
            display.flash_enabled = self.act_flash.isChecked()
            if self.act_blackout.isChecked():
                display.set_blackout(True)
            if self.services is not None and self.services.ruleset.grid() is not None:
                display.bind_map(self.services)
            self._display = display
        return self._display

    def set_shown(self, shown: bool) -> None:
        self.settings.setValue(SHOWN, shown)  # kept for the next start (the campaign opened shows it)
        if shown:
            self.display.place_on(self.display.best_screen(), remember=False)
            self.refresh()
        elif self._display is not None:
            self._display.hide()
        self._check_screen()

    def _say_shown(self, shown: bool) -> None:
        """The status bar says what F5 did: the players' screen on (on which screen) or off (it
        answered nothing: the players' window opens on another screen, out of the GM's sight).  On
        the GM's own screen (a laptop alone) the players' window comes in front of this one, and the
        bar says how to come back: it opened behind the console, unseen until Alt+Tab."""
        if shown and self._display is not None:
            screen = self._display.screen()
            size = screen.geometry()
            # the screen's number and size, as a GM knows it (Qt's own name said «pantalla screen»)
            number, width, height = screen_number(screen), size.width(), size.height()
            if self._display.on_gm_screen():
                self._display.to_front()
                key = self.act_toggle.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                self._say(self.tr("Player display on: screen {number} ({width}×{height}), in front of this window: "
                                  "Alt+Tab comes back here, {key} closes it").format(
                    number=number, width=width, height=height, key=key))
                return
            self._say(self.tr("Player display on: screen {number} ({width}×{height})").format(
                number=number, width=width, height=height))
        else:
            self._say(self.tr("Player display off"))

    def _set_blackout(self, on: bool) -> None:
        if self._display is not None:  # (else made black: see display)
            self._display.set_blackout(on)
        if self.share is not None:  # the phones on the table are darkened with the room's screen
            self.share.set_blackout(on)

    def _set_flash(self, on: bool) -> None:
        if self._display is not None:
            self._display.flash_enabled = on
        self.settings.setValue("playerDisplay/flash", on)
        self._say(self.tr('Flash "The dead are here" on the players\' screen at a threat of 3 or more: on') if on
                  else self.tr('Flash "The dead are here" on the players\' screen: off'))

    def move_to(self, screen: QScreen) -> None:
        """The players' screen on ``screen`` (the GM's pick in View's menu): on the GM's own, in front
        of the console, said as F5 says it."""
        self.display.place_on(screen)
        if not self.act_toggle.isChecked():
            self.act_toggle.setChecked(True)
        self._check_screen()
        if self.display.on_gm_screen():
            self._say_shown(True)

    def _rebuild_screen_menu(self) -> None:
        self.screen_menu.clear()
        for action in self.screen_group.actions():
            self.screen_group.removeAction(action)
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            words = self.tr("Screen {number}: {name} ({width}×{height})").format(
                number=screen_number(screen), name=screen.name(), width=size.width(), height=size.height())
            action = QAction(words, self.screen_menu)
            action.setCheckable(True)
            action.setData(screen.name())
            action.triggered.connect(lambda _=False, s=screen: self.move_to(s))
            self.screen_group.addAction(action)
            self.screen_menu.addAction(action)
        self._check_screen()

    def _check_screen(self) -> None:
        shown = self._display is not None and self._display.isVisible()
        current = self.display.screen().name() if shown else ""
        for action in self.screen_group.actions():
            action.setChecked(action.data() == current)

    def _screen_added(self, screen: QScreen) -> None:
        self._rebuild_screen_menu()
        if self._display is not None:  # (a screen of no display shown: nothing to move)
            self._display.screen_added(screen)
        self._check_screen()

    def _screen_removed(self, screen: QScreen) -> None:
        if self._display is not None:
            self._display.screen_removed(screen)
        self._rebuild_screen_menu()

    # ------------------------------------------------------------------ LAN share
    def open_share_dialog(self) -> None:
        dialog = self.share_dialog()
        if dialog is not None:
            dialog.exec()

    def share_dialog(self) -> ShareDialog | None:
        """Session → Share player view, knowing Undo and Redo (their keys work there too)."""
        from ui.dialogs.share_dialog import ShareDialog

        if self.services is None:
            return None
        status = getattr(self.window, "status", None)  # its undo's and redo's words, said in the dialog
        return ShareDialog(self._share(), self.window, self.services, self._places(), self._place(),
                           self._undo_keys(), steps=getattr(status, "stepped", None))

    def _undo_keys(self) -> list[QAction]:
        """Edit → Undo and Redo, whose keys work in the dialogs opened from here too."""
        return [a for a in (getattr(self.window, "act_undo", None), getattr(self.window, "act_redo", None))
                if isinstance(a, QAction)]

    def _share(self) -> PlayerShare:
        """The share of the players' view (made at its first use: off until started)."""
        if self.share is None:
            from app.services.player_links import PhoneViews, shared_view
            from app.services.player_share import PlayerShare

            self.share = PlayerShare(lambda: shared_view(self.services) if self.services else {},
                                     players=PhoneViews(lambda: self.services),
                                     token=self._places().token(self._place()),
                                     also=self._places().earlier(self._place()),
                                     pictures=self._phone_picture)
            self.share.blackout = self.act_blackout.isChecked()  # a blackout before sharing holds
        return self.share

    def toggle_timer(self) -> None:
        """The turn timer: started for the one acting, or off when it runs."""
        if self.services is not None:
            timer = self.services.turn_timer
            if timer.running():
                timer.stop()
                self._unsay_console_only()
            elif timer.start():
                self.timer_label.refresh()
                if self.timer_label.console_only:  # the room sees no timer for one it does not know
                    self._say(self._console_only())
                else:  # the room and the phone show this one: an earlier "does not show" goes
                    self._unsay_console_only()

    def _console_only(self) -> str:
        """What the bar says when a timer starts for a fighter hidden from the players (short: it
        stands beside the timer's own label on a 1366 px laptop)."""
        return self.tr("The players' screen does not show this timer.")

    def _unsay_console_only(self) -> None:
        if isinstance(self.window, QMainWindow) and self.window.statusBar().currentMessage() == self._console_only():
            self.window.statusBar().clearMessage()

    def pause_timer(self) -> None:
        if self.services is not None:
            self.services.turn_timer.pause()

    def open_handouts(self) -> None:
        dialog = self.handouts_dialog()
        if dialog is not None:
            dialog.exec()

    def handouts_dialog(self) -> HandoutsDialog | None:
        """Session → Handouts, knowing the blackout, Undo and Redo (their keys work there too)."""
        from ui.dialogs.handouts_dialog import HandoutsDialog

        if self.services is None:
            return None
        return HandoutsDialog(self.services, self.window, self.act_blackout, self._undo_keys(), self.act_share)

    def _phone_picture(self, handout_id: int) -> tuple[bytes, str] | None:
        return self.services.handouts.phone_picture(handout_id) if self.services is not None else None

    def _places(self) -> SharePlaces:
        from app.services.share_places import SharePlaces

        if self.share_places is None:
            self.share_places = SharePlaces()
        return self.share_places

    def _place(self) -> str:
        """The open campaign's place (its file or URL): what its shared address is kept by."""
        from app.services.share_places import place_of

        store = self.services.campaign.store if self.services is not None else None
        return place_of(store.url, store.path) if store is not None else ""
