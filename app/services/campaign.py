"""The campaign service: runs GM commands, undo and redo, and owns the open game session.

Signals
-------
changed(ChangeSet)
    After every action, undo or redo, once its transaction is committed to disk.
undoChanged()
    The undo or redo target changed (the Edit menu renames its actions).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from sqlalchemy import bindparam, func, insert, or_, update
from sqlmodel import Session, col, select

from app.rules import get_ruleset
from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.services.changes import ChangeSet
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.snapshots import apply_side, changed_ids, with_values
from app.store.database import OpenedStore
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent, utcnow


@dataclass(frozen=True)
class HistoryItem:
    """One undoable action of the session, as the History dock lists it (by its short label)."""

    event_id: int
    seq: int
    text: str
    args: dict[str, Any]
    ctx: str
    undone: bool
    discarded: bool


#: the columns a history item is made of (a LogEvent row without its changes)
HISTORY_COLUMNS = (
    LogEvent.id,
    LogEvent.seq,
    LogEvent.text,
    LogEvent.args,
    LogEvent.payload,
    LogEvent.undone,
    LogEvent.discarded,
)


def history_item(event: LogEvent) -> HistoryItem:
    label = event.payload.get("label") or {"t": event.text, "args": event.args, "ctx": event.payload.get("ctx", "log")}
    return HistoryItem(
        int(event.id),
        event.seq,
        str(label["t"]),
        dict(label.get("args") or {}),  # type: ignore[arg-type]
        str(label.get("ctx", "log")),
        event.undone,
        event.discarded,
    )


def change_set_for(
    changes: list[dict[str, Any]], kind: str, undo: bool = False, events: tuple[LogEvent, ...] = ()
) -> ChangeSet:
    """What ``changes`` changed; ``undo`` when they were just taken back (their before sides
    restored); ``events`` the log events the action wrote."""
    if undo:
        changes = [{**c, "before": c["after"], "after": c["before"]} for c in reversed(changes)]
    tables = {c["table"] for c in changes}
    created_or_deleted = any(c["table"] == "character" and (c["before"] is None or c["after"] is None) for c in changes)
    return ChangeSet(
        characters=frozenset(changed_ids(changes, "character")),
        characters_added_or_removed=created_or_deleted,
        campaign="campaign" in tables,
        session="game_session" in tables,
        encounter=bool(tables & {"encounter", "combatant"}),
        kind=kind,
        rows=tuple(changes),
        events=events,
    )


_UNREAD = object()  # the open session is not read yet

#: the session's running fight (built once: building a statement cost as much as running it)
_ACTIVE_FIGHT = (
    select(Encounter)
    .where(Encounter.session_id == bindparam("sid"), col(Encounter.active).is_(True))
    .order_by(col(Encounter.id).desc())
    .limit(1)
)

_LOG = LogEvent.__table__  # type: ignore[attr-defined]
#: a new action ends what could be redone: the session's undone actions are discarded
_DISCARD = (
    update(_LOG)
    .where(_LOG.c.session_id == bindparam("sid"), _LOG.c.undone.is_(True), _LOG.c.discarded.is_(False))
    .values(discarded=True)
)
#: a log event with the next sequence number of its session (the other columns are parameters)
_APPEND = (
    insert(_LOG)
    .values(
        seq=select(func.coalesce(func.max(_LOG.c.seq), 0) + 1)
        .where(_LOG.c.session_id == bindparam("sid"))
        .scalar_subquery()
    )
    .returning(_LOG.c.id, _LOG.c.seq)
)


class CampaignService(QObject):
    changed = Signal(object)
    undoChanged = Signal()

    def __init__(self, store: OpenedStore, dice: Dice | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.engine = store.engine
        self.dice = dice or Dice()
        with self._session() as s:
            campaign = s.exec(select(Campaign)).first()
        if campaign is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This database holds no campaign yet."))
        self.campaign_id = int(campaign.id)  # type: ignore[arg-type]
        self._campaign: Campaign | None = campaign
        self.ruleset: Ruleset = get_ruleset(campaign.ruleset, campaign.preset, campaign.options)
        self._current: GameSession | None | object = _UNREAD
        self._characters: dict[int, Character] = {}  # character rows read since they last changed
        self._targets: dict[str, HistoryItem | None] = {}  # what Undo and Redo would do, once read
        #: the latest undoable actions of the open session that are not undone, oldest first, as far
        #: as this service saw them done (after an undo, Undo takes back the one before, unread)
        self._done: list[HistoryItem] = []

    # ------------------------------------------------------------------ reading
    def _session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

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
        if self._current is _UNREAD:
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

    def history(self, after_seq: int | None = None, ids: Iterable[int] = ()) -> list[HistoryItem]:
        """The undoable actions of the open session, oldest first: all of them, or only those after
        ``after_seq`` and those with the event ids ``ids``.

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
        }
        # one statement: the next number in the session and the row (the unit of work's insert and
        # a separate max() query cost a millisecond of every action)
        event_id, seq = s.execute(_APPEND, {**values, "sid": values["session_id"]}).one()
        return LogEvent.model_construct(id=int(event_id), seq=int(seq), **values)

    def _round(self, s: Session, game: GameSession) -> int | None:
        enc = self._encounter(s, game)
        return enc.round if enc else None

    def _encounter(self, s: Session, game: GameSession) -> Encounter | None:
        """The session's running fight, read in ``s``."""
        return s.exec(_ACTIVE_FIGHT, params={"sid": game.id}).first()

    def execute(self, command: Command) -> LogEvent:
        """Run one GM action: one transaction, one log event, committed, then one change signal.

        Raises CommandError (nothing changed) when the rules refuse it.
        """
        with self._session() as s:
            game = self._ensure_session(s, known=True)
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
            if command.undoable and self._targets.get("redo", _UNREAD) is not None:
                s.execute(_DISCARD, {"sid": game.id})  # one statement, no rows loaded
            event = self._append(s, game, entry, changes, round_, undoable=command.undoable)
            s.commit()
            # the session the action was written to stays the open one unless the action changed sessions
            self._current = _UNREAD if any(c["table"] == "game_session" for c in changes) else game
            self._keep_campaign(ctx.campaign_read, changes)
            # an undoable action is what Undo now takes back, and nothing of this session is left to redo
            targets = {"undo": history_item(event), "redo": None} if command.undoable else {}
            if command.undoable:
                self._done = [*self._done[-99:], targets["undo"]]  # type: ignore[list-item]
        self._emit(change_set_for(changes, command.kind, events=(event,)), targets)
        self.undoChanged.emit()
        return event

    def undo(self) -> bool:
        target = self.undo_target()
        return self._replay(target.event_id, undo=True) if target else False

    def redo(self) -> bool:
        target = self.redo_target()
        return self._replay(target.event_id, undo=False) if target else False

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
        with self._session() as s:
            event = s.get(LogEvent, event_id)
            assert event is not None
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
            s.commit()
            # the open session stays the one written to, unless the action replayed opened or ended one
            moved = game.ended is not None or any(c["table"] == "game_session" for c in event.changes)
            self._current = _UNREAD if moved else game
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
    def start_session(self, title: str = "") -> GameSession:
        """Start a game night (ending the open one first, if any)."""
        with self._session() as s:
            current = s.exec(
                select(GameSession).where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            ).first()
            if current is not None:
                self._end(s, current)
            game = self._ensure_session(s)
            game.title = title
            s.add(game)
            s.commit()
            self._current = _UNREAD
        self._emit(ChangeSet(session=True, kind="session"))
        self.undoChanged.emit()
        return game

    def _end(self, s: Session, game: GameSession) -> None:
        self._append(
            s,
            game,
            LogEntry("session", QT_TRANSLATE_NOOP("log", "Session {number} ended"), {"number": game.number}),
            [],
            self._round(s, game),
        )
        game.ended = utcnow()
        s.add(game)

    def end_session(self) -> bool:
        with self._session() as s:
            current = s.exec(
                select(GameSession).where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            ).first()
            if current is None:
                return False
            self._end(s, current)
            s.commit()
            self._current = _UNREAD
        self._emit(ChangeSet(session=True, kind="session"))
        self.undoChanged.emit()
        return True

    def close(self) -> None:
        self.engine.dispose()
