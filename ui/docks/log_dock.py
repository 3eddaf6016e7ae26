"""The session log dock: every event of the session, newest at the bottom, following live.

Filters by kind and by character, a search, undone actions struck through or hidden, GM notes
typed into the log, and marking any event secret.  Keys: Ctrl+F search (in the dock),
Ctrl+Shift+N write a note, Ctrl+Shift+H mark the selected event secret (or public again),
Ctrl+E export the log, Ctrl+Shift+I import an exported log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.changes import ChangeSet
from app.services.logtext import KIND_GROUPS, OTHER_GROUP
from app.services.row_ids import row_id
from ui import i18n, keymap
from ui.docks.base import Dock
from ui.docks.log_model import DICE, EVENT, ROUND, SECRET, TIME, WHO, LogFilter, LogModel, left_out, left_out_words
from ui.docks.log_narrow import NarrowLog
from ui.docks.note_draft import NoteDraft
from ui.docks.refusal_line import RefusalLine
from ui.messages import command_message
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.log_view import LogView
from ui.widgets.placeholder_fit import fit_placeholder

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.log import LogLine


MARKS = frozenset({"undone", "secret", "discarded"})  # a shown line's marks, restyled without reading it
#: how many events the log reads at a time: the session's latest when opened, then as many again each
#: time the GM scrolls to the top (a 10,000-event night opens without reading every line)
WINDOW = 500
#: the least the log reads when a campaign opens: its first page is what the dock shows twice over
#: (:meth:`LogDock.first_page`), so a long night costs what a short one does at start
FIRST_PAGE_LEAST = 40


class LogDock(Dock):
    refresh_when_hidden = True  # appending a line is cheap, reloading the session is not
    object_name = "logDock"
    title = QT_TRANSLATE_NOOP("Docks", "Session log")
    area = Qt.DockWidgetArea.BottomDockWidgetArea
    refuses = ("log",)

    def __init__(self, services: Services | None, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.model = LogModel()
        self.proxy = LogFilter(self)
        self.proxy.setSourceModel(self.model)
        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)

        # the search on its own row; the undone switch, the kind, the character and marking the
        # selected event secret wrap onto as many rows as a narrow dock in a long language needs
        self.search = QLineEdit(body)
        self.search.setObjectName("logSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self._filter(search=text))
        layout.addWidget(self.search)
        choices_row = QWidget(body)
        choices = FlowLayout(choices_row, spacing=4)
        self.show_undone = QCheckBox(choices_row)  # made in the row it stays in (see Dock.new_body)
        self.show_undone.setObjectName("logShowUndone")
        self.show_undone.setChecked(True)
        self.show_undone.toggled.connect(lambda on: self._filter(show_undone=on))
        choices.addWidget(self.show_undone)
        self.kind_filter = WholeListBox(choices_row)
        self.kind_filter.setObjectName("logKindFilter")
        for key, _label, _prefixes in (("", "", ()), *KIND_GROUPS, (*OTHER_GROUP, ())):
            self.kind_filter.addItem("", key)
        self.kind_filter.currentIndexChanged.connect(lambda _i: self._filter(group=self.kind_filter.currentData()))
        self.who_filter = WholeListBox(choices_row)
        self.who_filter.setObjectName("logCharacterFilter")
        self.who_filter.addItem("", "")
        self.who_filter.currentIndexChanged.connect(lambda _i: self._filter(character=self.who_filter.currentData()))
        for combo in (self.kind_filter, self.who_filter):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # its choice whole
            choices.addWidget(combo)
        self.secret_button = QPushButton(choices_row)
        self.secret_button.setObjectName("logSecretButton")
        self.secret_button.clicked.connect(self.toggle_secret)
        choices.addWidget(self.secret_button)
        layout.addWidget(choices_row)

        self.view = LogView(body)  # paints only the new line when one is added (a table repaints them all)
        self.view.setObjectName("logView")
        self.view.setModel(self.proxy)
        self.view.setWrapColumns((WHO, EVENT, DICE))  # a long line wraps: every line of the log whole
        self.narrow = NarrowLog(self.view, self.model)  # a narrow log: the event text across it all
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(EVENT, QHeaderView.ResizeMode.Stretch)
        # the other columns have widths fitted to what they can hold, not measured from the rows:
        # measuring made every new line re-read the rows on screen (the GM can still drag them)
        for column in (TIME, ROUND, WHO, DICE, SECRET):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self._fit_columns()
        header.moveSection(header.visualIndex(WHO), header.visualIndex(EVENT))  # Time, Round, Who, Event, Dice
        self.view.setMinimumHeight(5 * self.view.rowHeight())
        layout.addWidget(self.view, 1)
        # why the current line is grey, under the log where the GM reads it: a line chosen by keys
        # (Ctrl+3, Up, Down) says it as a hover's tooltip does; no room taken for any other line
        self.why = QLabel(body)
        self.why.setObjectName("logWhy")
        self.why.setWordWrap(True)
        self.why.setStyleSheet("font-style: italic;")
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.why.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)  # wraps: never widens the dock
        self.why.hide()
        layout.addWidget(self.why)

        # the note takes the dock's whole width; its secret switch and button go on the row below
        self.note = QLineEdit(body)
        self.note.setObjectName("logNote")
        self.note.setMaxLength(bounds.TEXT_MAX)
        self.note.returnPressed.connect(self.add_note)
        layout.addWidget(self.note)
        notes_row = QWidget(body)
        notes = FlowLayout(notes_row, spacing=4)
        self.note_secret = QCheckBox(notes_row)
        self.note_secret.setObjectName("logNoteSecret")
        notes.addWidget(self.note_secret)
        self.note_button = QPushButton(notes_row)
        self.note_button.setObjectName("logNoteButton")
        self.note_button.clicked.connect(self.add_note)
        notes.addWidget(self.note_button)
        layout.addWidget(notes_row)
        self.draft = NoteDraft(self.note, self.note_secret)  # Ctrl+Z gives the note just written back
        self.refusal_line = RefusalLine(body, "logMessage")
        layout.addWidget(self.refusal_line)
        self.setWidget(body)

        shortcut = QShortcut(self)
        keymap.bind(shortcut, "log.search")
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.search.setFocus)
        self.act_export = self._make_action("actExportLog", "log.export", self.export_dialog)
        self.act_import = self._make_action("actImportLog", "log.import", self.import_dialog)
        self.act_note = self._make_action("actLogNote", "log.note", self.focus_note)
        self.act_secret = self._make_action("actLogSecret", "log.secret", self.toggle_secret)
        selection = self.view.selectionModel()
        assert selection is not None  # made with the model, set above
        selection.currentRowChanged.connect(lambda *_: self._refresh_secret_button())
        self.proxy.modelReset.connect(self._refresh_why)
        self.proxy.dataChanged.connect(lambda *_: self._refresh_why())
        self.view.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.view.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def _make_action(self, name: str, key_id: str, slot: Callable[[], None]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keymap.bind(action, key_id)
        action.triggered.connect(slot)
        return action

    def menu_actions(self) -> list[tuple[str, QAction]]:
        return [
            ("file", self.act_export),
            ("file", self.act_import),
            ("edit", self.act_note),
            ("edit", self.act_secret),
        ]

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        super().retranslate()
        self.search.setPlaceholderText(self.tr("Search the log (Ctrl+F)"))
        self.search.setToolTip(self.tr("Show only the events whose text or names contain these words"))
        self.kind_filter.setItemText(0, self.tr("All kinds"))
        for i, (_key, label, _prefixes) in enumerate((*KIND_GROUPS, (*OTHER_GROUP, ())), start=1):
            self.kind_filter.setItemText(i, QCoreApplication.translate("Export", label))
        self.kind_filter.setToolTip(self.tr("Show one kind of event: rolls, damage, threat, swarm, ammunition…"))
        self.who_filter.setItemText(0, self.tr("Everyone"))
        self.who_filter.setToolTip(self.tr("Show only the events of one character"))
        self.show_undone.setText(self.tr("Show undone"))
        self.show_undone.setToolTip(self.tr("Undone actions are struck through; untick to hide them"))
        fit_placeholder(  # whole in a narrow dock: the longest wording that fits
            self.note,
            self.tr("Type a GM note and press Enter (Ctrl+Shift+N)"),
            self.tr("GM note, then Enter (Ctrl+Shift+N)"),
            self.tr("GM note (Ctrl+Shift+N)"),
        )
        self.note_secret.setText(self.tr("Secret note"))
        self.note_secret.setToolTip(self.tr(
            "A secret note is for the GM only: exports leave it out unless asked. The box stays ticked for "
            "the next notes until you untick it"))
        self.note_button.setText(self.tr("Add note"))
        self.note_button.setToolTip(self.tr("Write the note into the log as its own event (Enter)"))
        self.view.setToolTip(self.tr("The session's events, newest at the bottom. Struck-through actions are undone. "
                                     "Grey lines (undone actions, Undo and Redo) are left out of the players' "
                                     "copy: an export leaves them out unless it includes undone actions."))
        self.view.setAccessibleName(self.tr("Session log"))
        self.act_export.setText(self.tr("E&xport session log…"))
        self.act_export.setToolTip(self.tr("Save the session log as Markdown, BBCode, HTML, JSON, CSV or PDF"))
        self.act_import.setText(self.tr("Import a session &log…"))
        self.act_import.setToolTip(self.tr("Add the sessions of an exported JSON log to this campaign"))
        self.act_note.setText(self.tr("Write a GM &note"))
        self.act_note.setToolTip(self.tr("Type a note into the session log"))
        self.act_secret.setText(self.tr("Mark the event &secret or public"))
        self.act_secret.setToolTip(self.tr("Secret events stay out of exports unless asked for"))
        self.model.retranslate()
        self._fit_columns()
        self._refresh_secret_button()

    def _fit_columns(self) -> None:
        # its abbreviation is made to be read whole ("Rd", "Р.", "As.")
        self.narrow.fit_columns(self.tr("Rd", "the round column's heading, abbreviated (its tooltip says Round)"))

    def _show_secret_column(self) -> None:
        self.narrow.update()  # shown while the log holds a secret event, in its column or above the text

    # ------------------------------------------------------------------ content
    def bind(self, services: Services) -> None:
        super().bind(services)

    def rebind(self) -> None:
        session = self.bound.log.shown_session()
        session_id = None if session is None else row_id(session)
        events: list[LogLine] = []
        earlier = False
        if session_id is not None:  # the latest events, or all of them when a filter looks through them
            count = 10**9 if self._filtering() else self.first_page()
            events, earlier = self.bound.log.latest_events(session_id, count)
        self.model.reset(events, session_id, earlier)
        self._show_secret_column()
        self._refresh_characters()
        self.view.scrollToBottom()
        if earlier:
            QTimer.singleShot(0, self, self._fill_view)
        self._refresh_secret_button()

    def on_changed(self, changes: ChangeSet) -> None:
        if changes.reset:
            self.rebind()
            return
        if changes.characters_added_or_removed:
            self._refresh_characters()
        session = self.bound.log.shown_session()
        if session is None or session.id != self.model.session_id:
            self.rebind()
            return
        following = self._at_bottom()
        new = self.bound.log.lines_after(changes, row_id(session), self.model.last_seq)
        # lines already shown whose marks changed: marked secret or public (the change's rows say
        # so), or undone or redone (the new Undo or Redo line names them)
        marks: dict[int, dict[str, object]] = {}
        for row in changes.rows:
            if row["table"] == "log_event" and row["after"]:
                marks.setdefault(int(row["id"]), {}).update(row["after"])
        for event in new:
            if event.kind in ("undo", "redo") and event.ref_id is not None:
                marks.setdefault(event.ref_id, {})["undone"] = event.kind == "undo"
        self.model.append(new)
        self.draft.follow(new, self.model.event_by_id)
        restyled, reread = [], []
        for event_id, values in marks.items():
            shown = self.model.event_by_id(event_id)
            if shown is None:
                continue
            if set(values) <= MARKS:
                restyled.append(replace(shown, **values))  # type: ignore[arg-type]  # MARKS: bool fields
            else:
                reread.append(event_id)
        self.model.update(restyled + self.bound.log.events_by_id(reread))
        self._show_secret_column()
        if following and new:
            self.view.scrollToBottom()
        self._refresh_secret_button()

    def _at_bottom(self) -> bool:
        bar = self.view.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def _refresh_characters(self) -> None:
        current = self.who_filter.currentData() or ""
        names = [c.name for c in self.bound.characters.characters()]
        self.who_filter.blockSignals(True)
        while self.who_filter.count() > 1:
            self.who_filter.removeItem(1)
        for name in names:
            self.who_filter.addItem(name, name)
        index = self.who_filter.findData(current)
        self.who_filter.setCurrentIndex(max(index, 0))
        self.who_filter.blockSignals(False)
        if index < 0 and current:
            self._filter(character="")

    def _filter(self, **values: object) -> None:
        if self._filtering(**values):
            self.read_earlier(all_of_them=True)  # a filter looks through the whole session
        self.proxy.set_filter(**values)
        self.view.scrollToBottom()

    def _filtering(self, **values: object) -> bool:
        """Whether the filters (with ``values`` in place of theirs) leave any event out."""
        p = {k: getattr(self.proxy, k) for k in ("group", "character", "search", "show_undone")} | values
        return bool(p["group"] or p["character"] or p["search"] or not p["show_undone"])

    def _scrolled(self, value: int) -> None:
        if value == 0 and self.model.earlier:
            self.read_earlier()

    def first_page(self) -> int:
        """How many of the latest events the log reads as it opens: twice the lines the dock shows
        (the bottom of the night and a page above it), at least ``FIRST_PAGE_LEAST``, at most
        ``WINDOW``; scrolling to the top reads earlier ones."""
        lines = self.view.viewport().height() // max(1, self.view.rowHeight())
        return min(WINDOW, max(FIRST_PAGE_LEAST, 2 * lines))

    def _range_changed(self, _low: int, high: int) -> None:
        if high == 0:
            QTimer.singleShot(0, self, self._fill_view)

    def _fill_view(self) -> None:
        """The lines read fill no more than the dock (it grew, or the night is short at the top):
        the earlier ones are read too, since there is no scrolling up to ask for them."""
        if self.model.earlier and self.services is not None and self.view.verticalScrollBar().maximum() == 0:
            self.read_earlier()
            QTimer.singleShot(0, self, self._fill_view)  # once the view has laid the new lines out

    def read_earlier(self, all_of_them: bool = False) -> None:
        """Read the events before the first one shown: another window of them, or all."""
        if not self.model.earlier or self.model.session_id is None or self.services is None:
            return
        first = self.model.events[0].seq if self.model.events else None
        count = 10**9 if all_of_them else WINDOW
        older, earlier = self.bound.log.latest_events(self.model.session_id, count, before_seq=first)
        self.model.prepend(older, earlier)
        self._show_secret_column()

    # ------------------------------------------------------------------ actions
    def selected_event_id(self) -> int | None:
        index = self.proxy.mapToSource(self.view.currentIndex())
        event = self.model.event_at(index.row()) if index.isValid() else None
        return None if event is None else event.id

    def select_event(self, event_id: int) -> bool:
        row = self.model.row_of(event_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, EVENT))
        if not index.isValid():
            return False
        self.view.setCurrentIndex(index)
        return True

    def land(self) -> None:
        """Go to the log (Ctrl+3): the focus on its lines, the newest one current and selected, in
        view, so that Up, Down and the log's keys act on a line at once."""
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        last = self.proxy.rowCount() - 1
        if last >= 0:
            self.view.setCurrentIndex(self.proxy.index(last, EVENT))
        self.view.scrollToBottom()

    def focus_note(self) -> None:
        self.show()
        self.raise_()
        self.note.setFocus()

    def add_note(self) -> None:
        text = self.note.text()
        if self.bound.log.add_note(text, self.note_secret.isChecked()):
            # its typing's history gone with it: Ctrl+Z is the window's Undo, which gives the note back
            # with its Secret box as it was (ui.docks.note_draft)
            # the Secret box stays as the GM set it: it was unticked after each note, and the second of
            # two secret notes written in a row went into the players' copy
            self.note.setText("")
            self.draft.wrote(text)

    def toggle_secret(self) -> None:
        event_id = self.selected_event_id()
        event = None if event_id is None else self.model.event_by_id(event_id)
        if event is None:
            self._refused("LogDock", QT_TRANSLATE_NOOP("LogDock", "Select an event in the log first."))
            return
        self.bound.log.set_secret(event.id, not event.secret)
        self.select_event(event.id)

    def _refresh_why(self) -> None:
        """Under the log, why the current line is grey (left out of the players' copy), or nothing."""
        event_id = self.selected_event_id()
        event = None if event_id is None else self.model.event_by_id(event_id)
        grey = event is not None and left_out(event)
        self.why.setText(left_out_words(event) if event is not None and grey else "")
        self.why.setVisible(grey)

    def _refresh_secret_button(self) -> None:
        self._refresh_why()
        event_id = self.selected_event_id()
        event = None if event_id is None else self.model.event_by_id(event_id)
        self.secret_button.setEnabled(event is not None)
        self.act_secret.setEnabled(True)
        if event is not None and event.secret:
            self.secret_button.setText(self.tr("Make public"))
            self.secret_button.setToolTip(self.tr("Let exports show the selected event again (Ctrl+Shift+H)"))
        else:
            self.secret_button.setText(self.tr("Mark secret"))
            self.secret_button.setToolTip(self.tr("Keep the selected event out of exports (Ctrl+Shift+H)"))

    def _refused(self, context: str, message: str) -> None:
        self.show_refusal(context, message)
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(command_message(context, message), 10000)

    def export_dialog(self) -> None:
        from ui.dialogs.export_dialog import ExportDialog  # the export formats load when first asked for

        dialog = ExportDialog(self.bound, self)
        dialog.exported.connect(self._exported)
        dialog.exec()

    def _exported(self, count: int, path: str) -> None:
        window = self.window()
        if isinstance(window, QMainWindow):
            text = i18n.plural(self.tr("{count} {count|event|events} exported to {path}"), count=count, path=path)
            window.statusBar().showMessage(text, 10000)

    def import_dialog(self) -> None:
        from ui.file_dialogs import open_file_name  # the file dialog's module, at its first use

        path = open_file_name(
            self,
            self.tr("Import a session log"),
            "",
            self.tr("Deadwatch session logs (*.json);;All files (*)"),
        )
        if path:
            self.bound.log.import_file(path)
