"""What the campaign service reads: the campaign row, its sessions, a session's log, the open
session's undoable actions (the history), the running fight, and character rows kept between reads.

:class:`CampaignReads` owns what is kept between reads (the campaign row, the open session, the
character rows and the roster) and copies what it kept into a write session (:meth:`CampaignReads.campaign_in`,
:meth:`CampaignReads.characters_in`: what a command reads); the service holds one and forgets or updates
it after each change."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from sqlalchemy import ColumnElement, func, or_
from sqlmodel import Session, col, select

from app.services.changes import ChangeSet
from app.services.history import HISTORY_COLUMNS, HistoryItem, history_item
from app.services.kept_rows import into_session, kept_into_session
from app.services.log_statements import UNREAD
from app.services.roll_marks import TENDS
from app.services.row_ids import row_id
from app.services.snapshots import with_values
from app.store.models import Campaign, Character, Encounter, GameSession, LogEvent


class CampaignReads:
    """The campaign's reads, and the rows kept between them (as last committed)."""

    def __init__(self, engine: Any, campaign_id: int, campaign: Campaign | None = None) -> None:
        self.engine = engine
        self.campaign_id = campaign_id
        self._campaign: Campaign | None = campaign
        self._current: GameSession | None | object = UNREAD  # the open session, UNREAD until read
        #: the open session's running fight as last read, UNREAD until read again after a write
        self._encounter: Encounter | None | object = UNREAD
        #: character rows read since they last changed (a write copies them into its session)
        self.kept_characters: dict[int, Character] = {}
        self._roster: list[Character] | None = None  # roster_rows as last read, until the next change
        #: every character's name and whether the players see it (archived ones too), read once and
        #: kept up to date from the rows each change carries (:mod:`app.services.unseen_lines`)
        self._shown: dict[int, tuple[str, bool]] | None = None
        #: answers read from the log, kept until the next change (:meth:`until_change`)
        self._until_change: dict[tuple[Any, ...], Any] = {}

    def until_change(self, key: tuple[Any, ...], read: Callable[[], Any]) -> Any:
        """What ``read`` gives, read once until the campaign next changes: the dice dock asks the
        same question of the log (a declared shot) for a form's dice, its odds and its parts, and
        again for each field the GM types in, with nothing written in between."""
        kept = self._until_change
        if key not in kept:
            kept[key] = read()
        return kept[key]

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def forget(self) -> None:
        """Another console wrote: nothing kept is trusted (each is read again when asked for)."""
        self._current = UNREAD
        self._encounter = UNREAD
        self.kept_characters.clear()
        self._roster = None
        self._campaign = None
        self._shown = None
        self._until_change.clear()

    def follow(self, changes: ChangeSet) -> None:
        """After a change: forget the rows it made stale; a kept character row follows its change."""
        self._roster = None
        self._encounter = UNREAD
        self._until_change.clear()
        if changes.reset:
            self.kept_characters.clear()
            self._campaign = None
            self._shown = None
        self._follow_shown(changes)
        for change in changes.rows:
            cid = int(change["id"])
            if change["table"] != "character" or cid not in self.kept_characters:
                continue
            if change["after"] is None or change["before"] is None:
                self.kept_characters.pop(cid)
            else:
                self.kept_characters[cid] = with_values(self.kept_characters[cid], change["after"])

    def _follow_shown(self, changes: ChangeSet) -> None:
        shown = self._shown
        if shown is None:
            return
        for change in changes.rows:
            if change["table"] != "character":
                continue
            cid, after = int(change["id"]), change["after"]
            if after is None:
                shown.pop(cid, None)
            elif cid in shown or change["before"] is None:
                name, revealed = shown.get(cid, ("", False))
                shown[cid] = (str(after.get("name", name)), bool(after.get("revealed", revealed)))

    def who_is_shown(self) -> dict[int, tuple[str, bool]]:
        """Each character's name and whether the players see it, as last committed (read once)."""
        if self._shown is None:
            with self.session() as s:
                rows = s.execute(select(col(Character.id), col(Character.name), col(Character.revealed))
                                 .where(Character.campaign_id == self.campaign_id))
                self._shown = {int(cid): (str(name), bool(revealed)) for cid, name, revealed in rows}
        return self._shown

    def kept_campaign(self) -> Campaign | None:
        """The campaign row kept since the last commit, if any (None once forgotten)."""
        return self._campaign

    def kept_session(self) -> GameSession | None | object:
        """The open session as kept: a row, None (none open) or UNREAD."""
        return self._current

    def keep_session(self, current: GameSession | None | object) -> None:
        """After a write: the session it wrote to (still the open one), or UNREAD to read it again."""
        self._current = current
        self._encounter = UNREAD
        self._until_change.clear()

    @property
    def campaign(self) -> Campaign:
        """The campaign row as last committed (shared: read it, do not change it)."""
        if self._campaign is None:
            with self.session() as s:
                self._campaign = self.read_campaign(s)
        return self._campaign

    def read_campaign(self, s: Session) -> Campaign:
        campaign = s.get(Campaign, self.campaign_id)
        assert campaign is not None
        return campaign

    def keep_campaign(self, read: Campaign | None, changes: list[dict[str, Any]]) -> None:
        """After a commit: keep the campaign row the action read, or forget the kept one if the
        action changed it some other way (it is read again when asked for)."""
        if read is not None:
            self._campaign = read
        elif any(c["table"] == "campaign" for c in changes):
            self._campaign = None

    def campaign_in(self, s: Session) -> Campaign:
        """The campaign row in the write session ``s``: the one kept since the last commit, copied
        in without a query (no other console wrote since: ``_check_external`` forgot it else)."""
        kept = self.kept_campaign()
        return self.read_campaign(s) if kept is None else into_session(s, kept)

    def characters_in(self, s: Session, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows in the write session ``s`` (archived ones too): those kept since the last
        commit copied in, the others read in ``s``."""
        wanted = list(dict.fromkeys(int(i) for i in ids))
        rows = kept_into_session(s, self.kept_characters, wanted)
        missing = [i for i in wanted if i not in rows]
        if missing:
            for row in s.exec(select(Character).where(col(Character.id).in_(missing))):
                rows[row_id(row)] = row
        return rows

    def current_session(self) -> GameSession | None:
        """The game session that is open (started and not ended), if any.

        Read once after each write of this service (every screen asks for it after every action);
        the row returned is shared: read it, do not change it."""
        current = self._current
        if current is UNREAD:
            with self.session() as s:
                current = self._current = s.exec(
                    select(GameSession)
                    .where(GameSession.campaign_id == self.campaign_id, col(GameSession.ended).is_(None))
                    .order_by(col(GameSession.number).desc())
                ).first()
        assert current is None or isinstance(current, GameSession)
        return current

    def sessions(self) -> list[GameSession]:
        with self.session() as s:
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

    def last_roll_against(self, character_id: int) -> int | None:
        """Who last rolled against ``character_id`` in the open session (a shot, a blow; not taken
        back): the one the damage form names as its dealer; None when nobody did."""
        from app.services.ammo.ledger import KIND as AMMO_KIND  # a shot that fired rounds

        current = self.current_session()
        if current is None:
            return None
        with self.session() as s:
            payloads = s.exec(
                select(LogEvent.payload)
                .where(LogEvent.session_id == row_id(current), col(LogEvent.kind).in_(("roll", AMMO_KIND)),
                       col(LogEvent.undone).is_(False), LogEvent.target != "")
                .order_by(col(LogEvent.seq).desc())
                .limit(100)
            ).all()
        for payload in payloads:
            request = payload.get("request") if isinstance(payload, dict) else None
            if isinstance(payload, dict) and payload.get(TENDS):  # first aid on him: not an attack
                continue
            if isinstance(request, dict) and request.get("opponent_id") == character_id:
                roller = request.get("character_id")
                return roller if isinstance(roller, int) and roller != character_id else None
        return None

    def events(self, session_id: int | None = None) -> list[LogEvent]:
        """The log of a session (the latest when None), oldest first."""
        if session_id is None:
            latest = self.latest_session()
            if latest is None:
                return []
            session_id = row_id(latest)
        with self.session() as s:
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
            return self.history_items(where, newest_first=True, limit=latest)[::-1]
        return self.history_items(where)

    def history_count(self, before_seq: int) -> int:
        """How many undoable actions of the open session come before ``before_seq`` (the History
        dock numbers its rows from there when it lists only the latest)."""
        current = self.current_session()
        if current is None:
            return 0
        where = (LogEvent.session_id == current.id, col(LogEvent.undoable).is_(True), col(LogEvent.seq) < before_seq)
        with self.session() as s:
            return int(s.exec(select(func.count()).select_from(LogEvent).where(*where)).one())

    def history_items(
        self, where: list[Any], newest_first: bool = False, limit: int | None = None
    ) -> list[HistoryItem]:
        order = col(LogEvent.seq).desc() if newest_first else col(LogEvent.seq)
        with self.session() as s:
            # sqlmodel's select() is typed for up to four columns named one by one, not a starred tuple
            rows = s.exec(select(*HISTORY_COLUMNS).where(*where).order_by(order).limit(limit))  # type: ignore[call-overload]
            return [history_item(r) for r in rows]  # type: ignore[arg-type]  # a row of HISTORY_COLUMNS reads as the event

    def active_encounter(self) -> Encounter | None:
        """The open session's running fight, if any: read once after each write (every screen and
        every odds line asks for it after each action, a dozen times a key); the row returned is
        shared: read it, do not change it."""
        kept = self._encounter
        if kept is UNREAD:
            current = self.current_session()
            if current is None:
                return None
            with self.session() as s:
                kept = self._encounter = s.exec(
                    select(Encounter)
                    .where(Encounter.session_id == current.id, col(Encounter.active).is_(True))
                    .order_by(col(Encounter.id).desc())
                ).first()
        assert kept is None or isinstance(kept, Encounter)
        return kept

    def roster_rows(self) -> list[Character]:
        """The campaign's characters (archived ones aside) in roster order, as last committed: read
        once, then kept until the next change or another console's (the roster, the fight, the log's
        filter, the dice, the threat and the ammunition each ask for them as a campaign opens or an
        action refreshes them).  A new list each time, of shared rows: read only."""
        if self._roster is None:
            with self.session() as s:
                self._roster = list(
                    s.exec(
                        select(Character)
                        .where(Character.campaign_id == self.campaign_id, col(Character.archived).is_(False))
                        .order_by(col(Character.position), col(Character.id))
                    )
                )
        return list(self._roster)

    def kept_roster(self) -> list[Character] | None:
        """The roster's rows as last committed if they are kept (None: not read since the last
        change); shared rows, read only."""
        return None if self._roster is None else list(self._roster)

    def characters_by_id(self, ids: Iterable[int]) -> dict[int, Character]:
        """Character rows by id, read from the store once and then kept up to date from the rows each
        change carries (every screen following a turn asks for the same few).  The rows are shared:
        read only."""
        wanted = list(ids)
        kept = self.kept_characters
        missing = [i for i in wanted if i not in kept]
        if missing:
            with self.session() as s:
                for row in s.exec(select(Character).where(col(Character.id).in_(missing))):
                    kept[row_id(row)] = row
        return {i: kept[i] for i in wanted if i in kept}
