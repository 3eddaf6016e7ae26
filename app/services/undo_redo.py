"""Undo and redo: what they would take back or bring back, and the replay of one action's changes
(refused, with nothing changed, when a later action changed the same rows).

:class:`UndoRedo` owns what it knows of the targets (``targets``, ``done``) and the change sets held
while a step back runs; it writes through the campaign service it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlmodel import col

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet, merged
from app.services.command import CommandError, LogEntry
from app.services.history import HistoryItem, change_set_for, history_item, redone, taken_back
from app.services.log_statements import NEWEST, UNREAD
from app.services.replay_check import conflicting
from app.services.session_taken_back import (
    CHANGED_SINCE,
    REDONE,
    TakenSession,
    bring_session_back,
    kept_for_redo,
    take_session_back,
    takes_session_back,
)
from app.services.snapshots import apply_side
from app.services.store_errors import writing
from app.services.unseen_mark import NAMES_HIDDEN, chosen_secret
from app.store.consoles import announce
from app.store.models import GameSession, LogEvent

if TYPE_CHECKING:
    from app.services.campaign import CampaignService


class UndoRedo:
    """What Undo and Redo would do, and doing it, through ``service``."""

    def __init__(self, service: CampaignService) -> None:
        self.service = service
        #: what Undo and Redo would do ("undo", "redo"), once read or told by the last action
        self.targets: dict[str, HistoryItem | None] = {}
        #: the latest undoable actions of the open session that are not undone, oldest first, as far
        #: as this console saw them done (after an undo, Undo takes back the one before, unread)
        self.done: list[HistoryItem] = []
        #: while several actions are taken back at once: their change sets, told as one at the end
        self._held: list[ChangeSet] | None = None
        #: the number of the session the last undo took back with the action that started it, until
        #: the next change; 0: none
        self.session_taken = 0
        #: that session as Redo brings it back with the action, until the next change
        self.session_kept: TakenSession | None = None
        #: the number of the session the last redo began again with the action that started it; 0: none
        self.session_again = 0
        #: the dangers the last undo or redo brought back, as its line says them (lines); none after a change
        self.dangers: list[dict[str, Any]] = []

    def forget(self) -> None:
        self.targets = {}
        self.done = []
        self._no_session_step()

    def _no_session_step(self) -> None:
        """A change since: no session taken back to bring again, none begun again just now."""
        self.session_taken = 0
        self.session_kept = None
        self.session_again = 0
        self.dangers = []

    def did(self, done: HistoryItem) -> None:
        """An undoable action was written: Undo takes it back, and nothing is left to redo."""
        self.targets = {"undo": done, "redo": None}
        self._no_session_step()
        # an action written again into its own line (three "+" on the dead: one "The dead: 3") is
        # listed once, as the latest: a step back took it back once, then again ("already taken back")
        self.done = [*(d for d in self.done[-99:] if d.event_id != done.event_id), done]

    def told(self, changes: ChangeSet, targets: dict[str, HistoryItem | None] | None) -> bool:
        """A change is about to be told: the targets are what the action says (else unknown); True
        when a step back holds it, to be told with the rest once it ends."""
        self.targets = dict(targets or {})
        self._no_session_step()
        if changes.reset or changes.session:
            self.done.clear()
        if self._held is not None:
            self._held.append(changes)
            return True
        return False

    def undo_target(self) -> HistoryItem | None:
        """The latest action of the open session that is not undone."""
        if "undo" not in self.targets:
            # the latest hundred at once: the undos after this one know their targets unread
            done = self._targets_read(col(LogEvent.undone).is_(False), newest_first=True, limit=100)
            self.done = done[::-1]
            self.targets["undo"] = done[0] if done else None
        return self.targets["undo"]

    def redo_target(self) -> HistoryItem | None:
        """The earliest undone action of the open session that can still be redone (the action an
        undo took back with the session it started, while nothing changed since)."""
        if self.session_kept is not None:
            return self.session_kept.item
        if "redo" not in self.targets:
            self.targets["redo"] = self._target(col(LogEvent.undone).is_(True), col(LogEvent.discarded).is_(False))
        return self.targets["redo"]

    def redo_lost(self) -> HistoryItem | None:
        """The latest undone action of the open session that can no longer be redone (an action taken
        since its undo ended it); None when none was undone and lost so: Redo says which of the two
        it is when there is nothing to redo."""
        return self._target(col(LogEvent.undone).is_(True), col(LogEvent.discarded).is_(True), newest_first=True)

    def _target(self, *where: Any, newest_first: bool = False) -> HistoryItem | None:
        items = self._targets_read(*where, newest_first=newest_first, limit=1)
        return items[0] if items else None

    def _targets_read(self, *where: Any, newest_first: bool = False, limit: int = 1) -> list[HistoryItem]:
        reads, console = self.service.reads, self.service.console
        current = reads.current_session()
        if current is None:
            return []
        base = [LogEvent.session_id == current.id, col(LogEvent.undoable).is_(True), *where]
        if console:  # another console's actions are its own to take back (older ones anyone's)
            base.append(col(LogEvent.console).in_([console, ""]))
        return reads.history_items(base, newest_first, limit=limit)

    def undo(self) -> bool:
        target = self.undo_target()
        return self.service.refusing(lambda: self._replay(target.event_id, undo=True)) if target else False

    def redo(self) -> bool:
        kept = self.session_kept
        if kept is not None:  # the import that started the night, with its session
            return bool(self.service.refusing(lambda: self._session_again(kept)))
        target = self.redo_target()
        return self.service.refusing(lambda: self._replay(target.event_id, undo=False)) if target else False

    def undo_to(self, event_id: int) -> int:
        """Step back: undo every action down to and including ``event_id``; returns how many.

        Each undo is its own action (committed, in the log, redone one by one); the screens are
        told once, at the end.  An undo refused (a later action of another console changed the
        same rows) ends the step back there, with ``failed`` saying why.  An id that is no
        undoable action of the open session, or one undone already, undoes nothing."""
        count = 0
        if isinstance(event_id, bool) or not isinstance(event_id, int) or not 0 < event_id < 2**63:
            return 0
        found = [h for h in self.service.reads.history(ids=[event_id]) if h.event_id == event_id and not h.undone]
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
                self.service.changed.emit(merged(held))
                self.service.undoChanged.emit()
        return count

    def _replay(self, event_id: int, undo: bool) -> bool:
        service = self.service
        with service.write_session() as s, writing():
            external = service.watch.check(s)
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
            kept = service.reads.kept_session()
            # the open session, as kept, when the action was written to it (only its id is used)
            game = kept if isinstance(kept, GameSession) and kept.id == event.session_id else None
            game = game or s.get(GameSession, event.session_id)
            assert game is not None
            taken: list[dict[str, Any]] | None = None
            if undo and takes_session_back(s, event, game):  # the import that started the night: both go
                kept_session = kept_for_redo(s, event, game)
                taken = self._session_back(s, event, game)
            else:
                # the dangers an undo brings back: loaded at its first
                from app.services.dangers_again import REDO_AGAIN, UNDO_AGAIN, brought_back, dangers_now

                before = dangers_now(s, service.ruleset, event.changes)
                apply_side(s, event.changes, "before" if undo else "after")
                event.undone = undo
                s.add(event)
                # the dangers it brings back, as the status bar says them after it ("— in force again: …")
                dangers = brought_back(s, service.ruleset, event.changes, before)
                text = (QT_TRANSLATE_NOOP("log", "Undo: {action}") if undo
                        else QT_TRANSLATE_NOOP("log", "Redo: {action}"))
                if dangers:
                    text = UNDO_AGAIN if undo else REDO_AGAIN
                # an undo says the change it makes, its own way: "Undo: 1 damage to Ana (Health 2 → 3)"
                item = taken_back(history_item(event)) if undo else redone(history_item(event))
                action = {"t": item.text, "ctx": item.ctx, "args": item.args}
                line = service.append(
                    s,
                    game,
                    # the line taking back (or redoing) a secret action is as secret as the action: the
                    # GM's own secret stays his, and the undo of a line secret for naming someone hidden
                    # ("Rook is hidden from the players") is secret for that, whoever the players see once
                    # it is undone; one naming someone hidden then is secret for that (CampaignService.append)
                    LogEntry("undo" if undo else "redo", text,
                             {"action": action, **({"dangers": dangers} if dangers else {})}, secret=bool(event.secret),
                             payload={} if chosen_secret(event.secret, event.payload) or not event.secret
                             else {NAMES_HIDDEN: True}),
                    [],
                    service.round_in(s, game),
                    ref_id=event_id,
                    replayed=[{**c, "before": c.get("after"), "after": c.get("before")} for c in event.changes]
                    if undo else list(event.changes),
                )
                announce(s, line.id or 0)
                s.commit()
                service.watch.saw(line.id or 0)
                # the open session stays the one written to, unless the action replayed opened or ended one
                moved = game.ended is not None or any(c["table"] == "game_session" for c in event.changes)
                service.reads.keep_session(UNREAD if moved else game)
                service.reads.keep_campaign(None, event.changes)
        if taken is not None:  # no action of a running session is left to undo or redo
            self.done.clear()
            if external:
                service.told_external()
            # a whole session's rows gone: every screen reads the campaign again (the roster's bars too)
            service.reads.forget()
            service.tell(merged([ChangeSet.everything(), ChangeSet(session=True, kind="session"),
                                 change_set_for(taken, event.kind, undo=True)]), {"undo": None, "redo": None})
            self.session_taken = game.number  # the status bar says the session went with it
            self.session_kept = kept_session  # what Redo brings back
            if self._held is None:
                service.undoChanged.emit()
            return True
        # what was just undone is what Redo brings back (and what was redone, what Undo takes back)
        done = history_item(event)
        targets: dict[str, HistoryItem | None] = {"redo": done} if undo else {"undo": done}
        if not undo:
            self.done.append(done)
        elif self.done and self.done[-1].event_id == event_id:
            self.done.pop()
            if self.done:
                targets["undo"] = self.done[-1]  # the action before it, known without reading
        else:
            self.done.clear()
        changes = change_set_for(event.changes, event.kind, undo=undo, events=(line,))
        if external:
            service.told_external()
        service.tell(changes, targets)
        self.dangers = dangers  # the status bar says them as the line does
        if self._held is None:
            service.undoChanged.emit()
        return True

    def _session_back(self, s: Any, event: LogEvent, game: GameSession) -> list[dict[str, Any]]:
        """Undo of an action that started its session by itself: the session goes with it, committed
        in ``s``; the changes taken back."""
        service = self.service
        taken = take_session_back(s, event, game)
        newest = s.execute(NEWEST).scalar() or 0
        announce(s, newest)
        s.commit()
        service.watch.went_back(newest)  # the session's lines gone: not another console's change
        service.reads.keep_session(UNREAD)
        service.reads.keep_campaign(None, taken)
        return taken

    def _session_again(self, kept: TakenSession) -> bool:
        """Redo of an action an undo took back with the session it started: the session begins again
        with its lines, the action's rows as it left them, and a line saying so, committed as one."""
        service = self.service
        with service.write_session() as s, writing():
            external = service.watch.check(s)
            if not external:
                game, event, lines, changes = bring_session_back(s, service.campaign_id, kept, service.console)
                item = history_item(event)
                line = service.append(
                    s, game,
                    LogEntry("redo", REDONE, {"action": {"t": item.text, "ctx": item.ctx, "args": item.args},
                                              "number": game.number}, secret=bool(event.secret),
                             payload={} if chosen_secret(event.secret, event.payload) or not event.secret
                             else {NAMES_HIDDEN: True}),
                    [], None, ref_id=event.id, replayed=list(changes))
                announce(s, line.id or 0)
                s.commit()
                service.watch.saw(line.id or 0)
        if external:  # another console wrote since the undo: the campaign is not as it left it
            service.told_external()
            service.undoChanged.emit()
            raise CommandError(CHANGED_SINCE)
        service.reads.forget()  # a whole session's rows back: every screen reads the campaign again
        done = history_item(event)
        service.tell(merged([ChangeSet.everything(), ChangeSet(session=True, kind="session"),
                             change_set_for(changes, event.kind, events=(*lines, line))]), {"undo": done, "redo": None})
        self.done = [done]
        self.session_again = game.number  # the status bar says the session begins again
        if self._held is None:
            service.undoChanged.emit()
        return True
