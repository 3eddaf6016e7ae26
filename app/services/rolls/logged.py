"""The session's rolls as its log holds them (:class:`LoggedRolls`, held by
:class:`~app.services.rolls.service.RollService`): the rolls to repeat, whom a roll at the round's
end is made against, the values the damage form takes from the last hit, and whether the GM types
the table's dice."""

from __future__ import annotations

import heapq
from typing import Any

from sqlalchemy.orm import defer
from sqlmodel import col, select

from app.rules.rolling import DAMAGE_FORM
from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.fight_line import FIGHT_BEGINS
from app.services.rolls.requests import RECENT_MAX, RecentRoll, RollRequest
from app.services.row_ids import row_id
from app.store.models import LogEvent

#: the kinds a roll is logged as: a roll, or an ammo event when it fired a burst
#: (:mod:`app.services.ammo.fired_rolls`)
RECENT_KINDS = ("roll", AMMO_KIND)
#: how far back a roll at the round's end looks for the roll that set it up (a round of many rolls)
ROUND_END_LOOK_BACK = 200


class LoggedRolls:
    """The session's rolls read from its log (the campaign service reads it)."""

    def __init__(self, campaign: Any) -> None:
        self.campaign = campaign

    def round_end_target(self, character_id: int) -> tuple[bool, int | None]:
        """Whom the roll at the round's end is made against: the opponent of the character's latest
        roll of this session (the aim it ends, "Dana aims at Shambler 2"), and whether there is one
        such roll at all; (False, None) with none."""
        game = self.campaign.current_session()
        if game is None:
            return False, None
        with self.campaign._session() as s:
            events = s.exec(
                select(LogEvent)
                .where(LogEvent.session_id == row_id(game), col(LogEvent.kind).in_(RECENT_KINDS))
                .order_by(col(LogEvent.seq).desc())
                .limit(ROUND_END_LOOK_BACK)
            ).all()
        for event in events:
            payload = event.payload if isinstance(event.payload, dict) else {}
            request = payload.get("request")
            if event.undone or not isinstance(request, dict) or request.get("character_id") != character_id:
                continue
            opponent = request.get("opponent_id")
            return True, int(opponent) if isinstance(opponent, int) else None
        return False, None

    def turn_rolls(self, character_id: int) -> list[tuple[str, dict[str, Any]]] | None:
        """The kind and inputs of each roll ``character_id`` made in this round of the running
        fight, oldest first: an undone roll, a follow-up (a damage roll, a push) and the rolls of an
        earlier fight left out; None out of a fight (no turn to count)."""
        made = self._round_rolls()
        if made is None:
            return None
        return [(kind, inputs) for kind, request, inputs, _memo in made if request.get("character_id") == character_id]

    def turn_rolls_against(self, character_id: int) -> list[tuple[str, dict[str, Any], dict[str, Any]]] | None:
        """The kind, inputs and the rules' memo of each roll made against ``character_id`` in this
        round of the running fight, oldest first (what he defended against this turn, the memo saying
        whether his defence was rolled), read as :meth:`turn_rolls` reads them; None out of a fight."""
        made = self._round_rolls()
        if made is None:
            return None
        return [(kind, inputs, memo) for kind, request, inputs, memo in made
                if request.get("opponent_id") == character_id and request.get("character_id") != character_id]

    def rolled_at(self, character_id: int, opponent_id: int, kind: str) -> bool:
        """Whether ``character_id`` made a roll of ``kind`` against ``opponent_id`` in this round of
        the running fight (not undone): an opposed roll both declared at each other, rolled once on
        the first one's turn, settles the other's too."""
        made = self._round_rolls() or []
        return any(k == kind and request.get("character_id") == character_id
                   and request.get("opponent_id") == opponent_id for k, request, _inputs, _memo in made)

    def _round_rolls(self) -> list[tuple[str, dict[str, Any], dict[str, Any], dict[str, Any]]] | None:
        """Each roll of this round of the running fight, oldest first: its kind, request, inputs and
        memo (an undone roll, a follow-up and the rolls of an earlier fight left out); None out of a
        fight."""
        game = self.campaign.current_session()
        encounter = self.campaign.active_encounter()
        if game is None or encounter is None:
            return None
        with self.campaign._session() as s:
            begun = s.exec(
                select(LogEvent.seq)
                .where(LogEvent.session_id == row_id(game), LogEvent.kind == "encounter",
                       LogEvent.text == FIGHT_BEGINS, col(LogEvent.undone).is_(False))
                .order_by(col(LogEvent.seq).desc())
                .limit(1)
            ).first()
            events = s.exec(
                select(LogEvent)
                .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
                .where(LogEvent.session_id == row_id(game), col(LogEvent.kind).in_(RECENT_KINDS),
                       LogEvent.round == encounter.round, col(LogEvent.undone).is_(False),
                       LogEvent.seq > (begun if begun is not None else -1))
                .order_by(col(LogEvent.seq))
            ).all()
        out: list[tuple[str, dict[str, Any], dict[str, Any], dict[str, Any]]] = []
        for event in events:
            payload = event.payload if isinstance(event.payload, dict) else {}
            request = payload.get("request")
            if not isinstance(request, dict) or "action" in payload:
                continue
            inputs = request.get("inputs")
            memo = payload.get("memo")
            out.append((str(request.get("kind", "")), request, dict(inputs) if isinstance(inputs, dict) else {},
                        dict(memo) if isinstance(memo, dict) else {}))
        return out

    def damage_form_values(self, attacker_id: int | None, target_id: int | None) -> dict[str, Any]:
        """The values the damage form takes from the session's last roll when it was
        ``attacker_id``'s hit on ``target_id`` (an attack's success level); {} otherwise."""
        game = self.campaign.current_session() or self.campaign.latest_session()
        if game is None or attacker_id is None or target_id is None:
            return {}
        with self.campaign._session() as s:
            event = s.exec(
                select(LogEvent)
                .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
                .where(LogEvent.session_id == game.id, col(LogEvent.kind).in_(RECENT_KINDS),
                       col(LogEvent.undone).is_(False))
                .order_by(col(LogEvent.seq).desc())
                .limit(1)
            ).first()
            payload = dict(event.payload or {}) if event is not None else {}
        request = payload.get("request")
        memo = payload.get("memo")
        if not isinstance(request, dict) or not isinstance(memo, dict) or not payload.get("success"):
            return {}
        if request.get("character_id") != attacker_id or request.get("opponent_id") != target_id:
            return {}
        values = memo.get(DAMAGE_FORM)
        return dict(values) if isinstance(values, dict) else {}

    def typed_lately(self) -> bool:
        """Whether the session's newest roll was read from dice typed from the table (the GM rolls
        at the table: a round's end asks for its dice rather than rolling them here)."""
        newest = self.recent(1)
        return bool(newest) and bool(newest[0].event.payload.get("typed"))

    def recent(self, limit: int = RECENT_MAX) -> list[RecentRoll]:
        """The session's rolls to repeat, newest first, each request once."""
        game = self.campaign.current_session() or self.campaign.latest_session()
        if game is None:
            return []
        with self.campaign._session() as s:
            # each kind on the index of (session, kind, seq), newest first, merged; read a few at a
            # time and without the rows each changed: a night of a thousand rolls read them all,
            # changes and all, for the eight shown (0.15 s)
            rows = heapq.merge(
                *(
                    s.exec(
                        select(LogEvent)
                        .options(defer(LogEvent.changes, raiseload=True))  # type: ignore[arg-type]
                        .where(LogEvent.session_id == game.id, LogEvent.kind == kind, col(LogEvent.undone).is_(False))
                        .order_by(col(LogEvent.seq).desc())
                        .execution_options(yield_per=32)
                    )
                    for kind in RECENT_KINDS
                ),
                key=lambda e: e.seq,
                reverse=True,
            )
            out: list[RecentRoll] = []
            seen: set[str] = set()
            for event in rows:
                data = event.payload.get("request")
                if not isinstance(data, dict) or "action" in event.payload:
                    continue
                key = repr(sorted((k, repr(v)) for k, v in data.items()))
                if key in seen:
                    continue
                seen.add(key)
                out.append(RecentRoll(RollRequest.from_dict(data), event))
                if len(out) >= limit:
                    break
            return out
