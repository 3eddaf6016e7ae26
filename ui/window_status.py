"""The main window's status bar (the campaign, the ruleset, the session, the fight's round), its
alerts and refusals, and the names of Edit → Undo and Redo.

:class:`WindowStatus` is one part the window holds: it owns the status bar's labels and the
campaign file's watch, and follows the services the window binds it to."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from app.rules import PRESET_TITLES, TITLES
from app.services.logtext import qt_translate, render, render_value
from ui.campaign_watch import CampaignWatch
from ui.dialogs.title_room import title_fits
from ui.disabled_keys import why_not
from ui.docks.refusal_line import show_where_acting
from ui.messages import command_message
from ui.recent_messages import RecentMessages
from ui.status_fit import MARGIN, SHORT, WAY, WAY_ICON, WAY_SHORT, StatusFit, fewer_words
from ui.status_texts import fight_status
from ui.status_whole import ALERT_STYLE, WholeMessages, readable_folder, wrapped_lines
from ui.widgets.status_slot import StatusSlot

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from ui.docks.base import Dock


#: the most of a campaign's file's name the window's title shows, and of its name where the title
#: bar has not the room for the whole name (a narrow window)
FILE_NAME_SHOWN = 40
NAME_SHOWN = 48
#: the ruleset's label where the status bar is short (a die: its words in its tooltip and accessible name)
RULESET_ICON = "\u2684"
#: the campaign's label where even its name alone leaves the bar too little room (a flag)
CAMPAIGN_ICON = "\u2691"
#: how long the status line says which file was opened
OPENED_SHOWN_MS = 15000


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def short_name(text: str, limit: int = NAME_SHOWN) -> str:
    """``text`` whole when short, else its start and its end around "…" (a file keeps its suffix)."""
    if len(text) <= limit:
        return text
    tail = max(limit // 3, len(Path(text).suffix) + 2)
    return text[: limit - tail - 1] + "…" + text[-tail:]


class WindowStatus(QObject):
    """The status bar and the names of Undo and Redo, for the services bound (None: no campaign).
    ``stepped(forward, action)``: an undo (a redo, ``forward``) was done, ``action`` its words as the
    bar says them ("Phone link for Ana revoked"), for a dialog the key was pressed in to say too."""

    stepped = Signal(bool, str)

    def __init__(self, window: QMainWindow, act_undo: QAction, act_redo: QAction, docks: Iterable[Dock]) -> None:
        super().__init__(window)
        self.window = window
        self.act_undo = act_undo
        self.act_redo = act_redo
        self.docks = list(docks)  # where a refusal is also shown
        self.services: Services | None = None
        self._raised: list[str] | None = None  # the alerts raised while an undo or redo runs
        #: the last message of an undo or redo that raised alerts, and those alerts (taken down alike)
        self._step_said: tuple[str, list[str]] = ("", [])
        self._alert_shown: dict[str, str] = {}  # an alert's text -> what the bar said of it
        self._refused = ""  # the refusal the bar says now ("": none)
        #: the bar's message up was said before the action running now (its key press, its click)
        self._stale = False
        self._said = 0  # messages said so far (the one up is stale once the event loop moved on)
        self.status_campaign = QLabel(window)
        self.status_ruleset = QLabel(window)
        self.status_session = QLabel(window)
        self.status_round = QLabel(window)
        self.round_slot = StatusSlot(self.status_round, window)
        bar = window.statusBar()
        for label in (self.status_campaign, self.status_ruleset, self.status_session, self.status_round):
            label.setContentsMargins(8, 0, 8, 0)
            # the round's label changes at every round's end: the bar laid out only if its width does
            bar.addPermanentWidget(label if label is not self.status_round else self.round_slot)
        self.whole = WholeMessages(bar)  # a message beside them, to its last whole word where it must
        self.recent = RecentMessages(window, bar)  # ... and whole, by a key (View → Status messages…)
        # where the bar is short (the turn timer up, a long language) the least needed give way whole:
        # the ruleset, then the campaign's word "Campaign:", then the campaign (never cut mid-name)
        self.status_ruleset.setProperty(WAY, 1)
        self.status_campaign.setProperty(WAY, 2)
        self.fit = StatusFit(bar)  # the permanent labels whole, or shortened at a word with a tooltip
        bar.messageChanged.connect(self._message_said)
        self.watch = CampaignWatch(window)  # another console's changes, a read-only file, a backup
        window.installEventFilter(self)  # the title follows the window's width (the campaign's name whole)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Resize and self.services is not None:
            title = self.title()
            if title != self.window.windowTitle():
                self.window.setWindowTitle(title)
        return False

    def bind(self, services: Services) -> None:
        """Follow ``services`` (the window refreshes the texts once its docks have the campaign)."""
        self.services = services
        services.campaign.changed.connect(self.on_changed)

    def bind_undo(self, services: Services) -> None:
        services.campaign.undoChanged.connect(self.refresh_undo)
        for service in services.refusing():
            service.failed.connect(self.show_refusal)

    def refresh_undo(self) -> None:
        if self.services is None:
            self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
            self.act_redo.setText(QCoreApplication.translate("MainWindow", "&Redo"))
            return
        from app.services.history import taken_back  # the services load with the campaign

        undo = self.services.campaign.undo_target()
        undo = taken_back(undo) if undo is not None else None  # the change the undo makes, its own words
        redo = self.services.campaign.redo_target()
        self.act_undo.setEnabled(undo is not None)
        self.act_redo.setEnabled(redo is not None)
        why_not(self.act_redo, "" if redo is not None else self._why_no_redo())
        self.act_undo.setText(
            self._in_menu(QCoreApplication.translate("MainWindow", "&Undo {action}").format(
                action=render(undo.text, undo.args, undo.ctx)
            ))
            if undo
            else QCoreApplication.translate("MainWindow", "&Undo")
        )
        self.act_redo.setText(
            QCoreApplication.translate("MainWindow", "&Redo {action}").format(
                action=render(redo.text, redo.args, redo.ctx)
            )
            if redo
            else QCoreApplication.translate("MainWindow", "&Redo")
        )

    def _in_menu(self, text: str) -> str:
        """``text`` cut with "…" where the Edit menu would run off the screen (an undo of days passing
        names each one's Health and rations); the whole of it in the status bar over the entry."""
        self.act_undo.setStatusTip(text.replace("&", "", 1))
        screen = self.window.screen()
        room = (screen.availableGeometry().width() if screen is not None else 1366) - 240
        metrics = QFontMetrics(self.window.menuBar().font())  # the menus write as the bar does
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(room, 400))

    def _why_no_redo(self) -> str:
        """Why Redo (Ctrl+Shift+Z) has nothing to redo: an action taken since the undo ended it
        (named), or nothing was undone."""
        lost = self.services.campaign.redo_lost() if self.services is not None else None
        if lost is None:
            return QCoreApplication.translate("MainWindow", "Redo: nothing was undone.")
        return QCoreApplication.translate(
            "MainWindow", "Redo: “{action}” can no longer be redone: an action taken after its undo ended it."
        ).format(action=render(lost.text, lost.args, lost.ctx))

    def step(self, forward: bool) -> bool:
        """Undo (or redo, ``forward``) the last action and say first what was undone ("Undo: Damage
        to Walker", the log's word for it); an alert the step raised (a bleeding back) follows it, not in its place."""
        if self.services is None:
            return False
        from app.services.history import redone, taken_back  # the services load with the campaign

        campaign = self.services.campaign
        target = campaign.redo_target() if forward else campaign.undo_target()
        self._raised = []
        try:
            done = campaign.redo() if forward else campaign.undo()
        finally:
            raised, self._raised = self._raised or [], None
        if not done or target is None:
            return done
        # the change made, its own way: "Undo: 1 damage to Ana (Health 2 → 3)"
        said_as = redone(target) if forward else taken_back(target)
        action = render(said_as.text, said_as.args, said_as.ctx)
        if forward:
            said = QCoreApplication.translate("MainWindow", "Redo: {action}").format(action=action)
            again = campaign.session_begun_again()
            if again:  # the import that started the night, redone with its session
                said += QCoreApplication.translate("MainWindow", " — session {number} begins again").format(
                    number=again)
        else:
            said = QCoreApplication.translate("MainWindow", "Undo: {action}").format(action=action)
            taken = campaign.session_taken_back()
            if taken:  # the session it started went with it
                said += QCoreApplication.translate("MainWindow", " — session {number} taken back with it").format(
                    number=taken)
        self.stepped.emit(forward, action)  # (a dialog open over the window says it where the GM looks)
        bar = self.window.statusBar()
        bar.setStyleSheet("")
        dangers = campaign.step_dangers()
        if raised or dangers:  # the dangers the step brought back, said in words after what the GM did:
            # they were in force before the step undone (or redone), no news to the GM, not red ("⚠"
            # read as an error of the undo); in its log line's words (app.services.dangers_again)
            said += " — " + QCoreApplication.translate("MainWindow", "in force again: {dangers}").format(
                dangers=render_value(dangers, qt_translate) if dangers else "; ".join(raised))
            self._step_said = (said, list(raised))
            bar.showMessage(said, 15000)
        else:
            bar.showMessage(said, 10000)
        return done

    def show_alert(self, text: str) -> None:
        """Something the GM must not miss (a death, a timer run out): loud in the status bar."""
        if self._raised is not None:  # an undo or redo under way: said after what it undid
            self._raised.append(text)
            return
        bar = self.window.statusBar()
        bar.setStyleSheet(f"QStatusBar {{ {ALERT_STYLE} }}")
        shown = self._alert_shown[text] = self._fitted_alert("⚠ " + text)
        if shown != "⚠ " + text:  # the whole words on the mouse, and on the row's badge
            self.whole.whole_in_tooltip(shown, "⚠ " + text)
        self.whole.alerting(shown)  # the red goes with this text (ui.status_whole)
        bar.showMessage(shown, 15000)
        self.recent.whole(shown, "⚠ " + text)
        QApplication.alert(self.window)

    def _fitted_alert(self, text: str) -> str:
        """``text`` as the bar can paint it whole on its lines (ui.status_whole; the bar's width when
        the message has all of it on one line): its
        details in brackets given up for "(…)" when it is wider ("⚠ Father Tom: Incapacitated
        (…)", where "…The Norms rules give no survival roll: “Lose even more and you di" was cut
        mid-word), then its last words; never cut mid-word."""
        bar = self.window.statusBar()
        room = bar.width() - MARGIN
        metrics = bar.fontMetrics()

        def fits(said: str) -> bool:  # whole on the bar's lines (ui.status_whole)
            return " ".join(wrapped_lines(said, metrics, self.whole.room())) == " ".join(said.split())

        if metrics.horizontalAdvance(text) <= room or fits(text):
            return text
        cut = text.find(" (")
        shown = text[:cut] + " (…)" if cut > 0 else text
        while not fits(shown):
            fewer = fewer_words(shown)
            if fewer is None:
                break
            shown = fewer
        return shown

    def take_down_alert(self, text: str) -> None:
        """The alert ``text`` is no longer true (the bleeding stopped): the bar no longer says it,
        also where an undo said it after what it undid ("Undone: Mia healed — in force again: Mia: …"): the
        undone action is history by then, the alert a falsehood."""
        alert = self.whole.alert
        shown = self._alert_shown.pop(text, "⚠ " + text)
        step = self._step_said
        if alert == shown or (self.window.statusBar().currentMessage() == step[0] and text in step[1]):
            self.window.statusBar().clearMessage()  # its red goes with it (ui.status_whole)

    def show_refusal(self, context: str, message: str) -> None:
        """A service refused: in the status bar, and in the dock the GM acts from (its own docks
        show it anyway: see :mod:`ui.docks.refusal_line`)."""
        bar = self.window.statusBar()
        bar.setStyleSheet("")
        self._refused = command_message(context, message)
        bar.showMessage(self._refused, 10000)
        show_where_acting(self.docks, self.sender(), context, message)

    def on_changed(self, changes: ChangeSet) -> None:
        # every change: an action can start a session on its way (its change set does not say so),
        # a swarm fight lives in the campaign's state; the labels change only when their text does
        self.refresh_status()
        # an action went through: a refusal said before it is no longer true (a d10 melee roll
        # refused for too few faces, then typed again and rolled, kept "… 6 typed" for ten seconds)
        refused, self._refused = self._refused, ""
        bar = self.window.statusBar()
        if refused and bar.currentMessage() == refused:
            bar.clearMessage()
        # a GM action that answers elsewhere (the log, the dice dock): a message said before it is
        # history ("Undone: Kit shoots …" stayed up after the roll that followed, read as its answer);
        # an alert stays its time (a death, a timer run out: not to be missed)
        message = bar.currentMessage()
        alert = message == self.whole.alert and message != self._step_said[0]
        if self._stale and message and not alert:
            bar.clearMessage()

    def _message_said(self, text: str) -> None:
        """A message is up (or none): fresh for the action saying it, stale from the next event on."""
        self._said += 1
        self._stale = False
        if text:
            said = self._said
            QTimer.singleShot(0, self, lambda: self._age(said))

    def _age(self, said: int) -> None:
        if said == self._said:
            self._stale = True

    def refresh_status(self) -> None:
        if self.services is None:
            return
        campaign = self.services.campaign.campaign
        rules = self.services.ruleset
        self.status_campaign.setProperty(WAY_SHORT, campaign.name)  # the name alone, where the bar is short
        self.status_campaign.setProperty(WAY_ICON, CAMPAIGN_ICON)  # ... a flag, where even that is too long
        said = QCoreApplication.translate("MainWindow", "Campaign: {name}").format(name=campaign.name)
        self.status_campaign.setAccessibleName(said)  # also while the bar shows the name alone
        self.status_campaign.setText(said)
        label = rules_tr(TITLES.get(rules.id, rules.id))
        if rules.preset:
            label += f" — {rules_tr(PRESET_TITLES.get(rules.preset, rules.preset))}"
        ruleset = QCoreApplication.translate("MainWindow", "Ruleset: {name}").format(name=label)
        # where the bar is short (a laptop), a die for the ruleset: its words on the mouse and to a screen reader
        self.status_ruleset.setProperty(SHORT, RULESET_ICON)
        self.status_ruleset.setAccessibleName(ruleset)
        self.status_ruleset.setText(ruleset)
        session = self.services.campaign.current_session()
        self.status_session.setText(
            QCoreApplication.translate("MainWindow", "Session {number}").format(number=session.number)
            if session
            else QCoreApplication.translate("MainWindow", "No session running")
        )
        self.round_slot.set_text(fight_status(self.services))
        self.window.setWindowTitle(self.title())
        path = self.services.campaign.store.path
        self.status_campaign.setToolTip(str(path) if path is not None else "")

    def title(self) -> str:
        """The window's title, made whole from the campaign open now: its name, its file, "read-only"
        when this campaign is, and "Deadwatch" last (the window system adds no second one)."""
        if self.services is None:
            return "Deadwatch"
        campaign = self.services.campaign
        file = self.file_name()
        if campaign.read_only:
            if file:
                return self._fitted(
                    QCoreApplication.translate("MainWindow", "{campaign} — {file} — read-only — Deadwatch"),
                    campaign.campaign.name, file,
                )  # fmt: skip
            return QCoreApplication.translate("MainWindow", "{campaign} — read-only — Deadwatch").format(
                campaign=campaign.campaign.name
            )
        if file:
            return self._fitted(
                QCoreApplication.translate("MainWindow", "{campaign} — {file} — Deadwatch"),
                campaign.campaign.name, file,
            )  # fmt: skip
        name = campaign.campaign.name
        return QCoreApplication.translate("MainWindow", "{campaign} — Deadwatch").format(campaign=name)

    def _fitted(self, text: str, name: str, file: str) -> str:
        """``text`` with the campaign's whole name where the title bar has the room ("Toda la carne
        (Unisystem): Hospital de la Misericordia"), else its start and end around "…"."""
        whole = text.format(campaign=name, file=file)
        if title_fits(self.window, whole):
            return whole
        return text.format(campaign=short_name(name), file=file)

    def file_name(self) -> str:
        """The campaign's file name as the title shows it (its middle cut when very long), "" with none."""
        path = self.services.campaign.store.path if self.services is not None else None
        return short_name(Path(path).name, FILE_NAME_SHOWN) if path is not None else ""

    def opened_message(self) -> str:
        """What the status line says once a campaign is open: which file, and where."""
        path = self.services.campaign.store.path if self.services is not None else None
        if path is None:
            return ""
        text = QCoreApplication.translate("MainWindow", "Opened {file} (in {folder})")
        file = Path(path).name
        whole = text.format(file=file, folder=str(Path(path).parent))
        # beside the campaign, ruleset, session and fight labels (they stay): the file's name whole, a
        # long folder by its last folders after "…" ("…/demos"), the path whole in the bar's tooltip;
        # with no room for even the folder's own name, the file alone
        metrics = self.window.statusBar().fontMetrics()
        room = self.whole.room() - metrics.horizontalAdvance(text.format(file=file, folder=""))
        folder = readable_folder(str(Path(path).parent), metrics, room)
        if not folder:
            message = QCoreApplication.translate("MainWindow", "Opened {file}").format(file=file)
        else:
            message = text.format(file=file, folder=folder)
        self.whole.whole_in_tooltip(message, whole)
        return message
