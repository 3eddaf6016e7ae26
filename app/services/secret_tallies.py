"""The players' count of a character's deeds: what only the GM's secret lines added is left out.

A ruleset may keep counts of what a character did in his state (:attr:`Ruleset.tallies`: a score,
his kills).  A secret roll that downs a zombie adds to them in its own secret line (the damage that
follows it is as secret as the roll): the GM's screens show the count whole, but a player's phone
showing the new number would tell the table what the GM rolled.  :func:`public_state` is a
character's state as the players' side counts it: each tally without what the secret lines not
taken back added (each line's row change, after less before).  A line the GM makes public again
("No longer secret") counts again at the next view.  A line secret only for naming someone hidden
from the players (the kill of a hidden zombie) counts, unless it followed a roll the GM keeps secret
(:data:`~app.services.unseen_mark.AFTER_SECRET`): the GM's "No longer secret" on that roll counts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, col, select

from app.services.unseen_mark import AFTER_SECRET, chosen_secret
from app.store.models import GameSession, LogEvent

if TYPE_CHECKING:
    from app.services.bundle import Services


def _number(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def secret_gains(changes: Sequence[Any], keys: Sequence[str]) -> dict[int, dict[str, int]]:
    """What one line's row ``changes`` added to each character's ``keys`` (id → key → amount)."""
    out: dict[int, dict[str, int]] = {}
    for change in changes:
        if not isinstance(change, Mapping) or change.get("table") != "character":
            continue
        before, after = change.get("before"), change.get("after")
        old = before.get("state") if isinstance(before, Mapping) else None
        new = after.get("state") if isinstance(after, Mapping) else None
        if not isinstance(old, Mapping) or not isinstance(new, Mapping):
            continue
        for key in keys:
            moved = _number(new.get(key)) - _number(old.get(key))
            if moved:
                gains = out.setdefault(int(change.get("id") or 0), {})
                gains[key] = gains.get(key, 0) + moved
    return out


#: what one line added: (session number, line number, character id → key → amount)
LineGains = tuple[int, int, dict[int, dict[str, int]]]


def secret_lines_gains(s: Session, campaign_id: int, keys: Sequence[str]) -> list[LineGains]:
    """What each of the campaign's GM's secret lines not taken back added to the characters' ``keys``,
    as (session number, line number, id → key → amount), in the campaign's order: the GM's own
    secret, or a line secret for its names after a roll the GM still keeps secret."""
    rows = s.exec(
        select(GameSession.number, LogEvent.seq, LogEvent.changes, LogEvent.payload)
        .join(GameSession, col(GameSession.id) == LogEvent.session_id)
        .where(GameSession.campaign_id == campaign_id, col(LogEvent.secret).is_(True),
               col(LogEvent.undone).is_(False), col(LogEvent.kind).not_in(("undo", "redo")))
    ).all()
    followed = {p.get(AFTER_SECRET) for *_n, p in rows if isinstance(p, dict)} - {None}
    still = {i for i, secret, p in s.exec(select(LogEvent.id, LogEvent.secret, LogEvent.payload)
                                          .where(col(LogEvent.id).in_(followed)))
             if chosen_secret(secret, p)} if followed else set()
    out = []
    for number, seq, changes, payload in rows:
        gms = chosen_secret(True, payload) or (isinstance(payload, dict) and payload.get(AFTER_SECRET) in still)
        gains = secret_gains(changes, keys) if gms and isinstance(changes, list) else {}
        if gains:
            out.append((int(number), int(seq), gains))
    return sorted(out, key=lambda line: line[:2])


def _read_gains(services: Services, keys: Sequence[str]) -> dict[int, dict[str, int]]:
    reads = services.campaign.reads
    total: dict[int, dict[str, int]] = {}
    with reads.session() as s:
        lines = secret_lines_gains(s, reads.campaign_id, keys)
    for _number, _seq, gains in lines:
        for cid, moved_by in gains.items():
            kept = total.setdefault(cid, {})
            for key, moved in moved_by.items():
                kept[key] = kept.get(key, 0) + moved
    return total


def public_state(services: Services, character_id: int, state: Mapping[str, Any]) -> dict[str, Any]:
    """``state`` (the character's) with each of the ruleset's tallies as the players count it."""
    keys = tuple(services.ruleset.tallies)
    if not keys or not any(_number(state.get(k)) for k in keys):
        return dict(state)
    gains = services.campaign.reads.until_change(("secret_tallies", keys), lambda: _read_gains(services, keys))
    mine = gains.get(character_id)
    if not mine:
        return dict(state)
    return {**state, **{k: max(0, _number(state.get(k)) - mine.get(k, 0)) for k in keys if k in state}}
