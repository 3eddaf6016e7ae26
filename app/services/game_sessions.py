"""Game nights: starting and ending a session (each a write of its own, with its log line)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlmodel import Session, col, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet
from app.services.command import LogEntry
from app.services.log_statements import NEWEST, UNREAD
from app.services.session_rules import give_back
from app.services.store_errors import writing
from app.store.consoles import announce, lock_for_write
from app.store.models import GameSession, LogEvent, utcnow


class SessionControl:
    """Part of :class:`app.services.campaign.CampaignService` (which keeps the attributes used)."""

    campaign_id: int
    _current: Any
    _seen_event: int
    undoChanged: Any
    # and, from the service:
    _write_session: Callable[[], Session]
    _ensure_session: Callable[[Session], GameSession]
    _refusing: Callable[[Callable[[], Any]], Any]
    _forget: Callable[[], None]
    _emit: Callable[[ChangeSet], None]
    _append: Callable[[Session, GameSession, LogEntry, list[dict[str, Any]], int | None], LogEvent]
    _round: Callable[[Session, GameSession], int | None]

    def start_session(self, title: str = "") -> GameSession | None:
        """Start a game night (ending the open one first, if any); None, with ``failed``, when refused."""

        def start(s: Session, current: GameSession | None) -> GameSession:
            if current is not None:
                self._end(s, current)
            game = self._ensure_session(s)
            game.title = title
            s.add(game)
            return game

        game = self._refusing(lambda: self._session_write(start)) or None
        if game is not None:
            give_back(self)  # the rules' new-session gifts (luck points), an action of their own
        return game

    def end_session(self) -> bool:
        """End the open game night; False when none is open (or, with ``failed``, when refused)."""

        def end(s: Session, current: GameSession | None) -> GameSession | None:
            if current is not None:
                self._end(s, current)
            return current

        return bool(self._refusing(lambda: self._session_write(end)))

    def _session_write(self, work: Any) -> Any:
        """One write that starts or ends a session: ``work(s, open_session)`` inside it, committed,
        then every screen told (a new session or none: each reads the campaign again).  What
        ``work`` returns; None, and nothing written, when it returns None."""
        with self._write_session() as s, writing():
            self._forget()
            lock_for_write(s)
            current = s.exec(
                select(GameSession).where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            ).first()
            result = work(s, current)
            if result is None:
                return None
            s.flush()
            newest = s.execute(NEWEST).scalar() or 0
            announce(s, newest)
            s.commit()
            self._current = UNREAD
            self._seen_event = newest
        self._emit(ChangeSet(session=True, kind="session"))
        self.undoChanged.emit()
        return result

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
