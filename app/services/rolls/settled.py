"""Whether a roll shown is spent: the follow-ups of a roll (a push, luck points) that no longer
stand, and why (:class:`SpentRolls`, a part of :class:`~app.services.rolls.RollService`).

A roll whose damage the GM has applied from its offer is spent: the outcome is on the tracker, and a
push would roll again what has already hurt someone (twdu, "Duels": "The fighter with the most
successes wins, and they inflict damage on the other fighter equal to their own weapon's Damage
rating"; "If you and your opponent are still standing after the opposed roll, you may attack each
other again" — a new roll, not the old one pushed).  The damage (or heal) line written from a
roll's offer names the roll's line (:data:`~app.services.character_rules.OF_ROLL` in its payload);
read from the log, an undo of that damage offers the push again by itself.  The roll of a single
attack whose harm is dealt is spent too (:mod:`app.services.threat.single`), and the ruleset may
refuse a follow-up for the character as he is now (twdu: Broken since)."""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from app.rules.features.check_kinds import dice_rolls
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_rules import HIT, OF_ROLL
from app.services.rolls.command_parts import _roller
from app.services.rolls.requests import Rolled, RollRequest
from app.services.row_ids import row_id
from app.services.threat.single import SPENT, spent_now
from app.store.models import LogEvent

#: a follow-up of a roll whose damage the GM has applied from its offer
APPLIED = QT_TRANSLATE_NOOP(
    "rules", "This roll's damage is applied: the roll is spent and can no longer be pushed or changed.")
#: a follow-up of a roll whose care (a heal: first aid) the GM has applied from its offer
CARED = QT_TRANSLATE_NOOP(
    "rules", "This roll's care is applied: the roll is spent and can no longer be pushed or changed.")
#: the kinds of line an offer of a roll writes
OFFER_KINDS = ("damage", "heal")
#: how many damage lines after a roll are read for one of its offers (a night's roll shown long ago)
LOOK_AHEAD = 200


def applied(session: Session, event_id: int | None) -> str | None:
    """Why the roll logged as ``event_id`` is spent, when an offer of it has been applied (its line
    not taken back): :data:`APPLIED` for its damage, :data:`CARED` for its care; None while none is."""
    if type(event_id) is not int:
        return None
    roll = session.exec(select(LogEvent.session_id, LogEvent.seq).where(LogEvent.id == event_id)).first()
    if roll is None:
        return None
    found = session.exec(
        select(LogEvent.kind, LogEvent.payload)
        .where(LogEvent.session_id == roll[0], col(LogEvent.seq) > roll[1], col(LogEvent.kind).in_(OFFER_KINDS),
               col(LogEvent.undone).is_(False))
        .order_by(col(LogEvent.seq))
        .limit(LOOK_AHEAD)
    ).all()
    kinds = {kind for kind, payload in found if isinstance(payload, dict) and payload.get(OF_ROLL) == event_id}
    if not kinds:
        return None
    return APPLIED if "damage" in kinds else CARED


def offer_hit(result: Any, index: int) -> int:
    """Which hit of its roll the damage (or care) offer ``index`` of ``result`` is: its index among
    the roll's offers, or, for an offer that is the other way of others (a punch to Life Points or to
    Endurance, the attacker's choice), the first of them: one hit, applied once."""
    offers = getattr(result, "damage", None) or ()
    if not 0 <= index < len(offers):
        return index
    return min((index, *(i for i in offers[index].instead if isinstance(i, int))))


def hits_taken(session: Session, event_id: int | None) -> set[int]:
    """The hits of the roll logged as ``event_id`` whose offers are applied (their lines not taken back)."""
    return hits_logged(session, event_id, OFFER_KINDS)


def hits_logged(session: Session, event_id: int | None, kinds: tuple[str, ...] | frozenset[str]) -> set[int]:
    """The hits of the roll logged as ``event_id`` named by the lines of ``kinds`` after it (applied,
    or dropped: :func:`app.services.rolls.dropped.hits_dropped`), their lines not taken back."""
    if type(event_id) is not int:
        return set()
    roll = session.exec(select(LogEvent.session_id, LogEvent.seq).where(LogEvent.id == event_id)).first()
    if roll is None:
        return set()
    found = session.exec(
        select(LogEvent.payload)
        .where(LogEvent.session_id == roll[0], col(LogEvent.seq) > roll[1], col(LogEvent.kind).in_(kinds),
               col(LogEvent.undone).is_(False))
        .order_by(col(LogEvent.seq))
        .limit(LOOK_AHEAD)
    ).all()
    return {p[HIT] for p in found
            if isinstance(p, dict) and p.get(OF_ROLL) == event_id and type(p.get(HIT)) is int}


#: the payload key of a follow-up's line naming the roll it follows up
FOLLOWS = "follows"
#: a follow-up of a roll already followed up so (after undo and redo the dock offered it again)
FOLLOWED_UP = QT_TRANSLATE_NOOP("rules", "This roll has already been followed up so: it is spent and cannot be again.")


def followed_up(session: Session, event_id: int | None, action: str) -> bool:
    """Whether the roll logged as ``event_id`` has a follow-up ``action`` standing (not taken back)."""
    if type(event_id) is not int:
        return False
    found = session.exec(
        select(LogEvent.payload).where(LogEvent.kind == "roll", col(LogEvent.undone).is_(False),
                                       col(LogEvent.id) > event_id)
    ).all()
    return any(isinstance(p, dict) and p.get(FOLLOWS) == event_id and p.get("action") == action for p in found)


class SpentRolls:
    """The follow-ups of a roll that no longer stand, read from the campaign's log and characters."""

    def __init__(self, campaign: Any, character: Any) -> None:
        #: the campaign service, and its sound character row by id (None for a damaged or missing one)
        self.campaign = campaign
        self._character = character

    def offers_taken(self, rolled: Rolled) -> frozenset[int]:
        """The damage (or care) offers of ``rolled`` whose hit the log holds applied, by index."""
        result = rolled.result if isinstance(rolled, Rolled) else None
        if result is None or not result.damage:
            return frozenset()
        with self.campaign._session() as s:
            hits = hits_taken(s, rolled.event_id)
        return frozenset(i for i in range(len(result.damage)) if offer_hit(result, i) in hits)

    def follow_ups(self, rolled: Rolled) -> tuple[frozenset[str], str]:
        """The follow-ups of ``rolled`` (a push) that no longer stand, by key, and why (a marked line,
        context ``rules``; "" while all stand): a roll whose damage is applied from its offer is spent,
        so is the roll of a single attack whose harm the GM has dealt, and the ruleset may refuse one
        for the character as he is now (twdu: Broken since)."""
        result = rolled.result if isinstance(rolled, Rolled) else None
        if result is None or not result.follow_ups or not isinstance(rolled.request, RollRequest):
            return frozenset(), ""
        with self.campaign._session() as s:
            settled = applied(s, rolled.event_id)
            done = {f.key for f in result.follow_ups if followed_up(s, rolled.event_id, f.key)}
        if settled is not None:
            return frozenset(f.key for f in result.follow_ups), settled
        if done:  # pushed already (redone after an undo): the push is spent
            return frozenset(done), FOLLOWED_UP
        rolls = dice_rolls(self.campaign.ruleset)
        gone: set[str] = set()
        why = ""
        for follow in result.follow_ups:
            who = rolled.request.opponent_id if follow.by == "opponent" else rolled.request.character_id
            row = self._character(who) if who is not None else None
            if row is None:
                continue
            reason: str | None = None
            if follow.by == "roller" and spent_now(self.campaign, row_id(row)):
                reason = SPENT
            elif rolls is not None:
                roller = _roller(self.campaign.ruleset, row)
                reason = rolls.follow_up_refusal(follow.key, result.memo, roller)
            if reason:
                gone.add(follow.key)
                why = why or reason
        return frozenset(gone), why
