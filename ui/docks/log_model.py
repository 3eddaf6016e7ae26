"""The session log as a table model, kept up to date in slices, and the filter in front of it.

The model holds the end of one session: its latest events (the dock reads the earlier ones as the
GM scrolls up to them, or all of them to filter).  New events are appended (only those after the
last sequence number seen); an event whose marks changed (undone, secret) is replaced in place, so
a 10,000-event session is never reloaded for one new line.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import BOOKKEEPING, dice_text, in_group, local_time, render_event, who_of
from app.services.unseen_mark import SECRET_DICE, TOLD, chosen_secret
from ui.widgets.gm_only import gm_only

if TYPE_CHECKING:
    from app.services.log import LogLine

Index = QModelIndex | QPersistentModelIndex
TIME, ROUND, EVENT, WHO, DICE, SECRET = range(6)
#: the event cell's line of time, round, who, dice and secret mark ("21:07 · Round 2 · Ana · 2d6: 3 5"),
#: shown above the event's text when the log is too narrow for their columns
META = Qt.ItemDataRole.UserRole + 1


#: said of a grey line: an export leaves it out unless it includes undone actions (app.export.events.hidden)
LEFT_OUT = QT_TRANSLATE_NOOP("LogModel", "Left out of the players' copy: an export leaves undone actions and "
                                         "their Undo and Redo lines out unless it includes undone actions")
#: said of a grey line that is secret too: undone actions brought back would still leave it out
LEFT_OUT_SECRET = QT_TRANSLATE_NOOP("LogModel", "Left out of the players' copy: undone, and secret: an export "
                                                "leaves it out even with undone actions, unless it includes secrets")


def left_out_words(event: LogLine) -> str:
    """Why the grey ``event`` is left out of the players' copy, in the GM's language: an undone secret
    note's hint said that including undone actions would bring it back, and it would not."""
    return QCoreApplication.translate("LogModel", LEFT_OUT_SECRET if event.secret else LEFT_OUT)


def left_out(event: LogLine) -> bool:
    """Whether an export leaves ``event`` out by default for being undone work (an undone action, an
    Undo or Redo line), drawn grey: the log's one look for it.  The Undo or Redo line of a secret
    action is the secret mark's to tell (drawn as secret lines are); a session's start or end is in
    every export, drawn as a bold separator, never grey."""
    return event.undone or (event.kind in BOOKKEEPING and not event.secret)


def _line(event: LogLine) -> str:
    """The event's line, and what only the GM is told of it (a clip drawn at random: its rounds)."""
    return render_event(event) + gm_only(event.payload)


def clock(moment: datetime) -> str:
    """"21:07": the hour and minute (an f-string: ``strftime`` is ten times slower with PySide6's
    import hook loaded, 65 ms over a 10,000-event log)."""
    return f"{moment.hour:02d}:{moment.minute:02d}"


class LogModel(QStandardItemModel):
    """One session's events: time, round, line, who, dice, secret mark (logical column order).

    The cells live in Qt's item model, so repainting the view never calls back into Python: the
    log repaints all its visible rows after every action (a new line scrolls it), and answering
    each cell's roles in Python made that repaint three times slower.  ``events`` and ``lines``
    keep the events themselves for the filter and the dock.
    """

    HEADERS = (
        QT_TRANSLATE_NOOP("LogModel", "Time"),
        QT_TRANSLATE_NOOP("LogModel", "Round"),
        QT_TRANSLATE_NOOP("LogModel", "Event"),
        QT_TRANSLATE_NOOP("LogModel", "Who"),
        QT_TRANSLATE_NOOP("LogModel", "Dice"),
        QT_TRANSLATE_NOOP("LogModel", "Secret"),
    )

    def __init__(self) -> None:
        super().__init__(0, len(self.HEADERS))
        self.session_id: int | None = None
        self.earlier = False  # whether the session has events before the first one held
        self.events: list[LogLine] = []
        self.lines: list[str] = []
        self._rows: dict[int, int] = {}  # event id → row
        self._secret_ids: set[int] = set()
        self._grey = QBrush(QColor("#8a8a8a"))
        self._purple = QBrush(QColor("#b47fd0"))
        self._right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self._language = self._texts()
        self._headers()

    @property
    def secret_text(self) -> str:
        return self._secret_text

    @property
    def last_seq(self) -> int:
        return self.events[-1].seq if self.events else 0

    def _items(self, event: LogLine, line: str) -> list[QStandardItem]:
        """A new row's cells (a 10,000-line log builds 60,000: each is made with its text, and only
        what differs from a plain cell is set)."""
        texts, tip, brush = self._look(event, line)
        items = [QStandardItem(text) for text in texts]
        items[EVENT].setData(self._meta(texts), META)
        items[TIME].setTextAlignment(self._right)
        items[ROUND].setTextAlignment(self._right)
        for column, item in enumerate(items):
            item.setToolTip(tip)
            if brush is not None:
                item.setForeground(brush)
            font = self._font(event, column)
            if font is not None:
                item.setFont(font)
        return items

    def _style(self, items: list[QStandardItem], event: LogLine, line: str) -> None:
        """Restyle cells already shown (marks changed): in place, so that row alone repaints."""
        texts, tip, brush = self._look(event, line)
        items[EVENT].setData(self._meta(texts), META)
        for column, item in enumerate(items):
            item.setText(texts[column])
            item.setToolTip(tip)
            item.setData(brush, Qt.ItemDataRole.ForegroundRole)
            item.setData(self._font(event, column), Qt.ItemDataRole.FontRole)

    def _look(self, event: LogLine, line: str) -> tuple[tuple[str, ...], str, QBrush | None]:
        """One row's texts, tooltip and colour."""
        if event.secret:
            self._secret_ids.add(event.id)
        else:
            self._secret_ids.discard(event.id)
        dice = dice_text(event.faces)
        texts = (
            clock(local_time(event.time)),
            "" if event.round is None else str(event.round),
            line,
            who_of(event),
            dice,
            self._secret_text if event.secret else "",
        )
        secret_tip = (self._secret_tip if chosen_secret(event.secret, event.payload)
                      else self._told_tip if isinstance(event.payload, dict) and TOLD in event.payload
                      else self._dice_tip if isinstance(event.payload, dict) and SECRET_DICE in event.payload
                      else self._names_tip)
        tip = line + ("\n" + dice if dice else "") + ("\n" + secret_tip if event.secret else "")
        if left_out(event):  # grey: what the players' copy (an export's default) leaves out, said so
            tip += "\n" + (self._left_out_tip if not event.secret else left_out_words(event))
        brush: QBrush | None = None
        # an undo or redo of a secret action is as secret as the action: drawn as secret lines are
        if left_out(event):
            brush = self._grey
        elif event.secret:
            brush = self._purple
        return texts, tip, brush

    def _meta(self, texts: tuple[str, ...]) -> str:
        """The line above the event's text in a narrow log: its other columns' texts, the round named."""
        parts = [texts[TIME], self._round.format(n=texts[ROUND]) if texts[ROUND] else "", *texts[WHO:]]
        return " · ".join(p for p in parts if p)

    @staticmethod
    def _font(event: LogLine, column: int) -> QFont | None:
        """Undone lines are struck through; the secret mark is in italics; a session's start or end
        is bold (a separator between nights, in the export too: not grey like left-out lines)."""
        if event.kind == "session" and not event.undone:
            font = QFont()
            font.setBold(True)
            return font
        if not (event.undone or (event.secret and column == SECRET)):
            return None
        font = QFont()
        font.setStrikeOut(event.undone)
        font.setItalic(event.secret)
        return font

    def _fill(self) -> None:
        self.lines = [_line(e) for e in self.events]
        self._secret_ids.clear()
        self.setRowCount(0)
        for event, line in zip(self.events, self.lines, strict=True):
            self.appendRow(self._items(event, line))

    def reset(self, events: list[LogLine], session_id: int | None = None, earlier: bool = False) -> None:
        """Hold ``events`` (the session's latest; ``earlier``: it has some before them)."""
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset, not a signal per row
        self.session_id = session_id
        self.earlier = earlier
        self.events = list(events)
        self._fill()
        self._rows = {e.id: i for i, e in enumerate(self.events)}
        self.blockSignals(blocked)
        self.endResetModel()

    def prepend(self, events: list[LogLine], earlier: bool) -> None:
        """Put the events just before the first one held at the top (``earlier``: there are more
        before them).  One insertion: the rows already there keep their place, selection and
        measured heights."""
        if not events:
            self.earlier = earlier
            return
        lines = [_line(e) for e in events]
        self.events[:0] = events
        self.lines[:0] = lines
        self.earlier = earlier
        self._rows = {e.id: i for i, e in enumerate(self.events)}
        self.insertRows(0, len(events))
        blocked = self.blockSignals(True)  # the view measures and paints the new rows when it shows them
        for row, (event, line) in enumerate(zip(events, lines, strict=True)):
            for column, item in enumerate(self._items(event, line)):
                self.setItem(row, column, item)
        self.blockSignals(blocked)

    def append(self, events: list[LogLine]) -> None:
        for event in events:
            self._rows[event.id] = len(self.events)
            self.events.append(event)
            line = _line(event)
            self.lines.append(line)
            self.appendRow(self._items(event, line))

    def update(self, events: Iterable[LogLine]) -> None:
        """Replace events already shown (their marks changed) and repaint just those rows."""
        for event in events:
            row = self._rows.get(event.id)
            if row is None:
                continue
            self.events[row] = event
            self.lines[row] = _line(event)
            # one change of the row, not one for each of its cells' texts, colours and fonts (an
            # undo's struck-through line measured its row a dozen times)
            blocked = self.blockSignals(True)
            try:
                self._style([self.item(row, column) for column in range(len(self.HEADERS))], event, self.lines[row])
            finally:
                self.blockSignals(blocked)
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))

    def has_secret(self) -> bool:
        return bool(self._secret_ids)

    def event_by_id(self, event_id: int) -> LogLine | None:
        row = self._rows.get(event_id)
        return None if row is None else self.events[row]

    def event_at(self, row: int) -> LogLine | None:
        return self.events[row] if 0 <= row < len(self.events) else None

    def row_of(self, event_id: int) -> int | None:
        return self._rows.get(event_id)

    def retranslate(self) -> None:
        """Headings, marks and event lines in the interface language (rebuilt only when it changed)."""
        texts = self._texts()
        self._headers()
        if texts != self._language:
            self._language = texts
            self.reset(self.events, self.session_id, self.earlier)

    def _headers(self) -> None:
        for column, text in enumerate(self.HEADERS):
            heading = QCoreApplication.translate("LogModel", text)
            self.setHeaderData(column, Qt.Orientation.Horizontal, heading)
            self.setHeaderData(column, Qt.Orientation.Horizontal, heading, Qt.ItemDataRole.ToolTipRole)

    def _texts(self) -> tuple[str, ...]:
        self._secret_text = QCoreApplication.translate("LogModel", "secret")
        self._round = QCoreApplication.translate("LogModel", "Round {n}")
        self._secret_tip = QCoreApplication.translate(
            "LogModel", "Secret: for the GM only, left out of exports unless asked for"
        )
        self._names_tip = QCoreApplication.translate(
            "LogModel", "Secret: it names someone hidden from the players; exports without secrets leave the name out"
        )
        self._told_tip = QCoreApplication.translate(
            "LogModel", "Secret: it follows a secret roll; exports without secrets say only what the players saw"
        )
        self._dice_tip = QCoreApplication.translate(
            "LogModel", "Secret: it says what the GM's secret dice gave; exports without secrets leave that part out"
        )
        self._left_out_tip = QCoreApplication.translate("LogModel", LEFT_OUT)
        return (self._secret_text, self._secret_tip, self._names_tip, self._told_tip, self._dice_tip, self._round,
                self._left_out_tip, QCoreApplication.translate("LogModel", "Event"))


class LogFilter(QSortFilterProxyModel):
    """Shows the events that match the kind group, the character, the search text and the undone switch."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.group = ""  # "" = every kind
        self.character = ""  # "" = everyone
        self.search = ""
        self.show_undone = True

    def set_filter(self, **values: Any) -> None:
        self.beginFilterChange()
        for key, value in values.items():
            setattr(self, key, value.casefold() if key == "search" else value)
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, LogModel)
        event = model.events[source_row]
        if not self.show_undone and (event.undone or event.kind in BOOKKEEPING):
            return False
        if self.group and not in_group(event, self.group):
            return False
        if self.character and self.character not in (event.actor, event.target, event.args.get("name")):
            return False
        if self.search:
            haystack = f"{model.lines[source_row]} {event.actor} {event.target}".casefold()
            if self.search not in haystack:
                return False
        return True
