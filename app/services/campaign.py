"""The campaign service: runs GM commands, undo and redo, and owns the open game session.

Signals
-------
changed(ChangeSet)
    After every action, undo or redo, once its transaction is committed to disk.
undoChanged()
    The undo or redo target changed (the Edit menu renames its actions).
failed(str, str)
    Undo, redo or a session's start or end was refused: (tr context, English message).

Several windows or processes may have the campaign open.  Every write runs in a transaction that
takes the write lock before it reads (``BEGIN IMMEDIATE`` on SQLite), so what a command reads is what
it changes.  Before it acts, and whenever the window asks (:meth:`CampaignService.poll_external`),
the service looks at the newest log event: a change made elsewhere makes it forget what it kept and
tell every screen to read the campaign again.  A write the file or the disk refuses (read-only, full,
busy) is a refusal with a message, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from sqlalchemy import func, or_
from sqlmodel import Session, col, select

from app.rules import get_ruleset
from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.services.changes import ChangeSet
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.console_watch import ConsoleWatch
from app.services.game_sessions import SessionControl
from app.services.history import HISTORY_COLUMNS as HISTORY_COLUMNS
from app.services.history import HistoryItem, change_set_for, history_item
from app.services.log_statements import ACTIVE_FIGHT, APPEND, DISCARD, NEWEST, UNREAD
from app.services.replay_check import conflicting
from app.services.snapshots import apply_side, with_values
from app.services.store_errors import writing
from app.store.consoles import announce
from app.store.database import OpenedStore
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent, utcnow


class CampaignService(ConsoleWatch, SessionControl, QObject):
    changed = Signal(object)
    undoChanged = Signal()
    failed = Signal(str, str)

    def __init__(
        self, store: OpenedStore, dice: Dice | None = None, parent: QObject | None = None, console: str = ""
    ) -> None:
        super().__init__(parent)
        self.store = store
        #: this console's name: its actions carry it, and its undo takes back only its own actions
        self.console = console
        self.engine = store.engine
        #: writes take the write lock before they read (SQLite; other engines ignore the option)
        self._writer = store.engine.execution_options(immediate=True)
        self.read_only = store.read_only
        self.dice = dice or Dice()
        self._listener: Any = None  # a ChangeListener once the window asks (PostgreSQL only)
        with self._session() as s:
            campaign = s.exec(select(Campaign)).first()
            #: the newest log event this service knows of (its own, or one it has told the screens of)
            self._seen_event: int = s.execute(NEWEST).scalar() or 0
        if campaign is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This database holds no campaign yet."))
        self.campaign_id = int(campaign.id)  # type: ignore[arg-type]
        self._campaign: Campaign | None = campaign
        self.ruleset: Ruleset = get_ruleset(campaign.ruleset, campaign.preset, campaign.options)
        self._current: GameSession | None | object = UNREAD
        self._characters: dict[int, Character] = {}  # character rows read since they last changed
        self._targets: dict[str, HistoryItem | None] = {}  # what Undo and Redo would do, once read
        #: the latest undoable actions of the open session that are not undone, oldest first, as far
        #: as this service saw them done (after an undo, Undo takes back the one before, unread)
        self._done: list[HistoryItem] = []

    # ------------------------------------------------------------------ reading
    def _session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def _write_session(self) -> Session:
        """A session for one write: refused on a read-only campaign; its transaction takes the write
        lock before it reads."""
        if self.read_only:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This campaign is read-only: nothing can be changed."))
        return Session(self._writer, expire_on_commit=False)

    @property
    def campaign(self) -> Campaign:
        """The campaign row as last committed (shared: read it, do not change it)."""
        if self._campaign is None:
            with self._session() as s:
                self._campaign = self._read_campaign(s)
        return self._campaign

    def _read_campaign(self, s: Session) -> Campaign:
        campaign = s.get(Campaign, self.campaign_id)
        assert campaign is not None
        return campaign

    def _keep_campaign(self, read: Campaign | None, changes: list[dict[str, Any]]) -> None:
        """After a commit: keep the campaign row the action read, or forget the kept one if the
        action changed it some other way (it is read again when asked for)."""
        if read is not None:
            self._campaign = read
        elif any(c["table"] == "campaign" for c in changes):
            self._campaign = None

    def current_session(self) -> GameSession | None:
        """The game session that is open (started and not ended), if any.

        Read once after each write of this service (every screen asks for it after every action);
        the row returned is shared: read it, do not change it."""
        if self._current is UNREAD:
            with self._session() as s:
                self._current = s.exec(
                    select(GameSession)
                    .where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
                    .order_by(col(GameSession.number).desc())
                ).first()
        return self._current  # type: ignore[return-value]

    def sessions(self) -> list[GameSession]:
        with self._session() as s:
            return list(
                s.exec(
                    select(GameSession)
                    .where(GameSession.campaign_id == self.campaign_id)
                    .order_by(col(GameSession.number))
                )
            )

    def latest_session(self) -> GameSession | None:
        items = self.sessions()
        return items[-1] if items else None

    def events(self, session_id: int | None = None) -> list[LogEvent]:
        """The log of a session (the latest when None), oldest first."""
        if session_id is None:
            latest = self.latest_session()
            if latest is None:
                return []
            session_id = int(latest.id)  # type: ignore[arg-type]
        with self._session() as s:
            return list(s.exec(select(LogEvent).where(LogEvent.session_id == session_id).order_by(col(LogEvent.seq))))

    def history(
        self,
        after_seq: int | None = None,
        ids: Iterable[int] = (),
        latest: int | None = None,
        before_seq: int | None = None,
    ) -> list[HistoryItem]:
        """The undoable actions of the open session, oldest first: all of them, or only those after
        ``after_seq`` and those with the event ids ``ids``; ``latest``: only that many, the latest
        (those before ``before_seq`` when given).

        Reads only the columns a history item needs (never the changed rows), so a session of
        thousands of actions is listed quickly and a few of them in a millisecond."""
        current = self.current_session()
        if current is None:
            return []
        where = [LogEvent.session_id == current.id, col(LogEvent.undoable).is_(True)]
        parts = [col(LogEvent.id).in_([int(i) for i in ids])] if ids else []
        if after_seq is not None:
            parts.append(col(LogEvent.seq) > after_seq)
        if parts:
            where.append(or_(*parts))
        if before_seq is not None:
            where.append(col(LogEvent.seq) < before_seq)
        if latest is not None:
            return self._history_items(where, newest_first=True, limit=latest)[::-1]
        return self._history_items(where)

    def _history_items(
        self, where: list[Any], newest_first: bool = False, limit: int | None = None
    ) -> list[HistoryItem]:
        order = col(LogEvent.seq).desc() if newest_first else col(LogEvent.seq)
        with self._session() as s:
            rows = s.exec(select(*HISTORY_COLUMNS).where(*where).order_by(order).limit(limit))
            return [history_item(r) for r in rows]  # type: ignore[arg-type]

    def active_encounter(self) -> Encounter | None:
        current = self.current_session()
        if current is None:
            return None
        with self._session() as s:
            return s.exec(
                select(Encounter)
                .where(Encounter.session_id == current.id, col(Encounter.active).is_(True))
                .order_by(col(Encounter.id).desc())
            ).first()

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

    # ------------------------------------------------------------------ writing
    def _ensure_session(self, s: Session, known: bool = False) -> GameSession:
        """The open session, started if none is.  With ``known``, the one this service last wrote
        to, when no write since changed sessions (the row is only read, never added to ``s``)."""
        if known and isinstance(self._current, GameSession):
            return self._current
        current = s.exec(
            select(GameSession)
            .where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            .order_by(col(GameSession.number).desc())
        ).first()
        if current is not None:
            return current
        number = (
            s.exec(select(func.max(GameSession.number)).where(GameSession.campaign_id == self.campaign_id)).one() or 0
        ) + 1
        current = GameSession(campaign_id=self.campaign_id, number=number)
        s.add(current)
        s.flush()
        self._append(
            s,
            current,
            LogEntry("session", QT_TRANSLATE_NOOP("log", "Session {number} started"), {"number": number}),
            [],
            None,
        )
        return current

    def _append(
        self,
        s: Session,
        game: GameSession,
        entry: LogEntry,
        changes: list[dict[str, Any]],
        round_: int | None,
        undoable: bool = False,
        ref_id: int | None = None,
    ) -> LogEvent:
        payload = dict(entry.payload)
        if entry.ctx != "log":
            payload["ctx"] = entry.ctx
        if entry.label:
            payload["label"] = {"t": entry.label, "ctx": "log", "args": entry.label_args}
        values: dict[str, Any] = {
            "session_id": int(game.id),  # type: ignore[arg-type]
            "time": utcnow(),
            "round": round_,
            "actor": entry.actor,
            "target": entry.target,
            "kind": entry.kind,
            "text": entry.text,
            "args": entry.args,
            "payload": payload,
            "faces": entry.faces,
            "changes": changes,
            "undoable": undoable,
            "undone": False,
            "discarded": False,
            "secret": entry.secret,
            "ref_id": ref_id,
            "console": self.console,
        }
        # one statement: the next number in the session and the row (the unit of work's insert and
        # a separate max() query cost a millisecond of every action)
        event_id, seq = s.execute(APPEND, {**values, "sid": values["session_id"]}).one()
        return LogEvent.model_construct(id=int(event_id), seq=int(seq), **values)

    def _round(self, s: Session, game: GameSession) -> int | None:
        enc = self._encounter(s, game)
        return enc.round if enc else None

    def _encounter(self, s: Session, game: GameSession) -> Encounter | None:
        """The session's running fight, read in ``s``."""
        return s.exec(ACTIVE_FIGHT, params={"sid": game.id}).first()

    def execute(self, command: Command) -> LogEvent:
        """Run one GM action: one transaction, one log event, committed, then one change signal.

        Raises CommandError (nothing changed) when the rules refuse it.
        """
        with self._write_session() as s, writing():
            external = self._check_external(s)
            game = self._ensure_session(s, known=not external)
            enc = self._encounter(s, game)
            round_ = enc.round if enc else None
            ctx = Context(lambda: self._read_campaign(s), self.ruleset, self.dice, round_, enc, game)
            tx = Tx(s)
            try:
                entry = command.apply(tx, ctx)
                changes = tx.changes()
            except Exception:
                s.rollback()
                raise
            # a new action ends what could be redone (nothing to do when Redo is known to have nothing)
            if command.undoable and self._targets.get("redo", UNREAD) is not None:
                s.execute(DISCARD, {"sid": game.id, "own_console": self.console})  # one statement, no rows loaded
            event = self._append(s, game, entry, changes, round_, undoable=command.undoable)
            announce(s, event.id or 0)
            s.commit()
            self._seen_event = max(self._seen_event, event.id or 0)
            # the session the action was written to stays the open one unless the action changed sessions
            self._current = UNREAD if any(c["table"] == "game_session" for c in changes) else game
            self._keep_campaign(ctx.campaign_read, changes)
            # an undoable action is what Undo now takes back, and nothing of this session is left to redo
            targets = {"undo": history_item(event), "redo": None} if command.undoable else {}
            if command.undoable:
                self._done = [*self._done[-99:], targets["undo"]]  # type: ignore[list-item]
        if external:  # what another console did first: every screen reads the campaign again
            self._told_external()
        self._emit(change_set_for(changes, command.kind, events=(event,)), targets)
        self.undoChanged.emit()
        return event

    def undo(self) -> bool:
        target = self.undo_target()
        return self._refusing(lambda: self._replay(target.event_id, undo=True)) if target else False

    def redo(self) -> bool:
        target = self.redo_target()
        return self._refusing(lambda: self._replay(target.event_id, undo=False)) if target else False

    def _refusing(self, work: Any) -> Any:
        """``work()``, or False with ``failed`` emitted when it is refused."""
        try:
            return work()
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False

    def undo_to(self, event_id: int) -> int:
        """Step back: undo every action down to and including ``event_id``; returns how many.

        An id that is no undoable action of the open session, or one undone already, undoes nothing."""
        count = 0
        if isinstance(event_id, bool) or not isinstance(event_id, int) or not 0 < event_id < 2**63:
            return 0
        found = [h for h in self.history(ids=[event_id]) if h.event_id == event_id and not h.undone]
        if not found:
            return 0
        stop = found[0].seq
        while True:
            target = self.undo_target()
            if target is None or target.seq < stop:
                return count
            self.undo()
            count += 1

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
                LogEntry("undo" if undo else "redo", text, {"action": action}),
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
        self.undoChanged.emit()
        return True

    def _emit(self, changes: ChangeSet, targets: dict[str, HistoryItem | None] | None = None) -> None:
        """Forget the rows ``changes`` made stale (and the undo and redo targets, unless the
        action says what they now are), then tell the screens."""
        self._targets = dict(targets or {})
        if changes.reset or changes.session:
            self._done.clear()
        if changes.reset:
            self._characters.clear()
            self._campaign = None
        for change in changes.rows:  # a character changed: its kept row follows the change
            cid = int(change["id"])
            if change["table"] != "character" or cid not in self._characters:
                continue
            if change["after"] is None or change["before"] is None:
                self._characters.pop(cid)
            else:
                self._characters[cid] = with_values(self._characters[cid], change["after"])
        self.changed.emit(changes)

    def characters_by_id(self, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows by id, read from the store once and then kept up to date from the rows each
        change carries (every screen following a turn asks for the same few).  The rows are shared:
        read only."""
        wanted = list(ids)
        missing = [i for i in wanted if i not in self._characters]
        if missing:
            with self._session() as s:
                for row in s.exec(select(Character).where(col(Character.id).in_(missing))):
                    self._characters[int(row.id)] = row  # type: ignore[arg-type]
        return {i: self._characters[i] for i in wanted if i in self._characters}

    # ------------------------------------------------------------------ sessions
    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        self.engine.dispose()
