"""Game nights: starting and ending a session (each a write of its own, with its log line).

:class:`SessionControl` writes through the campaign service it is given (its write session, its
log line, its change signal); it keeps no state of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlmodel import Session, col, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.changes import ChangeSet, merged
from app.services.command import LogEntry
from app.services.log_statements import NEWEST, UNREAD
from app.services.session_rules import Given, give_back_in
from app.services.store_errors import writing
from app.store.consoles import announce, lock_for_write
from app.store.models import Encounter, GameSession, utcnow

if TYPE_CHECKING:
    from app.services.campaign import CampaignService


class SessionControl:
    """Starting and ending game nights, written through ``service``."""

    def __init__(self, service: CampaignService) -> None:
        self.service = service

    def start_session(self, title: str = "", keep_fight: bool = False) -> GameSession | None:
        """Start a game night (ending the open one first, if any); None, with ``failed``, when refused.
        ``keep_fight``: the fight running in the night that ends goes on in the new one (its round,
        its turn, its list), instead of being left behind with the night it started in."""

        given: list[Given] = []

        def start(s: Session, current: GameSession | None) -> GameSession:
            fight = None
            if current is not None:
                if keep_fight:
                    fight = s.exec(select(Encounter).where(Encounter.session_id == current.id,
                                                           col(Encounter.active).is_(True))).first()
                self._end(s, current)
            game = self.service.ensure_session(s)
            game.title = title
            s.add(game)
            if fight is not None and game.id is not None:
                fight.session_id = game.id
                s.add(fight)
            # the rules' new-session gifts (luck points), an action of their own in this transaction
            gift = give_back_in(self.service, s, game)
            given.extend([gift] if gift is not None else [])
            return game

        return self.service.refusing(lambda: self._session_write(start, given)) or None

    def end_session(self) -> bool:
        """End the open game night; False when none is open (or, with ``failed``, when refused)."""

        def end(s: Session, current: GameSession | None) -> GameSession | None:
            if current is not None:
                self._end(s, current)
            return current

        return bool(self.service.refusing(lambda: self._session_write(end, [])))

    def _session_write(self, work: Any, given: list[Given]) -> Any:
        """One write that starts or ends a session: ``work(s, open_session)`` inside it, committed,
        then every screen told (a new session or none: each reads the campaign again, and the
        characters ``work`` gave something back to in ``given``).  What ``work`` returns; None, and
        nothing written, when it returns None."""
        service = self.service
        with service.write_session() as s, writing():
            service.forget()
            lock_for_write(s)
            current = s.exec(
                select(GameSession).where(
                    GameSession.campaign_id == service.campaign_id, col(GameSession.ended).is_(None)
                )
            ).first()
            result = work(s, current)
            if result is None:
                return None
            s.flush()
            newest = s.execute(NEWEST).scalar() or 0
            announce(s, newest)
            s.commit()
            service.reads.keep_session(UNREAD)
            service.watch.saw(newest)
        service.tell(merged([ChangeSet(session=True, kind="session"), *(g.told for g in given)]))
        service.undoChanged.emit()
        return result

    def _end(self, s: Session, game: GameSession) -> None:
        self.service.append(
            s,
            game,
            LogEntry("session", QT_TRANSLATE_NOOP("log", "Session {number} ended"), {"number": game.number}),
            [],
            self.service.round_in(s, game),
        )
        game.ended = utcnow()
        s.add(game)
