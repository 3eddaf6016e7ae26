"""What the campaign service reads: the campaign row, its sessions, a session's log, the open
session's undoable actions (the history), the running fight, and character rows kept between reads."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import ColumnElement, or_
from sqlmodel import Session, col, select

from app.services.history import HISTORY_COLUMNS, HistoryItem, history_item
from app.services.log_statements import UNREAD
from app.services.row_ids import row_id
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent


class CampaignReads:
    """Part of :class:`app.services.campaign.CampaignService` (which keeps the attributes used)."""

    engine: Any
    campaign_id: int
    _campaign: Campaign | None
    _current: GameSession | None | object  # UNREAD until read
    _characters: dict[int, Character]
    _roster: list[Character] | None

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
        current = self._current
        if current is UNREAD:
            with self._session() as s:
                current = self._current = s.exec(
                    select(GameSession)
                    .where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
                    .order_by(col(GameSession.number).desc())
                ).first()
        assert current is None or isinstance(current, GameSession)
        return current

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
            session_id = row_id(latest)
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
        where: list[Any] = [LogEvent.session_id == current.id, col(LogEvent.undoable).is_(True)]
        parts: list[ColumnElement[bool]] = [col(LogEvent.id).in_([int(i) for i in ids])] if ids else []
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
            # sqlmodel's select() is typed for up to four columns named one by one, not a starred tuple
            rows = s.exec(select(*HISTORY_COLUMNS).where(*where).order_by(order).limit(limit))  # type: ignore[call-overload]
            return [history_item(r) for r in rows]  # type: ignore[arg-type]  # a row of HISTORY_COLUMNS reads as the event

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

    def roster_rows(self) -> list[Character]:
        """The campaign's characters (archived ones aside) in roster order, as last committed: read
        once, then kept until the next change or another console's (the roster, the fight, the log's
        filter, the dice, the threat and the ammunition each ask for them as a campaign opens or an
        action refreshes them).  A new list each time, of shared rows: read only."""
        if self._roster is None:
            with self._session() as s:
                self._roster = list(
                    s.exec(
                        select(Character)
                        .where(Character.campaign_id == self.campaign_id, col(Character.archived).is_(False))
                        .order_by(col(Character.position), col(Character.id))
                    )
                )
        return list(self._roster)

    def characters_by_id(self, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows by id, read from the store once and then kept up to date from the rows each
        change carries (every screen following a turn asks for the same few).  The rows are shared:
        read only."""
        wanted = list(ids)
        missing = [i for i in wanted if i not in self._characters]
        if missing:
            with self._session() as s:
                for row in s.exec(select(Character).where(col(Character.id).in_(missing))):
                    self._characters[row_id(row)] = row
        return {i: self._characters[i] for i in wanted if i in self._characters}
