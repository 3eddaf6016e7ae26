"""The Deadwatch main window: menus, docks, status bar; one open campaign at a time.

The window can be built before any campaign is open (``MainWindow(None, settings)``): its menus,
docks and layout are there at once, the docks empty and the campaign's actions disabled, so that
it paints before the database and the services are loaded.  :meth:`MainWindow.set_services` then
fills it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from app.rules import PRESET_TITLES, PRESETS, RULESETS, TITLES
from ui import i18n, keymap
from ui.dialogs.new_session_ask import ask_fight_at_new_session
from ui.dialogs.tab_letters import mnemonic, with_letter
from ui.disabled_keys import DisabledKeys
from ui.dock_goto import DockKeys
from ui.dock_layout import follow_ruleset
from ui.docks.base import Dock
from ui.docks.every_dock import DOCKS
from ui.fight_layout import FightLayout
from ui.focus_in_view import FocusInView
from ui.key_guard import KeyGuard, to_fight, to_work
from ui.memory import after_action, freeze_long_lived
from ui.player_display_controller import PlayerDisplayController
from ui.push_enter import EnterPresses
from ui.selection import Selection
from ui.themes import THEMES, apply_theme
from ui.window_files import RECENT_MAX as RECENT_MAX
from ui.window_files import CampaignFiles
from ui.window_layout import DockLayout
from ui.window_status import OPENED_SHOWN_MS, WindowStatus, rules_tr

#: how long the status line keeps a word that outlasts the opening (a language not loaded)
TOLD_MS = 60_000

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from app.services.bundle import Services
    from ui.error_dialog import ErrorReporter


class MainWindow(QMainWindow):
    """The GM's window.  ``services`` is the open campaign (None until :meth:`set_services`);
    File → Open swaps it.

    The dynamic property ``campaignOpen`` says whether the docks show a campaign yet.  Its parts,
    each an object it holds and wires: ``files`` (:class:`~ui.window_files.CampaignFiles`: File →
    Open, New, the demos, Save a copy, the recent campaigns), ``status``
    (:class:`~ui.window_status.WindowStatus`: the status bar, alerts, refusals, the names of Undo
    and Redo) and ``dock_layout`` (:class:`~ui.window_layout.DockLayout`: where the docks stand).
    """

    def __init__(self, services: Services | None, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.services: Services | None = None
        self.settings = settings
        self.errors: ErrorReporter | None = None  # set when installed (ui.launch): it follows each campaign
        self._after_paint: list[Callable[[], None]] = []
        self._painted = False
        #: a word for the status line that outlasts the opening of a campaign (see tell)
        self._told = ""
        self.resize(1400, 860)
        self.setDockNestingEnabled(True)
        keymap.load(settings)  # the GM's own keys (Help → Keys)
        self.key_guard = KeyGuard(self)
        self.enter_presses = EnterPresses(self)  # Enter presses a dock's focused button, as Space does
        self.disabled_keys = DisabledKeys(self)  # a key that cannot act says why, in the status bar
        self.focus_in_view = FocusInView(self)  # a field taking the focus is scrolled into view
        self.selection = Selection(self)
        self.docks: dict[str, Dock] = {}
        for cls in DOCKS:
            dock: Dock = cls(services, self)
            self.docks[dock.objectName()] = dock
            self.addDockWidget(cls.area, dock)
            self.key_guard.watch(dock)
        self.dock_layout = DockLayout(self, self.docks, settings)
        self.dock_layout.arrange()
        self._build_menus()
        self.dock_layout.fight_layout = self.fight_layout
        self.player = PlayerDisplayController(self, settings)
        self.player.install(self.view_menu, self.session_menu)
        self.status = WindowStatus(self, self.act_undo, self.act_redo, self.docks.values())
        status = self.status  # its labels and the file's watch, by the names the window gave them before
        self.status_campaign, self.status_ruleset = status.status_campaign, status.status_ruleset
        self.status_session, self.status_round = status.status_session, status.status_round
        self.round_slot = status.round_slot
        self.watch = status.watch
        for dock in self.docks.values():
            alert = getattr(dock, "alert", None)
            if alert is not None:
                alert.connect(self.status.show_alert)
            over = getattr(dock, "alert_over", None)
            if over is not None:
                over.connect(self.status.take_down_alert)
        self.files = CampaignFiles(self, settings, self.watch, self.recent_menu, self.set_services)
        self.session_menu.addAction(self.watch.act_console)
        self.dock_layout.restore()
        if services is None:
            self._enable_campaign(False)
            self.setProperty("campaignOpen", False)
            for dock in self.docks.values():
                dock.retranslate()  # titles, headings, labels and tooltips; the contents come with the campaign
        else:
            self._bind(services)
        self.retranslate()

    # ------------------------------------------------------------------ building
    def _action(self, menu: QMenu, slot: Callable[..., object], key: str | None = None, name: str = "") -> QAction:
        """A menu action; ``key`` is its id in the keymap (ui.keymap)."""
        action = QAction(self)
        if name:
            action.setObjectName(name)
        if key:
            keymap.bind(action, key)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.act_new = self._action(self.file_menu, lambda: self.files.new_campaign(), "file.new", "actNew")
        self.act_open = self._action(self.file_menu, lambda: self.files.open_dialog(), "file.open", "actOpen")
        self.recent_menu = self.file_menu.addMenu("")
        self.demo_menu = self.file_menu.addMenu("")
        self.demo_actions: list[tuple[QAction, str, str | None]] = []
        for rid, preset in ((r, p) for r in RULESETS for p in (PRESETS[r] or (None,))):
            act = self._action(self.demo_menu, lambda _=False, r=rid, p=preset: self.files.open_demo(r, p))
            self.demo_actions.append((act, rid, preset))
        self.act_copy = self._action(self.file_menu, lambda: self.files.save_copy_as(), "file.copy", "actCopy")
        self.file_menu.addSeparator()
        self.act_quit = self._action(self.file_menu, self.close, "file.quit", "actQuit")

        self.edit_menu = bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # a greyed item (Found…) says why on hover
        self.act_undo = self._action(self.edit_menu, self.undo, "edit.undo", "actUndo")
        self.act_redo = self._action(self.edit_menu, self.redo, "edit.redo", "actRedo")

        self.session_menu = bar.addMenu("")
        self.act_start = self._action(self.session_menu, self.start_session, "session.start", "actStart")
        self.act_end = self._action(self.session_menu, self.end_session, "session.end", "actEnd")

        self.fight_menu = bar.addMenu("")
        self.fight_menu.setObjectName("fightMenu")

        self.view_menu = bar.addMenu("")
        for dock in self.docks.values():
            self.view_menu.addAction(dock.toggleViewAction())  # show or hide; the keys go to it:
        self.dock_keys = DockKeys(self, self.docks, self.view_menu)  # Ctrl+1…: shown, raised, focused
        self.view_menu.addSeparator()
        self.act_reset_layout = self._action(self.view_menu, self.reset_layout, None, "actResetLayout")
        self.fight_layout = FightLayout(self)  # F11: the fight's docks large, and back to the GM's own
        self.view_menu.addAction(self.fight_layout.action)
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for key, _label in THEMES:
            act = self._action(self.theme_menu, lambda _=False, k=key: self.set_theme(k))
            act.setCheckable(True)
            self.theme_group.addAction(act)
            self.theme_actions[key] = act

        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES:
            act = self._action(self.language_menu, lambda _=False, c=code: self.set_language(c), None, f"lang_{code}")
            act.setText(name)
            act.setCheckable(True)
            self.language_group.addAction(act)
            self.language_actions[code] = act

        self.help_menu = bar.addMenu("")
        self.act_keys = self._action(self.help_menu, self.show_keys, "help.keys", "actKeys")
        self.act_about = self._action(self.help_menu, self.about, None, "actAbout")
        self.act_fight_list = QAction(self)  # Esc: from any field back to the fight list
        self.act_fight_list.setObjectName("actFightList")
        keymap.bind(self.act_fight_list, "fight.list")
        self.act_fight_list.triggered.connect(lambda: to_fight(self))
        self.addAction(self.act_fight_list)

        menus = {
            "file": self.file_menu,
            "edit": self.edit_menu,
            "session": self.session_menu,
            "fight": self.fight_menu,
            "view": self.view_menu,
        }
        last: dict[str, list[QAction]] = {}  # "fight:last": after every dock's own, under a line
        for dock in self.docks.values():
            for menu_name, action in dock.menu_actions():
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                name, _, place = menu_name.partition(":")
                menu = menus[name]
                if name == "file":
                    menu.insertAction(self.act_quit, action)
                elif place == "last":
                    last.setdefault(name, []).append(action)
                else:
                    menu.addAction(action)
        for name, actions in last.items():
            menus[name].addSeparator()
            menus[name].addActions(actions)
        for menu in menus.values():  # their docks' actions as they are now (Dock.defer_bind)
            menu.aboutToShow.connect(self.bind_waiting_docks)
        self.fight_menu.menuAction().setVisible(not self.fight_menu.isEmpty())

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.act_new.setText(self.tr("&New campaign…"))
        self.act_new.setToolTip(self.tr("Start a new campaign with a ruleset of your choice"))
        self.act_open.setText(self.tr("&Open…"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.demo_menu.setTitle(self.tr("Open &demo"))
        taken: set[str] = set()  # each demo its own underlined letter in the menu, in every language
        for act, rid, preset in self.demo_actions:
            label = rules_tr(TITLES[rid]) + (f" — {rules_tr(PRESET_TITLES[preset])}" if preset else "")
            text = with_letter(label.replace("&", "&&"), taken)
            letter = mnemonic(text)
            if letter is not None:
                taken.add(letter)
            act.setText(text)
        self.act_copy.setText(self.tr("Save a &copy as…"))
        self.watch.retranslate()
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.session_menu.setTitle(self.tr("&Session"))
        self.act_start.setText(self.tr("&Start a new session"))
        self.act_start.setToolTip(self.tr("Begin a game night; the log of the open one is closed"))
        self.act_end.setText(self.tr("&End the session"))
        self.fight_menu.setTitle(self.tr("F&ight"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_reset_layout.setText(self.tr("&Reset layout"))
        self.dock_keys.retranslate()
        self.fight_layout.retranslate()
        self.theme_menu.setTitle(self.tr("&Theme"))
        for key, label in THEMES:
            self.theme_actions[key].setText(QCoreApplication.translate("Themes", label))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_about.setText(self.tr("&About Deadwatch"))
        self.act_keys.setText(self.tr("&Keys…"))
        self.player.retranslate()
        self.files.refresh_recent()
        self.status.refresh_undo()
        self.status.refresh_status()
        if self.services is None:
            self.setWindowTitle("Deadwatch")
        app = QApplication.instance()
        current_theme = (app.property("deadwatchTheme") if app is not None else None) or "dark"
        if current_theme in self.theme_actions:
            self.theme_actions[current_theme].setChecked(True)
        self.language_actions[i18n.current_language()].setChecked(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ painting first
    def call_after_paint(self, call: Callable[[], None]) -> None:
        """Run ``call`` once the window has painted next (the first time it is shown, or after a
        change): the GM sees the window, or what changed, before anything slow runs."""
        self._after_paint.append(call)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        # The first time, the window itself gets a Paint once it is on the screen (an UpdateRequest
        # before that paints nothing); after that Qt paints what changed while the window handles
        # its UpdateRequest.  The calls run from the event loop once that painting is done.
        kind = event.type()
        painted = kind == QEvent.Type.Paint or (kind == QEvent.Type.UpdateRequest and self._painted)
        if kind == QEvent.Type.Paint:
            self._painted = True
        if painted and self._after_paint:
            calls, self._after_paint = self._after_paint, []
            for call in calls:
                QTimer.singleShot(0, call)
        return handled

    def show_opening(self, name: str | None) -> None:
        """Say in the status bar which campaign is being opened (``name`` None: the demo)."""
        opening = (
            self.tr("Opening {campaign}…").format(campaign=name) if name else self.tr("Opening the demo campaign…")
        )
        self.statusBar().showMessage(" · ".join(t for t in (opening, self._told) if t))

    # ------------------------------------------------------------------ campaign
    def _enable_campaign(self, enabled: bool) -> None:
        """Before a campaign is open the docks are empty and disabled, and so is every action that
        needs a campaign; File (new, open, demos, quit), View, Language and Help work."""
        for dock in self.docks.values():
            self._enable_dock(dock, enabled)
        for action in (self.act_copy, self.act_undo, self.act_redo, self.act_start, self.act_end):
            action.setEnabled(enabled)
        self.player.set_enabled(enabled)

    @staticmethod
    def _enable_dock(dock: Dock, enabled: bool) -> None:
        widget = dock.widget()
        if widget is not None:
            widget.setEnabled(enabled)
        for _menu, action in dock.menu_actions():
            action.setEnabled(enabled)

    def set_services(self, services: Services) -> None:
        """Show the campaign of ``services`` (the first one, or in place of the current one, which
        is closed)."""
        old = self.services
        self._bind(services)
        if old is not None:
            old.close()

    def _bind(self, services: Services) -> None:
        # the first campaign of a window on screen: the docks behind a tab are bound when first
        # needed (shown, their keys, their menus, a refusal: Dock.defer_bind), not before the GM can act
        opening = self.services is None and self.isVisible()
        own_layout = self.dock_layout.leave_for(services.ruleset.id)  # another ruleset's layout kept as its own
        if self.errors is not None:
            self.errors.watch(services)  # before any screen hears of a change
        if self.services is None:
            self._enable_campaign(True)
        self.services = services
        self.status.bind(services)
        services.campaign.changed.connect(after_action)  # the collector runs in the GM's pause
        self.status.bind_undo(services)
        for dock in self.docks.values():
            if opening and not dock.refresh_when_hidden and not dock.on_screen():
                dock.defer_bind(services)
            else:
                dock.bind(services)
        follow_ruleset(self, self.docks, services.ruleset.features)  # no swarm panel in front of an AFMBE night
        if own_layout:
            self.dock_layout.follow_ruleset(services.ruleset.id)  # each ruleset its own arrangement
        self.dock_layout.roster_whole()  # the roster's rows whole where the empty fight list has the room
        self.player.bind(services)
        self.files.bind(services)
        self.status.refresh_undo()
        self.status.refresh_status()
        told, self._told = self._told, ""
        opened = " · ".join(t for t in (self.status.opened_message(), told) if t)  # two sentences, apart
        self.statusBar().showMessage(opened, TOLD_MS if told else OPENED_SHOWN_MS)  # which file, where
        self.watch.bind(services)
        self.setProperty("campaignOpen", True)
        to_work(self)  # the first key where it is meant (the docks were disabled: Qt put it on a tab bar)
        freeze_long_lived()

    def bind_waiting_docks(self) -> None:
        """A menu is about to show: the docks whose campaign waits are bound, so that their menu
        actions show whether they can act now."""
        for dock in self.docks.values():
            if dock.waiting is not None and dock.menu_actions():
                dock.ensure_built()

    # ------------------------------------------------------------------ edit and session
    def undo(self) -> None:
        self.status.step(forward=False)  # the bar says what was undone

    def redo(self) -> None:
        self.status.step(forward=True)

    def start_session(self) -> None:
        """A new game night; with a fight running, the GM says first whether it goes on in the new
        night or ends (Escape: no new night)."""
        if self.services is None:
            return
        fight = self.services.campaign.active_encounter()
        if fight is None:
            self.services.campaign.start_session()
            return
        answer = ask_fight_at_new_session(self, fight.round)
        if answer == "keep":
            self.services.campaign.start_session(keep_fight=True)
        elif answer == "end" and self.services.initiative.end():
            self.services.campaign.start_session()

    def end_session(self) -> None:
        if self.services is not None:
            self.services.campaign.end_session()

    # ------------------------------------------------------------------ the parts, from outside
    def open_campaign(self, target: str) -> bool:
        """Open another campaign; on a refusal, say why and keep the current one."""
        return self.files.open_campaign(target)

    def open_demo(self, ruleset: str, preset: str | None) -> None:
        self.files.open_demo(ruleset, preset)

    def show_alert(self, text: str) -> None:
        """Something the GM must not miss (a death, a timer run out): loud in the status bar."""
        self.status.show_alert(text)

    def reset_layout(self) -> None:
        self.fight_layout.forget()  # the default layout is the GM's layout now
        self.dock_layout.reset()

    def showEvent(self, event: QShowEvent) -> None:
        self.dock_layout.shown()
        super().showEvent(event)

    # ------------------------------------------------------------------ view
    def set_theme(self, key: str) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, key)
        self.settings.setValue("theme", key)
        self.theme_actions[key].setChecked(True)

    def set_language(self, code: str) -> None:
        if i18n.set_language(code):
            self.settings.setValue("language", code)
        else:  # a broken install: said, and the language in use stays ticked
            self.tell(i18n.unloaded_message(code))
        self.language_actions[i18n.current_language()].setChecked(True)

    def tell(self, text: str) -> None:
        """Say ``text`` in the status line, and again once a campaign opening now is open."""
        self._told = text
        self.statusBar().showMessage(text, TOLD_MS)

    def show_keys(self) -> None:
        from ui.dialogs.keys_dialog import KeysDialog

        before = {key.id: keymap.keys_of(key.id) for key in keymap.KEYMAP}
        KeysDialog(self.settings, self).exec()
        if {key.id: keymap.keys_of(key.id) for key in keymap.KEYMAP} != before:
            # the texts that name a key ("Move (Enter)", the hints) are written again with the GM's own
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LanguageChange))

    def about(self) -> None:
        from ui.dialogs.about_dialog import AboutDialog

        AboutDialog(self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.dock_layout.keep()
        self.settings.sync()
        self._after_paint.clear()  # closed: what waited for a paint (opening, filling) is not done
        if self.services is not None:
            self.services.close()  # every action is already committed: this only closes the file cleanly
        super().closeEvent(event)
