"""Game nights: starting and ending a session (each a write of its own, with its log line)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from sqlmodel import Session, col, select

from app.services.changes import ChangeSet
from app.services.command import LogEntry
from app.services.log_statements import NEWEST, UNREAD
from app.services.store_errors import writing
from app.store.consoles import announce, lock_for_write
from app.store.models import GameSession, utcnow


class SessionControl:
    """Part of :class:`app.services.campaign.CampaignService` (which keeps the attributes used)."""

    campaign_id: int
    _current: Any
    _seen_event: int
    undoChanged: Any

    def start_session(self, title: str = "") -> GameSession | None:
        """Start a game night (ending the open one first, if any); None, with ``failed``, when refused."""
        return self._refusing(lambda: self._start_session(title)) or None

    def _start_session(self, title: str) -> GameSession:
        with self._write_session() as s, writing():
            self._forget()  # a session's start or end: every screen reads the campaign again anyway
            lock_for_write(s)
            current = s.exec(
                select(GameSession).where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            ).first()
            if current is not None:
                self._end(s, current)
            game = self._ensure_session(s)
            game.title = title
            s.add(game)
            s.flush()
            newest = s.execute(NEWEST).scalar() or 0
            announce(s, newest)
            s.commit()
            self._current = UNREAD
            self._seen_event = newest
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
        return bool(self._refusing(self._end_session))

    def _end_session(self) -> bool:
        with self._write_session() as s, writing():
            self._forget()  # a session's start or end: every screen reads the campaign again anyway
            lock_for_write(s)
            current = s.exec(
                select(GameSession).where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
            ).first()
            if current is None:
                return False
            self._end(s, current)
            s.flush()
            newest = s.execute(NEWEST).scalar() or 0
            announce(s, newest)
            s.commit()
            self._current = UNREAD
            self._seen_event = newest
        self._emit(ChangeSet(session=True, kind="session"))
        self.undoChanged.emit()
        return True
