"""The History dock: the session's actions, from which the GM can step back.

It lists the latest actions of the session (:data:`WINDOW` of them) and reads as many again each
time the GM scrolls to the top, so a night of thousands of actions opens at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListView,
    QMainWindow,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from ui import i18n, keymap
from ui.docks.base import Dock

if TYPE_CHECKING:
    from app.services.history import HistoryItem
    from ui.docks.history_model import HistoryModel

#: how many actions the dock reads at a time (the latest when a campaign opens, then more above)
WINDOW = 500


class Wrapped(QStyledItemDelegate):
    """A row as wide as the list's view, its line wrapped there: a long line asks for no more width
    (the list scrolled sideways to the end of its longest), but as many lines as it takes."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        view = self.parent()
        if isinstance(view, QListView):
            option = QStyleOptionViewItem(option)
            option.rect.setWidth(view.viewport().width() - 2 * view.spacing())
        hint = super().sizeHint(option, index)
        return QSize(1, hint.height())


class HistoryDock(Dock):
    object_name = "historyDock"
    title = QT_TRANSLATE_NOOP("Docks", "History")
    area = Qt.DockWidgetArea.RightDockWidgetArea
    lazy = True  # behind the log tab

    def build(self) -> None:
        from ui.docks.history_model import HistoryModel  # the list's model: loaded with the dock's widgets

        body = self.new_body()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.model: HistoryModel = HistoryModel(self)
        self.list = QListView(body)
        self.list.setObjectName("historyList")
        self.list.setModel(self.model)
        # a line longer than the dock wraps onto a second line and reads whole (it was elided "…"
        # at 1366×768), the whole of it in its tooltip too: never a sideways scroll
        self.list.setItemDelegate(Wrapped(self.list))
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.activated.connect(self._step_back)
        self._first_seq: int | None = None  # the earliest action listed, while earlier ones are not
        self._stepped_to: int | None = None  # the action Step back to here went back to, until the next change
        self._stepping = False
        self.list.verticalScrollBar().valueChanged.connect(self._scrolled)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.step_button = QPushButton(body)
        self.step_button.clicked.connect(lambda: self._step_back(self.list.currentIndex()))
        row.addWidget(self.step_button)
        layout.addLayout(row)
        self.setWidget(body)
        back = QShortcut(self.list)
        keymap.bind(back, "history.back")
        back.setContext(Qt.ShortcutContext.WidgetShortcut)
        back.activated.connect(lambda: self._step_back(self.list.currentIndex()))

    def retranslate(self) -> None:
        super().retranslate()
        if not self.built:
            return
        self.step_button.setText(self.tr("Step back to here"))
        self.step_button.setToolTip(self.tr("Undo the selected action and every action after it (Enter)"))
        self.list.setToolTip(self.tr("This session's actions. Struck-through actions are undone."))
        if self.services is not None and getattr(self, "_language", None) != i18n.current_language():
            self.rebind()  # the actions' labels in the new language (not again right after a bind)

    def rebind(self) -> None:
        self._language = i18n.current_language()
        self._first_seq = None
        self.model.clear()
        self._last_seq = 0
        items = self._latest()
        if self._first_seq is not None:  # earlier actions not listed yet: the rows' numbers go on from theirs
            self.model.before = self.bound.campaign.history_count(self._first_seq)
        self._add(items)

    def _latest(self, before_seq: int | None = None) -> list[HistoryItem]:
        """The latest WINDOW actions (before ``before_seq``); notes whether there are earlier ones."""
        items = self.bound.campaign.history(latest=WINDOW + 1, before_seq=before_seq)
        more = len(items) > WINDOW
        items = items[1:] if more else items
        self._first_seq = items[0].seq if more and items else None
        return items

    def _scrolled(self, value: int) -> None:
        if value == 0 and self._first_seq is not None and self.services is not None:
            self.read_earlier()

    def read_earlier(self) -> None:
        """List the actions before the earliest one listed (another WINDOW of them), above it."""
        if self._first_seq is None:
            return
        older = [h for h in self._latest(self._first_seq) if h.event_id not in self.model]
        top = QPersistentModelIndex(self.list.indexAt(QPoint(0, 0)))
        self.model.prepend(older)
        if top.isValid():  # what was on screen stays there
            self.list.scrollTo(self.model.index(top.row()), QAbstractItemView.ScrollHint.PositionAtTop)

    def on_changed(self, changes: ChangeSet) -> None:
        """Add the new actions and restyle the ones whose marks may have changed, without rebuilding
        the list: an undo takes back the latest action that is not undone, a redo brings back an
        undone one, and a new action discards the undone ones, so only those are read again."""
        if not self._stepping:  # a change after the step back (a redo, a new action): the latest again
            self._stepped_to = None
        if changes.reset or changes.session:
            self.rebind()
            return
        model = self.model
        marks = [(model.event_id(n), *model.marks(model.event_id(n))) for n in range(model.rowCount())]
        candidates = [i for i, undone, discarded in marks if undone and not discarded]
        latest_done = next((i for i, undone, _discarded in reversed(marks) if not undone), None)
        if latest_done is not None:
            candidates.append(latest_done)
        # the actions the change's undo and redo lines name (a step back takes back many at once)
        candidates += [e.ref_id for e in changes.events if e.kind in ("undo", "redo") and e.ref_id is not None]
        self._add(self.bound.campaign.history(after_seq=self._last_seq, ids=candidates))

    def _add(self, items: list[HistoryItem]) -> None:
        from ui.docks.history_model import history_line  # (loaded with the dock's widgets)

        model = self.model
        new = [h for h in items if h.event_id not in model]
        for h in items:
            if h.event_id in model:
                model.mark(h.event_id, h.undone, h.discarded, history_line(h))
        model.append(new)
        if new:
            self._last_seq = max(self._last_seq, *(h.seq for h in new))
        count = model.rowCount()
        kept = self._stepped_to  # the action just stepped back to
        if kept is not None and kept not in model:
            kept = self._stepped_to = None
        if kept is not None:
            self._choose(kept)
        elif count and (new or self.list.currentIndex().row() != count - 1):
            self.list.setCurrentIndex(model.index(count - 1))
            self.list.scrollToBottom()

    def land(self) -> None:
        """Ctrl+4: the newest step chosen (or the one just stepped back to) and in view, the focus
        on the list, so End, Down and Enter act on it at once; again once the dock is laid out (a
        dock shown from behind its tab scrolls only then)."""
        self.list.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._to_newest()
        QTimer.singleShot(0, self, self._to_newest)

    def _to_newest(self) -> None:
        model = self.model
        count = model.rowCount()
        if not count:
            return
        if self._stepped_to is not None and self._stepped_to in model:
            self._choose(self._stepped_to)
            return
        index = model.index(count - 1)
        self.list.setCurrentIndex(index)
        self.list.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtBottom)

    def _choose(self, event_id: int) -> None:
        """The row of action ``event_id`` chosen and in view."""
        model = self.model
        row = next((n for n in range(model.rowCount()) if model.event_id(n) == event_id), None)
        if row is not None:
            self.list.setCurrentIndex(model.index(row))
            self.list.scrollTo(model.index(row))

    def _step_back(self, index: QModelIndex | QPersistentModelIndex | None) -> None:
        from ui.docks.history_model import EVENT_ROLE  # (loaded with the dock's widgets)

        if index is None or not index.isValid():
            return
        row = index.row()
        earliest = self.model.data(self.model.index(row)) or ""
        event_id = int(index.data(EVENT_ROLE))
        self._stepped_to = event_id  # the list stays on it (Up and Enter step back further)
        self._stepping = True
        try:
            count = self.bound.campaign.undo_to(event_id)
        finally:
            self._stepping = False
        if count:
            self._choose(event_id)
        window = self.window()
        if count and isinstance(window, QMainWindow):  # what was taken back, not a refusal from before
            action = earliest.split(". ", 1)[-1]
            text = i18n.plural(
                self.tr("Stepped back: {count} {count|action|actions} taken back, down to {action}"),
                count=count, action=action,
            )
            window.statusBar().setStyleSheet("")
            window.statusBar().showMessage(text, 10000)
