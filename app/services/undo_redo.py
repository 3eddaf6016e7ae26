"""Undo and redo: what they would take back or bring back, and the replay of one action's changes
(refused, with nothing changed, when a later action changed the same rows)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlmodel import col

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet, merged
from app.services.command import CommandError, LogEntry
from app.services.history import HistoryItem, change_set_for, history_item
from app.services.log_statements import UNREAD
from app.services.replay_check import conflicting
from app.services.snapshots import apply_side
from app.services.store_errors import writing
from app.store.consoles import announce
from app.store.models import GameSession, LogEvent


class UndoRedo:
    """Part of :class:`app.services.campaign.CampaignService` (which keeps the attributes used)."""

    console: str
    _current: Any
    _seen_event: int
    _targets: dict[str, HistoryItem | None]
    _done: list[HistoryItem]
    undoChanged: Any
    changed: Any
    _held: list[ChangeSet] | None

    # and, from the rest of the service: current_session, history, _history_items, _refusing,
    # _write_session, _check_external, _append, _round, _keep_campaign, _told_external, _emit
    if TYPE_CHECKING:  # the service's own (app.services.campaign_reads)
        def current_session(self) -> GameSession | None: ...

        def _history_items(
            self, where: list[Any], newest_first: bool = False, limit: int | None = None
        ) -> list[HistoryItem]: ...

    history: Any
    _refusing: Any
    _write_session: Any
    _check_external: Any
    _append: Any
    _round: Any
    _keep_campaign: Any
    _told_external: Any
    _emit: Any

    def undo_target(self) -> HistoryItem | None:
        """The latest action of the open session that is not undone."""
        if "undo" not in self._targets:
            # the latest hundred at once: the undos after this one know their targets unread
            done = self._targets_read(col(LogEvent.undone).is_(False), newest_first=True, limit=100)
            self._done = done[::-1]
            self._targets["undo"] = done[0] if done else None
        return self._targets["undo"]

    def redo_target(self) -> HistoryItem | None:
        """The earliest undone action of the open session that can still be redone."""
        if "redo" not in self._targets:
            self._targets["redo"] = self._target(col(LogEvent.undone).is_(True), col(LogEvent.discarded).is_(False))
        return self._targets["redo"]

    def _target(self, *where: Any, newest_first: bool = False) -> HistoryItem | None:
        items = self._targets_read(*where, newest_first=newest_first, limit=1)
        return items[0] if items else None

    def _targets_read(self, *where: Any, newest_first: bool = False, limit: int = 1) -> list[HistoryItem]:
        current = self.current_session()
        if current is None:
            return []
        base = [LogEvent.session_id == current.id, col(LogEvent.undoable).is_(True), *where]
        if self.console:  # another console's actions are its own to take back (older ones anyone's)
            base.append(col(LogEvent.console).in_([self.console, ""]))
        return self._history_items(base, newest_first, limit=limit)

    def undo(self) -> bool:
        target = self.undo_target()
        return self._refusing(lambda: self._replay(target.event_id, undo=True)) if target else False

    def redo(self) -> bool:
        target = self.redo_target()
        return self._refusing(lambda: self._replay(target.event_id, undo=False)) if target else False

    def undo_to(self, event_id: int) -> int:
        """Step back: undo every action down to and including ``event_id``; returns how many.

        Each undo is its own action (committed, in the log, redone one by one); the screens are
        told once, at the end.  An undo refused (a later action of another console changed the
        same rows) ends the step back there, with ``failed`` saying why.  An id that is no
        undoable action of the open session, or one undone already, undoes nothing."""
        count = 0
        if isinstance(event_id, bool) or not isinstance(event_id, int) or not 0 < event_id < 2**63:
            return 0
        found = [h for h in self.history(ids=[event_id]) if h.event_id == event_id and not h.undone]
        if not found:
            return 0
        stop = found[0].seq
        held: list[ChangeSet] = []
        self._held = held
        try:
            while (target := self.undo_target()) is not None and target.seq >= stop:
                if not self.undo():
                    break
                count += 1
        finally:
            self._held = None
            if held:
                self.changed.emit(merged(held))
                self.undoChanged.emit()
        return count

    def _replay(self, event_id: int, undo: bool) -> bool:
        with self._write_session() as s, writing():
            external = self._check_external(s)
            event = s.get(LogEvent, event_id)
            if event is None or event.undone != (not undo) or (not undo and event.discarded):
                raise CommandError(QT_TRANSLATE_NOOP("log", "That action was already taken back or redone."))
            if conflicting(s, event.changes, "after" if undo else "before"):
                raise CommandError(
                    QT_TRANSLATE_NOOP(
                        "log",
                        "A later action changed the same things (perhaps in another window): take that back first.",
                    )
                )
            kept = self._current
            # the open session, as kept, when the action was written to it (only its id is used)
            game = kept if isinstance(kept, GameSession) and kept.id == event.session_id else None
            game = game or s.get(GameSession, event.session_id)
            assert game is not None
            apply_side(s, event.changes, "before" if undo else "after")
            event.undone = undo
            s.add(event)
            text = QT_TRANSLATE_NOOP("log", "Undo: {action}") if undo else QT_TRANSLATE_NOOP("log", "Redo: {action}")
            item = history_item(event)
            action = {"t": item.text, "ctx": item.ctx, "args": item.args}
            line = self._append(
                s,
                game,
                # the line taking back (or redoing) a secret action is as secret as the action
                LogEntry("undo" if undo else "redo", text, {"action": action}, secret=event.secret),
                [],
                self._round(s, game),
                ref_id=event_id,
            )
            announce(s, line.id or 0)
            s.commit()
            self._seen_event = max(self._seen_event, line.id or 0)
            # the open session stays the one written to, unless the action replayed opened or ended one
            moved = game.ended is not None or any(c["table"] == "game_session" for c in event.changes)
            self._current = UNREAD if moved else game
            self._keep_campaign(None, event.changes)
        # what was just undone is what Redo brings back (and what was redone, what Undo takes back)
        done = history_item(event)
        targets: dict[str, HistoryItem | None] = {"redo": done} if undo else {"undo": done}
        if not undo:
            self._done.append(done)
        elif self._done and self._done[-1].event_id == event_id:
            self._done.pop()
            if self._done:
                targets["undo"] = self._done[-1]  # the action before it, known without reading
        else:
            self._done.clear()
        changes = change_set_for(event.changes, event.kind, undo=undo, events=(line,))
        if external:
            self._told_external()
        self._emit(changes, targets)
        if self._held is None:
            self.undoChanged.emit()
        return True
