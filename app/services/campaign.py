"""The campaign service: runs GM commands, undo and redo, and owns the open game session.

Signals
-------
changed(ChangeSet)
    After every action, undo or redo, once its transaction is committed to disk.
undoChanged()
    The undo or redo target changed (the Edit menu renames its actions).
failed(str, str)
    Undo, redo or a session's start or end was refused: (tr context, English message).

Its parts: what it reads in :mod:`app.services.campaign_reads`, undo and redo in
:mod:`app.services.undo_redo`, game sessions in :mod:`app.services.game_sessions`, the other consoles'
writes in :mod:`app.services.console_watch`; the writing of one action (``execute``) is here.

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

from PySide6.QtCore import QObject, Signal
from sqlalchemy import func
from sqlmodel import Session, col, select

from app.rules import get_ruleset
from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.campaign_reads import CampaignReads
from app.services.changes import ChangeSet
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.console_watch import ConsoleWatch
from app.services.game_sessions import SessionControl
from app.services.history import HISTORY_COLUMNS as HISTORY_COLUMNS
from app.services.history import HistoryItem, change_set_for, history_item
from app.services.kept_rows import into_session, kept_into_session
from app.services.log_statements import ACTIVE_FIGHT, APPEND, DISCARD, NEWEST, UNREAD
from app.services.row_ids import row_id
from app.services.snapshots import with_values
from app.services.store_errors import writing
from app.services.undo_redo import UndoRedo
from app.store.consoles import announce
from app.store.database import OpenedStore
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent, utcnow


class CampaignService(CampaignReads, UndoRedo, ConsoleWatch, SessionControl, QObject):
    changed = Signal(object)
    undoChanged = Signal()
    failed = Signal(str, str)
    #: while several actions are taken back at once: their change sets, told as one at the end
    _held: list[ChangeSet] | None = None

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
        self.campaign_id = row_id(campaign)
        self._campaign: Campaign | None = campaign
        self.ruleset: Ruleset = get_ruleset(campaign.ruleset, campaign.preset, campaign.options)
        self._current: GameSession | None | object = UNREAD
        self._characters: dict[int, Character] = {}  # character rows read since they last changed
        self._roster: list[Character] | None = None  # roster_rows as last read, until the next change
        self._targets: dict[str, HistoryItem | None] = {}  # what Undo and Redo would do, once read
        #: the latest undoable actions of the open session that are not undone, oldest first, as far
        #: as this service saw them done (after an undo, Undo takes back the one before, unread)
        self._done: list[HistoryItem] = []

    # ------------------------------------------------------------------ writing
    def _write_session(self) -> Session:
        """A session for one write: refused on a read-only campaign; its transaction takes the write
        lock before it reads."""
        if self.read_only:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This campaign is read-only: nothing can be changed."))
        return Session(self._writer, expire_on_commit=False)

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
            "session_id": row_id(game),
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
            ctx = Context(
                lambda: self._campaign_in(s),
                self.ruleset,
                self.dice,
                round_,
                enc,
                game,
                lambda ids: self._characters_in(s, ids),
                self._characters,  # as last committed: no other console wrote since (_check_external)
            )
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
            targets: dict[str, HistoryItem | None] = {}
            if command.undoable:
                done = history_item(event)
                targets = {"undo": done, "redo": None}
                self._done = [*self._done[-99:], done]
        if external:  # what another console did first: every screen reads the campaign again
            self._told_external()
        self._emit(change_set_for(changes, command.kind, events=(event,)), targets)
        self.undoChanged.emit()
        return event

    def _campaign_in(self, s: Session) -> Campaign:
        """The campaign row in the write session ``s``: the one kept since the last commit, copied
        in without a query (no other console wrote since: ``_check_external`` forgot it else)."""
        return self._read_campaign(s) if self._campaign is None else into_session(s, self._campaign)

    def _characters_in(self, s: Session, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows in the write session ``s`` (archived ones too): those kept since the last
        commit copied in, the others read in ``s``."""
        wanted = list(dict.fromkeys(int(i) for i in ids))
        rows = kept_into_session(s, self._characters, wanted)
        missing = [i for i in wanted if i not in rows]
        if missing:
            for row in s.exec(select(Character).where(col(Character.id).in_(missing))):
                rows[row_id(row)] = row
        return rows

    def _refusing(self, work: Any) -> Any:
        """``work()``, or False with ``failed`` emitted when it is refused."""
        try:
            return work()
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False

    # ------------------------------------------------------------------ telling the screens
    def _emit(self, changes: ChangeSet, targets: dict[str, HistoryItem | None] | None = None) -> None:
        """Forget the rows ``changes`` made stale (and the undo and redo targets, unless the
        action says what they now are), then tell the screens."""
        self._targets = dict(targets or {})
        self._roster = None
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
        if self._held is not None:  # a step back: told once, when it is done
            self._held.append(changes)
            return
        self.changed.emit(changes)

    # ------------------------------------------------------------------ sessions
    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        self.engine.dispose()
