"""The campaign service: runs GM commands, undo and redo, and owns the open game session.

Signals
-------
changed(ChangeSet)
    After every action, undo or redo, once its transaction is committed to disk.
undoChanged()
    The undo or redo target changed (the Edit menu renames its actions).
failed(str, str)
    Undo, redo or a session's start or end was refused: (tr context, English message).

Its parts, each an object the service holds and each owning its own state: ``reads``
(:class:`~app.services.campaign_reads.CampaignReads`: what it reads and the rows kept between
reads, copied into the write session a command reads), ``undo_redo``
(:class:`~app.services.undo_redo.UndoRedo`), ``watch``
(:class:`~app.services.console_watch.ConsoleWatch`: the other consoles' writes) and ``nights``
(:class:`~app.services.game_sessions.SessionControl`: starting and ending game sessions).  The
writing of one action (``execute``) is here, and so are the thin methods that keep the service's
public surface (``services.campaign.undo()``, ``.history()``, ``.roster_rows()``…).

Several windows or processes may have the campaign open.  Every write runs in a transaction that
takes the write lock before it reads (``BEGIN IMMEDIATE`` on SQLite), so what a command reads is what
it changes.  Before it acts, and whenever the window asks (:meth:`CampaignService.poll_external`),
the service looks at the newest log event: a change made elsewhere makes it forget what it kept and
tell every screen to read the campaign again.  A write the file or the disk refuses (read-only, full,
busy) is a refusal with a message, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import AbstractContextManager
from typing import Any

from PySide6.QtCore import QObject, Signal
from sqlalchemy import func
from sqlmodel import Session, col, select

from app.rules import get_ruleset
from app.rules.base import Ruleset
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bursts import Bursts, rewrite
from app.services.campaign_reads import CampaignReads
from app.services.changes import ChangeSet, merged
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.console_watch import ConsoleWatch
from app.services.follow_ups import FollowedLine
from app.services.game_sessions import SessionControl
from app.services.history import HISTORY_COLUMNS as HISTORY_COLUMNS
from app.services.history import HistoryItem, change_set_for, history_item
from app.services.log_statements import ACTIVE_FIGHT, APPEND, DISCARD, NEWEST, UNREAD
from app.services.night_language import LANGUAGE, gm_language
from app.services.row_ids import row_id
from app.services.session_rules import give_back_in
from app.services.session_taken_back import STARTED
from app.services.store_errors import writing
from app.services.undo_redo import UndoRedo
from app.services.unseen_lines import kept_from_players, names_now
from app.store.consoles import announce
from app.store.database import OpenedStore
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent, utcnow


class CampaignService(QObject):
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
        with Session(self.engine, expire_on_commit=False) as s:
            campaign = s.exec(select(Campaign)).first()
            seen: int = s.execute(NEWEST).scalar() or 0
        if campaign is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This database holds no campaign yet."))
        self.campaign_id = row_id(campaign)
        self.ruleset: Ruleset = get_ruleset(campaign.ruleset, campaign.preset, campaign.options)
        #: the campaign's reads and the rows kept between them
        self.reads = CampaignReads(self.engine, self.campaign_id, campaign)
        #: what Undo and Redo would do, and doing it
        self.undo_redo = UndoRedo(self)
        #: the newest log event this console knows of: another console's writes
        self.watch = ConsoleWatch(self.engine, seen, self.forget)
        #: starting and ending game sessions
        self.nights = SessionControl(self)
        #: the steps of a counter held down, written as one action (app.services.bursts)
        self.bursts = Bursts()
        #: the roll's line the action written next follows: as secret as it (app.services.follow_ups)
        self.followed = FollowedLine()
        #: the language its nights are played in; "" for the GM's window's (app.services.night_language)
        self.language = ""

    # ------------------------------------------------------------------ writing
    def write_session(self) -> Session:
        """A session for one write: refused on a read-only campaign; its transaction takes the write
        lock before it reads."""
        if self.read_only:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This campaign is read-only: nothing can be changed."))
        return Session(self._writer, expire_on_commit=False)

    def ensure_session(self, s: Session, known: bool = False) -> GameSession:
        """The open session, started if none is.  With ``known``, the one this service last wrote
        to, when no write since changed sessions (the row is only read, never added to ``s``)."""
        return self.open_session(s, known)[0]

    def open_session(self, s: Session, known: bool = False) -> tuple[GameSession, bool]:
        """:meth:`ensure_session`, and whether it started the session just now."""
        kept = self.reads.kept_session()
        if known and isinstance(kept, GameSession):
            return kept, False
        current = s.exec(
            select(GameSession)
            .where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            .order_by(col(GameSession.number).desc())
        ).first()
        if current is not None:
            return current, False
        number = (
            s.exec(select(func.max(GameSession.number)).where(GameSession.campaign_id == self.campaign_id)).one() or 0
        ) + 1
        current = GameSession(campaign_id=self.campaign_id, number=number)
        s.add(current)
        s.flush()
        self.append(
            s,
            current,
            LogEntry("session", QT_TRANSLATE_NOOP("log", "Session {number} started"), {"number": number},
                     payload={LANGUAGE: self.language or gm_language()}),  # the night's (app.services.night_language)
            [],
            None,
        )
        return current, True

    def append(
        self,
        s: Session,
        game: GameSession,
        entry: LogEntry,
        changes: list[dict[str, Any]],
        round_: int | None,
        undoable: bool = False,
        ref_id: int | None = None,
        replayed: list[dict[str, Any]] | None = None,
    ) -> LogEvent:
        """Write ``entry`` as the next line of ``game``.  ``replayed``: the rows an undo or a redo
        changed (its line keeps none of its own), for who the players see as the line is written."""
        # a line naming someone hidden from the players is secret on the console (app.services.unseen_lines)
        entry = kept_from_players(s, self.campaign_id, entry, self.reads.who_is_shown(),
                                  changes if replayed is None else replayed)
        values = self.log_values(game, entry, changes, round_, undoable, ref_id)
        # one statement: the next number in the session and the row (the unit of work's insert and
        # a separate max() query cost a millisecond of every action)
        event_id, seq = s.execute(APPEND, {**values, "sid": values["session_id"]}).one()
        return LogEvent.model_construct(id=int(event_id), seq=int(seq), **values)

    def log_values(self, game: GameSession, entry: LogEntry, changes: list[dict[str, Any]], round_: int | None,
                   undoable: bool = False, ref_id: int | None = None) -> dict[str, Any]:
        """The columns of the log line ``entry`` (an action's, with the rows it changed)."""
        payload = dict(entry.payload)
        if entry.ctx != "log":
            payload["ctx"] = entry.ctx
        if entry.label:
            payload["label"] = {"t": entry.label, "ctx": entry.label_ctx, "args": entry.label_args}
            if entry.undo_label:
                payload["label"]["undo"] = entry.undo_label
            if entry.redo_label:
                payload["label"]["redo"] = entry.redo_label
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
        return values

    def round_in(self, s: Session, game: GameSession) -> int | None:
        enc = self._encounter(s, game)
        return enc.round if enc else None

    def _encounter(self, s: Session, game: GameSession) -> Encounter | None:
        """The session's running fight, read in ``s``."""
        return s.exec(ACTIVE_FIGHT, params={"sid": game.id}).first()

    def execute(self, command: Command) -> LogEvent:
        """Run one GM action: one transaction, one log event, committed, then one change signal.

        Raises CommandError (nothing changed) when the rules refuse it.
        """
        with self.write_session() as s, writing():
            external = self.watch.check(s)
            game, started = self.open_session(s, known=not external)
            # the night's first action starts the session: what a new session gives back comes first
            given = give_back_in(self, s, game) if started else None
            enc = self._encounter(s, game)
            round_ = enc.round if enc else None
            ctx = self.context_in(s, game, enc)
            tx = Tx(s)
            try:
                entry = command.apply(tx, ctx)
                changes = tx.changes()
                if started and command.session_with_it(game.number):  # its Undo takes the session back with it
                    entry.payload = {**entry.payload, STARTED: game.number}
                if self.followed.event_id is not None:  # a roll's follow-up: secret for the names it holds
                    # first (an export writes its twin), else as secret as the roll (app.services.follow_ups)
                    shown_now = self.reads.who_is_shown()
                    hidden, shown = names_now(s, self.campaign_id, shown_now, changes)
                    entry = self.followed.kept(s, kept_from_players(s, self.campaign_id, entry, shown_now, changes),
                                               hidden - shown)
            except Exception:
                s.rollback()
                raise
            # a new action ends what could be redone (nothing to do when Redo is known to have nothing)
            if command.undoable and self.undo_redo.targets.get("redo", UNREAD) is not None:
                s.execute(DISCARD, {"sid": game.id, "own_console": self.console})  # one statement, no rows loaded
            joined = None if external else self.bursts.continued(command, self.watch.seen, game.id)
            if joined is None:
                event = self.append(s, game, entry, changes, round_, undoable=command.undoable)
            else:  # the next step of a counter held down: the burst's one line says where it is now
                entry = kept_from_players(s, self.campaign_id, entry, self.reads.who_is_shown(), changes)
                event = rewrite(s, joined, self.log_values(game, entry, changes, round_, command.undoable),
                                command.merge_keep)
                told = [*changes, {"table": "log_event", "id": event.id, "before": {"args": joined.args},
                                   "after": {"args": event.args}}]
            self.bursts.wrote(command, event)
            announce(s, event.id or 0)
            s.commit()
            self.watch.saw(event.id or 0)
            # the session the action was written to stays the open one unless the action changed sessions
            self.reads.keep_session(UNREAD if any(c["table"] == "game_session" for c in changes) else game)
            self.reads.keep_campaign(ctx.campaign_read, changes)
            # an undoable action is what Undo now takes back, and nothing of this session is left to redo
            targets: dict[str, HistoryItem | None] = {}
            if command.undoable:
                done = history_item(event)
                targets = {"undo": done, "redo": None}
                self.undo_redo.did(done)
        if external:  # what another console did first: every screen reads the campaign again
            self.told_external()
        if joined is not None:
            changes = told  # the log's line rewritten: the log view reads it again
        said = change_set_for(changes, command.kind, events=(event,))
        self.tell(said if given is None else merged([given.told, said]), targets)
        self.undoChanged.emit()
        return event

    def following(self, event_id: int | None) -> AbstractContextManager[None]:
        """``with campaign.following(roll's event id):`` the actions written inside follow that roll's
        line and are secret when it is (:mod:`app.services.follow_ups`)."""
        return self.followed.following(event_id)

    def end_burst(self) -> None:
        """The counter held down is let go (its field lost the focus): its next step is a new action."""
        self.bursts.end()

    def context_in(self, s: Session, game: GameSession, enc: Encounter | None) -> Context:
        """What a command written in the write session ``s`` to ``game`` may use."""
        return Context(
            lambda: self.reads.campaign_in(s),
            self.ruleset,
            self.dice,
            enc.round if enc else None,
            enc,
            game,
            lambda ids: self.reads.characters_in(s, ids),
            self.reads.kept_characters,  # as last committed: no other console wrote since (watch.check)
            self.reads.kept_roster,
        )

    def refusing(self, work: Any) -> Any:
        """``work()``, or False with ``failed`` emitted when it is refused."""
        try:
            return work()
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False

    # ------------------------------------------------------------------ the parts' public surface
    def _session(self) -> Session:
        """A session for reading (the services' reads share the service's engine)."""
        return self.reads.session()

    @property
    def campaign(self) -> Campaign:
        """The campaign row as last committed (shared: read it, do not change it)."""
        return self.reads.campaign

    def current_session(self) -> GameSession | None:
        return self.reads.current_session()

    def sessions(self) -> list[GameSession]:
        return self.reads.sessions()

    def latest_session(self) -> GameSession | None:
        return self.reads.latest_session()

    def events(self, session_id: int | None = None) -> list[LogEvent]:
        return self.reads.events(session_id)

    def history(
        self,
        after_seq: int | None = None,
        ids: Iterable[int] = (),
        latest: int | None = None,
        before_seq: int | None = None,
    ) -> list[HistoryItem]:
        return self.reads.history(after_seq, ids, latest, before_seq)

    def history_count(self, before_seq: int) -> int:
        return self.reads.history_count(before_seq)

    def active_encounter(self) -> Encounter | None:
        return self.reads.active_encounter()

    def roster_rows(self) -> list[Character]:
        return self.reads.roster_rows()

    def characters_by_id(self, ids: Iterable[int]) -> dict[int, Character]:
        return self.reads.characters_by_id(ids)

    def undo_target(self) -> HistoryItem | None:
        return self.undo_redo.undo_target()

    def redo_target(self) -> HistoryItem | None:
        return self.undo_redo.redo_target()

    def redo_lost(self) -> HistoryItem | None:
        return self.undo_redo.redo_lost()

    def undo(self) -> bool:
        return self.undo_redo.undo()

    def session_taken_back(self) -> int:
        """The session the last undo took back with the action that started it (0: none), until the
        next change: Redo brings both back."""
        return self.undo_redo.session_taken

    def step_dangers(self) -> list[dict[str, Any]]:
        """The dangers the last undo or redo brought back, as its log line says them (lines)."""
        return self.undo_redo.dangers

    def session_begun_again(self) -> int:
        """The session the last redo began again with the action that started it (0: none)."""
        return self.undo_redo.session_again

    def redo(self) -> bool:
        return self.undo_redo.redo()

    def undo_to(self, event_id: int) -> int:
        return self.undo_redo.undo_to(event_id)

    def start_session(self, title: str = "", keep_fight: bool = False) -> GameSession | None:
        return self.nights.start_session(title, keep_fight)

    def end_session(self) -> bool:
        return self.nights.end_session()

    def listen(self) -> int | None:
        return self.watch.listen()

    # ------------------------------------------------------------------ telling the screens
    def tell(self, changes: ChangeSet, targets: dict[str, HistoryItem | None] | None = None) -> None:
        """Forget the rows ``changes`` made stale (and the undo and redo targets, unless the
        action says what they now are), then tell the screens (once a step back ends, if one runs)."""
        held = self.undo_redo.told(changes, targets)
        self.reads.follow(changes)
        if not held:
            self.changed.emit(changes)

    def told_external(self) -> None:
        """Another console wrote first: every screen reads the campaign again."""
        self.tell(ChangeSet.everything())

    def forget(self) -> None:
        """Another console wrote: forget every row and target kept (each is read again)."""
        self.reads.forget()
        self.undo_redo.forget()

    def poll_external(self) -> bool:
        """Whether another window or process changed the campaign since this service last looked; if
        so, every screen is told to read it again (a change set with ``reset``)."""
        if not self.watch.poll():
            return False
        self.tell(ChangeSet.everything())
        self.undoChanged.emit()
        return True

    def close(self) -> None:
        self.watch.close()
        self.engine.dispose()
